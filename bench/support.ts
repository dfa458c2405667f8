/** What the benchmarks share: starting a server and waiting for it, free ports, and a process's CPU and memory from /proc. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, rmSync } from 'node:fs';
import net from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { SERVE_ENV } from '../src/cli.ts';
import { madeBytes, ReadApi, type Reply } from '../src/api/read-api.ts';
import { sendable } from '../src/http/page-buffers.ts';
import { SearchEngine } from '../src/search/engine.ts';
import { onThisThread } from '../src/search/serving/searcher.ts';
import { vocabularyOf, type Snapshot } from '../src/snapshot/load.ts';
import { generateContent } from '../scripts/content/write.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** The scale targets' bound on a server's resident memory: 2.5 GiB. */
export const MEMORY_LIMIT_MIB = 2560;

/**
 * The environment every server is run in, as `npm run serve`, `npm start` and
 * the systemd unit run the service: glibc's malloc asks the kernel for
 * transparent huge pages for its large blocks (docs/runtime.md says why). The
 * reference servers run in it too, so that each is measured on the same memory.
 */
export const SERVER_ENV = { GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1' } as const;

/** The environment without settings the server would read (a benchmark says what it measures). */
function withoutServeSettings(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of SERVE_ENV) delete env[name];
  return env;
}

/**
 * A read API over `snapshot` whose searches run on this thread as each is asked,
 * with an engine made here: what the engine's benchmarks time (the server's
 * engine runs on its search thread, and would be timed with the hand-over
 * between the threads).
 */
export function apiSearchingHere(snapshot: Snapshot): ReadApi {
  const engine = new SearchEngine(snapshot.arrays, snapshot.meta, vocabularyOf(snapshot));
  return new ReadApi({ ...snapshot, searcher: onThisThread(engine, null, { defer: (run) => run() }) }, 'http://localhost');
}

/**
 * A search reply's page made and joined as the server sends it: into a kept
 * buffer (page-buffers.ts), given back at once. Joined into fresh memory, its
 * churn would make V8 collect inside the timed searches as no server does.
 */
export async function pageAsSent(reply: Reply): Promise<void> {
  if (reply.ok) sendable(await madeBytes(reply.body)).release?.();
}

/**
 * The cores the reference servers run on under load (the last) and the load
 * generator's (the others), as taskset lists; null on one core or without
 * taskset, when nothing is pinned. Unpinned, the scheduler moved both between
 * the cores, and of two servers loaded in turn whichever had started first was
 * measured 15–20% faster. The service is not pinned: it runs its searches on a
 * thread of its own, which takes what the load generator leaves of the other
 * core (on one core, each search's hand-over between the threads would cost more
 * than it spares: docs/runtime.md).
 */
function pinning(): { server: string; load: string } | null {
  const cores = availableParallelism();
  if (cores < 2 || spawnSync('taskset', ['-V']).error !== undefined) return null;
  return { server: String(cores - 1), load: cores === 2 ? '0' : `0-${cores - 2}` };
}
/** Asked once (null, nothing pinned, is an answer too). */
let pinned: { cores: ReturnType<typeof pinning> } | undefined;
function pinnedCores(): ReturnType<typeof pinning> {
  pinned ??= { cores: pinning() };
  return pinned.cores;
}
/** The load generator's cores (see `pinning`), or null. */
export function loadCores(): string | null {
  return pinnedCores()?.load ?? null;
}
/** The reference servers' cores under load (see `pinning`), or null. */
export function serverCores(): string | null {
  return pinnedCores()?.server ?? null;
}

/** A command and its arguments, run on `cores` (taskset's list) when given. */
export function onCores(cores: string | null, command: string, args: readonly string[]): [string, string[]] {
  return cores ? ['taskset', ['-c', cores, command, ...args]] : [command, [...args]];
}

/**
 * Starts a process that prints `listening on http://…` (the service's start line,
 * or a reference server's), killed when the benchmark exits. `pin`: on the
 * servers' core (see `pinning`).
 *
 * Its output goes to a file of its own (read by `whenLogged`), deleted when it
 * exits, as a log shipper takes a service's lines whatever the reader does
 * meanwhile. Not a pipe to this process: wrk runs synchronously, no line would be
 * read while it runs, and the service would hold every request's line in memory
 * until the load was over (some 60 MB more resident after 20 s of listing reads
 * at 100,000 listings, counted in the memory measured after a load).
 */
