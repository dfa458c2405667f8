import fc from 'fast-check';
import SearchableMap from 'minisearch/SearchableMap';
import { describe, expect, it } from 'vitest';
import { TermKeys } from '../../src/search/text/term-keys.ts';
import { slip, slipped } from '../support/slips.ts';

const key = fc.string({ unit: fc.constantFrom('а', 'б', 'в', 'a', 'b'), minLength: 1, maxLength: 12 });

describe('term keys looked up fuzzily', () => {
  it('reach the terms of every key within the edits, as the radix tree\'s own fuzzy walk finds them', () => {
    fc.assert(fc.property(fc.uniqueArray(key, { minLength: 1, maxLength: 80 }), fc.nat(), fc.array(slip, { maxLength: 2 }), fc.constantFrom(1, 2), (keys, pick, slips, edits) => {
      // Each term has one key of its own, and every third also its neighbour's: keys reach one term or several.
      const keysOf = (id: number) => ({ fold: id % 3 === 0 && id + 1 < keys.length ? [keys[id]!, keys[id + 1]!] : [keys[id]!] });
      const termKeys = TermKeys.build(keys.length, keysOf);
      const tree = new SearchableMap<number[]>();
      keys.forEach((_, id) => keysOf(id).fold.forEach((k) => tree.update(k, (ids = []) => [...ids, id])));
      const typed = slipped(keys[pick % keys.length]!, slips);
      const expected = [...new Set([...tree.fuzzyGet(typed, edits).values()].flatMap(([ids]) => ids))].sort((x, y) => x - y);
      expect(termKeys.lookup(typed, ['fold'], { fuzzy: edits })).toEqual(expected);
    }), { numRuns: 2000, seed: 5 });
  });
});
