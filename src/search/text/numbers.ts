/**
 * Numbers and units: the one reading of "3br", "three-bedroom", "трикімнатна",
 * "$2,400", "2 400 доларів", "2.4k", "5½", "15км" and "718-555-0163", by the
 * build in a listing's text and by the runtime in a query, into terms of the
 * vocabulary that say the number and its unit as one thing ("2⁄bedroom",
 * "2400⁄$").
 *
 * A number term holds the fraction slash (⁄, U+2044), which no typed word
 * holds (it is no letter or digit), so a number term never meets a word. A
 * listing is indexed under every term its number says — the number alone, the
 * number of dollars, and of its currency when it names one — and a query asks
 * for the most particular: "$2400" for dollars of either currency, "2400 USD"
 * for US dollars, "2400" for the number in any unit. A number with a unit is
 * only that number: "2 bedrooms" is never "1 bedroom".
 *
 * A code is a word, not a number: digits after letters ("G2", "T4", "RAV4"),
 * after a letter and a hyphen ("CDL-A" has none, "F-150", "I-130", "W-2"), or
 * before letters that are no unit ("4x4", "1099-NEC") are left to the words.
 * The digits of a phone number, however grouped, are one term of digits, as
 * the number typed without spaces or dashes is.
 */

/** What marks a number term: the fraction slash, a character no typed word holds. */
export const NUMBER_MARK = '⁄';

/** Whether a vocabulary term is a number term (made here, never typed). */
export const isNumberTerm = (term: string): boolean => term.includes(NUMBER_MARK);

/** The unit of bedrooms and a den ("1+1"): a number term of its own beside the bedrooms'. */
const WITH_DEN = 'bedroom+den';

/** A currency a number names: either dollar, or one of them. */
type Currency = '$' | 'usd' | 'cad';

/** A number read in a text: where it stands (code units of the text given), its value, and its unit or currency. */
export interface NumberRead {
  start: number;
  end: number;
  /** The term the reading stands for when typed in a query: the most particular one. */
  query: string;
  /** The terms a listing that says it is indexed under: every one a query may ask for. */
  index: string[];
}

/** The units a number may carry, each spelled every way people write it, longest spellings first. */
const UNITS: [unit: string, spellings: string][] = [
  // A bathroom before a bedroom: "2 ванні кімнати" is two bathrooms, not two rooms.
  ['bathroom', String.raw`bathrooms?|baths?|ba|ванн\p{L}*(?:\s+кімнат\p{L}*|\s+комнат\p{L}*)?|санвузл\p{L}*|санвуз\p{L}*|сануз\p{L}*`],
  ['bedroom', String.raw`bedrooms?|bdrms?|bdr|bd|br|beds?|кімнат\p{L}*|кімн\.?|комнат\p{L}*|комн\.?|спальн\p{L}*`],
  ['sqft', String.raw`sq\.?\s?ft\.?|sqft|square\s+f(?:ee|oo)t|ft2|ft²|кв\.?\s?фут\p{L}*`],
  ['m2', String.raw`m2|m²|sq\.?\s?m|sqm|square\s+met(?:er|re)s?|кв\.?\s?м(?:етр\p{L}*)?\.?|м2|м²|квадратн\p{L}*\s+метр\p{L}*|метр\p{L}*\s+квадратн\p{L}*|квадрат\p{L}*|kvadrat\p{L}*`],
  ['km', String.raw`km|kilomet(?:er|re)s?|км|кілометр\p{L}*|километр\p{L}*`],
  ['mile', String.raw`miles?|mi|миль|мил[іяю]`],
  ['gb', String.raw`gb|гб`],
];

/**
 * What a count of a unit says a thing is, by English words of the glossary's
 * concepts: a count of bedrooms says the thing is a dwelling to rent or buy,
 * so a query's word for one ("2-кімнатна квартира", "2br apartment", "2 bedroom
 * unit", "2br rental", a Canadian "suite") says it again and decides nothing (a
 * two-bedroom condo, or a share of a 2br, is what "двокімнатна квартира" asks
 * for). A house or a townhouse is a kind of dwelling, not a word for any: it decides.
 */
export const WHAT_A_COUNT_NAMES: Readonly<Record<string, readonly string[]>> = {
  bedroom: ['apartment', 'condo', 'unit', 'suite', 'rental'],
  [WITH_DEN]: ['apartment', 'condo', 'unit', 'suite', 'rental'],
  bathroom: ['apartment', 'condo', 'unit', 'suite', 'rental'],
  // Quebec counts a dwelling's rooms with a half for the bathroom ("5½", "4 1/2"): the count says a dwelling too.
  rooms: ['apartment', 'condo'],
  // A count of gigabytes is the memory's size ("16gb ram" of "16 ГБ"), a storage's being another count of them.
  gb: ['ram', 'memory'],
};

