/**
 * Writes a synthetic moderation export: the input a nightly build reads.
 *
 *   tsx scripts/generate-content.ts [--out content] [--count 300] [--seed 42] [--per-file 5000]
 *
 *   <out>/cities.json                       ExportCity[] (one city disabled)
 *   <out>/categories.json                   Category[]
 *   <out>/listings/imports/legacy.json      a JSON array: the first (up to 20) records, old imports
 *   <out>/listings/2026-11/part-NNN.ndjson  the rest, one record a line, streamed
 *
 * The export is awkward the way a real one is: private moderation data on many records
 * (which must never be published), drafts, pending, rejected and archived records,
 * approved-but-unpublished ones, half-written drafts, the same id twice with different
 * `updatedAt` (including pairs a plain string comparison orders wrongly because of their
 * offsets), expired listings, a disabled city, past and cancelled events, and Ukrainian
 * text with all three apostrophes (’ ' ʼ).
 *
 * Deterministic: one mulberry32 stream seeded by --seed drives every choice, and "now" is
 * the fixed REFERENCE_DATE, so equal arguments write byte-identical files. Memory stays
 * bounded for any --count: records are generated and written one at a time, and the only
 * state kept is a small ring of recent records to duplicate.
 */
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Category } from '../src/schema/category.ts';
import type { ExportCity } from '../src/schema/city.ts';
import type { CountryCode, Currency, Kind } from '../src/schema/common.ts';
import type { ExportListing, PriceMode } from '../src/schema/listing.ts';
import type { BuildCounts } from '../src/schema/manifest.ts';

// ---------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------

/** "Now" for the generated data: expiries, past/future events and `expected` are relative to it. */
export const REFERENCE_DATE = '2026-11-22T00:00:00Z';
const REF_MS = Date.parse(REFERENCE_DATE);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const SITE = 'https://listings.example.org';
const MEDIA_HOST = 'https://media.listings.example.org';
/** Every private e-mail ends here, so a leak test can grep a snapshot for this one string. */
export const PRIVATE_EMAIL_DOMAIN = 'private.example';

const LISTINGS_DIR = 'listings';
const BATCH_DIR = '2026-11';
const IMPORTS_DIR = 'imports';
const LEGACY_FILE = 'legacy.json';
const PART_FILE = /^part-\d+\.ndjson$/;

/** Even the small sample is split, so multi-file reading is exercised without --per-file. */
const MIN_PARTS = 3;
const LEGACY_MAX = 20;
/** Every DUPLICATE_PERIOD-th record re-emits an earlier id (~3%). */
const DUPLICATE_PERIOD = 32;
const HIDDEN_RATE = 0.1;
const RING_SIZE = 64;
/** Flush the NDJSON buffer to the stream at this size: few syscalls, bounded memory. */
const WRITE_CHUNK = 64 * 1024;

// ---------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------

/** mulberry32: one 32-bit state, fast, plenty for test data, and identical on every platform. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (last === undefined) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** `n` distinct items, in random order (partial Fisher–Yates on a copy). */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    const count = Math.min(n, copy.length);
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  }

  /** A lower-case version 4 UUID made of this stream's bits (so ids are reproducible). */
  uuid(): string {
    let hex = '';
    for (let i = 0; i < 4; i++) hex += Math.floor(this.next() * 2 ** 32).toString(16).padStart(8, '0');
    const variant = (8 + Math.floor(this.next() * 4)).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }

  /** A whole second between two instants: timestamps never carry milliseconds. */
  instant(fromMs: number, toMs: number): number {
    return this.int(Math.ceil(fromMs / 1000), Math.floor(toMs / 1000)) * 1000;
  }
}

// ---------------------------------------------------------------------------
// Time
// ---------------------------------------------------------------------------

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Day of month of the n-th Sunday of a month (month 0-based). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7;
}

/**
 * The city's UTC offset at an instant, in minutes. All our cities follow the US/Canada
 * rule (second Sunday of March to first Sunday of November, at 02:00 local), which is
 * enough to write realistic local timestamps without a time-zone database.
 */
function offsetMinutes(city: CityData, utcMs: number): number {
  const year = new Date(utcMs).getUTCFullYear();
  const std = city.stdOffsetHours;
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - std * HOUR;
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 2) - (std + 1) * HOUR;
  return (utcMs >= start && utcMs < end ? std + 1 : std) * 60;
}

function isoUtc(utcMs: number): string {
  return `${new Date(utcMs).toISOString().slice(0, 19)}Z`;
}

