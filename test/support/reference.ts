/**
 * A deliberately naive search over the published listings, written from the
 * rules in the README, to check the engine against: every filter, order and
 * page computed the slow, obvious way.
 */
import type { Listing } from '../../src/schema/listing.ts';
import { tokenize, queryTerms } from '../../src/search/tokenize.ts';

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

export function levenshtein(a: string, b: string): number {
  const x = [...a], y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length]!;
}

function words(listing: Listing): Set<string> {
  const t = listing.content.translations;
  return new Set([t.uk, t.en].flatMap((tr) => (tr ? [...tokenize(tr.title), ...tokenize(tr.description)] : [])));
}

export function textMatches(listing: Listing, q: string | undefined): boolean {
  const terms = queryTerms(q);
  const have = [...words(listing)];
  return terms.every((term, i) => have.some((word) =>
    word === term || (i === terms.length - 1 && word.startsWith(term)) || ([...term].length >= 5 && levenshtein(term, word) <= 1)));
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
    return textMatches(l, query.q);
  });
  const byId = (a: Listing, b: Listing) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const hasQ = queryTerms(query.q).length > 0;
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