/**
 * The periods a price is asked per ("1800 в месяц", "$25/hr", "$2,400 a
 * month"), by their dictionary words in the three languages: beside a number,
 * such a word says how the price is counted, which a listing may leave unsaid
 * ("1.8k with utilities"), so it decides nothing. Years are no such period: a
 * number's year is a model's or a count of them ("2018 року", "3 роки досвіду").
 */
export const RATE_PERIODS: ReadonlySet<string> = new Set([
  'місяць', 'міс', 'тиждень', 'година', 'доба', 'день',
  'месяц', 'мес', 'неделя', 'час', 'сутки',
  'month', 'months', 'monthly', 'mo', 'week', 'weeks', 'weekly', 'wk', 'hour', 'hours', 'hourly', 'hr', 'day', 'days', 'daily',
]);

/** The unit of a number term ("2⁄bedroom": bedroom), or null for a bare number or another term. */
export function unitOf(term: string): string | null {
  const at = term.indexOf(NUMBER_MARK);
  return at < 0 || at === term.length - 1 ? null : term.slice(at + 1);
}

/**
 * Dollars, named before or after the number, in the three languages and in
 * Latin letters as Ukrainian and Russian are typed ("dolariv", "baksiv");
 * the country's adjective says which dollars ("канадських доларів").
 */
const CURRENCIES: [currency: Currency, spellings: string][] = [
  ['usd', String.raw`usd|us\$|us\s?dollars?|american\s+dollars?|американськ\p{L}*\s+долар\p{L}*|американск\p{L}*\s+доллар\p{L}*|amerykansk\p{L}*\s+doll?ar\p{L}*`],
  ['cad', String.raw`cad|ca?\$|canadian\s+dollars?|канадськ\p{L}*\s+долар\p{L}*|канадск\p{L}*\s+доллар\p{L}*|kanadsk\p{L}*\s+doll?ar\p{L}*`],
  ['$', String.raw`\$|doll?ar\p{L}*|bucks|baks\p{L}*|долар\p{L}*|доллар\p{L}*|дол\.?|бакс\p{L}*`],
];

/** A hundredth of a dollar, after the number ("50 центів", "99¢"): the number read as dollars. */
const CENTS = String.raw`¢|cents?|cent[iy]v|центів|центов|цент[аи]?`;

/** Words for small counts, as a count before a unit ("two bedrooms", "три спальні", "чотирма спальнями"). */
const COUNT_WORDS: [value: number, spellings: string][] = [
  [1, 'one|один|одна|одну|одно|одної|одной'],
  [2, 'two|два|дві|две|двох|двух|двома|двумя'],
  [3, 'three|три|трьох|трех|трёх|трьома|тремя'],
  [4, 'four|чотири|чотирьох|чотирма|четыре|четырех|четырёх|четырьмя'],
  [5, "five|п'ять|пять|п'яти|пяти"],
];

/** The first parts of compounds of a count ("двокімнатна", "трехкомнатная"), and the colloquial names of flats by their rooms ("однушка"). */
const COMPOUND_COUNTS: [value: number, spellings: string][] = [
  [1, 'одно|одн|odno|odn'], [2, 'дво|двох|двух|дву|dvo|dvokh|dvukh|dvu'], [3, 'три|трьох|трех|трёх|try|tri|trokh|trekh'],
  [4, 'чотири|чотирьох|четырех|четырёх|chotyry|chotyrokh'],
];
const FLAT_NAMES: [value: number, spellings: string][] = [[1, 'однушк'], [2, 'двушк'], [3, 'трешк|трёшк']];

const alternatives = (rows: [unknown, string][]) => rows.map(([, spellings], i) => `(?<g${i}>${spellings})`).join('|');
const groupOf = (groups: Record<string, string | undefined>) => Number(Object.keys(groups).find((name) => groups[name] !== undefined)!.slice(1));

/** Nothing of a word may stand right before a number: no letter or digit, nor a letter and a hyphen (a code, "F-150"). */
const FREE_BEFORE = String.raw`(?<![\p{L}\p{N}])(?<![\p{L}][-‐‑])`;
/** Nor right after its unit: a letter or digit would make it part of a longer word. */
const FREE_AFTER = String.raw`(?![\p{L}\p{N}])`;
const SPACE = String.raw`[\s\u00a0\u2009\u202f]`;
const BETWEEN = String.raw`${SPACE}*[-‐‑]?${SPACE}*`;

