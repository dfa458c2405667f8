/**
 * Filters: a query's values resolved to the dictionary indexes the columns
 * hold, and the check a listing is put to when it is read.
 */
import { SECTION_KINDS } from '../../schema/common.ts';
import type { CellSpace } from '../counts/index.ts';
import { CANCELLED_FLAG, type SearchArrays, type SearchMeta } from '../model.ts';
import { NONE, type EngineQuery, type Filter, type Order } from './plan-types.ts';
import { hasBit } from '../bitset.ts';

/** Per filtered column, each value's index in the snapshot's dictionary. */
export type DictionaryIndex = Record<'city' | 'country' | 'category' | 'kind' | 'currency', Map<string, number>>;

export function dictionaryIndexOf(meta: SearchMeta): DictionaryIndex {
  const index = (values: string[]) => new Map(values.map((v, i) => [v, i]));
  const d = meta.dictionaries;
  return { city: index(d.city), country: index(d.country), category: index(d.category), kind: index(d.kind), currency: index(d.currency) };
}

/** The filters as dictionary indexes (NONE where not given); null when a value names nothing here. */
export function resolveFilter(dictionaryIndex: DictionaryIndex, query: EngineQuery): Filter | null {
  const lookup = (field: keyof DictionaryIndex, value: string | undefined): number | undefined =>
    value === undefined ? NONE : dictionaryIndex[field].get(value);
  const city = lookup('city', query.city);
  const country = lookup('country', query.country);
  const category = lookup('category', query.category);
  const kind = lookup('kind', query.kind);
  const currency = lookup('currency', query.currency);
  if (city === undefined || country === undefined || category === undefined || kind === undefined || currency === undefined) return null;
  let sectionKinds = 0; // bit set of kind indexes
  if (query.section) for (const k of SECTION_KINDS[query.section]) sectionKinds |= 1 << dictionaryIndex.kind.get(k)!;
  const hasPrice = query.minMinor !== undefined || query.maxMinor !== undefined;
  const eventKind = dictionaryIndex.kind.get('event');
  // No event here: nothing is upcoming.
  if (query.upcoming && eventKind === undefined) return null;
  return {
    city, country, category, sectionKinds, currency, hasPrice,
    // Only events are upcoming: the cell test, which a walk asks first, turns every other listing away
    // having read one column (with another kind given, the matcher turns every listing away).
    kind: query.upcoming && kind === NONE ? eventKind! : kind,
    min: query.minMinor ?? -Infinity,
    max: query.maxMinor ?? Infinity,
    upcoming: query.upcoming,
    eventKind: eventKind ?? NONE,
    filtered: city !== NONE || country !== NONE || category !== NONE || kind !== NONE || sectionKinds !== 0 || currency !== NONE || hasPrice || query.upcoming,
  };
}

/** The order a query asks for, or the one it goes without: relevance with text, else newest first (events by start). */
export function resolveOrder(query: EngineQuery, hasText: boolean): Order {
  if (query.sort === 'relevance') return hasText ? 'relevance' : 'recent';
  if (query.sort) return query.sort;
  if (hasText) return 'relevance';
  return query.upcoming ? 'event_start' : 'recent';
}

/**
 * Whether a listing passes the filter and is visible at `now` (a bit of
 * `visible`, see visible.ts): checked on columns, once per listing walked.
 * `tests`: about how many listings the search will check (CellSpace.mark).
 */
export function matcher(cells: CellSpace, columns: SearchArrays, filter: Filter, now: number, visible: Uint32Array, tests = 0): (o: number) => boolean {
  const { hasPrice, min, max, upcoming, eventKind } = filter;
  // City, country, category, kind, section and currency: one lookup of the listing's cell. A walk
  // reads listings anywhere in memory; most fail here, having read one column, not six.
  const inCell = cells.mark(filter, tests);
  // The columns as locals: the check reads no property chains.
  const { kind: kinds, priceLow, priceHigh, eventEnd, flags } = columns;
  return (o) =>
    inCell(o)
    && hasBit(visible, o)
    // NaN (no price) fails both comparisons: a price filter keeps only priced listings.
    && (!hasPrice || (priceLow[o]! <= max && priceHigh[o]! >= min))
    && (!upcoming || (kinds[o] === eventKind && eventEnd[o]! >= now && (flags[o]! & CANCELLED_FLAG) === 0));
}
