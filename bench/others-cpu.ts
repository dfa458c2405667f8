/**
 * How much CPU the machine's other processes took while a phase ran: every
 * core's busy time (/proc/stat: user, nice and system) less the time of the
 * benchmark's own processes — the server measured, this process and its
 * children waited for (wrk). Kernel threads count as others (a reclaim of the
 * page cache, a writeback): they take a core from the server or the client
 * as another program would. Interrupts are left out of both sides: the
 * kernel counts them apart from any process, and most are the benchmark's
 * own packets.
 *
 * A one-connection run's tail is a few slow answers in thousands, and on a
 * machine of two cores one other program's burst of a few milliseconds on
 * either core is one of them: this says, beside each such run, whether there
 * was any. Linux only; elsewhere nothing is measured.
 */
import { readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's times (USER_HZ: 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

/** A reading of the machine's and the benchmark's CPU times, in ticks. */
interface Reading {
  busy: number;
  ours: number;
}

/** The CPU other processes took over a phase, from `start` to `done`. */
export interface OthersCpu {
  /** Milliseconds of CPU, on all cores together. */
  ms: number;
  /** The phase's wall-clock time, milliseconds. */
  wallMs: number;
}

/** Starts measuring; `done` ends it. `pids`: the benchmark's processes other than this one (the server measured). */
export function othersCpu(pids: readonly number[]): { done: () => OthersCpu | null } {
  const startedAt = performance.now();
  const first = read(pids);
  return {
    done() {
      const last = read(pids);
      if (!first || !last) return null;
      const ticks = last.busy - first.busy - (last.ours - first.ours);
      return { ms: Math.max(0, ticks) * (1000 / TICKS_PER_SECOND), wallMs: performance.now() - startedAt };
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
    const [user, nice, system] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1, 4).map(Number) as [number, number, number];
    // Our own: utime and stime, and for this process its waited-for children's too (cutime, cstime).
    const times = (pid: number | 'self', children: boolean) => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // Fields 14–17 of stat(5), counted from the state (field 3) here.
      const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number) as [number, number, number, number];
      return utime + stime + (children ? cutime + cstime : 0);
    };
    let ours = times('self', true);
    for (const pid of pids) ours += times(pid, false);
    return { busy: user + nice + system, ours };
  } catch {
    return null;
  }
}
