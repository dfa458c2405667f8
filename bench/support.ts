/** What the benchmarks share: starting a server and waiting for it, free ports, and a process's CPU and memory from /proc. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { SERVE_ENV } from '../src/cli.ts';
import { ReadApi } from '../src/api/read-api.ts';
import { SearchEngine } from '../src/search/engine.ts';
import { onThisThread } from '../src/search/searcher.ts';
import { vocabularyOf, type Snapshot } from '../src/snapshot/load.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');

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
  return new ReadApi({ ...snapshot, searcher: onThisThread(engine, { defer: (run) => run() }) }, 'http://localhost');
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
 * or a reference server's), killed when the benchmark exits. Once listening, its
 * output is read and dropped, as a log shipper reads it. `pin`: on the servers'
 * core (see `pinning`).
 */
export function startListening(command: string, args: string[], env: NodeJS.ProcessEnv = {}, { pin = false } = {}): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(...onCores(pin ? serverCores() : null, command, args), { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: { ...withoutServeSettings(), ...env } });
  killOnExit(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const look = (chunk: Buffer) => {
      out += chunk;
      const match = /listening on (http:\/\/[^\s"]+)/.exec(out);
      if (!match) return;
      child.stdout!.off('data', look);
      child.stdout!.resume();
      resolve({ url: match[1]!, child });
    };
    child.stdout!.on('data', look);
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
}

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
  for (const child of running) child.kill('SIGKILL');
}

/** The service on a snapshot, with the given options. */
export function startService(dist: string, options: string[] = []): Promise<{ url: string; child: ChildProcess }> {
  return startListening(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/cli.ts'), 'serve', '--dist', dist, '--port', '0', ...options]);
}

/** Resolves once the service logs a line of this event (its output is read meanwhile; it is read and dropped anyway). */
export function whenLogged(child: ChildProcess, event: string): Promise<void> {
  const needle = `"event":"${event}"`;
  return new Promise((resolve) => {
    let tail = '';
    const look = (chunk: Buffer) => {
      const text = tail + chunk.toString('utf8');
      if (text.includes(needle)) {
        child.stdout!.off('data', look);
        resolve();
      }
      tail = text.slice(-needle.length);
    };
    child.stdout!.on('data', look);
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** CPU time (user + system) processes have used, in µs, from /proc: steadier on a shared machine than req/s. */
export function cpuMicros(...pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * (1_000_000 / 100); // clock ticks of 10 ms
}

export function residentMiB(pid: number): number {
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);
}
