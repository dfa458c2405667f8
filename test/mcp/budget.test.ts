/**
 * The request budget is the HTTP API's: every MCP request takes from it, and
 * past it a tool call is an error result with the 429 problem while any other
 * MCP request is refused with HTTP 429 and Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../support/client.ts';
import { serveRandomSnapshot, type Served } from '../support/random-snapshot.ts';
import { connect, LEGACY_HEADERS, raw, rpc, type Session, type ToolResult } from './support.ts';

// 8 per minute: a token comes back every 7.5 s, far longer than a check takes after the budget is spent.
const BUDGET = 8;

let served: Served;
let mcp: string;
let legacy: Session;
let modern: Session;
beforeAll(async () => {
  served = await serveRandomSnapshot({ rateLimit: BUDGET }, 30);
  mcp = `${served.base}/mcp`;
});
afterAll(async () => {
  await legacy?.close();
  await modern?.close();
});

/** Spends what is left of the budget (HTTP and MCP share it); returns how many requests that took. */
async function spend(): Promise<number> {
  for (let i = 0; i <= BUDGET; i++) {
    if ((await fetch(`${served.base}/api/v1/categories`)).status === 429) return i;
  }
  throw new Error('the budget was never spent');
}

function tooManyRequests(result: ToolResult) {
  expect(result.isError).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  const problem = JSON.parse(result.content[0]!.text!);
  expect(problem).toEqual({
    type: '/problems/too-many-requests',
    title: 'Request budget exceeded',
    status: 429,
    detail: expect.stringMatching(new RegExp(`^the request budget of ${BUDGET} requests per minute is spent; retry in \\d+ s$`)),
  });
}

describe('the shared request budget', () => {
  it('is taken by every MCP request, as by every HTTP one', async () => {
    const remaining = async () => Number(/r=(\d+)/.exec((await get(`${served.base}/api/v1/categories`)).headers.get('ratelimit')!)![1]);
    const before = await remaining();
    expect((await raw(mcp, { headers: LEGACY_HEADERS, body: rpc('ping') })).status).toBe(200);
    expect((await raw(mcp, { method: 'GET' })).status).toBe(405);
    expect(await remaining()).toBe(before - 3);
  });

  it('makes a tool call past the budget an error result with the 429 problem, in both eras', async () => {
    legacy = await connect('v1 sdk (2025-11-25)', mcp);
    modern = await connect('v2 client (2026-07-28)', mcp);
    await spend();
    // The HTTP API refuses with the same problem at the same time.
    const http = await get(`${served.base}/api/v1/cities`);
    expect(http.status).toBe(429);
    tooManyRequests({ isError: true, content: [{ type: 'text', text: http.text }] });
    tooManyRequests(await legacy.callTool('list_categories', {}));
    tooManyRequests(await modern.callTool('search_listings', { pageSize: 1 }));
    // Even a call with bad arguments: the budget is checked first, as in HTTP.
    tooManyRequests(await modern.callTool('get_listing', { id: 'nope' }));
  });

  it('answers a raw tool call past the budget with 200, the error result and Retry-After', async () => {
    await spend();
    const response = await raw(mcp, { headers: LEGACY_HEADERS, body: rpc('tools/call', { name: 'list_cities', arguments: {} }, 7) });
    expect(response.status).toBe(200);
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(response.message.id).toBe(7);
    tooManyRequests(response.message.result);
  });

  it('refuses any other MCP request past the budget with HTTP 429 and Retry-After', async () => {
    await spend();
    for (const [label, body] of [['tools/list', rpc('tools/list', undefined, 'a')], ['resources/read', rpc('resources/read', { uri: 'listings://cities' }, 3)], ['a notification', JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })], ['malformed JSON', '{']] as const) {
      const response = await raw(mcp, { headers: LEGACY_HEADERS, body });
      expect(response.status, label).toBe(429);
      expect(Number(response.headers['retry-after']), label).toBeGreaterThanOrEqual(1);
      expect(response.headers.ratelimit, label).toMatch(/^"default";r=0;t=\d+$/);
      expect(response.message.error.message, label).toMatch(/^Too many requests: the request budget of 8 requests per minute is spent/);
      tooManyRequests({ isError: true, content: [{ type: 'text', text: JSON.stringify(response.message.error.data) }] });
    }
    expect((await raw(mcp, { headers: LEGACY_HEADERS, body: rpc('tools/list', undefined, 'a') })).message.id).toBe('a');
    expect((await raw(mcp, { method: 'GET' })).status).toBe(429);
    await expect(legacy.listTools()).rejects.toThrow(/Too many requests/);
    await expect(modern.listResources()).rejects.toThrow(/Too many requests|429/);
  });
});
