/**
 * The MCP endpoint through the official clients of both protocol eras, on the
 * service (its HTTP server, in this process): tools and resources are listed as specified, every tool answers
 * with exactly the HTTP body for the same parameters (validated against its own
 * outputSchema), and bad arguments and unknown ids are error results carrying
 * the HTTP API's problem objects.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../support/client.ts';
import { serveRandomSnapshot, type Served } from '../support/random-snapshot.ts';
import { NOTICE } from '../../src/openapi/document.ts';
import { CLIENT_KINDS, connect, type Session, type ToolInfo, type ToolResult } from './support.ts';

const PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { name: string; version: string };
const TOOL_NAMES = ['list_cities', 'list_categories', 'search_listings', 'get_listing'];

const ajv = new Ajv2020({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);

let served: Served;
let cityKey: string;
let citySlug: string;
let cityCountry: string;
beforeAll(async () => {
  served = await serveRandomSnapshot({}, 150);
  const cities = await get(`${served.base}/api/v1/cities`);
  const city = cities.body.items[0] as { key: string; slug: string; countryCode: string };
  ({ key: cityKey, slug: citySlug, countryCode: cityCountry } = city);
});

const query = (params: Record<string, string | number | boolean>) => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** Valid calls and the HTTP request that must answer with the same body. */
function validCases(): [string, Record<string, unknown>, string][] {
  const listing = served.listings.find((l) => l.expiresAt === null || Date.parse(l.expiresAt) > Date.now() + 60_000)!;
  const otherCountry = cityCountry === 'US' ? 'CA' : 'US';
  return [
    ['list_cities', {}, '/api/v1/cities'],
    ['list_cities', { country: otherCountry }, `/api/v1/cities?country=${otherCountry}`],
    ['list_cities', { q: citySlug.slice(0, 3) }, `/api/v1/cities?${query({ q: citySlug.slice(0, 3) })}`],
    ['list_categories', {}, '/api/v1/categories'],
    ['list_categories', { kind: 'job' }, '/api/v1/categories?kind=job'],
    ['search_listings', {}, '/api/v1/ads'],
    ['search_listings', { pageSize: 5, page: 2 }, '/api/v1/ads?pageSize=5&page=2'],
    ['search_listings', { city: cityKey, pageSize: 3 }, `/api/v1/ads?city=${cityKey}&pageSize=3`],
    ['search_listings', { city: citySlug, country: cityCountry }, `/api/v1/ads?city=${citySlug}&country=${cityCountry}`],
    // min/max as numbers (major units) are the HTTP text form.
    ['search_listings', { currency: 'USD', min: 10, max: 500.5, sort: 'price_low', pageSize: 4 }, '/api/v1/ads?currency=USD&min=10&max=500.5&sort=price_low&pageSize=4'],
    ['search_listings', { currency: 'CAD', min: '0', max: '1000.25', sort: 'price_high' }, '/api/v1/ads?currency=CAD&min=0&max=1000.25&sort=price_high'],
    ['search_listings', { q: 'room', sort: 'relevance' }, '/api/v1/ads?q=room&sort=relevance'],
    ['search_listings', { upcoming: true, pageSize: 2 }, '/api/v1/ads?upcoming=true&pageSize=2'],
    ['search_listings', { section: 'classifieds', kind: 'housing' }, '/api/v1/ads?section=classifieds&kind=housing'],
    ['search_listings', { page: 1000 }, '/api/v1/ads?page=1000'],
    ['get_listing', { id: listing.id }, `/api/v1/ads/${listing.id}`],
    ['get_listing', { id: listing.id.toUpperCase() }, `/api/v1/ads/${listing.id.toUpperCase()}`],
  ];
}

