/**
 * The search thread answers every search as an engine on this thread would,
 * one that fails as the search failed (its stack kept), and nothing once closed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine, type EngineQuery } from '../../src/search/engine.ts';
import { Vocabulary } from '../../src/search/terms.ts';
import { loadSnapshot, type Snapshot } from '../../src/snapshot/load.ts';
import { SNAPSHOT_PATHS } from '../../src/snapshot/layout.ts';
import { buildRandomSnapshot, DAY } from '../support/random-snapshot.ts';

let snapshot: Snapshot;
let here: SearchEngine;
beforeAll(async () => {
  const { dist } = await buildRandomSnapshot(300);
  snapshot = await loadSnapshot(dist);
  here = new SearchEngine(snapshot.arrays, snapshot.meta, Vocabulary.fromJSON(readFileSync(path.join(snapshot.dir, SNAPSHOT_PATHS.terms), 'utf8')));
});
afterAll(() => snapshot.close());

const words = ['apartment', 'квартира', 'repair', 'ремонт', 'car', 'job', 'kimnata', 'rdfhnbhf', 'piano lessons', 'tutor'];
const query: fc.Arbitrary<EngineQuery> = fc.record({
  q: fc.option(fc.constantFrom(...words), { nil: undefined }),
  kind: fc.option(fc.constantFrom('housing', 'event', 'job'), { nil: undefined }),
  currency: fc.option(fc.constantFrom('USD', 'CAD'), { nil: undefined }),
  sort: fc.option(fc.constantFrom('recent', 'relevance', 'price_low', 'event_start') as fc.Arbitrary<EngineQuery['sort']>, { nil: undefined }),
  upcoming: fc.boolean(),
  page: fc.integer({ min: 1, max: 3 }),
  pageSize: fc.constantFrom(1, 5, 24),
  now: fc.constantFrom(Date.now(), Date.now() + 30 * DAY),
}).map((q) => (q.sort?.startsWith('price') && !q.currency ? { ...q, currency: 'USD' } : q) as EngineQuery);

describe('the search thread', () => {
  it('answers every search as the engine does on this thread, and makes the same ETags', async () => {
    const queries = fc.sample(query, { numRuns: 300, seed: 32 });
    // All asked at once: answers come back in any number per turn and each finds its own search.
    const answers = await Promise.all(queries.map((q) => snapshot.searcher.search(q)));
    let found = 0;
    queries.forEach((q, i) => {
      expect(answers[i]).toEqual(here.search(q));
      found += answers[i]!.total;
      expect(snapshot.searcher.visibilityEpoch(q.now)).toBe(here.visibilityEpoch(q.now));
    });
    expect(found).toBeGreaterThan(300);
    expect(snapshot.searcher.listingCount).toBe(here.listingCount);
  });

  it('fails a search that fails there, with the stack it had there, and answers the next', async () => {
    const broken = { q: 42, upcoming: false, page: 1, pageSize: 5, now: Date.now() } as unknown as EngineQuery;
    const failed = await snapshot.searcher.search(broken).then(() => null, (error: Error) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed!.stack).toMatch(/\n\s+at /);
    const next = { upcoming: false, page: 1, pageSize: 5, now: Date.now() };
    expect(await snapshot.searcher.search(next)).toEqual(here.search(next));
  });

  it('fails the searches waiting when it is closed, and every one asked after', async () => {
    const { dist } = await buildRandomSnapshot(50);
    const closing = await loadSnapshot(dist);
    const asked = { q: 'apartment', upcoming: false, page: 1, pageSize: 5, now: Date.now() };
    const waiting = closing.searcher.search(asked);
    closing.close();
    await expect(waiting).rejects.toThrow('the search thread was closed');
    await expect(closing.searcher.search(asked)).rejects.toThrow('the search thread was closed');
  });
});
