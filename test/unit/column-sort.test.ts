import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortedBy } from '../../src/search/column-sort.ts';

describe('sorting listings by a column', () => {
  it('orders them by value, equal values (0 and -0 too) by ordinal, as a comparator sort does', () => {
    const value = fc.oneof(
      fc.constantFrom(0, -0, 1, -1, 5, Infinity, -Infinity, 1.5e12, 1.5e12 + 1),
      fc.double({ noNaN: true }),
      fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }),
    );
    fc.assert(fc.property(fc.array(value, { maxLength: 300 }), fc.func(fc.boolean()), (column, keep) => {
      const at = Float64Array.from(column);
      const ordinals = column.map((_, o) => o).filter((o) => keep(o));
      const expected = [...ordinals].sort((x, y) => (at[x]! < at[y]! ? -1 : at[x]! > at[y]! ? 1 : x - y));
      expect([...sortedBy(at, ordinals)]).toEqual(expected);
    }), { numRuns: 300 });
  });
});