function isoLocal(utcMs: number, offsetMin: number): string {
  const wall = new Date(utcMs + offsetMin * MINUTE).toISOString().slice(0, 19);
  const abs = Math.abs(offsetMin);
  return `${wall}${offsetMin < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** RFC 3339 either in UTC or in the city's own offset, as exports mix both. */
function isoIn(city: CityData, utcMs: number, utc: boolean): string {
  return utc ? isoUtc(utcMs) : isoLocal(utcMs, offsetMinutes(city, utcMs));
}

interface WallClock { year: number; month: number; day: number; weekday: number; hour: number; minute: number }

function wallClock(city: CityData, utcMs: number): WallClock {
  const d = new Date(utcMs + offsetMinutes(city, utcMs) * MINUTE);
  return {
    year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(),
    weekday: d.getUTCDay(), hour: d.getUTCHours(), minute: d.getUTCMinutes(),
  };
}

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
  'September', 'October', 'November', 'December'];
/** Genitive, as Ukrainian dates need ("12 грудня"). */
const MONTHS_UK = ['січня', 'лютого', 'березня', 'квітня', 'травня', 'червня', 'липня', 'серпня',
  'вересня', 'жовтня', 'листопада', 'грудня'];
const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAYS_UK = ['неділя', 'понеділок', 'вівторок', 'середа', 'четвер', 'п’ятниця', 'субота'];

const at = <T>(items: readonly T[], i: number): T => {
  const item = items[i];
  if (item === undefined) throw new Error(`index ${i} out of range`);
  return item;
};

function time12(w: WallClock): string {
  return `${w.hour % 12 || 12}:${pad2(w.minute)} ${w.hour < 12 ? 'AM' : 'PM'}`;
}

// ---------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------

/** The same thing said in English and in Ukrainian. */
interface Phrase { readonly en: string; readonly uk: string }
const p = (en: string, uk: string): Phrase => ({ en, uk });

/** Upper-cases the first letter, except in words like "iPhone" whose case is the brand's. */
const cap = (s: string): string => (/^\p{Ll}+\p{Lu}/u.test(s) ? s : s.charAt(0).toUpperCase() + s.slice(1));

/** English indefinite article by spelling, which is right for every word used here. */
const withArticle = (s: string): string => `${/^[aeiou]/i.test(s) ? 'an' : 'a'} ${s}`;

/** Thousands grouping without Intl, so output never depends on the machine's ICU. */
function groupDigits(n: number, separator: string): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** ASCII handle for e-mails, URLs and slugs: accents folded, everything else a hyphen. */
function slugify(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** Real exports mix the typographic apostrophe with the ASCII one and the modifier letter. */
type ApostropheStyle = '’' | "'" | 'ʼ';
const withApostrophe = (text: string, style: ApostropheStyle): string =>
  style === '’' ? text : text.replaceAll('’', style);

// ---------------------------------------------------------------------------
// Cities
// ---------------------------------------------------------------------------

interface CityData {
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

const CITIES: readonly CityData[] = [
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

const DISABLED_CITY_KEY = 'us-mi-detroit';
const CITY_BY_KEY = new Map(CITIES.map((c) => [c.key, c]));
const CITY_WEIGHTS = CITIES.map((c) => [c, c.weight] as const);
const ENABLED_CITY_WEIGHTS = CITY_WEIGHTS.filter(([c]) => c.enabled);

function cityByKey(key: string): CityData {
  const city = CITY_BY_KEY.get(key);
  if (!city) throw new Error(`unknown city ${key}`);
  return city;
}

function exportCity(c: CityData): ExportCity {
  return {
    key: c.key, slug: c.slug, name: c.name, countryCode: c.countryCode, regionCode: c.regionCode,
    timeZone: c.timeZone, defaultCurrency: c.defaultCurrency,
    urls: { uk: `${SITE}/uk/cities/${c.slug}`, en: `${SITE}/en/cities/${c.slug}` },
    enabled: c.enabled,
  };
}

// ---------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------

const CATEGORIES: readonly Category[] = [
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

// ---------------------------------------------------------------------------
// Vocabulary. Every Ukrainian string is a whole phrase, never assembled from
// separately inflected words, so gender and case always agree.
// ---------------------------------------------------------------------------

/** A listing's fixed circumstances, which some sentences mention. */
interface TextContext {
  rng: Rng;
  city: CityData;
  area: Phrase;
  spec: Spec;
  event: EventTimes | undefined;
}

/** A sentence: fixed, or built from the context. */
type Line = Phrase | ((c: TextContext) => Phrase);

/** A subject tied to the category it is filed under (checked against allowedKinds at start-up). */
interface Subject extends Phrase { readonly cat: string }
const s = (en: string, uk: string, cat: string): Subject => ({ en, uk, cat });

const YEARS_OF_EXPERIENCE: readonly (readonly [number, Phrase])[] = [
  [5, p('five', 'п’ять')], [7, p('seven', 'сім')], [10, p('ten', 'десять')],
  [12, p('twelve', 'дванадцять')], [15, p('fifteen', 'п’ятнадцять')],
];

const BRANDS: readonly Phrase[] = [
  p('Kalyna', 'Калина'), p('Vyshnia', 'Вишня'), p('Karpaty', 'Карпати'), p('Dnipro', 'Дніпро'),
  p('Soniashnyk', 'Соняшник'), p('Barvinok', 'Барвінок'), p('Yizhachok', 'Їжачок'), p('Smerichka', 'Смерічка'),
  p('Pysanka', 'Писанка'), p('Zatyshok', 'Затишок'), p('Marusia', 'Маруся'), p('Leleka', 'Лелека'),
  p('Lastivka', 'Ластівка'), p('Poltava', 'Полтава'), p('Trembita', 'Трембіта'), p('Hoverla', 'Говерла'),
  p('Chervona Ruta', 'Червона рута'), p('Podillia', 'Поділля'), p('Yavir', 'Явір'), p('Gerdan', 'Ґердан'),
];

const FIRST_NAMES: readonly Phrase[] = [
  p('Oksana', 'Оксана'), p('Andriy', 'Андрій'), p('Taras', 'Тарас'), p('Iryna', 'Ірина'), p('Yuliia', 'Юлія'),
  p('Oleh', 'Олег'), p('Nataliia', 'Наталія'), p('Bohdan', 'Богдан'), p('Sofiia', 'Софія'), p('Yevhen', 'Євген'),
  p('Halyna', 'Галина'), p('Mykola', 'Микола'), p('Olena', 'Олена'), p('Dmytro', 'Дмитро'), p('Khrystyna', 'Христина'),
  p('Yaroslav', 'Ярослав'), p('Ihor', 'Ігор'), p('Mariia', 'Марія'), p('Serhii', 'Сергій'), p('Liudmyla', 'Людмила'),
  p('Vasyl', 'Василь'), p('Anastasiia', 'Анастасія'), p('Yurii', 'Юрій'), p('Zoriana', 'Зоряна'),
];
const LAST_NAMES: readonly Phrase[] = [
  p('Kovalenko', 'Коваленко'), p('Shevchuk', 'Шевчук'), p('Bondarenko', 'Бондаренко'), p('Melnyk', 'Мельник'),
  p('Tkachuk', 'Ткачук'), p('Kravets', 'Кравець'), p('Hnatiuk', 'Гнатюк'), p('Lysenko', 'Лисенко'),
  p('Ponomarenko', 'Пономаренко'), p('Savchuk', 'Савчук'), p('Oliinyk', 'Олійник'), p('Zinchuk', 'Зінчук'),
  p('Havryliuk', 'Гаврилюк'), p('Demianenko', 'Дем’яненко'), p('Yaroshenko', 'Ярошенко'), p('Ivanyshyn', 'Іванишин'),
  p('Kuzmenko', 'Кузьменко'), p('Hrytsenko', 'Гриценко'), p('Gudz', 'Ґудзь'), p('Stepaniuk', 'Степанюк'), p('Vovk', 'Вовк'),
];
/** Neighbours who write in English only; several need accent folding to be found. */
const OTHER_NAMES = ['Chloé Gagnon', 'Hélène Roy', 'Jean-François Tremblay', 'Zoë Martin', 'Emily Carter',
  "Michael O'Brien", 'José Álvarez', 'Priya Natarajan', 'Marek Nowak', 'Ava Thompson'];

/** Sentences any listing may end with. */
const CLOSING_LINES: readonly Line[] = [
  p('Write in Viber, Telegram or WhatsApp.', 'Пишіть у Viber, Telegram або WhatsApp.'),
  p('You can write in Ukrainian or English, whichever is easier.', 'Можна писати українською або англійською — як вам зручніше.'),
  p('Thank you for reading to the end!', 'Дякую, що дочитали до кінця!'),
  p('I answer messages within a day.', 'Відповідаю на повідомлення протягом доби.'),
  p('Glory to Ukraine!', 'Слава Україні!'),
  (c) => p(`We are in ${c.city.name}, ${c.area.en}.`, `Ми ${c.city.ukIn}, район ${c.area.uk}.`),
];

// --- housing ---------------------------------------------------------------

interface HousingSubject extends Phrase { readonly bedrooms: number }
const HOUSING: readonly HousingSubject[] = [
  { en: 'studio apartment', uk: 'квартира-студія', bedrooms: 0 },
  { en: 'one-bedroom apartment', uk: 'однокімнатна квартира', bedrooms: 1 },
  { en: 'two-bedroom apartment', uk: 'двокімнатна квартира', bedrooms: 2 },
  { en: 'three-bedroom condo', uk: 'трикімнатне кондо', bedrooms: 3 },
  { en: 'private room in a shared house', uk: 'окрема кімната у спільному будинку', bedrooms: 1 },
  { en: 'basement suite with a separate entrance', uk: 'квартира в цокольному поверсі з окремим входом', bedrooms: 1 },
  { en: 'townhouse with a garage', uk: 'таунхаус із гаражем', bedrooms: 3 },
  { en: 'family house with a backyard', uk: 'будинок для сім’ї з подвір’ям', bedrooms: 4 },
  { en: 'bright loft', uk: 'світлий лофт', bedrooms: 1 },
  { en: 'room for a female student', uk: 'кімната для студентки', bedrooms: 1 },
];
const HOUSING_FEATURES: readonly Phrase[] = [
  p('with a balcony', 'з балконом'), p('near the subway', 'біля метро'), p('after renovation', 'після ремонту'),
  p('with furniture', 'з меблями'), p('next to a park', 'поруч із парком'), p('with parking', 'з паркуванням'),
  p('with a lake view', 'з видом на озеро'), p('close to schools', 'недалеко від шкіл'), p('with a porch', 'з ґанком'),
];
const HOUSING_LINES: readonly Line[] = [
  p('Utilities are included, except the internet.', 'Комунальні послуги включено, крім інтернету.'),
  p('It is a five-minute walk to the bus stop.', 'До зупинки автобуса — п’ять хвилин пішки.'),
  p('Pets are welcome.', 'Можна з домашніми тваринами.'),
  p('No smoking inside, please.', 'Курити в приміщенні не можна.'),
  p('Ideal for a family with a small child.', 'Ідеально підійде для сім’ї з маленькою дитиною.'),
  p('Laundry in the building and one parking spot.', 'Пральня в будинку та одне місце для паркування.'),
  p('The landlord speaks Ukrainian and English.', 'Власник розмовляє українською та англійською.'),
  p('The minimum lease is twelve months.', 'Мінімальний термін оренди — дванадцять місяців.'),
  p('Quiet neighbours, a park and a grocery store nearby.', 'Тихі сусіди, поруч парк і продуктовий магазин.'),
  p('The kitchen and bathroom were renovated this year.', 'Кухню та ванну кімнату відремонтували цього року.'),
  p('Heating and hot water are included in the rent.', 'Опалення та гаряча вода входять в орендну плату.'),
  p('The furniture stays: a bed, a wardrobe and a desk.', 'Залишаються меблі: ліжко, шафа й письмовий стіл.'),
  p('A deposit equal to one month is required.', 'Потрібен завдаток у розмірі місячної оплати.'),
  p('Big windows and lots of morning sun.', 'Великі вікна, зранку багато сонця.'),
  p('We are looking for responsible tenants without bad habits.', 'Шукаємо відповідальних орендарів без шкідливих звичок.'),
  p('Newcomers from Ukraine are welcome; references are not required.', 'Раді новоприбулим з України, рекомендації не обов’язкові.'),
  p('There is a small vegetable garden behind the house.', 'За будинком є невеликий город.'),
];

// --- vehicles --------------------------------------------------------------

const VEHICLE_MODELS: readonly (readonly [make: string, model: string, body: string])[] = [
  ['Toyota', 'Camry', 'sedan'], ['Honda', 'Civic', 'sedan'], ['Ford', 'F-150', 'pickup'],
  ['Subaru', 'Outback', 'wagon'], ['Hyundai', 'Elantra', 'sedan'], ['Mazda', 'CX-5', 'suv'],
  ['Chevrolet', 'Equinox', 'suv'], ['Volkswagen', 'Jetta', 'sedan'], ['Nissan', 'Rogue', 'suv'],
  ['Kia', 'Sorento', 'suv'], ['Tesla', 'Model 3', 'sedan'], ['Dodge', 'Grand Caravan', 'minivan'],
  ['Jeep', 'Grand Cherokee', 'suv'], ['Toyota', 'RAV4', 'suv'], ['Honda', 'Odyssey', 'minivan'],
];
const BODY_TYPES: Record<string, Phrase> = {
  sedan: p('sedan', 'седан'), pickup: p('pickup truck', 'пікап'), wagon: p('wagon', 'універсал'),
  suv: p('SUV', 'позашляховик'), minivan: p('minivan', 'мінівен'),
};
const TRANSMISSIONS: Record<string, Phrase> = {
  automatic: p('automatic', 'автомат'), manual: p('manual', 'механіка'),
};
const VEHICLE_LINES: readonly Line[] = [
  p('One owner, full service history.', 'Один власник, повна історія обслуговування.'),
  p('Winter tires on rims are included.', 'Зимова гума на дисках у комплекті.'),
  p('Clean title, no accidents.', 'Чистий титул, без ДТП.'),
  p('The brakes and battery were replaced recently.', 'Нещодавно замінено гальма й акумулятор.'),
  p('There is a small scratch on the rear bumper.', 'На задньому бампері є невелика подряпина.'),
  p('Test drives on weekends only.', 'Тест-драйв — лише у вихідні.'),
  p('Heated seats, a backup camera and Apple CarPlay.', 'Підігрів сидінь, камера заднього виду та Apple CarPlay.'),
  p('I will consider a trade for a smaller car.', 'Розгляну обмін на меншу машину.'),
  p('The oil was changed last month.', 'Оливу міняли минулого місяця.'),
  p('Nobody smoked inside; it was always parked in a garage.', 'У салоні не курили, машина стояла в гаражі.'),
  p('Safety inspection passed.', 'Технічний огляд пройдено.'),
  (c) => c.city.countryCode === 'US'
    ? p('Reason for selling: moving to another state.', 'Причина продажу — переїзд до іншого штату.')
    : p('Reason for selling: moving to another province.', 'Причина продажу — переїзд до іншої провінції.'),
];

// --- jobs ------------------------------------------------------------------

/** Ukrainian needs the accusative after "шукаємо". */
interface JobSubject extends Phrase { readonly ukAcc: string; readonly remote?: boolean }
const JOBS: readonly JobSubject[] = [
  { en: 'warehouse associate', uk: 'працівник складу', ukAcc: 'працівника складу' },
  { en: 'line cook', uk: 'кухар', ukAcc: 'кухаря' },
  { en: 'caregiver for an elderly lady', uk: 'доглядальниця для літньої пані', ukAcc: 'доглядальницю для літньої пані' },
  { en: 'truck driver (CDL class A)', uk: 'водій вантажівки (CDL класу A)', ukAcc: 'водія вантажівки (CDL класу A)' },
  { en: 'bookkeeper', uk: 'бухгалтер', ukAcc: 'бухгалтера', remote: true },
  { en: 'nanny for two children', uk: 'няня для двох дітей', ukAcc: 'няню для двох дітей' },
  { en: 'construction helper', uk: 'помічник на будівництві', ukAcc: 'помічника на будівництві' },
  { en: 'dental assistant', uk: 'асистент стоматолога', ukAcc: 'асистента стоматолога' },
  { en: 'QA engineer', uk: 'інженер з тестування', ukAcc: 'інженера з тестування', remote: true },
  { en: 'house cleaner', uk: 'прибиральниця', ukAcc: 'прибиральницю' },
  { en: 'barista', uk: 'бариста', ukAcc: 'баристу' },
  { en: "electrician's apprentice", uk: 'учень електрика', ukAcc: 'учня електрика' },
  { en: 'hair stylist', uk: 'перукар', ukAcc: 'перукаря' },
  { en: 'sales associate', uk: 'продавець-консультант', ukAcc: 'продавця-консультанта' },
  { en: 'seamstress', uk: 'швачка', ukAcc: 'швачку' },
  { en: 'welder', uk: 'зварювальник', ukAcc: 'зварювальника' },
  { en: 'personal support worker', uk: 'соціальний працівник з догляду', ukAcc: 'соціального працівника з догляду' },
  { en: 'pastry chef', uk: 'кондитер', ukAcc: 'кондитера' },
];
const EMPLOYMENT_TYPES: readonly (readonly [string, Phrase])[] = [
  ['full_time', p('full-time', 'повна зайнятість')], ['part_time', p('part-time', 'часткова зайнятість')],
  ['contract', p('contract', 'контракт')], ['temporary', p('temporary', 'тимчасова робота')],
  ['seasonal', p('seasonal', 'сезонна робота')],
];
const JOB_LINES: readonly Line[] = [
  p('A work permit is required.', 'Потрібен дозвіл на роботу.'),
  p('We provide on-the-job training.', 'Навчаємо на робочому місці.'),
  p('Basic English is enough to start.', 'Для початку достатньо базової англійської.'),
  p('Weekly pay; overtime is available.', 'Оплата щотижня, є можливість понаднормової роботи.'),
  p('Flexible schedule with day and evening shifts.', 'Гнучкий графік, денні та вечірні зміни.'),
  p('At least one year of experience is preferred.', 'Бажано мати досвід роботи від одного року.'),
  p('Health insurance after the probation period.', 'Медичне страхування після випробувального терміну.'),
  p('Please send your résumé by email.', 'Надсилайте резюме на електронну пошту.'),
  p('A friendly Ukrainian-speaking team.', 'Дружній україномовний колектив.'),
  p("A driver's licence is an advantage.", 'Водійське посвідчення буде перевагою.'),
  p('Free lunch and paid breaks.', 'Безкоштовний обід і оплачувані перерви.'),
  p('Interviews this week, start immediately.', 'Співбесіди цього тижня, початок роботи — одразу.'),
  p('French is an asset.', 'Знання французької мови — перевага.'),
];

// --- events ----------------------------------------------------------------

const EVENTS: readonly Subject[] = [
  s('Ukrainian folk music concert', 'Концерт української народної музики', 'events'),
  s('Pysanka painting workshop', 'Майстер-клас із розпису писанок', 'education-kids'),
  s('Vyshyvanka Day picnic', 'Пікнік до Дня вишиванки', 'community-organizations'),
  s('Christmas carol evening', 'Вечір колядок', 'churches'),
  s('Independence Day festival', 'Фестиваль до Дня Незалежності України', 'events'),
  s('Charity bake sale', 'Благодійний ярмарок випічки', 'churches'),
  s('Book club: contemporary Ukrainian prose', 'Книжковий клуб: сучасна українська проза', 'community-organizations'),
  s('Documentary film screening', 'Показ документального фільму', 'events'),
  s("Children's puppet theatre", 'Лялькова вистава для дітей', 'education-kids'),
  s('Varenyky cooking class', 'Кулінарний майстер-клас: ліпимо вареники', 'events'),
  s('Bandura recital', 'Концерт бандуристів', 'events'),
  s('Career fair for newcomers', 'Ярмарок вакансій для новоприбулих', 'community-organizations'),
  s("Malanka New Year's ball", 'Маланка — новорічний бал', 'events'),
  s('Easter basket blessing', 'Освячення великодніх кошиків', 'churches'),
  s('Poetry evening in memory of Lesya Ukrainka', 'Поетичний вечір пам’яті Лесі Українки', 'community-organizations'),
  s('Hopak lessons for beginners', 'Уроки гопака для початківців', 'education-kids'),
  s('Fundraising gala for hospitals in Kharkiv', 'Благодійний гала-вечір на підтримку лікарень Харкова', 'events'),
  s('Gerdan beadwork workshop', 'Майстер-клас із плетіння ґерданів', 'events'),
  s('Youth soccer tournament', 'Футбольний турнір для української молоді', 'community-organizations'),
  s('Crêpes and coffee morning at Café Lviv', 'Ранкова кава та млинці в Café Lviv', 'events'),
];
const VENUES: readonly Phrase[] = [
  p('St. Volodymyr Cathedral hall', 'зала собору святого Володимира'),
  p('the Ukrainian National Home', 'Український народний дім'),
  p('Shevchenko Park', 'парк імені Тараса Шевченка'),
  p('the Prosvita Society hall', 'зала товариства «Просвіта»'),
  p('the main public library', 'центральна публічна бібліотека'),
  p('the community centre', 'громадський центр'),
  p('St. Nicholas parish hall', 'парафіяльна зала церкви святого Миколая'),
  p('Café Lviv', 'Café Lviv'),
  p('the Ukrainian Cultural Centre', 'Український культурний центр'),
];
const EVENT_LINES: readonly Line[] = [
  p('Admission is free; donations are welcome.', 'Вхід вільний, пожертви вітаються.'),
  p('Doors open half an hour before the start.', 'Двері відчиняються за пів години до початку.'),
  p('Bring the whole family!', 'Приходьте всією сім’єю!'),
  p('All proceeds go to humanitarian aid for Ukraine.', 'Усі зібрані кошти підуть на гуманітарну допомогу Україні.'),
  p('Registration is required; seats are limited.', 'Потрібна реєстрація, кількість місць обмежена.'),
  p('Traditional food: varenyky, borscht and holubtsi.', 'Традиційні страви: вареники, борщ і голубці.'),
  p('The programme is in Ukrainian with English subtitles.', 'Програма українською мовою з англійськими субтитрами.'),
  p('Free parking behind the building.', 'Безкоштовне паркування за будинком.'),
  p('Children under twelve get in free.', 'Діти до дванадцяти років — безкоштовно.'),
  p('Dress code: embroidered shirts are welcome.', 'Дрес-код: вітаються вишиванки.'),
  p('Volunteers, please arrive an hour early.', 'Волонтерів просимо прийти на годину раніше.'),
  p('There will be a raffle with prizes from local businesses.', 'Буде лотерея з призами від місцевих підприємців.'),
  p('All materials are provided; just bring a good mood.', 'Усі матеріали надаємо, беріть із собою гарний настрій.'),
  p('Photos and videos will be taken during the event.', 'Під час заходу вестиметься фото- та відеозйомка.'),
];
const CANCELLED_LINE = p('Unfortunately, the event is cancelled. Tickets will be refunded.',
  'На жаль, захід скасовано. Кошти за квитки повернемо.');

// --- services --------------------------------------------------------------

const SERVICES: readonly Subject[] = [
  s('house and office cleaning', 'прибирання будинків і офісів', 'everyday-services'),
  s('plumbing repairs', 'ремонт сантехніки', 'everyday-services'),
  s('drywall, painting and small repairs', 'гіпсокартон, фарбування та дрібний ремонт', 'everyday-services'),
  s('moving and furniture delivery', 'переїзди та доставка меблів', 'everyday-services'),
  s('computer and phone repair', 'ремонт комп’ютерів і телефонів', 'everyday-services'),
  s('clothing alterations and button replacement', 'ремонт одягу та заміна ґудзиків', 'everyday-services'),
  s('wedding and christening photography', 'фотозйомка весіль і хрестин', 'everyday-services'),
  s('airport rides and transfers', 'поїздки до аеропорту та трансфери', 'everyday-services'),
  s('driving lessons', 'уроки водіння', 'everyday-services'),
  s('manicure and pedicure', 'манікюр і педикюр', 'beauty-health'),
  s('haircuts with home visits', 'стрижки з виїздом додому', 'beauty-health'),
  s('therapeutic massage', 'лікувальний масаж', 'beauty-health'),
  s('eyelash extensions', 'нарощування вій', 'beauty-health'),
  s('tax return preparation', 'підготовка податкових декларацій', 'legal-finance'),
  s('certified translation of documents', 'сертифікований переклад документів', 'legal-finance'),
  s('immigration consultations', 'консультації з імміграційних питань', 'legal-finance'),
  s('notary services', 'нотаріальні послуги', 'legal-finance'),
  s('piano lessons', 'уроки гри на фортепіано', 'education-kids'),
  s('math and physics tutoring', 'репетиторство з математики та фізики', 'education-kids'),
  s('Ukrainian lessons for kids', 'уроки української мови для дітей', 'education-kids'),
  s('English lessons for adults', 'уроки англійської для дорослих', 'education-kids'),
  s('custom cakes and pastries', 'торти й випічка на замовлення', 'food-restaurants'),
];
const SERVICE_LINES: readonly Line[] = [
  p('Free estimate.', 'Безкоштовна оцінка вартості.'),
  p('Licensed and insured.', 'Маю ліцензію та страхування.'),
  p('I work evenings and on weekends.', 'Працюю ввечері та у вихідні.'),
  p('I speak Ukrainian, English and a little French.', 'Розмовляю українською, англійською та трохи французькою.'),
  (c) => p(`Serving ${c.city.name} and the nearby suburbs.`, `Працюю ${c.city.ukIn} та найближчих передмістях.`),
  p('Discounts for seniors and students.', 'Знижки для пенсіонерів і студентів.'),
  p('All materials are included in the price.', 'Усі матеріали входять у вартість.'),
  p('Book by phone or message.', 'Записуйтеся телефоном або в месенджері.'),
  p('References are available on request.', 'Відгуки клієнтів надам на запит.'),
  p('Same-day appointments are often possible.', 'Часто можна записатися в той самий день.'),
  p('Cash, card or e-transfer accepted.', 'Оплата готівкою, карткою або через e-transfer.'),
  p('Online consultations are also possible.', 'Можлива також онлайн-консультація.'),
  p('Quality guaranteed: if something is wrong, I fix it for free.', 'Гарантія якості: якщо щось не так, виправлю безкоштовно.'),
];

// --- businesses ------------------------------------------------------------

type BusinessGroup = 'food' | 'retail' | 'pro' | 'health' | 'home';
interface BusinessType {
  readonly cat: string; readonly group: BusinessGroup;
  /** Name patterns; {b} is the brand. */
  readonly en: string; readonly uk: string;
  readonly taglines: readonly Phrase[];
}
const BUSINESS_TYPES: readonly BusinessType[] = [
  { cat: 'food-restaurants', group: 'food', en: 'Café {b}', uk: 'Кафе «{b}»',
    taglines: [p('Ukrainian home cooking', 'українська домашня кухня'), p('coffee, crêpes and desserts', 'кава, млинці та десерти')] },
  { cat: 'food-restaurants', group: 'food', en: '{b} Bakery', uk: 'Пекарня «{b}»',
    taglines: [p('fresh bread and pastries every morning', 'щоранку свіжий хліб і випічка'), p('paska and kalach to order', 'паски й калачі на замовлення')] },
  { cat: 'food-restaurants', group: 'food', en: '{b} Deli', uk: 'Гастроном «{b}»',
    taglines: [p('European groceries and smoked meats', 'європейські продукти та копченості'), p('salo, kovbasa and pickles', 'сало, ковбаса та соління')] },
  { cat: 'food-restaurants', group: 'food', en: '{b} Restaurant', uk: 'Ресторан «{b}»',
    taglines: [p('borscht, varenyky and banquets', 'борщ, вареники та банкети'), p('Ukrainian and Georgian cuisine', 'українська та грузинська кухня')] },
  { cat: 'shops', group: 'retail', en: '{b} Books & Gifts', uk: 'Книгарня «{b}»',
    taglines: [p('Ukrainian books, music and souvenirs', 'українські книжки, музика та сувеніри'), p('embroidered shirts and gifts', 'вишиванки та подарунки')] },
  { cat: 'shops', group: 'retail', en: '{b} Flowers', uk: 'Квіткова крамниця «{b}»',
    taglines: [p('bouquets and wedding décor', 'букети та весільний декор'), p('same-day flower delivery', 'доставка квітів у день замовлення')] },
  { cat: 'shops', group: 'retail', en: '{b} European Market', uk: 'Європейський магазин «{b}»',
    taglines: [p('products from Ukraine, Poland and the Baltics', 'продукти з України, Польщі та Балтії'), p('buckwheat, kefir and sweets', 'гречка, кефір і солодощі')] },
  { cat: 'shops', group: 'retail', en: '{b} Pharmacy', uk: 'Аптека «{b}»',
    taglines: [p('a pharmacist who speaks Ukrainian', 'фармацевт розмовляє українською'), p('prescriptions and vitamins', 'рецептурні ліки та вітаміни')] },
  { cat: 'shops', group: 'pro', en: '{b} Travel', uk: 'Туристична агенція «{b}»',
    taglines: [p('flights to Europe and tours', 'авіаквитки до Європи й тури'), p('help with visas and travel documents', 'допомога з візами та документами для подорожей')] },
  { cat: 'legal-finance', group: 'pro', en: '{b} Law Office', uk: 'Юридична контора «{b}»',
    taglines: [p('immigration and family law, real estate', 'імміграційне та сімейне право, нерухомість'), p('the first consultation is free', 'перша консультація безкоштовна')] },
  { cat: 'legal-finance', group: 'pro', en: '{b} Tax & Accounting', uk: 'Бухгалтерська фірма «{b}»',
    taglines: [p('personal and business taxes', 'податки для приватних осіб і бізнесу'), p('bookkeeping for small businesses', 'бухгалтерія для малого бізнесу')] },
  { cat: 'legal-finance', group: 'pro', en: '{b} Insurance', uk: 'Страхова агенція «{b}»',
    taglines: [p('car, home and life insurance', 'страхування авто, житла та життя'), p('insurance for newcomers', 'страхування для новоприбулих')] },
  { cat: 'beauty-health', group: 'health', en: '{b} Dental Clinic', uk: 'Стоматологічна клініка «{b}»',
    taglines: [p('family dentistry', 'сімейна стоматологія'), p('emergency appointments', 'термінові прийоми')] },
  { cat: 'beauty-health', group: 'health', en: '{b} Beauty Salon', uk: 'Салон краси «{b}»',
    taglines: [p('hair, nails and makeup', 'волосся, нігті та макіяж'), p('bridal makeup and hairstyles', 'весільний макіяж і зачіски')] },
  { cat: 'beauty-health', group: 'health', en: '{b} Physiotherapy', uk: 'Центр фізіотерапії «{b}»',
    taglines: [p('rehabilitation after injuries', 'реабілітація після травм'), p('massage and exercise therapy', 'масаж і лікувальна фізкультура')] },
  { cat: 'everyday-services', group: 'home', en: '{b} Auto Service', uk: 'Автосервіс «{b}»',
    taglines: [p('repairs of all makes', 'ремонт авто всіх марок'), p('tire changes and oil service', 'шиномонтаж і заміна оливи')] },
  { cat: 'everyday-services', group: 'home', en: '{b} Renovations', uk: 'Ремонтна компанія «{b}»',
    taglines: [p('kitchens, bathrooms and basements', 'кухні, ванні кімнати та підвали'), p('flooring and tiles', 'підлоги й плитка')] },
];
const BUSINESS_LINES: Record<BusinessGroup | 'any', readonly Line[]> = {
  any: [
    p('Open daily from 9 am to 8 pm.', 'Працюємо щодня з 9:00 до 20:00.'),
    p('Our staff speaks Ukrainian, English and French.', 'Наш персонал розмовляє українською, англійською та французькою.'),
    p('Free parking for customers.', 'Безкоштовна парковка для клієнтів.'),
    p('Wheelchair-accessible entrance.', 'Вхід пристосований для візків.'),
    (c) => p(`Find us in ${c.area.en}.`, `Ми працюємо в районі ${c.area.uk}.`),
    p('Follow us for weekly specials.', 'Стежте за нашими щотижневими пропозиціями.'),
  ],
  food: [
    p('Homemade varenyky, holubtsi and fresh pampushky.', 'Домашні вареники, голубці та свіжі пампушки.'),
    p('Catering for weddings, christenings and birthdays.', 'Кейтеринг для весіль, хрестин і днів народження.'),
    p('Try our crème brûlée and honey cake.', 'Скуштуйте наш крем-брюле та медівник.'),
    p('Cozy décor and a small summer terrace.', 'Затишний інтер’єр і невелика літня тераса.'),
    p('Vegetarian dishes every day.', 'Щодня є вегетаріанські страви.'),
  ],
  retail: [
    p('New arrivals every month.', 'Нові надходження щомісяця.'),
    p('Gift cards are available.', 'Можна придбати подарункові сертифікати.'),
    p('We ship across the country.', 'Надсилаємо замовлення по всій країні.'),
    p('Discounts for regular customers.', 'Знижки для постійних клієнтів.'),
  ],
  pro: [
    p('Appointments in person or by video call.', 'Зустрічі особисто або відеозв’язком.'),
    p('We explain everything in plain Ukrainian.', 'Пояснюємо все простою українською.'),
    p('Evening appointments on Thursdays.', 'По четвергах приймаємо ввечері.'),
    p('Reasonable fees, no hidden costs.', 'Помірні ціни без прихованих платежів.'),
  ],
  health: [
    p('New patients are welcome.', 'Приймаємо нових пацієнтів.'),
    p('Most insurance plans are accepted.', 'Працюємо з більшістю страхових планів.'),
    p('Modern equipment and sterile instruments.', 'Сучасне обладнання та стерильні інструменти.'),
    p('Book online or by phone.', 'Запис онлайн або телефоном.'),
  ],
  home: [
    p('Free estimates within the city.', 'Безкоштовний кошторис у межах міста.'),
    p('A warranty on all work.', 'Гарантія на всі роботи.'),
    p('Ukrainian-speaking craftsmen with twenty years of experience.', 'Україномовні майстри з двадцятирічним досвідом.'),
    p('Emergency calls on weekends.', 'Термінові виклики у вихідні.'),
  ],
};
const OPENING_HOURS = ['Mon–Fri 9:00–18:00', 'Daily 8:00–20:00', 'Tue–Sun 10:00–19:00', 'Mon–Sat 9:00–17:00'];

// --- organizations ---------------------------------------------------------

const ORGANIZATIONS: readonly Subject[] = [
  s('St. Volodymyr Ukrainian Catholic Parish', 'Українська католицька парафія святого Володимира', 'churches'),
  s('Holy Trinity Ukrainian Orthodox Cathedral', 'Український православний собор Святої Трійці', 'churches'),
  s('Nadiya Ukrainian Evangelical Baptist Church', 'Українська євангельська баптистська церква «Надія»', 'churches'),
  s('Plast Ukrainian Scouting, local branch', 'Місцевий осередок Пласту — української скаутської організації', 'community-organizations'),
  s('Ukrainian Saturday School', 'Українська суботня школа', 'education-kids'),
  s("Ukrainian Women's League, local branch", 'Місцевий відділ Союзу українок', 'community-organizations'),
  s('Newcomer Support Centre', 'Центр підтримки новоприбулих', 'community-organizations'),
  s('Barvinok Folk Dance Ensemble', 'Ансамбль народного танцю «Барвінок»', 'community-organizations'),
  s('Dumka Ukrainian Choir', 'Український хор «Думка»', 'community-organizations'),
  s('Shevchenko Scientific Society', 'Наукове товариство імені Шевченка', 'community-organizations'),
  s('Ukrainian Veterans Association', 'Об’єднання українських ветеранів', 'community-organizations'),
  s('Ukrainian Youth Association (SUM)', 'Спілка української молоді (СУМ)', 'community-organizations'),
  s('Sonechko Montessori Preschool', 'Монтессорі-садочок «Сонечко»', 'education-kids'),
  s('Humanitarian Aid Warehouse', 'Склад гуманітарної допомоги', 'community-organizations'),
];
const ORGANIZATION_LINES: readonly Line[] = [
  p('New members are always welcome.', 'Нових учасників завжди раді бачити.'),
  p('We help newcomers with documents, housing and work.', 'Допомагаємо новоприбулим із документами, житлом і роботою.'),
  p('Classes for children aged four to sixteen.', 'Заняття для дітей віком від чотирьох до шістнадцяти років.'),
  p('Volunteers are needed on weekends.', 'На вихідних потрібні волонтери.'),
  p('Rehearsals on Tuesdays and Thursdays at seven.', 'Репетиції щовівторка та щочетверга о сьомій вечора.'),
  p('A registered non-profit; we issue tax receipts for donations.', 'Зареєстрована неприбуткова організація, на пожертви видаємо податкові квитанції.'),
  p('The library of Ukrainian books is open after the service.', 'Після богослужіння працює бібліотека українських книжок.'),
  p('Divine Liturgy in Ukrainian every Sunday at 10 am.', 'Божественна літургія українською щонеділі о 10:00.'),
  p('Our hall can be rented for weddings and christenings.', 'Нашу залу можна орендувати для весіль і хрестин.'),
  p('Membership is free for students.', 'Для студентів членство безкоштовне.'),
  p('Meetings are held on the first Friday of every month.', 'Збори — першої п’ятниці кожного місяця.'),
];

// --- classifieds -----------------------------------------------------------

const ITEMS: readonly Phrase[] = [
  p("kids' bicycle, 20-inch", 'дитячий велосипед, 20 дюймів'), p('IKEA sofa bed', 'диван-ліжко з IKEA'),
  p('winter jacket, size M', 'зимова куртка, розмір M'), p('baby stroller', 'дитяча коляска'),
  p('hand-embroidered shirt (vyshyvanka)', 'вишиванка ручної роботи'), p('dining table with four chairs', 'обідній стіл і чотири стільці'),
  p('iPhone 13, 128 GB', 'iPhone 13, 128 ГБ'), p('sewing machine', 'швейна машинка'),
  p('snow blower', 'снігоприбиральна машина'), p("Ukrainian children's books", 'українські дитячі книжки'),
  p('digital piano', 'цифрове піаніно'), p('toddler car seat', 'автокрісло для малюка'),
  p('espresso machine', 'кавоварка для еспресо'), p('hockey skates, size 9', 'хокейні ковзани, розмір 9'),
  p('bandura', 'бандура'), p('microwave oven', 'мікрохвильова піч'),
  p('winter boots for a boy', 'зимові чоботи для хлопчика'), p('wooden bookshelf', 'дерев’яна книжкова полиця'),
  p('set of cast-iron pans', 'набір чавунних сковорідок'), p('gaming laptop', 'ігровий ноутбук'),
];
const CONDITIONS: readonly (readonly [string, Phrase])[] = [
  ['new', p('new in the original box', 'в оригінальній упаковці')],
  ['like_new', p('like new', 'у відмінному стані')],
  ['good', p('in good condition', 'у доброму стані')],
  ['fair', p('with minor signs of wear', 'з незначними слідами використання')],
];
/** True of any second-hand item, sold or given away. */
const CLASSIFIED_LINES: readonly Line[] = [
  (c) => p(`Pickup only, near ${c.area.en}.`, `Лише самовивіз, район ${c.area.uk}.`),
  p('Smoke-free and pet-free home.', 'У домі не курять і немає тварин.'),
  p('More photos on request.', 'Більше фото надішлю на запит.'),
  p('Everything works perfectly.', 'Усе працює бездоганно.'),
  p('Our kids have outgrown it.', 'Діти вже виросли.'),
  p('Bought last year and used only a few times.', 'Купували минулого року, користувалися кілька разів.'),
  p('Please do not ask whether it is still available: the ad is up to date.', 'Не питайте, чи ще актуально, — оголошення актуальне.'),
];
/** Only when there is a price. */
const SALE_LINES: readonly Line[] = [
  p('I can deliver for a small fee.', 'Можу доставити за невелику плату.'),
  p('Selling because we are moving.', 'Продаємо через переїзд.'),
  p('Cash or e-transfer.', 'Оплата готівкою або через e-transfer.'),
];
const FREE_LINES: readonly Line[] = [
  p('Free to a good home.', 'Віддам у добрі руки.'),
  p('Whoever comes first takes it.', 'Хто перший приїде, той і забере.'),
];

// --- wanted ----------------------------------------------------------------

const WANTED: readonly Subject[] = [
  s('Looking for a room to rent', 'Шукаю кімнату в оренду', 'housing'),
  s('Looking for a one-bedroom apartment from December', 'Шукаю однокімнатну квартиру з грудня', 'housing'),
  s('Looking for a reliable used car', 'Шукаю надійне вживане авто', 'vehicles'),
  s('Will buy winter tires, 17-inch', 'Куплю зимову гуму R17', 'vehicles'),
  s('Will buy a used laptop', 'Куплю вживаний ноутбук', 'for-sale'),
  s('Buying old Ukrainian coins and stamps', 'Куплю старі українські монети й марки', 'for-sale'),
  s('Looking for a Ukrainian-speaking family doctor', 'Шукаю україномовного сімейного лікаря', 'announcements'),
  s('Looking for a babysitter for evenings', 'Шукаю няню на вечори', 'announcements'),
  s('Looking for a tennis partner', 'Шукаю партнера для гри в теніс', 'announcements'),
  s('Looking for a carpool to work', 'Шукаю, з ким їздити на роботу', 'announcements'),
  s('Looking for a piano teacher for my daughter', 'Шукаю вчителя фортепіано для доньки', 'announcements'),
  s('Looking for a lost ring, reward offered', 'Шукаю загублену каблучку, винагорода', 'lost-found'),
];
const WANTED_LINES: readonly Line[] = [
  p('Please write or call in the evening.', 'Пишіть або телефонуйте ввечері.'),
  p('My budget is flexible.', 'Бюджет гнучкий.'),
  p('We are a family with two kids who recently moved from Kharkiv.', 'Ми сім’я з двома дітьми, нещодавно переїхали з Харкова.'),
  p('Non-smoker, no pets.', 'Не палю, тварин немає.'),
  p('Needed as soon as possible.', 'Потрібно якомога швидше.'),
  p('I can pay in cash.', 'Можу заплатити готівкою.'),
  p('Recommendations from friends are very welcome.', 'Буду вдячна за рекомендації знайомих.'),
  p('I work downtown, so somewhere close to transit is better.', 'Працюю в центрі, тож бажано поруч із транспортом.'),
  p('Thank you to everyone who responds!', 'Дякую всім, хто відгукнеться!'),
  p('Any neighbourhood is fine.', 'Район не принциповий.'),
];

// --- notices ---------------------------------------------------------------

interface NoticeSubject { readonly text: Line; readonly cat: string; readonly topic: string }
const NOTICES: readonly NoticeSubject[] = [
  { text: (c) => p(`Lost cat near ${c.area.en}`, `Загубився кіт у районі ${c.area.uk}`), cat: 'lost-found', topic: 'lost_found' },
  { text: p('Found a bunch of keys near the church', 'Знайдено в’язку ключів біля церкви'), cat: 'lost-found', topic: 'lost_found' },
  { text: p('Lost dog, answers to Barsyk', 'Загубився пес на кличку Барсик'), cat: 'lost-found', topic: 'lost_found' },
  { text: p("Found a child's backpack at the playground", 'На дитячому майданчику знайшли рюкзак'), cat: 'lost-found', topic: 'lost_found' },
  { text: p('Mobile consular service visit', 'Виїзний консульський прийом'), cat: 'announcements', topic: 'consular' },
  { text: p('A humanitarian aid collection point is open', 'Відкрито пункт збору гуманітарної допомоги'), cat: 'community-organizations', topic: 'aid' },
  { text: p('Free English conversation club', 'Безкоштовний розмовний клуб англійської мови'), cat: 'announcements', topic: 'education' },
  { text: p('Street closures for the Sunday parade', 'Перекриття вулиць через недільний парад'), cat: 'announcements', topic: 'city' },
  { text: p('Blood donor day', 'День донора'), cat: 'announcements', topic: 'health' },
  { text: p('Volunteers wanted for the food bank', 'Потрібні волонтери до продовольчого банку'), cat: 'community-organizations', topic: 'volunteering' },
  { text: p('Reminder: winter heating assistance applications', 'Нагадування: заявки на допомогу з опаленням узимку'), cat: 'announcements', topic: 'city' },
  { text: p('The parish office is closed for the holidays', 'Канцелярія парафії зачинена на свята'), cat: 'churches', topic: 'church' },
  { text: p('Thank you to everyone who donated!', 'Дякуємо всім, хто долучився до збору!'), cat: 'community-organizations', topic: 'aid' },
  { text: p('New schedule of Sunday services', 'Новий розклад недільних богослужінь'), cat: 'churches', topic: 'church' },
];
const NOTICE_LINES: readonly Line[] = [
  p('Please share with your friends.', 'Будь ласка, поширте серед знайомих.'),
  p('Call or text any time.', 'Телефонуйте або пишіть будь-коли.'),
  p('More details on our website.', 'Докладніше — на нашому сайті.'),
  p('A reward for any information.', 'Винагорода за будь-яку інформацію.'),
  p('Bring your ID and proof of address.', 'Візьміть посвідчення особи та підтвердження адреси.'),
  p('Everyone is welcome; no registration needed.', 'Запрошуємо всіх, реєстрація не потрібна.'),
  p('This information is valid until the end of the month.', 'Інформація актуальна до кінця місяця.'),
  p('We accept warm clothes, canned food and medicine.', 'Приймаємо теплий одяг, консерви та ліки.'),
  p('Thank you for your kindness and support.', 'Дякуємо за вашу доброту й підтримку.'),
  p('Opening hours: weekdays from 10:00 to 18:00.', 'Години роботи: у будні з 10:00 до 18:00.'),
];

// --- private moderation data -----------------------------------------------

const MODERATION_NOTES = [
  'Phone number confirmed by a call.', 'Photos look like stock images, asked for originals.',
  'Second ad from this account this week.', 'Price looks too low, possible scam.',
  'Publisher asked to hide the exact address.', 'Edited the title: it was all capitals.',
];
const REJECTION_NOTES = [
  'Rejected: the same text was posted in five cities.', 'Rejected: prohibited item.',
  'Rejected: contact details do not match the account.', 'Rejected: offensive language in the description.',
];
const INTERNAL_NOTES = [
  'Seller asked not to be called after 9 pm.', 'Possibly a duplicate of an older ad.',
  'Checked the price with the seller by phone.', 'VIP partner, renew for free.',
];
const ADDRESS_NOTES = [
  'Apt 12, buzzer 3041, enter from the lane.', 'Basement door on the left side of the house.',
  'Ask for Olha at the front desk.', 'Gate code 4471.',
];

/** Consistency of the tables above: a wrong pairing here would make "valid" records invalid. */
function checkVocabulary(): void {
  const categories = new Map(CATEGORIES.map((c) => [c.slug, c]));
  const expect = (cat: string, kind: Kind): void => {
    const category = categories.get(cat);
    if (!category || !category.allowedKinds.includes(kind)) throw new Error(`category ${cat} does not allow ${kind}`);
  };
  for (const c of CATEGORIES) if (!c.allowedKinds.includes(c.defaultKind)) throw new Error(`${c.slug}: bad defaultKind`);
  EVENTS.forEach((x) => expect(x.cat, 'event'));
  SERVICES.forEach((x) => expect(x.cat, 'service'));
  BUSINESS_TYPES.forEach((x) => expect(x.cat, 'business'));
  ORGANIZATIONS.forEach((x) => expect(x.cat, 'organization'));
  WANTED.forEach((x) => expect(x.cat, 'wanted'));
  NOTICES.forEach((x) => expect(x.cat, 'notice'));
  for (const kind of ['housing', 'vehicle', 'job', 'classified'] as const) {
    expect({ housing: 'housing', vehicle: 'vehicles', job: 'jobs', classified: 'for-sale' }[kind], kind);
  }
  expect('free-stuff', 'classified');
}

// ---------------------------------------------------------------------------
// What a record will be, decided before any text is written
// ---------------------------------------------------------------------------

interface Spec {
  kind: Kind;
  priceMode: PriceMode;
  city: CityData;
  expired: boolean;
  eventWhen: 'past' | 'future' | undefined;
  cancelled: boolean | undefined;
  foreignCurrency: boolean;
}

interface SpecRequest {
  kind?: Kind; priceMode?: PriceMode; cityKey?: string; expired?: boolean;
  eventWhen?: 'past' | 'future'; cancelled?: boolean; foreignCurrency?: boolean;
}

/**
 * The first public records of the NDJSON part are these, so every required case
 * (all kinds, all price modes, both countries and currencies, past, future and
 * cancelled events, the disabled city, an expiry) is present from --count 40 on;
 * every duplicate variant needs --count 200 (one every DUPLICATE_PERIOD records).
 */
const COVERAGE: readonly SpecRequest[] = [
  { kind: 'classified', priceMode: 'fixed', cityKey: 'us-ny-new-york' },
  { kind: 'service', priceMode: 'from', cityKey: 'ca-on-toronto' },
  { kind: 'business', priceMode: 'not_applicable', cityKey: 'ca-qc-montreal' },
  { kind: 'organization', priceMode: 'free', cityKey: 'us-il-chicago' },
  { kind: 'event', priceMode: 'fixed', eventWhen: 'future', cityKey: 'ca-mb-winnipeg' },
  { kind: 'job', priceMode: 'range', cityKey: 'us-wa-seattle' },
  { kind: 'housing', priceMode: 'fixed', cityKey: 'ca-bc-vancouver' },
  { kind: 'vehicle', priceMode: 'on_request', cityKey: 'ca-ab-edmonton' },
  { kind: 'wanted', priceMode: 'range', cityKey: 'us-pa-philadelphia' },
  { kind: 'notice', priceMode: 'not_applicable', cityKey: 'ca-on-ottawa' },
  { kind: 'event', priceMode: 'free', eventWhen: 'past', cityKey: 'us-oh-cleveland' },
  { kind: 'event', priceMode: 'from', eventWhen: 'future', cancelled: true, cityKey: 'ca-qc-quebec-city' },
  { kind: 'event', eventWhen: 'past', cancelled: true },
  { kind: 'event', priceMode: 'not_applicable', eventWhen: 'future', cancelled: true, cityKey: 'us-mn-minneapolis' },
  { cityKey: DISABLED_CITY_KEY },
  { expired: true },
  { foreignCurrency: true },
];

const KIND_WEIGHTS: readonly (readonly [Kind, number])[] = [
  ['classified', 14], ['service', 14], ['business', 11], ['organization', 6], ['event', 13],
  ['job', 12], ['housing', 12], ['vehicle', 7], ['wanted', 6], ['notice', 5],
];

const PRICE_WEIGHTS: Record<Kind, readonly (readonly [PriceMode, number])[]> = {
  classified: [['fixed', 70], ['free', 18], ['on_request', 6], ['from', 6]],
  service: [['from', 40], ['fixed', 20], ['range', 15], ['on_request', 20], ['free', 5]],
  business: [['not_applicable', 60], ['on_request', 15], ['from', 25]],
  organization: [['not_applicable', 60], ['free', 30], ['on_request', 10]],
  event: [['free', 35], ['fixed', 35], ['from', 15], ['range', 5], ['not_applicable', 5], ['on_request', 5]],
  job: [['range', 45], ['fixed', 25], ['from', 10], ['on_request', 20]],
  housing: [['fixed', 75], ['range', 10], ['on_request', 10], ['from', 5]],
  vehicle: [['fixed', 80], ['on_request', 20]],
  wanted: [['range', 30], ['on_request', 30], ['not_applicable', 25], ['fixed', 15]],
  notice: [['not_applicable', 70], ['free', 30]],
};

function resolveSpec(rng: Rng, req: SpecRequest): Spec {
  const kind = req.kind ?? rng.weighted(KIND_WEIGHTS);
  const city = req.cityKey ? cityByKey(req.cityKey) : rng.weighted(req.expired ? ENABLED_CITY_WEIGHTS : CITY_WEIGHTS);
  const isEvent = kind === 'event';
  return {
    kind,
    priceMode: req.priceMode ?? rng.weighted(PRICE_WEIGHTS[kind]),
    city,
    // A record both expired and in a disabled city would be counted differently by
    // different builds; keeping the two apart makes `expected` unambiguous.
    expired: city.enabled && (req.expired ?? rng.chance(0.03)),
    eventWhen: isEvent ? (req.eventWhen ?? (rng.chance(0.4) ? 'past' : 'future')) : undefined,
    cancelled: isEvent ? (req.cancelled ?? rng.weighted([[true, 15], [false, 30], [undefined, 55]] as const)) : undefined,
    foreignCurrency: req.foreignCurrency ?? rng.chance(0.04),
  };
}

// ---------------------------------------------------------------------------
// Building one listing
// ---------------------------------------------------------------------------

type Price = ExportListing['content']['price'];
type Contact = ExportListing['content']['contact'];
type Location = ExportListing['content']['location'];
type Directory = NonNullable<ExportListing['directory']>;

interface EventTimes { startMs: number; endMs: number | undefined }

/** What a kind's composer decides: the words, the filing, and the kind's attributes. */
interface Composed {
  title: Phrase;
  lines: Phrase[];
  categorySlug: string;
  attributes: Record<string, unknown>;
  /** Businesses and organizations publish under their own name. */
  ownName?: Phrase;
  /** Used for the website and directory links. */
  handle?: string;
}

const line = (c: TextContext, l: Line): Phrase => (typeof l === 'function' ? l(c) : l);
const lines = (c: TextContext, pool: readonly Line[], min: number, max: number): Phrase[] =>
  c.rng.sample(pool, c.rng.int(min, max)).map((l) => line(c, l));

function composeHousing(c: TextContext): Composed {
  const { rng, area } = c;
  const subject = rng.pick(HOUSING);
  const feature = rng.pick(HOUSING_FEATURES);
  const month = rng.int(0, 11);
  const title = rng.pick([
    p(`${cap(subject.en)} ${feature.en} — ${area.en}`, `Здається ${subject.uk} ${feature.uk} — ${area.uk}`),
    p(`For rent: ${subject.en} ${feature.en} in ${area.en}`, `Оренда: ${subject.uk} ${feature.uk}, ${area.uk}`),
    p(`${cap(subject.en)} available from ${at(MONTHS_EN, month)} 1`, `${cap(subject.uk)} в оренду з 1 ${at(MONTHS_UK, month)}`),
  ]);
  return {
    title,
    lines: [p(`${cap(subject.en)} in ${area.en}, ${c.city.name}.`, `${cap(subject.uk)} у районі ${area.uk}, ${c.city.ukName}.`),
      ...lines(c, HOUSING_LINES, 2, 4)],
    categorySlug: 'housing',
    attributes: {
      bedrooms: subject.bedrooms, bathrooms: rng.int(1, Math.max(1, subject.bedrooms - 1)),
      furnished: rng.chance(0.4), petsAllowed: rng.chance(0.5), areaSqFt: rng.int(14, 96) * 25,
    },
  };
}

function composeVehicle(c: TextContext): Composed {
  const { rng } = c;
  const [make, model, body] = rng.pick(VEHICLE_MODELS);
  const year = rng.int(2008, 2025);
  const miles = c.city.countryCode === 'US';
  const mileage = miles ? rng.int(30, 320) * 500 : rng.int(20, 260) * 1000;
  const unit = miles ? p('mi', 'миль') : p('km', 'км');
  const transmission = rng.chance(0.85) ? 'automatic' : 'manual';
  const bodyType = BODY_TYPES[body] ?? p(body, body);
  const gearbox = TRANSMISSIONS[transmission] ?? p(transmission, transmission);
  const title = rng.pick([
    p(`${year} ${make} ${model}, ${groupDigits(mileage, ',')} ${unit.en}`,
      `${make} ${model} ${year} року, пробіг ${groupDigits(mileage, ' ')} ${unit.uk}`),
    p(`Selling my ${make} ${model} (${year})`, `Продаю ${make} ${model} (${year})`),
    p(`${make} ${model} ${year} — ${bodyType.en}, ${gearbox.en}`, `${make} ${model} ${year} — ${bodyType.uk}, ${gearbox.uk}`),
  ]);
  return {
    title,
    lines: lines(c, VEHICLE_LINES, 2, 5),
    categorySlug: 'vehicles',
    attributes: {
      make, model, year, mileage, mileageUnit: unit.en, transmission,
      fuel: make === 'Tesla' ? 'electric' : rng.weighted([['gasoline', 85], ['hybrid', 10], ['diesel', 5]] as const),
    },
  };
}

function composeJob(c: TextContext): Composed {
  const { rng, area, city } = c;
  const job = rng.pick(JOBS);
  const [employmentType, employment] = rng.pick(EMPLOYMENT_TYPES);
  const title = rng.pick([
    p(`${cap(job.en)} — ${employment.en}`, `${cap(job.uk)} — ${employment.uk}`),
    p(`Hiring: ${job.en} in ${city.name}`, `Шукаємо ${job.ukAcc} ${city.ukIn}`),
    p(`Job opening: ${job.en} (${area.en})`, `Вакансія: ${job.uk} (${area.uk})`),
  ]);
  return {
    title,
    lines: [p(`We are hiring ${withArticle(job.en)} (${employment.en}).`, `Шукаємо ${job.ukAcc}, ${employment.uk}.`),
      ...lines(c, JOB_LINES, 2, 4)],
    categorySlug: 'jobs',
    attributes: { employmentType, remote: job.remote === true && rng.chance(0.6), experienceYears: rng.int(0, 5) },
  };
}

function composeEvent(c: TextContext): Composed {
  const { rng, city, event, spec } = c;
  if (!event) throw new Error('event without times');
  const subject = rng.pick(EVENTS);
  const venue = rng.pick(VENUES);
  const start = wallClock(city, event.startMs);
  const dayEn = `${at(MONTHS_EN, start.month)} ${start.day}`;
  const dayUk = `${start.day} ${at(MONTHS_UK, start.month)}`;
  let title = rng.pick([
    p(`${subject.en} in ${city.name}`, `${subject.uk} ${city.ukIn}`),
    p(`${subject.en} — ${dayEn}`, `${subject.uk} — ${dayUk}`),
  ]);
  if (spec.cancelled && rng.chance(0.5)) title = p(`CANCELLED: ${title.en}`, `СКАСОВАНО: ${title.uk}`);
  const when = p(
    `When: ${at(WEEKDAYS_EN, start.weekday)}, ${dayEn}, ${start.year}, at ${time12(start)}. Where: ${venue.en}, ${city.name}.`,
    `Коли: ${at(WEEKDAYS_UK, start.weekday)}, ${dayUk} ${start.year} року, о ${pad2(start.hour)}:${pad2(start.minute)}. Де: ${cap(venue.uk)}, ${city.ukName}.`,
  );
  const body = [when];
  if (event.endMs !== undefined && event.endMs - event.startMs > DAY / 2) {
    const end = wallClock(city, event.endMs);
    body.push(p(`It runs until ${at(MONTHS_EN, end.month)} ${end.day}.`, `Триватиме до ${end.day} ${at(MONTHS_UK, end.month)}.`));
  }
  if (spec.cancelled) body.push(CANCELLED_LINE);
  else body.push(...lines(c, EVENT_LINES, 1, 3));
  const attributes: Record<string, unknown> = { startsAt: isoIn(city, event.startMs, rng.chance(0.2)) };
  if (event.endMs !== undefined) attributes.endsAt = isoIn(city, event.endMs, rng.chance(0.2));
  if (spec.cancelled !== undefined) attributes.cancelled = spec.cancelled;
  attributes.venue = venue.en;
  return { title, lines: body, categorySlug: subject.cat, attributes };
}

function composeService(c: TextContext): Composed {
  const { rng, area, city } = c;
  const service = rng.pick(SERVICES);
  const [years, yearsWord] = rng.pick(YEARS_OF_EXPERIENCE);
  const title = rng.pick([
    p(`${cap(service.en)} in ${city.name}`, `${cap(service.uk)} ${city.ukIn}`),
    p(`${cap(service.en)} — fast and affordable`, `${cap(service.uk)} — швидко та недорого`),
    p(`${cap(service.en)}: over ${yearsWord.en} years of experience`, `${cap(service.uk)}: досвід понад ${yearsWord.uk} років`),
    p(`Professional ${service.en} (${area.en})`, `Професійні послуги: ${service.uk} (${area.uk})`),
  ]);
  return {
    title,
    // A colon list keeps the nominative correct: "Пропоную заміна" would not be Ukrainian.
    lines: [p(`I offer ${service.en}; ${yearsWord.en} years of experience.`, `Пропоную послуги: ${service.uk}. Досвід — ${yearsWord.uk} років.`),
      ...lines(c, SERVICE_LINES, 2, 4)],
    categorySlug: service.cat,
    attributes: {
      yearsExperience: years,
      serviceArea: rng.pick(['client_location', 'studio', 'online', 'mixed']),
      languages: rng.pick([['uk', 'en'], ['uk'], ['uk', 'en', 'fr']]),
    },
    handle: slugify(service.en),
  };
}

function composeBusiness(c: TextContext): Composed {
  const { rng, area } = c;
  const type = rng.pick(BUSINESS_TYPES);
  const brand = rng.pick(BRANDS);
  const name = p(type.en.replace('{b}', brand.en), type.uk.replace('{b}', brand.uk));
  const tagline = rng.pick(type.taglines);
  const established = rng.int(1975, 2024);
  const title = rng.pick([
    p(`${name.en} — ${tagline.en}`, `${name.uk} — ${tagline.uk}`),
    p(`${name.en} in ${area.en}`, `${name.uk}, ${area.uk}`),
    p(`${name.en}: ${tagline.en}`, `${name.uk}: ${tagline.uk}`),
  ]);
  const family = p(`Family-owned since ${established}.`, `Сімейний бізнес із ${established} року.`);
  return {
    title,
    lines: [p(`${cap(tagline.en)}.`, `${cap(tagline.uk)}.`), ...(rng.chance(0.5) ? [family] : []),
      ...lines(c, BUSINESS_LINES[type.group], 1, 3), ...lines(c, BUSINESS_LINES.any, 0, 2)],
    categorySlug: type.cat,
    attributes: { openingHours: rng.pick(OPENING_HOURS), established, wheelchairAccessible: rng.chance(0.6) },
    ownName: name,
    handle: slugify(name.en),
  };
}

function composeOrganization(c: TextContext): Composed {
  const { rng, area, city } = c;
  const org = rng.pick(ORGANIZATIONS);
  const founded = rng.int(1910, 2023);
  const title = rng.pick([
    p(`${org.en} — ${city.name}`, `${org.uk} ${city.ukIn}`),
    p(`${org.en} (${area.en})`, `${org.uk} (${area.uk})`),
    p(`${org.en}: new members welcome`, `${org.uk}: запрошуємо нових учасників`),
  ]);
  return {
    title,
    lines: [p(`Serving the local Ukrainian community since ${founded}.`, `Служимо місцевій українській громаді з ${founded} року.`),
      ...lines(c, ORGANIZATION_LINES, 2, 4)],
    categorySlug: org.cat,
    attributes: { founded, membership: rng.pick(['open', 'by_application']), languages: rng.pick([['uk', 'en'], ['uk']]) },
    ownName: org,
    handle: slugify(org.en),
  };
}

function composeClassified(c: TextContext): Composed {
  const { rng, area } = c;
  const item = rng.pick(ITEMS);
  const [condition, conditionText] = rng.pick(CONDITIONS);
  const free = c.spec.priceMode === 'free';
  const title = free
    ? p(`Free: ${item.en}`, `Віддам безкоштовно: ${item.uk}`)
    : rng.pick([
      p(`${cap(item.en)}, ${conditionText.en}`, `${cap(item.uk)}, ${conditionText.uk}`),
      p(`Selling: ${item.en}`, `Продам: ${item.uk}`),
      p(`${cap(item.en)} — pickup in ${area.en}`, `${cap(item.uk)} — самовивіз, ${area.uk}`),
    ]);
  return {
    title,
    lines: [p(`${cap(item.en)}, ${conditionText.en}.`, `${cap(item.uk)}, ${conditionText.uk}.`),
      ...lines(c, free ? FREE_LINES : SALE_LINES, 1, 2), ...lines(c, CLASSIFIED_LINES, 1, 2)],
    categorySlug: free ? 'free-stuff' : 'for-sale',
    attributes: { condition, delivery: rng.chance(0.3) },
  };
}

function composeWanted(c: TextContext): Composed {
  const { rng, area, city } = c;
  const want = rng.pick(WANTED);
  const title = rng.pick([
    p(want.en, want.uk),
    p(`${want.en} (${area.en})`, `${want.uk} (${area.uk})`),
    p(`${want.en} in ${city.name}`, `${want.uk} ${city.ukIn}`),
  ]);
  return {
    title,
    lines: [p(`${want.en}.`, `${want.uk}.`), ...lines(c, WANTED_LINES, 1, 3)],
    categorySlug: want.cat,
    attributes: { urgent: rng.chance(0.3) },
  };
}

function composeNotice(c: TextContext): Composed {
  const { rng } = c;
  const notice = rng.pick(NOTICES);
  const text = line(c, notice.text);
  return {
    title: text,
    lines: [p(`${text.en}.`, `${text.uk}.`), ...lines(c, NOTICE_LINES, 1, 3)],
    categorySlug: notice.cat,
    attributes: { topic: notice.topic, urgent: notice.topic === 'lost_found' || rng.chance(0.1) },
  };
}

const COMPOSERS: Record<Kind, (c: TextContext) => Composed> = {
  housing: composeHousing, vehicle: composeVehicle, job: composeJob, event: composeEvent,
  service: composeService, business: composeBusiness, organization: composeOrganization,
  classified: composeClassified, wanted: composeWanted, notice: composeNotice,
};

/** Amounts in major units: [min, max, step] and the units a price may be quoted in. */
const PRICE_SCALE: Record<Kind, { min: number; max: number; step: number; units: readonly string[] }> = {
  classified: { min: 5, max: 900, step: 5, units: [] },
  service: { min: 30, max: 250, step: 5, units: ['hour', 'visit', 'session', 'page'] },
  business: { min: 10, max: 80, step: 5, units: ['person', 'order'] },
  organization: { min: 10, max: 100, step: 5, units: ['month', 'year'] },
  event: { min: 10, max: 80, step: 5, units: ['ticket', 'person'] },
  job: { min: 17, max: 48, step: 1, units: ['hour'] },
  housing: { min: 750, max: 3900, step: 25, units: ['month'] },
  vehicle: { min: 2500, max: 42000, step: 100, units: [] },
  wanted: { min: 100, max: 2500, step: 50, units: [] },
  notice: { min: 5, max: 50, step: 5, units: [] },
};

function buildPrice(rng: Rng, spec: Spec): Price {
  const { kind, priceMode: mode } = spec;
  const home = spec.city.defaultCurrency;
  const currency: Currency = spec.foreignCurrency ? (home === 'USD' ? 'CAD' : 'USD') : home;
  const price: Price = { mode, currency };
  if (mode === 'free' || mode === 'on_request' || mode === 'not_applicable') return price;

  // Jobs are quoted hourly or, one time in four, as a yearly salary.
  const yearly = kind === 'job' && rng.chance(0.25);
  const scale = yearly ? { min: 42, max: 125, step: 1, units: ['year'] } : PRICE_SCALE[kind];
  const factor = yearly ? 1000 : 1;
  const amount = (): number => rng.int(scale.min / scale.step, scale.max / scale.step) * scale.step * factor * 100;

  if (mode === 'range') {
    const min = amount();
    // Now and then a degenerate range (min = max), which the rules allow.
    const spread = rng.chance(0.05) ? 0 : rng.int(1, 8) * scale.step * factor * 100;
    price.minAmountMinor = min;
    price.maxAmountMinor = min + spread;
  } else {
    // Second-hand prices sometimes end in .99; everything else is whole units.
    price.amountMinor = kind === 'classified' && rng.chance(0.2) ? amount() - 1 : amount();
  }
  if (scale.units.length > 0 && (kind === 'job' || kind === 'housing' || rng.chance(0.6))) price.unit = rng.pick(scale.units);
  if (['classified', 'vehicle', 'housing', 'wanted'].includes(kind)) {
    const negotiable = rng.weighted([[true, 30], [false, 20], [undefined, 50]] as const);
    if (negotiable !== undefined) price.negotiable = negotiable;
  }
  return price;
}

function buildLocation(rng: Rng, spec: Spec): Location {
  const { city, kind } = spec;
  const streetChance = kind === 'business' || kind === 'organization' ? 0.8 : kind === 'event' ? 0.5 : 0.1;
  const location: Location = {
    cityKey: city.key, countryCode: city.countryCode, regionCode: city.regionCode,
    visibility: rng.chance(streetChance) ? 'street' : 'city',
  };
  const jitter = (spread: number, digits: number): number => Number(((rng.next() - 0.5) * spread).toFixed(digits));
  if (location.visibility === 'street') {
    location.address = { streetAddress: `${rng.int(2, 9800)} ${rng.pick(city.streets)}`, postalCode: rng.pick(city.postalCodes) };
    location.coordinates = {
      latitude: Number((city.lat + jitter(0.12, 5)).toFixed(5)),
      longitude: Number((city.lon + jitter(0.16, 5)).toFixed(5)),
    };
  } else {
    if (rng.chance(0.2)) location.address = { postalCode: rng.pick(city.postalCodes) };
    if (rng.chance(0.5)) {
      location.coordinates = {
        latitude: Number((city.lat + jitter(0.2, 3)).toFixed(3)),
        longitude: Number((city.lon + jitter(0.25, 3)).toFixed(3)),
      };
    }
  }
  return location;
}

function phoneNumber(rng: Rng, city: CityData): string {
  const area = rng.pick(city.areaCodes);
  const tail = `01${pad2(rng.int(0, 99))}`; // 555-0100…0199 are reserved for fiction
  return rng.pick([`+1 ${area} 555 ${tail}`, `(${area}) 555-${tail}`, `${area}-555-${tail}`, `+1${area}555${tail}`]);
}

interface Person { latin: string; cyrillic: string }

function personName(rng: Rng): Person {
  if (rng.chance(0.12)) {
    const name = rng.pick(OTHER_NAMES);
    return { latin: name, cyrillic: name };
  }
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  return rng.chance(0.5)
    ? { latin: `${first.en} ${last.en}`, cyrillic: `${first.uk} ${last.uk}` }
    : { latin: `${first.en} ${last.en.charAt(0)}.`, cyrillic: `${first.uk} ${last.uk.charAt(0)}.` };
}

function buildContact(rng: Rng, spec: Spec, person: Person, composed: Composed): Contact {
  const contact: Contact = {};
  const handle = composed.handle ?? slugify(person.latin).replaceAll('-', '.');
  if (rng.chance(0.6)) {
    contact.email = `${handle.replaceAll('-', '.')}${rng.chance(0.5) ? rng.int(1, 99) : ''}@${rng.pick(['example.com', 'example.org', 'example.net', 'mail.example.com'])}`;
  }
  if (rng.chance(0.65)) contact.phone = phoneNumber(rng, spec.city);
  const organised = composed.handle !== undefined;
  if (organised && rng.chance(0.6)) contact.website = `https://${composed.handle}.example.com`;
  if (rng.chance(0.5)) contact.preferredLanguage = rng.chance(0.6) ? 'uk' : 'en';
  if (rng.chance(organised || spec.kind === 'event' ? 0.4 : 0.08)) {
    contact.socialLinks = rng.sample(['facebook', 'instagram', 'telegram', 'youtube'], rng.int(1, 2))
      .map((platform) => ({ platform, url: `https://${platform}.example.com/${handle}` }));
  }
  return contact;
}

