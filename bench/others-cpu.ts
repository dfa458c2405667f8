/**
 * How much CPU the machine's other processes took while a phase ran: the
 * cores' busy time — the phase's wall-clock time on every core less the
 * time they were idle (/proc/stat) — less the time of the benchmark's own
 * processes: the server measured, this process and its children waited for
 * (wrk). Kernel threads count as others (a reclaim of the page cache, a
 * writeback), and so does time the host took from the machine (steal): they
 * take a core from the server or the client as another program would. So
 * does the kernel's work on the benchmark's own packets when it lands on an
 * idle core (4–6% of a one-connection run's time to a raw server on this
 * machine): read beside the same figure of the raw server's run, as the cold
 * bench prints it.
 *
 * The cores' busy time is the complement of their idle time because the
 * kernel counts idle time exactly, while its busy fields are sampled at its
 * ticks and come out a fifth short under a load of short bursts (one request
 * at a time); the processes' own times are exact.
 *
 * A one-connection run's tail is a few slow answers in thousands, and on a
 * machine of two cores one other program's burst of a few milliseconds on
 * either core is one of them: this says, beside each such run, whether there
 * was any. Linux only; elsewhere nothing is measured.
 */
import { readFileSync } from 'node:fs';
import { cpuMicros, statCpu } from './support.ts';

/** Clock ticks a second of /proc's times (USER_HZ: 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

/** A reading of the machine's idle time (ticks) and of the benchmark's CPU time (µs), at a time in ms. */
interface Reading {
  at: number;
  cores: number;
  idle: number;
  oursMicros: number;
}

/** The CPU other processes took over a phase, from `othersCpu` to `done`. */
export interface OthersCpu {
  /** Milliseconds of CPU, on all cores together. */
  ms: number;
  /** The phase's wall-clock time, milliseconds. */
  wallMs: number;
}

/** Starts measuring; `done` ends it. `pids`: the benchmark's processes other than this one (the server measured). */
export function othersCpu(pids: readonly number[]): { done: () => OthersCpu | null } {
  const first = read(pids);
  return {
    done() {
      const last = read(pids);
      if (!first || !last) return null;
      const wallMs = last.at - first.at;
      const busyMs = first.cores * wallMs - (last.idle - first.idle) * (1000 / TICKS_PER_SECOND);
      const oursMs = (last.oursMicros - first.oursMicros) / 1000;
      return { ms: Math.max(0, busyMs - oursMs), wallMs };
    },
  };
}

/** "n ms of CPU (m% of the run's time)", or nothing when not measured. */
export function describeOthersCpu(others: OthersCpu | null): string {
  if (!others) return '';
  return `other processes on the machine took ${Math.round(others.ms)} ms of CPU during it (${((100 * others.ms) / others.wallMs).toFixed(1)}% of its ${(others.wallMs / 1000).toFixed(1)} s)`;
}

function read(pids: readonly number[]): Reading | null {
  try {
    const at = performance.now();
    // Per core: cpuN user nice system idle iowait …; idle and waiting for the disk are both idle.
    const cores = readFileSync('/proc/stat', 'utf8').split('\n').filter((line) => /^cpu\d/.test(line)).map((line) => line.split(/\s+/).map(Number));
    const idle = cores.reduce((sum, fields) => sum + fields[4]! + fields[5]!, 0);
    // Our own: this process's, its waited-for children's (wrk) and the server's.
    const self = readFileSync('/proc/self/stat', 'utf8');
    const oursMicros = statCpu(self) + statCpu(self, 'waited-for children') + cpuMicros(...pids);
    return { at, cores: cores.length, idle, oursMicros };
  } catch {
    return null;
  }
}
