/**
 * npm run build -- [--content content] [--out dist] [--report <file>] [--max-invalid 0] [--now <RFC 3339>]
 * npm run rollback -- [--out dist]
 *
 * Exit codes: 0 built (or rolled back); 1 the build failed and the published
 * snapshot was left as it was; 2 the command line is wrong.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { runBuild } from './pipeline.ts';
import { formatCounts, writeReport } from './report.ts';
import { rollback } from './publish.ts';
import { BuildFailure } from './failure.ts';
import { openApiDocuments } from '../src/openapi/snapshot.ts';

function usage(message: string): never {
  process.stderr.write(`build: ${message}\nusage: npm run build -- [--content <dir>] [--out <dir>] [--report <file>] [--max-invalid <n>] [--now <date-time>]\n       npm run build -- --rollback [--out <dir>]\n`);
  process.exit(2);
}

export const BUILD_OPTIONS = {
  content: { type: 'string', default: 'content' },
  out: { type: 'string', default: 'dist' },
  report: { type: 'string' },
  'max-invalid': { type: 'string', default: '0' },
  now: { type: 'string' },
  rollback: { type: 'boolean', default: false },
} as const;

function parse() {
  try {
    return parseArgs({
      options: BUILD_OPTIONS,
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return usage((error as Error).message);
  }
}

function progressBar(done: number, total: number, started: number): string {
  const width = 30;
  const filled = total === 0 ? width : Math.round((done / total) * width);
  const perSecond = Math.round(done / Math.max((performance.now() - started) / 1000, 0.001));
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} records, ${perSecond}/s`;
}

async function main(): Promise<number> {
  const args = parse();
  if (args.rollback) {
    try {
      const release = rollback(args.out);
      process.stdout.write(`rolled back: ${args.out} → ${path.relative(process.cwd(), release)}\n`);
      return 0;
    } catch (error) {
      process.stderr.write(`build: ${error instanceof BuildFailure ? error.message : (error as Error).message}\n`);
      return 1;
    }
  }
  const maxInvalid = /^\d+$/.test(args['max-invalid']) ? Number(args['max-invalid']) : usage('--max-invalid takes a whole number');
  const now = args.now === undefined ? new Date() : new Date(args.now);
  if (Number.isNaN(now.getTime())) usage('--now takes an RFC 3339 date-time');
  const reportFile = args.report ?? path.join(path.dirname(path.resolve(args.out)), 'build-report.json');

  const tty = process.stderr.isTTY === true;
  const started = performance.now();
  let lastDraw = 0;
  const report = await runBuild({
    contentDir: args.content,
    outDir: args.out,
    maxInvalid,
    now,
    extraDocuments: openApiDocuments(),
    onStage: tty ? (stage) => process.stderr.write(`\r\x1b[K${stage}…`) : undefined,
    onProgress: tty ? (done, total) => {
      const t = performance.now();
      if (t - lastDraw < 100 && done !== total) return;
      lastDraw = t;
      process.stderr.write(`\x1b[K${progressBar(done, total, started)}`);
    } : undefined,
  });
  if (tty) process.stderr.write('\r\x1b[K');

  for (const line of report.errors) process.stderr.write(`${line}\n`);
  for (const line of report.warnings) process.stderr.write(`warning: ${line}\n`);
  writeReport(reportFile, report);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (!report.ok) {
    process.stderr.write(`build failed: ${report.failure}\n(${formatCounts(report.counts)}; report: ${path.relative(process.cwd(), reportFile)})\n`);
    return 1;
  }
  if (tty) for (const { stage, ms } of report.stages) process.stderr.write(`  ${stage.padEnd(10)} ${(ms / 1000).toFixed(2)} s\n`);
  process.stdout.write(`built ${report.buildId} in ${seconds} s: ${formatCounts(report.counts)} → ${args.out} (peak memory ${report.peakMemoryMiB} MiB)\n`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main();
