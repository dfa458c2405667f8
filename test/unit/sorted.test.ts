import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexOfSorted, lastWhere, lowerBound, partitionPoint, upperBound } from '../../src/search/sorted.ts';

const ascending = fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 40 }).map((values) => Float64Array.from(values).sort());
const range = (length: number) => fc.tuple(fc.nat({ max: length }), fc.nat({ max: length })).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

/** The answer a scan from the left gives: the first index in [from, to) where `holds`, else `to`. */
function scan(from: number, to: number, holds: (index: number) => boolean): number {
  for (let i = from; i < to; i++) if (holds(i)) return i;
  return to;
}

describe('the sorted-array searches agree with a scan', () => {
  it('lowerBound, upperBound and indexOfSorted over any range of an ascending array', () => {
    fc.assert(fc.property(ascending.chain((sorted) => fc.tuple(fc.constant(sorted), range(sorted.length), fc.integer({ min: -22, max: 22 }))),
      ([sorted, [from, to], value]) => {
        expect(lowerBound(sorted, value, from, to)).toBe(scan(from, to, (i) => sorted[i]! >= value));
        expect(upperBound(sorted, value, from, to)).toBe(scan(from, to, (i) => sorted[i]! > value));
        const found = indexOfSorted(sorted, value, from, to);
        const first = scan(from, to, (i) => sorted[i] === value);
        expect(found).toBe(first === to ? -1 : first);
      }));
  });

  it('partitionPoint and lastWhere over a monotone predicate', () => {
    fc.assert(fc.property(fc.nat({ max: 50 }), fc.nat({ max: 50 }), fc.nat({ max: 60 }), (from, length, cut) => {
      const to = from + length;
      expect(partitionPoint(from, to, (i) => i >= cut)).toBe(scan(from, to, (i) => i >= cut));
      expect(lastWhere(from, to, (i) => i < cut)).toBe(scan(from, to, (i) => !(i < cut)) - 1);
    }));
  });

  it('searches sorted strings the same way', () => {
    const words = ['bee', 'cat', 'cat', 'dog'];
    expect(lowerBound(words, 'cat')).toBe(1);
    expect(upperBound(words, 'cat')).toBe(3);
    expect(indexOfSorted(words, 'cow')).toBe(-1);
    expect(indexOfSorted(words, 'dog')).toBe(3);
  });
});
