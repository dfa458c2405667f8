/**
 * A stream of requests that behaves like a search log, made from a built
 * snapshot's own words: what the traffic benchmark (traffic.ts) asks.
 *
 * Behind an edge cache most queries reach the service once: a few are asked
 * again and again, the long tail once each. So every class of query has a pool
 * of distinct queries, in a random order that is their rank, and the query of
 * rank r is asked max(1, round(F / r)) times (Zipf, exponent 1, down to the
 * tail where each is asked once); F is a tenth of the pool, which leaves some
 * nine in ten of a pool asked exactly once. The requests of all classes are
 * then shuffled into one order: the order they are asked in.
 *
 * The text classes are the ways people type: one common word, one rare word,
 * two and three words (taken together from one listing's title, as someone who
 * saw it would), a prefix, a typo, Ukrainian typed in Latin letters, a word
 * typed on the other keyboard layout, a phrase of intent around a word, words
 * with filters, and deep pages. Besides them: filter-only searches and listing
 * reads, so that the mixed stream is half listing reads, a third filter
 * searches and the rest text, as the service's traffic is.
 */
import { closeSync, openSync, readFileSync, readSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Rng } from '../scripts/content/rng.ts';
import { otherLayout } from '../src/search/text/keyboard-layout.ts';
import { tokenize } from '../src/search/text/tokenize.ts';
import { romanize } from '../src/search/text/transliterate.ts';

export const TEXT_CLASSES = ['common', 'rare', 'two', 'three', 'prefix', 'typo', 'latin', 'layout', 'phrase', 'filtered', 'deep'] as const;
export type TextClass = (typeof TEXT_CLASSES)[number];
export const CLASSES = [...TEXT_CLASSES, 'filter', 'listing'] as const;
export type RequestClass = (typeof CLASSES)[number];

/** A search as the engine takes it (the typed fields of SearchQuery). */
export type Query = Record<string, string | number | boolean>;
/** One distinct request: its class, its path, and for a search the query (a listing read has none). */
export interface Distinct { class: RequestClass; path: string; query: Query | null }

export interface TrafficStream {
  /** Every distinct request, in the order of its first request in the stream. */
  distinct: Distinct[];
  /** Every request, in the order asked: indexes into `distinct`. */
  stream: number[];
}

/** The share of the mixed stream's requests: listing reads, filter-only searches, text searches. */
export const MIX = { listing: 0.5, filter: 0.35, text: 0.15 } as const;

/** How often the query of each rank is asked: Zipf with exponent 1 down to once, F a tenth of the pool. */
export function zipfCounts(pool: number): number[] {
  const top = Math.max(1, pool / 10);
  return Array.from({ length: pool }, (_, i) => Math.max(1, Math.round(top / (i + 1))));
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** A search's path, spaces as %20 (as browsers send them), parameters in a fixed order. */
export function searchPath(query: Query): string {
  return `/api/v1/ads?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString().replace(/\+/g, '%20')}`;
}

interface Word { term: string; postings: number }

/** The snapshot's vocabulary, words of letters only, with the number of listings each is in. */
function vocabulary(dist: string): Word[] {
  const { terms } = JSON.parse(readFileSync(path.join(dist, 'data/terms.json'), 'utf8')) as { terms: string[] };
  const meta = JSON.parse(readFileSync(path.join(dist, 'data/meta.json'), 'utf8')) as { arrays: Record<string, { offset: number; length: number }> };
  const entry = meta.arrays.termOffsets!;
  // Only the offsets are read, not the whole arrays file: a term's postings are the gap to the next one's.
  const bytes = Buffer.alloc(entry.length * 4);
  const file = openSync(path.join(dist, 'data/arrays.bin'), 'r');
  try {
    readSync(file, bytes, 0, bytes.length, entry.offset);
  } finally {
    closeSync(file);
  }
  const offsets = new Uint32Array(bytes.buffer, bytes.byteOffset, entry.length);
  const words: Word[] = [];
  terms.forEach((term, t) => {
    if (/^\p{L}{3,}$/u.test(term) && t + 1 < offsets.length) words.push({ term, postings: offsets[t + 1]! - offsets[t]! });
  });
  return words;
}

const CYRILLIC = /^\p{Script=Cyrillic}+$/u;
const LATIN = /^[a-z]+$/;
const UKRAINIAN_LETTERS = [...'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя'];
const LATIN_LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];
/** Words that carry no subject: not the content word of a phrase. */
const FUNCTION_WORDS = new Set(['the', 'and', 'for', 'with', 'from', 'near', 'this', 'that', 'are', 'you', 'our', 'your', 'all', 'will', 'has', 'have', 'was', 'але', 'для', 'або', 'біля', 'від', 'при', 'про', 'що', 'які', 'які', 'наш', 'ваш', 'так', 'також', 'після', 'поруч', 'також']);
const PHRASES_UK = ['шукаю {w}', 'шукаю {w} в {city}', 'потрібна {w}', 'потрібен {w} терміново', 'де знайти {w}', '{w} недорого', 'хто знає {w}', '{w} в {city}'];
const PHRASES_EN = ['need a {w} near me', 'looking for {w} in {city}', 'where to find {w}', 'cheap {w}', 'best {w} near {city}', '{w} for rent', 'any {w} available', 'need {w} asap'];

