/**
 * A search asked again is answered from memory, with what the engine would
 * answer: the same query while nothing it can see has changed costs no second
 * search, and once a listing expires or an event ends it is searched afresh.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyBytes, ReadApi } from '../../src/api/read-api.ts';
import { SearchQuery } from '../../src/schema/search.ts';
import type { EngineQuery } from '../../src/search/engine.ts';
import { RememberedResults } from '../../src/search/serving/remembered-results.ts';
import type { Searcher } from '../../src/search/serving/searcher.ts';
import type { Snapshot } from '../../src/snapshot/load.ts';
import { built, eventEnd, expiringSnapshot, expiry, HOUR } from '../support/expiring-snapshot.ts';

let snapshot: Snapshot;
beforeAll(async () => {
  snapshot = await expiringSnapshot();
  return () => snapshot.close();
});

/** A read API over the snapshot whose searcher counts the searches it is asked (and fails those whose text is `fail`), at the instant `at` says. */
function counting() {
  const asked: EngineQuery[] = [];
  let now = built + HOUR;
  const searcher: Searcher = {
    listingCount: snapshot.searcher.listingCount,
    threaded: snapshot.searcher.threaded,
    warmedUp: snapshot.searcher.warmedUp,
    visibilityEpoch: (at) => snapshot.searcher.visibilityEpoch(at),
    search: (query) => {
      asked.push(query);
      return query.q === 'fail' ? Promise.reject(new Error('failed')) : snapshot.searcher.search(query);
    },
  };
  const api = new ReadApi({ ...snapshot, searcher }, 'https://listings.example.org', () => now);
  /** The body of a search, asked at `at`. */
  const search = async (query: Record<string, unknown> = {}, at = now) => {
    now = at;
    const reply = api.search(SearchQuery.parse(query));
    if (!reply.ok) throw new Error(reply.problem.detail);
    return JSON.parse((await bodyBytes(reply.body)).toString('utf8')) as { total: number; items: { id: string }[] };
  };
  return { search, asked };
}

describe('a search asked again', () => {
  it('is kept once asked a second time, and answered from memory from then on while nothing it can see has changed', async () => {
    const { search, asked } = counting();
    const first = await search({}, built + HOUR);
    // Asked once, it is not kept: most searches that reach a replica are never asked there again.
    expect(await search({}, built + HOUR)).toEqual(first);
    expect(asked).toHaveLength(2);
    expect(await search({}, expiry - 1)).toEqual(first);
    expect(await search({}, expiry - 1)).toEqual(first);
    expect(first.total).toBe(3);
    expect(asked).toHaveLength(2);
  });

  it('is searched again once a listing has expired, and answers what the engine answers then', async () => {
    const { search, asked } = counting();
    expect((await search({}, expiry - 1)).total).toBe(3);
    const after = await search({}, expiry);
    expect(after.total).toBe(2);
    expect(after.items.map((item) => item.id)).toHaveLength(2);
    expect(asked).toHaveLength(2);
  });

  it('is searched again once an event has ended', async () => {
    const { search, asked } = counting();
    expect((await search({ upcoming: true }, eventEnd)).total).toBe(1);
    expect((await search({ upcoming: true }, eventEnd + 1)).total).toBe(0);
    expect(asked).toHaveLength(2);
  });

  it('is another search when any parameter differs', async () => {
    const { search, asked } = counting();
    const variants = [{}, { page: 2 }, { pageSize: 1 }, { kind: 'event' }, { q: 'apartment' }, { sort: 'recent' }];
    const totals = [];
    for (const variant of variants) totals.push((await search(variant)).total);
    expect(totals).toEqual([3, 3, 3, 1, expect.any(Number), 3]);
    expect(asked).toHaveLength(variants.length);
  });

  it('while its first search runs waits for that one', async () => {
    const { search, asked } = counting();
    const [a, b] = await Promise.all([search(), search()]);
    expect(b).toEqual(a);
    expect(asked).toHaveLength(1);
  });

  it('after a failure is asked of the engine again', async () => {
    const { search, asked } = counting();
    await expect(search({ q: 'fail' })).rejects.toThrow('failed');
    await expect(search({ q: 'fail' })).rejects.toThrow('failed');
    expect(asked).toHaveLength(2);
  });
});

describe('the results kept', () => {
  const result = (n: number) => ({ total: n, ordinals: [n] });

  it('stay within their budget, the least lately asked forgotten first', async () => {
    // Room for two results of one listing each under keys of one letter (170 bytes each).
    const results = new RememberedResults(400, null);
    let searches = 0;
    const of = (key: string) => results.of(key, async () => result(++searches));
    for (const key of ['a', 'b', 'c']) await of(key);
    expect(results.size).toBe(2);
    expect(await of('c')).toEqual(result(3));
    expect(await of('a')).toEqual(result(4));
    expect(searches).toBe(4);
  });
});
