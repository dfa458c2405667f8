/**
 * npm run eval:search [-- --failures]
 *
 * Scores this service's search on the judged queries of test/search-eval, side
 * by side with MiniSearch's recommended set-up for search as you type and with
 * SQLite FTS5 as the benchmark configures it, on the same listings: for each
 * ground (ground 1: fixture.ts and its queries; ground 2: ground-2/), per class
 * of query and per part (dev: the development queries; held-out: the queries
 * kept out of tuning), the share passed, recall, precision and mean reciprocal
 * rank; then each engine's precision over all the results it returned, and
 * this service's per matching step, per reading of the query (every word,
 * relaxed, widened) and per place of its words (a title, descriptions only):
 * of the listings each brought into either part's results, the share wanted;
 * by which rules its failed queries failed (queries.ts's rules), and why the relevant
 * listings they missed were missed (evaluate.ts `MISS_CAUSES`), so that what the
 * held-out part misses is known by kind without reading it query by query.
 *
 * --failures lists the failing development queries of this service. The
 * held-out parts are only ever reported in aggregate.
 */
import { parseArgs } from 'node:util';
import {
  emptyAnswers, evaluate, FAILED_RULES, failedByRule, fts5Searcher, GROUNDS, miniSearchSearcher, MISS_CAUSES, missedByCause, overallPrecision,
  serviceSearcher, summarize, stepPrecision, type ClassSummary, type MissCause, type Ground, type Part, type QueryOutcome, type Searcher, type StepPrecision,
} from '../test/search-eval/evaluate.ts';

const { values } = parseArgs({ options: { failures: { type: 'boolean', default: false } } });

const ENGINES = [
  'this service',
  'MiniSearch (prefix, fuzzy 0.2, title boost, AND)',
  'SQLite FTS5 (unicode61, AND, last word prefix)',
];
const PARTS: Part[] = ['dev', 'held-out'];

/** Every engine's outcomes on every part of the ground, in the order of ENGINES. */
async function run(ground: Ground): Promise<{ outcomes: Record<Part, QueryOutcome[]>[]; steps: Record<Part, StepPrecision[]>; missed: Record<Part, Record<MissCause, number>> }> {
  const service = await serviceSearcher(ground);
  const fts5 = fts5Searcher(ground);
  const searchers: Searcher[] = [service.search, miniSearchSearcher(ground), fts5.search];
  const outcomes: Record<Part, QueryOutcome[]>[] = [];
  try {
    for (const search of searchers) {
      const byPart = {} as Record<Part, QueryOutcome[]>;
      for (const part of PARTS) byPart[part] = await evaluate(search, ground.parts[part]);
      outcomes.push(byPart);
    }
    // Per step, both parts: the development part's is what a step is tightened by; the held-out
    // part's, in aggregate only, says whether that held.
    const steps = Object.fromEntries(PARTS.map((part) => [part, stepPrecision(outcomes[0]![part], service.explain)])) as Record<Part, StepPrecision[]>;
    const missed = Object.fromEntries(PARTS.map((part) => [part, missedByCause(outcomes[0]![part], service.missCause)])) as Record<Part, Record<MissCause, number>>;
    return { outcomes, steps, missed };
  } finally {
    await service.close();
    fts5.close();
  }
}

const percent = (x: number) => `${(x * 100).toFixed(0)}%`.padStart(5);
const columns = (s: ClassSummary) => s.queries === 0
  ? `${'0/0'.padStart(7)} ${'—'.padStart(5)} ${'—'.padStart(5)} ${'—'.padStart(5)}`
  : `${`${s.passed}/${s.queries}`.padStart(7)} ${percent(s.recall)} ${percent(s.precision)} ${s.mrr.toFixed(2).padStart(5)}`;
const WIDTH = 7 + 1 + 5 + 1 + 5 + 1 + 5;
const write = (line: string) => process.stdout.write(`${line}\n`);

const results: [Ground, Record<Part, QueryOutcome[]>[], Record<Part, StepPrecision[]>, Record<Part, Record<MissCause, number>>][] = [];
for (const ground of GROUNDS) {
  const { outcomes, steps, missed } = await run(ground);
  results.push([ground, outcomes, steps, missed]);
}

