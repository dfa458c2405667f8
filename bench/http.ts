/**
 * npm run bench:http -- [--dist .tmp/bench-dist-100000] [--seconds 5] [--rounds 3]
 *
 * Listing reads through the real server, with its request log on (the default,
 * lines written to a pipe that is drained) and off (--log-level silent), and with
 * its metrics counted (--metrics-port) beside it, against
 * a raw node:http server that answers the same bytes from memory, measured side
 * by side (alternating rounds, same load generator, same connections) and
 * reported as medians and ratios. Then the CPU each operation costs the server
 * (the capacity model's figures). All servers are child processes on free
 * loopback ports.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuMicros, freePort, ROOT, SERVER_ENV, startListening, startService } from './support.ts';

const { values } = parseArgs({ options: { dist: { type: 'string', default: '.tmp/bench-dist-100000' }, seconds: { type: 'string', default: '5' }, rounds: { type: 'string', default: '3' } } });
const dist = realpathSync(path.resolve(ROOT, values.dist));
const ids = readdirSync(path.join(dist, 'api/v1/ads')).filter((f) => f.endsWith('.json')).slice(0, 200).map((f) => f.slice(0, -5));
const id = ids[0]!;
const body = readFileSync(path.join(dist, 'api/v1/ads', `${id}.json`));

const RAW_SERVER = `
const http = require('node:http');
const body = Buffer.from(process.env.BODY_B64, 'base64');
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
}).listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));
`;

/** CPU of one process in µs, or null when /proc cannot say. */
function cpuOf(pid: number): number | null {
  try {
    return cpuMicros(pid);
  } catch {
    return null;
  }
}

