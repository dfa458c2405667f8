/**
 * npm run eval:search [-- --failures]
 *
 * Scores this service's search on the judged bilingual queries of
 * test/search-eval, side by side with MiniSearch's recommended set-up for
 * search as you type on the same listings: per class of query, the share
 * passed, recall, precision and mean reciprocal rank.
 */
import { parseArgs } from 'node:util';
import { evaluate, miniSearchSearcher, serviceSearcher, summarize, type QueryOutcome } from '../test/search-eval/evaluate.ts';

const { values } = parseArgs({ options: { failures: { type: 'boolean', default: false } } });

const service = await serviceSearcher();
const ours = evaluate(service.search);
await service.close();
const theirs = evaluate(miniSearchSearcher());

const percent = (x: number) => `${(x * 100).toFixed(0)}%`.padStart(5);
const columns = (s: ReturnType<typeof summarize>[number]) =>
  `${`${s.passed}/${s.queries}`.padStart(7)} ${percent(s.recall)} ${percent(s.precision)} ${s.mrr.toFixed(2).padStart(5)}`;
const mine = summarize(ours), baseline = summarize(theirs);
process.stdout.write(`${''.padEnd(16)} ${'this service'.padEnd(26)}   MiniSearch (prefix, fuzzy 0.2, title boost, AND)\n`);
process.stdout.write(`${'class'.padEnd(16)} ${'passed'.padStart(7)} ${'recall'.padStart(5)} ${'prec.'.padStart(5)} ${'MRR'.padStart(5)}   ${'passed'.padStart(7)} ${'recall'.padStart(5)} ${'prec.'.padStart(5)} ${'MRR'.padStart(5)}\n`);
mine.forEach((s, i) => process.stdout.write(`${s.cls.padEnd(16)} ${columns(s)}   ${columns(baseline[i]!)}\n`));

if (values.failures) {
  const show = (o: QueryOutcome) => `  [${o.query.class}] ${JSON.stringify(o.query.q)}: wanted ${o.query.relevant.join(',') || '—'}${o.query.first ? ` (first ${o.query.first})` : ''}${o.query.mustNot?.length ? ` not ${o.query.mustNot.join(',')}` : ''}; got ${o.returned.slice(0, 12).join(',') || 'nothing'}\n`;
  process.stdout.write('\nFailed queries (this service):\n');
  for (const o of ours.filter((x) => !x.passed)) process.stdout.write(show(o));
}
