/**
 * The traffic stream's searches in the engine alone, in a process holding the
 * snapshot and nothing else (as engine-times.ts, and for the same reasons):
 * every distinct search once in the order first asked, cold, as a server
 * started a moment ago meets them, and at once again, warm; then all again.
 *
 *   node --import tsx bench/traffic-engine.ts <dist> <searches.json>
 *
 * `searches.json`: `[{ "class": …, "query": {…} }…]` in the order first asked.
 * Prints one JSON line: each search's class and its cold, warm and later times
 * in ms (search and page assembly, as engine-times.ts times them), in that
 * order, and the CPU time of each.
 */
import { readFileSync } from 'node:fs';
import { SearchQuery } from '../src/schema/search.ts';
import { loadSnapshot } from '../src/snapshot/load.ts';
import { apiSearchingHere, pageAsSent } from './support.ts';

const [dist, searchesFile] = process.argv.slice(2);
if (!dist || !searchesFile) throw new Error('usage: traffic-engine.ts <dist> <searches.json>');
const searches = JSON.parse(readFileSync(searchesFile, 'utf8')) as { class: string; query: Record<string, unknown> }[];
const parsed = searches.map((s) => SearchQuery.parse(s.query));

const snapshot = await loadSnapshot(dist);
// Timed once every file is verified and the documents are in memory: no hashing thread beside it.
await snapshot.warmed;
await snapshot.verified;
const api = apiSearchingHere(snapshot);

/**
 * A search's time, and the process's CPU time over it: on a machine shared with
 * other work a search's time also holds the moments the process waited for a
 * core, its CPU time not (the process runs this one thread meanwhile).
 */
async function timed(query: (typeof parsed)[number]): Promise<[wall: number, cpu: number]> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const reply = api.search(query);
  await pageAsSent(reply);
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpuBefore);
  return [wall, (used.user + used.system) / 1000];
}

// Cold, each search the first time; warm, the same search again at once, everything it made kept; later,
// every search again once all have been asked, in the same order: what the engine's memories of words
// (bounded, the least lately used forgotten first) still hold of a stream this long.
const times = { cold: [] as number[], warm: [] as number[], later: [] as number[], coldCpu: [] as number[], warmCpu: [] as number[], laterCpu: [] as number[] };
for (const query of parsed) {
  const [coldWall, coldCpu] = await timed(query);
  const [warmWall, warmCpu] = await timed(query);
  times.cold.push(coldWall);
  times.coldCpu.push(coldCpu);
  times.warm.push(warmWall);
  times.warmCpu.push(warmCpu);
}
for (const query of parsed) {
  const [wall, cpu] = await timed(query);
  times.later.push(wall);
  times.laterCpu.push(cpu);
}
snapshot.close();
const rounded = Object.fromEntries(Object.entries(times).map(([name, list]) => [name, list.map((t) => Math.round(t * 1000) / 1000)]));
process.stdout.write(`${JSON.stringify({ classes: searches.map((s) => s.class), ...rounded })}\n`);
