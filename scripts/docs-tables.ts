/**
 * npm run docs:tables [-- --check]
 *
 * Writes the tables docs/ takes from elsewhere, each between its markers
 * (`<!-- generated: NAME -->` … `<!-- end: NAME -->`): the build's and the
 * server's options from their option tables (the same tables `--help` is made
 * from), the search's matching steps from the table the vocabulary walks
 * (src/search/text/match-steps.ts), the metrics the server and the build expose from
 * the registries that expose them, and the current benchmark results from bench/results/
 * (the newest run per size). With --check it writes nothing and exits 1 if a page differs.
 * test/docs/ checks the same, so a page cannot drift from the code or the results.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Registry } from 'prom-client';
import { BUILD_OPTIONS } from '../build/cli.ts';
import { buildMetricsRegistry } from '../build/metrics-file.ts';
import { emptyCounts, type BuildReport } from '../build/report.ts';
import { createServiceMetrics } from '../src/metrics/service-metrics.ts';
import { SERVE_OPTIONS } from '../src/cli.ts';
import type { OptionTable } from '../src/command-line.ts';
import { MATCH_QUALITY, MATCH_STEPS, type MatchStep } from '../src/search/text/match-steps.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

/** One generated block: the page it lives in, its marker name, and its text. */
export interface GeneratedBlock { page: string; name: string; text: string }

/** Text as one Markdown table cell: no line breaks, pipes and angle brackets escaped (`<host>` would vanish as a tag). */
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('\n', ' ');

