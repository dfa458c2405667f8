/** The cities (one of them disabled) and the categories of the generated export. */
import type { Category } from '../../src/schema/category.ts';
import type { ExportCity } from '../../src/schema/city.ts';
import type { CountryCode, Currency } from '../../src/schema/common.ts';
import { type Phrase, p } from './text.ts';

export const SITE = 'https://listings.example.org';

export interface CityData {
  key: string; slug: string; name: string; countryCode: CountryCode; regionCode: string;
  timeZone: string; defaultCurrency: Currency; enabled: boolean;
  /** For Ukrainian text: nominative, and "in <city>" (locative, with the right у/в). */
  ukName: string; ukIn: string;
  stdOffsetHours: number; lat: number; lon: number; weight: number;
  areaCodes: readonly string[]; postalCodes: readonly string[]; streets: readonly string[];
  areas: readonly Phrase[];
}

type CityInput = Omit<CityData, 'key' | 'defaultCurrency' | 'enabled'> & { enabled?: boolean };

function defineCity(c: CityInput): CityData {
  return {
    ...c,
    key: `${c.countryCode.toLowerCase()}-${c.regionCode.toLowerCase()}-${c.slug}`,
    defaultCurrency: c.countryCode === 'US' ? 'USD' : 'CAD',
    enabled: c.enabled ?? true,
  };
}

