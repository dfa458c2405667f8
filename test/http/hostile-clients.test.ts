/**
 * Hostile and broken clients: what Node's own HTTP layer would answer bare comes
 * back as our problem+json, and slow or stalled clients of any kind (headers,
 * bodies, readers) never starve the ordinary reads of others.
 */
import { once } from 'node:events';
import type { Server } from 'node:http';
import net from 'node:net';
import { realpathSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../support/client.ts';
import { openSocket, rawGet, readBodies, sendRaw, type RawReply } from '../support/raw-http.ts';
import { until } from '../support/until.ts';
import { serveRandomSnapshot, type Served } from '../support/random-snapshot.ts';
import { createService } from '../../src/service.ts';
import { createHttpServer } from '../../src/http/server.ts';
import { loadSnapshot } from '../../src/snapshot/load.ts';

function expectProblem(reply: RawReply, status: number, type: string) {
  expect(reply.status, reply.body).toBe(status);
  expect(reply.headers['content-type']).toBe('application/problem+json');
  expect(reply.headers['access-control-allow-origin']).toBe('*');
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
  const body = JSON.parse(reply.body);
  expect(body).toMatchObject({ type, status });
  expect(typeof body.detail).toBe('string');
  return body;
}

/** Median time of `count` ordinary reads, each of which must succeed. */
async function ordinaryReadMs(base: string, count = 5): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await get(`${base}/api/v1/cities`);
    times.push(performance.now() - started);
    expect(response.status).toBe(200);
  }
  return times.sort((a, b) => a - b)[Math.floor(count / 2)]!;
}

let served: Served;
let port: number;
const sockets: net.Socket[] = [];
beforeAll(async () => {
  // The default limits: 8 reads in progress.
  served = await serveRandomSnapshot({}, 120);
  port = Number(new URL(served.base).port);
});
afterAll(() => { for (const socket of sockets.splice(0)) socket.destroy(); });

describe('errors from below the application are problems too', () => {
  it('answers a 100 KB URL with 414', async () => {
    expectProblem(await sendRaw(port, rawGet(`/api/v1/ads?q=${'a'.repeat(100_000)}`)), 414, '/problems/uri-too-long');
  });

  it('answers a 10 KB URL, which the parser accepts, with 414 too', async () => {
    expectProblem(await sendRaw(port, rawGet(`/api/v1/ads?q=${'a'.repeat(10_000)}`)), 414, '/problems/uri-too-long');
  });

  it('answers a 20 KB header with 431, and a 100 KB one too', async () => {
    expectProblem(await sendRaw(port, rawGet('/api/v1/cities', [`X-Big: ${'b'.repeat(20_000)}`])), 431, '/problems/headers-too-large');
    expectProblem(await sendRaw(port, rawGet('/api/v1/cities', [`X-Big: ${'b'.repeat(100_000)}`])), 431, '/problems/headers-too-large');
  });

  it('answers a request that is not HTTP with 400', async () => {
    expectProblem(await sendRaw(port, 'HELLO THERE\r\n\r\n'), 400, '/problems/bad-request');
    expectProblem(await sendRaw(port, 'GET /api/v1/cities HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n'), 400, '/problems/bad-request');
  });

  it('answers raw non-ASCII bytes in the request target with 400, naming the cause and the fix', async () => {
    // What curl sends for a URL typed with Cyrillic in it: the UTF-8 bytes as they are.
    const typed = await sendRaw(port, Buffer.from(rawGet('/api/v1/ads?q=квартира'), 'utf8'));
    const body = expectProblem(typed, 400, '/problems/bad-request');
    expect(body.detail).toContain('raw non-ASCII bytes');
    expect(body.detail).toContain('percent-encode');
    expect(body.detail).toContain("curl -G --data-urlencode 'q=квартира'");
    expect(typed.headers.connection).toBe('close');
    // The same text percent-encoded is an ordinary search.
    const encoded = await sendRaw(port, rawGet(`/api/v1/ads?q=${encodeURIComponent('квартира')}`));
    expect(encoded.status).toBe(200);
    // Another byte the parser refuses (a control character) gets the general fix.
    const control = expectProblem(await sendRaw(port, rawGet('/api/v1/ads?q=a\x7f')), 400, '/problems/bad-request');
    expect(control.detail).toContain('must be percent-encoded');
  });

  it('answers an unsupported Expect with 417 and CONNECT with 405', async () => {
    expectProblem(await sendRaw(port, rawGet('/api/v1/cities', ['Expect: teapot'])), 417, '/problems/expectation-failed');
    expectProblem(await sendRaw(port, 'CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n'), 405, '/problems/method-not-allowed');
  });

  it.each([
    ['a lone surrogate', 'q=%ED%A0%80', 'q'],
    ['an overlong form', 'q=%C0%AF', 'q'],
    ['a truncated sequence', 'q=%E2%82', 'q'],
    ['a malformed escape', 'city=%zz', 'city'],
    ['a name that does not decode', '%FF=1', '%FF'],
  ])('refuses a parameter with %s by name', async (_name, query, name) => {
    const reply = await sendRaw(port, rawGet(`/api/v1/ads?${query}`));
    const body = expectProblem(reply, 400, '/problems/invalid-parameters');
    expect(body.invalidParams.map((p: { name: string }) => p.name)).toEqual([name]);
  });

  it('still decodes valid UTF-8 and plus signs as before', async () => {
    const reply = await sendRaw(port, rawGet('/api/v1/ads?q=%D0%BA%D0%B2%D0%B0%D1%80%D1%82%D0%B8%D1%80%D0%B0+park'));
    expect(reply.status).toBe(200);
  });
});

