/**
 * The OpenAPI description, generated from the zod schemas that validate the
 * build and the requests, so that it cannot drift from what the service does.
 */
import { z } from 'zod';
import '../schema/city.ts';
import '../schema/category.ts';
import '../schema/listing.ts';
import { CategoriesQuery, CitiesQuery, GetListingParams, searchFields, SEARCH_PARAMS } from '../schema/search.ts';
import { problemTypeRows } from '../schema/problem.ts';
import { SECTION_KINDS } from '../schema/common.ts';
import { API_TITLE, API_VERSION, DEFAULT_CONCURRENCY, DEFAULT_RATE_LIMIT } from '../schema/api.ts';

const OPENAPI_VERSION = '3.2.0';

type JsonObject = Record<string, unknown>;

function schemaOf(type: z.ZodType, io: 'input' | 'output' = 'output'): JsonObject {
  const { $schema: _s, $id: _i, ...schema } = z.toJSONSchema(type, { io, unrepresentable: 'any' }) as JsonObject;
  return schema;
}

/** Every schema that has a name (`.meta({ id })`), as components that refer to each other. */
function componentSchemas(): Record<string, JsonObject> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, { uri: (id) => `#/components/schemas/${id}`, io: 'output' }) as { schemas: Record<string, JsonObject> };
  const out: Record<string, JsonObject> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const { $schema: _s, $id: _i, ...rest } = schema;
    out[name] = rest;
  }
  return out;
}

