/**
 * Fuzzing the service (its HTTP server, in this process) with random and hostile requests, over bare sockets
 * so that nothing is cleaned up on the way. Whatever arrives: a status the
 * docs/runtime.md lists, problem+json for every HTTP error (MCP: a JSON-RPC error or a
 * problem), the CORS and nosniff headers, no stack trace, path or internal
 * message, never a 5xx from a crash, and the server still answers afterwards.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendRaw, type RawReply } from '../support/raw-http.ts';
import { serveRandomSnapshot, type Served } from '../support/random-snapshot.ts';

const LISTED_STATUSES = new Set([200, 204, 304, 400, 403, 404, 405, 406, 408, 413, 414, 415, 417, 429, 431, 503]);
const LEAKS = /\bat [\w.<>]+ \(|node:internal|\/(home|root|tmp|work|usr)\/|\.ts:\d+|TypeError|RangeError|SyntaxError|ReferenceError|ECONN|Maximum call stack/;

let served: Served;
let port: number;
beforeAll(async () => {
  served = await serveRandomSnapshot({ concurrency: 4 }, 80);
  port = Number(new URL(served.base).port);
});

function expectWellBehaved(reply: RawReply, what: string) {
  expect(LISTED_STATUSES.has(reply.status), `${what} → ${reply.status}`).toBe(true);
  expect(reply.headers['access-control-allow-origin'], what).toBe('*');
  expect(reply.headers['x-content-type-options'], what).toBe('nosniff');
  expect(reply.body, what).not.toMatch(LEAKS);
  expect(reply.headers['set-cookie'], what).toBeUndefined();
}

async function expectStillAnswering() {
  const health = await sendRaw(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  expect(health.status).toBe(200);
}

// Pieces of hostile requests.
const percent = fc.constantFrom('%ED%A0%80', '%C0%AF', '%00', '%FF', '%E2%82', '%zz', '%', '%%', '%2', '%F0%9F%98%80', '%D0%BA', '+', '%2B', '%26', '%3D', '%0D%0A', '%u2028');
const word = fc.oneof(
  fc.constantFrom('q', 'city', 'country', 'category', 'kind', 'section', 'currency', 'min', 'max', 'sort', 'page', 'pageSize', 'upcoming', 'id', 'x', ''),
  fc.stringMatching(/^[a-zA-Z0-9._~-]{0,12}$/),
);
const value = fc.oneof(
  fc.constantFrom('US', 'CA', 'toronto', 'jobs', 'job', 'USD', '10', '10.5', '-1', '1e3', '0', '1001', '48', '49', 'true', 'relevance', 'price_low', 'квартира', 'a'.repeat(201), 'x'.repeat(3000)),
  fc.stringMatching(/^[a-zA-Z0-9._~-]{0,20}$/),
  fc.array(fc.oneof(percent, fc.stringMatching(/^[a-z0-9]{0,3}$/)), { maxLength: 6 }).map((parts) => parts.join('')),
);
const query = fc.array(fc.tuple(word, value, fc.boolean()), { maxLength: 8 })
  .map((pairs) => pairs.map(([n, v, bare]) => (bare ? n : `${n}=${v}`)).join('&'));
const apiPath = fc.oneof(
  fc.constantFrom('/api/v1/ads', '/api/v1/cities', '/api/v1/categories', '/api/v1/openapi.json', '/healthz', '/docs', '/docs/', '/api/v1/ads/', '/api/v1/', '/', '*',
    '/api/v1/ads/00000000-0000-4000-8000-000000000001', '/api/v1/ads/../../manifest.json', '/api/v1/ads/%2e%2e%2fmanifest.json', '/data/arrays.bin', '/manifest.json',
    '/api/v1/ads/..%2F..%2Fetc%2Fpasswd', '//api/v1/ads', '/API/V1/ADS', '/api/v1/ads;x=1', '/api/v1/ads%00', 'http://evil.example/api/v1/ads'),
  fc.array(fc.oneof(fc.stringMatching(/^[a-zA-Z0-9._~-]{0,10}$/), percent), { minLength: 1, maxLength: 5 }).map((parts) => `/${parts.join('/')}`),
  fc.uuid().map((id) => `/api/v1/ads/${id}`),
);
const method = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'PROPFIND', 'get', 'G E T', '');
const header = fc.oneof(
  fc.constantFrom(
    'Accept-Encoding: br;q=0, gzip;q=0.5, *;q=0', 'Accept-Encoding: ' + 'x,'.repeat(2000), 'If-None-Match: *', 'If-None-Match: "' + 'a'.repeat(500) + '"',
    'Cookie: session=1', 'Origin: http://evil.example', 'Content-Type: text/plain', 'Transfer-Encoding: chunked', 'Transfer-Encoding: gzip, chunked',
    'Content-Length: 5', 'Content-Length: -1', 'Content-Length: 1, 2', 'Expect: 100-continue', 'Expect: nonsense', 'Range: bytes=0-10', 'X-Forwarded-For: 1.2.3.4',
    'Upgrade: websocket', 'Connection: upgrade', 'Host: ', 'Access-Control-Request-Method: DELETE', 'Accept: text/html', `X-Big: ${'y'.repeat(20_000)}`, 'Bad Header: x', ':',
  ),
  fc.tuple(fc.stringMatching(/^[A-Za-z-]{1,16}$/), fc.stringMatching(/^[ -~]{0,40}$/)).map(([name, v]) => `${name}: ${v}`),
);

describe('HTTP fuzzing', () => {
  it('every request, however hostile, gets a listed status with our headers and no internals', async () => {
    await fc.assert(fc.asyncProperty(method, apiPath, query, fc.array(header, { maxLength: 4 }), fc.option(fc.string({ maxLength: 50 })),
      async (m, p, q, headers, body) => {
        const target = q === '' ? p : `${p}?${q}`;
        const lines = [`${m} ${target} HTTP/1.1`, 'Host: 127.0.0.1', ...headers, 'Connection: close'];
        // A body that never arrives is answered 408 after 10 s (shown with short limits in hostile-clients); here every declared body arrives.
        const chunked = headers.some((h) => /^transfer-encoding:.*chunked/i.test(h));
        const declared = headers.some((h) => /^content-length: 5$/i.test(h));
        const bytes = chunked ? '0\r\n\r\n' : declared ? (body ?? '').padEnd(5, '.').slice(0, 5) : body ?? '';
        const hasLength = headers.some((h) => /^(content-length|transfer-encoding):/i.test(h));
        const request = `${lines.join('\r\n')}\r\n${hasLength || bytes === '' ? '' : `Content-Length: ${Buffer.byteLength(bytes)}\r\n`}\r\n${bytes}`;
        const reply = await sendRaw(port, request, 15_000);
        const what = `${m} ${target.slice(0, 200)} [${headers.map((h) => h.slice(0, 60)).join(' | ')}]`;
        expectWellBehaved(reply, what);
        if (reply.status >= 400 && !(p === '/mcp')) expect(reply.headers['content-type'], what).toBe('application/problem+json');
        if (reply.status >= 500) expect(reply.body, what).toMatch(/overloaded|internal-error/);
      },
    ), { seed: 20261123, numRuns: 300 });
    await expectStillAnswering();
  });

  it('answers raw garbage on the socket as a bad request, or closes it', async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 2000 }), async (garbage) => {
      const reply = await sendRaw(port, Buffer.concat([Buffer.from(garbage), Buffer.from('\r\n\r\n')]), 15_000).catch(() => null);
      if (reply) expectWellBehaved(reply, `garbage of ${garbage.length} bytes`);
    }), { seed: 7, numRuns: 60 });
    await expectStillAnswering();
  });
});

// MCP: JSON-RPC bodies with everything wrong.
const jsonValue = fc.jsonValue({ maxDepth: 3 });
const rpcMethod = fc.constantFrom('tools/call', 'tools/list', 'resources/list', 'resources/read', 'initialize', 'ping', 'prompts/list', 'nonexistent/method', '', 'tools/call ');
const toolName = fc.oneof(fc.constantFrom('list_cities', 'list_categories', 'search_listings', 'get_listing', 'drop_tables', ''), fc.string({ maxLength: 10 }));
const rpcMessage = fc.oneof(
  fc.record({
    jsonrpc: fc.oneof(fc.constant('2.0'), jsonValue),
    id: fc.oneof(fc.integer(), fc.string({ maxLength: 20 }), fc.constant(null), fc.constant(Number.MAX_SAFE_INTEGER), fc.constant('i'.repeat(10_000)), jsonValue),
    method: fc.oneof(rpcMethod, jsonValue),
    params: fc.oneof(
      fc.record({ name: toolName, arguments: fc.oneof(fc.dictionary(fc.constantFrom('q', 'city', 'page', 'pageSize', 'id', 'kind', 'min', 'currency', 'x'), jsonValue), jsonValue) }),
      fc.record({ uri: fc.oneof(fc.constantFrom('listings://cities', 'listings://guide', 'file:///etc/passwd'), fc.string()) }),
      jsonValue,
    ),
  }, { requiredKeys: [] }),
  jsonValue,
);
const mcpBody = fc.oneof(
  rpcMessage.map((m) => JSON.stringify(m)),
  fc.array(rpcMessage, { maxLength: 5 }).map((batch) => JSON.stringify(batch)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('', '{', '{"jsonrpc":"2.0",', 'null', '[]', '[' .repeat(10_000), `{"jsonrpc":"2.0","id":1,"method":"ping","params":${'['.repeat(5000)}${']'.repeat(5000)}}`),
);

describe('MCP fuzzing', () => {
  it('answers every body with a JSON-RPC error, a result or a problem: never a crash', async () => {
    await fc.assert(fc.asyncProperty(mcpBody, fc.constantFrom('2025-11-25', '2025-06-18', '2026-07-28', 'nonsense', ''), fc.constantFrom('application/json', 'text/plain', ''),
      async (body, version, type) => {
        const headers = [`Host: 127.0.0.1:${port}`, 'Accept: application/json, text/event-stream', ...(type ? [`Content-Type: ${type}`] : []), ...(version ? [`MCP-Protocol-Version: ${version}`] : [])];
        const request = `POST /mcp HTTP/1.1\r\n${headers.join('\r\n')}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
        const reply = await sendRaw(port, request, 15_000);
        const what = `${type} ${version} ${body.slice(0, 200)}`;
        expectWellBehaved(reply, what);
        expect(reply.status, what).not.toBe(500);
        if (reply.status >= 500) expect(reply.body, what).toMatch(/overloaded/);
      },
    ), { seed: 11, numRuns: 200 });
    await expectStillAnswering();
  });

  it('answers an oversized body and one that never finishes without a crash', async () => {
    const big = `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"${'z'.repeat(2 * 1024 * 1024)}"}}`;
    const tooLarge = await sendRaw(port, `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n`);
    expect(tooLarge.status).toBe(413);
    expectWellBehaved(tooLarge, 'a 2 MiB chunked body');
    await expectStillAnswering();
  });
});