const DIGITS = String.raw`\d{1,3}(?:[,\u00a0\u2009\u202f ]\d{3})+(?!\d)|\d+(?:[.,]\d+)?`;
const FRACTION = String.raw`½|${SPACE}+1/2(?!\d)`;
/** A count with a half below this, alone, is a dwelling's rooms as Quebec counts them (the half is the bathroom): "3½" to "9½". */
const QUEBEC_ROOMS_MAX = 10;
const THOUSANDS = String.raw`k(?![\p{L}])|к(?![\p{L}])|${SPACE}*(?:тис|тыс)\.?|${SPACE}+thousand`;

/** A phone number: ten digits (an optional 1 before), grouped 3, 3 and 4 by spaces, dots, dashes or brackets, or seven digits or more in a run. */
const PHONE = new RegExp(String.raw`${FREE_BEFORE}(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}(?!\d)|${FREE_BEFORE}\d{7,}(?!\d)`, 'gu');

/**
 * Bedrooms and a den, as North American listings count them: "1+1", "2 + den"
 * is one or two bedrooms (the den is no bedroom), and Ukrainian and Russian ads
 * write it so too ("квартира 1+1"). A listing that says so is one of that many
 * bedrooms and one with a den besides; a query that says so asks for the den.
 */
const PLUS_DEN = new RegExp(String.raw`${FREE_BEFORE}(?<count>[1-5])${SPACE}*\+${SPACE}*(?:1|den|д[еє]н)(?![\p{L}\p{N}+])`, 'gu');

/** A den after a count of bedrooms ("2 bedroom + den", "1 br plus den", "2-bedroom and den", "1 спальня + ден"). */
const DEN_AFTER = new RegExp(String.raw`^${SPACE}*(?:\+|&|plus|and|with(?:${SPACE}+a)?|плюс|і|и|з|с)${SPACE}*(?:den|д[еє]н)(?![\p{L}\p{N}])`, 'u');

/** Dollars named before the number: by their signs and codes only ("$2400", "CAD 2400"). */
const BEFORE = String.raw`us\$|ca?\$|usd|cad|\$`;

const NUMBER = new RegExp(
  String.raw`${FREE_BEFORE}(?:(?<before>${BEFORE})${SPACE}*)?(?<digits>${DIGITS})(?<fraction>${FRACTION})?(?<thousands>${THOUSANDS})?`,
  'gu',
);
const UNIT_AFTER = new RegExp(String.raw`^${BETWEEN}(?:${alternatives(UNITS)})${FREE_AFTER}`, 'u');
const CURRENCY_AFTER = new RegExp(String.raw`^${SPACE}*(?:${alternatives(CURRENCIES)})(?![\p{L}\p{N}])`, 'u');
const CENTS_AFTER = new RegExp(String.raw`^${SPACE}*(?:${CENTS})(?![\p{L}\p{N}])`, 'u');
const CURRENCY_BEFORE = new RegExp(String.raw`^(?:${alternatives(CURRENCIES)})$`, 'u');
const CODE_AFTER = new RegExp(String.raw`^(?:[\p{L}\p{N}]|[-‐‑][\p{L}\p{N}])`, 'u');
const COUNT_UNIT = new RegExp(String.raw`(?<![\p{L}\p{N}'])(?:${alternatives(COUNT_WORDS)})${BETWEEN}(?=(?:${UNITS.map(([, s]) => s).join('|')})${FREE_AFTER})`, 'gu');
const COMPOUND = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:(?:${alternatives(COMPOUND_COUNTS)})[-‐‑]?(?:кімнатн|комнатн|kimnatn|komnatn)\p{L}*)(?![\p{L}\p{N}])`, 'gu');
const FLAT = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alternatives(FLAT_NAMES)})\p{L}*(?![\p{L}\p{N}])`, 'gu');

/** Whether a text has a digit: phone numbers, dens and numbers in digits need one. */
const HAS_DIGIT = /\p{Nd}/u;

