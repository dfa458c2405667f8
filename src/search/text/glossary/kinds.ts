/**
 * Makes and models that are each one kind of a thing a concept names, the
 * names people give them among themselves ("бэха", "крузак"), companies that
 * do one thing ("fedex" a courier), and dwellings of a kind ("condo",
 * "townhouse", "однушка"): a
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
      // What people call a make or a model among themselves ("бэха" a BMW, "крузак" a Land Cruiser), and the models
      // of Ukraine's roads. Not "тачка", a wheelbarrow too; not "мерин" (a gelding), "бумер" (a boomer), "лада" (a
      // case of "лад"), "копейка" or "девятка" (a coin, a number), "москвич" (a Muscovite), "волга" or "таврія"
      // (a river, a region), "ваз" (a case of "ваза").
      'бэха', 'беха', 'крузак', 'жигулі', 'жигули', 'lanos', 'ланос', 'matiz', 'матіз', 'матиз', 'pajero', 'паджеро',
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
  // Models of semi trucks (not "cascadia", a region too).
  { of: 'вантажівка', members: ['vnl', 'w900', 't680', 't880', 'prostar'] },
  { of: 'позашляховик', members: ['крузак', 'pajero', 'паджеро'] },
  { of: 'автобудинок', members: ['winnebago', 'віннебаго', 'виннебаго'] },
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
  // An apartment by its rooms, as an ad says it without the noun ("Здам однокімнатну", "сдаю двушку"), and by its
  // building ("хрущовка"). Not "трешка", which is a BMW 3 Series too.
  {
    of: 'квартира',
    members: [
      'однокімнатна', 'двокімнатна', 'трикімнатна', 'однокомнатная', 'двухкомнатная', 'трехкомнатная', 'трёхкомнатная',
      'однушка', 'двушка', 'хрущовка', 'хрущевка', 'хрущёвка',
    ],
  },
  // Houses by their build, as Canadian and American ads name them (not "detached", which a garage is too; not "semi",
  // a truck too).
  { of: 'будинок', members: ['semidetached', 'backsplit', 'sidesplit', 'rowhouse', 'brownstone'] },
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
  { of: 'дрон', members: ['mavic', 'мавік', 'мавик'] },
  // Makers of blenders alone (not "ninja", which makes air fryers too).
  { of: 'блендер', members: ['vitamix', 'nutribullet'] },
  // Not "kindle", whose stem is kindling's (firewood).
  { of: 'електронна книга', members: ['kobo'] },
  // Visas of the United States by their letters. Not "b1" or "b2" (a language level, a vitamin), "f1" (Formula One),
  // "l1" (a first language), "e2" (a chess move) or "tn" (Tennessee).
  { of: 'віза', members: ['h1b', 'h2a', 'h2b', 'j1', 'k1', 'o1', 'eb1', 'eb2', 'eb3', 'eb5'] },
  // Canada's open work permits after studies and while a residence application waits.
  { of: 'дозвіл', members: ['pgwp', 'bowp'] },
  // Companies that do one thing: couriers, a parcel carrier to Ukraine, a ride app, food and grocery delivery.
  // Not "ups" (a word, and a power supply), "uber" (whose Eats deliver food), "bolt" or "wise" (words), nor the
  // payment apps (zelle, interac, paypal), which an ad names as a way to pay.
  { of: 'курєр', members: ['fedex', 'федекс', 'dhl', 'purolator', 'пуролатор'] },
  { of: 'посилка', members: ['meest'] },
  // A certified accountant is an accountant; not every accountant is certified, so "cpa" finds only those who say it.
  { of: 'бухгалтер', members: ['cpa'] },
  { of: 'пошта', members: ['usps'] },
  { of: 'таксі', members: ['lyft'] },
  { of: 'доставка', members: ['doordash', 'skipthedishes', 'grubhub', 'ubereats', 'instacart'] },
];