/** Only directory-like kinds are ever matched against an outside directory. */
const DIRECTORY_CHANCE: Partial<Record<Kind, number>> = { business: 0.35, organization: 0.35, service: 0.12 };

function buildDirectory(rng: Rng, spec: Spec, area: Phrase, composed: Composed, contact: Contact): Directory | null {
  if (!rng.chance(DIRECTORY_CHANCE[spec.kind] ?? 0)) return null;
  const slug = composed.handle ?? 'listing';
  const sources: Directory['sources'] = [
    { title: 'Ukrainian community business directory', url: `https://directory.example.org/${spec.city.slug}/${slug}` },
  ];
  if (contact.website) sources.push({ title: 'Official website', url: contact.website });
  if (rng.chance(0.3)) sources.push({ title: 'City business licence registry', url: `https://data.${spec.city.slug}.example.gov/licences/${rng.int(10000, 99999)}` });
  return {
    status: rng.weighted([['unclaimed', 40], ['claimed', 35], ['existing', 25]] as const),
    locality: area.en,
    nearby: rng.chance(0.25),
    checkedAt: isoUtc(rng.instant(Date.parse('2026-01-05T00:00:00Z'), REF_MS - DAY)),
    sources,
  };
}

/** Start (and maybe end) of an event, on the hour or half hour local time, within 2026-03 … 2027-12. */
function eventTimes(rng: Rng, spec: Spec): EventTimes {
  const [from, to] = spec.eventWhen === 'past'
    ? [Date.parse('2026-03-01T00:00:00Z'), REF_MS - 7 * DAY]
    : [REF_MS + 3 * DAY, Date.parse('2027-12-20T00:00:00Z')];
  const day = new Date(rng.instant(from, to));
  const hour = rng.pick([10, 11, 12, 14, 16, 17, 18, 19]);
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, rng.pick([0, 30]));
  // The offset at roughly that moment is right except within an hour of a DST switch, which is fine here.
  const startMs = wall - offsetMinutes(spec.city, wall - spec.city.stdOffsetHours * HOUR) * MINUTE;
  const endMs = rng.weighted([
    [startMs + rng.int(2, 5) * HOUR, 60],
    [startMs + rng.int(1, 2) * DAY + rng.int(1, 4) * HOUR, 10],
    [undefined, 30],
  ] as const);
  return { startMs, endMs };
}

