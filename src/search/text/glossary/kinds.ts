/**
 * Makes and models that are each one kind of a thing a concept names, the
 * names people give them among themselves ("бэха", "крузак"), companies that
 * do one thing ("fedex" a courier), dwellings of a kind ("condo",
 * "townhouse", "однушка"), and the members of an everyday class of things
 * ("диван" of furniture, "паспорт" of documents, "jacket" of clothes): a
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
  // Numbers a tax office knows a taxpayer by: an ITIN or an EIN is a tax number (an SSN or a SIN is one too, but is
  // asked for as itself).
  { of: 'ідентифікаційний код', members: ['itin', 'ітін', 'итин', 'ein'] },
  // A certified accountant is an accountant; not every accountant is certified, so "cpa" finds only those who say it.
  { of: 'бухгалтер', members: ['cpa'] },
  { of: 'пошта', members: ['usps'] },
  { of: 'таксі', members: ['lyft'] },
  { of: 'доставка', members: ['doordash', 'skipthedishes', 'grubhub', 'ubereats', 'instacart'] },

  // Things of an everyday class: a listing about one ("Продам диван", "Загубила паспорт", "Winter jacket") is about
  // the class too, so "меблі", "документи" or "clothes" finds it. A member is a word that names one of the class
  // and nothing else in a title: English members are kept by their stems too ("shorts" is "short", "dryer" "dry",
  // "printer" "print", "slipper" "slip"), and Cyrillic ones of five letters or more by theirs ("платье" is "плата",
  // "кровать" "кров"), so neither is here where its stem is another word's.

  // Papers a person holds. Not "права" (rights too), "license" or "licence" (a licensed trade), "certificate" or
  // "сертифікат" (a gift certificate), "diploma" (a college program in Canada), "id" (too short a word), "visa" (a card
  // too), "контракт" or "договір" (a job on contract), nor "заповіт" (Shevchenko's poem, read at every March evening).
  {
    of: 'документ',
    members: [
      'паспорт', 'закордонник', 'загранпаспорт', 'загранник', 'passport', 'техпаспорт', 'грінкарта', 'гринкарта', 'greencard',
      'диплом', 'атестат', 'аттестат', 'довідка', 'справка', 'свідоцтво', 'свидетельство', 'посвідчення', 'удостоверение',
      'метрика', 'айді', 'айди', 'довіреність', 'доверенность', 'завещание', 'афідевіт', 'аффидевит', 'affidavit',
    ],
  },
  // Furniture. Not "стіл" or "стол" (a festive table of food, a lost-and-found desk), "столик" (a table booked),
  // "table" or "desk" (a vendor's table at a fair, a front or help desk), "крісло", "кресло" or "chair" (a salon
  // chair rented, a wheelchair), "bed" (a flat's bedrooms: "2 bed 1 bath"), "кровать" (its stem is "кров", blood),
  // "полка" (a regiment's "полк"), "полиця" (its stem is Russian "полиция"'s), "колиска" ("колискова", a lullaby),
  // "канапа" (canapés), "парта" (a party's "партія"), "гардероб" (one's clothes too),
  // "dresser" (a hair dresser), "closet" or "cabinet" (a walk-in closet, kitchen cabinets), "stool" (a stool test).
  {
    of: 'меблі',
    members: [
      'диван', 'диванчик', 'софа', 'диванліжко', 'диванкровать', 'ліжко', 'ліжечко', 'кроватка', 'шафа', 'шкаф',
      'шафакупе', 'шкафкупе', 'комод', 'стелаж', 'стеллаж', 'тумбочка', 'тумба', 'стілець', 'стул', 'стулья', 'табурет',
      'табуретка', 'матрац', 'матрас', 'кушетка', 'тахта', 'пуф', 'банкетка', 'сервант',
      'sofa', 'couch', 'loveseat', 'settee', 'sofabed', 'futon', 'recliner', 'armchair', 'wardrobe', 'armoire', 'bookshelf',
      'bookcase', 'shelf', 'nightstand', 'mattress', 'bedframe', 'bunkbed', 'crib', 'bassinet', 'highchair',
    ],
  },
  // Household appliances. Not "плита" (a concrete or stone slab), "сушарка" or "сушилка" (a drying rack too),
  // "посудомийка" or "посудомойка" (one who washes dishes), "чайник" (a teapot), "кондиціонер" (a hair conditioner),
  // "міксер" (a concrete mixer), "washer" (a window washer), "dryer" (its stem is "dry": dry cleaning),
  // "dishwasher" (a kitchen job), "vacuum" ("we vacuum"), "iron", "mixer" (a social mixer), "toaster" or "blender"
  // (stems "toast" and "blend": hair blending), "refrigerator" (refrigerated trucking), "kettle" (a stovetop one),
  // "freezer" ("freezing": fat freezing at a beauty salon).
  {
    of: 'техніка',
    members: [
      'холодильник', 'морозильник', 'морозилка', 'пралка', 'пралька', 'стиралка', 'духовка', 'мікрохвильовка',
      'микроволновка',
      'пилосос', 'пылесос', 'роботпилосос', 'роботпылесос', 'праска', 'утюг', 'електрочайник', 'электрочайник', 'кавоварка',
      'кавомашина', 'кофеварка', 'кофемашина', 'тостер', 'блендер', 'мультиварка', 'скороварка', 'аерогриль', 'аэрогриль',
      'аерофритюрниця', 'аэрофритюрница', 'хлібопічка', 'хлебопечка', 'соковижималка', 'соковыжималка', 'мясорубка', 'фен',
      'зволожувач', 'увлажнитель', 'осушувач', 'осушитель',
      'fridge', 'stove', 'cooktop', 'oven', 'microwave', 'coffeemaker', 'airfryer', 'multicooker', 'crockpot',
      'hairdryer', 'blowdryer', 'humidifier', 'dehumidifier',
    ],
  },
  // Electronics. Not "телефон" or "phone" (a phone number to call), "камера" (a cell, a tire's tube), "колонка" (a gas
  // water heater), "монітор" or "monitor" (a baby or heart monitor; to monitor), "tablet" (a pill), "printer" (its stem
  // is "print"), "computer" or "компютер" (computer skills, computer science), "tv" (a channel, a show).
  {
    of: 'електроніка',
    members: [
      'телевізор', 'телевизор', 'ноутбук', 'лептоп', 'лэптоп', 'смартфон', 'планшет', 'навушник', 'наушник', 'фотоапарат',
      'фотоаппарат', 'відеокамера', 'видеокамера', 'проектор', 'айфон', 'айпад', 'макбук',
      'television', 'laptop', 'smartphone', 'headphone', 'earbud', 'camera', 'projector', 'iphone', 'ipad', 'macbook',
      'airpods', 'playstation', 'xbox',
    ],
  },
  // Clothes. Not "платье" (its stem is "плата"), "білизна" or "бельё" (bed linen and laundry too), "рукавичка" or
  // "glove" (work and latex gloves), "dress" (a dress code, a dressing), "coat" (a coat of paint, a coating), "suit" (a
  // basement suite), "shorts" (short-term), "skirt" (skirting boards), "sweater" (its stem is "sweat"), "puffer"
  // ("puff"), "jumper" (jumper cables), "overalls" ("overall"), "leggings" ("leg"), "cap" or "uniform" (words), nor
  // "вишиванка" (Vyshyvanka Day, a holiday of its own).
  {
    of: 'одяг',
    members: [
      'куртка', 'курточка', 'пальто', 'сукня', 'плаття', 'спідниця', 'юбка', 'костюм', 'штани', 'брюки', 'штаны', 'джинси',
      'джинсы', 'шорти', 'шорты', 'сорочка', 'рубашка', 'футболка', 'светр', 'свитер', 'кофта', 'худі', 'толстовка', 'блузка',
      'блуза', 'кардиган', 'жилет', 'жилетка', 'піджак', 'пиджак', 'жакет', 'плащ', 'пуховик', 'шуба', 'дублянка', 'дубленка',
      'комбінезон', 'комбинезон', 'сарафан', 'піжама', 'пижама', 'халат', 'колготки', 'купальник', 'шапка', 'капелюх', 'шляпа',
      'кепка', 'бейсболка', 'шарф', 'хустка', 'шкарпетка', 'носок',
      'jacket', 'parka', 'overcoat', 'raincoat', 'windbreaker', 'pants', 'trousers', 'jeans', 'shirt', 'tshirt', 'blouse',
      'cardigan', 'pullover', 'hoodie', 'sweatshirt', 'gown', 'vest', 'tracksuit', 'tuxedo', 'swimsuit', 'snowsuit', 'jumpsuit',
      'pajamas', 'pyjamas', 'lingerie', 'underwear', 'sock', 'scarf', 'shawl', 'beanie',
    ],
  },
  // Shoes. Not "капці" (a "капець", the end of things), "boot" (a boot camp), "heels" (a heel's pain), "pumps", "clog"
  // (a clogged drain), "flats" (apartments), "loafer" ("loaf") or "slipper" ("slip").
  {
    of: 'взуття',
    members: [
      'кросівка', 'кроссовка', 'кед', 'чобіт', 'чоботи', 'черевик', 'сапог', 'ботинок', 'тапок', 'тапка', 'тапочок', 'тапочка',
      'туфля', 'сандаля', 'сандалия', 'босоніжка', 'босоножка', 'мокасин', 'шльопанець', 'шлепанец', 'валянок', 'валенок',
      'sneaker', 'sandal', 'moccasin', 'stiletto', 'galoshes',
    ],
  },
  // Hand and power tools. Not "пила" (a verb's past in Russian), "saw" (one's past seeing), "drill" (a fire drill;
  // drilling a well), "рівень" (a level of English), "ключ" (a key), "компресор" (a car's AC), "grinder" (a meat or
  // coffee grinder), "sander" ("sand"), "jigsaw" (a puzzle).
  {
    of: 'інструмент',
    members: [
      'дриль', 'дрель', 'шуруповерт', 'шуруповёрт', 'перфоратор', 'бензопила', 'електропила', 'электропила', 'болгарка',
      'циркулярка', 'лобзик', 'рубанок', 'стамеска', 'молоток', 'викрутка', 'отвертка', 'отвёртка', 'плоскогубці',
      'плоскогубцы', 'пасатижі', 'пассатижи', 'паяльник', 'гайковерт', 'домкрат', 'шліфмашина', 'шлифмашина',
      'chainsaw', 'hammer', 'jackhammer', 'screwdriver', 'wrench', 'pliers',
    ],
  },
  // Kitchenware. Not "сковорода" (Skovoroda, the philosopher), "казан" (a pilaf catered), "кружка" (its forms are a
  // children's club's, "кружки"), "pot" (a flower pot, pot lights), "pan" or "plate" (a licence plate).
  {
    of: 'посуд',
    members: [
      'тарілка', 'тарелка', 'каструля', 'кастрюля', 'сковорідка', 'сковородка', 'пательня', 'сервіз', 'сервиз', 'келих',
      'бокал', 'skillet', 'saucepan',
    ],
  },
  // Jewellery. Not "кольцо" or "ring" (a ring road, a piston ring), "підвіска" (a car's suspension), "ланцюжок" or
  // "цепочка" (a chain), "pendant" (a pendant light).
  {
    of: 'прикраса',
    members: [
      'каблучка', 'перстень', 'обручка', 'сережка', 'серьга', 'намисто', 'кольє', 'колье', 'браслет', 'брошка', 'брошь', 'кулон',
      'earring', 'necklace', 'bracelet', 'brooch',
    ],
  },
  // Toys. Not "машинка" (a sewing machine, hair clippers), "конструктор" (a design engineer), "puzzle" (a riddle),
  // "лялька" or "кукла" (a puppet: "лялькова вистава", "театр кукол").
  { of: 'іграшка', members: ['барбі', 'барби', 'лего', 'пазл', 'doll', 'barbie', 'lego'] },
  // Pets. Not "кінь" or "horse" (riding lessons), "bunny" (the Easter bunny), "pup" (too short), nor "кошеня", whose stem
  // is "кошення"'s (mowing): its plural is here instead, and its genitive, which the stemmer leaves whole.
  {
    of: 'тварина',
    members: [
      'собака', 'собачка', 'пес', 'пёс', 'песик', 'цуценя', 'щеня', 'щенок', 'кіт', 'кішка', 'котик', 'киця', 'кот', 'кошка',
      'кошенята', 'кошенят', 'котёнок', 'котенок', 'папуга', 'попугай', 'хомяк', 'кролик',
      'dog', 'doggy', 'puppy', 'cat', 'kitten', 'parrot', 'hamster', 'rabbit',
    ],
  },
  // Musical instruments are left out: their concept ("музичний інструмент") is a phrase alone, and a kind gives a
  // listing its concept's single words.
];
