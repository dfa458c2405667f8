/** The build report: what was read, kept and refused, written to stderr and to a JSON file outside the snapshot. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildCounts } from '../src/schema/manifest.ts';
import type { DocumentWork } from './documents.ts';

/**
 * A stage's wall time, and the CPU the build process spent while it ran: every
 * thread's, the workers' included (compression, file writes, links and hashes
 * go on beside the stage that queued them). What a stage costs this machine,
 * whatever its threads overlap: the CPU over the cores bounds how fast a build
 * can be on them.
 */
export interface StageTiming {
  stage: string;
  ms: number;
  /** User and system CPU, ms. */
  cpuMs: number;
  /** Of `cpuMs`, the kernel's: creating, linking and writing files, reading the export. */
  systemMs: number;
}

/** What every stage adds to as it goes: the counts, and the report's error and warning lines. */
export interface BuildLog {
  counts: BuildCounts;
  /** Invalid records and broken lines, one line each: `file:line id: field: message`. */
  errors: string[];
  /** Duplicates and other things worth a look that did not stop the build. */
  warnings: string[];
}

export interface BuildReport extends BuildLog {
  ok: boolean;
  content: string;
  out: string;
  builtAt: string;
  buildId: string | null;
  snapshot: string | null;
  /** Why the build failed, when it did. */
  failure: string | null;
  /** The failure was the publish guards' refusal (guard.ts): fewer listings, cities or categories than the live snapshot allows. */
  publishRefused: boolean;
  stages: StageTiming[];
  /** Published listings whose files were linked from the previous release instead of written. */
  reusedDocuments: number;
  /** Of those, the ones whose records were carried: not parsed or checked again, the record's text unchanged (previous.ts). */
  carriedRecords: number;
  /** Where the validate stage's time on the listing files went (ms, rounded): what bounds a build on a slow disk. */
  documentWork: DocumentWork;
  /** Peak resident memory of the build process, in MiB. */
  peakMemoryMiB: number;
}

export function emptyCounts(): BuildCounts {
  return { read: 0, public: 0, skippedByStatus: 0, expired: 0, disabledCity: 0, invalid: 0, duplicates: 0 };
}

export function writeReport(file: string, report: BuildReport): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

/**
 * The error lines in file and line order. They are found in two passes (broken lines
 * while scanning, invalid records while validating), each in file order; an operator
 * fixing the export goes through it from the top. A line is placed by the listing file
 * it names (the longest that prefixes it, as one file name may begin another's) and the
 * line or index after it; the lines of one record keep their order.
 */
export function inSourceOrder(errors: string[], files: readonly string[]): string[] {
  const byLength = files.map((file, order) => ({ file, order })).sort((a, b) => b.file.length - a.file.length);
  const place = (line: string): [number, number] => {
    for (const { file, order } of byLength) {
      if (!line.startsWith(file)) continue;
      const at = /^(?::(\d+)|\[(\d+)\])/.exec(line.slice(file.length));
      if (at) return [order, Number(at[1] ?? at[2])];
    }
    return [files.length, 0];
  };
  return errors.map((line) => ({ line, at: place(line) }))
    .sort((a, b) => a.at[0] - b.at[0] || a.at[1] - b.at[1])
    .map(({ line }) => line);
}

/** A stage's line in a terminal's summary: its wall time and the CPU spent meanwhile. */
export function formatStage({ stage, ms, cpuMs, systemMs }: StageTiming): string {
  const s = (x: number) => `${(x / 1000).toFixed(2)} s`;
  return `${stage.padEnd(10)} ${s(ms).padStart(9)}   CPU ${s(cpuMs).padStart(9)} (system ${s(systemMs)})`;
}

export function formatCounts(counts: BuildCounts): string {
  return Object.entries(counts).map(([name, value]) => `${name} ${value}`).join(', ');
}
