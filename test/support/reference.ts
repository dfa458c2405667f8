/**
 * A deliberately naive search over the published listings, written from the
 * rules of docs/search.md, to check the engine against: every filter, order and
 * page computed the slow, obvious way.
 */
import type { Listing } from '../../src/schema/listing.ts';
import { queryTerms, scriptOf, words as indexedWords } from '../../src/search/tokenize.ts';
import { differOnlyByPairs, typedForMissingKeys } from '../../src/search/letters.ts';
import { stem } from '../../src/search/stem.ts';
import { latinKey, looseLatin, PLACE_NAME_ALIASES, romanize, skeleton } from '../../src/search/transliterate.ts';
import { otherLayout } from '../../src/search/layout.ts';

export interface ReferenceQuery {
  q?: string; city?: string; country?: string; category?: string; kind?: string; section?: string; currency?: string;
  min?: string; max?: string; sort?: string; page?: number; pageSize?: number; upcoming?: boolean;
}

const SECTIONS: Record<string, string[]> = {
  directory: ['business', 'organization', 'service'],
  classifieds: ['classified', 'housing', 'vehicle', 'wanted'],
  jobs: ['job'],
  community: ['event', 'notice'],
};

/** Edit distance where a transposition of neighbouring letters is one edit (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const x = [...a], y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[x.length]![y.length]!;
}

function words(listing: Listing): Set<string> {
  const t = listing.content.translations;
  return new Set([t.uk, t.en].flatMap((tr) => (tr ? [...indexedWords(tr.title), ...indexedWords(tr.description)].flat() : [])));
}

const startsOrIs = (word: string, start: string, prefix: boolean) => (prefix ? word.startsWith(start) : word === start);

/** How `term` reaches `word` under the rules of docs/search.md, the slow way: the best kind, or null. */
function howMatches(term: string, word: string, isLast: boolean): 'literal' | 'form' | 'other' | null {
  if (word === term || typedForMissingKeys(term, word) || (isLast && word.startsWith(term))) return 'literal';
  const termStem = stem(term);
  const wordStem = stem(word) ?? word;
  if (termStem !== null && (wordStem === termStem || typedForMissingKeys(termStem, wordStem))) return 'form';
  const length = [...term].length;
  const [termScript, wordScript] = [scriptOf(term), scriptOf(word)];
  if (termScript === 'latin' && wordScript !== 'other') {
    const alias = PLACE_NAME_ALIASES.get(term);
    for (const spelling of alias ? [term, alias] : [term]) {
      if (wordScript === 'cyrillic' && startsOrIs(romanize(word), spelling, isLast)) return 'other';
      if (spelling === alias && word === alias) return 'other';
      if ((length >= 5 || spelling === alias) && startsOrIs(latinKey(word, wordScript), looseLatin(spelling), isLast)) return 'other';
    }
  }
  if (termScript === 'cyrillic' && wordScript === 'latin') {
    if (startsOrIs(word, romanize(term), isLast)) return 'other';
    const key = latinKey(term, 'cyrillic');
    const bones = skeleton(key);
    if (length >= 5 && (startsOrIs(latinKey(word, 'latin'), key, isLast) || (bones !== null && skeleton(latinKey(word, 'latin')) === bones))) return 'other';
  }
  if (length >= 5 && length <= 24 && editDistance(term, word) <= (length >= 9 ? 2 : 1) && !differOnlyByPairs(term, word)) return 'other';
  return null;
}

/** The terms a query is read as: as typed, or on the other keyboard layout when only that reading names something of every term. */
function readQuery(all: Listing[], q: string | undefined): string[] {
  const typed = queryTerms(q);
  const vocabulary = [...new Set(all.flatMap((l) => [...words(l)]))];
  const known = (terms: string[]) => terms.length > 0
    && terms.every((term, i) => vocabulary.some((word) => {
      const how = howMatches(term, word, i === terms.length - 1);
      return how === 'literal' || how === 'form';
    }));
  if (typed.length === 0 || known(typed)) return typed;
  const retyped = queryTerms(otherLayout(q!) ?? '');
  return known(retyped) ? retyped : typed;
}

function textMatches(listing: Listing, terms: string[]): boolean {
  const have = [...words(listing)];
  return terms.every((term, i) => have.some((word) => howMatches(term, word, i === terms.length - 1) !== null));
}

function minor(major: string): number {
  return Math.round(Number(major) * 100);
}

export function bounds(listing: Listing): [number, number] | null {
  const p = listing.content.price;
  switch (p.mode) {
    case 'fixed': return [p.amountMinor!, p.amountMinor!];
    case 'from': return [p.amountMinor!, Infinity];
    case 'range': return [p.minAmountMinor!, p.maxAmountMinor!];
    case 'free': return [0, 0];
    default: return null;
  }
}

const time = (s: string) => Date.parse(s);

export function referenceSearch(all: Listing[], query: ReferenceQuery, now: number): { total: number; ids: string[]; matched: Listing[] } {
  const terms = readQuery(all, query.q);
  const cityKey = query.city === undefined ? undefined : all.find((l) => l.city.slug === query.city)?.city.key ?? query.city;
  const matched = all.filter((l) => {
    if (l.expiresAt !== null && time(l.expiresAt) <= now) return false;
    if (cityKey !== undefined && l.city.key !== cityKey) return false;
    if (query.country !== undefined && l.city.countryCode !== query.country) return false;
    if (query.category !== undefined && l.category.slug !== query.category) return false;
    if (query.kind !== undefined && l.content.kind !== query.kind) return false;
    if (query.section !== undefined && !SECTIONS[query.section]!.includes(l.content.kind)) return false;
    if (query.currency !== undefined && l.content.price.currency !== query.currency) return false;
    if (query.min !== undefined || query.max !== undefined) {
      const b = bounds(l);
      if (!b) return false;
      if (query.max !== undefined && b[0] > minor(query.max)) return false;
      if (query.min !== undefined && b[1] < minor(query.min)) return false;
    }
    if (query.upcoming) {
      const a = l.content.attributes as { startsAt?: string; endsAt?: string; cancelled?: boolean };
      if (l.content.kind !== 'event' || a.cancelled === true) return false;
      if (time(a.endsAt ?? a.startsAt!) < now) return false;
    }
    return textMatches(l, terms);
  });
  const byId = (a: Listing, b: Listing) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const hasQ = terms.length > 0;
  const sort = query.sort ?? (hasQ ? 'relevance' : query.upcoming ? 'event_start' : 'recent');
  const recent = (a: Listing, b: Listing) => time(b.updatedAt) - time(a.updatedAt) || byId(a, b);
  const low = (l: Listing) => bounds(l)?.[0];
  const priced = (direction: 1 | -1) => (a: Listing, b: Listing) => {
    const x = low(a), y = low(b);
    if (x === undefined || y === undefined) return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0) || byId(a, b);
    return direction * (x - y) || byId(a, b);
  };
  const start = (l: Listing) => time((l.content.attributes as { startsAt: string }).startsAt);
  const compare = {
    recent,
    relevance: recent, // relevance is checked as a set; its order is the engine's scoring
    price_low: priced(1),
    price_high: priced(-1),
    event_start: (a: Listing, b: Listing) => start(a) - start(b) || byId(a, b),
  }[sort]!;
  matched.sort(compare);
  const page = query.page ?? 1, pageSize = query.pageSize ?? 24;
  return { total: matched.length, ids: matched.slice((page - 1) * pageSize, page * pageSize).map((l) => l.id), matched };
}