/** Invalid calls and the HTTP request that must answer with the same problem. */
function invalidCases(): [string, string, Record<string, unknown>, string][] {
  const otherCountry = cityCountry === 'US' ? 'CA' : 'US';
  return [
    ['an unknown argument', 'search_listings', { color: 'red' }, '/api/v1/ads?color=red'],
    ['an unknown argument and a bad one', 'search_listings', { color: 'red', page: 0 }, '/api/v1/ads?color=red&page=0'],
    ['page 0', 'search_listings', { page: 0 }, '/api/v1/ads?page=0'],
    ['pageSize over the maximum', 'search_listings', { pageSize: 49 }, '/api/v1/ads?pageSize=49'],
    ['min with three decimals', 'search_listings', { currency: 'USD', min: '1.234' }, '/api/v1/ads?currency=USD&min=1.234'],
    ['min without currency', 'search_listings', { min: 5 }, '/api/v1/ads?min=5'],
    ['price sort without currency', 'search_listings', { sort: 'price_low' }, '/api/v1/ads?sort=price_low'],
    ['min above max', 'search_listings', { currency: 'USD', min: 10, max: '5' }, '/api/v1/ads?currency=USD&min=10&max=5'],
    ['a city that is no slug', 'search_listings', { city: 'Not A Slug' }, `/api/v1/ads?${query({ city: 'Not A Slug' })}`],
    ['a q over 200 characters', 'search_listings', { q: 'x'.repeat(201) }, `/api/v1/ads?q=${'x'.repeat(201)}`],
    ['upcoming with another kind', 'search_listings', { upcoming: true, kind: 'job' }, '/api/v1/ads?upcoming=true&kind=job'],
    ['city and country disagree', 'search_listings', { city: cityKey, country: otherCountry }, `/api/v1/ads?city=${cityKey}&country=${otherCountry}`],
    ['an unknown country', 'list_cities', { country: 'FR' }, '/api/v1/cities?country=FR'],
    ['an unknown argument of list_cities', 'list_cities', { name: 'x' }, '/api/v1/cities?name=x'],
    ['an unknown kind and argument', 'list_categories', { kind: 'x', extra: 1 }, '/api/v1/categories?kind=x&extra=1'],
    ['an id that is no UUID', 'get_listing', { id: 'not-a-uuid' }, '/api/v1/ads/not-a-uuid'],
    ['an unknown id (404)', 'get_listing', { id: '00000000-0000-4000-8000-000000000000' }, '/api/v1/ads/00000000-0000-4000-8000-000000000000'],
  ];
}

function problemOf(result: ToolResult): unknown {
  expect(result.isError).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  expect(result.content).toHaveLength(1);
  expect(result.content[0]!.type).toBe('text');
  return JSON.parse(result.content[0]!.text!);
}