for (const [ground, outcomes, steps, missed] of results) {
  const summaries = outcomes.map((byPart) =>
    Object.fromEntries(PARTS.map((part) => [part, summarize(byPart[part], ground.classes)])) as Record<Part, ClassSummary[]>);
  write(`${ground.name}: ${ground.listings.length} listings, ${ground.parts.dev.length} development and ${ground.parts['held-out'].length} held-out queries`);
  write(`${''.padEnd(25)}${ENGINES.map((_, i) => `   ${`(${i + 1})`.padEnd(WIDTH)}`).join('')}`);
  write(`${'class'.padEnd(16)} ${'part'.padEnd(8)}${ENGINES.map(() => `   ${'passed'.padStart(7)} ${'recall'.padStart(5)} ${'prec.'.padStart(5)} ${'MRR'.padStart(5)}`).join('')}`);
  const rows = summaries[0]!.dev.length;
  for (let row = 0; row < rows; row++) {
    for (const part of PARTS) {
      const cls = summaries[0]![part][row]!.cls;
      write(`${(part === 'dev' ? cls : '').padEnd(16)} ${part.padEnd(8)}${summaries.map((s) => `   ${columns(s[part][row]!)}`).join('')}`);
    }
  }
  write('precision over all results returned (wanted results / results):');
  for (const part of PARTS) {
    const figures = outcomes.map((byPart) => overallPrecision(byPart[part]));
    write(`${''.padEnd(16)} ${part.padEnd(8)}${figures.map((p) => `   ${(p === null ? '—' : percent(p).trim()).padStart(WIDTH)}`).join('')}`);
  }
  write('queries with a relevant listing that got nothing back:');
  for (const part of PARTS) {
    const figures = outcomes.map((byPart) => `${emptyAnswers(byPart[part]).length}`);
    write(`${''.padEnd(16)} ${part.padEnd(8)}${figures.map((n) => `   ${n.padStart(WIDTH)}`).join('')}`);
  }
  write('failed queries by the rule they failed, this service (a relevant listing missing: nothing back, none of them, some):');
  write(`${''.padEnd(26)} ${FAILED_RULES.map((rule) => rule.padStart(14)).join('')}`);
  for (const part of PARTS) {
    const counts = failedByRule(outcomes[0]![part]);
    write(`${''.padEnd(16)} ${part.padEnd(9)} ${FAILED_RULES.map((rule) => String(counts[rule]).padStart(14)).join('')}`);
  }
  write("relevant listings the failed queries missed, by why (the query's words and the listing's), this service:");
  write(`${''.padEnd(26)} ${MISS_CAUSES.map((cause) => cause.padStart(cause.length + 2)).join('')}`);
  for (const part of PARTS) {
    write(`${''.padEnd(16)} ${part.padEnd(9)} ${MISS_CAUSES.map((cause) => String(missed[part][cause]).padStart(cause.length + 2)).join('')}`);
  }
  write('precision per matching step, per reading of the query and per place of its words, this service (the listings each brought in, the share wanted):');
  write(`${''.padEnd(26)} ${PARTS.map((part) => part.padStart(15)).join(' ')}`);
  const figure = (row?: StepPrecision) => (row ? `${`${row.wanted}/${row.brought}`.padStart(9)} ${percent(row.wanted / row.brought)}` : '—'.padStart(15));
  const names = [...new Set(PARTS.flatMap((part) => steps[part].map((row) => row.step)))];
  for (const name of names) {
    write(`${''.padEnd(4)}${name.padEnd(22)} ${PARTS.map((part) => figure(steps[part].find((row) => row.step === name))).join(' ')}`);
  }
  write('');
}
write(ENGINES.map((name, i) => `(${i + 1}) ${name}`).join('\n'));

if (values.failures) {
  const list = (name: string, of?: number[]) => (of?.length ? ` ${name} ${of.join(',')}` : '');
  const show = (o: QueryOutcome) => `  [${o.query.class}] ${JSON.stringify(o.query.q)}: wanted ${o.query.relevant.join(',') || '—'}`
    + `${o.query.first ? ` (first ${o.query.first})` : ''}${o.query.atLeast !== undefined ? ` (at least ${o.query.atLeast})` : ''}`
    + `${o.query.mustNot?.length ? ` not ${o.query.mustNot.join(',')}` : ''}${list('acceptable', o.query.acceptable)}`
    + `${o.query.only ? ' only' : ''}${o.query.ranked ? ' ranked' : ''}; got ${o.returned.slice(0, 12).join(',') || 'nothing'}\n`;
  for (const [ground, outcomes] of results) {
    process.stdout.write(`\nFailed development queries of ${ground.name} (this service; the held-out part is reported only in aggregate):\n`);
    for (const o of outcomes[0]!.dev.filter((x) => !x.passed)) process.stdout.write(show(o));
  }
}
