/**
 * npm run test:deploy: the deployment recipe of deploy/, run for real on
 * loopback: Debian's nginx (with the brotli static module) in front of two
 * replicas, over a freshly built snapshot; the nightly build, the rollback and
 * a failed switch under load, with every client's responses in build order; the
 * per-client limits; every script's --help; the units and the sudoers drop-in.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuid, writeExport, type Json } from '../support/fixture.ts';
import { randomListings } from '../support/random-export.ts';
import { build, ROOT } from '../support/build.ts';
import { startServer, track, type RunningServer } from '../support/server.ts';
import { tempDir } from '../support/temp.ts';
import { BROTLI_STATIC_MODULE, writeStandaloneConfig } from '../../deploy/render-nginx.ts';
import { SWITCH_OPTIONS } from '../../deploy/switch.ts';
import { freePort, freePorts, SERVER_ENV } from '../../bench/support.ts';
import { LATENCY_BUCKETS } from '../../src/metrics/service-metrics.ts';

const NGINX = '/usr/sbin/nginx';
const PROMETHEUS = '/usr/bin/prometheus';
const PROMTOOL = '/usr/bin/promtool';
const NODE_EXPORTER = '/usr/bin/prometheus-node-exporter';
const HOUR = 3_600_000;

interface Reply { status: number; headers: Headers; bytes: Buffer }
async function fetchBytes(url: string, init: RequestInit = {}): Promise<Reply> {
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
const identity = { headers: { 'Accept-Encoding': 'identity' } };

/** One response a load client got: when it sent and received it, and the build that answered. */
interface Sample { client: number; sent: number; received: number; status: number; build: string | null }

/**
 * Clients reading through the edge until stopped, each sending its next request
 * once the last was answered; every response is kept with its X-Build-Id. Like
 * a browser or a CDN, a client sends a GET again when its keep-alive connection
 * was closed before any byte of an answer came (RFC 9110, 9.2.2; at most three
 * times, as its pool may hold several such connections): an edge reload closes
 * idle connections. Those retries are counted, not hidden.
 */
function loadRun(base: string, paths: string[], clients = 6) {
  const samples: Sample[] = [];
  const failures: string[] = [];
  let retried = 0;
  let running = true;
  let n = 0;
  const waiters: (() => void)[] = [];
  const once = async (p: string) => {
    const response = await fetch(`${base}${p}`, identity);
    await response.arrayBuffer();
    return response;
  };
  const loops = Array.from({ length: clients }, async (_, client) => {
    while (running) {
      const p = paths[n++ % paths.length]!;
      const sent = performance.now();
      try {
        const again = () => { retried++; return once(p); };
        const response = await once(p).catch(again).catch(again).catch(again);
        const sample = { client, sent, received: performance.now(), status: response.status, build: response.headers.get('x-build-id') };
        samples.push(sample);
        if (sample.status !== 200) failures.push(`${p}: ${sample.status}`);
        if (!sample.build) failures.push(`${p}: no X-Build-Id`);
      } catch (error) {
        failures.push(`${p}: ${(error as Error).message}`);
      }
      for (const wake of waiters.splice(0)) wake();
    }
  });
  return {
    samples, failures,
    retried: () => retried,
    /** Resolves once `count` more responses have come. */
    more: async (count: number) => {
      const target = samples.length + count;
      while (samples.length < target && running) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    stop: async () => { running = false; await Promise.all(loops); },
  };
}

/**
 * Responses out of build order. `builds` is the order the service switched in
 * (say [a, b, a]: a nightly build, then a rollback), `starts` when each switch
 * after the first began. Per client: the builds it saw, one run each, must be a
 * beginning of that order. Across clients, in real time: once any client has
 * received a response of a switch's new build, no request sent after that
 * moment (and before the next switch) is answered by the build before.
 */
function outOfOrder(samples: Sample[], builds: string[], starts: number[] = []): string[] {
  const wrong: string[] = [];
  const byClient = new Map<number, Sample[]>();
  for (const s of samples) byClient.set(s.client, [...(byClient.get(s.client) ?? []), s]);
  for (const [client, seen] of byClient) {
    const runs = seen.map((s) => s.build).filter((b, i, all) => i === 0 || b !== all[i - 1]);
    if (runs.some((b, i) => b !== builds[i])) wrong.push(`client ${client} saw ${runs.slice(0, 5).join(' → ')}${runs.length > 5 ? ` … (${runs.length} runs)` : ''}`);
  }
  starts.forEach((start, k) => {
    const [before, after, next] = [builds[k]!, builds[k + 1]!, starts[k + 1] ?? Infinity];
    const received = samples.filter((s) => s.build === after && s.sent >= start).map((s) => s.received);
    if (received.length === 0) return void wrong.push(`switch ${k + 1}: no response of ${after} was received after it began`);
    const first = Math.min(...received);
    const late = samples.filter((s) => s.build === before && s.sent > first && s.sent < next);
    if (late.length > 0) wrong.push(`switch ${k + 1}: ${late.length} requests sent after a response of ${after} was received were answered by ${before}`);
  });
  return wrong;
}

/** Runs a script of deploy/ to its end without blocking the event loop (the load clients run meanwhile). */
function runScript(script: string, env: NodeJS.ProcessEnv, args: string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const [command, argv] = script.endsWith('.ts') ? [process.execPath, ['--import', 'tsx', script, ...args]] : [script, args];
  const child = spawn(command, argv, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '', stderr = '';
  child.stdout.on('data', (c: Buffer) => { stdout += c; });
  child.stderr.on('data', (c: Buffer) => { stderr += c; });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** A GET from a given loopback address (127.0.0.0/8 is all this machine's). */
function getFrom(localAddress: string, url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http.get(url, { localAddress, agent: false, headers: { 'Accept-Encoding': 'identity' } }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (c: string) => { body += c; }).on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    }).on('error', reject);
  });
}

