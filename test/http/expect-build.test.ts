/**
 * X-Expect-Build-Id: an edge names the build it serves; a replica of another
 * build refuses (403, before the budget), one of that build answers as usual.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../support/client.ts';

/** A plain read: the refusal is for an edge, not part of the public description the client checks against. */
async function plain(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, body: JSON.parse(await response.text()) as { type: string; status: number; detail: string } };
}
import { buildRandomSnapshot } from '../support/random-snapshot.ts';
import { startServer, type RunningServer } from '../support/server.ts';

describe('a request that names the build it expects', () => {
  let server: RunningServer;
  let buildId: string;
  let listing: string;
  beforeAll(async () => {
    const { dist } = await buildRandomSnapshot(20);
    // A budget of 2: refusals of another build must not spend it.
    server = await startServer(['--dist', dist, '--rate-limit', '2']);
    buildId = ((await (await fetch(`${server.url}/healthz`)).json()) as { buildId: string }).buildId;
    const ads = (await get(`${server.url}/api/v1/ads?pageSize=1`)).body as { items: { id: string }[] };
    listing = ads.items[0]!.id;
  });
  afterAll(async () => { await server?.stop('SIGKILL'); });

  it('is refused by a replica of another build, on every route, without spending the budget', async () => {
    const other = buildId.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    for (const p of ['/api/v1/cities', `/api/v1/ads/${listing}`, '/api/v1/ads?q=room', '/healthz']) {
      const refused = await plain(`${server.url}${p}`, { 'X-Expect-Build-Id': other });
      expect(refused.status, p).toBe(403);
      expect(refused.body.status, p).toBe(403);
      expect(refused.headers.get('retry-after'), p).toBe('1');
      expect(refused.headers.get('x-build-id'), p).toBe(buildId);
      expect(refused.headers.get('content-type'), p).toBe('application/problem+json');
      expect(refused.headers.get('access-control-allow-origin'), p).toBe('*');
      expect(refused.body.type, p).toBe('/problems/other-build');
      expect(refused.body.detail, p).toContain(other);
    }
    // The one request above that spent the budget is the search that found `listing`.
    const same = await get(`${server.url}/api/v1/ads/${listing}`, { 'X-Expect-Build-Id': buildId });
    expect(same.status).toBe(200);
    expect(same.headers.get('ratelimit')).toMatch(/^"default";r=0;/);
  });
});