interface Dates { createdMs: number; updatedMs: number; createdAt: string; updatedAt: string; updatedUtc: boolean; expiresAt: string | null }

/** Era decides the span: legacy imports are older. Public records are edited at least 3 h after creation (duplicates rely on it). */
function buildDates(rng: Rng, spec: Spec, era: Era, event: EventTimes | undefined): Dates {
  let [from, to] = era === 'legacy'
    ? [Date.parse('2024-02-01T00:00:00Z'), Date.parse('2025-08-31T00:00:00Z')]
    : [Date.parse('2025-09-01T00:00:00Z'), REF_MS - 2 * DAY];
  if (spec.expired) to = Math.min(to, Date.parse('2026-08-31T00:00:00Z'));
  if (event) to = Math.min(to, event.startMs - 3 * DAY);
  from = Math.min(from, to - 30 * DAY);
  const createdMs = rng.instant(from, to);
  const updatedMs = rng.instant(createdMs + 3 * HOUR, Math.min(createdMs + 60 * DAY, REF_MS - HOUR));
  const createdUtc = rng.chance(0.6);
  const updatedUtc = rng.chance(0.5);

  let expiresAt: string | null = null;
  if (spec.expired) {
    expiresAt = isoIn(spec.city, rng.instant(Math.max(createdMs + 7 * DAY, Date.parse('2026-05-01T00:00:00Z')), REF_MS - DAY), rng.chance(0.7));
  } else if (rng.chance(0.45)) {
    // From noon UTC on 1 January, so even a local-offset rendering reads as 2027.
    expiresAt = isoIn(spec.city, rng.instant(Date.parse('2027-01-01T12:00:00Z'), Date.parse('2028-12-31T12:00:00Z')), rng.chance(0.7));
  }
  return {
    createdMs, updatedMs, updatedUtc, expiresAt,
    createdAt: isoIn(spec.city, createdMs, createdUtc),
    updatedAt: isoIn(spec.city, updatedMs, updatedUtc),
  };
}

