/**
 * The visibility bits: at every time asked, in any order, the bit of a listing
 * is set exactly when its expiry comes after that time.
 */
import { describe, expect, it } from 'vitest';
import { sortedBy } from '../../src/search/column-sort.ts';
import { VisibleBits } from '../../src/search/engine/visible.ts';
import { Rng } from '../../scripts/content/rng.ts';

/** `n` listings with expiry times among a few (so that many tie), some with none. */
function expiries(n: number, seed: number): Float64Array {
  const rng = new Rng(seed);
  const at = new Float64Array(n);
  for (let o = 0; o < n; o++) at[o] = rng.next() < 0.1 ? Number.NaN : 1_000 * Math.floor(rng.next() * 50);
  return at;
}

function bitsOf(expiresAt: Float64Array) {
  const valued: number[] = [];
  for (let o = 0; o < expiresAt.length; o++) if (!Number.isNaN(expiresAt[o]!)) valued.push(o);
  const order = sortedBy(expiresAt, valued);
  return new VisibleBits(expiresAt.length, order, Float64Array.from(order, (o) => expiresAt[o]!));
}

const visibleListings = (bits: Uint32Array, n: number) => Array.from({ length: n }, (_, o) => o).filter((o) => (bits[o >>> 5]! & (1 << (o & 31))) !== 0);
const expectedAt = (expiresAt: Float64Array, now: number) => Array.from(expiresAt.keys()).filter((o) => expiresAt[o]! > now);

describe('visibility bits', () => {
  const n = 1_000;
  const expiresAt = expiries(n, 7);

  it('hold the listings that expire after the time asked, as time moves on', () => {
    const bits = bitsOf(expiresAt);
    for (let now = -500; now <= 51_000; now += 500) expect(visibleListings(bits.at(now), n)).toEqual(expectedAt(expiresAt, now));
  });

  it('hold them for times asked in any order, back as well as on, and at an expiry itself', () => {
    const bits = bitsOf(expiresAt);
    const rng = new Rng(11);
    for (let i = 0; i < 60; i++) {
      const now = i % 3 === 0 ? 1_000 * Math.floor(rng.next() * 52) : rng.next() * 52_000 - 1_000;
      expect(visibleListings(bits.at(now), n)).toEqual(expectedAt(expiresAt, now));
    }
  });

  it('never hold a listing without an expiry time', () => {
    const bits = bitsOf(expiresAt).at(-Infinity);
    const without = Array.from(expiresAt.keys()).filter((o) => Number.isNaN(expiresAt[o]!));
    expect(without.length).toBeGreaterThan(0);
    for (const o of without) expect(bits[o >>> 5]! & (1 << (o & 31))).toBe(0);
  });
});
