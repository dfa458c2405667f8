/** get_listing: GET /api/v1/ads/{id} as a tool. */
import { z } from 'zod';
import { GetListingParams } from '../../schema/search.ts';
import { Listing } from '../../schema/listing.ts';
import type { ToolDefinition } from '../tool.ts';

const GetListingInput = z.strictObject(GetListingParams.shape);

export const getListing: ToolDefinition<z.infer<typeof GetListingInput>> = {
  name: 'get_listing',
  title: 'Read one listing',
  description: [
    'Reads one approved, published listing by its `id` (a UUID, as found in the `id` of a search_listings item).',
    'Search results already carry the full listing; use this to refresh one listing or to read one whose id you were given.',
    'Prices are integer minor units with a currency (`amountMinor` 1250 with `USD` means 12.50 USD).',
    'Contacts and text are publisher-provided; the pages in `urls.uk` and `urls.en` are the reference for current details.',
    'An unknown or expired id is an error result with a 404 problem.',
  ].join(' '),
  input: GetListingInput,
  output: Listing,
  run: (api, args) => api.listing(args.id),
};
