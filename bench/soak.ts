/**
 * npm run bench:soak -- [--count 100000] [--minutes 10] [--clients 16] [--rate 200]
 *
 * A long mixed load on the real server with its default limits (600 requests a
 * minute, 8 reads in progress), on a snapshot of --count generated listings
 * (built as bench:build builds it, and reused). It checks what must hold however
 * long a process runs:
 *
 * - the request budget: the first 429 comes exactly when the bucket is empty (600
 *   plus what refilled meanwhile), and no more is admitted than the bucket refills
 *   (600 + 10 per second in all);
 * - /healthz, outside the budget, answers within 50 ms throughout;
 * - resident memory stays flat (start, peak and end are printed);
 * - no file descriptor is left behind once the clients are gone.
 *
 * Results are printed and written to bench/results/soak-<date>.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import http from 'node:http';
import { residentMiB, ROOT, startService } from './support.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    minutes: { type: 'string', default: '10' },
    clients: { type: 'string', default: '16' },
    rate: { type: 'string', default: '200' },
  },
});
const count = Number(values.count);
const durationMs = Number(values.minutes) * 60_000;
const clients = Number(values.clients);
/** Requests per second offered in all: twenty times the budget's refill, so the budget is always what refuses. */
const rate = Number(values.rate);
/** Memory is compared from the end of the warm-up (heap growth to its working size, compiled code) on. */
const warmUpMs = Math.min(60_000, durationMs / 4);
const BUDGET = 600;
const HEALTH_LIMIT_MS = 50;