async function measure(url: string, pid: number): Promise<{ rps: number; cpuPerRequest: number | null }> {
  const before = cpuOf(pid);
  const result = await autocannon({ url, connections: 32, pipelining: 1, duration: Number(values.seconds), headers: { 'accept-encoding': 'identity' } });
  const after = cpuOf(pid);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuPerRequest = before === null || after === null ? null : (after - before) / result.requests.total;
  return { rps: result.requests.average, cpuPerRequest };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const ours = await startService(dist, ['--rate-limit', '0', '--concurrency', '64']);
const metered = await startService(dist, ['--rate-limit', '0', '--concurrency', '64', '--metrics-port', '0']);
// A silent server writes no start line to wait for: its port is chosen here, and it is polled until it answers.
const quietPort = await freePort();
const quietChild = spawn(process.execPath, ['src/launch.mjs', 'src/cli.ts', 'serve', '--dist', dist, '--port', String(quietPort), '--rate-limit', '0', '--concurrency', '64', '--log-level', 'silent'], { cwd: ROOT, stdio: 'ignore', env: { ...process.env, ...SERVER_ENV } });
process.once('exit', () => quietChild.kill('SIGKILL'));
const quiet = { url: `http://127.0.0.1:${quietPort}`, child: quietChild };
while (!(await fetch(`${quiet.url}/healthz`).then(() => true, () => false))) await new Promise((resolve) => setTimeout(resolve, 50));
const raw = await startListening(process.execPath, ['-e', RAW_SERVER], { BODY_B64: body.toString('base64') });
const oursUrl = `${ours.url}/api/v1/ads/${id}`;
const quietUrl = `${quiet.url}/api/v1/ads/${id}`;
const meteredUrl = `${metered.url}/api/v1/ads/${id}`;
const check = Buffer.from(await (await fetch(oursUrl, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
if (!check.equals(body)) throw new Error('the server does not answer the document bytes');

await measure(oursUrl, ours.child.pid!); // warm-up
await measure(quietUrl, quiet.child.pid!);
await measure(meteredUrl, metered.child.pid!);
await measure(raw.url, raw.child.pid!);
const oursRuns: Awaited<ReturnType<typeof measure>>[] = [], rawRuns: typeof oursRuns = [], quietRuns: typeof oursRuns = [], meteredRuns: typeof oursRuns = [];
// Each round starts with the next server, so that no server is always measured after the same others.
const contenders: [string, number, typeof oursRuns][] = [
  [oursUrl, ours.child.pid!, oursRuns], [quietUrl, quiet.child.pid!, quietRuns], [meteredUrl, metered.child.pid!, meteredRuns], [raw.url, raw.child.pid!, rawRuns],
];
for (let round = 0; round < Number(values.rounds); round++) {
  for (let i = 0; i < contenders.length; i++) {
    const [url, pid, runs] = contenders[(round + i) % contenders.length]!;
    runs.push(await measure(url, pid));
  }
}
const rps = (runs: typeof oursRuns) => runs.map((r) => r.rps);
const cpu = (runs: typeof oursRuns) => runs.map((r) => r.cpuPerRequest).filter((c): c is number => c !== null);
const line = (name: string, runs: typeof oursRuns) => {
  const c = cpu(runs);
  return `  ${name.padEnd(15)} median ${median(rps(runs)).toFixed(0)} req/s (${rps(runs).map((r) => r.toFixed(0)).join(', ')})${c.length ? `, ${median(c).toFixed(1)} µs CPU per request` : ''}\n`;
};
process.stdout.write(`listing read (${body.length} bytes), 32 connections, ${values.rounds} × ${values.seconds} s alternating:\n`);
process.stdout.write(line('raw node:http', rawRuns));
process.stdout.write(line('service, logged', oursRuns));
process.stdout.write(line('service, silent', quietRuns));
process.stdout.write(line('service, metered', meteredRuns));
for (const [name, runs] of [['logged', oursRuns], ['silent', quietRuns], ['metered', meteredRuns]] as const) {
  process.stdout.write(`  ratio ${name}    ${(median(rps(runs)) / median(rps(rawRuns))).toFixed(2)} in req/s`);
  if (cpu(runs).length) process.stdout.write(`, ${(median(cpu(rawRuns)) / median(cpu(runs))).toFixed(2)} in CPU per request`);
  process.stdout.write('\n');
}
if (cpu(oursRuns).length) process.stdout.write(`  request log     ${(median(cpu(oursRuns)) - median(cpu(quietRuns))).toFixed(1)} µs CPU per request\n`);
if (cpu(meteredRuns).length) process.stdout.write(`  metrics         ${(median(cpu(meteredRuns)) - median(cpu(oursRuns))).toFixed(1)} µs CPU per request (metered, logged, less logged)\n`);

// What each operation costs the server, logged as in production: the capacity model's figures.
const OPERATIONS: [string, string][] = [
  ['listing read', `/api/v1/ads/${id}`],
  ['city list', '/api/v1/cities'],
  ['filter search, 24', '/api/v1/ads?country=CA&kind=job'],
  ['filter search, 48, price', '/api/v1/ads?currency=USD&min=10&max=900&sort=price_low&pageSize=48'],
  ['text search, 1 term', '/api/v1/ads?q=apartment'],
  ['text search, 3 terms', '/api/v1/ads?q=%D0%BA%D0%B2%D0%B0%D1%80%D1%82%D0%B8%D1%80%D0%B0+toronto+roo'],
];
process.stdout.write(`\nCPU per request by operation (service, logged; ${values.seconds} s each):\n`);
for (const [name, target] of OPERATIONS) {
  const run = await measure(`${ours.url}${target}`, ours.child.pid!);
  const perCore = run.cpuPerRequest ? Math.round(1_000_000 / run.cpuPerRequest) : null;
  process.stdout.write(`  ${name.padEnd(26)} ${run.rps.toFixed(0).padStart(6)} req/s, ${run.cpuPerRequest?.toFixed(1) ?? '?'} µs CPU → ${perCore ?? '?'} req/s per core\n`);
}
for (const server of [ours, quiet, metered, raw]) server.child.kill('SIGTERM');
