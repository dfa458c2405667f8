/**
 * A search asked again is answered from memory, with what the engine would
 * answer: the same query while nothing it can see has changed costs no second
 * search, and once a listing expires or an event ends it is searched afresh.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineQuery } from '../../src/search/engine.ts';
import { RememberedResults } from '../../src/search/remembered-results.ts';
import type { Searcher } from '../../src/search/searcher.ts';
import { loadSnapshot, type Snapshot } from '../../src/snapshot/load.ts';
import { build, FIXED_NOW } from '../support/build.ts';
import { record, writeExport } from '../support/fixture.ts';
import { tempDir } from '../support/temp.ts';

const HOUR = 3_600_000;
const built = FIXED_NOW.getTime();
const expiry = built + 10 * HOUR;
const eventEnd = built + 20 * HOUR;

let snapshot: Snapshot;
beforeAll(async () => {
  const dir = tempDir();
  writeExport(path.join(dir, 'content'), { listings: { 'a.ndjson': [
    record(1),
    record(2, { expiresAt: new Date(expiry).toISOString() }),
    record(3, {}, { kind: 'event', categorySlug: 'events', attributes: { startsAt: new Date(eventEnd - HOUR).toISOString(), endsAt: new Date(eventEnd).toISOString() } }),
  ] } });
  const report = await build(path.join(dir, 'content'), path.join(dir, 'dist'));
  expect(report.ok).toBe(true);
  snapshot = await loadSnapshot(path.join(dir, 'dist'));
  return () => snapshot.close();
});

/** The snapshot's own searcher, counting the searches it is asked (and failing those whose text is `fail`). */
function counting() {
  const asked: EngineQuery[] = [];
  const searcher: Searcher = {
    listingCount: snapshot.searcher.listingCount,
    threaded: snapshot.searcher.threaded,
    visibilityEpoch: (now) => snapshot.searcher.visibilityEpoch(now),
    search: (query) => {
      asked.push(query);
      return query.q === 'fail' ? Promise.reject(new Error('failed')) : snapshot.searcher.search(query);
    },
  };
  return { searcher, asked };
}

const query = (fields: Partial<EngineQuery> = {}): EngineQuery => ({ upcoming: false, page: 1, pageSize: 20, now: built + HOUR, ...fields });

describe('a search asked again', () => {
  it('is answered from memory while nothing it can see has changed, at any instant', async () => {
    const { searcher, asked } = counting();
    const remembered = new RememberedResults(searcher);
    const first = await remembered.search(query());
    const again = await remembered.search(query({ now: expiry - 1 }));
    expect(again).toEqual(first);
    expect(first.total).toBe(3);
    expect(asked).toHaveLength(1);
  });

  it('is searched again once a listing has expired, and answers what the engine answers then', async () => {
    const { searcher, asked } = counting();
    const remembered = new RememberedResults(searcher);
    expect((await remembered.search(query({ now: expiry - 1 }))).total).toBe(3);
    const after = await remembered.search(query({ now: expiry }));
    expect(after.total).toBe(2);
    expect(after).toEqual(await snapshot.searcher.search(query({ now: expiry })));
    expect(asked).toHaveLength(2);
  });

  it('is searched again once an event has ended', async () => {
    const { searcher, asked } = counting();
    const remembered = new RememberedResults(searcher);
    expect((await remembered.search(query({ upcoming: true, now: eventEnd }))).total).toBe(1);
    expect((await remembered.search(query({ upcoming: true, now: eventEnd + 1 }))).total).toBe(0);
    expect(asked).toHaveLength(2);
  });

  it('is another search when any field but the instant differs', async () => {
    const { searcher, asked } = counting();
    const remembered = new RememberedResults(searcher);
    const variants = [query(), query({ page: 2 }), query({ pageSize: 1 }), query({ kind: 'event' }), query({ q: 'apartment' }), query({ sort: 'recent' })];
    for (const variant of variants) expect(await remembered.search(variant)).toEqual(await snapshot.searcher.search(variant));
    expect(asked).toHaveLength(variants.length);
  });

  it('while its first search runs waits for that one', async () => {
    const { searcher, asked } = counting();
    const remembered = new RememberedResults(searcher);
    const [a, b] = await Promise.all([remembered.search(query()), remembered.search(query())]);
    expect(b).toBe(a);
    expect(asked).toHaveLength(1);
  });

  it('after a failure is asked of the engine again', async () => {
    const { searcher, asked } = counting();
    const remembered = new RememberedResults(searcher);
    await expect(remembered.search(query({ q: 'fail' }))).rejects.toThrow('failed');
    await expect(remembered.search(query({ q: 'fail' }))).rejects.toThrow('failed');
    expect(asked).toHaveLength(2);
  });
});

describe('the results kept', () => {
  it('stay within their budget, the least lately asked forgotten first', async () => {
    const { searcher, asked } = counting();
    // Room for about two results of one listing each.
    const remembered = new RememberedResults(searcher, 600);
    for (const kind of ['event', 'housing', 'job']) await remembered.search(query({ kind, pageSize: 1 }));
    expect(remembered.size).toBe(2);
    await remembered.search(query({ kind: 'job', pageSize: 1 }));
    expect(asked).toHaveLength(3);
    await remembered.search(query({ kind: 'event', pageSize: 1 }));
    expect(asked).toHaveLength(4);
  });
});
