/** Bitsets against a set of numbers: every operation in any order leaves the same members. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitset, clearBit, hasBit, maskHas, setBit, setIfClear } from '../../src/search/bitset.ts';

describe('bitset', () => {
  it('holds what a Set holds, through sets, clears and first-time sets', () => {
    const op = fc.tuple(fc.constantFrom('set', 'clear', 'setIfClear'), fc.nat(199));
    fc.assert(fc.property(fc.array(op, { maxLength: 300 }), (ops) => {
      const bits = bitset(200), members = new Set<number>();
      for (const [kind, i] of ops) {
        if (kind === 'set') {
          setBit(bits, i);
          members.add(i);
        } else if (kind === 'clear') {
          clearBit(bits, i);
          members.delete(i);
        } else {
          expect(setIfClear(bits, i)).toBe(!members.has(i));
          members.add(i);
        }
      }
      for (let i = 0; i < 200; i++) expect(hasBit(bits, i)).toBe(members.has(i));
    }));
  });

  it('has a word for every 32 bits, the last one partly used', () => {
    expect(bitset(0).length).toBe(0);
    expect(bitset(32).length).toBe(1);
    expect(bitset(33).length).toBe(2);
    const bits = bitset(64);
    setBit(bits, 31);
    setBit(bits, 63);
    expect(hasBit(bits, 31) && hasBit(bits, 63) && !hasBit(bits, 32)).toBe(true);
  });

  it('reads a set kept as the bits of one number', () => {
    const mask = (1 << 0) | (1 << 5) | (1 << 31);
    expect([0, 1, 5, 30, 31].map((i) => maskHas(mask, i))).toEqual([true, false, true, false, true]);
  });
});
