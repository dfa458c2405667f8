/**
 * Which listings are visible at a time, a bit each: what every walk and every
 * text search asks of each listing it reads. Asked of the expiry column, each
 * check of a listing read anywhere misses the cache at a million listings (the
 * column is eight bytes a listing); the bits, one a listing, stay in it. They
 * are kept for a number of listings expired and moved on, or back, by the
 * listings that expired in between, in expiry order: few at a time in service.
 */
import { bitset, clearBit, setBit } from '../bitset.ts';
import { upperBound } from '../sorted.ts';

export class VisibleBits {
  private readonly bits: Uint32Array;
  /** How many listings, first in expiry order, the bits have as expired. */
  private expired = 0;

  constructor(
    n: number,
    /** The listings that have an expiry time, by it (the others are never visible). */
    private readonly expiresAtOrder: Uint32Array,
    /** Their expiry times, ascending. */
    private readonly expiriesSorted: Float64Array,
  ) {
    this.bits = bitset(n);
    for (let k = 0; k < expiresAtOrder.length; k++) setBit(this.bits, expiresAtOrder[k]!);
  }

  /**
   * A bit per listing, set when it is visible at `now` (it expires after it).
   * The same array for every time: it holds for `now` until the next call.
   */
  at(now: number): Uint32Array {
    const { bits, expiresAtOrder } = this;
    const expired = upperBound(this.expiriesSorted, now);
    for (; this.expired < expired; this.expired++) clearBit(bits, expiresAtOrder[this.expired]!);
    while (this.expired > expired) setBit(bits, expiresAtOrder[--this.expired]!);
    return bits;
  }
}
