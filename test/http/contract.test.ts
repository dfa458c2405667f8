/** Status codes, problem bodies and headers of the read API, through the service (its HTTP server, in this process). */
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, request } from '../support/client.ts';
import { rawGet as rawRequest, sendRaw, type RawReply } from '../support/raw-http.ts';
import { serveRandomSnapshot, type Served } from '../support/random-snapshot.ts';

let served: Served;
beforeAll(async () => { served = await serveRandomSnapshot(); });

const live = () => served.listings.filter((l) => l.expiresAt === null || Date.parse(l.expiresAt) > Date.now());

describe('400: unknown, repeated and invalid parameters', () => {
  it.each<[string, string, string[]]>([
    ['an unknown parameter', '/api/v1/ads?colour=red', ['colour']],
    ['a repeated parameter, even with the same value', '/api/v1/ads?kind=job&kind=job', ['kind']],
    ['an empty value', '/api/v1/ads?city=', ['city']],
    ['page=0', '/api/v1/ads?page=0', ['page']],
    ['page=1001', '/api/v1/ads?page=1001', ['page']],
    ['page=+5', '/api/v1/ads?page=%2B5', ['page']],
    ['page=1.0', '/api/v1/ads?page=1.0', ['page']],
    ['pageSize=49', '/api/v1/ads?pageSize=49', ['pageSize']],
    ['pageSize=0', '/api/v1/ads?pageSize=0', ['pageSize']],
    ['country=us', '/api/v1/ads?country=us', ['country']],
    ['city=New-York', '/api/v1/ads?city=New-York', ['city']],
    ['a city of 101 characters', `/api/v1/ads?city=${'a'.repeat(101)}`, ['city']],
    ['a category with a trailing hyphen', '/api/v1/ads?category=jobs-', ['category']],
    ['q of 201 characters', `/api/v1/ads?q=${'a'.repeat(201)}`, ['q']],
    ['an unknown kind', '/api/v1/ads?kind=auction', ['kind']],
    ['an unknown section', '/api/v1/ads?section=misc', ['section']],
    ['an unknown sort', '/api/v1/ads?sort=cheapest', ['sort']],
    ['currency=EUR', '/api/v1/ads?currency=EUR', ['currency']],
    ['min with three decimals', '/api/v1/ads?currency=USD&min=1.234', ['min']],
    ['min in exponent form', '/api/v1/ads?currency=USD&min=1e3', ['min']],
    ['max of ten digits', '/api/v1/ads?currency=USD&max=1234567890', ['max']],
    ['min without currency', '/api/v1/ads?min=5', ['min']],
    ['max without currency', '/api/v1/ads?max=5', ['max']],
    ['price_low without currency', '/api/v1/ads?sort=price_low', ['sort']],
    ['price_high without currency', '/api/v1/ads?sort=price_high', ['sort']],
    ['min greater than max', '/api/v1/ads?currency=USD&min=10&max=9.99', ['min', 'max']],
    ['upcoming=yes', '/api/v1/ads?upcoming=yes', ['upcoming']],
    ['upcoming=1', '/api/v1/ads?upcoming=1', ['upcoming']],
    ['upcoming with another kind', '/api/v1/ads?upcoming=true&kind=job', ['upcoming', 'kind']],
    ['a city and a country that disagree', '/api/v1/ads?city=toronto&country=US', ['city', 'country']],
    ['several mistakes at once', '/api/v1/ads?page=0&pageSize=100&x=1', ['x', 'page', 'pageSize']],
    ['cities: country=ca', '/api/v1/cities?country=ca', ['country']],
    ['cities: q of 201 characters', `/api/v1/cities?q=${'b'.repeat(201)}`, ['q']],
    ['cities: an unknown parameter', '/api/v1/cities?page=1', ['page']],
    ['categories: an unknown kind', '/api/v1/categories?kind=auction', ['kind']],
    ['categories: a repeated kind', '/api/v1/categories?kind=job&kind=event', ['kind']],
    ['listing: an id that is not a UUID', '/api/v1/ads/12345', ['id']],
    ['listing: any query parameter', `/api/v1/ads/00000000-0000-4000-8000-000000000001?fields=all`, ['fields']],
  ])('%s', async (_name, path, names) => {
    const response = await get(`${served.base}${path}`);
    expect(response.status).toBe(400);
    expect(response.body.type).toBe('/problems/invalid-parameters');
    expect(response.body.invalidParams.map((p: { name: string }) => p.name).sort()).toEqual([...names].sort());
    for (const name of names) expect(response.body.detail).toContain(name);
  });

  it('takes an empty q as no q', async () => {
    const withEmpty = await get(`${served.base}/api/v1/ads?q=&pageSize=5`);
    const without = await get(`${served.base}/api/v1/ads?pageSize=5`);
    expect(withEmpty.status).toBe(200);
    expect(withEmpty.body.items).toEqual(without.body.items);
  });
});