describe('slow clients do not starve the others', () => {
  it('nine bodies sent slowly to /mcp hold no read place', async () => {
    for (let i = 0; i < 9; i++) {
      sockets.push(await openSocket(port, [
        'POST /mcp HTTP/1.1', `Host: 127.0.0.1:${port}`, 'Content-Type: application/json',
        'Accept: application/json, text/event-stream', 'Content-Length: 100000', '', '{"jsonrpc":',
      ].join('\r\n')));
    }
    expect(await ordinaryReadMs(served.base)).toBeLessThan(100);
  });

  it('fifty clients sending their headers slowly do not either', async () => {
    for (let i = 0; i < 50; i++) sockets.push(await openSocket(port, 'GET /api/v1/ads HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '));
    expect(await ordinaryReadMs(served.base)).toBeLessThan(100);
  });

  it('refuses a declared body over 1 MiB before reading it', async () => {
    const reply = await sendRaw(port, 'POST /api/v1/ads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000000000\r\n\r\n');
    expectProblem(reply, 413, '/problems/payload-too-large');
  });
});

describe('timeouts and slow readers, in process with short limits', () => {
  let server: Server;
  let service: ReturnType<typeof createService>;
  let localPort: number;
  const connections: net.Socket[] = [];
  beforeAll(async () => {
    service = createService({
      snapshot: await loadSnapshot(realpathSync(served.dist)), baseUrl: 'http://127.0.0.1', rateLimit: 0, concurrency: 2,
      version: '0.0.0', host: '127.0.0.1', allowedOrigins: [],
    });
    server = createHttpServer(() => service.handler, { limits: { headersTimeoutMs: 500, requestTimeoutMs: 1000 } }).listen(0, '127.0.0.1');
    server.on('connection', (socket: net.Socket) => connections.push(socket));
    await once(server, 'listening');
    localPort = (server.address() as { port: number }).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers headers that never finish with a 408 problem', async () => {
    const reply = await sendRaw(localPort, 'GET /api/v1/cities HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n');
    expectProblem(reply, 408, '/problems/request-timeout');
  });

  it('answers a body that never finishes with a 408 and holds no read place meanwhile', async () => {
    const pending = sendRaw(localPort, 'POST /api/v1/ads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\nabc');
    expect(await ordinaryReadMs(`http://127.0.0.1:${localPort}`)).toBeLessThan(100);
    expectProblem(await pending, 408, '/problems/request-timeout');
  });

  it('gives a read place back once a large page is handed to the socket, however slowly the client reads', async () => {
    // Each client asks for many 48-listing pages and reads none of them.
    const request = 'GET /api/v1/ads?pageSize=48 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(20);
    const readers = await Promise.all([1, 2, 3, 4].map(() => openSocket(localPort, request)));
    for (const reader of readers) reader.pause();
    sockets.push(...readers);
    expect(await ordinaryReadMs(`http://127.0.0.1:${localPort}`)).toBeLessThan(100);
    // Their pages are made on the search thread meanwhile; once each is handed to its socket, its place is back.
    await until(() => service.gate.inProgress === 0, 'every read place given back while no reader reads');
  });

  it('holds no read place for pages pipelined behind one a reader does not read, and sends each as it was made', async () => {
    // Node parses every request of a chunk at once: answered at once, each would hold a read place
    // while it waits behind the unread one. And a page's buffer is kept for another page
    // (page-buffers.ts): one left half sent must not be handed out before it is written whole.
    const base = `http://127.0.0.1:${localPort}`;
    const pages = Array.from({ length: 40 }, (_, i) => `/api/v1/ads?${i % 2 ? 'currency=USD&sort=price_low&' : ''}pageSize=${48 - i}`);
    const expected = new Map<string, string>();
    for (const target of [...pages, '/api/v1/openapi.json']) {
      const page = await get(`${base}${target}`);
      expect(page.status).toBe(200);
      expected.set(target, page.text);
    }
    // Some 2.5 MB of a body that is not a page, then some 5 MB of pages: more than the kernel holds
    // for a reader that reads nothing, so a page is left half sent, its buffer one of those kept.
    const filler = Math.ceil(2_500_000 / expected.get('/api/v1/openapi.json')!.length);
    const targets = [...Array<string>(filler).fill('/api/v1/openapi.json'), ...Array.from({ length: 120 }, (_, i) => pages[i % pages.length]!)];
    const reader = await openSocket(localPort, targets.map((target) => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`).join(''));
    reader.pause();
    sockets.push(reader);
    // Once the server's end of it holds bytes the kernel would not take, a page is half sent.
    const readerSide = () => connections.find((socket) => socket.remotePort === reader.localPort);
    await until(() => (readerSide()?.writableLength ?? 0) > 0, 'the server holds bytes the paused reader has not taken', 30_000);
    expect(service.gate.inProgress).toBe(0);
    expect(await ordinaryReadMs(base)).toBeLessThan(100);
    // Full pages of other listings, made meanwhile into whatever buffers are kept.
    for (let round = 0; round < 10; round++) {
      const others = await Promise.all([1, 2].map((page) => get(`${base}/api/v1/ads?pageSize=48&page=${page}`)));
      for (const other of others) expect(other.body.items).toHaveLength(48);
    }
    const bodies = readBodies(reader, targets.length);
    reader.resume();
    expect(await bodies).toEqual(targets.map((target) => expected.get(target)));
  });
});