type Languages = 'both' | 'uk' | 'en';

function buildTranslations(rng: Rng, composed: Composed, languages: Languages): ExportListing['content']['translations'] {
  const style = rng.weighted([['’', 70], ["'", 20], ['ʼ', 10]] as const);
  const uk = { title: withApostrophe(composed.title.uk, style), description: withApostrophe(composed.lines.map((l) => l.uk).join(' '), style) };
  const en = { title: composed.title.en, description: composed.lines.map((l) => l.en).join(' ') };
  if (languages === 'uk') return { uk };
  if (languages === 'en') return { en };
  return { uk, en };
}

function buildMedia(rng: Rng, id: string, altBase: string): ExportListing['media'] {
  const count = rng.weighted([[0, 35], [1, 30], [2, 20], [3, 15]] as const);
  return Array.from({ length: count }, (_, i) => {
    const mediaId = rng.uuid();
    return { id: mediaId, url: `${MEDIA_HOST}/ads/${id}/${mediaId}.jpg`, alt: `${altBase} (${i + 1})` };
  });
}

function buildRating(rng: Rng, kind: Kind): ExportListing['rating'] {
  if (!['business', 'organization', 'service'].includes(kind) || rng.chance(0.3)) return { average: null, count: 0 };
  return { average: rng.int(30, 50) / 10, count: rng.int(1, 240) };
}

