import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { impactOrder } from '../../src/search/engine/impact.ts';
import { NOT_IN_TITLE } from '../../src/search/titles.ts';

/** A term index over `n` listings: each term's postings ascending, with a weight and title positions each. */
const termIndex = fc.integer({ min: 1, max: 40 }).chain((n) => fc.record({
  idOrder: fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }).map((order) => Uint32Array.from(order)),
  titleWords: fc.uint8Array({ minLength: 2 * n, maxLength: 2 * n, min: 0, max: 3 }),
  terms: fc.array(fc.uniqueArray(fc.record({
    ordinal: fc.nat({ max: n - 1 }),
    weight: fc.integer({ min: 1, max: 4 }),
    positions: fc.constantFrom(NOT_IN_TITLE, 0x0f, 0x1f, 0xf0, 0xf1, 0x00, 0x11, 0x21),
  }), { selector: (posting) => posting.ordinal, maxLength: n }), { minLength: 1, maxLength: 5 }),
}));

describe('impact order', () => {
  it('puts each term\'s postings by class (a title is the word, a title begins with it, holds it, no title holds it), then heavier, then by id', () => {
    fc.assert(fc.property(termIndex, ({ idOrder, titleWords, terms }) => {
      const sorted = terms.map((postings) => [...postings].sort((x, y) => x.ordinal - y.ordinal));
      const termOffsets = Uint32Array.from([0, ...sorted.map((_, t) => sorted.slice(0, t + 1).reduce((sum, list) => sum + list.length, 0))]);
      const all = sorted.flat();
      const impact = impactOrder({
        termOffsets, idOrder, titleWords,
        termPostings: Uint32Array.from(all, (p) => p.ordinal),
        termWeights: Uint8Array.from(all, (p) => p.weight),
        termTitlePositions: Uint8Array.from(all, (p) => p.positions),
      });
      const idRank = new Map([...idOrder].map((ordinal, rank) => [ordinal, rank]));
      // Where the word stands in each title (15: not there), and how many words that title has.
      const classOf = ({ ordinal, positions }: { ordinal: number; positions: number }) => {
        if (positions === NOT_IN_TITLE) return 3;
        const titles = [[positions >> 4, titleWords[2 * ordinal]!], [positions & 0xf, titleWords[2 * ordinal + 1]!]];
        if (titles.some(([at, words]) => at === 0 && words === 1)) return 0;
        return titles.some(([at]) => at === 0) ? 1 : 2;
      };
      sorted.forEach((postings, t) => {
        const expected = postings.map((_, place) => place).sort((a, b) => {
          const x = postings[a]!, y = postings[b]!;
          return classOf(x) - classOf(y)
            || y.weight - x.weight || idRank.get(x.ordinal)! - idRank.get(y.ordinal)!;
        });
        expect([...impact.subarray(termOffsets[t]!, termOffsets[t + 1]!)]).toEqual(expected);
      });
    }));
  });
});
