import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { impactOrder } from '../../src/search/impact.ts';
import { NOT_IN_TITLE } from '../../src/search/model.ts';

/** A term index over `n` listings: each term's postings ascending, with a weight and title positions each. */
const termIndex = fc.integer({ min: 1, max: 40 }).chain((n) => fc.record({
  idOrder: fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }).map((order) => Uint32Array.from(order)),
  terms: fc.array(fc.uniqueArray(fc.record({
    ordinal: fc.nat({ max: n - 1 }),
    weight: fc.integer({ min: 1, max: 4 }),
    positions: fc.constantFrom(NOT_IN_TITLE, 0x0f, 0x1f, 0xf0, 0x00),
  }), { selector: (posting) => posting.ordinal, maxLength: n }), { minLength: 1, maxLength: 5 }),
}));

describe('impact order', () => {
  it('puts each term\'s postings in a title first, then heavier, then by id, as places from the term\'s first', () => {
    fc.assert(fc.property(termIndex, ({ idOrder, terms }) => {
      const sorted = terms.map((postings) => [...postings].sort((x, y) => x.ordinal - y.ordinal));
      const termOffsets = Uint32Array.from([0, ...sorted.map((_, t) => sorted.slice(0, t + 1).reduce((sum, list) => sum + list.length, 0))]);
      const all = sorted.flat();
      const impact = impactOrder({
        termOffsets, idOrder,
        termPostings: Uint32Array.from(all, (p) => p.ordinal),
        termWeights: Uint8Array.from(all, (p) => p.weight),
        termTitlePositions: Uint8Array.from(all, (p) => p.positions),
      });
      const idRank = new Map([...idOrder].map((ordinal, rank) => [ordinal, rank]));
      sorted.forEach((postings, t) => {
        const expected = postings.map((_, place) => place).sort((a, b) => {
          const x = postings[a]!, y = postings[b]!;
          return Number(x.positions === NOT_IN_TITLE) - Number(y.positions === NOT_IN_TITLE)
            || y.weight - x.weight || idRank.get(x.ordinal)! - idRank.get(y.ordinal)!;
        });
        expect([...impact.subarray(termOffsets[t]!, termOffsets[t + 1]!)]).toEqual(expected);
      });
    }));
  });
});
