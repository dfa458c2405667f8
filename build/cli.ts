/**
 * npm run build -- [options]      (--help lists them; each is also an environment variable)
 * npm run rollback -- [--out dist]
 *
 * Exit codes: 0 built (or rolled back); 1 the build failed and the published
 * snapshot was left as it was; 2 the command line is wrong.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runBuild } from './pipeline.ts';
import { writeMetricsFile } from './metrics-file.ts';
import { formatCounts, formatStage, writeReport, type BuildReport } from './report.ts';
import { rollback } from './publish.ts';
import { badValue, helpText, PACKAGE_VERSION, parseCommandLine, UsageError, type OptionTable } from '../src/command-line.ts';

const USAGE = [
  'usage: npm run build -- [options]        validate the export and publish a snapshot',
  '       npm run rollback -- [--out <dir>]  switch the output back to the previous snapshot (again: forward)',
];

function usage(message: string): never {
  process.stderr.write(`build: ${message}\n${USAGE.join('\n')}\n(--help lists every option)\n`);
  process.exit(2);
}

export const BUILD_OPTIONS = {
  content: { type: 'string', env: 'CONTENT', default: 'content', value: 'dir', help: 'The export folder.' },
  out: { type: 'string', env: 'OUT', default: 'dist', value: 'dir', help: 'The published snapshot: a symbolic link into <out>.releases/.' },
  report: { type: 'string', env: 'REPORT', value: 'file', help: 'Where the JSON report goes (default: build-report.json beside the output).' },
  'max-invalid': { type: 'string', env: 'MAX_INVALID', default: '0', value: 'n', help: 'Invalid records and broken lines that may be skipped before the build fails.' },
  now: { type: 'string', env: 'BUILD_NOW', value: 'date-time', help: 'The instant the expiry rule is judged at (default: now).' },
  'allow-shrink': { type: 'boolean', env: 'ALLOW_SHRINK', default: false, help: 'Publish even when the build has fewer than 90% of the live snapshot\'s listings, or fewer than half its cities or categories, or none at all (otherwise refused: an export cut short would replace the API with its remains).' },
  rollback: { type: 'boolean', env: 'ROLLBACK', default: false, help: 'Switch the output back to the previous snapshot instead of building.' },
  'metrics-file': { type: 'string', env: 'METRICS_FILE', value: 'file', help: 'After each build, published or not, write its figures there in the Prometheus text format, for node_exporter\'s textfile collector (a name ending in .prom in its folder); off when unset. A rollback writes none.' },
} satisfies OptionTable;

function parse() {
  try {
    return parseCommandLine(process.argv.slice(2), BUILD_OPTIONS);
  } catch (error) {
    if (error instanceof UsageError) return usage(error.message);
    throw error;
  }
}

/** Off a terminal (cron, CI), a progress line at every tenth of the records. */
function progressLine(done: number, total: number, started: number): string {
  const perSecond = Math.round(done / Math.max((performance.now() - started) / 1000, 0.001));
  return `progress: ${Math.round((done / total) * 100)}% (${done}/${total} records, ${perSecond}/s)\n`;
}

function progressBar(done: number, total: number, started: number): string {
  const width = 30;
  const filled = total === 0 ? width : Math.round((done / total) * width);
  const perSecond = Math.round(done / Math.max((performance.now() - started) / 1000, 0.001));
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} records, ${perSecond}/s`;
}

/**
 * The run's figures for the textfile collector. A file that cannot be written is a
 * warning, not a failed build: the snapshot is published or not either way, and a
 * file left stale shows as a build not succeeding (docs/operations.md).
 */
async function figures(file: string, report: BuildReport, seconds: number): Promise<void> {
  try {
    await writeMetricsFile(file, { report, seconds, finishedAt: new Date() });
  } catch (error) {
    process.stderr.write(`warning: the build's metrics file ${file} could not be written: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`);
  }
}

async function main(): Promise<number> {
  const args = parse();
  if (args.help) {
    process.stdout.write(helpText(USAGE, BUILD_OPTIONS));
    return 0;
  }
  if (args.version) {
    process.stdout.write(`${PACKAGE_VERSION}\n`);
    return 0;
  }
  if (args.rollback) {
    try {
      const release = rollback(args.out);
      process.stdout.write(`rolled back: ${args.out} → ${path.relative(process.cwd(), release)}\n`);
      return 0;
    } catch (error) {
      process.stderr.write(`build: ${(error as Error).message}\n`);
      return 1;
    }
  }
  const maxInvalid = /^\d+$/.test(args['max-invalid']) ? Number(args['max-invalid']) : usage(badValue(args, BUILD_OPTIONS, 'max-invalid', 'a whole number'));
  const now = args.now === undefined ? new Date() : new Date(args.now);
  if (Number.isNaN(now.getTime())) usage(badValue(args, BUILD_OPTIONS, 'now', 'an RFC 3339 date-time such as 2026-06-01T00:00:00Z'));
  const reportFile = args.report ?? path.join(path.dirname(path.resolve(args.out)), 'build-report.json');

  const tty = process.stderr.isTTY === true;
  const started = performance.now();
  let lastDraw = 0;
  let lastTenth = 0;
  const report = await runBuild({
    contentDir: args.content,
    outDir: args.out,
    maxInvalid,
    now,
    allowShrink: args['allow-shrink'],
    onStage: tty ? (stage) => process.stderr.write(`\r\x1b[K${stage}…`) : undefined,
    onProgress: tty ? (done, total) => {
      const t = performance.now();
      if (t - lastDraw < 100 && done !== total) return;
      lastDraw = t;
      process.stderr.write(`\x1b[K${progressBar(done, total, started)}`);
    } : (done, total) => {
      const tenth = Math.floor((done / total) * 10);
      if (tenth <= lastTenth) return;
      lastTenth = tenth;
      process.stderr.write(progressLine(done, total, started));
    },
  });
  if (tty) process.stderr.write('\r\x1b[K');

  for (const line of report.errors) process.stderr.write(`${line}\n`);
  for (const line of report.warnings) process.stderr.write(`warning: ${line}\n`);
  writeReport(reportFile, report);
  const elapsed = (performance.now() - started) / 1000;
  if (args['metrics-file'] !== undefined) await figures(args['metrics-file'], report, elapsed);
  const seconds = elapsed.toFixed(1);
  if (!report.ok) {
    process.stderr.write(`build failed: ${report.failure}\n(${formatCounts(report.counts)}; report: ${path.relative(process.cwd(), reportFile)})\n`);
    return 1;
  }
  if (tty) for (const timing of report.stages) process.stderr.write(`  ${formatStage(timing)}\n`);
  process.stdout.write(`built ${report.buildId} in ${seconds} s: ${formatCounts(report.counts)} → ${args.out} (peak memory ${report.peakMemoryMiB} MiB)\n`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main();
