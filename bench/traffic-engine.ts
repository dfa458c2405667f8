/**
 * The traffic stream's searches in the engine alone, in a process holding the
 * snapshot and nothing else (as engine-times.ts, and for the same reasons):
 * every distinct search once in the order first asked, cold, as a server
 * started a moment ago meets them; then each again, warm.
 *
 *   node --import tsx bench/traffic-engine.ts <dist> <searches.json>
 *
 * `searches.json`: `[{ "class": …, "query": {…} }…]` in the order first asked.
 * Prints one JSON line: each search's class and its cold and warm times in ms
 * (search and page assembly, as engine-times.ts times them), in that order.
 */
import { readFileSync } from 'node:fs';
import { ReadApi } from '../src/api/read-api.ts';
import { SearchQuery } from '../src/schema/search.ts';
import { loadSnapshot } from '../src/snapshot/load.ts';

const [dist, searchesFile] = process.argv.slice(2);
if (!dist || !searchesFile) throw new Error('usage: traffic-engine.ts <dist> <searches.json>');
const searches = JSON.parse(readFileSync(searchesFile, 'utf8')) as { class: string; query: Record<string, unknown> }[];
const parsed = searches.map((s) => SearchQuery.parse(s.query));

const snapshot = await loadSnapshot(dist);
// Timed once every file is verified and the documents are in memory: no hashing thread beside it.
await snapshot.warmed;
await snapshot.verified;
const api = new ReadApi(snapshot, 'http://localhost');

function pass(): Float64Array {
  const taken = new Float64Array(parsed.length);
  parsed.forEach((query, i) => {
    const started = performance.now();
    const reply = api.search(query);
    if (reply.ok && typeof reply.body.identity === 'function') reply.body.identity();
    taken[i] = performance.now() - started;
  });
  return taken;
}

const cold = pass();
const warm = pass();
snapshot.close();
const round = (times: Float64Array) => Array.from(times, (t) => Math.round(t * 1000) / 1000);
process.stdout.write(`${JSON.stringify({ classes: searches.map((s) => s.class), cold: round(cold), warm: round(warm) })}\n`);
