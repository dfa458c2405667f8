/**
 * The analytics report for an operator: `npm run analytics -- [options]`.
 *
 * Two sources, one at a time (the files and a live replica cover the same
 * counts, so adding both would count twice):
 *
 * - `--dir`: the state files the replicas write. They are merged sketch by
 *   sketch, date by date, and k is applied to the merge, so a query asked a few
 *   times on each replica is found once its sum reaches k. This is the exact
 *   merge, and the one that sees the whole window after every restart.
 * - `--url`: each replica's private listener, whose `/analytics` answers its
 *   own report. Reports only hold what passed k (and the top) on that replica,
 *   so their sum misses a query under k on every replica: the output says so.
 *
 * Errors start with "analytics: "; a wrong command line exits 2, an input that
 * cannot be read or is not what it should be exits 1.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { AnalyticsReport, SearchAnalytics, type AnalyticsRow } from './search-analytics.ts';
import { readStates, type StateFile } from './store.ts';

const USAGE = `Usage: npm run analytics -- (--dir <dir> … | --url <http://127.0.0.1:PORT> …) [options]

Prints the search analytics report: for today and for the last 7 days (UTC),
the most asked queries and those that found nothing. A query is listed only
once it was asked at least k times.

  --dir <dir>        A state directory; every replica's file in it is merged
                     before k applies. Repeatable.
  --url <url>        A replica's private listener; its /analytics reports are
                     summed. Repeatable.
  --min-count <k>    List a query once it was asked k times (default 5).
  --top <n>          Rows per list (default 20).
  --json             The report as JSON.
  -h, --help         This text.
`;

/** Where the command writes, and what it reads the time and the network through: a test passes its own. */
export interface CommandContext {
  out: (text: string) => void;
  err: (text: string) => void;
  clock: () => number;
  fetch: typeof fetch;
}

/** A wrong command line: exit 2. Anything else that fails is the input's: exit 1. */
class UsageError extends Error {}
class InputError extends Error {}

/** How long one replica may take to answer before the command gives up on it. */
const FETCH_TIMEOUT_MS = 10_000;

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(Number(text))) {
    throw new UsageError(`--${name} takes a positive whole number, not "${text}"`);
  }
  return Number(text);
}

/** Merges every state file of `dirs` and reports over the merge, so k applies to each query's sum over the replicas. */
async function reportFromFiles(dirs: string[], minCount: number, top: number, clock: () => number): Promise<{ report: AnalyticsReport; notes: string[] }> {
  const files: StateFile[] = [];
  for (const dir of dirs) files.push(...await readStates(dir));
  if (files.length === 0) throw new InputError(`no analytics state files (*.json) in ${dirs.join(', ')}`);
  const merged = SearchAnalytics.mergeStates(files.map((file) => file.state));
  // As large as the largest sketch written: the merge then drops no more than the replicas' own sketches did.
  const capacity = Math.max(1, ...merged.days.flatMap((day) => [day.asked.capacity, day.noHits.capacity]));
  const report = SearchAnalytics.fromState(merged, { minCount, capacity, clock }).report({ top });
  return { report, notes: [`Merged ${files.length} state file${files.length === 1 ? '' : 's'}: ${files.map((file) => path.basename(file.file)).join(', ')}.`] };
}

