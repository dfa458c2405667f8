/** The build's packed posting: what is packed reads back, a renumbered listing keeps the rest, and postings sort by listing. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packPosting, postingListing, postingTitlePositions, postingWeight, withListing } from '../../build/posting.ts';

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