describe('the other reads', () => {
  it('lists enabled cities by English name, filters by country and by a name that ignores case and accents', async () => {
    const all = await get(`${served.base}/api/v1/cities`);
    expect(all.body.items.map((c: { name: string }) => c.name)).toEqual(['Chicago', 'Montréal', 'New York', 'Toronto']);
    expect(all.body.total).toBe(4);
    const found = await get(`${served.base}/api/v1/cities?q=MONTREAL`);
    expect(found.body.items.map((c: { key: string }) => c.key)).toEqual(['ca-qc-montreal']);
    const us = await get(`${served.base}/api/v1/cities?country=US&q=o`);
    expect(us.body.items.map((c: { key: string }) => c.key)).toEqual(['us-il-chicago', 'us-ny-new-york']);
  });

  it('lists categories by English name, and those allowing a kind', async () => {
    const all = await get(`${served.base}/api/v1/categories`);
    expect(all.body.items.map((c: { slug: string }) => c.slug)).toEqual(['events', 'for-sale', 'housing', 'jobs', 'services']);
    const wanted = await get(`${served.base}/api/v1/categories?kind=wanted`);
    expect(wanted.body).toEqual({ items: all.body.items.filter((c: { allowedKinds: string[] }) => c.allowedKinds.includes('wanted')), total: 2 });
  });

  it('reads a listing by id in any letter case, byte for byte its document', async () => {
    const listing = live()[0]!;
    const response = await get(`${served.base}/api/v1/ads/${listing.id.toUpperCase()}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(listing);
  });

  it('answers a listing the same on the direct path (lower-case id) as through the router (any other case)', async () => {
    const { id } = live()[2]!;
    const headersOf = (response: { headers: Headers }) => [...response.headers].filter(([name]) => name !== 'date').sort();
    for (const encoding of ['identity', 'gzip', 'br']) {
      for (const method of ['GET', 'HEAD']) {
        const direct = await request(`${served.base}/api/v1/ads/${id}`, { method, headers: { 'Accept-Encoding': encoding } });
        const routed = await request(`${served.base}/api/v1/ads/${id.toUpperCase()}`, { method, headers: { 'Accept-Encoding': encoding } });
        expect(headersOf(direct), `${method} ${encoding}`).toEqual(headersOf(routed));
        expect(direct.text).toBe(routed.text);
      }
      const tag = (await request(`${served.base}/api/v1/ads/${id}`, { headers: { 'Accept-Encoding': encoding } })).headers.get('etag')!;
      const conditional = (path: string) => request(`${served.base}${path}`, { headers: { 'Accept-Encoding': encoding, 'If-None-Match': tag } });
      const [direct, routed] = [await conditional(`/api/v1/ads/${id}`), await conditional(`/api/v1/ads/${id.toUpperCase()}`)];
      expect(direct.status).toBe(304);
      expect(headersOf(direct)).toEqual(headersOf(routed));
    }
  });

  it('answers a search the same on the direct path as through the router (a request with a body)', async () => {
    const headersOf = (reply: RawReply) => Object.entries(reply.headers).filter(([name]) => name !== 'date').sort();
    const port = Number(new URL(served.base).port);
    const ask = (target: string, headers: string[] = []) => ({
      direct: sendRaw(port, rawRequest(target, headers)),
      routed: sendRaw(port, rawRequest(target, [...headers, 'Content-Length: 1']).concat('x')),
    });
    for (const target of ['/api/v1/ads', '/api/v1/ads?q=a&pageSize=3', '/api/v1/ads?country=US&sort=recent&page=2', '/api/v1/ads?currency=USD&sort=price_low&pageSize=5']) {
      const first = ask(target);
      const [direct, routed] = [await first.direct, await first.routed];
      expect(direct.status, target).toBe(200);
      expect(headersOf(direct), target).toEqual(headersOf(routed));
      expect(direct.body, target).toBe(routed.body);
      const again = ask(target, [`If-None-Match: ${direct.headers.etag}`]);
      const [directAgain, routedAgain] = [await again.direct, await again.routed];
      expect(directAgain.status, target).toBe(304);
      expect(headersOf(directAgain), target).toEqual(headersOf(routedAgain));
    }
  });
});

describe('404 and 405', () => {
  it.each([
    ['an unknown id', '/api/v1/ads/00000000-0000-4000-8000-00000000ffff'],
    ['an unknown path', '/api/v1/listings'],
    ['a trailing slash', '/api/v1/ads/'],
    ['a file of the snapshot', '/manifest.json'],
    ['a data file through a path trick', '/api/v1/../data/meta.json'],
  ])('%s is 404 problem+json', async (_name, path) => {
    const response = await fetch(`${served.base}${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(((await response.json()) as { type: string }).type).toBe('/problems/not-found');
  });

  it('a listing whose expiresAt has passed is 404', async () => {
    const expired = served.listings.find((l) => l.expiresAt !== null && Date.parse(l.expiresAt) < Date.now())!;
    expect(expired).toBeDefined();
    const response = await get(`${served.base}/api/v1/ads/${expired.id}`);
    expect(response.status).toBe(404);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s is 405 with Allow', async (method) => {
    const response = await request(`${served.base}/api/v1/ads`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.body.type).toBe('/problems/method-not-allowed');
  });
});

describe('caching, encodings and headers', () => {
  const paths = () => ['/api/v1/cities', '/api/v1/categories', '/api/v1/ads?kind=job', `/api/v1/ads/${live()[1]!.id}`, '/api/v1/cities?country=CA'];

  it('gives every 200 an ETag, and 304 to a client that has it', async () => {
    for (const path of paths()) {
      const first = await get(`${served.base}${path}`, { 'Accept-Encoding': 'identity' });
      const etag = first.headers.get('etag');
      const listing = /^\/api\/v1\/ads\/[^/?]+$/.test(path);
      // A listing's tag is its static file's (modification time and size, as nginx makes it); any other body's is a content hash.
      expect(etag, path).toMatch(listing ? /^"[0-9a-f]{8}-[0-9a-f]+"$/ : /^"[0-9a-f]{32}"$/);
      if (listing) expect(parseInt(etag!.split('-')[1]!, 16), path).toBe(Buffer.byteLength(first.text));
      const again = await get(`${served.base}${path}`, { 'If-None-Match': etag! });
      expect(again.status, path).toBe(304);
      expect(again.text).toBe('');
      // A client holding the compressed variant's tag is just as current.
      const gzipTag = (await get(`${served.base}${path}`, { 'Accept-Encoding': 'gzip' })).headers.get('etag')!;
      if (listing) expect(gzipTag, path).not.toBe(etag);
      const compressed = await get(`${served.base}${path}`, { 'If-None-Match': `W/${gzipTag}` });
      expect(compressed.status, path).toBe(304);
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    for (const path of paths()) {
      const head = await request(`${served.base}${path}`, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
      const body = await get(`${served.base}${path}`, { 'Accept-Encoding': 'identity' });
      expect(head.status).toBe(200);
      expect(head.text).toBe('');
      expect(head.headers.get('etag')).toBe(body.headers.get('etag'));
      expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(body.text)));
    }
  });

  it('serves the precomputed brotli and gzip bodies to clients that accept them', async () => {
    for (const path of [`/api/v1/ads/${live()[2]!.id}`, '/api/v1/cities']) {
      const plain = await fetch(`${served.base}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
      const identity = Buffer.from(await plain.arrayBuffer());
      for (const [accept, encoding, decode] of [['br', 'br', zlib.brotliDecompressSync], ['gzip, deflate', 'gzip', zlib.gunzipSync], ['br;q=0, gzip', 'gzip', zlib.gunzipSync]] as const) {
        // undici decodes for us; node:http keeps the raw bytes, which is what we check.
        const raw = await rawGet(`${served.base}${path}`, { 'Accept-Encoding': accept });
        expect(raw.headers['content-encoding'], `${path} ${accept}`).toBe(encoding);
        expect(raw.headers.vary).toBe('Accept-Encoding');
        expect(decode(raw.body).equals(identity)).toBe(true);
      }
    }
  });

  it('lets lists and searches be cached for at most 60 s, a listing never beyond its expiry', async () => {
    for (const path of ['/api/v1/cities', '/api/v1/categories', '/api/v1/ads?q=room']) {
      const maxAge = Number(/public, max-age=(\d+)/.exec((await get(`${served.base}${path}`)).headers.get('cache-control')!)![1]);
      expect(maxAge).toBeLessThanOrEqual(60);
      expect(maxAge).toBeGreaterThan(0);
    }
    const expiring = live().filter((l) => l.expiresAt !== null)[0]!;
    const response = await get(`${served.base}/api/v1/ads/${expiring.id}`);
    const maxAge = Number(/public, max-age=(\d+)/.exec(response.headers.get('cache-control')!)![1]);
    expect(maxAge).toBeLessThanOrEqual(Math.max(0, (Date.parse(expiring.expiresAt!) - Date.now()) / 1000));
    expect(maxAge).toBeLessThanOrEqual(300);
  });

  it('allows any origin, answers preflight, and exposes what clients need', async () => {
    const response = await get(`${served.base}/api/v1/categories`, { Origin: 'https://app.example' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const preflight = await fetch(`${served.base}/api/v1/ads`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('if-none-match');
    expect(preflight.headers.get('access-control-expose-headers')).toBe('ETag, Retry-After, RateLimit, RateLimit-Policy, X-Build-Id');
  });

  it('never sets a cookie, and answers a request with cookies with the same bytes', async () => {
    for (const path of [...paths(), '/api/v1/ads?page=0', '/nowhere']) {
      const without = await fetch(`${served.base}${path}`);
      const withCookie = await fetch(`${served.base}${path}`, { headers: { Cookie: 'session=abc; theme=dark' } });
      expect(without.headers.get('set-cookie')).toBeNull();
      expect(withCookie.headers.get('set-cookie')).toBeNull();
      expect(await withCookie.text()).toBe(await without.text());
    }
  });

  it('reports health outside the API', async () => {
    const response = await fetch(`${served.base}/healthz`);
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', buildId: expect.stringMatching(/^[0-9a-f]{16}$/), listings: served.listings.length });
  });
});

describe('the index at / and /api/v1', () => {
  it('links every route this server answers, absolute, and each link answers', async () => {
    const root = await fetch(`${served.base}/`);
    expect(root.status).toBe(200);
    expect(root.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(root.headers.get('x-build-id')).toMatch(/^[0-9a-f]{16}$/);
    const index = (await root.json()) as { title: string; version: string; links: Record<string, string> };
    expect(index).toMatchObject({ title: 'Public Community Listings Read API', version: '1.0.0' });
    expect(index.links).toEqual({
      docs: `${served.base}/docs`,
      openapi: `${served.base}/api/v1/openapi.json`,
      health: `${served.base}/healthz`,
      mcp: `${served.base}/mcp`,
      cities: `${served.base}/api/v1/cities`,
      categories: `${served.base}/api/v1/categories`,
      search: `${served.base}/api/v1/ads`,
      listing: `${served.base}/api/v1/ads/{id}`,
    });
    for (const [name, link] of Object.entries(index.links)) {
      if (name === 'mcp') continue; // a GET there opens an event stream; MCP's own tests cover it
      const response = await fetch(link.replace('{id}', live()[0]!.id));
      expect(response.status, link).toBe(200);
      await response.arrayBuffer();
    }
    // /api/v1 answers the same index, not a redirect.
    const version = await fetch(`${served.base}/api/v1`, { redirect: 'manual' });
    expect(version.status).toBe(200);
    expect(await version.json()).toEqual(index);
  });

  it('answers HEAD, a conditional GET, a trailing slash and another method as every route does', async () => {
    const first = await fetch(`${served.base}/`, { headers: { 'Accept-Encoding': 'identity' } });
    const bytes = Buffer.from(await first.arrayBuffer());
    const head = await request(`${served.base}/`, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect((await fetch(`${served.base}/`, { headers: { 'If-None-Match': first.headers.get('etag')! } })).status).toBe(304);
    expect((await request(`${served.base}/api/v1/`)).status).toBe(404);
    const post = await request(`${served.base}/`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

import http from 'node:http';
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}
