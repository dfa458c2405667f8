import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idOrder } from '../../build/id-order.ts';
import { uuidToBytes } from '../../src/search/ids.ts';

const packed = (ids: string[]) => {
  const bytes = new Uint8Array(ids.length * 16);
  ids.forEach((id, i) => bytes.set(uuidToBytes(id), i * 16));
  return bytes;
};
/** The order the contract means: the ids' lower-case text, by code point. */
const byText = (ids: string[]) => ids.map((_, i) => i).sort((x, y) => (ids[x]! < ids[y]! ? -1 : ids[x]! > ids[y]! ? 1 : 0));

describe('idOrder', () => {
  it('puts positions in the order of their ids\' text', () => {
    const uuid = fc.uuid().map((u) => u.toLowerCase());
    fc.assert(fc.property(fc.uniqueArray(uuid, { maxLength: 400 }), (ids) => {
      expect([...idOrder(packed(ids), ids.length)]).toEqual(byText(ids));
    }), { numRuns: 200, seed: 11 });
  });

  it('orders ids that share their leading bits (version 7 ids of one moment) by the rest', () => {
    // The same first 48 bits, and the differences in the last bytes, so that only the whole id tells them apart.
    const ids = Array.from({ length: 3000 }, (_, i) => `0190f1a2-b3c4-7d5e-8f60-${((i * 7919) % 3000).toString(16).padStart(12, '0')}`);
    expect([...idOrder(packed(ids), ids.length)]).toEqual(byText(ids));
  });

  it('gives every position once, in id order, at three million listings (no number past what a double holds exactly)', () => {
    const count = 3_000_000;
    const bytes = new Uint8Array(count * 16);
    // Seeded bytes, the leading ones near the top of their range, where a key that did not fit would lose its position.
    let state = 20261125;
    for (let i = 0; i < bytes.length; i++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      bytes[i] = i % 16 < 2 ? 0xff : state >>> 24;
    }
    const order = idOrder(bytes, count);
    const seen = new Uint8Array(count);
    for (const position of order) seen[position]!++;
    expect(seen.every((times) => times === 1)).toBe(true);
    const compare = (x: number, y: number) => {
      for (let i = 0; i < 16; i++) if (bytes[x * 16 + i] !== bytes[y * 16 + i]) return bytes[x * 16 + i]! - bytes[y * 16 + i]!;
      return 0;
    };
    let ascending = true;
    for (let i = 1; i < count; i++) if (compare(order[i - 1]!, order[i]!) > 0) ascending = false;
    expect(ascending).toBe(true);
  });
});
