/**
 * npm run bench:reload -- [--dist .tmp/bench-dist-100000] [--reloads 3]
 *
 * Start-up and reloads of a large snapshot: how long the server takes to listen
 * (from the process's start, and the snapshot load alone), its resident memory
 * once listening and once its documents are read in, and how long /healthz
 * answers take while a reload loads and verifies the same snapshot again and
 * reads its documents in (the event loop must keep answering). Then the first
 * search of each kind after the start (whose search thread asks the warm-up once
 * listening, as it can before these are asked) and after a reload (whose engine
 * is warmed before it serves), each beside the second of its kind.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { onJsonLines } from '../test/support/json-lines.ts';
import type { SearchEnvelope } from '../src/schema/search.ts';
import { residentMiB, ROOT, SERVER_ENV } from './support.ts';

const { values } = parseArgs({ options: { dist: { type: 'string', default: '.tmp/bench-dist-100000' }, reloads: { type: 'string', default: '3' } } });
const dist = path.resolve(ROOT, values.dist);

const started = performance.now();
const server = spawn(process.execPath, [path.join(ROOT, 'src/launch.mjs'), 'src/cli.ts', 'serve', '--dist', dist, '--port', '0', '--rate-limit', '0'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...SERVER_ENV } });
process.once('exit', () => server.kill('SIGKILL'));
const lines: Record<string, unknown>[] = [];
onJsonLines(server.stdout!, (line) => lines.push(line));
const waitFor = async (event: string, after: number) => {
  for (;;) {
    const found = lines.slice(after).find((l) => l.event === event || l.event === `${event}-refused`);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};
const start = await waitFor('start', 0);
const listeningMs = performance.now() - started;
const rssMiB = residentMiB(server.pid!);
const url = String(start.url);
const warmed = await waitFor('documents-in-memory', 0);
const warmRssMiB = residentMiB(server.pid!);

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function probe(): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    http.get(`${url}/healthz`, { agent }, (res) => { res.resume(); res.once('end', () => resolve(performance.now() - t0)); }).once('error', reject);
  });
}
async function probeWhile(done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) {
    times.push(await probe());
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return times;
}

/**
 * One search of each kind, as paths; `page` makes each round's searches new to
 * the server (no answer kept from an earlier round). The word is the first of
 * five letters or more in the newest listing's titles.
 */
async function searchKinds(): Promise<(page: number) => string[]> {
  const { items: [newest] } = await getJson(`${url}/api/v1/ads?pageSize=1`) as SearchEnvelope;
  const { uk, en } = newest?.content.translations ?? {};
  const word = /\p{L}{5,}/u.exec(`${uk?.title ?? ''} ${en?.title ?? ''}`)?.[0].toLowerCase();
  if (!word) throw new Error('bench:reload: the newest listing has no word of five letters to search for');
  const kinds = [`q=${word}`, `q=${word.slice(0, 3)}`, `q=${word}&sort=recent`, `q=${word}&country=CA`, 'upcoming=true', 'currency=USD&sort=price_low', 'currency=CAD&min=10&max=500', 'country=US'];
  return (page) => kinds.map((kind) => `/api/v1/ads?${encodeURI(kind)}&page=${page}`);
}

function getJson(address: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    http.get(address, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    }).once('error', reject);
  });
}

async function timedSearches(paths: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const searchPath of paths) {
    const t0 = performance.now();
    await getJson(`${url}${searchPath}`);
    times.push(performance.now() - t0);
  }
  return times;
}

// A start hashes the compressed variants on the side once the documents are in: searches are timed after.
await waitFor('compressed-offered', 0);
const kinds = await searchKinds();
// First of each kind in the process (the newest listing's page above asked none of these), then each again.
const afterStart = await timedSearches(kinds(1));
const secondAfterStart = await timedSearches(kinds(2));
const idle: number[] = [];
for (let i = 0; i < 50; i++) idle.push(await probe());
const during: number[] = [];
const loads: number[] = [];
for (let i = 0; i < Number(values.reloads); i++) {
  const seen = lines.length;
  let finished = false;
  const reloaded = waitFor('reload', seen);
  void reloaded.then((line) => (line.event === 'reload' ? waitFor('documents-in-memory', lines.indexOf(line)) : line)).then(() => { finished = true; });
  server.kill('SIGHUP');
  during.push(...await probeWhile(() => finished));
  loads.push(Number((await reloaded).loadMs));
}

// A reload verifies the compressed variants before it serves.
const afterReload = await timedSearches(kinds(3));
const secondAfterReload = await timedSearches(kinds(4));
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const q = (xs: number[], p: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const each = (xs: number[]) => xs.map((ms) => ms.toFixed(1)).join(', ');
process.stdout.write(`snapshot of ${start.listings} listings (${dist})\n`);
process.stdout.write(`  listening after ${(listeningMs / 1000).toFixed(2)} s from the process's start (snapshot load ${(Number(start.loadMs) / 1000).toFixed(2)} s), resident ${rssMiB} MiB\n`);
process.stdout.write(`  documents in memory ${(Number(warmed.ms) / 1000).toFixed(2)} s after that, resident ${warmRssMiB} MiB\n`);
process.stdout.write(`  /healthz idle: p50 ${q(idle, 0.5).toFixed(2)} ms, max ${q(idle, 1).toFixed(2)} ms\n`);
process.stdout.write(`  /healthz during ${loads.length} reloads, each until its documents are in memory (load ${loads.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s): ${during.length} answers, p50 ${q(during, 0.5).toFixed(2)} ms, p99 ${q(during, 0.99).toFixed(2)} ms, max ${q(during, 1).toFixed(1)} ms\n`);
process.stdout.write(`  the first search of each kind (${kinds(1).length}: text, prefix, text by date, text and a filter, upcoming, by price, a price range, a filter), ms:\n`);
process.stdout.write(`    after the start: ${each(afterStart)} (the second of each: ${each(secondAfterStart)})\n`);
process.stdout.write(`    after the last reload, warmed: ${each(afterReload)} (the second of each: ${each(secondAfterReload)})\n`);
agent.destroy();
server.kill('SIGTERM');
