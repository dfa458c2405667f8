/**
 * npm run test:deploy: the deployment recipe of deploy/, run for real on
 * loopback: Debian's nginx (with the brotli static module) in front of two
 * replicas, over a freshly built snapshot, and the nightly build script that
 * switches them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { EventEmitter, once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeExport } from '../support/fixture.ts';
import { randomListings } from '../support/random-export.ts';
import { build, ROOT } from '../support/build.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { tempDir } from '../support/temp.ts';
import { when } from '../support/until.ts';
import { BROTLI_STATIC_MODULE, writeStandaloneConfig } from '../../deploy/render-nginx.ts';

const NGINX = '/usr/sbin/nginx';
const HOUR = 3_600_000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Reply { status: number; headers: Headers; bytes: Buffer }
async function fetchBytes(url: string, init: RequestInit = {}): Promise<Reply> {
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
const identity = { headers: { 'Accept-Encoding': 'identity' } };

/**
 * Clients reading through the edge until stopped; every status is kept. Like a
 * browser or a CDN, a client sends a GET again when its keep-alive connection
 * was closed before any byte of an answer came (RFC 9110, 9.2.2; at most three
 * times, as its pool may hold several such connections): an edge reload closes
 * idle connections. Those retries are counted, not hidden.
 */
function loadRun(base: string, paths: string[], clients = 6) {
  const statuses: number[] = [];
  const failures: string[] = [];
  let retried = 0;
  /** Emits 'response' as each response (or failure) comes in. */
  const progress = new EventEmitter();
  let running = true;
  let n = 0;
  const once = async (p: string) => {
    const response = await fetch(`${base}${p}`, identity);
    await response.arrayBuffer();
    return response.status;
  };
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      const p = paths[n++ % paths.length]!;
      try {
        const again = () => { retried++; return once(p); };
        const status = await once(p).catch(again).catch(again).catch(again);
        statuses.push(status);
        if (status >= 500) failures.push(`${p}: ${status}`);
      } catch (error) {
        failures.push(`${p}: ${(error as Error).message}`);
      }
      progress.emit('response');
    }
  });
  return {
    statuses, failures,
    retried: () => retried,
    more: (count: number) => {
      const target = statuses.length + count;
      return when(progress, 'response', () => statuses.length >= target, `${count} more responses through the edge`, 60_000);
    },
    stop: async () => { running = false; await Promise.all(loops); },
  };
}

const hasNginx = existsSync(NGINX) && existsSync(BROTLI_STATIC_MODULE);
if (!hasNginx) console.warn(`deploy tests skipped: no ${NGINX} with the brotli static module (apt-get install nginx-light libnginx-mod-http-brotli-static; .ci/run installs them)`);