describe.each(CLIENT_KINDS)('%s', (kind) => {
  let session: Session;
  let tools: ToolInfo[];
  beforeAll(async () => {
    session = await connect(kind, `${served.base}/mcp`);
    tools = await session.listTools();
  });
  afterAll(() => session?.close());

  const tool = (name: string) => tools.find((t) => t.name === name)!;

  it('negotiates the revision of its era and reads the server info', () => {
    expect(session.protocolVersion).toBe(kind.includes('2026') ? '2026-07-28' : '2025-11-25');
    expect(session.serverInfo).toMatchObject({ name: PACKAGE.name, version: PACKAGE.version });
    expect(session.instructions).toContain('list_cities');
  });

  it('lists the four read-only tools with titles, annotations and both schemas', () => {
    expect(tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
    for (const t of tools) {
      expect(t.title, t.name).toBeTruthy();
      expect(t.description!.length, t.name).toBeGreaterThan(100);
      expect(t.annotations, t.name).toMatchObject({ title: t.title, readOnlyHint: true, idempotentHint: true, openWorldHint: false });
      expect(t.inputSchema.type, t.name).toBe('object');
      expect(t.inputSchema.additionalProperties, t.name).toBe(false);
      expect(t.outputSchema?.type, t.name).toBe('object');
      expect(() => ajv.compile(t.outputSchema!), t.name).not.toThrow();
    }
    expect(tool('get_listing').inputSchema.required).toEqual(['id']);
    const search = tool('search_listings').inputSchema.properties;
    expect(Object.keys(search)).toEqual(['q', 'city', 'country', 'category', 'kind', 'section', 'currency', 'min', 'max', 'sort', 'page', 'pageSize', 'upcoming']);
    expect(search.page).toMatchObject({ type: 'integer', minimum: 1, maximum: 1000, default: 1 });
    expect(search.pageSize).toMatchObject({ type: 'integer', minimum: 1, maximum: 48, default: 24 });
    expect(search.upcoming).toMatchObject({ type: 'boolean', default: false });
    expect(search.min.anyOf).toEqual([
      { type: 'string', pattern: '^\\d{1,9}(?:\\.\\d{1,2})?$' },
      { type: 'number', minimum: 0, maximum: 999999999.99 },
    ]);
    expect(search.q).toMatchObject({ type: 'string', maxLength: 200 });
    expect(search.city).toMatchObject({ type: 'string', maxLength: 100, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
  });

  it('answers each tool with exactly the HTTP body for the same parameters, valid against its outputSchema', async () => {
    let searchesWithItems = 0;
    for (const [name, args, path] of validCases()) {
      const label = `${name} ${JSON.stringify(args)}`;
      const [result, http] = await Promise.all([session.callTool(name, args), get(`${served.base}${path}`)]);
      expect(http.status, label).toBe(200);
      expect(result.isError ?? false, label).toBe(false);
      expect(result.structuredContent, label).toEqual(http.body);
      expect(result.content, label).toEqual([{ type: 'text', text: http.text }]);
      const validate = ajv.compile(tool(name).outputSchema!);
      expect(validate(result.structuredContent), `${label}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      if (name === 'search_listings' && (result.structuredContent as { items: unknown[] }).items.length > 0) searchesWithItems++;
    }
    // The comparison is not only of empty pages.
    expect(searchesWithItems).toBeGreaterThanOrEqual(6);
  });

  it('links search pages with the HTTP base URL, page by page', async () => {
    const first = (await session.callTool('search_listings', { pageSize: 7 })).structuredContent as { total: number; links: { next: string | null } };
    expect(first.total).toBeGreaterThan(7);
    expect(first.links.next).toBe(`${served.base}/api/v1/ads?page=2&pageSize=7`);
    const second = await session.callTool('search_listings', { page: 2, pageSize: 7 });
    expect(second.structuredContent).toEqual((await get(first.links.next!)).body);
  });

  it('answers bad arguments and unknown ids with the HTTP problem as an error result', async () => {
    for (const [label, name, args, path] of invalidCases()) {
      const [result, http] = await Promise.all([session.callTool(name, args), get(`${served.base}${path}`)]);
      expect(http.status, label).toBeGreaterThanOrEqual(400);
      expect(problemOf(result), label).toEqual(http.body);
    }
  });

  it('refuses what only JSON can say wrong, naming the argument', async () => {
    for (const args of [{ page: '2' }, { currency: 'USD', min: 0.1 + 0.2 }, { currency: 'USD', min: -1 }, { currency: 'USD', max: 1e21 }, { upcoming: 'yes' }, { q: 5 }]) {
      const problem = problemOf(await session.callTool('search_listings', args)) as { status: number; invalidParams: { name: string }[] };
      expect(problem.status, JSON.stringify(args)).toBe(400);
      expect(problem.invalidParams.map((p) => p.name), JSON.stringify(args)).toEqual([Object.keys(args).at(-1)]);
    }
    const missing = problemOf(await session.callTool('get_listing', {})) as { invalidParams: { name: string }[] };
    expect(missing.invalidParams.map((p) => p.name)).toEqual(['id']);
  });

  it('lists and reads the four resources', async () => {
    const resources = await session.listResources();
    expect(resources.map((r) => r.uri)).toEqual(['listings://cities', 'listings://categories', 'listings://guide', 'listings://openapi']);
    for (const r of resources) {
      expect(r.name, r.uri).toBeTruthy();
      expect(r.description!.length, r.uri).toBeGreaterThan(40);
      expect(r.mimeType, r.uri).toBe(r.uri === 'listings://guide' ? 'text/markdown' : 'application/json');
    }
    const read = async (uri: string) => {
      const contents = await session.readResource(uri);
      expect(contents).toHaveLength(1);
      expect(contents[0]).toMatchObject({ uri, mimeType: resources.find((r) => r.uri === uri)!.mimeType });
      return contents[0]!.text!;
    };
    expect(await read('listings://cities')).toBe((await get(`${served.base}/api/v1/cities`)).text);
    expect(await read('listings://categories')).toBe((await get(`${served.base}/api/v1/categories`)).text);
    expect(await read('listings://openapi')).toBe((await get(`${served.base}/api/v1/openapi.json`)).text);
    const guide = await read('listings://guide');
    expect(guide).toContain(NOTICE);
    for (const words of ['list_cities', 'minor', 'major', 'links.next', 'Retry-After', 'Cache']) expect(guide).toContain(words);
  });
});