/** A Markdown table of a command's options: flag, variable, default, meaning (the `--help` text). */
export function optionTable(table: OptionTable): string {
  const rows = Object.entries(table).map(([name, spec]) => {
    const flag = `\`--${name}${spec.type === 'string' ? ` <${spec.value ?? 'value'}>` : ''}\``;
    const fallback = spec.default === false ? 'off' : spec.default === undefined || spec.default === '' ? '—' : `\`${spec.default}\``;
    return `| ${flag} | \`${spec.env}\` | ${fallback} | ${cell(spec.help)} |`;
  });
  return ['| Flag | Variable | Default | Meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** A metric as a registry holds it: what the tables say of it. */
interface Described { name: string; help: string; type: string; labelNames?: readonly string[] }

/** A Markdown table of metrics: name, type, labels, meaning (the help Prometheus shows). */
function metricRows(metrics: Described[]): string[] {
  const rows = metrics.map(({ name, type, help, labelNames = [] }) => {
    const series = type === 'histogram' ? ` (\`_bucket\`, \`_sum\`, \`_count\`)` : '';
    return `| \`${name}\` | ${type}${series} | ${labelNames.length === 0 ? '—' : labelNames.map((l) => `\`${l}\``).join(', ')} | ${cell(help)} |`;
  });
  return ['| Metric | Type | Labels | Meaning |', '|---|---|---|---|', ...rows];
}

const described = (registry: Registry) => registry.getMetricsAsArray() as unknown as Described[];

/**
 * The server's metrics (src/metrics/service-metrics.ts), from a registry made as the
 * server makes it: its own `listings_*` in a table, prom-client's default process
 * metrics named in one line after it.
 */
export function serviceMetricsTable(registry = createServiceMetrics().registry): string {
  const metrics = described(registry);
  const own = metrics.filter((m) => m.name.startsWith('listings_'));
  const defaults = metrics.filter((m) => !m.name.startsWith('listings_')).map((m) => `\`${m.name}\``);
  return [
    ...metricRows(own),
    '',
    `Beside them, prom-client's default metrics of the process, with their own help: ${defaults.join(', ')}.`,
  ].join('\n');
}

/** The nightly build's textfile metrics (build/metrics-file.ts), from the registry it writes the file from. */
export function buildMetricsTable(): string {
  const run = { report: { ok: true, publishRefused: false, stages: [], counts: emptyCounts(), reusedDocuments: 0, carriedRecords: 0, peakMemoryMiB: 0 } as unknown as BuildReport, seconds: 0, finishedAt: new Date(0) };
  return metricRows(described(buildMetricsRegistry(run, null))).join('\n');
}

/** The words a step applies to, by length: any, from, or from and to. */
const lettersOf = (step: MatchStep) =>
  step.maxLength !== undefined ? `${step.minLength}–${step.maxLength}` : step.minLength > 1 ? `${step.minLength} or more` : 'any';

const STARTS_FROM: Record<MatchStep['from'], (step: MatchStep) => string> = {
  word: (step) => `the word${step.lastOnly ? ' (the last only, unfinished)' : ''}${step.unknownOnly ? ', no word here' : ''}${step.widening ? `, reaching nothing (widening ${step.widening})` : ''}`,
  spellings: (step) => `the ${step.best} best spellings`,
  forms: (step) => `the ${step.best} best forms`,
};
/** A step's quality as the product it is, and, from spellings or forms, times what led there. */
const worthOf = (step: MatchStep) =>
  [...step.qualities.map((q) => String(MATCH_QUALITY[q])), ...(step.from === 'word' ? [] : ['what led there'])].join(' × ');
const THEN: Record<string, string> = { forms: 'its forms', otherScript: 'the other script', none: '—' };

/** A Markdown table of the matching steps, in the order the vocabulary takes them. */
export function matchStepsTable(steps: readonly MatchStep[]): string {
  const rows = steps.map((step) => `| ${cell(step.title)} | ${STARTS_FROM[step.from](step)} | ${step.script ?? 'any'} | ${lettersOf(step)} | ${step.shortWords ? 'yes' : ''} | ${worthOf(step)} | ${step.literal ? 'yes' : ''} | ${cell(step.reads)} | ${THEN[step.then ?? 'none']} |`);
  return ['| Step | From | Script | Letters | Short words | Quality | As typed | Reads | A chain goes on to |', '|---|---|---|---|---|---|---|---|---|', ...rows].join('\n');
}

/** What `npm run bench` / `bench:quick` write (bench/targets.ts). */
export interface TargetsResult {
  file: string;
  date: string;
  /** The Node the run was on (`process.version`); runs before it was recorded have none. */
  node?: string;
  count: number;
  connections: number;
  seconds: number;
  rounds: number;
  targets: { what: string; target: string; measured: string; pass: boolean | null }[];
}

/** What `npm run bench:soak` writes (bench/soak.ts). */
export interface SoakResult {
  file: string;
  date: string;
  node?: string;
  count: number;
  minutes: number;
  clients: number;
  rate: number;
  requests: number;
  statuses: Record<string, number>;
  checks: Record<string, { value: number | string; pass: boolean }>;
}

/** Every results file, sorted by name. */
export function readResults(dir = RESULTS_DIR): { targets: TargetsResult[]; soak: SoakResult[] } {
  const targets: TargetsResult[] = [];
  const soak: SoakResult[] = [];
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const data = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>;
    const file = `bench/results/${name}`;
    if (Array.isArray(data.targets)) targets.push({ ...(data as unknown as TargetsResult), file });
    else if (data.checks !== undefined) soak.push({ ...(data as unknown as SoakResult), file });
  }
  return { targets, soak };
}

const newest = <T extends { date: string }>(runs: T[]): T | undefined =>
  runs.reduce<T | undefined>((best, run) => (best === undefined || run.date > best.date ? run : best), undefined);

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
/** The run's time, and its Node where the file says. */
const ranAt = (run: { date: string; node?: string }) => `${when(run.date)}${run.node ? `, Node ${run.node.replace(/^v/, '')}` : ''}`;
const verdict = (pass: boolean | null) => (pass === null ? '' : pass ? '**pass**: ' : 'fail: ');

/**
 * The scale targets: per size, each target as the newest run that measured it
 * (a run of one benchmark, such as bench:traffic, measures only its own), one
 * row per target.
 */
