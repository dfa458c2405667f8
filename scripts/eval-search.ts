/**
 * npm run eval:search [-- --failures]
 *
 * Scores this service's search on the judged queries of test/search-eval, side
 * by side with MiniSearch's recommended set-up for search as you type and with
 * SQLite FTS5 as the benchmark configures it, on the same listings: per class
 * of query and per part (dev: the development queries; held-out: the queries
 * kept out of tuning), the share passed, recall, precision and mean reciprocal
 * rank.
 *
 * --failures lists the failing development queries of this service. The
 * held-out part is only ever reported in aggregate.
 */
import { parseArgs } from 'node:util';
import {
  evaluate, fts5Searcher, miniSearchSearcher, PARTS, serviceSearcher, summarize,
  type ClassSummary, type Part, type QueryOutcome, type Searcher,
} from '../test/search-eval/evaluate.ts';

const { values } = parseArgs({ options: { failures: { type: 'boolean', default: false } } });

const service = await serviceSearcher();
const fts5 = fts5Searcher();
const engines: [name: string, search: Searcher][] = [
  ['this service', service.search],
  ['MiniSearch (prefix, fuzzy 0.2, title boost, AND)', miniSearchSearcher()],
  ['SQLite FTS5 (unicode61, AND, last word prefix)', fts5.search],
];
const parts = Object.keys(PARTS) as Part[];
const outcomes: Record<Part, QueryOutcome[]>[] = [];
for (const [, search] of engines) {
  const byPart = {} as Record<Part, QueryOutcome[]>;
  for (const part of parts) byPart[part] = await evaluate(search, PARTS[part]);
  outcomes.push(byPart);
}
await service.close();
fts5.close();

const percent = (x: number) => `${(x * 100).toFixed(0)}%`.padStart(5);
const columns = (s: ClassSummary) =>
  `${`${s.passed}/${s.queries}`.padStart(7)} ${percent(s.recall)} ${percent(s.precision)} ${s.mrr.toFixed(2).padStart(5)}`;
const WIDTH = 7 + 1 + 5 + 1 + 5 + 1 + 5;
const summaries = outcomes.map((byPart) => Object.fromEntries(parts.map((part) => [part, summarize(byPart[part])])) as Record<Part, ClassSummary[]>);

process.stdout.write(`${''.padEnd(25)}${engines.map(([, ], i) => `   ${`(${i + 1})`.padEnd(WIDTH)}`).join('')}\n`);
process.stdout.write(`${'class'.padEnd(16)} ${'part'.padEnd(8)}${engines.map(() => `   ${'passed'.padStart(7)} ${'recall'.padStart(5)} ${'prec.'.padStart(5)} ${'MRR'.padStart(5)}`).join('')}\n`);
const rows = summaries[0]!.dev.length;
for (let row = 0; row < rows; row++) {
  for (const part of parts) {
    const cls = summaries[0]![part][row]!.cls;
    process.stdout.write(`${(part === 'dev' ? cls : '').padEnd(16)} ${part.padEnd(8)}${summaries.map((s) => `   ${columns(s[part][row]!)}`).join('')}\n`);
  }
}
process.stdout.write(`\n${engines.map(([name], i) => `(${i + 1}) ${name}`).join('\n')}\n`);

if (values.failures) {
  const show = (o: QueryOutcome) => `  [${o.query.class}] ${JSON.stringify(o.query.q)}: wanted ${o.query.relevant.join(',') || '—'}${o.query.first ? ` (first ${o.query.first})` : ''}${o.query.mustNot?.length ? ` not ${o.query.mustNot.join(',')}` : ''}; got ${o.returned.slice(0, 12).join(',') || 'nothing'}\n`;
  process.stdout.write('\nFailed development queries (this service; the held-out part is reported only in aggregate):\n');
  for (const o of outcomes[0]!.dev.filter((x) => !x.passed)) process.stdout.write(show(o));
}