/** Whether one of `tries` requests in a row from `localAddress` is refused with 429. */
async function refusedWithin(localAddress: string, url: string, tries: number): Promise<boolean> {
  for (let i = 0; i < tries; i++) if ((await getFrom(localAddress, url)).status === 429) return true;
  return false;
}

/**
 * Resolves once `check` holds, asked again a tenth of a second after each no, for
 * states another process reaches (a port that answers, a scrape Prometheus made):
 * no event of theirs reaches this process. Fails after `timeoutMs`, saying what
 * did not happen and, when given, the last thing seen.
 */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs: number, seen?: () => string): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (performance.now() > deadline) throw new Error(`${what}: not so within ${timeoutMs} ms${seen ? ` (${seen()})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A child that writes its log to stderr (Prometheus, node_exporter): kept for the failure message, killed with the test file's children. */
function daemon(command: string, args: string[]): { child: ChildProcess; log: () => string; stop: () => Promise<void> } {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  track(child);
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => { log = (log + chunk).slice(-4000); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    log: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The shipped file with each of `replacements` made, each of which must be there: the test runs that file, not one of its own. */
function substitute(text: string, replacements: [from: string, to: string][]): string {
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`not in the shipped file: ${JSON.stringify(from)}`);
    text = text.replaceAll(from, to);
  }
  return text;
}

interface Series { metric: Record<string, string>; value: [number, string] }
/** An instant query of Prometheus's HTTP API. */
async function query(prometheus: string, expr: string): Promise<Series[]> {
  const response = await fetch(`${prometheus}/api/v1/query?query=${encodeURIComponent(expr)}`);
  const body = (await response.json()) as { status: string; error?: string; data: { resultType: string; result: Series[] } };
  if (body.status !== 'success') throw new Error(`${expr}: ${body.error}`);
  return body.data.result;
}
/** The one value of a query that names one series, or undefined when there is none. */
async function valueOf(prometheus: string, expr: string): Promise<number | undefined> {
  const result = await query(prometheus, expr);
  if (result.length > 1) throw new Error(`${expr}: ${result.length} series, not one`);
  return result[0] === undefined ? undefined : Number(result[0].value[1]);
}

const hasNginx = existsSync(NGINX) && existsSync(BROTLI_STATIC_MODULE);
if (!hasNginx) console.warn(`deploy tests skipped: no ${NGINX} with the brotli static module (apt-get install nginx-light libnginx-mod-http-brotli-static; .ci/run installs them)`);
const hasPrometheus = existsSync(PROMETHEUS) && existsSync(NODE_EXPORTER) && existsSync(PROMTOOL);
if (hasNginx && !hasPrometheus) console.warn(`deploy tests of the metrics skipped: no ${PROMETHEUS}, ${PROMTOOL} or ${NODE_EXPORTER} (apt-get install prometheus prometheus-node-exporter; .ci/run installs them)`);

describe.skipIf(!hasNginx)('nginx and two replicas', () => {
  let dir: string, content: string, dist: string, edge: string, conf: string, textfiles: string;
  let replicas: RunningServer[] = [];
  let nginx: ChildProcess;
  let records: ReturnType<typeof randomListings>;
  let ids: { id: string; expiresAt: string | null }[];
  const now = Date.now();
  const buildOf = (release: string) => /-([0-9a-f]{16})$/.exec(release)![1]!;
  const current = () => buildOf(realpathSync(dist));
  /** The environment the scripts of deploy/ run with: these replicas, this nginx, reloads by signal. */
  /**
   * Listings new to the export, with ids of their own: a night's export that
   * keeps most listings and adds some, as the publish guard expects of a real one
   * (random listings of another seed would reuse the first ids, superseding them).
   */
  const newListings = (count: number, seed: number): Json[] =>
    randomListings({ count, seed, around: now }).map((listing, i) => ({ ...(listing as Record<string, Json>), id: uuid(seed * 1000 + i) }));
  const scriptEnv = (): NodeJS.ProcessEnv => ({
    ...process.env, CONTENT: content, OUT: dist, BUILD_LOCK: path.join(dir, 'build.lock'),
    REPLICAS: replicas.map((r) => new URL(r.url).host).join(' '),
    // A file fail-<port> makes that replica's next reload fail, once.
    RELOAD_REPLICA: `f=${dir}/fail-$REPLICA_PORT; if [ -e "$f" ]; then rm "$f"; echo "reload of $REPLICA refused" >&2; exit 1; fi; kill -HUP "$(cat ${dir}/pid-$REPLICA_PORT)"`,
    RELOAD_EDGE: `${NGINX} -t -q -c ${conf} && ${NGINX} -c ${conf} -s reload`,
    EDGE_PID_FILE: path.join(dir, 'nginx', 'nginx.pid'),
    SWITCH_TIMEOUT: '60',
    // Each night's figures, where node_exporter's textfile collector reads them.
    METRICS_FILE: path.join(textfiles, 'listings-build.prom'),
  });

  beforeAll(async () => {
    dir = tempDir('listings-deploy-');
    chmodSync(dir, 0o755);
    content = path.join(dir, 'content');
    dist = path.join(dir, 'dist');
    textfiles = path.join(dir, 'textfiles');
    mkdirSync(textfiles);
    records = randomListings({ count: 120, seed: 99, around: now });
    // One listing that expires tomorrow: the edge must leave it to the replicas.
    records[0] = { ...records[0], expiresAt: new Date(now + 20 * HOUR).toISOString() };
    writeExport(content, { listings: { 'a.ndjson': records } });
    const report = await build(content, dist, { now: new Date(now) });
    expect(report.ok).toBe(true);
    // The edge's link, as the first installation makes it (docs/deployment.md).
    symlinkSync(path.relative(dir, realpathSync(dist)), `${dist}.live`);
    ids = records.map((r) => ({ id: String(r.id).toLowerCase(), expiresAt: r.expiresAt as string | null }));
    const edgePort = await freePort();
    edge = `http://127.0.0.1:${edgePort}`;
    // Each with its private listener on a free port, as the unit gives each replica one.
    replicas = await Promise.all([0, 1].map(() => startServer(['--dist', dist, '--rate-limit', '0', '--base-url', edge, '--metrics-port', '0'])));
    for (const replica of replicas) writeFileSync(path.join(dir, `pid-${new URL(replica.url).port}`), String(replica.child.pid));
    mkdirSync(path.join(dir, 'nginx'));
    // The load clients come from 127.0.0.1, exempt from the per-client limits; the limits' test uses other addresses.
    conf = writeStandaloneConfig(path.join(dir, 'nginx'), { listen: `127.0.0.1:${edgePort}`, live: `${dist}.live`, replicas: replicas.map((r) => new URL(r.url).host), unlimited: ['127.0.0.1'] });
    const test = spawnSync(NGINX, ['-t', '-c', conf], { encoding: 'utf8' });
    expect(test.status, test.stderr).toBe(0);
    expect(test.stderr).not.toContain('[warn]');
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

  it('renders a site that passes nginx -t inside Debian\'s own nginx.conf, as installed by docs/deployment.md', async ({ skip }) => {
    // Debian's configuration opens its logs under /var/log/nginx, which only root may.
    if (!existsSync('/etc/nginx/nginx.conf') || process.getuid?.() !== 0) return skip('not root, or no /etc/nginx: the check inside Debian\'s configuration skipped');
    const etc = path.join(dir, 'etc-nginx');
    cpSync('/etc/nginx', etc, { recursive: true, verbatimSymlinks: true });
    rmSync(path.join(etc, 'sites-enabled/default'), { force: true });
    writeFileSync(path.join(etc, 'nginx.conf'), readFileSync(path.join(etc, 'nginx.conf'), 'utf8').replaceAll('/etc/nginx/', `${etc}/`));
    for (const snippet of ['listings-headers.conf', 'listings-proxy.conf']) cpSync(path.join(ROOT, 'deploy/nginx', snippet), path.join(etc, snippet));
    const site = await runScript(path.join(ROOT, 'deploy/render-nginx.ts'), process.env, ['--listen', '80', '--live', `${dist}.live`, '--cache', path.join(dir, 'etc-cache'), '--replica', '127.0.0.1:8081', '--replica', '127.0.0.1:8082']);
    expect(site.code, site.stderr).toBe(0);
    writeFileSync(path.join(etc, 'conf.d/listings.conf'), site.stdout);
    const test = spawnSync(NGINX, ['-t', '-c', path.join(etc, 'nginx.conf')], { encoding: 'utf8' });
    expect(test.status, test.stderr).toBe(0);
    expect(test.stderr).not.toContain('[warn]');
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

  /** Reads of every kind: a listing from the files, a list and searches from the cache or the replicas, /healthz from a replica. */
  const mix = () => ['/api/v1/cities', `/api/v1/ads/${publicListing()}`, '/healthz', ...Array.from({ length: 20 }, (_, i) => `/api/v1/ads?page=${i + 1}&pageSize=5`)];
  const servedBy = async (replica: RunningServer) => ((await (await fetch(`${replica.url}/healthz`)).json()) as { buildId: string }).buildId;

  it('switches the files, the cache and every replica as one moment: a nightly build, then a rollback, under load', async () => {
    const first = current();
    const load = loadRun(edge, mix());
    await load.more(100);
    // The next night's export: most listings as they were (still served from the files), some new.
    writeExport(content, { listings: { 'a.ndjson': [...records.slice(0, 100), ...newListings(30, 100)] } });
    const starts = [performance.now()];
    const nightly = await runScript(path.join(ROOT, 'deploy/nightly-build.sh'), scriptEnv());
    expect(nightly.code, nightly.stderr).toBe(0);
    const next = current();
    expect(next).not.toBe(first);
    for (const replica of replicas) expect(await servedBy(replica)).toBe(next);
    await load.more(150);
    starts.push(performance.now());
    const back = await runScript(path.join(ROOT, 'deploy/rollback.sh'), scriptEnv());
    expect(back.code, back.stderr).toBe(0);
    expect(current()).toBe(first);
    await load.more(150);
    await load.stop();
    expect(load.failures).toEqual([]);
    expect(outOfOrder(load.samples, [first, next, first], starts)).toEqual([]);
    const during = load.samples.filter((s) => s.sent >= starts[0]! && s.sent <= starts[1]!);
    console.log(`switch and rollback: ${load.samples.length} requests (${new Set(during.map((s) => s.build)).size} builds while the nightly switch ran), ${load.retried()} sent again after an edge reload closed their idle connection`);
    for (const replica of replicas) expect(await servedBy(replica)).toBe(first);
    expect(buildOf(realpathSync(`${dist}.live`))).toBe(first);
    expect((await fetch(`${edge}/api/v1/ads/${publicListing()}`, identity)).headers.get('x-build-id')).toBe(first);
    // A search cached under the build before the rollback is not what the rollback's build answers with.
    const search = await fetch(`${edge}/api/v1/ads?page=3&pageSize=5`, identity);
    expect(search.headers.get('x-build-id')).toBe(first);
  });

  it('switches everything back when a replica cannot reload, and the night fails', async () => {
    const before = current();
    const load = loadRun(edge, mix());
    await load.more(100);
    writeExport(content, { listings: { 'a.ndjson': [...records.slice(0, 90), ...newListings(30, 101)] } });
    // The first replica switches and the edge's link with it; the second's reload fails.
    writeFileSync(path.join(dir, `fail-${new URL(replicas[1]!.url).port}`), '');
    const nightly = await runScript(path.join(ROOT, 'deploy/nightly-build.sh'), scriptEnv());
    expect(nightly.code).toBe(1);
    expect(nightly.stderr).toContain('reload of');
    expect(nightly.stderr).toContain('switched back');
    const failed = /to build ([0-9a-f]{16})/.exec(nightly.stdout)![1]!;
    expect(failed).not.toBe(before);
    await load.more(150);
    await load.stop();
    expect(load.failures).toEqual([]);
    expect(outOfOrder(load.samples, [before, failed, before])).toEqual([]);
    expect(current()).toBe(before);
    expect(buildOf(realpathSync(`${dist}.live`))).toBe(before);
    for (const replica of replicas) expect(await servedBy(replica)).toBe(before);
    expect((await fetch(`${edge}/api/v1/ads/${publicListing()}`, identity)).headers.get('x-build-id')).toBe(before);
  });

  it('refuses a greedy client with the runtime\'s 429 problem while serving another address', async () => {
    const url = `${edge}/api/v1/cities`;
    let refused: Awaited<ReturnType<typeof getFrom>> | undefined;
    // 5 a second with a burst of 30: the 32nd request in quick succession at the latest, unless
    // the requests are slower than the refill (200 of them would take over 30 s for that).
    for (let i = 0; i < 200 && !refused; i++) {
      const reply = await getFrom('127.0.0.2', url);
      if (reply.status === 429) refused = reply;
      else expect(reply.status).toBe(200);
    }
    expect(refused, 'no 429 in 200 requests').toBeDefined();
    expect(refused!.headers['content-type']).toBe('application/problem+json');
    expect(refused!.headers['retry-after']).toBe('1');
    expect(refused!.headers['access-control-allow-origin']).toBe('*');
    const body = JSON.parse(refused!.body) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['detail', 'status', 'title', 'type']);
    expect(body).toMatchObject({ type: '/problems/too-many-requests', title: 'Request budget exceeded', status: 429 });
    // The bucket leaks a request every 200 ms, so one request after the refusal may slip in on a
    // slow machine; a few more in quick succession are refused again.
    expect(await refusedWithin('127.0.0.2', url, 10)).toBe(true);
    // Another address is served meanwhile, and a listing read from the files is limited the same.
    expect((await getFrom('127.0.0.3', url)).status).toBe(200);
    expect(await refusedWithin('127.0.0.2', `${edge}/api/v1/ads/${publicListing()}`, 10)).toBe(true);
  });

  it('never runs two nightly builds, or a build and a rollback, at once', async () => {
    const lock = path.join(dir, 'build.lock');
    const holder = spawn('flock', ['-o', lock, 'sh', '-c', 'echo held; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    await new Promise<void>((resolve, reject) => {
      holder.stdout!.on('data', (chunk: Buffer) => { if (String(chunk).includes('held')) resolve(); });
      holder.once('exit', (code) => reject(new Error(`flock exited with ${code} before holding the lock`)));
    });
    // Proof that it is held: a second, non-blocking flock fails.
    expect(spawnSync('flock', ['--nonblock', lock, 'true']).status).toBe(1);
    const second = await runScript(path.join(ROOT, 'deploy/nightly-build.sh'), scriptEnv());
    const rollback = await runScript(path.join(ROOT, 'deploy/rollback.sh'), scriptEnv());
    holder.kill();
    expect(second.code).toBe(75);
    expect(second.stderr).toContain('another build holds');
    expect(rollback.code).toBe(75);
  });

  describe.skipIf(!hasPrometheus)('with Prometheus scraping the replicas and the nightly build (deploy/prometheus/)', () => {
    let prometheus: string;
    let daemons: ReturnType<typeof daemon>[] = [];
    /** The private listener of each replica (host:port), Prometheus's `instance` label. */
    let listeners: string[];
    const alertsFile = path.join(ROOT, 'deploy/prometheus/alerts.yml');

    beforeAll(async () => {
      listeners = await Promise.all(replicas.map(async (r) => new URL((await r.logged('start')).metricsUrl as string).host));
      const [promPort, exporterPort] = await freePorts(2);
      // node_exporter with its textfile collector alone: the nightly build's figures, none of the machine's.
      const exporter = daemon(NODE_EXPORTER, [`--web.listen-address=127.0.0.1:${exporterPort}`, '--collector.disable-defaults', '--collector.textfile', `--collector.textfile.directory=${textfiles}`]);
      daemons.push(exporter);
      // The shipped configuration, with this run's ports and a scrape a second (each wait below is for one).
      const etc = path.join(dir, 'prometheus');
      mkdirSync(etc);
      let config = substitute(readFileSync(path.join(ROOT, 'deploy/prometheus/prometheus.yml'), 'utf8'), [
        ['scrape_interval: 15s', 'scrape_interval: 1s'],
        ['evaluation_interval: 15s', 'evaluation_interval: 1s'],
        ['127.0.0.1:18081', listeners[0]!],
        ['127.0.0.1:18082', listeners[1]!],
        ['127.0.0.1:9100', `127.0.0.1:${exporterPort}`],
      ]);
      if (existsSync(alertsFile)) cpSync(alertsFile, path.join(etc, 'alerts.yml'));
      else config = substitute(config, [['rule_files:\n  - alerts.yml\n', '']]);
      writeFileSync(path.join(etc, 'prometheus.yml'), config);
      const checked = spawnSync(PROMTOOL, ['check', 'config', path.join(etc, 'prometheus.yml')], { encoding: 'utf8' });
      expect(checked.status, checked.stdout + checked.stderr).toBe(0);
      const server = daemon(PROMETHEUS, [
        `--config.file=${path.join(etc, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(dir, 'tsdb')}`,
        `--web.listen-address=127.0.0.1:${promPort}`,
      ]);
      daemons.push(server);
      prometheus = `http://127.0.0.1:${promPort}`;
      for (const [d, url, what] of [[exporter, `http://127.0.0.1:${exporterPort}/metrics`, 'node_exporter'], [server, `${prometheus}/-/ready`, 'Prometheus']] as const) {
        await eventually(async () => {
          if (d.child.exitCode !== null) throw new Error(`${what} exited: ${d.log()}`);
          return (await fetch(url)).ok;
        }, `${what} answers`, 20_000, d.log);
      }
      // The first scrape of every target.
      let up: Series[] = [];
      await eventually(async () => (up = await query(prometheus, 'up == 1')).length === 3, 'Prometheus has scraped both replicas and node_exporter', 30_000,
        () => `up: ${JSON.stringify(up.map((s) => s.metric))}; ${server.log()}`);
    });
    afterAll(async () => {
      for (const d of daemons) await d.stop();
    });

    it('scrapes both replicas\' private listeners', async () => {
      const up = await query(prometheus, 'up{job="listings"}');
      expect(up.map((s) => [s.metric.instance, s.value[1]]).sort()).toEqual(listeners.map((l) => [l, '1']).sort());
    });

    it('sees a request counter grow by exactly the requests sent, and their latency histogram', async () => {
      // Straight to one replica's public port, on a route the edge's load and caches never sent there since the first scrape.
      const [instance, route, n] = [listeners[0]!, '/api/v1/categories', 7];
      const counter = `listings_http_requests_total{job="listings",instance="${instance}",route="${route}",method="GET",status="200"}`;
      const timed = `listings_http_request_duration_seconds_count{job="listings",instance="${instance}",route="${route}"}`;
      const [before, timedBefore] = [await valueOf(prometheus, counter) ?? 0, await valueOf(prometheus, timed) ?? 0];
      for (let i = 0; i < n; i++) {
        const response = await fetch(`${replicas[0]!.url}${route}`, identity);
        await response.arrayBuffer();
        expect(response.status).toBe(200);
      }
      // A request is counted once answered, before its client has it: a scrape begun after the last answer came counts them all.
      const answered = Date.now() / 1000;
      await eventually(async () => (await valueOf(prometheus, `timestamp(up{job="listings",instance="${instance}"})`))! > answered,
        'a scrape of the replica after the last request', 10_000);
      expect(await valueOf(prometheus, counter)).toBe(before + n);
      expect(await valueOf(prometheus, timed)).toBe(timedBefore + n);
      // The latency histogram: a series per bucket and the +Inf one, which holds every request timed.
      const buckets = await query(prometheus, `listings_http_request_duration_seconds_bucket{job="listings",instance="${instance}",route="${route}"}`);
      expect(buckets.map((b) => b.metric.le).sort()).toEqual([...LATENCY_BUCKETS.map(String), '+Inf'].sort());
      expect(Number(buckets.find((b) => b.metric.le === '+Inf')!.value[1])).toBe(timedBefore + n);
      // And a quantile Prometheus computes from it, as a dashboard or an alert would.
      const p99 = await valueOf(prometheus, `histogram_quantile(0.99, sum by (le) (listings_http_request_duration_seconds_bucket{job="listings",instance="${instance}",route="${route}"}))`);
      expect(p99).toBeGreaterThan(0);
      expect(p99).toBeLessThanOrEqual(LATENCY_BUCKETS.at(-1)!);
    });

    it('reads the nightly build\'s figures through node_exporter\'s textfile collector', async () => {
      // The nights of the tests above ran deploy/nightly-build.sh with METRICS_FILE in that folder.
      const written = readFileSync(path.join(textfiles, 'listings-build.prom'), 'utf8');
      const success = Number(/^listings_build_success (\S+)$/m.exec(written)?.[1]);
      expect([0, 1]).toContain(success);
      expect(await valueOf(prometheus, 'node_textfile_scrape_error{job="node"}')).toBe(0);
      expect(await valueOf(prometheus, 'listings_build_success{job="node"}')).toBe(success);
      expect(await valueOf(prometheus, 'listings_build_last_success_timestamp_seconds{job="node"}')).toBeGreaterThan(now / 1000);
    });

    it.skipIf(!existsSync(alertsFile))('loads the alert rules of deploy/prometheus/alerts.yml, each evaluated without an error', async () => {
      const names = [...readFileSync(alertsFile, 'utf8').matchAll(/^\s*- (?:alert|record): *['"]?([\w:]+)/gm)].map((m) => m[1]!);
      expect(names.length).toBeGreaterThan(0);
      interface Rule { name: string; health: string; lastError?: string }
      let rules: Rule[] = [];
      const read = async () => {
        const body = (await (await fetch(`${prometheus}/api/v1/rules`)).json()) as { data: { groups: { rules: Rule[] }[] } };
        rules = body.data.groups.flatMap((g) => g.rules);
      };
      // Each rule's health is "unknown" until its group's first evaluation.
      await eventually(async () => { await read(); return rules.length > 0 && rules.every((r) => r.health !== 'unknown'); },
        'every rule evaluated once', 90_000, () => JSON.stringify(rules));
      expect(rules.map((r) => r.name).sort()).toEqual([...names].sort());
      expect(rules.filter((r) => r.health !== 'ok')).toEqual([]);
    });

    it('refuses /metrics on a replica\'s public port and through the edge', async () => {
      for (const base of [replicas[0]!.url, replicas[1]!.url, edge]) {
        const response = await fetch(`${base}/metrics`, identity);
        const body = await response.text();
        expect(response.status, base).toBe(404);
        expect(response.headers.get('content-type'), base).toBe('application/problem+json');
        expect(body, base).not.toContain('listings_http_requests_total');
      }
    });
  });

  it('loses no request when a replica is killed during a load run', async () => {
    const load = loadRun(edge, ['/api/v1/cities?country=CA', '/healthz', ...Array.from({ length: 30 }, (_, i) => `/api/v1/ads?page=${i + 1}&pageSize=7&sort=recent`)]);
    await load.more(100);
    replicas[0]!.child.kill('SIGKILL');
    await load.more(300);
    await load.stop();
    expect(load.failures).toEqual([]);
    expect(load.samples.every((s) => s.status === 200)).toBe(true);
  });
});

describe('the scripts of deploy/', () => {
  const scripts = readdirSync(path.join(ROOT, 'deploy')).filter((f) => f.endsWith('.sh') || f.endsWith('.ts')).map((f) => path.join(ROOT, 'deploy', f));

  it('print their help, and a usage message rather than a stack trace for a wrong command line', async () => {
    expect(scripts.map((f) => path.basename(f)).sort()).toEqual(['alarm.sh', 'nightly-build.sh', 'render-nginx.ts', 'rollback.sh', 'switch.ts']);
    for (const script of scripts) {
      const name = path.basename(script);
      for (const flag of ['--help', '-h']) {
        const help = await runScript(script, process.env, [flag]);
        expect(help.code, `${name} ${flag}: ${help.stderr}`).toBe(0);
        expect(help.stdout, name).toMatch(/^Usage: /);
        expect(help.stderr, name).toBe('');
      }
      const wrong = await runScript(script, process.env, ['--no-such-option']);
      expect(wrong.code, name).toBe(2);
      expect(wrong.stderr, name).toMatch(/Usage: |--help/);
      expect(wrong.stderr, name).not.toMatch(/^\s+at /m);
    }
  });
});

describe('docs/deployment.md', () => {
  const page = readFileSync(path.join(ROOT, 'docs/deployment.md'), 'utf8');
  const shipped = (dir: string): string[] => readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? shipped(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`]));

  it('names every file of deploy/, and every file it names exists', () => {
    for (const file of shipped('deploy')) {
      const [folder, name] = [path.dirname(file), path.basename(file)];
      expect(page.includes(file) || (page.includes(folder) && page.includes(`\`${name}\``)) || page.includes(`, \`${name}\``), file).toBe(true);
    }
    for (const [named] of page.matchAll(/deploy\/[\w./@-]*[\w@]/g)) {
      const file = named.replace(/\.$/, '');
      expect(existsSync(path.join(ROOT, file)), file).toBe(true);
    }
  });

  it('installs Node 24, the current LTS, and the very version CI runs the tests on', () => {
    expect(page).toContain('https://deb.nodesource.com/node_24.x nodistro main');
    // Node 20 reached its end of life in April 2026: no walkthrough of a public service installs it, nor 22 (maintenance only).
    expect(page).not.toMatch(/node_(?!24\.x)\d+\.x|\bv=v(?!24\.)/);
    const ci = readFileSync(path.join(ROOT, '.ci/run'), 'utf8');
    const tested = /^NODE24=(24\.\d+\.\d+)$/m.exec(ci)?.[1];
    expect(tested, '.ci/run pins NODE24').toBeDefined();
    expect(ci).toContain('scripts/node-from-registry.sh "$NODE24"');
    expect(page).toContain(`v=v${tested}\n`);
  });

  it('gives commands that parse as shell', () => {
    const blocks = [...page.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks) {
      const check = spawnSync('bash', ['-n'], { input: block.replaceAll('<this repository>', 'REPOSITORY'), encoding: 'utf8' });
      expect(check.status, `${block}\n${check.stderr}`).toBe(0);
    }
  });

  it('states the per-client limits the shipped configuration has', () => {
    const conf = readFileSync(path.join(ROOT, 'deploy/nginx/listings.conf'), 'utf8');
    expect(conf).toContain('rate=5r/s');
    expect(conf).toContain('burst=30 nodelay');
    expect(conf).toMatch(/limit_conn listings_client_conns 8;/);
    expect(page).toContain('`limit_req rate=5r/s`');
    expect(page).toContain('| Burst | 30 (`nodelay`)');
    expect(page).toContain('| At once | 8 (`limit_conn`)');
  });
});

describe('the systemd units and the sudoers drop-in', () => {
  const UNITS: [file: string, as: string][] = [
    ['listings@.service', 'listings@8081.service'],
    ['listings-build.service', 'listings-build.service'],
    ['listings-build.timer', 'listings-build.timer'],
    ['listings-rollback.service', 'listings-rollback.service'],
    ['listings-alarm@.service', 'listings-alarm@listings-build.service.service'],
  ];
  const unitText = (file: string) => readFileSync(path.join(ROOT, 'deploy/systemd', file), 'utf8');

  it('verify with systemd-analyze, without a warning', ({ skip }) => {
    const analyze = spawnSync('systemd-analyze', ['--version']);
    if (analyze.status !== 0) return skip('systemd-analyze not found: unit verification skipped (apt-get install systemd; .ci/run installs it)');
    const dir = tempDir('listings-units-');
    expect(readdirSync(path.join(ROOT, 'deploy/systemd')).sort()).toEqual(UNITS.map(([file]) => file).sort());
    for (const [file, as] of UNITS) writeFileSync(path.join(dir, as), unitText(file).replaceAll('/opt/listings', ROOT));
    const result = spawnSync('systemd-analyze', ['verify', ...UNITS.map(([, as]) => path.join(dir, as))], { cwd: dir, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    // verify only warns about an unknown key, and exits 0.
    expect(result.stderr).toBe('');
  });

  it('run a replica as npm start and the benchmarks run the service: malloc in huge pages', () => {
    const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    for (const [name, value] of Object.entries(SERVER_ENV)) {
      expect(unitText('listings@.service').split('\n')).toContain(`Environment=${name}=${value}`);
      for (const script of ['start', 'serve']) expect(scripts[script], script).toMatch(new RegExp(`^${name}=${value.replaceAll('.', '\\.')} exec node src/launch\\.mjs `));
    }
  });

  it('make a failed night, rollback or replica start the alarm unit, and reload replicas by signal', () => {
    for (const unit of ['listings-build.service', 'listings-rollback.service', 'listings@.service']) {
      expect(unitText(unit), unit).toMatch(/^OnFailure=listings-alarm@%n\.service$/m);
    }
    expect(unitText('listings-alarm@.service')).toMatch(/^ExecStart=\/opt\/listings\/deploy\/alarm\.sh %i$/m);
    expect(unitText('listings@.service')).toMatch(/^ExecReload=\/bin\/kill -HUP \$MAINPID$/m);
    expect(readFileSync(path.join(ROOT, 'deploy/nightly-build.sh'), 'utf8')).toContain('flock --nonblock');
  });

  it('the alarm writes the failed unit and runs the site\'s hook with it', async () => {
    const dir = tempDir('listings-alarm-');
    const hook = path.join(dir, 'hook');
    writeFileSync(hook, `#!/bin/sh\necho "$1" > ${dir}/unit\ncat > ${dir}/lines\n`, { mode: 0o755 });
    const alarm = await runScript(path.join(ROOT, 'deploy/alarm.sh'), { ...process.env, ALARM_HOOK: hook }, ['listings-build.service']);
    expect(alarm.code, alarm.stderr).toBe(0);
    expect(alarm.stderr).toMatch(/^<2>listings: listings-build\.service failed on /);
    expect(readFileSync(path.join(dir, 'unit'), 'utf8')).toBe('listings-build.service\n');
    expect(existsSync(path.join(dir, 'lines'))).toBe(true);
  });

  it('the sudoers drop-in parses, and allows exactly the reloads the switch runs by default', ({ skip }) => {
    const visudo = ['/usr/sbin/visudo', '/usr/bin/visudo'].find((f) => existsSync(f));
    const file = path.join(ROOT, 'deploy/sudoers/listings');
    if (!visudo) return skip('visudo not found: the sudoers check skipped (apt-get install sudo; .ci/run installs it)');
    const check = spawnSync(visudo, ['-cf', file], { encoding: 'utf8' });
    expect(check.status, check.stderr + check.stdout).toBe(0);
    const text = readFileSync(file, 'utf8');
    for (const command of ['/usr/bin/systemctl reload listings@8081.service', '/usr/bin/systemctl reload listings@8082.service', '/usr/bin/systemctl reload nginx.service', '/usr/sbin/nginx -t -q']) {
      expect(text, command).toContain(command);
    }
    expect(SWITCH_OPTIONS['reload-replica'].default).toBe('sudo -n /usr/bin/systemctl reload "listings@$REPLICA_PORT.service"');
    expect(SWITCH_OPTIONS['reload-edge'].default).toBe('sudo -n /usr/sbin/nginx -t -q && sudo -n /usr/bin/systemctl reload nginx.service');
    expect(SWITCH_OPTIONS.replicas.default).toBe('127.0.0.1:8081 127.0.0.1:8082');
  });
});
