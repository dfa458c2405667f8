/**
 * Makes and models that are each one kind of a thing a concept names: a
 * listing whose title names one ("2018 Honda Civic", "Продам MacBook Air") is
 * about that thing too, so "car", "автомобіль" or "ноутбук" finds it. One way
 * only: the build gives such a listing the concept's words (build/translations.ts),
 * never a word of the concept its makes, so "Honda" never finds a Toyota.
 *
 * A kind names its concept by the concept's first Ukrainian word (concepts.ts).
 * Members are written as the search writes a word (lowercase, hyphens glued),
 * in both scripts where people write both; never a name that is also an
 * everyday word ("civic", "accord", "focus", "escape", "pilot", "galaxy",
 * "samsung", which makes washers too): such a name would make every listing
 * that says the word about the thing. The list is written from the domain,
 * not from any query.
 */
export interface Kind {
  /** The first Ukrainian word of the concept its members are kinds of. */
  of: string;
  members: readonly string[];
}

export const KINDS: readonly Kind[] = [
  {
    of: 'автомобіль',
    members: [
      // Makes
      'toyota', 'тойота', 'honda', 'хонда', 'ford', 'форд', 'chevrolet', 'chevy', 'шевроле', 'nissan', 'ніссан', 'ниссан',
      'hyundai', 'хюндай', 'хендай', 'хундай', 'kia', 'кіа', 'киа', 'mazda', 'мазда', 'subaru', 'субару', 'volkswagen', 'vw',
      'фольксваген', 'bmw', 'бмв', 'audi', 'ауді', 'ауди', 'mercedes', 'мерседес', 'lexus', 'лексус', 'tesla', 'тесла',
      'dodge', 'додж', 'chrysler', 'крайслер', 'volvo', 'вольво', 'acura', 'акура', 'infiniti', 'інфініті', 'инфинити',
      'mitsubishi', 'мітсубісі', 'мицубиси', 'міцубісі', 'buick', 'бюік', 'бьюик', 'cadillac', 'кадилак', 'кадиллак', 'gmc',
      'porsche', 'порше', 'jeep', 'fiat', 'фіат', 'фиат', 'хьюндай', 'вольксваген', 'mercedesbenz', 'мерс',
      // Models whose names are no everyday word
      'camry', 'камрі', 'камри', 'corolla', 'королла', 'корола', 'prius', 'пріус', 'приус', 'rav4', 'highlander', 'tacoma',
      'tundra', 'sienna', 'crv', 'hrv', 'silverado', 'equinox', 'malibu', 'altima', 'sentra', 'elantra', 'елантра',
      'sonata', 'tucson', 'sorento', 'sportage', 'jetta', 'джетта', 'passat', 'пасат', 'tiguan', 'wrangler',
      'yaris', 'яріс', 'ярис', 'venza', '4runner', 'cx5', 'cx30', 'cx9', 'mazda3', 'mazda6', 'crosstrek', 'impreza', 'wrx',
      'outlander', 'аутлендер', 'lancer', 'лансер', 'qashqai', 'кашкай', 'murano', 'maxima', 'f150', 'ioniq', 'niro',
      'optima', 'touareg', 'туарег', 'cruze', 'pacifica', 'camaro', 'камаро',
    ],
  },
  // Brands that make other things too (lenovo, dell, hp, asus, acer: desktops, monitors, printers, tablets) are left out.
  { of: 'ноутбук', members: ['macbook', 'макбук', 'thinkpad', 'chromebook', 'хромбук', 'ideapad', 'zenbook', 'vivobook', 'elitebook', 'probook', 'matebook'] },
  { of: 'телефон', members: ['iphone', 'айфон', 'oneplus', 'redmi', 'редмі', 'редми'] },
  { of: 'планшет', members: ['ipad', 'айпад'] },
  { of: 'компютер', members: ['imac', 'аймак'] },
  { of: 'навушник', members: ['airpods', 'аірподс', 'айрподс', 'эйрподс'] },
  { of: 'приставка', members: ['playstation', 'плейстейшн', 'плейстейшен', 'ps4', 'ps5', 'xbox', 'іксбокс', 'иксбокс', 'nintendo', 'нінтендо', 'нинтендо'] },
  { of: 'мотоцикл', members: ['harley', 'харлей', 'kawasaki', 'кавасакі', 'кавасаки', 'ducati', 'дукаті', 'дукати'] },
];
