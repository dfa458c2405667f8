/**
 * A search's ETag is made of the snapshot, the query and what is visible at the
 * request's instant, not of its body: it must change exactly when the body can,
 * when a listing expires or an event ends, and a 304 must not run the search.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyBytes, ReadApi } from '../../src/api/read-api.ts';
import { SearchQuery } from '../../src/schema/search.ts';
import type { Searcher } from '../../src/search/serving/searcher.ts';
import type { Snapshot } from '../../src/snapshot/load.ts';
import { built, eventEnd, expiringSnapshot, expiry, HOUR } from '../support/expiring-snapshot.ts';

let snapshot: Snapshot;
beforeAll(async () => {
  snapshot = await expiringSnapshot();
});

/** The tag and body of one search at one instant. */
function searchAt(at: number, query: Record<string, unknown> = {}) {
  const reply = new ReadApi(snapshot, 'https://listings.example.org', () => at).search(SearchQuery.parse(query));
  if (!reply.ok) throw new Error(reply.problem.detail);
  return { tag: reply.body.hash, body: async () => (await bodyBytes(reply.body)).toString('utf8') };
}

describe('the ETag of a search', () => {
  it('stays while nothing expires, and the body with it', async () => {
    const [a, b] = [searchAt(built + HOUR), searchAt(expiry - 1)];
    expect(b.tag).toBe(a.tag);
    expect(await b.body()).toBe(await a.body());
  });

  it('changes the moment a listing expires, as the body does', async () => {
    const [before, after] = [searchAt(expiry - 1), searchAt(expiry)];
    expect(after.tag).not.toBe(before.tag);
    expect(JSON.parse(await before.body()).total).toBe(3);
    expect(JSON.parse(await after.body()).total).toBe(2);
  });

  it('changes when an event ends: an upcoming search no longer finds it', async () => {
    const [before, after] = [searchAt(eventEnd, { upcoming: true }), searchAt(eventEnd + 1, { upcoming: true })];
    expect(after.tag).not.toBe(before.tag);
    expect(JSON.parse(await before.body()).total).toBe(1);
    expect(JSON.parse(await after.body()).total).toBe(0);
  });

  it('differs between queries and pages', () => {
    const at = built + HOUR;
    const tags = [{}, { page: 2 }, { pageSize: 1 }, { q: 'квартира' }, { kind: 'event' }].map((query) => searchAt(at, query).tag);
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('costs no search: the engine runs only when the page is sent', async () => {
    let runs = 0;
    const searcher: Searcher = {
      listingCount: snapshot.searcher.listingCount,
      threaded: snapshot.searcher.threaded,
      warmedUp: snapshot.searcher.warmedUp,
      visibilityEpoch: (now) => snapshot.searcher.visibilityEpoch(now),
      search: (query) => { runs++; return snapshot.searcher.search(query); },
    };
    const api = new ReadApi({ ...snapshot, searcher }, 'https://listings.example.org', () => built + HOUR);
    const reply = api.search(SearchQuery.parse({ q: 'apartment' }));
    expect(reply.ok && reply.body.hash).toMatch(/^[0-9a-f]+$/);
    expect(runs).toBe(0);
    if (reply.ok) await bodyBytes(reply.body);
    expect(runs).toBe(1);
  });
});