/** A number as its terms spell it: no trailing zeros, a point for a decimal. */
function spelled(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The terms of `value` in `unit` (none: the number alone). */
const term = (value: number, unit = '') => `${spelled(value)}${NUMBER_MARK}${unit}`;

/** The value of digits as written: thousands apart by commas or spaces, a decimal comma or point. */
function valueOf(digits: string): number {
  if (/^\d{1,3}(?:[,\u00a0\u2009\u202f ]\d{3})+$/.test(digits)) return Number(digits.replace(/[^\d]/g, ''));
  return Number(digits.replace(',', '.'));
}

/** The terms a number in `unit` or `currency` is read as, for a query (the first) and a listing (all). */
function reading(start: number, end: number, value: number, unit: string | null, currency: Currency | null): NumberRead {
  if (unit === WITH_DEN) return { start, end, query: term(value, WITH_DEN), index: [term(value), term(value, 'bedroom'), term(value, WITH_DEN)] };
  if (unit !== null) return { start, end, query: term(value, unit), index: [term(value), term(value, unit)] };
  if (currency === null) return { start, end, query: term(value), index: [term(value)] };
  const index = [term(value), term(value, '$')];
  if (currency !== '$') index.push(term(value, currency));
  return { start, end, query: term(value, currency), index };
}

/** The terms a listing's own price is indexed under, as the same number written in its text would be. */
export function priceTerms(amount: number, currency: string): string[] {
  const named = currency.toLowerCase();
  return reading(0, 0, amount, null, named === 'usd' || named === 'cad' ? named : '$').index;
}

/**
 * Every number of a text (lower case, as `searchableText` makes it), in order:
 * phone numbers, bedrooms and a den, counts in words and compounds, and digits
 * with what they carry. Readings never overlap.
 */
export function readNumbers(text: string): NumberRead[] {
  const found: NumberRead[] = [];
  const taken = (start: number, end: number) => found.some((r) => start < r.end && r.start < end);
  // Phone numbers, dens and digits need a digit; most words typed have none.
  const hasDigits = HAS_DIGIT.test(text);
  for (const match of hasDigits ? text.matchAll(PHONE) : []) {
    const digits = match[0].replace(/\D/g, '');
    found.push({ start: match.index, end: match.index + match[0].length, query: digits.slice(-10), index: [digits.slice(-10)] });
  }
  for (const match of hasDigits ? text.matchAll(PLUS_DEN) : []) {
    const end = match.index + match[0].length;
    if (!taken(match.index, end)) found.push(reading(match.index, end, Number(match.groups!.count), WITH_DEN, null));
  }
  for (const [pattern, rows] of [[COMPOUND, COMPOUND_COUNTS], [FLAT, FLAT_NAMES]] as const) {
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (!taken(match.index, end)) found.push(reading(match.index, end, rows[groupOf(match.groups!)]![0], 'bedroom', null));
    }
  }
  for (const match of text.matchAll(COUNT_UNIT)) {
    const rest = text.slice(match.index + match[0].length);
    const unit = UNIT_AFTER.exec(rest);
    if (!unit) continue;
    const end = match.index + match[0].length + unit[0].length;
    if (!taken(match.index, end)) found.push(reading(match.index, end, COUNT_WORDS[groupOf(match.groups!)]![0], UNITS[groupOf(unit.groups!)]![0], null));
  }
  if (!hasDigits) return found.sort((x, y) => x.start - y.start);
  // What is read already is blanked out, so that the digits of a phone number are not read again one group at a time.
  let masked = text;
  for (const { start, end } of found) masked = masked.slice(0, start) + ' '.repeat(end - start) + masked.slice(end);
  for (const match of masked.matchAll(NUMBER)) {
    const { before, digits, fraction, thousands } = match.groups!;
    let value = valueOf(digits!) + (fraction ? 0.5 : 0);
    if (thousands) value *= 1000;
    let end = match.index + match[0].length;
    const rest = masked.slice(end);
    let unit: string | null = null;
    let currency: Currency | null = before ? CURRENCIES[groupOf(CURRENCY_BEFORE.exec(before)!.groups!)]![0] : null;
    const unitMatch = currency === null ? UNIT_AFTER.exec(rest) : null;
    const currencyMatch = unitMatch ? null : CURRENCY_AFTER.exec(rest);
    const centsMatch = unitMatch || currencyMatch || currency !== null || thousands ? null : CENTS_AFTER.exec(rest);
    if (centsMatch) {
      value /= 100;
      currency = '$';
      end += centsMatch[0].length;
    } else if (unitMatch) {
      unit = UNITS[groupOf(unitMatch.groups!)]![0];
      end += unitMatch[0].length;
      const den = unit === 'bedroom' ? DEN_AFTER.exec(masked.slice(end)) : null;
      if (den) {
        unit = WITH_DEN;
        end += den[0].length;
      }
    } else if (currencyMatch) {
      const after = CURRENCIES[groupOf(currencyMatch.groups!)]![0];
      // "$800 CAD": the named currency says which dollars.
      currency = currency === null || currency === '$' ? after : currency;
      end += currencyMatch[0].length;
    } else if (CODE_AFTER.test(rest)) {
      continue; // A code ("4x4", "1099-NEC", "10-year"): a word, not a number.
    } else if (fraction && !thousands && currency === null && value < QUEBEC_ROOMS_MAX) {
      unit = 'rooms'; // "5½", "4 1/2": a dwelling's rooms as Quebec counts them.
    }
    if (!taken(match.index, end)) found.push(reading(match.index, end, value, unit, currency));
  }
  return found.sort((x, y) => x.start - y.start);
}
