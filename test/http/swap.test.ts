/**
 * Swapping snapshots under load: while clients run mixed reads, the export is
 * rebuilt and the server reloads several times, rolls back, and refuses a
 * damaged build. No request fails, and every response is wholly of one build:
 * the build it names in X-Build-Id, with that build's totals, links and listings.
 */
import { EventEmitter } from 'node:events';
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { record, uuid, writeExport, type Json } from '../support/fixture.ts';
import { build } from '../support/build.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { tempDir } from '../support/temp.ts';
import { when } from '../support/until.ts';
import { loadSnapshot } from '../../src/snapshot/load.ts';
import { bodyBytes, ReadApi } from '../../src/api/read-api.ts';
import { HttpSearchQuery, decodeQuery, parseParams } from '../../src/http/params.ts';
import { rollback } from '../../build/publish.ts';

const SEARCHES = ['/api/v1/ads', '/api/v1/ads?q=room', '/api/v1/ads?city=chicago&pageSize=5', '/api/v1/ads?kind=job&page=2&pageSize=3', '/api/v1/ads?currency=USD&sort=price_low&pageSize=7'];
const READS = [...SEARCHES, '/api/v1/cities', '/api/v1/categories', ...[1, 30, 45, 70].map((n) => `/api/v1/ads/${uuid(n)}`)];

/** Generation `g` of the export: a different number of listings, titles and prices each time. */
function generation(g: number): Json[] {
  return Array.from({ length: 30 + 15 * g }, (_, i) => {
    const n = i + 1;
    const job = n % 4 === 0;
    return record(n, { updatedAt: `2026-02-0${1 + (g % 9)}T00:00:${String(n % 60).padStart(2, '0')}Z` }, {
      kind: job ? 'job' : 'housing', categorySlug: job ? 'jobs' : 'housing',
      translations: { en: { title: `${n % (g + 2) === 0 ? 'Room' : 'Flat'} ${n} gen ${g}`, description: 'near the park' } },
      primaryLanguage: 'en',
      location: n % 3 === 0
        ? { cityKey: 'us-il-chicago', countryCode: 'US', regionCode: 'IL', visibility: 'city' }
        : { cityKey: 'us-ny-new-york', countryCode: 'US', regionCode: 'NY', visibility: 'city' },
      price: { mode: 'fixed', currency: 'USD', amountMinor: 1000 * ((n * (g + 3)) % 17) },
    });
  });
}

/** What each read must answer under one build: status and body, from the build's own snapshot in process. */
async function expectedAnswers(dist: string, base: string): Promise<{ buildId: string; answers: Map<string, { status: number; body: string }> }> {
  const snapshot = await loadSnapshot(realpathSync(dist));
  const api = new ReadApi(snapshot, base);
  const answers = new Map<string, { status: number; body: string }>();
  for (const url of READS) {
    const [pathname, search = ''] = url.split('?');
    let reply;
    if (pathname === '/api/v1/ads') {
      const parsed = parseParams(decodeQuery(search), HttpSearchQuery);
      if (!parsed.ok) throw new Error(`bad fixture query ${url}`);
      reply = api.search(parsed.value);
    } else if (pathname === '/api/v1/cities') reply = api.cities({});
    else if (pathname === '/api/v1/categories') reply = api.categories({});
    else reply = api.listing(pathname!.split('/').pop()!);
    answers.set(url, reply.ok ? { status: 200, body: (await bodyBytes(reply.body)).toString('utf8') } : { status: reply.problem.status, body: JSON.stringify(reply.problem) });
  }
  snapshot.close();
  return { buildId: snapshot.manifest.buildId, answers };
}

interface Seen { url: string; status: number; build: string | null; body: string }

