/**
 * Query parameters of the four reads, and the search envelope.
 *
 * The typed field schemas are the source of truth (MCP tool inputs and the OpenAPI
 * parameters are generated from them); the HTTP variants only add the step from a
 * query-string text to that type, so both front doors enforce the same limits.
 */
import { z } from 'zod';
import { CountryCode, Currency, Kind, Section, Slug } from './common.ts';
import { Listing } from './listing.ts';

const SORTS = ['recent', 'relevance', 'price_low', 'price_high'] as const;
export const Sort = z.enum(SORTS);
export type Sort = z.infer<typeof Sort>;

/** Major units as text: up to 9 integer digits and up to 2 decimals ("12.5" is 1250 minor units). */
export const MAJOR_AMOUNT_PATTERN = /^\d{1,9}(?:\.\d{1,2})?$/;
export const MajorAmount = z.string().regex(MAJOR_AMOUNT_PATTERN, {
  error: 'must be an amount in major units: up to 9 digits, optionally a dot and up to 2 decimals',
});

export const MAX_PAGE = 1000;
export const MAX_PAGE_SIZE = 48;
export const DEFAULT_PAGE_SIZE = 24;

export const searchFields = {
  q: z.string().max(200).describe('Words to find in titles and descriptions (both languages). Every word must match; the last also as a prefix; words of 5+ letters forgive one typo. A price said in words ("до $1800", "under 900") is read as max or min unless those are given.'),
  city: Slug.max(100).describe('City key or canonical slug (see list_cities / GET /api/v1/cities).'),
  country: CountryCode.describe('Country code.'),
  category: Slug.max(100).describe('Category slug (see list_categories / GET /api/v1/categories).'),
  kind: Kind.describe('Listing kind.'),
  section: Section.describe('directory = business, organization, service; classifieds = classified, housing, vehicle, wanted; jobs = job; community = event, notice.'),
  currency: Currency.describe('Only listings priced in this currency. Required by min, max and the price sorts.'),
  min: MajorAmount.describe('Minimum price in MAJOR units (12.5 = 12.50); requires currency.'),
  max: MajorAmount.describe('Maximum price in MAJOR units; requires currency.'),
  sort: Sort.describe('recent = last updated first; relevance = best text match first; price_low / price_high = by the price a listing starts at, listings without a price last. Default: relevance with q, event start with upcoming=true, else recent.'),
  page: z.int().min(1).max(MAX_PAGE).default(1).describe('Page number, 1 to 1000.'),
  pageSize: z.int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE).describe('Listings per page, 1 to 48.'),
  upcoming: z.boolean().default(false).describe('When true, only upcoming, non-cancelled events.'),
};

/** The search parameters in the specification's table order (links are written in this order). */
export const SEARCH_PARAMS = Object.keys(searchFields) as SearchParam[];
type SearchParam = keyof typeof searchFields;

export interface SearchRuleInput {
  currency?: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  sort?: string | undefined;
  kind?: string | undefined;
  upcoming?: boolean | undefined;
}

/** Rules that span parameters; attached once, by searchInput, to every front door's input. */
function checkSearchRules(query: SearchRuleInput, ctx: z.RefinementCtx): void {
  for (const name of ['min', 'max'] as const) {
    if (query[name] !== undefined && query.currency === undefined) {
      ctx.addIssue({ code: 'custom', path: [name], message: `${name} requires currency` });
    }
  }
  if ((query.sort === 'price_low' || query.sort === 'price_high') && query.currency === undefined) {
    ctx.addIssue({ code: 'custom', path: ['sort'], message: `sort=${query.sort} requires currency` });
  }
  if (query.min !== undefined && query.max !== undefined && majorToMinor(query.min) > majorToMinor(query.max)) {
    ctx.addIssue({ code: 'custom', path: ['min'], message: 'min must not be greater than max' });
    ctx.addIssue({ code: 'custom', path: ['max'], message: 'max must not be less than min' });
  }
  if (query.upcoming === true && query.kind !== undefined && query.kind !== 'event') {
    ctx.addIssue({ code: 'custom', path: ['upcoming'], message: `upcoming=true selects events and cannot be combined with kind=${query.kind}` });
    ctx.addIssue({ code: 'custom', path: ['kind'], message: 'kind must be event (or absent) when upcoming=true' });
  }
}

/** "12.5" → 1250, exactly (no binary floating point on the way). */
export function majorToMinor(major: string): number {
  const [whole, fraction = ''] = major.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Every parameter optional; page, pageSize and upcoming have defaults. */
const searchShape = {
  ...Object.fromEntries(Object.entries(searchFields).map(([name, field]) => [name, field.optional()])) as {
    [K in Exclude<SearchParam, 'page' | 'pageSize' | 'upcoming'>]: z.ZodOptional<(typeof searchFields)[K]>
  },
  page: searchFields.page,
  pageSize: searchFields.pageSize,
  upcoming: searchFields.upcoming,
};

/**
 * The search input of one front door: the typed parameters above, some taken in
 * that door's own form of the same value (a query string is text; an MCP client
 * may send a price as a number), with the rules that span parameters attached
 * once. Unknown parameters are the door's call: HTTP names them itself, MCP
 * refuses them here (`strict`).
 */
export function searchInput<Forms extends { [K in SearchParam]?: z.ZodType<z.output<(typeof searchShape)[K]>> }>(forms: Forms, options: { strict?: boolean } = {}) {
  const shape = { ...searchShape, ...forms } as Omit<typeof searchShape, keyof Forms> & Forms;
  // Every form yields what the typed parameter yields (the bound on Forms), so the rules read the same values.
  return (options.strict ? z.strictObject(shape) : z.object(shape)).superRefine((query, ctx) => checkSearchRules(query as SearchRuleInput, ctx));
}

export const SearchQuery = searchInput({});
export type SearchQuery = z.infer<typeof SearchQuery>;

export const CitiesQuery = z.object({
  country: CountryCode.optional().describe('Country code.'),
  q: z.string().max(200).optional().describe('Part of the English city name; case and accents are ignored ("montreal" finds Montréal).'),
});
export type CitiesQuery = z.infer<typeof CitiesQuery>;

export const CategoriesQuery = z.object({
  kind: Kind.optional().describe('Only categories that allow this kind.'),
});
export type CategoriesQuery = z.infer<typeof CategoriesQuery>;

export const GetListingParams = z.object({
  id: z.uuid().describe('Listing id (a UUID, any letter case).'),
});

export const SearchEnvelope = z.object({
  items: z.array(Listing),
  total: z.int().min(0),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  links: z.object({
    self: z.url(),
    next: z.url().nullable(),
    previous: z.url().nullable(),
  }),
}).meta({ id: 'SearchResults' });
export type SearchEnvelope = z.infer<typeof SearchEnvelope>;
