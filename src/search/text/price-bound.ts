/**
 * A price said in a query: "2br до $1800", "кімната до 1000 доларів",
 * "room under 900", "квартира не дорожче 1500$", "from $2000 CAD". People type
 * the most they would pay as words beside the thing they look for; no listing
 * says "до", and one priced 1,650 dollars answers "до 1800" though its text
 * never says 1800. So a bound is read out of the words and asked of the
 * listings' prices, as `max` and `min` are: the words that say it are no longer
 * words to find.
 *
 * An upper bound is a word for "at most" (до, не дорожче, не больше, under, up
 * to, below, less than, max, …) before an amount of dollars, or before a bare
 * number of three digits or more (a count or a distance carries its unit: "до
 * 5 км" is no price). A lower bound (від, от, from, over, more than, min, …)
 * needs its dollars named: "від 2 років" and "from 5 years" are no prices.
 */
import { isNumberTerm, NUMBER_MARK, readNumbers } from './numbers.ts';

/** A price the query says, in major units of dollars, and the dollars it names, if it names which. */
export interface PriceBound {
  /** The query without the words that say the bound. */
  rest: string;
  max?: number;
  min?: number;
  currency?: 'USD' | 'CAD';
}

const AT_MOST = String.raw`до|не\s+дорожче|не\s+дороже|не\s+більше|не\s+больше|дешевше|дешевле|максимум|макс\.?|under|up\s+to|below|less\s+than|no\s+more\s+than|not\s+more\s+than|max\.?|maximum|within|<=?|≤`;
const AT_LEAST = String.raw`від|от|не\s+менше|не\s+меньше|мінімум|минимум|from|over|above|more\s+than|at\s+least|min\.?|minimum|>=?|≥`;

/** A bound's words, then the number readNumbers reads after them. */
const BOUND = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:(?<most>${AT_MOST})|(?<least>${AT_LEAST}))[\s\u00a0]*(?=[$\d]|us\$|ca?\$|usd|cad)`, 'gu');

/** The smallest bare number read as a price: smaller ones are counts, ages, hours. */
const BARE_PRICE_MIN = 100;

/**
 * The bound a query (as `searchableText` makes it) says, and the query without
 * it, as typed otherwise (capitals say acronyms); null when it says none. The
 * first bound of each side counts.
 */
export function readPriceBound(text: string): PriceBound | null {
  const lower = text.toLowerCase();
  // A lower case of another length (a rare letter) would misplace every cut: such a query is read as it is.
  if (lower.length !== text.length) return null;
  const numbers = readNumbers(lower);
  // Every bound's words with the number after them, in order.
  const candidates = [...lower.matchAll(BOUND)].flatMap((match) => {
    const number = numbers.find((n) => n.start === match.index + match[0].length);
    if (!number || !isNumberTerm(number.query)) return [];
    const [digits, unit] = number.query.split(NUMBER_MARK) as [string, string];
    if (unit !== '' && unit !== '$' && unit !== 'usd' && unit !== 'cad') return [];
    return [{ start: match.index, end: number.end, most: match.groups!.most !== undefined, value: Number(digits), unit }];
  });
  const isPrice = (c: (typeof candidates)[number]) => c.unit !== '' || (c.most && c.value >= BARE_PRICE_MIN);
  const bound: PriceBound = { rest: text };
  const cut: [number, number][] = [];
  candidates.forEach((candidate, i) => {
    const next = candidates[i + 1];
    // "від 1200 до 1800 доларів": the dollars a range ends with are its start's too.
    const startsARange = !candidate.most && next !== undefined && next.most && isPrice(next) && lower.slice(candidate.end, next.start).trim() === '';
    if (!isPrice(candidate) && !startsARange) return;
    if (candidate.most ? bound.max !== undefined : bound.min !== undefined) return;
    if (candidate.most) bound.max = candidate.value;
    else bound.min = candidate.value;
    if (candidate.unit === 'usd' || candidate.unit === 'cad') bound.currency ??= candidate.unit === 'usd' ? 'USD' : 'CAD';
    cut.push([candidate.start, candidate.end]);
  });
  if (cut.length === 0) return null;
  // Whole bounds, each once: the later one's words would start inside the earlier's otherwise.
  bound.rest = cut.sort(([a], [b]) => b - a).reduce((rest, [start, end]) => `${rest.slice(0, start)} ${rest.slice(end)}`, text).replace(/\s+/g, ' ').trim();
  if (bound.min !== undefined && bound.max !== undefined && bound.min > bound.max) return null;
  return bound;
}