type Era = 'legacy' | 'current';

/** One valid listing as the export holds it, before status and private data. */
interface Fresh { listing: ExportListing; dates: Dates; person: Person }

function buildListing(rng: Rng, spec: Spec, era: Era): Fresh {
  const id = rng.uuid();
  const area = rng.pick(spec.city.areas);
  const event = spec.kind === 'event' ? eventTimes(rng, spec) : undefined;
  const dates = buildDates(rng, spec, era, event);
  const composed = COMPOSERS[spec.kind]({ rng, city: spec.city, area, spec, event });
  const languages = rng.weighted([['both', 55], ['uk', 25], ['en', 20]] as const);
  const primaryLanguage = languages === 'both' ? (rng.chance(0.6) ? 'uk' : 'en') : languages;
  const translations = buildTranslations(rng, composed, languages);
  const person = personName(rng);
  const contact = buildContact(rng, spec, person, composed);
  const primaryTitle = translations[primaryLanguage]?.title ?? composed.title.en;
  const photo = primaryLanguage === 'uk' ? 'Фото' : 'Photo';

  const displayName = rng.chance(0.08)
    ? null
    : composed.ownName
      ? composed.ownName[primaryLanguage]
      : primaryLanguage === 'uk' ? person.cyrillic : person.latin;

  const listing: ExportListing = {
    id,
    urls: { uk: `${SITE}/uk/ads/${id}`, en: `${SITE}/en/ads/${id}` },
    content: {
      schemaVersion: era === 'legacy' || rng.chance(0.15) ? '1.0.0' : '1.1.0',
      kind: spec.kind,
      categorySlug: composed.categorySlug,
      primaryLanguage,
      translations,
      location: buildLocation(rng, spec),
      price: buildPrice(rng, spec),
      contact,
      images: Array.from({ length: rng.weighted([[0, 40], [1, 30], [2, 20], [3, 10]] as const) },
        (_, i) => ({ assetId: rng.uuid(), alt: `${photo} ${i + 1}: ${primaryTitle}` })),
      attributes: composed.attributes,
    },
    createdAt: dates.createdAt,
    updatedAt: dates.updatedAt,
    expiresAt: dates.expiresAt,
    publisher: { displayName },
    rating: buildRating(rng, spec.kind),
    media: buildMedia(rng, id, primaryTitle),
    directory: buildDirectory(rng, spec, area, composed, contact),
    status: 'approved',
    published: true,
  };
  return { listing, dates, person };
}

