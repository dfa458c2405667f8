import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OrderParts } from '../../src/search/order-parts.ts';

describe('OrderParts', () => {
  it('gives, for each value, the listings of the order that have it, in the order\'s order', () => {
    // An order is a permutation of some listings; the column gives every listing a value below `values`.
    const world = fc.integer({ min: 1, max: 6 }).chain((values) => fc.record({
      values: fc.constant(values),
      column: fc.array(fc.integer({ min: 0, max: values - 1 }), { maxLength: 300 }),
    })).chain(({ values, column }) => fc.record({
      values: fc.constant(values),
      column: fc.constant(column),
      order: fc.shuffledSubarray(column.map((_, o) => o)),
    }));
    fc.assert(fc.property(world, ({ values, column, order }) => {
      const parts = OrderParts.of(Uint32Array.from(order), column, values);
      for (let value = 0; value < values; value++) {
        expect([...parts.part(value)]).toEqual(order.filter((o) => column[o] === value));
      }
    }), { numRuns: 300, seed: 5 });
  });
});
