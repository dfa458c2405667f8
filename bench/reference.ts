/**
 * The servers a benchmark compares the service with: a raw node:http server
 * answering the very bytes the service answered, and SQLite FTS5
 * (fts5-server.ts) for text search.
 *
 * better-sqlite3 is installed once, pinned, into node_modules/.cache: only this
 * comparison needs it, and as a dependency every install would compile SQLite.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, startListening } from './support.ts';

export const SQLITE_PACKAGE = 'better-sqlite3@12.11.1';
// A native addon is built for one Node ABI: each Node the benchmarks run on keeps its own build.
const SQLITE_CACHE = path.join(ROOT, 'node_modules', '.cache', `bench-sqlite-abi${process.versions.modules}`);

/**
 * The bodies a reference server answers, one after the other, whatever is asked:
 * the very bytes the service answered to the paths of the load, so that both
 * send the same bytes in the same sizes. Read from a file (BODIES) of them
 * end to end and their lengths (LENGTHS).
 */
export const BODIES_IN_TURN = `
const all = require('node:fs').readFileSync(process.env.BODIES);
const bodies = [];
let at = 0;
for (const length of process.env.LENGTHS.split(',').map(Number)) bodies.push(all.subarray(at, (at += length)));
let next = 0;
const nextBody = () => bodies[next++ % bodies.length];
`;
/** A raw node:http server answering the bodies in turn (see BODIES_IN_TURN). */
const RAW_SERVER = `${BODIES_IN_TURN}
const http = require('node:http');
const server = http.createServer((req, res) => {
  const body = nextBody();
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
}).listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));
`;
/**
 * The raw server made to spend what the service spends a request, thread by
 * thread: SPEND_MAIN µs of the main thread on every request, and for a search
 * (a path of /api/v1/ads?) a hand-over to a thread of its own that spends a time
 * drawn around SPEND_SEARCH µs (exponentially, seeded: searches vary a hundredfold),
 * answered in the order asked (the service's search thread answers filter-only
 * searches first: src/search/serving/scheduler.ts; here every search's cost is drawn alike). Asked at the
 * same rate as the service, its latency is what this machine gives any server
 * of that cost: where it misses a target too, the cost is the limit, not a stall
 * of the service's own.
 */
const SPEND = `const spend = (micros) => {
  const until = process.hrtime.bigint() + BigInt(Math.round(micros * 1000));
  while (process.hrtime.bigint() < until);
};`;
const SPENDING_SEARCH_THREAD = `${SPEND}
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, micros }) => { spend(micros); parentPort.postMessage(id); });`;
const SPENDING_SERVER = `${BODIES_IN_TURN}
${SPEND}
const main = Number(process.env.SPEND_MAIN), search = Number(process.env.SPEND_SEARCH);
let seed = 1;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const searchThread = new (require('node:worker_threads').Worker)(${JSON.stringify(SPENDING_SEARCH_THREAD)}, { eval: true });
const waiting = new Map();
let asked = 0;
searchThread.on('message', (id) => { waiting.get(id)(); waiting.delete(id); });
const http = require('node:http');
const server = http.createServer((req, res) => {
  const body = nextBody();
  const send = () => {
    spend(main);
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
    res.end(body);
  };
  if (!req.url.startsWith('/api/v1/ads?')) return send();
  const id = asked++;
  waiting.set(id, send);
  searchThread.postMessage({ id, micros: -Math.log(1 - random()) * search });
}).listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));
`;
/** See SPENDING_SERVER: µs of the main thread a request, and of the search thread a search on average. Not pinned: the service is not. */
export const spendingServer = (bodies: NodeJS.ProcessEnv, spend: { main: number; search: number }) =>
  startListening(process.execPath, ['-e', SPENDING_SERVER], { ...bodies, SPEND_MAIN: String(spend.main), SPEND_SEARCH: String(spend.search) });

/**
 * A body as sent without compression. Tried twice: a connection kept from before a
 * load round may have been closed by the server meanwhile (idle past its keep-alive).
 */
async function identityBody(url: string): Promise<Buffer> {
  const get = async () => Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  return get().catch(get);
}
/** What the service answers to each path (identity), written to `file` for the reference servers; and their mean size. */
export async function answersTo(base: string, paths: readonly string[], file: string): Promise<{ env: NodeJS.ProcessEnv; meanBytes: number }> {
  const bodies: Buffer[] = [];
  for (const p of paths) bodies.push(await identityBody(`${base}${p}`));
  writeFileSync(file, Buffer.concat(bodies));
  const meanBytes = Math.round(bodies.reduce((sum, body) => sum + body.length, 0) / bodies.length);
  return { env: { BODIES: file, LENGTHS: bodies.map((body) => body.length).join(',') }, meanBytes };
}
export const rawServer = (bodies: NodeJS.ProcessEnv) => startListening(process.execPath, ['-e', RAW_SERVER], bodies, { pin: true });

/** The better-sqlite3 module folder: installed once into node_modules/.cache (a native build, a minute or two). */
export function ensureSqlite(say: (text: string) => void): string | null {
  const moduleDir = path.join(SQLITE_CACHE, 'node_modules', 'better-sqlite3');
  if (existsSync(path.join(moduleDir, 'build', 'Release', 'better_sqlite3.node'))) return moduleDir;
  say(`installing ${SQLITE_PACKAGE} into ${path.relative(ROOT, SQLITE_CACHE)} (once; it compiles SQLite)…`);
  mkdirSync(SQLITE_CACHE, { recursive: true });
  // Built against the headers of the Node running this (a Node from the registry ships its own), not
  // whichever Node npm is configured to build for.
  const nodeDir = path.dirname(path.dirname(process.execPath));
  const env = existsSync(path.join(nodeDir, 'include', 'node', 'node.h')) ? { ...process.env, npm_config_nodedir: nodeDir } : process.env;
  const run = spawnSync('npm', ['install', '--prefix', SQLITE_CACHE, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', SQLITE_PACKAGE], { stdio: 'inherit', env });
  return run.status === 0 && existsSync(path.join(moduleDir, 'build', 'Release', 'better_sqlite3.node')) ? moduleDir : null;
}