describe.skipIf(!hasNginx)('nginx and two replicas', () => {
  let dir: string, content: string, dist: string, edge: string, conf: string;
  let replicas: RunningServer[] = [];
  let nginx: ChildProcess;
  let ids: { id: string; expiresAt: string | null }[];
  const now = Date.now();

  beforeAll(async () => {
    dir = tempDir('listings-deploy-');
    chmodSync(dir, 0o755);
    content = path.join(dir, 'content');
    dist = path.join(dir, 'dist');
    const records = randomListings({ count: 120, seed: 99, around: now });
    // One listing that expires tomorrow: the edge must leave it to the replicas.
    records[0] = { ...records[0], expiresAt: new Date(now + 20 * HOUR).toISOString() };
    writeExport(content, { listings: { 'a.ndjson': records } });
    const report = await build(content, dist, { now: new Date(now) });
    expect(report.ok).toBe(true);
    ids = records.map((r) => ({ id: String(r.id).toLowerCase(), expiresAt: r.expiresAt as string | null }));
    const edgePort = await freePort();
    edge = `http://127.0.0.1:${edgePort}`;
    replicas = await Promise.all([0, 1].map(() => startServer(['--dist', dist, '--rate-limit', '0', '--base-url', edge])));
    mkdirSync(path.join(dir, 'nginx'));
    conf = writeStandaloneConfig(path.join(dir, 'nginx'), { listen: `127.0.0.1:${edgePort}`, dist, replicas: replicas.map((r) => new URL(r.url).host) });
    const test = spawnSync(NGINX, ['-t', '-c', conf], { encoding: 'utf8' });
    expect(test.status, test.stderr).toBe(0);
    nginx = spawn(NGINX, ['-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    // nginx says nothing once it listens: its port is asked until it answers, for at most 5 s.
    let up = false;
    for (let i = 0; i < 100 && !up; i++) {
      up = await fetch(`${edge}/healthz`).then(() => true, () => false);
      if (!up) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(up, 'nginx answers within 5 s').toBe(true);
  });
  afterAll(async () => {
    nginx?.kill('SIGTERM');
    for (const replica of replicas) await replica.stop('SIGKILL');
  });

  const publicListing = () => ids.find((l) => l.expiresAt === null)!.id;

  it('gives every one of the four reads the same body through nginx as from a replica', async () => {
    const listing = publicListing();
    for (const p of ['/api/v1/cities', '/api/v1/categories?kind=job', '/api/v1/ads?q=room&pageSize=5', `/api/v1/ads/${listing}`]) {
      const [direct, through] = await Promise.all([fetchBytes(`${replicas[0]!.url}${p}`, identity), fetchBytes(`${edge}${p}`, identity)]);
      expect(through.status, p).toBe(200);
      expect(through.bytes.equals(direct.bytes), p).toBe(true);
      for (const header of ['content-type', 'etag', 'cache-control', 'x-content-type-options', 'access-control-allow-origin', 'x-build-id']) {
        expect(through.headers.get(header), `${p} ${header}`).toBe(direct.headers.get(header));
      }
    }
  });

  it('serves a listing read from the files, with the precompressed variants and the same ETags', async () => {
    const listing = publicListing();
    const file = path.join(dist, 'api/v1/ads', `${listing}.json`);
    for (const [encoding, variant] of [['br', '.br'], ['gzip', '.gz'], ['identity', '']] as const) {
      const [direct, through] = await Promise.all([
        fetchBytes(`${replicas[0]!.url}/api/v1/ads/${listing}`, { headers: { 'Accept-Encoding': encoding } }),
        fetchBytes(`${edge}/api/v1/ads/${listing}`, { headers: { 'Accept-Encoding': encoding } }),
      ]);
      // The replicas send a request id; the files do not: this answer came from the files.
      expect(through.headers.get('x-request-id'), encoding).toBeNull();
      expect(direct.headers.get('x-request-id')).not.toBeNull();
      expect(through.headers.get('etag'), encoding).toBe(direct.headers.get('etag'));
      expect(through.headers.get('content-encoding'), encoding).toBe(direct.headers.get('content-encoding'));
      expect(through.headers.get('vary')).toBe('Accept-Encoding');
      expect(readFileSync(`${file}${variant}`).length).toBe(Number(through.headers.get('content-length') ?? through.bytes.length));
      const again = await fetch(`${edge}/api/v1/ads/${listing}`, { headers: { 'Accept-Encoding': encoding, 'If-None-Match': through.headers.get('etag')! } });
      expect(again.status, encoding).toBe(304);
    }
  });

  it('leaves to the replicas what the files cannot answer exactly, and answers every error with problem+json', async () => {
    const listing = publicListing();
    const soon = ids[0]!.id;
    const lettered = ids.find((l) => l.expiresAt === null && /[a-f]/.test(l.id.slice(24)))!.id;
    const cases: [string, RequestInit, number, string | null][] = [
      [`/api/v1/ads/${soon}`, identity, 200, null],
      [`/api/v1/ads/${lettered.toUpperCase()}`, identity, 200, null],
      ['/api/v1/ads/00000000-0000-4000-8000-00000000abcd', identity, 404, '/problems/not-found'],
      ['/api/v1/ads/not-a-uuid', identity, 400, '/problems/invalid-parameters'],
      [`/api/v1/ads/${listing}?x=1`, identity, 400, '/problems/invalid-parameters'],
      [`/api/v1/ads/${listing}`, { method: 'DELETE' }, 405, '/problems/method-not-allowed'],
      ['/nothing/here', identity, 404, '/problems/not-found'],
      [`/api/v1/ads?q=${'a'.repeat(10_000)}`, identity, 414, '/problems/uri-too-long'],
      [`/api/v1/ads?q=${'a'.repeat(30_000)}`, identity, 414, '/problems/uri-too-long'],
      ['/api/v1/cities', { headers: { 'X-Big': 'b'.repeat(30_000) } }, 431, '/problems/headers-too-large'],
      ['/mcp', { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024), headers: { 'Content-Type': 'application/json' } }, 413, '/problems/payload-too-large'],
    ];
    for (const [p, init, status, type] of cases) {
      const reply = await fetchBytes(`${edge}${p}`, init);
      expect(reply.status, p.slice(0, 80)).toBe(status);
      expect(reply.headers.get('access-control-allow-origin'), p.slice(0, 80)).toBe('*');
      if (type) {
        expect(reply.headers.get('content-type'), p.slice(0, 80)).toBe('application/problem+json');
        expect(JSON.parse(reply.bytes.toString('utf8')).type, p.slice(0, 80)).toBe(type);
      } else {
        expect(reply.headers.get('x-request-id'), `${p} comes from a replica`).not.toBeNull();
      }
    }
  });

  it('passes MCP through to the replicas', async () => {
    const response = await fetch(`${edge}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'MCP-Protocol-Version': '2025-11-25' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_categories', arguments: { kind: 'job' } } }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('"structuredContent"');
  });

  it('caches lists and searches for their max-age', async () => {
    const p = '/api/v1/ads?pageSize=3&page=2';
    const first = await fetch(`${edge}${p}`, identity);
    await first.arrayBuffer();
    const second = await fetch(`${edge}${p}`, identity);
    await second.arrayBuffer();
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(second.headers.get('x-request-id')).toBe(first.headers.get('x-request-id'));
  });

  it('switches every replica and the edge to a new build with no failed request', async () => {
    const load = loadRun(edge, ['/api/v1/cities', `/api/v1/ads/${publicListing()}`, '/healthz', ...Array.from({ length: 20 }, (_, i) => `/api/v1/ads?page=${i + 1}&pageSize=5`)]);
    await load.more(100);
    writeExport(content, { listings: { 'a.ndjson': randomListings({ count: 130, seed: 100, around: now }) } });
    const reloads = replicas.map((r) => r.nextEvent('reload'));
    const run = spawnSync(path.join(ROOT, 'deploy/nightly-build.sh'), {
      cwd: ROOT, encoding: 'utf8',
      env: {
        ...process.env, CONTENT: content, OUT: dist, BUILD_LOCK: path.join(dir, 'build.lock'),
        RELOAD_REPLICAS: `kill -HUP ${replicas.map((r) => r.child.pid).join(' ')}`,
        RELOAD_EDGE: `${NGINX} -c ${conf} -s reload`,
      },
    });
    expect(run.status, run.stderr).toBe(0);
    const builds = new Set((await Promise.all(reloads)).map((line) => line.build));
    expect(builds.size).toBe(1);
    const [next] = [...builds];
    await load.more(200);
    await load.stop();
    expect(load.failures).toEqual([]);
    console.log(`switch: ${load.statuses.length} requests, ${load.retried()} sent again after an edge reload closed their idle connection`);
    for (const replica of replicas) expect(((await (await fetch(`${replica.url}/healthz`)).json()) as { buildId: string }).buildId).toBe(next);
    expect((await fetch(`${edge}/api/v1/ads/${publicListing()}`, identity)).headers.get('x-build-id')).toBe(next);
  });

  it('never runs two nightly builds at once', async () => {
    const lock = path.join(dir, 'build.lock');
    // The holder says once it holds the lock (its command runs only then); -o keeps the lock
    // with flock itself, so that killing it lets the lock go.
    const holder = spawn('flock', ['-o', lock, 'sh', '-c', 'echo held; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    const exited = once(holder, 'exit');
    await new Promise<void>((resolve, reject) => {
      holder.stdout!.on('data', (chunk: Buffer) => { if (String(chunk).includes('held')) resolve(); });
      holder.once('exit', (code) => reject(new Error(`flock exited with ${code} before holding the lock`)));
    });
    // Proof that it is held: a second, non-blocking flock fails.
    expect(spawnSync('flock', ['--nonblock', lock, 'true']).status).toBe(1);
    const second = spawnSync(path.join(ROOT, 'deploy/nightly-build.sh'), { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CONTENT: content, OUT: dist, BUILD_LOCK: lock, RELOAD_REPLICAS: 'true', RELOAD_EDGE: 'true' } });
    holder.kill();
    await exited;
    expect(spawnSync('flock', ['--nonblock', lock, 'true']).status).toBe(0);
    expect(second.status).toBe(75);
    expect(second.stderr).toContain('another build holds');
  });

  it('loses no request when a replica is killed during a load run', async () => {
    const load = loadRun(edge, ['/api/v1/cities?country=CA', '/healthz', ...Array.from({ length: 30 }, (_, i) => `/api/v1/ads?page=${i + 1}&pageSize=7&sort=recent`)]);
    await load.more(100);
    replicas[0]!.child.kill('SIGKILL');
    await load.more(300);
    await load.stop();
    expect(load.failures).toEqual([]);
    expect(load.statuses.every((s) => s === 200)).toBe(true);
  });
});

describe('the systemd units', () => {
  it('verify with systemd-analyze once installed', () => {
    const analyze = spawnSync('systemd-analyze', ['--version']);
    if (analyze.status !== 0) return void console.warn('systemd-analyze not found: unit verification skipped');
    const dir = tempDir('listings-units-');
    for (const unit of ['listings@.service', 'listings-build.service', 'listings-build.timer']) {
      const text = readFileSync(path.join(ROOT, 'deploy/systemd', unit), 'utf8').replaceAll('/opt/listings', ROOT);
      writeFileSync(path.join(dir, unit === 'listings@.service' ? 'listings@8081.service' : unit), text);
    }
    const result = spawnSync('systemd-analyze', ['verify', ...['listings@8081.service', 'listings-build.service', 'listings-build.timer'].map((u) => path.join(dir, u))], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    const replica = readFileSync(path.join(ROOT, 'deploy/systemd/listings@.service'), 'utf8');
    expect(replica).toMatch(/^ExecReload=\/bin\/kill -HUP \$MAINPID$/m);
    expect(readFileSync(path.join(ROOT, 'deploy/nightly-build.sh'), 'utf8')).toContain('flock --nonblock');
  });
});