/** One edit to a word: a letter left out, doubled, replaced by a neighbour letter, or two swapped (never the first letter). */
function typo(rng: Rng, word: string): string {
  const letters = [...word];
  const at = rng.int(1, letters.length - 1);
  const alphabet = CYRILLIC.test(word) ? UKRAINIAN_LETTERS : LATIN_LETTERS;
  switch (rng.int(0, 3)) {
    case 0: letters.splice(at, 1); break;
    case 1: letters.splice(at, 0, letters[at]!); break;
    case 2: letters[at] = rng.pick(alphabet.filter((l) => l !== letters[at])); break;
    default: if (at + 1 < letters.length) [letters[at], letters[at + 1]] = [letters[at + 1]!, letters[at]!]; else letters.splice(at, 1);
  }
  return letters.join('');
}

interface Listing { id: string; titles: string[]; city: string; category: string }

/**
 * The classes' pools of distinct queries (`perTextClass` each, or as many as
 * the vocabulary makes: there are only so many common words) and the stream.
 * `seed` makes it the same stream every time for the same snapshot.
 */
export function makeTrafficStream(dist: string, { perTextClass, seed = 20261126 }: { perTextClass: number; seed?: number }): TrafficStream {
  const rng = new Rng(seed);
  const words = vocabulary(dist).filter((w) => w.postings > 0 && !FUNCTION_WORDS.has(w.term));
  const byPostings = [...words].sort((a, b) => b.postings - a.postings || (a.term < b.term ? -1 : 1));
  // Common: the 200 most frequent words; rare: the least frequent quarter (the generated vocabulary is small).
  const common = byPostings.slice(0, 200);
  const rare = byPostings.slice(Math.floor(byPostings.length * 0.75));
  // Other words are picked as often as they occur (people ask for what there is), from the 3,000 most frequent.
  const frequent = byPostings.slice(0, 3000);
  // Weighted by the square root of their frequency (the head would crowd out the rest), by bisection of the running sums.
  const cumulative: number[] = [];
  frequent.reduce((total, w) => { cumulative.push(total + Math.sqrt(w.postings)); return cumulative.at(-1)!; }, 0);
  const weightedWord = (): Word => {
    const r = rng.next() * cumulative.at(-1)!;
    let low = 0, high = cumulative.length - 1;
    while (low < high) { const mid = (low + high) >> 1; if (cumulative[mid]! > r) high = mid; else low = mid + 1; }
    return frequent[low]!;
  };
  const anyWord = (filter: (w: Word) => boolean = () => true): string => {
    for (let i = 0; i < 100; i++) {
      const w = weightedWord();
      if (filter(w)) return w.term;
    }
    return rng.pick(frequent.filter(filter)).term;
  };
  const cyrillicWord = (w: Word) => CYRILLIC.test(w.term) && w.term.length >= 4;
  const latinWord = (w: Word) => LATIN.test(w.term) && w.term.length >= 4;

  // Listings: ids for reads, titles for multi-word queries, cities and categories for filters.
  const adsDir = path.join(dist, 'api/v1/ads');
  const ids = readdirSync(adsDir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
  const listings: Listing[] = rng.sample(ids, Math.min(3000, ids.length)).map((id) => {
    const doc = JSON.parse(readFileSync(path.join(adsDir, `${id}.json`), 'utf8')) as {
      content: { translations: Record<string, { title: string }> }; city?: { key?: string }; category?: { slug?: string };
    };
    return { id, titles: Object.values(doc.content.translations).map((t) => t.title), city: doc.city?.key ?? '', category: doc.category?.slug ?? '' };
  });
  const meta = JSON.parse(readFileSync(path.join(dist, 'data/meta.json'), 'utf8')) as { dictionaries: { city: string[]; category: string[] } };
  const cities = meta.dictionaries.city;
  const categories = meta.dictionaries.category;
  const cityNames = { uk: ['Торонто', 'Чикаго', 'Нью-Йорку', 'Вінніпезі', 'Едмонтоні'], en: ['Toronto', 'Chicago', 'New York', 'Winnipeg', 'Edmonton'] };

  /** Two or three words of one listing's title, in their order, the function words left out. */
  const titleWords = (n: number): string | null => {
    const title = rng.pick(rng.pick(listings).titles);
    const terms = tokenize(title).filter((t) => /^\p{L}{3,}$/u.test(t) && !FUNCTION_WORDS.has(t));
    if (terms.length < n) return null;
    const start = rng.int(0, terms.length - n);
    return terms.slice(start, start + n).join(' ');
  };
  const titleWord = (script: RegExp): string | null => {
    const terms = rng.pick(listings).titles.flatMap((title) => tokenize(title)).filter((t) => t.length >= 4 && script.test(t) && !FUNCTION_WORDS.has(t));
    return terms.length ? rng.pick(terms) : null;
  };
  const priceFilter = (query: Query) => {
    query.currency = rng.pick(['USD', 'CAD']);
    if (rng.chance(0.4)) query.sort = rng.pick(['price_low', 'price_high']);
    if (rng.chance(0.3)) { query.min = String(rng.int(0, 200)); query.max = String(rng.int(200, 5000)); }
  };

  const makers: Record<RequestClass, () => Query | string | null> = {
    common: () => ({ q: rng.pick(common).term }),
    rare: () => ({ q: rng.pick(rare).term }),
    two: () => { const q = titleWords(2); return q && { q }; },
    three: () => { const q = titleWords(3); return q && { q }; },
    prefix: () => {
      const word = anyWord((w) => w.term.length >= 5);
      const cut = word.slice(0, rng.int(3, [...word].length - 1));
      return { q: rng.chance(0.4) ? `${anyWord()} ${cut}` : cut };
    },
    typo: () => ({ q: typo(rng, anyWord((w) => [...w.term].length >= 5)) }),
    // Single words mostly, sometimes two, each typed the other way.
    latin: () => ({ q: Array.from({ length: rng.chance(0.7) ? 1 : 2 }, () => romanize(anyWord(cyrillicWord))).join(' ') }),
    layout: () => {
      const script = rng.chance(0.7) ? cyrillicWord : latinWord;
      const retyped = otherLayout(Array.from({ length: rng.chance(0.7) ? 1 : 2 }, () => anyWord(script)).join(' '));
      return retyped && { q: retyped };
    },
    phrase: () => {
      // The content word from a title (titles name things: "under" or "коли" would not be asked for).
      const uk = rng.chance(0.5);
      const word = titleWord(uk ? CYRILLIC : LATIN) ?? anyWord(uk ? cyrillicWord : latinWord);
      const template = rng.pick(uk ? PHRASES_UK : PHRASES_EN);
      return { q: template.replace('{w}', word).replace('{city}', rng.pick(uk ? cityNames.uk : cityNames.en)) };
    },
    filtered: () => {
      const query: Query = { q: rng.chance(0.7) ? anyWord() : (titleWords(2) ?? anyWord()) };
      const which = rng.int(0, 2);
      if (which === 0 || rng.chance(0.3)) query.city = rng.pick(cities);
      if (which === 1 || rng.chance(0.3)) query.category = rng.pick(categories);
      if (which === 2) priceFilter(query);
      return query;
    },
    deep: () => ({ q: rng.chance(0.5) ? rng.pick(common).term : anyWord(), page: rng.int(20, 200) }),
    filter: () => {
      const query: Query = {};
      if (rng.chance(0.5)) query.city = rng.pick(cities);
      if (rng.chance(0.4)) query.category = rng.pick(categories);
      if (rng.chance(0.3)) query.kind = rng.pick(['housing', 'job', 'service', 'event', 'classified']);
      if (rng.chance(0.3)) priceFilter(query);
      if (!query.kind && rng.chance(0.1)) query.upcoming = true;
      if (rng.chance(0.3)) query.pageSize = 48;
      query.page = rng.chance(0.8) ? rng.int(1, 3) : rng.int(4, 100);
      return query;
    },
    listing: () => readOrder[nextRead++] ?? null,
  };

  // The pools: each text class `perTextClass` distinct queries; filter searches and listing reads as many
  // as make their share of the requests with the same Zipf curve (listing reads at most every listing).
  const textRequests = TEXT_CLASSES.length * sum(zipfCounts(perTextClass));
  const poolFor = (share: number, cap: number) => {
    const wanted = (textRequests * share) / MIX.text;
    // sum(zipfCounts(n)) grows a little faster than n: found by doubling, then bisection.
    let low = 1, high = 2;
    while (sum(zipfCounts(high)) < wanted) high *= 2;
    while (high - low > 1) { const mid = (low + high) >> 1; if (sum(zipfCounts(mid)) < wanted) low = mid; else high = mid; }
    return Math.min(high, cap);
  };
  const poolSize: Record<RequestClass, number> = Object.fromEntries(TEXT_CLASSES.map((c) => [c, perTextClass])) as Record<RequestClass, number>;
  poolSize.filter = poolFor(MIX.filter, Infinity);
  poolSize.listing = poolFor(MIX.listing, ids.length);

  // Listing reads: distinct ids in a random order, as many as the pool takes.
  const readOrder = rng.sample(ids, poolSize.listing);
  let nextRead = 0;
  const distinctAll: Distinct[] = [];
  const requests: number[] = [];
  const seen = new Set<string>();
  for (const cls of CLASSES) {
    const pool: Distinct[] = [];
    // Till the pool is full, or a thousand tries in a row made nothing new (a class of few possible queries).
    for (let misses = 0; pool.length < poolSize[cls] && misses < 1000;) {
      const made = makers[cls]();
      const p = made === null ? null : typeof made === 'string' ? `/api/v1/ads/${made}` : searchPath(made);
      if (p === null || seen.has(p) || (typeof made === 'object' && made !== null && String(made.q ?? 'x').trim() === '')) {
        misses++;
        continue;
      }
      misses = 0;
      seen.add(p);
      pool.push({ class: cls, path: p, query: typeof made === 'string' ? null : made });
    }
    // A listing read pool at every listing falls short of the Zipf share: its ranks are asked more often.
    let counts = zipfCounts(pool.length);
    if (cls === 'listing') {
      const wanted = (textRequests * MIX.listing) / MIX.text;
      const scale = wanted / sum(counts);
      if (scale > 1) counts = counts.map((n, i) => (i === 0 ? n : Math.max(1, Math.round(n * scale))));
    }
    pool.forEach((d, rank) => {
      const index = distinctAll.push(d) - 1;
      for (let k = 0; k < counts[rank]!; k++) requests.push(index);
    });
  }
  // The order asked: every request shuffled (Fisher–Yates); the distinct ones renumbered by first request.
  for (let i = requests.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [requests[i], requests[j]] = [requests[j]!, requests[i]!];
  }
  const order = new Map<number, number>();
  const distinct: Distinct[] = [];
  const stream = requests.map((index) => {
    let renumbered = order.get(index);
    if (renumbered === undefined) {
      renumbered = distinct.push(distinctAll[index]!) - 1;
      order.set(index, renumbered);
    }
    return renumbered;
  });
  return { distinct, stream };
}
