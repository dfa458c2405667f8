/**
 * Load from wrk (Debian's `wrk`), on its own core, the servers measured on
 * another (support.ts `loadCores`, `serverCores`).
 *
 * The load generator must not be what is measured. autocannon, in JavaScript,
 * decodes every response body into a string: at some 60 KB a search page of
 * JSON with Ukrainian text it spent 186 µs of its core on each response, more
 * than the service spent answering it, while a raw server's body of ASCII
 * spaces cost it 55 µs. So the raw server's rate was autocannon's, not the raw
 * server's, and the ratios it gave flattered the service (filter searches at a
 * million listings: 0.28× raw under autocannon, 0.11× under wrk, the same
 * servers). wrk reads and drops bodies in C: the raw server, not wrk, is the
 * limit (41,000 pages of 66 KB a second on one core here).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadCores, onCores, statCpu } from './support.ts';

export interface Load {
  /** Responses a second, over the run. */
  rps: number;
  /** The 99th percentile of latency, in ms. */
  p99: number;
}

/** A load's figures in full, errors counted rather than thrown (wrkStream). */
export interface StreamLoad extends Load {
  /** The median latency, in ms. */
  p50: number;
  /** Responses in the run. */
  requests: number;
  /** Socket errors (connect, read, write, timeout) and non-2xx/3xx responses. */
  errors: number;
  /**
   * wrk's own CPU time over the run, in µs: on a machine of two cores the load
   * generator takes its part of them, and what it takes a response (reading the
   * body, its end of the loopback) is the same whichever server answers.
   */
  loaderCpuMicros: number;
}

/** Lua defining `now_ms()`: wrk's Lua has no clock finer than a second, so LuaJIT's FFI reads the monotonic one. */
const MONOTONIC_NOW_MS = [
  'local ffi = require("ffi")',
  'ffi.cdef[[ typedef struct { long tv_sec; long tv_nsec; } bench_timespec; int clock_gettime(int clock, bench_timespec *at); ]]',
  'local at = ffi.new("bench_timespec")',
  'local function now_ms() ffi.C.clock_gettime(1, at); return tonumber(at.tv_sec) * 1000 + tonumber(at.tv_nsec) / 1e6 end',
];

/** Lua keeping every thread in `threads`, for `done` (which runs apart from them) to read their values by `thread:get`. */
const KEEP_THREADS = ['local threads = {}', 'setup = function(thread) threads[#threads + 1] = thread end'];

/** Whether wrk can be run here. */
export function haveWrk(): boolean {
  return spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;
}

/**
 * A wrk request script: `load` fills the Lua table `paths`, and each request
 * asks the next of them (from the one after `from`), from the top again at the
 * end, with Accept-Encoding: identity.
 */
function pathWalker(load: string[], from: number): string {
  return [
    ...load,
    `local next = ${Math.floor(from)} % #paths`,
    'request = function()',
    '  next = next % #paths + 1',
    '  return wrk.format("GET", paths[next], { ["Accept-Encoding"] = "identity" })',
    'end',
    '',
  ].join('\n');
}

/**
 * `connections` connections from one wrk thread for `seconds`, asking `paths`
 * in turn (each connection the next one), with Accept-Encoding: identity. The
 * request script is written into `scratch`. Throws on any error or non-2xx.
 */
export function wrk(base: string, paths: readonly string[], { connections, seconds, scratch }: { connections: number; seconds: number; scratch: string }): Load {
  const script = path.join(scratch, 'wrk-requests.lua');
  writeFileSync(script, pathWalker([`local paths = {${paths.map((p) => JSON.stringify(p)).join(',')}}`], 0));
  const { out } = runWrk(base, script, connections, seconds);
  const failed = /Non-2xx or 3xx responses: (\d+)/.exec(out) ?? /Socket errors: .*/.exec(out);
  if (failed) throw new Error(`${base}: ${failed[0]}`);
  const { rps, p99 } = figures(out);
  return { rps, p99 };
}

/**
 * `connections` connections from one wrk thread for `seconds`, walking the
 * paths of `pathsFile` (one a line, as asked) from the one after `from`: each
 * connection the next one, from the top again at the end. Errors are counted,
 * not thrown.
 */
export function wrkStream(base: string, pathsFile: string, { connections, seconds, scratch, from = 0 }: { connections: number; seconds: number; scratch: string; from?: number }): StreamLoad {
  const script = path.join(scratch, 'wrk-stream.lua');
  writeFileSync(script, pathWalker(pathsOf(pathsFile), from));
  return streamFigures(runWrk(base, script, connections, seconds));
}