export function targetsTable(runs: TargetsResult[]): string {
  const sizes = [...new Set(runs.map((r) => r.count))].sort((a, b) => a - b);
  const bySize = sizes.map((size) => runs.filter((r) => r.count === size).sort((a, b) => (a.date < b.date ? 1 : -1)));
  const rows: { what: string; target: string }[] = [];
  for (const sized of [...bySize].reverse()) {
    for (const run of sized) for (const t of run.targets) if (!rows.some((r) => r.what === t.what)) rows.push({ what: t.what, target: t.target });
  }
  const used = bySize.map((sized) => sized.filter((run) => run.targets.some((t) => sized.find((r) => r.targets.some((x) => x.what === t.what)) === run)));
  const met = (run: TargetsResult) => `${run.targets.filter((t) => t.pass === true).length} of ${run.targets.filter((t) => t.pass !== null).length} targets met`;
  const lines = [
    `Each target's newest measurement at each size, from ${used.flat().map((run) => `\`${run.file}\` (${ranAt(run)}; ${met(run)})`).join(', ')}.`,
    '',
    `| Target | Asked | ${sizes.map((s) => `${s.toLocaleString('en-US')} listings`).join(' | ')} |`,
    `|---|---|${sizes.map(() => '---|').join('')}`,
  ];
  for (const row of rows) {
    const cells = bySize.map((sized) => {
      const t = sized.map((run) => run.targets.find((x) => x.what === row.what)).find((x) => x !== undefined);
      return t === undefined ? '—' : cell(`${verdict(t.pass)}${t.measured}`);
    });
    lines.push(`| ${cell(row.what)} | ${cell(row.target)} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The soak run: the newest one's load and its checks. */
export function soakTable(runs: SoakResult[]): string {
  const run = newest(runs);
  if (run === undefined) return 'No soak run in `bench/results/` yet.';
  const statuses = Object.entries(run.statuses).map(([status, n]) => `${status}: ${n}`).join(', ');
  return [
    `The newest run: \`${run.file}\` (${ranAt(run)}): ${run.count.toLocaleString('en-US')} listings, ${run.clients} clients offering ${run.rate} requests a second for ${run.minutes} minutes; ${run.requests} requests (${statuses}).`,
    '',
    '| Check | Measured | |',
    '|---|---|---|',
    ...Object.entries(run.checks).map(([check, { value, pass }]) => `| ${cell(check)} | ${cell(String(value))} | ${pass ? '**pass**' : 'fail'} |`),
  ].join('\n');
}

/** Every generated block of docs/, made now from the code and bench/results/. */
export function generatedBlocks(resultsDir = RESULTS_DIR): GeneratedBlock[] {
  const results = readResults(resultsDir);
  return [
    { page: 'docs/build.md', name: 'build-options', text: optionTable(BUILD_OPTIONS) },
    { page: 'docs/runtime.md', name: 'serve-options', text: optionTable(SERVE_OPTIONS) },
    { page: 'docs/operations.md', name: 'service-metrics', text: serviceMetricsTable() },
    { page: 'docs/operations.md', name: 'build-metrics', text: buildMetricsTable() },
    { page: 'docs/search.md', name: 'match-steps', text: matchStepsTable(MATCH_STEPS) },
    { page: 'docs/benchmarks.md', name: 'scale-targets', text: targetsTable(results.targets) },
    { page: 'docs/benchmarks.md', name: 'soak', text: soakTable(results.soak) },
  ];
}

const begin = (name: string) => `<!-- generated: ${name} (npm run docs:tables) -->`;
const end = (name: string) => `<!-- end: ${name} -->`;

/** The text between a block's markers in a page, or undefined when the markers are missing. */
export function readBlock(page: string, name: string): string | undefined {
  const from = page.indexOf(begin(name));
  const to = page.indexOf(end(name));
  if (from < 0 || to < from) return undefined;
  return page.slice(from + begin(name).length, to).trim();
}

/** The page with a block's text put between its markers (which must be there). */
export function writeBlock(page: string, name: string, text: string): string {
  const from = page.indexOf(begin(name));
  const to = page.indexOf(end(name));
  if (from < 0 || to < from) throw new Error(`docs:tables: no markers for ${name}; add ${begin(name)} and ${end(name)}`);
  return `${page.slice(0, from + begin(name).length)}\n${text}\n${page.slice(to)}`;
}

function main(): number {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  let stale = 0;
  for (const block of generatedBlocks()) {
    const file = path.join(ROOT, block.page);
    const page = readFileSync(file, 'utf8');
    const updated = writeBlock(page, block.name, block.text);
    if (updated === page) continue;
    if (values.check) {
      process.stderr.write(`docs:tables: ${block.page}: ${block.name} is out of date; run npm run docs:tables\n`);
      stale++;
    } else {
      writeFileSync(file, updated);
      process.stdout.write(`docs:tables: ${block.page}: ${block.name} written\n`);
    }
  }
  return stale === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
