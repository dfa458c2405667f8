/**
 * The build's own figures, for node_exporter's textfile collector: a batch job
 * cannot be scraped, so after each run it leaves a file in the Prometheus text
 * format that node_exporter serves with its own metrics (`--metrics-file`).
 *
 * The file says how the last run went (published or not, refused by the publish
 * guards or not, how long each stage took) and when a build last published. That
 * last figure outlives a failed night: it is read back from the file the run
 * before wrote, so an alert can tell one failed night from a build that has not
 * published for days. prom-client formats the text, so names, types and escaping
 * are what Prometheus reads.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Gauge, Registry } from 'prom-client';
import type { BuildCounts } from '../src/schema/manifest.ts';
import type { BuildReport } from './report.ts';

/** One run of the build, as the figures tell it. */
export interface BuildRun {
  report: BuildReport;
  /** The run's wall time, from the command's start to the report. */
  seconds: number;
  /** When the run ended. */
  finishedAt: Date;
}

const LAST_SUCCESS = 'listings_build_last_success_timestamp_seconds';

/** The counts a record ends up in; `read` is their sum and has a gauge of its own, so a sum over the label is the records read. */
const OUTCOMES = ['public', 'skippedByStatus', 'expired', 'disabledCity', 'invalid', 'duplicates'] as const satisfies readonly (keyof BuildCounts)[];

/**
 * The figures of a run as a registry of gauges. `lastSuccess` (seconds since the
 * epoch) is the previous file's, for a run that did not publish; 0 when no build is
 * known to have published.
 */
export function buildMetricsRegistry(run: BuildRun, lastSuccess: number | null): Registry {
  const registry = new Registry();
  const gauge = <L extends string>(name: string, help: string, labelNames: L[] = []) => new Gauge<L>({ name, help, labelNames, registers: [registry] });
  const { report } = run;
  const finished = run.finishedAt.getTime() / 1000;

  gauge('listings_build_last_run_timestamp_seconds', 'When the last build run ended, published or not, in seconds since the epoch.').set(finished);
  gauge('listings_build_success', 'Whether the last build run published its snapshot: 1 published, 0 failed (the published snapshot left as it was).').set(report.ok ? 1 : 0);
  gauge(LAST_SUCCESS, 'When a build last published, in seconds since the epoch (kept across failed runs; 0 when none is known).').set(report.ok ? finished : lastSuccess ?? 0);
  gauge('listings_build_publish_refused', 'Whether the last build run was refused by the publish guards (far fewer listings, cities or categories than the live snapshot, or none): 1 refused, else 0.').set(report.publishRefused ? 1 : 0);
  gauge('listings_build_duration_seconds', 'Wall time of the last build run, start to report.').set(run.seconds);

  // A stage run twice (scan, when the previous release's documents do not match) counts once, summed.
  const stageSeconds = gauge('listings_build_stage_duration_seconds', 'Wall time of each stage of the last build run, by stage.', ['stage']);
  const stageCpu = gauge('listings_build_stage_cpu_seconds', 'CPU the build process spent (every thread, user and system) while each stage of the last build run ran, by stage.', ['stage']);
  for (const timing of report.stages) {
    stageSeconds.inc({ stage: timing.stage }, timing.ms / 1000);
    stageCpu.inc({ stage: timing.stage }, timing.cpuMs / 1000);
  }

  gauge('listings_build_records_read', 'Records the last build run read (array items and NDJSON lines, broken lines included).').set(report.counts.read);
  const records = gauge('listings_build_records', 'Records of the last build run by outcome (the report\'s counts: public, skippedByStatus, expired, disabledCity, invalid, duplicates).', ['outcome']);
  for (const outcome of OUTCOMES) records.set({ outcome }, report.counts[outcome]);
  gauge('listings_build_reused_documents', 'Published listings whose files the last build run linked from the previous release instead of writing them.').set(report.reusedDocuments);
  gauge('listings_build_carried_records', 'Of the reused listings, those whose records were carried unparsed from the previous release.').set(report.carriedRecords);
  gauge('listings_build_peak_memory_bytes', 'Peak resident memory of the last build run (to the MiB).').set(report.peakMemoryMiB * 1024 * 1024);
  return registry;
}

/** The last success a metrics file records, or null when it holds none (or no file). */
export function lastSuccessIn(text: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${LAST_SUCCESS} `));
  const value = line === undefined ? NaN : Number(line.slice(LAST_SUCCESS.length + 1));
  return Number.isFinite(value) && value > 0 ? value : null;
}

function readPrevious(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // the first run, or a file removed: no success known
  }
}

/**
 * Writes the run's figures to `file`, replacing it whole: the text goes to a
 * temporary file in the same folder, which is then renamed over it, so the
 * collector reads the old file or the new one, never half of one. The temporary
 * name does not end in `.prom`, which the collector passes over.
 */
export async function writeMetricsFile(file: string, run: BuildRun): Promise<void> {
  const text = await buildMetricsRegistry(run, lastSuccessIn(readPrevious(file))).metrics();
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(temporary, text, { mode: 0o644 });
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