/** Lua that fills `paths` from a file, one a line: read by every thread's interpreter as it starts, before the clock runs. */
function pathsOf(pathsFile: string): string[] {
  return ['local paths = {}', `for line in io.lines(${JSON.stringify(pathsFile)}) do paths[#paths + 1] = line end`];
}

/** wrk's figures, errors counted. */
function streamFigures({ out, cpuMicros }: WrkRun): StreamLoad {
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = Number(non2xx?.[1] ?? 0) + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  const requests = /(\d+) requests in /.exec(out);
  return { ...figures(out), requests: Number(requests?.[1] ?? 0), errors, loaderCpuMicros: cpuMicros };
}

/** A paced load's figures: wrk's, and how well the schedule was kept. */
export interface PacedLoad extends StreamLoad {
  /** The rate offered, requests a second. */
  offered: number;
  /** The share of requests sent more than 1 ms after their time, because every connection was still waiting for an answer. */
  late: number;
}

/**
 * The paths of `pathsFile` asked at `rate` requests a second, whatever the
 * answers take: each request has its time, the gaps between them drawn at
 * random (seeded) as independent visitors' are, and is sent at that time on a
 * connection free then. wrk's own way, each connection asking again once
 * answered, measures latency at the rate the server can take at most, and then
 * the latency is only the connections over that rate (Little's law); this
 * measures what a visitor meets while the server is asked `rate` a second.
 *
 * A request whose time comes while all `connections` wait for answers goes out
 * late, and its wait before it is sent is not in wrk's latency: `late` says
 * how many did, and a load that kept its schedule has few.
 */
export function wrkPaced(base: string, pathsFile: string, { connections, seconds, scratch, rate, from = 0, seed = 1 }: { connections: number; seconds: number; scratch: string; rate: number; from?: number; seed?: number }): PacedLoad {
  const script = path.join(scratch, 'wrk-paced.lua');
  writeFileSync(script, [
    pathWalker(pathsOf(pathsFile), from),
    ...MONOTONIC_NOW_MS,
    `local mean_gap_ms = 1000 / ${rate}`,
    `math.randomseed(${Math.floor(seed)})`,
    'local due = nil',
    'scheduled, late = 0, 0',
    // Called as a connection is about to send: the next request's time, drawn from the last one's, not from now.
    'delay = function()',
    '  local now = now_ms()',
    '  due = (due or now) - mean_gap_ms * math.log(1 - math.random())',
    '  scheduled = scheduled + 1',
    '  if due < now - 1 then late = late + 1 end',
    '  return math.max(0, math.floor(due - now))',
    'end',
    ...KEEP_THREADS,
    'done = function()',
    '  local s, l = 0, 0',
    '  for _, thread in ipairs(threads) do s = s + thread:get("scheduled"); l = l + thread:get("late") end',
    '  io.write(string.format("paced: %d scheduled, %d late\\n", s, l))',
    'end',
    '',
  ].join('\n'));
  const run = runWrk(base, script, connections, seconds);
  const stream = streamFigures(run);
  const paced = /paced: (\d+) scheduled, (\d+) late/.exec(run.out);
  if (!paced) throw new Error(`wrk said something unexpected:\n${run.out}`);
  return { ...stream, offered: rate, late: Number(paced[2]) / Math.max(1, Number(paced[1])) };
}

/** A load that asks each path once: wrk's figures, its rate over the time it ran, and whether it asked them all. */
export interface OnceLoad extends StreamLoad {
  /** Seconds from the first request to the last answer (or to the end of the run). */
  elapsed: number;
  /** Whether every path was answered before the run's time was up. */
  finished: boolean;
}

/** Lua ending wrk's run (`end_run`): SIGINT to its main thread, whose handler ends its sleep (`wrkOnce`). */
const END_RUN = [
  'ffi.cdef[[ int getpid(void); int tgkill(int tgid, int tid, int sig); ]]',
  // The main thread's id is the process's: the signal goes to it, not to whichever thread takes it.
  'local function end_run() local pid = ffi.C.getpid(); ffi.C.tgkill(pid, pid, 2) end',
];

/**
 * The paths of `pathsFile` each asked once, in order, over `connections`
 * connections: the load stops once every one is answered, or after `seconds`.
 * wrk's own rate counts the whole `seconds` whatever happened, so the rate here
 * is the answers over the time between the first request and the last answer.
 *
 * wrk's main thread sleeps out `seconds` whatever its threads do: a thread
 * stopped only stops asking. So the last answer also signals the main thread
 * (SIGINT, whose handler ends wrk's sleep and the run, its figures printed as
 * ever): a load of a slice answered in two seconds would otherwise leave the
 * service idle for the rest of the time, and the next load would meet a service
 * woken from a pause (V8 shrinks an idle heap: docs/benchmarks.md) rather than
 * one at work.
 */
