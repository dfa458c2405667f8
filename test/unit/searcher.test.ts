/**
 * Searches on a thread of their own are answered as an engine on this thread
 * answers them, and so are searches that take turns on this thread; one that
 * fails, fails as the search failed (its stack kept); a closed thread answers
 * nothing. The thread's young generation is the size the searcher gives it.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine, type EngineQuery } from '../../src/search/engine.ts';
import { loadSnapshot, vocabularyOf, type Snapshot } from '../../src/snapshot/load.ts';
import { SEARCH_THREAD_SEMI_SPACE_MIB, type SearchThread } from '../../src/search/serving/searcher.ts';
import { buildRandomSnapshot, randomEngineQuery } from '../support/random-snapshot.ts';

let threaded: Snapshot, unthreaded: Snapshot;
let here: SearchEngine;
beforeAll(async () => {
  const { dist } = await buildRandomSnapshot(300);
  [threaded, unthreaded] = await Promise.all([loadSnapshot(dist, { searchThread: true }), loadSnapshot(dist, { searchThread: false })]);
  here = new SearchEngine(threaded.arrays, threaded.meta, vocabularyOf(threaded));
});
afterAll(() => {
  threaded.close();
  unthreaded.close();
});

describe.each([['on a thread of their own', true], ['taking turns on this thread', false]])('searches %s', (_, onThread) => {
  const snapshot = () => (onThread ? threaded : unthreaded);

  it('run where asked', () => {
    expect(snapshot().searcher.threaded).toBe(onThread);
  });

  it('are answered as the engine answers them, with the same ETags', async () => {
    const { searcher } = snapshot();
    const queries = fc.sample(randomEngineQuery, { numRuns: 300, seed: 32 });
    // All asked at once: answers come back in any number per turn and each finds its own search.
    const answers = await Promise.all(queries.map((q) => searcher.search(q)));
    let found = 0;
    queries.forEach((q, i) => {
      expect(answers[i]).toEqual(here.search(q));
      found += answers[i]!.total;
      expect(searcher.visibilityEpoch(q.now)).toBe(here.visibilityEpoch(q.now));
    });
    expect(found).toBeGreaterThan(300);
    expect(searcher.listingCount).toBe(here.listingCount);
  });

  it.each([['a text search', 42], ['a filter-only search', undefined]])('fail as %s failed, with its stack, and the next is answered', async (_, q) => {
    const { searcher } = snapshot();
    // Neither a number for words nor a section of no kinds passes the schemas; the engine fails on them.
    const broken = { q, section: q === undefined ? 'nowhere' : undefined, upcoming: false, page: 1, pageSize: 5, now: Date.now() } as unknown as EngineQuery;
    const failed = await searcher.search(broken).then(() => null, (error: Error) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed!.stack).toMatch(/\n\s+at /);
    const next = { q: 'car', upcoming: false, page: 1, pageSize: 5, now: Date.now() };
    expect(await searcher.search(next)).toEqual(here.search(next));
  });
});

describe('the search thread', () => {
  it('runs with a young generation of its own size, so that what a search allocates dies young', () => {
    const young = (threaded.searcher as SearchThread).youngGenerationBytes;
    // V8 gives a thread 1 MiB to start with, grown to 4 only as scavenges find much alive.
    expect(young).toBeGreaterThanOrEqual(SEARCH_THREAD_SEMI_SPACE_MIB * 1024 * 1024);
  });

  it('refuses a query it cannot send, and answers the next', async () => {
    const unsendable = { q: () => 'car', upcoming: false, page: 1, pageSize: 5, now: Date.now() } as unknown as EngineQuery;
    await expect(threaded.searcher.search(unsendable)).rejects.toThrow(/could not be cloned/);
    const next = { q: 'car', upcoming: false, page: 1, pageSize: 5, now: Date.now() };
    expect(await threaded.searcher.search(next)).toEqual(here.search(next));
  });

  it('fails the searches waiting when it is closed, and every one asked after', async () => {
    const { dist } = await buildRandomSnapshot(50);
    const closing = await loadSnapshot(dist, { searchThread: true });
    const asked = { q: 'apartment', upcoming: false, page: 1, pageSize: 5, now: Date.now() };
    const waiting = closing.searcher.search(asked);
    closing.close();
    await expect(waiting).rejects.toThrow('the search thread was closed');
    await expect(closing.searcher.search(asked)).rejects.toThrow('the search thread was closed');
  });
});