async function fetchReport(base: string, fetcher: typeof fetch): Promise<AnalyticsReport> {
  const url = `${base}/analytics`;
  let response: Response;
  try {
    response = await fetcher(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/json' } });
  } catch (error) {
    // fetch says only "fetch failed"; the reason (refused, timed out, no such host) is its cause.
    const cause = (error as Error).cause;
    throw new InputError(`${url}: ${(error as Error).message}${cause instanceof Error ? `: ${cause.message}` : ''}`);
  }
  if (!response.ok) throw new InputError(`${url}: answered ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw new InputError(`${url}: not JSON: ${(error as Error).message}`);
  }
  const parsed = AnalyticsReport.safeParse(json);
  if (!parsed.success) throw new InputError(`${url}: not an analytics report: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Sums the rows of equal queries; the most asked first, then by query; those under k and beyond the top left out. */
function sumRows(lists: AnalyticsRow[][], minCount: number, top: number): AnalyticsRow[] {
  const sums = new Map<string, number>();
  for (const rows of lists) for (const row of rows) sums.set(row.query, (sums.get(row.query) ?? 0) + row.count);
  return [...sums]
    .filter(([, count]) => count >= minCount)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, top)
    .map(([query, count]) => ({ query, count }));
}

/**
 * Several replicas' reports as one: counts of equal queries summed. The day is
 * the latest date any of them reports (a replica still on yesterday, around
 * midnight, adds nothing to it); the week spans all of theirs.
 */
export function mergeReports(reports: readonly AnalyticsReport[], minCount: number, top: number): AnalyticsReport {
  if (reports.length === 0) throw new RangeError('merging no reports');
  const date = reports.map((report) => report.day.date).sort().at(-1)!;
  const days = reports.filter((report) => report.day.date === date).map((report) => report.day);
  return {
    minCount,
    day: { date, asked: sumRows(days.map((day) => day.asked), minCount, top), noHits: sumRows(days.map((day) => day.noHits), minCount, top) },
    week: {
      from: reports.map((report) => report.week.from).sort()[0]!,
      to: reports.map((report) => report.week.to).sort().at(-1)!,
      asked: sumRows(reports.map((report) => report.week.asked), minCount, top),
      noHits: sumRows(reports.map((report) => report.week.noHits), minCount, top),
    },
  };
}

async function reportFromReplicas(urls: string[], minCount: number, top: number, fetcher: typeof fetch): Promise<{ report: AnalyticsReport; notes: string[] }> {
  const bases = urls.map((url) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new UsageError(`--url takes a URL such as http://127.0.0.1:9464, not "${url}"`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new UsageError(`--url takes an http URL, not "${url}"`);
    return url.replace(/\/+$/, '');
  });
  const reports = await Promise.all(bases.map((base) => fetchReport(base, fetcher)));
  const notes = [
    `Summed the reports of ${reports.length} replica${reports.length === 1 ? '' : 's'}: ${bases.join(', ')}.`,
    'A replica lists a query only once it was asked k times there (and it is in its top), so a query under k on every',
    'replica is in none of these lists; merging the state files (--dir) finds it.',
  ];
  const theirs = [...new Set(reports.map((report) => report.minCount))];
  if (theirs.length !== 1 || theirs[0] !== minCount) notes.push(`The replicas apply k = ${theirs.join(', ')}; the sums are listed from ${minCount}.`);
  return { report: mergeReports(reports, minCount, top), notes };
}

/** The report as an operator reads it: each list `count  query`, the counts right-aligned across the report. */
export function formatReport(report: AnalyticsReport, notes: readonly string[] = []): string {
  const k = report.minCount;
  const lists = [report.day.asked, report.day.noHits, report.week.asked, report.week.noHits];
  const width = Math.max(1, ...lists.flat().map((row) => String(row.count).length));
  const section = (title: string, rows: readonly AnalyticsRow[]) => rows.length === 0
    ? [`  ${title}`, `    (no query asked ${k} times or more)`]
    : [`  ${title}`, ...rows.map((row) => `    ${String(row.count).padStart(width)}  ${row.query}`)];
  return [
    `Search analytics: a query is listed once it was asked at least ${k} times.`,
    ...notes,
    '',
    `Day ${report.day.date} (UTC)`,
    ...section('Most asked', report.day.asked),
    ...section('Asked, found nothing', report.day.noHits),
    '',
    `Week ${report.week.from} to ${report.week.to} (UTC)`,
    ...section('Most asked', report.week.asked),
    ...section('Asked, found nothing', report.week.noHits),
    '',
  ].join('\n');
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        dir: { type: 'string', multiple: true },
        url: { type: 'string', multiple: true },
        'min-count': { type: 'string' },
        top: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Runs the command; resolves to its exit code. */
export async function main(argv: string[], context: Partial<CommandContext> = {}): Promise<number> {
  const out = context.out ?? ((text: string) => void process.stdout.write(text));
  const err = context.err ?? ((text: string) => void process.stderr.write(text));
  try {
    const values = parse(argv);
    if (values.help) {
      out(USAGE);
      return 0;
    }
    const minCount = positive('min-count', values['min-count'], 5);
    const top = positive('top', values.top, 20);
    const dirs = values.dir ?? [];
    const urls = values.url ?? [];
    if (dirs.length > 0 && urls.length > 0) throw new UsageError('give --dir or --url, not both: the files and the replicas hold the same counts');
    if (dirs.length === 0 && urls.length === 0) throw new UsageError('give --dir <dir> (the state files) or --url <url> (a replica\'s private listener)');
    const { report, notes } = dirs.length > 0
      ? await reportFromFiles(dirs, minCount, top, context.clock ?? Date.now)
      : await reportFromReplicas(urls, minCount, top, context.fetch ?? fetch);
    out(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report, notes));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      err(`analytics: ${error.message}\n(npm run analytics -- --help lists the options)\n`);
      return 2;
    }
    err(`analytics: ${(error as Error).message}\n`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