export function wrkOnce(base: string, pathsFile: string, { connections, seconds, scratch }: { connections: number; seconds: number; scratch: string }): OnceLoad {
  const script = path.join(scratch, 'wrk-once.lua');
  writeFileSync(script, [
    ...pathsOf(pathsFile),
    ...MONOTONIC_NOW_MS,
    ...END_RUN,
    'local next = 0',
    'answered, first_ms, last_ms = 0, 0, 0',
    'request = function()',
    '  if next == 0 then first_ms = now_ms() end',
    // Past the end, the last path again: never answered within the run, the thread stops first.
    '  next = math.min(next + 1, #paths)',
    '  return wrk.format("GET", paths[next], { ["Accept-Encoding"] = "identity" })',
    'end',
    'response = function()',
    '  answered = answered + 1',
    '  last_ms = now_ms()',
    '  if answered >= #paths then wrk.thread:stop(); end_run() end',
    'end',
    ...KEEP_THREADS,
    'done = function()',
    '  local thread = threads[1]',
    '  io.write(string.format("once: %d answered of %d in %.3f ms\\n", thread:get("answered"), #paths, thread:get("last_ms") - thread:get("first_ms")))',
    'end',
    '',
  ].join('\n'));
  const run = runWrk(base, script, connections, seconds);
  const stream = streamFigures(run);
  const once = /once: (\d+) answered of (\d+) in ([\d.]+) ms/.exec(run.out);
  if (!once) throw new Error(`wrk said something unexpected:\n${run.out}`);
  const answered = Number(once[1]), elapsed = Number(once[3]) / 1000;
  // Answers beyond the paths (asked before the stop took effect) are repeats of the last one: not counted.
  const requests = Math.min(answered, Number(once[2]));
  return { ...stream, requests, rps: requests / Math.max(elapsed, 1e-3), elapsed, finished: answered >= Number(once[2]) };
}

interface WrkRun {
  out: string;
  /** wrk's CPU time (user and system), in µs. */
  cpuMicros: number;
}

/**
 * wrk's output and CPU time. The shell that runs it has waited for it, so the
 * children's CPU time in the shell's own /proc stat is wrk's.
 */
const TIMED = '"$@"; status=$?; echo "loader-stat $(cat /proc/$$/stat)" >&2; exit $status';

/**
 * Collects this process's heap in full, now. The streams a benchmark makes of a million listings fill
 * gigabytes of it; left to V8, their collection goes on in its helper threads while a load runs, on wrk's
 * core and the service's, and wrk counts the waits (by hand at a million listings, one connection, three
 * pairs of runs: never-asked text searches p99 7.5–13.6 ms with the heap collected before, 14–23 ms
 * without; filter-only ones 3.6–16 against 26–30 ms).
 */
function collectOwnHeap(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  // A second collection frees what the first only found unreachable from finalizers and weak references.
  gc();
  gc();
}

function runWrk(base: string, script: string, connections: number, seconds: number): WrkRun {
  collectOwnHeap();
  // wrk gives up on a response after 2 s by default: a slow server (SQLite on common words) is measured, not failed.
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '30s', '--latency', '-s', script, base];
  const [command, withArgs] = onCores(loadCores(), 'wrk', args);
  const run = spawnSync('sh', ['-c', TIMED, 'sh', command, ...withArgs], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.error?.message ?? run.stderr}`);
  const stat = /loader-stat (.*)/.exec(run.stderr);
  if (!stat) throw new Error(`wrk's shell said something unexpected:\n${run.stderr}`);
  return { out: run.stdout, cpuMicros: statCpu(stat[1]!, 'waited-for children') };
}

const UNIT = { us: 0.001, ms: 1, s: 1000 } as const;
function figures(out: string): { rps: number; p50: number; p99: number } {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const p50 = /\s50%\s+([\d.]+)(us|ms|s)\b/.exec(out);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(out);
  if (!rps || !p50 || !p99) throw new Error(`wrk said something unexpected:\n${out}`);
  return { rps: Number(rps[1]), p50: Number(p50[1]) * UNIT[p50[2] as keyof typeof UNIT], p99: Number(p99[1]) * UNIT[p99[2] as keyof typeof UNIT] };
}