/** Clients reading in a loop until stopped; every response is kept for judging. */
function loadRun(base: string, clients: number) {
  const seen: Seen[] = [];
  const failures: string[] = [];
  /** Emits 'response' as each response (or failure) comes in. */
  const progress = new EventEmitter();
  let running = true;
  const loops = Array.from({ length: clients }, async (_, c) => {
    for (let i = c; running; i++) {
      const url = READS[i % READS.length]!;
      try {
        const response = await fetch(`${base}${url}`);
        seen.push({ url, status: response.status, build: response.headers.get('x-build-id'), body: await response.text() });
      } catch (error) {
        failures.push(`${url}: ${(error as Error).message}`);
      }
      progress.emit('response');
    }
  });
  return {
    seen,
    failures,
    /** Resolves once `count` more responses have come in (or one request has failed, which the test then reports). */
    more: (count: number) => {
      const target = seen.length + count;
      return when(progress, 'response', () => seen.length >= target || failures.length > 0, `${count} more responses`, 50_000);
    },
    stop: async () => { running = false; await Promise.all(loops); },
  };
}

async function reload(server: RunningServer, event: 'reload' | 'reload-refused'): Promise<string> {
  const line = server.nextEvent(event);
  server.child.kill('SIGHUP');
  return (await line).msg;
}

describe('swapping snapshots under load', () => {
  it('loses no request, and answers every one wholly from one build', async () => {
    const dir = tempDir();
    const content = path.join(dir, 'content'), dist = path.join(dir, 'dist');
    writeExport(content, { listings: { 'a.ndjson': generation(0) } });
    expect((await build(content, dist)).ok).toBe(true);
    const server = await startServer(['--dist', dist, '--rate-limit', '0', '--concurrency', '4']);
    const builds = new Map<string, Map<string, { status: number; body: string }>>();
    const remember = async () => {
      const { buildId, answers } = await expectedAnswers(dist, server.url);
      builds.set(buildId, answers);
      return buildId;
    };
    const first = await remember();
    const load = loadRun(server.url, 6);
    const served: string[] = [first];

    // Three new builds, each reloaded while the clients read.
    for (const g of [1, 2, 3]) {
      await load.more(40);
      writeExport(content, { listings: { 'a.ndjson': generation(g) } });
      expect((await build(content, dist)).ok).toBe(true);
      const id = await remember();
      expect(await reload(server, 'reload')).toBe(`reloaded: serving build ${id}`);
      served.push(id);
    }
    // A rollback to the build before.
    await load.more(40);
    rollback(dist);
    const back = await remember();
    expect(back).toBe(served[served.length - 2]);
    expect(await reload(server, 'reload')).toBe(`reloaded: serving build ${back}`);
    // A damaged build: refused, and the rolled-back one goes on serving.
    await load.more(40);
    writeExport(content, { listings: { 'a.ndjson': generation(4) } });
    const damaged = await build(content, dist);
    const arrays = path.join(damaged.snapshot!, 'data/arrays.bin');
    const bytes = readFileSync(arrays);
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
    writeFileSync(arrays, bytes);
    expect(await reload(server, 'reload-refused')).toBe(`reload refused, still serving build ${back}`);
    // And a good build once more.
    await load.more(40);
    writeExport(content, { listings: { 'a.ndjson': generation(5) } });
    expect((await build(content, dist)).ok).toBe(true);
    const last = await remember();
    expect(await reload(server, 'reload')).toBe(`reloaded: serving build ${last}`);
    // Some reads on the last build before stopping.
    await load.more(40);
    await load.stop();

    expect(load.failures).toEqual([]);
    expect(load.seen.length).toBeGreaterThan(200);
    const answered = new Set<string>();
    for (const response of load.seen) {
      const answers = builds.get(response.build ?? '');
      expect(answers, `${response.url} names build ${response.build}`).toBeDefined();
      const expected = answers!.get(response.url)!;
      expect(response.status, response.url).toBe(expected.status);
      expect(response.body, `${response.url} under build ${response.build}`).toBe(expected.body);
      answered.add(response.build!);
    }
    // Responses came from several builds, the damaged one never.
    expect(answered.size).toBeGreaterThan(2);
    expect(answered.has(damaged.buildId!)).toBe(false);
  });
});
