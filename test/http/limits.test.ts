/** The request budget, the read limit, start-up refusals and a graceful stop. */
import { createServer, type Server, type ServerResponse } from 'node:http';
import net from 'node:net';
import { once } from 'node:events';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, cpSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, request } from '../support/client.ts';
import { buildRandomSnapshot } from '../support/random-snapshot.ts';
import { runServeExpectingExit, startServer } from '../support/server.ts';
import { tempDir } from '../support/temp.ts';
import { build } from '../support/build.ts';
import { record, uuid, writeExport } from '../support/fixture.ts';
import { createService } from '../../src/service.ts';
import { loadSnapshot } from '../../src/snapshot/load.ts';
import { SNAPSHOT_FORMAT_VERSION } from '../../src/schema/manifest.ts';
import { until } from '../support/until.ts';

describe('the request budget', () => {
  let served: { base: string };
  // 6 a minute: a token comes back every 10 s, far longer than the test takes to spend them.
  beforeAll(async () => {
    const { dist } = await buildRandomSnapshot(60);
    served = { base: (await startServer(['--dist', dist, '--rate-limit', '6'])).url };
  });

  it('allows exactly the budget, then 429 with Retry-After; health and preflight are not counted', async () => {
    const ok = await get(`${served.base}/api/v1/categories`);
    expect(ok.headers.get('ratelimit-policy')).toBe('"default";q=6;w=60');
    expect(ok.headers.get('ratelimit')).toMatch(/^"default";r=5;t=\d+$/);
    const etag = ok.headers.get('etag')!;
    let answered = 1;
    // Errors, 304s and HEADs count like any other request.
    const mix = [
      () => get(`${served.base}/api/v1/ads?page=0`),
      () => get(`${served.base}/api/v1/categories`, { 'If-None-Match': etag }),
      () => request(`${served.base}/api/v1/cities`, { method: 'HEAD' }),
      () => get(`${served.base}/api/v1/nothing-here`),
      () => get(`${served.base}/api/v1/ads?q=room`),
    ];
    for (let i = 0; answered < 6; i++, answered++) {
      await fetch(`${served.base}/healthz`);
      await fetch(`${served.base}/api/v1/ads`, { method: 'OPTIONS' });
      const response = await mix[i % mix.length]!();
      expect(response.status).not.toBe(429);
    }
    const refused = await get(`${served.base}/api/v1/categories`);
    expect(refused.status).toBe(429);
    expect(refused.body.type).toBe('/problems/too-many-requests');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
    expect(refused.headers.get('ratelimit')).toBe(`"default";r=0;t=${retryAfter}`);
    expect((await fetch(`${served.base}/healthz`)).status).toBe(200);
  });
});