export function startListening(command: string, args: string[], env: NodeJS.ProcessEnv = {}, { pin = false } = {}): Promise<{ url: string; child: ChildProcess }> {
  mkdirSync(LOG_DIR, { recursive: true });
  const file = path.join(LOG_DIR, `${process.pid}-${++serversStarted}.log`);
  const out = openSync(file, 'w');
  const child = spawn(...onCores(pin ? serverCores() : null, command, args), { cwd: ROOT, stdio: ['ignore', out, 'inherit'], env: { ...withoutServeSettings(), ...SERVER_ENV, ...env } });
  closeSync(out);
  logs.set(child, file);
  killOnExit(child);
  child.once('exit', () => rmSync(file, { force: true }));
  return whenLogged(child, (text) => /listening on (http:\/\/[^\s"]+)/.exec(text)?.[1]).then((url) => ({ url, child }));
}

const LOG_DIR = path.join(ROOT, '.tmp', 'server-logs');
let serversStarted = 0;
/** Each started process's log file. */
const logs = new WeakMap<ChildProcess, string>();

/** Servers still running, killed when the benchmark exits (one hook for all: a run starts dozens). */
const running = new Set<ChildProcess>();
let hooked = false;
function killOnExit(child: ChildProcess): void {
  if (!hooked) process.on('exit', killRunning);
  hooked = true;
  running.add(child);
  child.once('exit', () => running.delete(child));
}
function killRunning(): void {
  for (const child of running) {
    child.kill('SIGKILL');
    const file = logs.get(child);
    if (file) rmSync(file, { force: true });
  }
}

/** The service's options as the benchmarks serve it: as deployed (its metrics counted on a private listener), no rate limit. */
export const SERVE_AS_DEPLOYED: readonly string[] = ['--rate-limit', '0', '--concurrency', '64', '--metrics-port', '0'];

/** One target a benchmark measures, with its verdict: null for a figure given as information. */
export interface Target { what: string; target: string; measured: string; pass: boolean | null }

/** The targets of a run as they are recorded, each printed with PASS or FAIL as it is. */
export function targetRecorder(say: (text: string) => void): { targets: Target[]; record: (what: string, target: string, measured: string, pass: boolean | null) => void } {
  const targets: Target[] = [];
  const record = (what: string, target: string, measured: string, pass: boolean | null) => {
    targets.push({ what, target, measured, pass });
    say(`  ${pass === null ? '    ' : pass ? 'PASS' : 'FAIL'}  ${what}: ${measured} (target ${target})`);
  };
  return { targets, record };
}

/**
 * Where a benchmark writes its results: `bench/results/<date>-<count>[-<kind>]-node<major>.json`. The Node is
 * in the name because figures of one Node are not another's, and runs on two the same day keep both.
 */
export function resultsFile(count: number, kind?: string): string {
  const major = process.versions.node.split('.')[0];
  const dir = path.join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${new Date().toISOString().slice(0, 10)}-${count}${kind ? `-${kind}` : ''}-node${major}.json`);
}

/**
 * The service on a snapshot, started as `npm run serve` starts it (src/launch.mjs), with the given options;
 * `pin`: confined to the servers' core, as the reference servers are.
 */
export function startService(dist: string, options: readonly string[] = [], { pin = false } = {}): Promise<{ url: string; child: ChildProcess }> {
  return startListening(process.execPath, [path.join(ROOT, 'src/launch.mjs'), 'src/cli.ts', 'serve', '--dist', dist, '--port', '0', ...options], {}, { pin });
}

/** How often a log is read for what is awaited in it (between loads only: nothing is awaited during one). */
const LOG_POLL_MS = 20;

/**
 * Resolves with what `find` finds in a started process's log, once it does (an
 * event's name: once the service logs a line of that event); rejects if the
 * process exits first. The log is read from its start, as it grows.
 */
export function whenLogged<T = true>(child: ChildProcess, find: string | ((text: string) => T | undefined)): Promise<T> {
  const file = logs.get(child);
  if (!file) return Promise.reject(new Error('not a process started by startListening'));
  const look = typeof find === 'string' ? (text: string) => (text.includes(`"event":"${find}"`) ? (true as T) : undefined) : find;
  return new Promise((resolve, reject) => {
    const fd = openSync(file, 'r');
    const chunk = Buffer.alloc(1 << 16);
    let text = '';
    let at = 0;
    const done = () => {
      clearInterval(timer);
      child.off('exit', exited);
      closeSync(fd);
    };
    const exited = () => {
      done();
      reject(new Error(`exited with ${child.exitCode ?? child.signalCode}`));
    };
    // A line looked for is short: past what was looked at, only the last 64 KiB read need be kept.
    const read = () => {
      for (let n; (n = readSync(fd, chunk, 0, chunk.length, at)) > 0; at += n) {
        text = text.slice(-(1 << 16)) + chunk.toString('latin1', 0, n);
        const found = look(text);
        if (found === undefined) continue;
        done();
        return resolve(found);
      }
    };
    const timer = setInterval(read, LOG_POLL_MS);
    child.once('exit', exited);
    read();
  });
}

export async function freePort(): Promise<number> {
  return (await freePorts(1))[0]!;
}

/**
 * `count` ports free on 127.0.0.1, each a different one: every probe is held
 * open until all are known, for a port closed is free to be handed out again
 * at once (two daemons given the same port, one fails to listen and the other
 * answers for it).
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes = await Promise.all(Array.from({ length: count }, () => new Promise<net.Server>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => resolve(probe));
  })));
  const ports = probes.map((probe) => (probe.address() as net.AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/**
 * The requests a service started here logged from `from` to `to` (epoch ms, as
 * its lines' `time`): each one's route and the time it took in the service,
 * from its request read to its response handed to the socket.
 */
export function requestsLogged(child: ChildProcess, from: number, to: number): { route: string; ms: number }[] {
  const file = logs.get(child);
  if (!file) throw new Error('not a process started by startListening');
  const requests: { route: string; ms: number }[] = [];
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (!text.includes('"msg":"request"')) continue;
    const line = JSON.parse(text) as { time: number; route: string; ms: number };
    if (line.time >= from && line.time <= to) requests.push({ route: line.route, ms: line.ms });
  }
  return requests;
}

/** The value at quantile `p` (0.5 the median, 0.99 the p99) of times sorted ascending. */
export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** CPU time (user + system) processes have used, in µs, from /proc: steadier on a shared machine than req/s. */
export function cpuMicros(...pids: number[]): number {
  return pids.reduce((sum, pid) => sum + statCpuMicros(`/proc/${pid}/stat`), 0);
}

/** The CPU time a /proc stat file gives (a process's, or one thread's), in µs. */
function statCpuMicros(file: string): number {
  return statCpu(readFileSync(file, 'utf8'));
}

/**
 * The CPU time (user + system) in the text of a /proc stat file, in µs: the
 * process's (or thread's) own, or that of the children it has waited for.
 */
export function statCpu(stat: string, whose: 'own' | 'waited-for children' = 'own'): number {
  const fields = stat.split(') ')[1]!.split(' ');
  const at = whose === 'own' ? 11 : 13;
  return (Number(fields[at]) + Number(fields[at + 1])) * (1_000_000 / 100); // clock ticks of 10 ms
}

/** CPU time (user + system) of each thread of a process, in µs, by thread id (/proc/<pid>/task). A thread that has ended is not listed. */
export function threadCpuMicros(pid: number): Map<number, number> {
  const threads = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      threads.set(Number(tid), statCpuMicros(`/proc/${pid}/task/${tid}/stat`));
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return threads;
}

/**
 * A process's CPU time over a stretch, split by thread: the main thread's (the
 * one that reads and writes every socket), the busiest other thread's (the
 * search thread: Node names its threads alike, and no other does a request's
 * work) and the rest's (the collector's helpers, the file reads' pool).
 */
export interface ThreadCpu {
  main: number;
  search: number;
  rest: number;
}

export function threadCpuBetween(pid: number, before: Map<number, number>, after: Map<number, number>): ThreadCpu {
  const used = [...after].map(([tid, micros]) => [tid, micros - (before.get(tid) ?? 0)] as const);
  const main = used.find(([tid]) => tid === pid)?.[1] ?? 0;
  const others = used.filter(([tid]) => tid !== pid).map(([, micros]) => micros);
  const search = Math.max(0, ...others);
  return { main, search, rest: others.reduce((sum, micros) => sum + micros, 0) - search };
}

export function residentMiB(pid: number): number {
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);
}

/**
 * The snapshot the scale targets build for `count` generated listings
 * (`.tmp/targets-dist-<count>`, from the seeded export `.tmp/bench-content-<count>-42`),
 * generated and built here when missing; or `given`, which must hold one.
 */
export async function targetsSnapshot(count: number, given: string | undefined, say: (text: string) => void): Promise<string> {
  const work = path.join(ROOT, '.tmp');
  const dist = given ? path.resolve(given) : path.join(work, `targets-dist-${count}`);
  if (existsSync(path.join(dist, 'data/meta.json'))) return dist;
  if (given) throw new Error(`${dist}: no snapshot there`);
  const content = path.join(work, `bench-content-${count}-42`);
  if (!existsSync(path.join(content, 'cities.json'))) {
    say(`generating ${count} listings…`);
    await generateContent({ out: content, count, seed: 42 });
  }
  say(`building ${count} listings…`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'build/cli.ts'), '--content', content, '--out', dist, '--max-invalid', String(count)], {
    cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 256 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`build failed: ${run.stderr.split('\n').slice(-5).join('\n')}`);
  return dist;
}
