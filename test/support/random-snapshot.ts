/** One built snapshot of a seeded random export, and the service on it. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import fg from 'fast-glob';
import { writeExport } from './fixture.ts';
import { randomListings } from './random-export.ts';
import { build } from './build.ts';
import { serveInProcess, type ServiceSettings } from './in-process.ts';
import { tempDir } from './temp.ts';
import type { Listing } from '../../src/schema/listing.ts';
import type { EngineQuery } from '../../src/search/engine.ts';

export const DAY = 86_400_000;

/** Words a random snapshot's listings hold, in both scripts and as typed on the other layout, and some none holds. */
const WORDS = ['apartment', 'квартира', 'repair', 'ремонт', 'car', 'job', 'kimnata', 'rdfhnbhf', 'piano lessons', 'tutor'];

/** Engine queries of a random snapshot: text or none, a few filters and orders, pages, now and in a month. */
export const randomEngineQuery: fc.Arbitrary<EngineQuery> = fc.record({
  q: fc.option(fc.constantFrom(...WORDS), { nil: undefined }),
  kind: fc.option(fc.constantFrom('housing', 'event', 'job'), { nil: undefined }),
  currency: fc.option(fc.constantFrom('USD', 'CAD'), { nil: undefined }),
  sort: fc.option(fc.constantFrom('recent', 'relevance', 'price_low', 'event_start') as fc.Arbitrary<EngineQuery['sort']>, { nil: undefined }),
  upcoming: fc.boolean(),
  page: fc.integer({ min: 1, max: 3 }),
  pageSize: fc.constantFrom(1, 5, 24),
  now: fc.constantFrom(Date.now(), Date.now() + 30 * DAY),
}).map((q) => (q.sort?.startsWith('price') && !q.currency ? { ...q, currency: 'USD' } : q) as EngineQuery);

export interface RandomSnapshot {
  dist: string;
  /** Every listing the snapshot publishes, read from its documents. */
  listings: Listing[];
}

export interface Served extends RandomSnapshot {
  base: string;
}

export async function buildRandomSnapshot(count = 400): Promise<RandomSnapshot> {
  const dir = tempDir();
  const around = Date.now();
  // Written in descending id order: a build that broke a tie (equal update times, equal prices) by
  // arrival rather than by id would show it.
  const records = randomListings({ count, seed: 20261122, around }).reverse();
  writeExport(path.join(dir, 'content'), { listings: { 'a.ndjson': records } });
  const dist = path.join(dir, 'dist');
  // Built "40 days ago": listings that have expired since are in the snapshot, and the runtime must hide them.
  const report = await build(path.join(dir, 'content'), dist, { now: new Date(around - 40 * DAY) });
  if (!report.ok) throw new Error(`fixture build failed: ${report.failure}`);
  const listings = fg.sync('api/v1/ads/*.json', { cwd: dist }).map((file) => JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as Listing);
  return { dist, listings };
}

/** A random snapshot served in this process (the budget off unless given). */
export async function serveRandomSnapshot(settings: ServiceSettings = {}, count = 400): Promise<Served> {
  const snapshot = await buildRandomSnapshot(count);
  return { ...snapshot, base: await serveInProcess(snapshot.dist, settings) };
}