export const CITIES: readonly CityData[] = [
  defineCity({
    slug: 'new-york', name: 'New York', countryCode: 'US', regionCode: 'NY', timeZone: 'America/New_York',
    ukName: 'Нью-Йорк', ukIn: 'у Нью-Йорку', stdOffsetHours: -5, lat: 40.7128, lon: -74.006, weight: 14,
    areaCodes: ['212', '718', '347'], postalCodes: ['10003', '11235', '11103', '11211'],
    streets: ['2nd Avenue', 'Brighton Beach Avenue', 'East 7th Street', 'Steinway Street'],
    areas: [p('Brooklyn', 'Бруклін'), p('Brighton Beach', 'Брайтон-Біч'), p('East Village', 'Іст-Віллідж'), p('Astoria', 'Асторія')],
  }),
  defineCity({
    slug: 'chicago', name: 'Chicago', countryCode: 'US', regionCode: 'IL', timeZone: 'America/Chicago',
    ukName: 'Чикаго', ukIn: 'у Чикаго', stdOffsetHours: -6, lat: 41.8781, lon: -87.6298, weight: 10,
    areaCodes: ['312', '773'], postalCodes: ['60622', '60612', '60067', '60614'],
    streets: ['West Chicago Avenue', 'North Oakley Boulevard', 'West Superior Street', 'North Western Avenue'],
    areas: [p('Ukrainian Village', 'Українське село'), p('Wicker Park', 'Вікер-Парк'), p('Lincoln Park', 'Лінкольн-Парк'), p('Palatine', 'Палатайн')],
  }),
  defineCity({
    slug: 'philadelphia', name: 'Philadelphia', countryCode: 'US', regionCode: 'PA', timeZone: 'America/New_York',
    ukName: 'Філадельфія', ukIn: 'у Філадельфії', stdOffsetHours: -5, lat: 39.9526, lon: -75.1652, weight: 6,
    areaCodes: ['215', '267'], postalCodes: ['19111', '19123', '19125', '19116'],
    streets: ['North Franklin Street', 'Cottman Avenue', 'Fairmount Avenue', 'Bustleton Avenue'],
    areas: [p('Fox Chase', 'Фокс-Чейз'), p('Northern Liberties', 'Норзерн-Ліберті'), p('Fishtown', 'Фіштаун'), p('Somerton', 'Сомертон')],
  }),
  defineCity({
    slug: 'seattle', name: 'Seattle', countryCode: 'US', regionCode: 'WA', timeZone: 'America/Los_Angeles',
    ukName: 'Сіетл', ukIn: 'у Сіетлі', stdOffsetHours: -8, lat: 47.6062, lon: -122.3321, weight: 6,
    areaCodes: ['206', '425'], postalCodes: ['98102', '98107', '98004', '98118'],
    streets: ['Rainier Avenue South', 'NE 45th Street', '15th Avenue West', 'Bellevue Way NE'],
    areas: [p('Capitol Hill', 'Капітол-Гілл'), p('Ballard', 'Баллард'), p('Bellevue', 'Бельв’ю'), p('Rainier Valley', 'Реньє-Веллі')],
  }),
  defineCity({
    slug: 'sacramento', name: 'Sacramento', countryCode: 'US', regionCode: 'CA', timeZone: 'America/Los_Angeles',
    ukName: 'Сакраменто', ukIn: 'у Сакраменто', stdOffsetHours: -8, lat: 38.5816, lon: -121.4944, weight: 5,
    areaCodes: ['916', '279'], postalCodes: ['95811', '95816', '95670', '95610'],
    streets: ['J Street', 'Folsom Boulevard', 'Fair Oaks Boulevard', 'Sunrise Boulevard'],
    areas: [p('Midtown', 'Мідтаун'), p('Rancho Cordova', 'Ранчо-Кордова'), p('West Sacramento', 'Вест-Сакраменто'), p('Citrus Heights', 'Ситрус-Гайтс')],
  }),
  defineCity({
    slug: 'minneapolis', name: 'Minneapolis', countryCode: 'US', regionCode: 'MN', timeZone: 'America/Chicago',
    ukName: 'Міннеаполіс', ukIn: 'у Міннеаполісі', stdOffsetHours: -6, lat: 44.9778, lon: -93.265, weight: 5,
    areaCodes: ['612', '763'], postalCodes: ['55413', '55408', '55418', '55421'],
    streets: ['University Avenue NE', 'Hennepin Avenue', 'Lake Street', 'Central Avenue NE'],
    areas: [p('Northeast', 'Норт-Іст'), p('Uptown', 'Аптаун'), p('St. Anthony', 'Сент-Ентоні'), p('Columbia Heights', 'Коламбія-Гайтс')],
  }),
  defineCity({
    slug: 'cleveland', name: 'Cleveland', countryCode: 'US', regionCode: 'OH', timeZone: 'America/New_York',
    ukName: 'Клівленд', ukIn: 'у Клівленді', stdOffsetHours: -5, lat: 41.4993, lon: -81.6944, weight: 5,
    areaCodes: ['216', '440'], postalCodes: ['44134', '44113', '44107', '44131'],
    streets: ['State Road', 'Ridge Road', 'Professor Avenue', 'Pearl Road'],
    areas: [p('Parma', 'Парма'), p('Tremont', 'Тремонт'), p('Lakewood', 'Лейквуд'), p('Seven Hills', 'Севен-Гіллз')],
  }),
  defineCity({
    slug: 'toronto', name: 'Toronto', countryCode: 'CA', regionCode: 'ON', timeZone: 'America/Toronto',
    ukName: 'Торонто', ukIn: 'у Торонто', stdOffsetHours: -5, lat: 43.6532, lon: -79.3832, weight: 14,
    areaCodes: ['416', '647', '437'], postalCodes: ['M6S 1N4', 'M5V 2T6', 'M6P 1A6', 'M9B 3S8'],
    streets: ['Bloor Street West', 'Queen Street West', 'Dundas Street West', 'Yonge Street'],
    areas: [p('Bloor West Village', 'Блур-Вест-Вілледж'), p('Etobicoke', 'Етобіко'), p('North York', 'Норт-Йорк'), p('Roncesvalles', 'Ронсесвальєс')],
  }),
  defineCity({
    slug: 'montreal', name: 'Montréal', countryCode: 'CA', regionCode: 'QC', timeZone: 'America/Toronto',
    ukName: 'Монреаль', ukIn: 'у Монреалі', stdOffsetHours: -5, lat: 45.5019, lon: -73.5674, weight: 8,
    areaCodes: ['514', '438'], postalCodes: ['H2J 2K4', 'H2X 3V4', 'H3T 1E2', 'H4G 1T5'],
    streets: ['Rue Saint-Denis', 'Boulevard Saint-Laurent', 'Rue Beaubien Est', 'Chemin de la Côte-des-Neiges'],
    areas: [p('Plateau-Mont-Royal', 'Плато-Мон-Руаяль'), p('Rosemont', 'Розмон'), p('Côte-des-Neiges', 'Кот-де-Неж'), p('Verdun', 'Вердюн')],
  }),
  defineCity({
    slug: 'vancouver', name: 'Vancouver', countryCode: 'CA', regionCode: 'BC', timeZone: 'America/Vancouver',
    ukName: 'Ванкувер', ukIn: 'у Ванкувері', stdOffsetHours: -8, lat: 49.2827, lon: -123.1207, weight: 7,
    areaCodes: ['604', '778'], postalCodes: ['V5L 3X1', 'V6K 1P4', 'V5T 1A1', 'V7M 2H4'],
    streets: ['Commercial Drive', 'West Broadway', 'Kingsway', 'Lonsdale Avenue'],
    areas: [p('Kitsilano', 'Кітсілано'), p('Burnaby', 'Бернабі'), p('Mount Pleasant', 'Маунт-Плезант'), p('North Vancouver', 'Північний Ванкувер')],
  }),
  defineCity({
    slug: 'edmonton', name: 'Edmonton', countryCode: 'CA', regionCode: 'AB', timeZone: 'America/Edmonton',
    ukName: 'Едмонтон', ukIn: 'в Едмонтоні', stdOffsetHours: -7, lat: 53.5461, lon: -113.4938, weight: 7,
    areaCodes: ['780', '587'], postalCodes: ['T6E 1Z9', 'T5G 0X5', 'T6K 3L6', 'T8N 3T5'],
    streets: ['Whyte Avenue', '97 Street NW', '118 Avenue NW', 'St. Albert Trail'],
    areas: [p('Old Strathcona', 'Олд-Страткона'), p('Mill Woods', 'Мілл-Вудс'), p('Downtown', 'Даунтаун'), p('St. Albert', 'Сент-Альберт')],
  }),
  defineCity({
    slug: 'winnipeg', name: 'Winnipeg', countryCode: 'CA', regionCode: 'MB', timeZone: 'America/Winnipeg',
    ukName: 'Вінніпег', ukIn: 'у Вінніпезі', stdOffsetHours: -6, lat: 49.8951, lon: -97.1384, weight: 6,
    areaCodes: ['204', '431'], postalCodes: ['R2W 3A6', 'R2W 1Z1', 'R3T 2C2', 'R2C 0A1'],
    streets: ['Main Street', 'McGregor Street', 'Pembina Highway', 'Regent Avenue West'],
    areas: [p('North End', 'Норт-Енд'), p('St. Boniface', 'Сен-Боніфас'), p('Osborne Village', 'Осборн-Вілледж'), p('Transcona', 'Транскона')],
  }),
  defineCity({
    slug: 'calgary', name: 'Calgary', countryCode: 'CA', regionCode: 'AB', timeZone: 'America/Edmonton',
    ukName: 'Калгарі', ukIn: 'у Калгарі', stdOffsetHours: -7, lat: 51.0447, lon: -114.0719, weight: 6,
    areaCodes: ['403', '587'], postalCodes: ['T2S 0A5', 'T2E 2R8', 'T2E 3N8', 'T3B 0H9'],
    streets: ['17 Avenue SW', 'Centre Street N', 'Edmonton Trail NE', 'Bowness Road NW'],
    areas: [p('Beltline', 'Белтлайн'), p('Kensington', 'Кенсінгтон'), p('Bridgeland', 'Бріджленд'), p('Bowness', 'Боунесс')],
  }),
  defineCity({
    slug: 'ottawa', name: 'Ottawa', countryCode: 'CA', regionCode: 'ON', timeZone: 'America/Toronto',
    ukName: 'Оттава', ukIn: 'в Оттаві', stdOffsetHours: -5, lat: 45.4215, lon: -75.6972, weight: 6,
    areaCodes: ['613', '343'], postalCodes: ['K1S 3T7', 'K1R 5K1', 'K1C 2N8', 'K2K 1X7'],
    streets: ['Bank Street', 'Rideau Street', 'Carling Avenue', 'Boulevard Saint-Joseph'],
    areas: [p('The Glebe', 'Ґліб'), p('Centretown', 'Сентртаун'), p('Orléans', 'Орлеан'), p('Kanata', 'Каната')],
  }),
  defineCity({
    slug: 'quebec-city', name: 'Québec City', countryCode: 'CA', regionCode: 'QC', timeZone: 'America/Toronto',
    ukName: 'Квебек', ukIn: 'у Квебеку', stdOffsetHours: -5, lat: 46.8139, lon: -71.208, weight: 3,
    areaCodes: ['418', '581'], postalCodes: ['G1R 1S6', 'G1K 3A6', 'G1V 4E3', 'G1L 2X4'],
    streets: ['Rue Saint-Jean', 'Boulevard René-Lévesque', 'Chemin Sainte-Foy', '3e Avenue'],
    areas: [p('Saint-Roch', 'Сен-Рок'), p('Limoilou', 'Лімуалу'), p('Sainte-Foy', 'Сент-Фуа'), p('Vieux-Québec', 'Старий Квебек')],
  }),
  // Disabled: its approved listings exist in the export but must not be published.
  defineCity({
    slug: 'detroit', name: 'Detroit', countryCode: 'US', regionCode: 'MI', timeZone: 'America/Detroit',
    ukName: 'Детройт', ukIn: 'у Детройті', stdOffsetHours: -5, lat: 42.3314, lon: -83.0458, weight: 1.5,
    areaCodes: ['313', '586'], postalCodes: ['48212', '48211', '48091', '48126'],
    streets: ['Joseph Campau Avenue', 'Conant Street', 'Ryan Road', 'Michigan Avenue'],
    areas: [p('Hamtramck', 'Гемтремк'), p('Warren', 'Воррен'), p('Dearborn', 'Дірборн')],
    enabled: false,
  }),
];