// ---------------------------------------------------------------------------
// Private data and the final record
// ---------------------------------------------------------------------------

/** Data the moderation system keeps beside a listing; the build must drop all of it. */
interface Private {
  internalId?: string;
  account?: { email: string; accountId: string; ip: string };
  moderation?: { notes: string; reviewerId: string; reviewedAt?: string };
  publisher?: { email: string; accountId: string };
  content?: { internalNotes: string };
  contact?: { privatePhone: string };
  location?: { exactAddressNote: string };
}

function buildPrivate(rng: Rng, fresh: Fresh, city: CityData, hidden: boolean, sequence: number): Private {
  const priv: Private = {};
  if (!hidden && rng.chance(0.2)) return priv;
  const accountId = `acc_${rng.int(0x100000, 0xffffff).toString(16)}`;
  const mailbox = slugify(fresh.person.latin).replaceAll('-', '.') || 'user';
  const likely = (p: number): boolean => rng.chance(hidden ? Math.min(1, p + 0.3) : p);
  if (likely(0.7)) priv.internalId = `MOD-${new Date(fresh.dates.createdMs).getUTCFullYear()}-${String(sequence).padStart(7, '0')}`;
  if (likely(0.6)) {
    const ip = rng.pick([`203.0.113.${rng.int(1, 254)}`, `198.51.100.${rng.int(1, 254)}`, `2001:db8::${rng.int(1, 0xffff).toString(16)}`]);
    priv.account = { email: `${mailbox}.${rng.int(1, 999)}@${PRIVATE_EMAIL_DOMAIN}`, accountId, ip };
  }
  if (likely(0.35)) {
    priv.moderation = { notes: rng.pick(MODERATION_NOTES), reviewerId: `rev_${rng.int(1, 40)}` };
    if (rng.chance(0.5)) priv.moderation.reviewedAt = isoUtc(fresh.dates.updatedMs);
  }
  if (likely(0.4)) priv.publisher = { email: `${mailbox}@${PRIVATE_EMAIL_DOMAIN}`, accountId };
  if (likely(0.2)) priv.content = { internalNotes: rng.pick(INTERNAL_NOTES) };
  if (likely(0.25)) priv.contact = { privatePhone: phoneNumber(rng, city) };
  if (likely(0.15)) priv.location = { exactAddressNote: rng.pick(ADDRESS_NOTES) };
  return priv;
}

type ExportRecord = Record<string, unknown>;

/** The listing with its private data woven in where a moderation system would keep it. */
function assemble(listing: ExportListing, priv: Private): ExportRecord {
  const { content } = listing;
  return {
    id: listing.id,
    ...(priv.internalId !== undefined && { internalId: priv.internalId }),
    urls: listing.urls,
    content: {
      ...content,
      location: { ...content.location, ...priv.location },
      contact: { ...content.contact, ...priv.contact },
      ...priv.content,
    },
    createdAt: listing.createdAt,
    updatedAt: listing.updatedAt,
    expiresAt: listing.expiresAt,
    publisher: { ...listing.publisher, ...priv.publisher },
    ...(priv.account !== undefined && { account: priv.account }),
    rating: listing.rating,
    media: listing.media,
    directory: listing.directory,
    status: listing.status,
    published: listing.published,
    ...(priv.moderation !== undefined && { moderation: priv.moderation }),
  };
}

const HALF_WRITTEN_CONTENT = ['price', 'location', 'translations', 'images', 'attributes', 'contact', 'categorySlug', 'kind'];
const HALF_WRITTEN_TOP = ['urls', 'media', 'rating', 'directory', 'expiresAt', 'publisher', 'createdAt'];

/** A draft saved mid-way: some fields missing, but never id, status, published or updatedAt. */
function halfWrite(rng: Rng, record: ExportRecord): void {
  const content = record.content as Record<string, unknown>;
  for (const key of rng.sample(HALF_WRITTEN_CONTENT, rng.int(1, 3))) delete content[key];
  for (const key of rng.sample(HALF_WRITTEN_TOP, rng.int(0, 2))) delete record[key];
  if (rng.chance(0.2)) delete record.content;
}

// ---------------------------------------------------------------------------
// The sequence of records
// ---------------------------------------------------------------------------

type HiddenState = { status: ExportListing['status']; published: boolean };
/** Non-public records cycle through these, so every status shows up even in small samples. */
const HIDDEN_CYCLE: readonly HiddenState[] = [
  { status: 'draft', published: false }, { status: 'pending', published: false },
  { status: 'approved', published: false }, { status: 'rejected', published: false },
  { status: 'archived', published: false }, { status: 'draft', published: false },
  // Stale flags: only approved *and* published counts.
  { status: 'pending', published: true }, { status: 'archived', published: true },
  { status: 'rejected', published: false }, { status: 'approved', published: false },
];

/**
 * How a second copy of an id differs from the first:
 * update / update-close   newer and still public: the copy wins;
 * stale / stale-close     older (written later in the files): the first copy wins;
 * newer-draft / -archived newer and not public: the id must disappear.
 * The "-close" pairs are minutes apart in different offsets, so comparing the
 * strings instead of the instants picks the wrong winner.
 */
type DuplicateVariant = 'update' | 'update-close' | 'stale' | 'stale-close' | 'newer-draft' | 'newer-archived';
const DUPLICATE_CYCLE: readonly DuplicateVariant[] = ['update', 'newer-draft', 'stale', 'update-close', 'newer-archived', 'stale-close'];
const DUPLICATE_WEIGHTS: readonly (readonly [DuplicateVariant, number])[] = [
  ['update', 45], ['stale', 20], ['newer-draft', 12], ['newer-archived', 8], ['update-close', 10], ['stale-close', 5],
];

/** A public record kept for re-emission under the same id. */
interface RingEntry { listing: ExportListing; priv: Private; city: CityData; dates: Dates; era: Era }

/**
 * Produces records one at a time and keeps the counts a build at REFERENCE_DATE
 * should report for them.
 */
