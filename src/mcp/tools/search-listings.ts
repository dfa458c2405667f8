/** search_listings: GET /api/v1/ads as a tool. */
import { z } from 'zod';
import { MAJOR_AMOUNT_PATTERN, MajorAmount, searchFields, searchInput, SearchEnvelope, type SearchQuery } from '../../schema/search.ts';
import type { ToolDefinition } from '../tool.ts';

const AMOUNT_ERROR = 'must be an amount in major units: a string of up to 9 digits with up to 2 decimals ("12.50"), or a non-negative number with at most 2 decimals';

/** A price filter in major units: the HTTP text form, or a JSON number with at most 2 decimals, turned into that text. */
function majorAmount(description: string | undefined) {
  const asNumber = z.number().min(0).max(999_999_999.99)
    .refine((n) => MAJOR_AMOUNT_PATTERN.test(String(n)), { error: AMOUNT_ERROR })
    .transform((n) => String(n));
  return z.union([MajorAmount, asNumber], { error: AMOUNT_ERROR }).describe(description ?? '');
}

/** The search input, with prices also as JSON numbers; an unknown argument is refused. */
const SearchListingsInput = searchInput({
  min: majorAmount(searchFields.min.description).optional(),
  max: majorAmount(searchFields.max.description).optional(),
}, { strict: true });

export const searchListings: ToolDefinition<SearchQuery> = {
  name: 'search_listings',
  title: 'Search listings',
  description: [
    'Searches approved community listings (classifieds, services, businesses, jobs, housing, events and more) in the US and Canada, in Ukrainian and English.',
    'To search in a city, first call list_cities and pass the city\'s `key` as `city`; category slugs come from list_categories.',
    '`q` holds words to find in titles and descriptions (either language); all filters are optional and combine.',
    'Prices: results give integer MINOR units with a currency (`amountMinor` 1250 with `USD` is 12.50 USD), but the `min` and `max` filters take MAJOR units (12.5 or "12.50") and need `currency`, as do `sort` price_low and price_high.',
    'Paging: a result has `total` matches, `page` and `pageSize` (default 24, at most 48); ask for the next page with `page` + 1 while `links.next` is not null (pages stop at 1000).',
    'Fetch only the pages you need: every call counts against a request budget shared by all clients.',
    'An invalid argument is an error result whose text is a problem object naming each offending argument in `invalidParams`.',
  ].join(' '),
  input: SearchListingsInput,
  output: SearchEnvelope,
  run: (api, args) => api.search(args),
};
