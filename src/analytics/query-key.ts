/**
 * The key a search is counted under: the query as the engine reads it, so that
 * searches the engine cannot tell apart are one query to the analytics, and
 * searches it answers differently are two.
 *
 * - The text is `q`'s terms as `queryTerms` gives them (the tokenizer's one
 *   normalization: case, accents, apostrophes, invisible characters, repeats
 *   and more than MAX_QUERY_TERMS words gone), joined by one space. Their order
 *   stays: the engine matches the last term also as a prefix, so "оренда
 *   квартира" and "квартира оренда" are two asks.
 * - Then the filters that fix what is asked, in one fixed order (city, country,
 *   category, kind, section, currency, min, max, upcoming) as `name=value`,
 *   after " | "; an absent filter and upcoming=false are left out. Amounts are
 *   written as the engine reads them (minor units back to major), so min=12.50
 *   and min=12.5 are one ask.
 * - `sort`, `page` and `pageSize` never enter the key: they order and cut the
 *   same matches, they do not change what was looked for.
 * - A search without text (nothing left of `q` after normalization) is not
 *   counted: it is browsing by filters, not a query a user typed; nor is a page
 *   after the first, since someone paging through a result asked once.
 *
 * `city` is taken as given: the service may pass the query with the city's key
 * in place of its canonical slug so the two spellings count as one.
 */
import { majorToMinor, type SearchQuery } from '../schema/search.ts';
import { queryTerms } from '../search/text/tokenize.ts';

/** The filters of a key, in the order they are written. */
export const KEY_FILTERS = ['city', 'country', 'category', 'kind', 'section', 'currency', 'min', 'max', 'upcoming'] as const;

/** Between the terms and the filters: never part of a term (letters and digits) nor of a filter's value (slugs, codes, amounts). */
const FILTERS_AFTER = ' | ';

/** Minor units in the shortest major form: 1250 → "12.5", 1200 → "12", 5 → "0.05". */
function majorOf(minor: number): string {
  const cents = minor % 100;
  if (cents === 0) return String((minor - cents) / 100);
  return `${(minor - cents) / 100}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** The key `query` is counted under, or null when it is not counted (no text, or not the first page). */
export function analyticsKey(query: SearchQuery): string | null {
  if (query.page > 1) return null;
  const terms = queryTerms(query.q);
  if (terms.length === 0) return null;
  const filters: string[] = [];
  for (const name of KEY_FILTERS) {
    const value = query[name];
    if (value === undefined || value === false) continue;
    filters.push(`${name}=${name === 'min' || name === 'max' ? majorOf(majorToMinor(value as string)) : String(value)}`);
  }
  const text = terms.join(' ');
  return filters.length === 0 ? text : `${text}${FILTERS_AFTER}${filters.join(' ')}`;
}
