/**
 * npm run bench:build -- [--count 100000] [--seed 42]
 *
 * Generates an export of --count listings (kept under .tmp/ for the next run),
 * builds it in a fresh process, and prints the wall time, each stage's time and
 * the CPU spent meanwhile, and the build's peak resident memory.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatStage, type BuildReport } from '../build/report.ts';
import { generateContent } from '../scripts/content/write.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { count: { type: 'string', default: '100000' }, seed: { type: 'string', default: '42' } } });
const count = Number(values.count);
const content = path.join(ROOT, '.tmp', `bench-content-${count}-${values.seed}`);
const out = path.join(ROOT, '.tmp', `bench-dist-${count}`);

if (!existsSync(path.join(content, 'cities.json'))) {
  process.stdout.write(`generating ${count} listings into ${path.relative(ROOT, content)}…\n`);
  await generateContent({ out: content, count, seed: Number(values.seed) });
}
rmSync(out, { recursive: true, force: true });
rmSync(`${out}.releases`, { recursive: true, force: true });

const report = path.join(ROOT, '.tmp', `bench-report-${count}.json`);
const started = performance.now();
const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'build/cli.ts'), '--content', content, '--out', out, '--report', report, '--max-invalid', String(count)], {
  // A generated export of a million carries some 30,000 duplicate ids, each a warning: more than spawnSync keeps by default.
  cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 30,
});
const seconds = (performance.now() - started) / 1000;
if (run.status !== 0) {
  process.stderr.write(run.stderr.split('\n').slice(-5).join('\n'));
  process.exit(1);
}
const result = JSON.parse(readFileSync(report, 'utf8')) as BuildReport;
process.stdout.write(`build of ${count} generated listings (${result.counts.public} public): ${seconds.toFixed(1)} s wall, peak memory ${result.peakMemoryMiB} MiB\n`);
for (const timing of result.stages) process.stdout.write(`  ${formatStage(timing)}\n`);
