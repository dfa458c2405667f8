/**
 * Makes and models that are each one kind of a thing a concept names, and
 * dwellings of a kind ("condo", "townhouse"): a
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
      'dodge', 'додж', 'chrysler', 'крайслер', 'volvo', 'вольво', 'acura', 'акура', 'інфініті', 'инфинити',
      'mitsubishi', 'мітсубісі', 'мицубиси', 'міцубісі', 'buick', 'бюік', 'бьюик', 'cadillac', 'кадилак', 'кадиллак', 'gmc',
      'porsche', 'порше', 'jeep', 'fiat', 'фіат', 'фиат', 'хьюндай', 'вольксваген', 'mercedesbenz', 'мерс',
      // Models whose names are no everyday word, city or name: not "tacoma", "tucson", "sonata", "equinox"; and not
      // "highlander", "lancer" or "infiniti", whose English stems are "highland", "lance" and "infinity"
      'camry', 'камрі', 'камри', 'corolla', 'королла', 'корола', 'prius', 'пріус', 'приус', 'rav4',
      'crv', 'hrv', 'silverado', 'altima', 'sentra', 'elantra', 'елантра',
      'sorento', 'sportage', 'jetta', 'джетта', 'passat', 'tiguan',
      'yaris', 'яріс', 'ярис', 'venza', '4runner', 'cx5', 'cx30', 'cx9', 'mazda3', 'mazda6', 'crosstrek', 'impreza', 'wrx',
      'outlander', 'аутлендер', 'лансер', 'qashqai', 'кашкай', 'murano', 'f150', 'ioniq', 'niro',
      'touareg', 'cruze', 'camaro', 'камаро',
      // More makes (not "шкода", harm; not "рено", Reno; not "peugeot", which makes pepper mills and bicycles;
      // not ferrari, lamborghini or maserati, whose names are on toys, shoes and watches)
      'skoda', 'opel', 'опель', 'пежо', 'renault', 'citroen', 'сітроен', 'ситроен', 'saab', 'сааб', 'oldsmobile', 'rivian', 'benz',
      // More models
      'f250', 'f350', 'cybertruck', 'hilux', 'хайлюкс', 'miata', 'mx5', 'cx3', 'cx7', 'cx50', 'cx90', 'brz', 'xc40', 'xc60',
      'xc90', 'qx50', 'qx60', 'qx80', 'mdx', 'tlx', 'xterra', 'xtrail', 'seltos', 'тігуан', 'тигуан', 'arteon', 'veloster',
      'ecosport', 'econoline', 'windstar', 'panamera', 'celica', 'хайлендер', 'спортейдж', 'кемрі', 'кемри',
      // Bodies of a car and cars by what drives them: an SUV, a sedan or an electric car is a car.
      'позашляховик', 'внедорожник', 'джип', 'кросовер', 'кроссовер', 'suv', 'crossover', 'седан', 'sedan', 'хетчбек', 'хэтчбек',
      'hatchback', 'мінівен', 'минивэн', 'минивен', 'minivan', 'пікап', 'пикап', 'електромобіль', 'электромобиль', 'електрокар',
      'электрокар',
    ],
  },
  // Models that are each one kind of vehicle (none that is a word, a city or a name: not "tundra", "tacoma", "sienna").
  {
    of: 'позашляховик',
    members: [
      'jeep', 'rav4', 'crv', 'hrv', '4runner', 'cx3', 'cx5', 'cx7', 'cx9', 'cx30', 'cx50', 'cx90', 'tiguan', 'тігуан', 'тигуан',
      'touareg', 'qashqai', 'кашкай', 'sportage', 'спортейдж', 'sorento', 'seltos', 'xc40', 'xc60', 'xc90', 'qx50', 'qx60', 'qx80',
      'mdx', 'crosstrek', 'venza', 'xterra', 'xtrail', 'ecosport', 'хайлендер',
    ],
  },
  { of: 'пікап', members: ['f150', 'f250', 'f350', 'silverado', 'cybertruck', 'hilux', 'хайлюкс'] },
  { of: 'мінівен', members: ['windstar'] },
  { of: 'фургон', members: ['econoline'] },
  // Not "тесла", a case of "тесло" (an adze).
  { of: 'електромобіль', members: ['tesla', 'rivian', 'cybertruck'] },
  // Makers of semi trucks alone.
  { of: 'вантажівка', members: ['freightliner', 'фрейтлайнер', 'peterbilt', 'пітербілт', 'петербилт', 'kenworth', 'кенворт'] },
  // Brands that make other things too (lenovo, dell, hp, asus, acer: desktops, monitors, printers, tablets) are left out.
  { of: 'ноутбук', members: ['macbook', 'макбук', 'thinkpad', 'chromebook', 'хромбук', 'ideapad', 'zenbook', 'vivobook', 'elitebook', 'probook', 'matebook', 'thinkbook', 'zbook', 'expertbook', 'toughbook', 'ultrabook', 'ультрабук', 'netbook', 'нетбук'] },
  { of: 'телефон', members: ['iphone', 'айфон', 'oneplus', 'redmi', 'редмі', 'редми', 'razr', 'xperia'] },
  { of: 'планшет', members: ['ipad', 'айпад'] },
  { of: 'компютер', members: ['imac', 'аймак'] },
  { of: 'навушник', members: ['airpods', 'аірподс', 'айрподс', 'эйрподс', 'ейрподс'] },
  { of: 'приставка', members: ['playstation', 'плейстейшн', 'плейстейшен', 'ps4', 'ps5', 'xbox', 'іксбокс', 'иксбокс', 'nintendo', 'нінтендо', 'нинтендо',
    'ps2', 'ps3', 'пс4', 'пс5', 'ексбокс', 'wii', 'gameboy', 'gamecube'] },
  { of: 'мотоцикл', members: ['harley', 'харлей', 'kawasaki', 'кавасакі', 'кавасаки', 'ducati', 'дукаті', 'дукати', 'aprilia'] },
  { of: 'самокат', members: ['ninebot'] },
  { of: 'човен', members: ['bayliner'] },
  // Dwellings of a kind: a condo is an apartment, a townhouse a house (not "studio", a dance or a photo studio too;
  // not "bachelor", a degree).
  { of: 'квартира', members: ['condo', 'condominium', 'кондо', 'кондомініум', 'кондоминиум', 'гостинка', 'квартирастудія', 'квартирастудия'] },
  { of: 'будинок', members: ['townhouse', 'townhome', 'таунхаус', 'таунхауз', 'duplex', 'дуплекс', 'bungalow', 'бунгало'] },
  // Makers of tools alone (not bosch, which makes dishwashers; not milwaukee, a city; not craftsman, a word).
  {
    of: 'інструмент',
    members: [
      'dewalt', 'деволт', 'девольт', 'makita', 'макіта', 'макита', 'ryobi', 'hilti', 'хілті', 'хилти', 'festool', 'metabo', 'метабо',
      'ridgid', 'einhell', 'dremel', 'дремель', 'stihl',
    ],
  },
  // Makers of watches alone (not casio, which makes calculators and keyboards; not swatch or citizen, words).
  { of: 'годинник', members: ['rolex', 'ролекс', 'tissot', 'timex', 'longines', 'breitling', 'hublot', 'seiko'] },
  { of: 'камера', members: ['gopro', 'гопро'] },
  // Robot vacuums.
  { of: 'пилосос', members: ['roomba', 'roborock'] },
  // Makers of strollers alone, or of car seats alone; a Doona is both. Not graco, chicco, britax, cybex, uppababy,
  // nuna or evenflo, which make the other or high chairs too.
  { of: 'візок', members: ['bugaboo', 'babyzen', 'doona'] },
  { of: 'автокрісло', members: ['doona', 'clek'] },
  { of: 'ліжечко', members: ['snoo'] },
];
