/**
 * What a benchmark run on its own (bench:traffic, bench:cold) shares: the
 * snapshot it runs on, its targets printed as they are recorded, and its
 * results file with the verdict.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadCores, resultsFile, ROOT, serverCores, targetRecorder, targetsSnapshot, type Target } from './support.ts';
import { haveWrk } from './wrk.ts';

export interface Standalone {
  dist: string;
  /** Scratch space (.tmp). */
  work: string;
  say: (text: string) => void;
  record: (what: string, target: string, measured: string, pass: boolean | null) => void;
  /**
   * Prints how many targets were met and writes the results (`figures` beside
   * the targets) to bench/results/ as `kind`; whether every target was met.
   */
  finish(kind: string, figures: Record<string, unknown>): boolean;
}

/** Sets a run up on `given` (a snapshot), else on the snapshot of `count` listings the targets use, made first if there is none. */
export async function standalone(count: number, given: string | undefined, pinned: string): Promise<Standalone> {
  const say = (text: string) => process.stdout.write(`${text}\n`);
  if (!haveWrk()) throw new Error('the loads come from wrk: install it (Debian: apt-get install wrk)');
  const dist = await targetsSnapshot(count, given, say);
  const { targets, record } = targetRecorder(say);
  say(`${count} listings (${path.relative(ROOT, dist) || dist}); ${serverCores() ? `wrk on core ${loadCores()}, ${pinned} on ${serverCores()}` : 'nothing pinned'}`);
  const finish = (kind: string, figures: Record<string, unknown>): boolean => {
    const met = targets.filter((t: Target) => t.pass === true).length, counted = targets.filter((t: Target) => t.pass !== null).length;
    say(`\n${met} of ${counted} targets met`);
    const file = resultsFile(count, kind);
    writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, count, ...figures, targets }, null, 2)}\n`);
    say(`results: ${path.relative(ROOT, file)}`);
    return met === counted;
  };
  return { dist, work: path.join(ROOT, '.tmp'), say, record, finish };
}