function queryParameters(fields: Record<string, z.ZodType>, order: readonly string[]): JsonObject[] {
  return order.map((name) => {
    const schema = schemaOf(fields[name]!, 'input');
    const { description, ...rest } = schema;
    return { name, in: 'query', required: false, description, schema: rest };
  });
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

const sectionTable = Object.entries(SECTION_KINDS).map(([section, kinds]) => `\`${section}\` = ${kinds.join(', ')}`).join('; ');

export const NOTICE = 'Contacts and listing text are publisher-provided. Access grants no license to republish contributed content. Moderation is not an endorsement. The canonical pages in `urls.uk` and `urls.en` are the reference for current details.';

/** The limits the description states: the running settings of the server that serves it. */
export interface StatedLimits {
  rateLimit: number;
  concurrency: number;
}

function limitsText({ rateLimit, concurrency }: StatedLimits): string {
  const budget = rateLimit > 0
    ? `${rateLimit} requests per minute shared by every client of a process (token bucket; past it 429 with \`Retry-After\`)`
    : 'no request budget on this server (the public service runs with one: plan for it)';
  return `Limits: ${budget}, ${concurrency} reads in progress with a bounded queue (past it 503 with \`Retry-After: 1\`). Cache results (every 200 has an \`ETag\`; send \`If-None-Match\` for a 304) and avoid unbounded loops.`;
}

const description = (limits: StatedLimits) => `Anonymous, read-only access to approved, published community listings in the US and Canada, in Ukrainian and English. No key, no login, no cookies.

${NOTICE}

Prices in results are integer minor units with an explicit currency (1250 means 12.50 USD); price filters (\`min\`, \`max\`) take major units.

${limitsText(limits)}

Beside the four operations: \`/\` (and \`/api/v1\`) answers a JSON index of links to this description, the reference page \`/docs\`, \`/healthz\`, the MCP endpoint \`/mcp\` and the four operations; none of them is an operation of the API, so none is among its paths.

Errors are RFC 9457 problem details (\`application/problem+json\`). Their \`type\` values:

| type | status | title |
|---|---|---|
${problemTypeRows()}
`;

const SEARCH_DESCRIPTION = `Searches approved listings that have not expired at the time of the request.

- \`q\`: every word must be found in a title or description (either language, titles weigh more); the last word also as the start of a word; words of 5 or more letters also with one typo. Case and Latin accents are ignored; Cyrillic letters keep their identity (й is not и). Apostrophes ' ’ ʼ are one character. Only the first 12 distinct words count.
- \`city\` (key or slug), \`country\`, \`category\`, \`kind\`: exact filters. A well-formed but unknown city or category gives no items; a city in another country than \`country\` is a 400 naming both.
- \`section\`: ${sectionTable}.
- \`currency\`, \`min\`, \`max\`: a listing's price is the interval it asks (fixed: the amount; from: the amount and up; range: min to max; free: 0); on_request and not_applicable have none. A listing matches when it is priced in \`currency\` and its interval meets [min, max], both ends inclusive.
- \`upcoming=true\`: only events whose end (\`endsAt\`, else \`startsAt\`) has not passed and that are not cancelled; with a \`kind\` other than event it is a 400.
- Order: \`recent\` = last updated first; \`relevance\` = best text match first (without \`q\`, as recent); \`price_low\` / \`price_high\` = by the price a listing starts at, listings without a price last. Without \`sort\`: relevance with \`q\`, else event start (earliest first) with \`upcoming=true\`, else recent. Ties are broken by id, so pages never overlap or skip.
- Paging: \`total\` counts all matches; follow \`links.next\` until it is null (it is null on the last page, past the end, and at page 1000). A page past the end is a 200 with no items.
- Unknown, repeated, empty (except \`q\`) and invalid parameters are a 400 that names each one.`;

function okResponse(schema: string, description: string): JsonObject {
  return {
    description,
    headers: {
      ETag: { $ref: '#/components/headers/ETag' },
      'Cache-Control': { $ref: '#/components/headers/CacheControl' },
      RateLimit: { $ref: '#/components/headers/RateLimit' },
      'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
    },
    content: { 'application/json': { schema: ref(schema) } },
  };
}

function operation(operationId: string, summary: string, description: string, parameters: JsonObject[], ok: JsonObject, extra: Record<string, JsonObject> = {}): JsonObject {
  return {
    operationId, summary, description, parameters, security: [],
    responses: {
      200: ok,
      304: responseRef('NotModified'),
      400: responseRef('BadRequest'),
      ...extra,
      429: responseRef('TooManyRequests'),
      503: responseRef('ServiceUnavailable'),
    },
  };
}

const problemResponse = (description: string, headers: JsonObject = {}) => ({
  description, headers, content: { 'application/problem+json': { schema: ref('Problem') } },
});

/** The whole description of a server at `baseUrl` running with `limits` (the defaults unless given). */
export function openApiDocument(baseUrl: string, limits: StatedLimits = { rateLimit: DEFAULT_RATE_LIMIT, concurrency: DEFAULT_CONCURRENCY }): JsonObject {
  const search = { ...searchFields } as Record<string, z.ZodType>;
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: API_TITLE,
      version: API_VERSION,
      summary: 'Approved public community listings in the US and Canada, in Ukrainian and English.',
      description: description(limits),
    },
    servers: [{ url: baseUrl }],
    security: [],
    tags: [{ name: 'listings', description: 'The four read operations.' }],
    paths: {
      '/api/v1/cities': {
        get: {
          ...operation('listCities', 'List enabled cities', 'Enabled cities, sorted by English name. `q` matches part of the English name, ignoring case and accents.',
            queryParameters(CitiesQuery.shape as Record<string, z.ZodType>, ['country', 'q']), okResponse('Cities', 'The cities.')),
          tags: ['listings'],
        },
      },
      '/api/v1/categories': {
        get: {
          ...operation('listCategories', 'List categories', 'Categories in both languages, sorted by English name; `kind` keeps those that allow it.',
            queryParameters(CategoriesQuery.shape as Record<string, z.ZodType>, ['kind']), okResponse('Categories', 'The categories.')),
          tags: ['listings'],
        },
      },
      '/api/v1/ads': {
        get: {
          ...operation('searchListings', 'Search listings', SEARCH_DESCRIPTION, queryParameters(search, SEARCH_PARAMS), okResponse('SearchResults', 'A page of matching listings.')),
          tags: ['listings'],
        },
      },
      '/api/v1/ads/{id}': {
        get: {
          ...operation('getListing', 'Read one listing', 'One approved, published listing that has not expired. The id is a UUID in any letter case. A listing may be cached until its `expiresAt`, never longer.',
            [{ name: 'id', in: 'path', required: true, description: 'Listing id.', schema: schemaOf(GetListingParams.shape.id, 'input') }],
            okResponse('Listing', 'The listing.'),
            { 404: problemResponse('No published listing has this id (or it has expired).') }),
          tags: ['listings'],
        },
      },
    },
    components: {
      schemas: componentSchemas(),
      headers: {
        ETag: { description: 'Content hash of the body; send it back in If-None-Match for a 304.', schema: { type: 'string' } },
        CacheControl: { description: '`public, max-age=N`: at most 60 s for lists and searches, at most 300 s and never past its expiry for a listing.', schema: { type: 'string' } },
        RateLimit: { description: 'Requests left in the shared budget and seconds until it is full again (IETF draft): `"default";r=N;t=S`. Absent when the budget is off.', schema: { type: 'string' } },
        RateLimitPolicy: { description: `The budget (IETF draft): \`"default";q=${limits.rateLimit};w=60\`. Absent when the budget is off.`, schema: { type: 'string' } },
        RetryAfter: { description: 'Whole seconds to wait before retrying.', schema: { type: 'integer', minimum: 1 } },
      },
      responses: {
        NotModified: { description: 'The client\'s copy (If-None-Match) is current.' },
        BadRequest: problemResponse('Unknown, repeated or invalid parameters; `invalidParams` names each.'),
        TooManyRequests: problemResponse('The request budget is spent.', { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } }),
        ServiceUnavailable: problemResponse('Too many reads in progress (the queue is full or the wait ran out), or a service error.', { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } }),
      },
    },
  };
}
