/**
 * npm run bench:search -- [--dist .tmp/bench-dist-100000] [--rounds 2000]
 *
 * Loads a snapshot (run `npm run bench:build` first for a large one) and times
 * the engine alone, in process: snapshot load, then p50/p99 per query type over
 * a seeded mix of filter-only and text queries.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadSnapshot } from '../src/snapshot/load.ts';
import { apiSearchingHere, pageAsSent, percentile } from './support.ts';
import { SearchQuery } from '../src/schema/search.ts';
import { Rng } from '../scripts/content/rng.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { dist: { type: 'string', default: '.tmp/bench-dist-100000' }, rounds: { type: 'string', default: '2000' } } });
const rounds = Number(values.rounds);

let started = performance.now();
const snapshot = await loadSnapshot(realpathSync(path.resolve(ROOT, values.dist)));
const loadMs = performance.now() - started;
await snapshot.warmed; // search pages from memory, as a server that has run a few seconds serves them
started = performance.now();
const api = apiSearchingHere(snapshot);
const indexMs = performance.now() - started;
const n = snapshot.meta.listingCount;
const cities = snapshot.cities.items.map((c) => c.key);
const categories = snapshot.categories.items.map((c) => c.slug);

// A fixed vocabulary sample: frequent and rare words, for 1–3 term queries.
const words = ['apartment', 'room', 'квартира', 'робота', 'concert', 'teacher', 'repair', 'car', 'кімната', 'music', 'garden', 'допомога', 'clean'];
const rng = new Rng(7);
const pick = <T>(list: readonly T[]) => rng.pick(list);

const kinds: Record<string, () => Record<string, unknown>> = {
  'filter: none': () => ({}),
  'filter: city': () => ({ city: pick(cities) }),
  'filter: category+kind page 5': () => ({ category: pick(categories), page: 5 }),
  'filter: currency price_low': () => ({ currency: pick(['USD', 'CAD']), sort: 'price_low', min: '10', max: '500' }),
  'filter: upcoming events': () => ({ upcoming: true, country: pick(['US', 'CA']) }),
  'text: 1 term': () => ({ q: pick(words) }),
  'text: 2 terms': () => ({ q: `${pick(words)} ${pick(words)}` }),
  'text: 3 terms + prefix': () => ({ q: `${pick(words)} ${pick(words)} ${pick(words).slice(0, 3)}` }),
  'text: typo': () => ({ q: pick(words).replace(/[aeiou]/, '') }),
  'text + filter + price sort': () => ({ q: pick(words), currency: 'USD', sort: 'price_high' }),
  // The bilingual rules: another script, another form, another layout, a transposition.
  'text: Latin for Cyrillic': () => ({ q: pick(['kvartyra', 'robota', 'kimnata', 'dopomoha']) }),
  'text: word form': () => ({ q: pick(['квартири', 'роботу', 'кімнати', 'concerts', 'teachers']) }),
  'text: wrong layout': () => ({ q: pick(['rdfhnbhf', 'hj,jnf', 'rsvyfnf']) }),
  'text: transposition': () => ({ q: pick(['apartmetn', 'teahcer', 'cnocert', 'квартриа']) }),
};

process.stdout.write(`${n} listings: snapshot load ${loadMs.toFixed(0)} ms (+ ${indexMs.toFixed(0)} ms engine set-up), heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB\n`);
process.stdout.write(`${'query'.padEnd(30)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}   (search + response assembly, ${rounds} queries each)\n`);
for (const [name, make] of Object.entries(kinds)) {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const query = SearchQuery.parse(make());
    const t = performance.now();
    const reply = api.search(query);
    // What a 200 costs the HTTP route: the tag, the search and the page's slices (the body is made lazily).
    await pageAsSent(reply);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  process.stdout.write(`${name.padEnd(30)} ${percentile(times, 0.5).toFixed(3).padStart(8)} ${percentile(times, 0.99).toFixed(3).padStart(8)}\n`);
}