class RecordSource {
  readonly expected: BuildCounts = { read: 0, public: 0, skippedByStatus: 0, expired: 0, disabledCity: 0, invalid: 0, duplicates: 0 };
  readonly byStatus = new Map<string, number>();
  private readonly ring: RingEntry[] = [];
  private coverageIndex = 0;
  private hiddenIndex = 0;
  private duplicateIndex = 0;
  private sequence = 0;
  private coverageArmed = false;

  constructor(private readonly rng: Rng) {}

  /** From now on, public records follow COVERAGE first. */
  armCoverage(): void {
    this.coverageArmed = true;
  }

  next(era: Era): ExportRecord {
    this.sequence++;
    this.expected.read++;
    if (this.sequence % DUPLICATE_PERIOD === 0 && this.ring.length > 0) return this.duplicate();
    if (this.rng.chance(HIDDEN_RATE)) return this.hidden(era);
    return this.public(era);
  }

  private count(status: string, published: boolean): void {
    const key = `${status}${published ? '+published' : ''}`;
    this.byStatus.set(key, (this.byStatus.get(key) ?? 0) + 1);
  }

  private public(era: Era): ExportRecord {
    const request = this.coverageArmed ? COVERAGE[this.coverageIndex] : undefined;
    if (request) this.coverageIndex++;
    const spec = resolveSpec(this.rng, request ?? {});
    const fresh = buildListing(this.rng, spec, era);
    const priv = buildPrivate(this.rng, fresh, spec.city, false, this.sequence);
    this.count('approved', true);
    if (!spec.city.enabled) this.expected.disabledCity++;
    else if (spec.expired) this.expected.expired++;
    else {
      this.expected.public++;
      this.remember({ listing: fresh.listing, priv, city: spec.city, dates: fresh.dates, era });
    }
    return assemble(fresh.listing, priv);
  }

  private hidden(era: Era): ExportRecord {
    const state = at(HIDDEN_CYCLE, this.hiddenIndex++ % HIDDEN_CYCLE.length);
    const spec = resolveSpec(this.rng, {});
    const fresh = buildListing(this.rng, spec, era);
    fresh.listing.status = state.status;
    fresh.listing.published = state.published;
    const priv = buildPrivate(this.rng, fresh, spec.city, true, this.sequence);
    if (state.status === 'rejected') priv.moderation = { notes: this.rng.pick(REJECTION_NOTES), reviewerId: `rev_${this.rng.int(1, 40)}` };
    const record = assemble(fresh.listing, priv);
    if (state.status === 'draft' && this.rng.chance(0.5)) halfWrite(this.rng, record);
    this.count(state.status, state.published);
    this.expected.skippedByStatus++;
    return record;
  }

  /** Bounded memory: a full ring overwrites a random slot. */
  private remember(entry: RingEntry): void {
    if (this.ring.length < RING_SIZE) this.ring.push(entry);
    else this.ring[this.rng.int(0, RING_SIZE - 1)] = entry;
  }

  /** Takes an entry out of the ring (so no id appears more than twice), preferring one that suits the variant. */
  private take(suits: (e: RingEntry) => boolean): RingEntry | undefined {
    const start = this.rng.int(0, this.ring.length - 1);
    for (let i = 0; i < this.ring.length; i++) {
      const index = (start + i) % this.ring.length;
      const entry = this.ring[index];
      if (entry && suits(entry)) {
        this.ring.splice(index, 1);
        return entry;
      }
    }
    return undefined;
  }

  private duplicate(): ExportRecord {
    let variant = this.duplicateIndex < DUPLICATE_CYCLE.length
      ? at(DUPLICATE_CYCLE, this.duplicateIndex)
      : this.rng.weighted(DUPLICATE_WEIGHTS);
    this.duplicateIndex++;
    // The "-close" variants need the original's updatedAt in UTC (update) or in an offset (stale).
    let entry = variant === 'update-close' ? this.take((e) => e.dates.updatedUtc)
      : variant === 'stale-close' ? this.take((e) => !e.dates.updatedUtc)
        // The first duplicate updates a legacy import, so one pair spans legacy.json and NDJSON.
        : this.duplicateIndex === 1 ? this.take((e) => e.era === 'legacy')
          : undefined;
    if (!entry) {
      if (variant === 'update-close') variant = 'update';
      if (variant === 'stale-close') variant = 'stale';
      entry = this.take(() => true);
    }
    if (!entry) throw new Error('duplicate requested with an empty ring');

    const copy = structuredClone(entry.listing);
    const { city, dates } = entry;
    const rng = this.rng;
    this.expected.duplicates++;
    switch (variant) {
      case 'update':
        copy.updatedAt = isoIn(city, Math.min(dates.updatedMs + rng.int(2, 480) * HOUR, REF_MS - MINUTE), dates.updatedUtc);
        copy.content.schemaVersion = '1.1.0';
        reprice(copy, 0.9, p('Update: the price is lower now.', 'Оновлення: ціну знижено.'));
        break;
      case 'update-close':
        // Newer by under three hours, written in the city's offset (at least 4 h behind UTC):
        // its string sorts before the original's "…Z" string.
        copy.updatedAt = isoIn(city, Math.min(dates.updatedMs + rng.int(20, 170) * MINUTE, REF_MS - MINUTE), false);
        reprice(copy, 0.95, p('Update: new contact hours.', 'Оновлення: змінено години для дзвінків.'));
        break;
      case 'stale':
        copy.updatedAt = isoIn(city, rng.instant(dates.createdMs, dates.updatedMs - 30 * MINUTE), rng.chance(0.5));
        reprice(copy, 1.15);
        break;
      case 'stale-close':
        // Older by under three hours but in UTC: its string sorts after the original's offset string.
        copy.updatedAt = isoUtc(Math.max(dates.createdMs, dates.updatedMs - rng.int(20, 170) * MINUTE));
        reprice(copy, 1.1);
        break;
      case 'newer-draft':
      case 'newer-archived':
        copy.updatedAt = isoIn(city, Math.min(dates.updatedMs + rng.int(1, 240) * HOUR, REF_MS - MINUTE), rng.chance(0.5));
        copy.status = variant === 'newer-draft' ? 'draft' : 'archived';
        copy.published = false;
        this.expected.public--;
        this.expected.skippedByStatus++;
        break;
    }
    const priv: Private = { ...entry.priv };
    // Non-public copies always carry moderation data, even when the public original had none.
    if (variant === 'newer-archived') priv.moderation = { notes: 'Owner asked to take the ad down.', reviewerId: `rev_${rng.int(1, 40)}` };
    if (variant === 'newer-draft') priv.internalId ??= `MOD-${new Date(dates.createdMs).getUTCFullYear()}-${String(this.sequence).padStart(7, '0')}`;
    const record = assemble(copy, priv);
    if (variant === 'newer-draft' && rng.chance(0.5)) halfWrite(rng, record);
    this.count(copy.status, copy.published);
    return record;
  }
}

/** Scales whatever amounts a price has (whole units), and optionally notes the change in every language. */
function reprice(listing: ExportListing, factor: number, note?: Phrase): void {
  const price = listing.content.price;
  const scale = (minor: number | undefined): number | undefined =>
    minor === undefined ? undefined : Math.max(0, Math.round((minor * factor) / 100) * 100);
  if (price.amountMinor !== undefined) price.amountMinor = scale(price.amountMinor);
  if (price.minAmountMinor !== undefined && price.maxAmountMinor !== undefined) {
    price.minAmountMinor = scale(price.minAmountMinor);
    price.maxAmountMinor = Math.max(price.minAmountMinor ?? 0, scale(price.maxAmountMinor) ?? 0);
  }
  if (!note) return;
  const { uk, en } = listing.content.translations;
  if (uk) uk.description = `${uk.description} ${note.uk}`;
  if (en) en.description = `${en.description} ${note.en}`;
}

// ---------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------

/** NDJSON across numbered files, at most `perFile` records each, respecting backpressure. */
class NdjsonParts {
  readonly files: string[] = [];
  private stream: WriteStream | undefined;
  private inFile = 0;
  private buffer = '';

  constructor(private readonly dir: string, private readonly perFile: number) {}

  async write(record: ExportRecord): Promise<void> {
    if (!this.stream || this.inFile === this.perFile) await this.rotate();
    this.buffer += `${JSON.stringify(record)}\n`;
    this.inFile++;
    if (this.buffer.length >= WRITE_CHUNK) await this.flush();
  }

  async close(): Promise<void> {
    await this.flush();
    if (this.stream) {
      this.stream.end();
      await finished(this.stream);
      this.stream = undefined;
    }
  }

  private async flush(): Promise<void> {
    if (!this.stream || this.buffer.length === 0) return;
    const chunk = this.buffer;
    this.buffer = '';
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  private async rotate(): Promise<void> {
    await this.close();
    const file = path.join(this.dir, `part-${String(this.files.length + 1).padStart(3, '0')}.ndjson`);
    this.files.push(file);
    this.stream = createWriteStream(file);
    this.inFile = 0;
  }
}

const pretty = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** Removes only what this script writes, so other files in the export folder survive. */
async function clearOwnFiles(listingsDir: string): Promise<void> {
  const batchDir = path.join(listingsDir, BATCH_DIR);
  const parts = await readdir(batchDir).catch(() => [] as string[]);
  await Promise.all(parts.filter((name) => PART_FILE.test(name)).map((name) => rm(path.join(batchDir, name))));
  await rm(path.join(listingsDir, IMPORTS_DIR, LEGACY_FILE), { force: true });
  // Leave the folders in place if anything else lives there.
  await rmdir(batchDir).catch(() => undefined);
  await rmdir(path.join(listingsDir, IMPORTS_DIR)).catch(() => undefined);
}

export interface GenerateOptions {
  out?: string;
  count?: number;
  seed?: number;
  perFile?: number;
}

export interface GenerateResult {
  out: string;
  /** Every file written, relative to `out`, in writing order. */
  files: string[];
  records: number;
  /** What a build run at REFERENCE_DATE should count for this export. */
  expected: BuildCounts;
  /** Records per "status" or "status+published" (non-winning duplicates included). */
  byStatus: Record<string, number>;
  ms: number;
}

export async function generateContent(options: GenerateOptions = {}): Promise<GenerateResult> {
  const out = options.out ?? 'content';
  const count = options.count ?? 300;
  const seed = options.seed ?? 42;
  const perFile = options.perFile ?? 5000;
  if (!Number.isInteger(count) || count < 0) throw new Error(`count must be a non-negative integer, got ${count}`);
  if (!Number.isInteger(perFile) || perFile < 1) throw new Error(`perFile must be a positive integer, got ${perFile}`);
  if (!Number.isInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  checkVocabulary();

  const started = performance.now();
  const listingsDir = path.join(out, LISTINGS_DIR);
  await clearOwnFiles(listingsDir);
  await mkdir(path.join(listingsDir, BATCH_DIR), { recursive: true });
  await mkdir(path.join(listingsDir, IMPORTS_DIR), { recursive: true });

  await writeFile(path.join(out, 'cities.json'), pretty(CITIES.map(exportCity)));
  await writeFile(path.join(out, 'categories.json'), pretty(CATEGORIES));

  const rng = new Rng(seed);
  const source = new RecordSource(rng);

  // The legacy import is small by definition, so it is built in memory as one JSON array.
  const legacyCount = Math.min(LEGACY_MAX, Math.floor(count / 15));
  const legacy = Array.from({ length: legacyCount }, () => source.next('legacy'));
  const legacyFile = path.join(listingsDir, IMPORTS_DIR, LEGACY_FILE);
  await writeFile(legacyFile, pretty(legacy));

  const streamed = count - legacyCount;
  const parts = new NdjsonParts(path.join(listingsDir, BATCH_DIR), Math.min(perFile, Math.max(1, Math.ceil(streamed / MIN_PARTS))));
  source.armCoverage();
  for (let i = 0; i < streamed; i++) await parts.write(source.next('current'));
  await parts.close();

  const files = [path.join(out, 'cities.json'), path.join(out, 'categories.json'), legacyFile, ...parts.files]
    .map((file) => path.relative(out, file));
  return {
    out, files, records: count, expected: { ...source.expected },
    byStatus: Object.fromEntries([...source.byStatus].sort(([a], [b]) => a.localeCompare(b))),
    ms: performance.now() - started,
  };
}

// ---------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------

function integerOption(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value)) throw new Error(`--${name} must be an integer, got "${value}"`);
  return Number(value);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: 'content' },
      count: { type: 'string' },
      seed: { type: 'string' },
      'per-file': { type: 'string' },
    },
  });
  const result = await generateContent({
    out: values.out,
    count: integerOption(values.count, 'count', 300),
    seed: integerOption(values.seed, 'seed', 42),
    perFile: integerOption(values['per-file'], 'per-file', 5000),
  });
  const e = result.expected;
  console.log(`generate-content: ${result.files.length - 2} listing files, ${result.records} records `
    + `(${e.public} public, ${e.skippedByStatus} not public, ${e.duplicates} duplicates, ${e.expired} expired, `
    + `${e.disabledCity} in disabled city) → ${result.out} in ${(result.ms / 1000).toFixed(2)} s`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
