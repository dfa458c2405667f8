/**
 * Searches of every kind a server is asked, made of a snapshot's own words and
 * values. An engine's first search of a kind costs many times what the same
 * search costs after (its code compiled, its scratch space made, a filter's
 * cells stamped). A server that asks these of a new engine before serving it
 * spares its users that.
 *
 * One search of each kind compiles its code once, not well: V8 optimizes a
 * function only once it has run it often enough. So the warm-up also asks
 * `SAMPLED_WORDS` words spread over the vocabulary, each one way a user would
 * (as typed, begun, mistyped, beside another word, in a city, by date): the
 * warm-up takes longer, and the searches of new words asked after it cost a
 * third of what they did (docs/runtime.md, start-up, has the figures).
 */
import { SECTIONS } from '../../schema/common.ts';
import { DEFAULT_PAGE_SIZE } from '../../schema/search.ts';
import type { SearchMeta } from '../model.ts';
import type { EngineQuery } from '../engine/plan-types.ts';
import type { TermFrequencies } from '../engine/relevance.ts';
import type { Vocabulary } from '../text/vocabulary.ts';
import { scriptOf } from '../text/tokenize.ts';

/** What a warm-up did: how many searches it asked, and how long they took. */
export interface WarmUp {
  searches: number;
  ms: number;
}

/** A word long enough to be forgiven a typo, and to stand for its prefixes (schema/search.ts). */
const LONG_WORD = 5;

/**
 * Words held by at most this share of listings, where a vocabulary has them:
 * a word's first search compiles the same code whether it is held by a
 * hundredth of the listings or a tenth, and costs ten times less.
 */
const WORD_SHARE = 0.01;

/** Of each script, the long meaningful word held by the most listings up to WORD_SHARE of them, else by the fewest (none for a script the vocabulary has none of). */
function commonWords(vocabulary: Vocabulary, frequencies: TermFrequencies, listingCount: number): string[] {
  const most = WORD_SHARE * listingCount;
  const best = new Map<string, { term: string; worth: number }>();
  const worthBeaten = (script: string) => best.get(script)?.worth ?? -Infinity;
  vocabulary.terms.forEach((term, id) => {
    const df = frequencies.df(id);
    const worth = df <= most ? df : -df;
    // Most terms are turned away here, before their letters are read.
    if (term.length < LONG_WORD || worth <= Math.min(worthBeaten('latin'), worthBeaten('cyrillic'))) return;
    const script = scriptOf(term);
    if (script === 'other' || !/^\p{L}+$/u.test(term) || worthBeaten(script) >= worth) return;
    // A word that decides a match: one that does not ("looking", "шукаю") leaves a two-word search one word.
    if (vocabulary.roleOf(term) === 'content') best.set(script, { term, worth });
  });
  return [...best.values()].sort((x, y) => y.worth - x.worth).map(({ term }) => term);
}

/** How many words of the vocabulary the warm-up searches, one search each. */
export const SAMPLED_WORDS = 192;

/** Words spread evenly over the sorted vocabulary (so over its scripts as they are mixed), that a user would search: long, all letters, held by two listings or more, meaningful. */
function sampledWords(vocabulary: Vocabulary, frequencies: TermFrequencies): string[] {
  const { terms } = vocabulary;
  const words: string[] = [];
  // Most terms are passed over; the stride leaves room for those turned away.
  const stride = Math.max(1, Math.floor(terms.length / (4 * SAMPLED_WORDS)));
  for (let id = 0; id < terms.length && words.length < SAMPLED_WORDS; id += stride) {
    const term = terms[id]!;
    if (term.length < LONG_WORD || frequencies.df(id) < 2 || !/^\p{L}+$/u.test(term)) continue;
    if (vocabulary.roleOf(term) === 'content') words.push(term);
  }
  return words;
}

/** A sampled word asked as the `nth` of the ways a user asks one. */
function askedWay(words: readonly string[], nth: number, base: EngineQuery, city: string | undefined): EngineQuery {
  const word = words[nth]!;
  switch (nth % 6) {
    case 0: return { ...base, q: word };
    case 1: return { ...base, q: word.slice(0, 4) };
    case 2: return { ...base, q: word[0]! + word[2]! + word[1]! + word.slice(3) };
    case 3: return { ...base, q: `${word} ${words[(nth + 1) % words.length]}` };
    case 4: return { ...base, q: word, city };
    default: return { ...base, q: word, sort: 'recent' };
  }
}

export function warmingQueries(meta: SearchMeta, vocabulary: Vocabulary, frequencies: TermFrequencies, now: number): EngineQuery[] {
  const base = { upcoming: false, page: 1, pageSize: DEFAULT_PAGE_SIZE, now };
  const { city: cities, kind: kinds, currency: currencies } = meta.dictionaries;
  const words = commonWords(vocabulary, frequencies, meta.listingCount);
  const texts = words.flatMap((word) => [
    word,
    word.slice(0, 3),
    // A typo: two neighbouring letters swapped.
    word[0]! + word[2]! + word[1]! + word.slice(3),
  ]);
  if (words.length > 1) texts.push(`${words[0]} ${words[1]}`);
  const filters: Partial<EngineQuery>[] = [
    {},
    { city: cities[0] },
    { kind: kinds[0] },
    { section: SECTIONS[0] },
    { upcoming: true },
    // A deep page: a walk that starts past its first block.
    { page: 40 },
    ...currencies.flatMap((currency) => [
      { currency, sort: 'price_low' as const },
      { currency, sort: 'price_high' as const },
      { currency, minMinor: 1_000, maxMinor: 100_000 },
      { currency, upcoming: true },
      { currency, kind: kinds[0], sort: 'price_low' as const },
    ]),
  ];
  const sampled = sampledWords(vocabulary, frequencies);
  return [
    ...filters.map((filter) => ({ ...base, ...filter })),
    ...texts.map((q) => ({ ...base, q })),
    ...words.flatMap((q) => [
      { ...base, q, city: cities[0] },
      { ...base, q, sort: 'recent' as const },
      ...currencies.slice(0, 1).map((currency) => ({ ...base, q, currency, sort: 'price_low' as const })),
    ]),
    ...sampled.map((_, nth) => askedWay(sampled, nth, base, cities[0])),
  ];
}
