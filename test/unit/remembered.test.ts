/**
 * The one cache keeps what it is given within its budget and forgets the least
 * lately used first, through any sequence of uses: the same as a plain list
 * kept in the order of use.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Remembered } from '../../src/search/lru.ts';
import { SeenOnce } from '../../src/search/seen-once.ts';

type Use = { get: string } | { set: string; size: number };

/** The reference: entries in the order of use, the first forgotten while over budget (at least one kept). */
function replay(uses: Use[], budget: number): { keys: string[]; answers: (number | undefined)[] } {
  let kept: [string, number][] = [];
  const answers: (number | undefined)[] = [];
  for (const use of uses) {
    if ('get' in use) {
      const found = kept.find(([key]) => key === use.get);
      answers.push(found?.[1]);
      if (found) kept = [...kept.filter(([key]) => key !== use.get), found];
      continue;
    }
    kept = [...kept.filter(([key]) => key !== use.set), [use.set, use.size]];
    while (kept.reduce((sum, [, size]) => sum + size, 0) > budget && kept.length > 1) kept.shift();
  }
  return { keys: kept.map(([key]) => key), answers };
}

const key = fc.integer({ min: 0, max: 40 }).map((n) => `k${n}`);
const use: fc.Arbitrary<Use> = fc.oneof(
  key.map((get) => ({ get })),
  fc.record({ set: key, size: fc.integer({ min: 1, max: 30 }) }),
);

describe('Remembered', () => {
  it('keeps and forgets as a list in the order of use does, through any uses', () => {
    fc.assert(fc.property(fc.array(use, { maxLength: 400 }), fc.integer({ min: 1, max: 200 }), (uses, budget) => {
      const remembered = new Remembered<number>(budget, (size) => size);
      const answers: (number | undefined)[] = [];
      for (const u of uses) {
        if ('get' in u) answers.push(remembered.get(u.get));
        else remembered.set(u.set, u.size);
      }
      const expected = replay(uses, budget);
      expect(answers).toEqual(expected.answers);
      expect(remembered.size).toBe(expected.keys.length);
      // What is kept answers; what was forgotten does not.
      for (const k of expected.keys) expect(remembered.get(k)).toBeDefined();
    }), { seed: 32, numRuns: 300 });
  });

  it('forgets the least lately used first over hundreds of thousands of uses, through every rebuild of its map', () => {
    const remembered = new Remembered<number>(20_000, () => 1);
    const lastUsed = new Map<string, number>();
    let time = 0;
    for (let i = 0; i < 200_000; i++) {
      remembered.set(`k${i}`, i);
      lastUsed.set(`k${i}`, time++);
      const again = `k${i - 10_000}`;
      if (i % 3 === 0 && remembered.get(again) !== undefined) lastUsed.set(again, time++);
    }
    const newest = [...lastUsed].sort((a, b) => b[1] - a[1]).slice(0, 20_000).map(([k]) => k);
    expect(remembered.size).toBe(20_000);
    expect(newest.every((k) => remembered.get(k) !== undefined)).toBe(true);
  });

  it('with a door, keeps a value only when its key is set the second time, and then as without one', () => {
    const remembered = new Remembered<number>(100, () => 1, new SeenOnce(1 << 10));
    remembered.set('once', 1);
    expect(remembered.get('once')).toBeUndefined();
    remembered.set('twice', 1);
    remembered.set('twice', 2);
    expect(remembered.get('twice')).toBe(2);
    // Kept, it is updated at once.
    remembered.set('twice', 3);
    expect(remembered.get('twice')).toBe(3);
    expect(remembered.size).toBe(1);
  });
});

describe('SeenOnce', () => {
  it('says a key was seen only once it has been, for nearly every key of a stream that fits its slots', () => {
    const seen = new SeenOnce(1 << 16);
    const keys = Array.from({ length: 5_000 }, (_, i) => `word ${i} ${'ї'.repeat(i % 7)}`);
    const earlyPasses = keys.filter((key) => seen.check(key)).length;
    const secondSight = keys.filter((key) => seen.check(key)).length;
    // A fingerprint shared by chance lets a key through early; a slot overwritten forgets one.
    expect(earlyPasses).toBeLessThan(keys.length * 0.01);
    expect(secondSight).toBeGreaterThan(keys.length * 0.9);
  });

  it('takes only a power of two of slots', () => {
    expect(() => new SeenOnce(1000)).toThrow(/power of two/);
  });
});

