/**
 * npm run bench:start-up -- [--dist dist] [--runs 15]
 *
 * The server's start as `npm run serve` starts it (src/launch.mjs): from the
 * spawn to its "listening" line, one start after another, the median and the
 * range; the CPU the process had spent by then (every thread's, read from
 * /proc, which a busy machine disturbs less than the wall clock); the start
 * line's own phases (`phasesMs`: modules loaded, files read, engine made,
 * arrays verified, service made) and what it says it has loaded. On the sample
 * snapshot the load is small, so what this measures is mostly what a process
 * loads before it reads a file: the modules, the search thread's.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { onJsonLines } from '../test/support/json-lines.ts';
import { ROOT, SERVER_ENV } from './support.ts';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, runs: { type: 'string', default: '15' } } });
const dist = path.resolve(ROOT, values.dist);
const runs = Number(values.runs);

interface Start {
  ms: number;
  cpuMs: number;
  phasesMs: Record<string, number>;
  loaded: unknown;
}

/** The CPU a process has spent, user and system, in ms (/proc/<pid>/stat counts clock ticks, a hundred a second). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One start: the time from the spawn to the start line, and what the line says. */
function startOnce(): Promise<Start> {
  const spawned = performance.now();
  const server = spawn(process.execPath, [path.join(ROOT, 'src/launch.mjs'), 'src/cli.ts', 'serve', '--dist', dist, '--port', '0'], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...SERVER_ENV },
  });
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)));
    onJsonLines(server.stdout!, (line) => {
      if (line.event !== 'start') return;
      const ms = performance.now() - spawned;
      const cpuMs = cpuMsOf(server.pid!);
      server.removeAllListeners('exit');
      server.once('exit', () => resolve({ ms, cpuMs, phasesMs: line.phasesMs as Record<string, number>, loaded: line.loaded }));
      server.kill('SIGKILL');
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const starts: Start[] = [];
// One start first, not counted: it fills the page cache with the modules and the snapshot.
await startOnce();
for (let i = 0; i < runs; i++) starts.push(await startOnce());
const times = starts.map((start) => start.ms);
const cpu = starts.map((start) => start.cpuMs);
const phases = Object.fromEntries(Object.keys(starts[0]!.phasesMs).map((phase) => [phase, median(starts.map((start) => start.phasesMs[phase]!))]));
console.log(JSON.stringify({
  dist: path.relative(ROOT, dist) || dist, runs,
  listeningMs: { median: Math.round(median(times)), min: Math.round(Math.min(...times)), max: Math.round(Math.max(...times)) },
  cpuMs: { median: median(cpu), min: Math.min(...cpu), max: Math.max(...cpu) },
  phasesMs: phases,
  loaded: starts[0]!.loaded ?? null,
}));