const dist = path.join(ROOT, '.tmp', `bench-dist-${count}`);
if (!existsSync(path.join(dist, 'manifest.json'))) {
  process.stdout.write(`no snapshot of ${count} listings yet: running bench:build first…\n`);
  const built = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/build.ts'), '--count', String(count)], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}
const ids = readdirSync(path.join(realpathSync(dist), 'api/v1/ads')).filter((f) => f.endsWith('.json')).slice(0, 500).map((f) => f.slice(0, -5));

// The server, with its defaults: only the port is chosen.
const { url: base, child: server } = await startService(dist);

const rssMiB = () => residentMiB(server.pid!);
const openFds = () => readdirSync(`/proc/${server.pid}/fd`).length;

// Every kind of request: reads, searches of every shape, errors, MCP.
const SEARCHES = ['q=квартира', 'q=room', 'q=apartmen', 'q=toronto+job', 'city=toronto', 'country=US&kind=job', 'category=housing&page=5',
  'currency=USD&min=10&max=500&sort=price_low', 'currency=CAD&sort=price_high&pageSize=48', 'upcoming=true', 'section=directory&sort=recent', 'page=1000'];
let pick = 0;
function nextRequest(): { path: string; method: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } {
  const n = pick++;
  switch (n % 8) {
    case 0: case 1: return { path: `/api/v1/ads/${ids[n % ids.length]}`, method: 'GET' };
    case 2: case 3: return { path: `/api/v1/ads?${SEARCHES[n % SEARCHES.length]}`, method: 'GET' };
    case 4: return { path: n % 16 === 4 ? '/api/v1/cities?country=CA' : '/api/v1/categories', method: 'GET' };
    case 5: return { path: ['/api/v1/ads?page=0', '/api/v1/ads/nope', '/api/v1/nothing', '/api/v1/ads?q=%ED%A0%80'][Math.floor(n / 8) % 4]!, method: 'GET' };
    case 6: return {
      path: '/mcp', method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
      body: JSON.stringify({ jsonrpc: '2.0', id: n, method: 'tools/call', params: { name: 'search_listings', arguments: { q: 'room', pageSize: 5 } } }),
    };
    default: return { path: `/api/v1/ads?${SEARCHES[(n + 3) % SEARCHES.length]}&pageSize=48`, method: 'GET' };
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: clients });

/**
 * The status, as far as the budget goes: an MCP tool call past the budget is a
 * 200 whose result is the too-many-requests problem, and counts as a 429 here.
 */
function send(next: ReturnType<typeof nextRequest>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${next.path}`, { method: next.method, headers: next.headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { if (next.method === 'POST') text += chunk; });
      res.once('end', () => resolve(text.includes('/problems/too-many-requests') ? 429 : res.statusCode ?? 0));
      res.once('error', reject);
    });
    req.once('error', reject);
    req.end(next.body);
  });
}
const statuses = new Map<number, number>();
let beforeFirst429 = 0;
let seen429 = false;
let first429AtS = 0;
let admitted = 0;
let errors = 0;
let running = true;
const started = performance.now();
const rss = { start: rssMiB(), warm: 0, peak: 0, end: 0 };
const fds = { start: openFds(), end: 0 };
const health: number[] = [];

async function client(index: number): Promise<void> {
  // Each client keeps its share of the offered rate, on a schedule (not "as fast as answers come").
  const interval = (1000 * clients) / rate;
  let due = performance.now() + (index * interval) / clients;
  while (running) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    due += interval;
    if (!running) break;
    const next = nextRequest();
    try {
      const status = await send(next);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 429) {
        if (!seen429) first429AtS = (performance.now() - started) / 1000;
        seen429 = true;
      } else {
        admitted++;
        if (!seen429) beforeFirst429++;
      }
    } catch {
      errors++;
    }
  }
}

async function probeHealth(): Promise<void> {
  while (running) {
    const t0 = performance.now();
    // A new connection each time (agent: false), as a balancer's health check makes it.
    await new Promise<void>((resolve, reject) => {
      http.get(`${base}/healthz`, { agent: false }, (res) => { res.resume(); res.once('end', resolve); }).once('error', reject);
    });
    health.push(performance.now() - t0);
    const now = rssMiB();
    rss.peak = Math.max(rss.peak, now);
    if (rss.warm === 0 && performance.now() - started >= warmUpMs) rss.warm = now;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

process.stdout.write(`soak: ${values.minutes} min, ${clients} clients offering ${rate} requests/s, ${count} listings, default limits, on ${base}\n`);
const loops = [...Array.from({ length: clients }, (_, i) => client(i)), probeHealth()];
const progress = setInterval(() => {
  const elapsed = (performance.now() - started) / 1000;
  process.stdout.write(`  ${elapsed.toFixed(0)} s: ${[...statuses].map(([s, c]) => `${s}×${c}`).join(' ')}, rss ${rssMiB()} MiB, healthz max ${Math.max(...health).toFixed(1)} ms\n`);
}, 60_000);
await new Promise((resolve) => setTimeout(resolve, durationMs));
running = false;
await Promise.all(loops);
const elapsedS = (performance.now() - started) / 1000;
clearInterval(progress);
agent.destroy();
// Connections close on the client side; give the server a moment to see them go, then count.
await new Promise((resolve) => setTimeout(resolve, 500));
rss.end = rssMiB();
fds.end = openFds();
server.kill('SIGTERM');

const sorted = [...health].sort((a, b) => a - b);
const quantile = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const refillAllowance = BUDGET + Math.floor((elapsedS * BUDGET) / 60) + 1;
const checks = {
  // The full bucket, and what it refilled (10 a second) while it was being spent; ±2 for answers in flight.
  [`429s from exactly the budget on (${BUDGET} + ${Math.floor((first429AtS * BUDGET) / 60)} refilled by the first 429)`]: {
    value: beforeFirst429, pass: Math.abs(beforeFirst429 - (BUDGET + Math.floor((first429AtS * BUDGET) / 60))) <= 2,
  },
  [`no more admitted than the bucket refills (≤ ${refillAllowance})`]: { value: admitted, pass: admitted <= refillAllowance && admitted >= refillAllowance - 60 },
  [`/healthz max < ${HEALTH_LIMIT_MS} ms`]: { value: Number(sorted[sorted.length - 1]!.toFixed(1)), pass: sorted[sorted.length - 1]! < HEALTH_LIMIT_MS },
  'resident memory flat after the warm-up (end within 10% of it)': { value: `start ${rss.start}, after warm-up ${rss.warm}, peak ${rss.peak}, end ${rss.end} MiB`, pass: rss.end <= rss.warm * 1.1 },
  'no file descriptor left behind': { value: `${fds.start} → ${fds.end}`, pass: fds.end <= fds.start },
  'no failed request': { value: errors, pass: errors === 0 },
};
const result = {
  date: new Date().toISOString(), node: process.version, count, minutes: Number(values.minutes), clients, rate, elapsedS: Math.round(elapsedS),
  statuses: Object.fromEntries(statuses), requests: [...statuses.values()].reduce((a, b) => a + b, 0),
  healthzMs: { p50: quantile(0.5), p99: quantile(0.99), max: sorted[sorted.length - 1], probes: sorted.length },
  rssMiB: rss, fds, checks,
};
process.stdout.write(`\n${result.requests} requests in ${result.elapsedS} s (${Math.round(result.requests / elapsedS)}/s): ${[...statuses].map(([s, c]) => `${s}×${c}`).join(' ')}\n`);
process.stdout.write(`/healthz p50 ${quantile(0.5).toFixed(1)} ms, p99 ${quantile(0.99).toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms over ${sorted.length} probes\n`);
for (const [name, { value, pass }] of Object.entries(checks)) process.stdout.write(`${pass ? 'PASS' : 'FAIL'}  ${name}: ${value}\n`);
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
const file = path.join(ROOT, 'bench/results', `soak-${result.date.slice(0, 10)}.json`);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
process.stdout.write(`written to ${path.relative(ROOT, file)}\n`);
process.exitCode = Object.values(checks).every((c) => c.pass) ? 0 : 1;
