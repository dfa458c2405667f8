import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearTerms } from '../../src/search/text/near-terms.ts';
import { DeletionIndex } from '../../src/search/text/deletion-index.ts';
import { slip, slipped } from '../support/slips.ts';

/** Optimal string alignment distance, by the textbook table: each letter inserted, deleted, replaced, or two neighbours swapped, is one edit. */
function alignmentDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

const word = fc.string({ unit: fc.constantFrom('а', 'б', 'в', 'a', 'b'), minLength: 0, maxLength: 7 });

describe('terms near a word', () => {
  it('are every term of the sorted vocabulary within the edits, a swap of neighbours one edit, and no other', () => {
    fc.assert(fc.property(fc.uniqueArray(word, { maxLength: 60 }), word, fc.constantFrom(1, 2, 3), (vocabulary, typed, edits) => {
      const terms = [...vocabulary].sort();
      const expected = terms.flatMap((term, id) => (alignmentDistance(typed, term) <= edits ? [id] : []));
      expect(nearTerms(terms, typed, edits)).toEqual(expected);
    }), { numRuns: 2000, seed: 7 });
  });

  it('finds a word two slips away whichever they are: two swaps, or a swap and a letter left out', () => {
    const terms = ['apartment', 'apartments', 'department', 'partner'].sort();
    const near = (typed: string, edits: number) => nearTerms(terms, typed, edits).map((id) => terms[id]);
    expect(near('aparmtnet', 2)).toEqual(['apartment']);
    expect(near('apratmnt', 2)).toEqual(['apartment']);
    expect(near('apratmnt', 1)).toEqual([]);
    expect(near('depatrment', 1)).toEqual(['department']);
  });
});

describe('terms near a word, by their deletions', () => {
  const longWord = fc.string({ unit: fc.constantFrom('а', 'б', 'в', 'a', 'b'), minLength: 0, maxLength: 12 });

  it('are the very terms the walk finds, one edit or two, whatever the lengths', () => {
    fc.assert(fc.property(fc.uniqueArray(longWord, { maxLength: 80 }), longWord, fc.constantFrom(1, 2, 3), (vocabulary, typed, edits) => {
      const terms = [...vocabulary].sort();
      expect(DeletionIndex.build(terms).near(typed, edits)).toEqual(nearTerms(terms, typed, edits));
    }), { numRuns: 2000, seed: 11 });
  });

  it('are the very terms the walk finds for a term of the vocabulary slipped one or two ways', () => {
    fc.assert(fc.property(fc.uniqueArray(longWord, { minLength: 1, maxLength: 80 }), fc.nat(), fc.array(slip, { minLength: 1, maxLength: 2 }), (vocabulary, pick, slips) => {
      const terms = [...vocabulary].sort();
      const typed = slipped(terms[pick % terms.length]!, slips);
      for (const edits of [1, 2]) expect(DeletionIndex.build(terms).near(typed, edits)).toEqual(nearTerms(terms, typed, edits));
    }), { numRuns: 2000, seed: 12 });
  });

  it('finds a swap of neighbours and a letter left out in a long word', () => {
    const terms = ['apartment', 'apartments', 'department', 'partner'].sort();
    const index = DeletionIndex.build(terms);
    expect(index.near('aparmtnets', 2).map((id) => terms[id])).toEqual(['apartments']);
    expect(index.near('depatrment', 1).map((id) => terms[id])).toEqual(['department']);
  });
});
