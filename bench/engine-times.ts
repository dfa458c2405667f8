/**
 * The engine timed in a process of its own, holding the snapshot and nothing
 * else, as a server does (the harness that runs the loads holds its own
 * generated queries and results, whose heap the engine should not be timed
 * beside). Search and page assembly, per query, once every file is verified and
 * the documents are in memory, as a server that has run a few seconds serves;
 * the page joined into a kept buffer as the server sends it (page-buffers.ts),
 * not into fresh memory, whose churn would make V8 collect as no server does.
 *
 *   node --import tsx bench/engine-times.ts <dist> <queries.json>
 *
 * `queries.json`: `{ "filter": [query…], "text": [query…] }`. Prints one JSON
 * line: the filter queries' p50 and p99 (after 50 of them as a warm-up), and the
 * text queries' on their first pass and on the pass after it.
 */
import { readFileSync } from 'node:fs';
import { SearchQuery } from '../src/schema/search.ts';
import { loadSnapshot } from '../src/snapshot/load.ts';
import { apiSearchingHere, pageAsSent, percentile } from './support.ts';

const [dist, queriesFile] = process.argv.slice(2);
if (!dist || !queriesFile) throw new Error('usage: engine-times.ts <dist> <queries.json>');
const queries = JSON.parse(readFileSync(queriesFile, 'utf8')) as { filter: Record<string, unknown>[]; text: Record<string, unknown>[] };

const snapshot = await loadSnapshot(dist);
// Till every file is verified a thread hashing the compressed variants shares the machine, and
// single searches timed meanwhile measure it (at 1M: p99 2.7-4.2 ms while it hashed, 1.8-2.7 ms after).
await snapshot.warmed;
await snapshot.verified;
const api = apiSearchingHere(snapshot);

async function times(list: Record<string, unknown>[]): Promise<{ p50: number; p99: number }> {
  const taken: number[] = [];
  for (const query of list) {
    const parsed = SearchQuery.parse(query);
    const started = performance.now();
    await pageAsSent(api.search(parsed));
    taken.push(performance.now() - started);
  }
  taken.sort((a, b) => a - b);
  return { p50: percentile(taken, 0.5), p99: percentile(taken, 0.99) };
}

await times(queries.filter.slice(0, 50));
const filter = await times(queries.filter);
// A word's first searches put its matches' postings in relevance order and note its listings' expiry
// times, as a server does in its first minutes: the first pass, and the pass after it.
const textFirstPass = await times(queries.text);
const text = await times(queries.text);
snapshot.close();
process.stdout.write(`${JSON.stringify({ filter, textFirstPass, text })}\n`);
