/**
 * The usage guide (Markdown) the MCP endpoint serves as a resource, and the
 * shorter instructions it gives in its server info. Both name the limits the
 * process actually runs with.
 */
import { NOTICE } from '../openapi/document.ts';
import { problemTypeRows } from '../schema/problem.ts';
import { SECTION_KINDS } from '../schema/common.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../schema/search.ts';
import { LIST_MAX_AGE, LISTING_MAX_AGE } from '../api/read-api.ts';

export interface GuideOptions {
  baseUrl: string;
  /** Requests per minute for the whole process; 0 when the budget is off. */
  rateLimit: number;
  concurrency: number;
}

function budgetText({ rateLimit }: GuideOptions): string {
  return rateLimit > 0
    ? `${rateLimit} requests per minute, shared by every client of the service (HTTP and MCP alike)`
    : 'no request budget on this server (the public service runs with one: plan for it)';
}

export function instructions(options: GuideOptions): string {
  return [
    'Read-only access to approved public community listings in the US and Canada, in Ukrainian and English.',
    'Find a city key with list_cities (and a category slug with list_categories) before filtering search_listings by city or category; read one listing with get_listing.',
    'Prices in results are integer minor units with a currency (1250 USD = 12.50 USD); the min/max search filters take major units and need currency.',
    'Page with `page` while `links.next` is not null; fetch only the pages you need.',
    `Every request counts against a budget of ${budgetText(options)}; an error result carries a JSON problem object (status 429 means wait and retry later).`,
    NOTICE,
    'The resource listings://guide explains all of this in more detail.',
  ].join(' ');
}

// A tool call has no HTTP method to refuse.
const problemTable = problemTypeRows(['method-not-allowed']);

const sections = Object.entries(SECTION_KINDS).map(([section, kinds]) => `\`${section}\` (${kinds.join(', ')})`).join(', ');

export function usageGuide(options: GuideOptions): string {
  return `# Public Community Listings — usage guide

This service gives anonymous, read-only access to approved, published community listings in the US and Canada: classifieds, services, businesses, organizations, jobs, housing, vehicles, events and notices, in Ukrainian (\`uk\`) and English (\`en\`). City names are always English. Nothing can be changed through it, and it needs no sign-in, token or key.

The same data is served as an HTTP JSON API at \`${options.baseUrl}/api/v1/\` (described by the resource \`listings://openapi\`) and through this MCP endpoint at \`${options.baseUrl}/mcp\`. For the same request both answer with the same JSON.

## Notice

${NOTICE}

## Tools

| Tool | Does | HTTP equivalent |
|---|---|---|
| \`list_cities\` | enabled cities; \`country\` (US, CA) and \`q\` (part of the English name) filter | \`GET /api/v1/cities\` |
| \`list_categories\` | categories in English and Ukrainian; \`kind\` keeps those that allow it | \`GET /api/v1/categories\` |
| \`search_listings\` | searches listings; every filter optional | \`GET /api/v1/ads\` |
| \`get_listing\` | one listing by \`id\` (UUID) | \`GET /api/v1/ads/{id}\` |

Each successful call returns the HTTP response object as \`structuredContent\` (and the same JSON as text). Unknown arguments are errors, as unknown query parameters are in HTTP.

## How to search

1. **Find the city first.** \`search_listings\` filters by a city *key* (such as the \`key\` of a \`list_cities\` item) or canonical slug, not by a free-text name. Call \`list_cities\` (with \`q\` set to part of the name) and use the \`key\` it returns. A well-formed but unknown city gives no results rather than an error. \`city\` and \`country\` together must agree.
2. **Categories and kinds.** \`category\` takes a slug from \`list_categories\`; \`kind\` takes one of the ten listing kinds; \`section\` groups kinds: ${sections}.
3. **Words.** \`q\` matches titles and descriptions in either language: every word must be found, the last also as the start of a word, and words of 5 or more letters forgive one typo. A price said in the words ("до $1800", "under 900") is read as \`max\` (or \`min\`), unless those are given.
4. **Prices.** Results give prices as integer **minor** units with an explicit currency: \`amountMinor: 1250\` with \`currency: "USD"\` means 12.50 USD. The filters \`min\` and \`max\` take **major** units — \`12.5\` or \`"12.50"\` (at most 2 decimals) — and need \`currency\`, as do \`sort: "price_low"\` and \`sort: "price_high"\`.
5. **Events.** \`upcoming: true\` keeps only events that have not ended and are not cancelled (with \`kind\` absent or \`event\`).
6. **Order.** \`sort\` is \`recent\`, \`relevance\`, \`price_low\` or \`price_high\`; without it: relevance when \`q\` is given, event start with \`upcoming\`, else most recently updated first.

## Paging

A search result carries \`total\` (all matches), \`page\`, \`pageSize\` and \`links\`. \`pageSize\` defaults to ${DEFAULT_PAGE_SIZE} and is at most ${MAX_PAGE_SIZE}. To read further, call \`search_listings\` again with the same arguments and \`page\` + 1 while \`links.next\` is not null (\`links.next\` is also the HTTP URL of that page). Pages stop at ${MAX_PAGE}; a page past the end is empty. Fetch only the pages you need.

## Errors

A bad argument, an unknown listing or a spent budget is a tool result with \`isError: true\` whose text is a problem object (RFC 9457), the same one the HTTP API answers with: \`type\`, \`title\`, \`status\`, \`detail\` and, for a 400, \`invalidParams\` naming each offending argument with the reason.

| type | status | title |
|---|---|---|
${problemTable}

## Limits and caching

- Request budget: ${budgetText(options)}. Every MCP request counts, not only tool calls. Past it, a tool call answers with the 429 problem (its \`detail\` says how many seconds to wait), and any other MCP request gets HTTP 429 with \`Retry-After\`.
- At most ${options.concurrency} reads are served at once; others wait briefly in a queue, and past it get 503 with \`Retry-After: 1\`.
- Cache what you read: cities, categories and searches may be reused for ${LIST_MAX_AGE} seconds, a listing for up to ${LISTING_MAX_AGE} seconds and never beyond its \`expiresAt\`. The cities and categories lists change only when the service publishes a new snapshot: read the resources \`listings://cities\` and \`listings://categories\` once and reuse them.
- Avoid unbounded loops: do not walk every page or every city to answer one question.

## Resources

| URI | Content |
|---|---|
| \`listings://cities\` | the cities list (JSON, as \`list_cities\` without arguments) |
| \`listings://categories\` | the categories list (JSON, as \`list_categories\` without arguments) |
| \`listings://guide\` | this guide (Markdown) |
| \`listings://openapi\` | the OpenAPI description of the HTTP API (JSON) |
`;
}
