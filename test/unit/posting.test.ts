/**
 * The build's packed posting: what is packed reads back, a renumbered listing keeps the rest, and postings sort by listing;
 * and the postings the glossary adds: each listing once, none a term already holds, as a set per term would give.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packPosting, postingListing, postingTitlePositions, postingWeight, withListing } from '../../build/posting.ts';
import { AddedPostings } from '../../build/added-postings.ts';

const posting = fc.tuple(fc.integer({ min: 0, max: 2 ** 37 - 1 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }));

describe('a packed posting', () => {
  it('reads back what was packed, and keeps it when renumbered', () => {
    fc.assert(fc.property(posting, fc.integer({ min: 0, max: 2 ** 37 - 1 }), ([listing, weight, positions], other) => {
      const packed = packPosting(listing, weight, positions);
      expect([postingListing(packed), postingWeight(packed), postingTitlePositions(packed)]).toEqual([listing, weight, positions]);
      expect(withListing(packed, other)).toBe(packPosting(other, weight, positions));
    }));
  });

  it('sorts by listing first', () => {
    fc.assert(fc.property(posting, posting, ([a, wa, pa], [b, wb, pb]) => {
      if (a < b) expect(packPosting(a, wa, pa)).toBeLessThan(packPosting(b, wb, pb));
    }));
  });
});

describe('postings added by the glossary', () => {
  it('give a term each listing gathered for it once, none it holds already, whatever the order they came in', () => {
    const term = fc.constantFrom('a', 'b', 'c');
    const listing = fc.integer({ min: 0, max: 300 });
    fc.assert(fc.property(fc.array(fc.tuple(term, listing)), fc.array(fc.tuple(term, listing)), (held, gathered) => {
      const postings = new Map<string, number[]>();
      const expected = new Map<string, Set<number>>();
      for (const [t, l] of held) {
        if (expected.get(t)?.has(l)) continue;
        postings.set(t, [...(postings.get(t) ?? []), packPosting(l, 3, 1)]);
        expected.set(t, (expected.get(t) ?? new Set()).add(l));
      }
      const before = new Map([...postings].map(([t, list]) => [t, [...list]]));
      const added = new AddedPostings();
      for (const [t, l] of gathered) added.add(t, l);
      added.addTo(postings, 1, 255);
      for (const [t, l] of gathered) expected.set(t, (expected.get(t) ?? new Set()).add(l));
      for (const [t, listings] of expected) {
        const list = postings.get(t)!;
        // What it held stays first, as it was; each new one follows in listing order, with the weight given.
        expect(list.slice(0, before.get(t)?.length ?? 0)).toEqual(before.get(t) ?? []);
        const fresh = list.slice(before.get(t)?.length ?? 0);
        expect(fresh.map(postingListing)).toEqual([...fresh.map(postingListing)].sort((x, y) => x - y));
        expect(fresh.every((p) => postingWeight(p) === 1 && postingTitlePositions(p) === 255)).toBe(true);
        expect(list.map(postingListing).sort((x, y) => x - y)).toEqual([...listings].sort((x, y) => x - y));
      }
    }), { seed: 11, numRuns: 300 });
  });
});
