/**
 * The endpoint's HTTP face, with raw requests: DNS-rebinding protection,
 * methods a stateless server refuses, protocol-version validation, and bodies
 * that are malformed, too large or not JSON (never a 500).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { serveRandomSnapshot, type Served } from '../support/random-snapshot.ts';
import { LEGACY_HEADERS, raw, rpc, type RawResponse } from './support.ts';

let served: Served;
let mcp: string;
let port: string;
beforeAll(async () => {
  served = await serveRandomSnapshot({ allowedOrigins: ['https://app.example.org', 'http://tools.example.net:8080'] }, 40);
  mcp = `${served.base}/mcp`;
  port = new URL(served.base).port;
});

const ping = (headers: Record<string, string> = {}) => raw(mcp, { headers: { ...LEGACY_HEADERS, ...headers }, body: rpc('ping') });

function expectJsonRpcError(response: RawResponse, status: number, code?: number) {
  expect(response.status, response.text).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.message.jsonrpc).toBe('2.0');
  expect(typeof response.message.error.message).toBe('string');
  if (code !== undefined) expect(response.message.error.code).toBe(code);
  expect(response.text).not.toMatch(/\bat .*\.(ts|js|mjs):\d+/);
}

describe('DNS-rebinding protection', () => {
  it('accepts the base URL host and loopback names (the server is bound to loopback)', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`, 'localhost']) {
      const response = await ping({ Host: host });
      expect(response.status, host).toBe(200);
      expect(response.message.result, host).toEqual({});
    }
  });

  it('refuses any other Host with 403', async () => {
    for (const host of ['evil.example.com', `evil.example.com:${port}`, `127.0.0.1.nip.io:${port}`, 'localhost.evil.example.com', 'a b', 'localhost/x']) {
      expectJsonRpcError(await ping({ Host: host }), 403, -32000);
    }
  });

  it('accepts no Origin, the base origin, loopback origins and the allowed ones', async () => {
    for (const origin of [served.base, 'http://localhost:5173', 'http://127.0.0.1:6274', 'https://localhost', 'https://app.example.org', 'http://tools.example.net:8080']) {
      expect((await ping({ Origin: origin })).status, origin).toBe(200);
    }
    expect((await ping()).status).toBe(200);
  });

  it('refuses any other Origin with 403, on every method', async () => {
    for (const origin of ['http://evil.example.com', 'https://app.example.org:8443', 'http://app.example.org', 'http://tools.example.net', 'null', 'file://', 'chrome-extension://abc']) {
      expectJsonRpcError(await ping({ Origin: origin }), 403, -32000);
    }
    expectJsonRpcError(await raw(mcp, { method: 'GET', headers: { Origin: 'http://evil.example.com' } }), 403);
    expectJsonRpcError(await raw(mcp, { method: 'DELETE', headers: { Host: 'evil.example.com' } }), 403);
  });
});

describe('a stateless server', () => {
  it('answers GET and DELETE with 405 and Allow: POST', async () => {
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const response = await raw(mcp, { method, headers: { Accept: 'text/event-stream', 'Mcp-Session-Id': 'abc' } });
      expectJsonRpcError(response, 405);
      expect(response.headers.allow, method).toBe('POST');
    }
  });

  it('issues no session id', async () => {
    const response = await raw(mcp, { body: rpc('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } }) });
    expect(response.status).toBe(200);
    expect(response.message.result.protocolVersion).toBe('2025-11-25');
    expect(response.headers['mcp-session-id']).toBeUndefined();
  });

  it('lets a browser preflight the MCP headers', async () => {
    const response = await fetch(mcp, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('MCP-Protocol-Version');
  });
});

describe('MCP-Protocol-Version', () => {
  it('serves each supported 2025 revision and refuses unknown ones with 400', async () => {
    for (const version of ['2025-11-25', '2025-06-18', '2025-03-26']) {
      expect((await raw(mcp, { headers: { 'MCP-Protocol-Version': version }, body: rpc('tools/list') })).status, version).toBe(200);
    }
    for (const version of ['1999-01-01', 'latest']) {
      expectJsonRpcError(await raw(mcp, { headers: { 'MCP-Protocol-Version': version }, body: rpc('tools/list') }), 400);
    }
  });

  it('refuses a 2026-07-28 header on a request without the per-request envelope', async () => {
    const response = await raw(mcp, { headers: { 'MCP-Protocol-Version': '2026-07-28' }, body: rpc('tools/list') });
    expect(response.status).toBe(400);
    expect(response.message.error).toBeDefined();
  });
});

describe('bodies', () => {
  it('answers malformed JSON and non-JSON-RPC bodies with a JSON-RPC error, never a 500', async () => {
    expectJsonRpcError(await raw(mcp, { body: '{"jsonrpc":' }), 400, -32700);
    for (const body of ['', '{}', '[]', '"ping"', '{"jsonrpc":"2.0","id":1}', '{"jsonrpc":"1.0","id":1,"method":"ping"}', '{"jsonrpc":"2.0","id":{},"method":"ping"}']) {
      const response = await raw(mcp, { headers: LEGACY_HEADERS, body });
      expect(response.status, body).toBeLessThan(500);
      if (response.status !== 202) expectJsonRpcError(response, response.status);
    }
  });

  it('answers a call of an unknown tool or with arguments that are no object with a JSON-RPC error', async () => {
    for (const params of [{ name: 'delete_everything', arguments: {} }, { name: 'list_cities', arguments: 'all' }]) {
      const response = await raw(mcp, { headers: LEGACY_HEADERS, body: rpc('tools/call', params) });
      expect(response.status).toBeLessThan(500);
      expect(response.message.error?.code ?? response.message.result?.isError, JSON.stringify(params)).toBeTruthy();
    }
  });

  it('refuses a body over 1 MiB with 413, declared or streamed', async () => {
    const big = Buffer.alloc(1024 * 1024 + 1, 0x20);
    expectJsonRpcError(await raw(mcp, { body: big }), 413);
    expectJsonRpcError(await raw(mcp, { body: [big.subarray(0, 600_000), big.subarray(600_000)] }), 413);
    expect((await ping()).status).toBe(200);
  });

  it('refuses a body that is not application/json with 415', async () => {
    expectJsonRpcError(await raw(mcp, { headers: { 'Content-Type': 'text/plain' }, body: rpc('ping') }), 415);
  });
});