export const DISABLED_CITY_KEY = 'us-mi-detroit';
const CITY_BY_KEY = new Map(CITIES.map((c) => [c.key, c]));
export const CITY_WEIGHTS = CITIES.map((c) => [c, c.weight] as const);
export const ENABLED_CITY_WEIGHTS = CITY_WEIGHTS.filter(([c]) => c.enabled);

export function cityByKey(key: string): CityData {
  const city = CITY_BY_KEY.get(key);
  if (!city) throw new Error(`unknown city ${key}`);
  return city;
}

export function exportCity(c: CityData): ExportCity {
  return {
    key: c.key, slug: c.slug, name: c.name, countryCode: c.countryCode, regionCode: c.regionCode,
    timeZone: c.timeZone, defaultCurrency: c.defaultCurrency,
    urls: { uk: `${SITE}/uk/cities/${c.slug}`, en: `${SITE}/en/cities/${c.slug}` },
    enabled: c.enabled,
  };
}

export const CATEGORIES: readonly Category[] = [
  { slug: 'housing', nameEn: 'Housing', nameUk: 'Житло', allowedKinds: ['housing', 'wanted'], defaultKind: 'housing' },
  { slug: 'vehicles', nameEn: 'Cars & Vehicles', nameUk: 'Авто й транспорт', allowedKinds: ['vehicle', 'wanted'], defaultKind: 'vehicle' },
  { slug: 'jobs', nameEn: 'Jobs', nameUk: 'Робота', allowedKinds: ['job'], defaultKind: 'job' },
  { slug: 'for-sale', nameEn: 'For Sale', nameUk: 'Продаж речей', allowedKinds: ['classified', 'wanted'], defaultKind: 'classified' },
  { slug: 'free-stuff', nameEn: 'Free Stuff', nameUk: 'Віддам безкоштовно', allowedKinds: ['classified'], defaultKind: 'classified' },
  { slug: 'everyday-services', nameEn: 'Home & Everyday Services', nameUk: 'Побутові послуги', allowedKinds: ['service', 'business'], defaultKind: 'service' },
  { slug: 'beauty-health', nameEn: 'Beauty & Health', nameUk: 'Краса та здоров’я', allowedKinds: ['service', 'business'], defaultKind: 'service' },
  { slug: 'legal-finance', nameEn: 'Legal, Immigration & Taxes', nameUk: 'Юридичні, імміграційні та податкові послуги', allowedKinds: ['service', 'business'], defaultKind: 'service' },
  { slug: 'food-restaurants', nameEn: 'Food & Restaurants', nameUk: 'Їжа та ресторани', allowedKinds: ['business', 'service'], defaultKind: 'business' },
  { slug: 'shops', nameEn: 'Shops & Local Business', nameUk: 'Магазини та місцевий бізнес', allowedKinds: ['business'], defaultKind: 'business' },
  { slug: 'education-kids', nameEn: 'Education & Kids', nameUk: 'Освіта й діти', allowedKinds: ['service', 'organization', 'event'], defaultKind: 'service' },
  { slug: 'community-organizations', nameEn: 'Community Organizations', nameUk: 'Громадські організації', allowedKinds: ['organization', 'event', 'notice'], defaultKind: 'organization' },
  { slug: 'churches', nameEn: 'Churches & Parishes', nameUk: 'Церкви та парафії', allowedKinds: ['organization', 'event', 'notice'], defaultKind: 'organization' },
  { slug: 'events', nameEn: 'Events', nameUk: 'Події', allowedKinds: ['event'], defaultKind: 'event' },
  { slug: 'announcements', nameEn: 'Community Announcements', nameUk: 'Оголошення громади', allowedKinds: ['notice', 'wanted'], defaultKind: 'notice' },
  { slug: 'lost-found', nameEn: 'Lost & Found', nameUk: 'Загублене та знайдене', allowedKinds: ['notice', 'wanted'], defaultKind: 'notice' },
];
