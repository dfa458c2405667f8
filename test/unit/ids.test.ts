import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdIndex, isUuid, parseUuid, uuidToBytes } from '../../src/search/ids.ts';

describe('IdIndex', () => {
  it('finds every id at its ordinal, and nothing else', () => {
    const uuid = fc.uuid().map((u) => u.toLowerCase());
    fc.assert(fc.property(fc.uniqueArray(uuid, { maxLength: 300 }), uuid, (ids, stranger) => {
      const packed = new Uint8Array(ids.length * 16);
      ids.forEach((id, i) => packed.set(uuidToBytes(id), i * 16));
      const index = new IdIndex(packed);
      ids.forEach((id, i) => expect(index.find(id)).toBe(i));
      if (!ids.includes(stranger)) expect(index.find(stranger)).toBe(-1);
    }), { numRuns: 200, seed: 7 });
  });

  it('copes with ids that share their leading timestamp (version 7)', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `0190f1a2-b3c4-7d5e-8f60-${i.toString(16).padStart(12, '0')}`);
    const packed = new Uint8Array(ids.length * 16);
    ids.forEach((id, i) => packed.set(uuidToBytes(id), i * 16));
    const index = new IdIndex(packed);
    expect(ids.map((id) => index.find(id))).toEqual(ids.map((_, i) => i));
  });
});

describe('parseUuid', () => {
  it('reads exactly what isUuid accepts, into the bytes uuidToBytes gives, in either case', () => {
    const text = fc.oneof(
      fc.uuid(),
      fc.uuid().map((u) => u.toUpperCase()),
      // Near misses: a character changed, one too many or too few, a dash moved.
      fc.tuple(fc.uuid(), fc.nat(35), fc.constantFrom('g', '-', 'G', ' ', 'é', '0')).map(([u, at, c]) => u.slice(0, at) + c + u.slice(at + 1)),
      fc.uuid().map((u) => u + '0'),
      fc.uuid().map((u) => u.slice(1)),
      fc.uuid().map((u) => u.replace('-', '') + '-'),
    );
    fc.assert(fc.property(text, (candidate) => {
      const into = new Uint8Array(16);
      const parsed = parseUuid(candidate, into);
      expect(parsed).toBe(isUuid(candidate));
      if (parsed) expect(Buffer.from(into)).toEqual(uuidToBytes(candidate));
    }), { numRuns: 2000, seed: 5 });
  });
});
