/**
 * npm run bench:edge -- [--dist .tmp/bench-dist-100000] [--seconds 5]
 *
 * The capacity model's edge figures: Debian's nginx with deploy/nginx in front
 * of two replicas (as npm run test:deploy runs them), on the bench snapshot.
 * For a listing read from the files, a search answered from the edge's cache,
 * and searches the cache misses, it prints requests per second and the CPU the
 * edge and the replicas spent per request (from /proc), each measured alone.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { writeStandaloneConfig } from '../deploy/render-nginx.ts';
import { cpuMicros, freePort, ROOT, startService } from './support.ts';

const NGINX = '/usr/sbin/nginx';
const { values } = parseArgs({ options: { dist: { type: 'string', default: '.tmp/bench-dist-100000' }, seconds: { type: 'string', default: '5' } } });
const dist = path.resolve(ROOT, values.dist);
const id = readdirSync(path.join(dist, 'api/v1/ads')).find((f) => f.endsWith('.json'))!.slice(0, -5);

const children: ChildProcess[] = [];
process.once('exit', () => { for (const child of children) child.kill('SIGKILL'); });

function startReplica(base: string): Promise<{ url: string; pid: number }> {
  return startService(dist, ['--rate-limit', '0', '--concurrency', '64', '--base-url', base]).then(({ url, child }) => ({ url, pid: child.pid! }));
}

const edgePort = await freePort();
const edge = `http://127.0.0.1:${edgePort}`;
const replicas = await Promise.all([startReplica(edge), startReplica(edge)]);
const dir = mkdtempSync(path.join(os.tmpdir(), 'listings-edge-'));
const conf = writeStandaloneConfig(dir, { listen: `127.0.0.1:${edgePort}`, live: dist, replicas: replicas.map((r) => new URL(r.url).host), unlimited: ['127.0.0.1'] });
const check = spawnSync(NGINX, ['-t', '-c', conf], { encoding: 'utf8' });
if (check.status !== 0) throw new Error(check.stderr);
const nginx = spawn(NGINX, ['-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
children.push(nginx);
while (!(await fetch(`${edge}/healthz`).then(() => true, () => false))) await new Promise((resolve) => setTimeout(resolve, 50));
/** The master and its workers (whose command lines do not name the configuration). */
const nginxPids = () => {
  const pgrep = (args: string[]) => spawnSync('pgrep', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map(Number);
  const masters = pgrep(['-f', conf]);
  return [...masters, ...masters.flatMap((pid) => pgrep(['-P', String(pid)]))];
};

async function measure(name: string, options: autocannon.Options): Promise<void> {
  await autocannon({ ...options, duration: 1 }); // warm-up (and cache fill)
  const pids = nginxPids();
  const before = { edge: cpuMicros(...pids), replicas: cpuMicros(...replicas.map((r) => r.pid)) };
  const result = await autocannon({ connections: 32, ...options, duration: Number(values.seconds) });
  const after = { edge: cpuMicros(...pids), replicas: cpuMicros(...replicas.map((r) => r.pid)) };
  const total = result.requests.total;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  process.stdout.write(`  ${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s, p99 ${result.latency.p99} ms; CPU per request: edge ${((after.edge - before.edge) / total).toFixed(1)} µs, replicas ${((after.replicas - before.replicas) / total).toFixed(1)} µs\n`);
}

process.stdout.write(`nginx in front of two replicas, ${values.seconds} s each, 32 connections:\n`);
await measure('listing read (files, br)', { url: `${edge}/api/v1/ads/${id}`, headers: { 'accept-encoding': 'br' } });
await measure('listing read (files, identity)', { url: `${edge}/api/v1/ads/${id}`, headers: { 'accept-encoding': 'identity' } });
await measure('search, cache hit', { url: `${edge}/api/v1/ads?country=CA&kind=job`, headers: { 'accept-encoding': 'identity' } });
// 48,000 distinct searches (page × page size), each asked once: every one a cache miss.
let n = 0;
await measure('search, cache miss (each new)', {
  url: edge,
  headers: { 'accept-encoding': 'identity' },
  requests: [{ method: 'GET', setupRequest: (request) => { n++; return { ...request, path: `/api/v1/ads?country=US&pageSize=${(n % 48) + 1}&page=${(Math.floor(n / 48) % 1000) + 1}` }; } }],
});
await measure('listing read, a replica directly', { url: `${replicas[0]!.url}/api/v1/ads/${id}`, headers: { 'accept-encoding': 'identity' } });
for (const child of children) child.kill('SIGTERM');
rmSync(dir, { recursive: true, force: true });