describe('the read limit', () => {
  let server: Server;
  let service: ReturnType<typeof createService>;
  let base: string;
  beforeAll(async () => {
    const { dist } = await buildRandomSnapshot(30);
    service = createService({
      snapshot: await loadSnapshot(realpathSync(dist)), baseUrl: 'http://localhost', rateLimit: 0, concurrency: 2,
      queueSize: 3, queueTimeoutMs: 60_000, version: '0.0.0', host: '127.0.0.1', allowedOrigins: [],
    });
    server = createServer(service.handler).listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('queues reads past the limit, and answers 503 with Retry-After: 1 once the queue is full', async () => {
    // Two reads in progress (held here), three waiting: the queue is full.
    const held = await Promise.all([service.gate.acquire(), service.gate.acquire()]);
    const queued = [1, 2, 3].map(() => get(`${base}/api/v1/categories`));
    await until(() => service.gate.queued >= 3, 'three reads waiting for a place');
    const refused = await get(`${base}/api/v1/categories`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body.type).toBe('/problems/overloaded');
    for (const release of held) release();
    expect((await Promise.all(queued)).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(service.gate.inProgress).toBe(0);
  });

  it('answers 503 when the wait in the queue runs out', async () => {
    const { ReadGate } = await import('../../src/http/limits.ts');
    const gate = new ReadGate(1, 5, 10);
    const release = await gate.acquire();
    await expect(gate.acquire()).rejects.toThrow('wait timed out');
    release();
    expect(gate.inProgress).toBe(0);
  });
});

/** Which requests read in one turn are answered as read, before the rest: on its own thread no search is; on this thread, no text search. */
describe.each([
  ['searches run on their own thread', true, (path: string) => !path.startsWith('/api/v1/ads?')],
  ['text searches take turns on the thread that answers requests', false, (path: string) => !path.includes('q=')],
])('%s', (_, searchThread, answeredAsRead) => {
  let server: Server;
  /** Each request as answered, with the turn of the event loop it was read in. */
  const answered: { path: string; turn: number }[] = [];
  let turn = 0;
  let turnEnding = false;
  beforeAll(async () => {
    const { dist } = await buildRandomSnapshot(30);
    // Its documents in memory, as once served a moment.
    const snapshot = await loadSnapshot(realpathSync(dist), { searchThread });
    await snapshot.warmed;
    const service = createService({
      snapshot, baseUrl: 'http://localhost', rateLimit: 0, concurrency: 64,
      version: '0.0.0', host: '127.0.0.1', allowedOrigins: [],
    });
    server = createServer((req, res) => {
      // Requests read from the sockets in one poll of the loop share a turn: it ends at the next check phase.
      const readIn = turn;
      if (!turnEnding) {
        turnEnding = true;
        setImmediate(() => {
          turn++;
          turnEnding = false;
        });
      }
      // The order responses are written in, as the server writes them.
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.end = ((...args: unknown[]) => {
        answered.push({ path: req.url!, turn: readIn });
        return end(...args);
      }) as ServerResponse['end'];
      service.handler(req, res);
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
  });
  afterAll(() => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  }));

  /** Asks every path on a connection of its own, all written at once; resolves once each is answered. */
  async function askAtOnce(paths: readonly string[]): Promise<void> {
    let accepted = 0;
    const onConnection = () => { accepted++; };
    server.on('connection', onConnection);
    const port = (server.address() as { port: number }).port;
    const sockets = paths.map(() => net.connect(port, '127.0.0.1'));
    await Promise.all(sockets.map((socket) => once(socket, 'connect')));
    await until(() => accepted === paths.length, 'every connection taken');
    server.off('connection', onConnection);
    const replies = sockets.map((socket) => new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
        const head = text.indexOf('\r\n\r\n');
        const length = /content-length: (\d+)/i.exec(text)?.[1];
        if (head !== -1 && length !== undefined && text.length >= head + 4 + Number(length)) resolve(text.slice(0, 12));
      });
    }));
    paths.forEach((p, i) => sockets[i]!.write(`GET ${p} HTTP/1.1\r\nHost: localhost\r\n\r\n`));
    expect(await Promise.all(replies)).toEqual(paths.map(() => 'HTTP/1.1 200'));
    for (const socket of sockets) socket.destroy();
  }

  it('answers what need not wait read in the same turn as the searches that must before any of those', async () => {
    const first = await (await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/api/v1/ads?pageSize=1`)).json() as { items: { id: string }[] };
    const listing = `/api/v1/ads/${first.items[0]!.id}`;
    const paths = ['/api/v1/ads?q=room', '/api/v1/ads?q=chicago%20apartment', '/api/v1/categories', '/api/v1/ads?q=car', listing, '/api/v1/ads?page=2'];
    // Written at once, the requests are nearly always read in one turn; on a loaded machine the
    // kernel may hand some over a turn later, and the writes are made again till a turn holds both kinds.
    const mixedTurns = () => [...new Set(answered.map((a) => a.turn))]
      .map((t) => answered.filter((a) => a.turn === t))
      .filter((inTurn) => inTurn.some((a) => answeredAsRead(a.path)) && inTurn.some((a) => !answeredAsRead(a.path)));
    for (let attempt = 0; attempt < 5 && (attempt === 0 || mixedTurns().length === 0); attempt++) {
      answered.length = 0;
      await askAtOnce(paths);
    }
    expect(answered.map((a) => a.path).sort()).toEqual([...paths].sort());
    expect(mixedTurns().length).toBeGreaterThan(0);
    for (const inTurn of mixedTurns()) {
      const asRead = inTurn.filter((a) => answeredAsRead(a.path)).length;
      expect(inTurn.slice(0, asRead).every((a) => answeredAsRead(a.path)), inTurn.map((a) => a.path).join(' ')).toBe(true);
    }
  });
});

describe('start-up and stop', () => {
  it('refuses to start without a snapshot', async () => {
    const result = await runServeExpectingExit(['--dist', path.join(tempDir(), 'none')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('snapshot: no snapshot at');
    expect(result.stdout).toBe('');
  });

  it('refuses a snapshot whose files do not match the manifest', async () => {
    const { dist } = await buildRandomSnapshot(10);
    const copy = path.join(tempDir(), 'damaged');
    cpSync(realpathSync(dist), copy, { recursive: true });
    const file = path.join(copy, 'data/meta.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"listingCount":', '"listingCount": '));
    const result = await runServeExpectingExit(['--dist', copy]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('snapshot: data/meta.json does not match its hash in the manifest');
  });

  it('refuses a snapshot whose meta file does not describe the arrays the engine reads, though its hash matches', async () => {
    const { dist } = await buildRandomSnapshot(10);
    const copy = path.join(tempDir(), 'inconsistent');
    cpSync(realpathSync(dist), copy, { recursive: true });
    const file = path.join(copy, 'data/meta.json');
    const meta = JSON.parse(readFileSync(file, 'utf8'));
    delete meta.arrays.termWeights;
    const bytes = Buffer.from(JSON.stringify(meta));
    writeFileSync(file, bytes);
    const manifest = JSON.parse(readFileSync(path.join(copy, 'manifest.json'), 'utf8'));
    manifest.files['data/meta.json'] = { sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length };
    writeFileSync(path.join(copy, 'manifest.json'), JSON.stringify(manifest));
    const result = await runServeExpectingExit(['--dist', copy]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('snapshot: data/meta.json is not what this runtime reads');
    expect(result.stderr).toContain('lacks an array the engine reads');
  });

  it('refuses a snapshot of another format version', async () => {
    const { dist } = await buildRandomSnapshot(10);
    const copy = path.join(tempDir(), 'old');
    cpSync(realpathSync(dist), copy, { recursive: true });
    const manifest = JSON.parse(readFileSync(path.join(copy, 'manifest.json'), 'utf8'));
    writeFileSync(path.join(copy, 'manifest.json'), JSON.stringify({ ...manifest, formatVersion: 0 }));
    const result = await runServeExpectingExit(['--dist', copy]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`snapshot: format version 0 is not the version this runtime reads (${SNAPSHOT_FORMAT_VERSION})`);
  });

  it('serves a new build after SIGHUP, and keeps serving when the new one does not verify', async () => {
    const dir = tempDir();
    const content = path.join(dir, 'content'), dist = path.join(dir, 'dist');
    writeExport(content, { listings: { 'a.ndjson': [record(1)] } });
    await build(content, dist);
    const server = await startServer(['--dist', dist, '--rate-limit', '0']);
    const health = async () => (await (await fetch(`${server.url}/healthz`)).json()) as { buildId: string; listings: number };
    const first = await health();

    writeExport(content, { listings: { 'a.ndjson': [record(1), record(2)] } });
    const second = await build(content, dist);
    const reloaded = server.nextEvent('reload');
    server.child.kill('SIGHUP');
    expect(await reloaded).toMatchObject({ level: 'info', msg: `reloaded: serving build ${second.buildId}`, build: second.buildId, previous: first.buildId, listings: 2 });
    expect(await health()).toMatchObject({ buildId: second.buildId, listings: 2 });
    expect(second.buildId).not.toBe(first.buildId);
    expect((await fetch(`${server.url}/api/v1/ads/${uuid(2)}`)).status).toBe(200);

    // One listing of two: a shrink the guard would refuse, and not what this tests.
    writeExport(content, { listings: { 'a.ndjson': [record(3)] } });
    const third = await build(content, dist, { allowShrink: true });
    writeFileSync(path.join(third.snapshot!, 'data/meta.json'), '{}');
    const refused = server.nextEvent('reload-refused');
    server.child.kill('SIGHUP');
    expect(await refused).toMatchObject({
      level: 'error', msg: `reload refused, still serving build ${second.buildId}`, build: second.buildId,
      reason: 'snapshot: data/meta.json does not match its hash in the manifest; the snapshot is damaged, rebuild it',
    });
    expect(await health()).toMatchObject({ buildId: second.buildId });
  });

  it('drains and exits 0 on SIGTERM', async () => {
    const { dist } = await buildRandomSnapshot(10);
    const server = await startServer(['--dist', dist]);
    expect((await fetch(`${server.url}/api/v1/cities`)).status).toBe(200);
    expect(await server.stop('SIGTERM')).toBe(0);
  });
});
