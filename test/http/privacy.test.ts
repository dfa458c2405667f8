/**
 * Privacy end to end: over a snapshot of an export with a canary in every
 * private place, a run through every route, filter, sort, tool and resource,
 * and every kind of error, receives no canary and no id of a listing that is
 * not public (drafts and the like, and a listing that expired after the build).
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeCanaryExport } from '../support/canary-export.ts';
import { record, writeExport } from '../support/fixture.ts';
import { build } from '../support/build.ts';
import { serveInProcess } from '../support/in-process.ts';
import { tempDir } from '../support/temp.ts';
import { sendRaw } from '../support/raw-http.ts';
import { connect, type Session } from '../mcp/support.ts';

/** Public when the snapshot is built (2026-06-01), expired long before the test runs. */
const EXPIRED_SINCE_BUILD = '99999999-1111-4000-8000-000000000001';

let base: string;
let hiddenIds: string[];

/** What one test received, each response whole (headers and body), named by what was asked. */
type Received = { what: string; text: string }[];

beforeAll(async () => {
  const dir = tempDir();
  const content = path.join(dir, 'c');
  ({ hiddenIds } = writeCanaryExport(content));
  writeExport(content, {
    cities: null, categories: null,
    listings: { 'z.ndjson': [record(950, { id: EXPIRED_SINCE_BUILD, expiresAt: '2026-07-01T00:00:00Z' }, { translations: { en: { title: 'lateexpiry flat', description: 'gone' } } })] },
  });
  const report = await build(content, path.join(dir, 'dist'));
  expect(report.ok).toBe(true);
  expect(report.counts.public).toBe(4);
  base = await serveInProcess(path.join(dir, 'dist'));
});

async function httpInto(bodies: Received, pathAndQuery: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${pathAndQuery}`, init);
  const text = await response.text();
  bodies.push({ what: `${init.method ?? 'GET'} ${pathAndQuery}`, text: `${[...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n${text}` });
  return { status: response.status, text };
}

const hidden = () => [...hiddenIds, EXPIRED_SINCE_BUILD];

/** Every response that holds a canary or a hidden id (a search for the canary may echo its own words in its links). */
function leaks(bodies: Received): string[] {
  return bodies.filter(({ text }) => /CANARY|canary-/i.test(text.replace(/q=canary|"q":"canary"|CANARY-draft-title-7f3a9c/g, ''))
    || hidden().some((id) => text.toLowerCase().includes(id.toLowerCase()))).map((l) => l.what);
}

describe('no private value and no hidden id in any response', () => {
  it('over HTTP: every route, filter, sort and error', async () => {
    const bodies: Received = [];
    const http = (pathAndQuery: string, init: RequestInit = {}) => httpInto(bodies, pathAndQuery, init);
    const searches = [
      '', 'q=canary', 'q=CANARY-draft-title-7f3a9c', 'q=7f3a9c', 'q=draft', 'q=lateexpiry', 'q=flat', 'q=кварт', 'q=apartmen', 'q=apartmnet',
      'city=new-york', 'city=us-oh-parma', 'city=parma', 'country=US', 'category=housing', 'kind=housing', 'section=classifieds',
      'currency=USD&min=0&max=100000', 'currency=USD&sort=price_low', 'currency=USD&sort=price_high', 'sort=recent', 'sort=relevance&q=apartment',
      'upcoming=true', 'pageSize=48', 'page=2&pageSize=1', 'page=1000',
    ];
    for (const q of searches) expect((await http(`/api/v1/ads${q ? `?${q}` : ''}`)).status).toBe(200);
    for (const id of hidden()) {
      expect((await http(`/api/v1/ads/${id}`)).status).toBe(404);
      expect((await http(`/api/v1/ads/${id.toUpperCase()}`)).status).toBe(404);
    }
    for (const [p, status] of [['/', 200], ['/api/v1', 200], ['/api/v1/cities', 200], ['/api/v1/cities?q=parma', 200], ['/api/v1/cities?country=US', 200],
      ['/api/v1/categories', 200], ['/api/v1/categories?kind=job', 200], ['/api/v1/openapi.json', 200], ['/healthz', 200], ['/docs', 200],
      ['/api/v1/ads?page=0', 400], ['/api/v1/ads?x=1', 400], ['/api/v1/ads/not-a-uuid', 400], ['/nothing', 404], ['/data/meta.json', 404], ['/manifest.json', 404]] as const) {
      expect((await http(p)).status, p).toBe(status);
    }
    expect((await http('/api/v1/ads', { method: 'DELETE' })).status).toBe(405);
    expect((await http('/api/v1/ads', { method: 'OPTIONS' })).status).toBe(204);
    const reply = await sendRaw(Number(new URL(base).port), 'GET /api/v1/ads?q=%ED%A0%80 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(reply.status).toBe(400);
    bodies.push({ what: 'invalid UTF-8', text: reply.raw.toString('latin1') });
    const ok = await http('/api/v1/ads?pageSize=48');
    expect(JSON.parse(ok.text).total).toBe(3);
    expect(bodies.length).toBeGreaterThan(60);
    expect(leaks(bodies)).toEqual([]);
  });

  it('over MCP: every tool, every resource, and errors', async () => {
    const bodies: Received = [];
    const session: Session = await connect('v2 client (2025-11-25)', `${base}/mcp`);
    try {
      const record = (what: string, value: unknown) => bodies.push({ what: `mcp ${what}`, text: JSON.stringify(value) });
      record('tools', await session.listTools());
      for (const [name, args] of [
        ['list_cities', {}], ['list_cities', { q: 'parma' }], ['list_categories', {}], ['list_categories', { kind: 'housing' }],
        ['search_listings', {}], ['search_listings', { q: 'canary' }], ['search_listings', { q: 'lateexpiry' }], ['search_listings', { q: 'draft' }],
        ['search_listings', { city: 'parma' }], ['search_listings', { currency: 'USD', sort: 'price_low' }], ['search_listings', { pageSize: 48 }],
        ['search_listings', { page: 0 }], ['get_listing', { id: 'nope' }],
        ...hidden().map((id) => ['get_listing', { id }] as const),
      ] as [string, Record<string, unknown>][]) {
        const result = await session.callTool(name, args);
        record(`${name} ${JSON.stringify(args)}`, result);
        // A hidden listing is not found, exactly as an id that never existed.
        if (name === 'get_listing') expect(result.isError, JSON.stringify(args)).toBe(true);
      }
      const resources = await session.listResources();
      expect(resources.length).toBeGreaterThan(0);
      record('resources', resources);
      for (const resource of resources) record(resource.uri, await session.readResource(resource.uri));
    } finally {
      await session.close();
    }
    expect(bodies.length).toBeGreaterThan(20);
    expect(leaks(bodies)).toEqual([]);
  });
});
