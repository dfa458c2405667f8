import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstInOrder } from '../../src/search/engine.ts';

describe('firstInOrder', () => {
  it('is the head of the full sort, for any items, count and total order', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 300 }), fc.nat(320), (values, count) => {
      // Items are positions; the order is by value, then position (total, like every engine order).
      const items = values.map((_, i) => i);
      const compare = (x: number, y: number) => values[x]! - values[y]! || x - y;
      expect(firstInOrder([...items], count, compare)).toEqual([...items].sort(compare).slice(0, count));
    }), { numRuns: 300, seed: 42 });
  });
});
