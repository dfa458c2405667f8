/**
 * Priced listings per kind, band of a price and block of an order (of
 * ordinals, or of the price ranges by low price), leaving out the other
 * dimensions of the cells: few enough numbers to keep, and what a page under a
 * price range needs to pass whole blocks without walking them.
 */
import type { BandTally } from './band-tally.ts';
import { BANDS, type Tally } from './tally.ts';

/**
 * Members per kind, band of a price and block, without the other dimensions of
 * the cells: few enough numbers (kinds · 4,160) to keep. A block is a stretch
 * of an order: of ordinals (newest first), or of the price ranges by low price;
 * `blockOf` says which a listing is in (-1: none). Which band it is in is its
 * band tally's.
 */
export class KindBandBlockTally implements Tally {
  /**
   * Kept as running sums over the bands: at (kind · (BANDS + 1) + band) · BANDS +
   * block, the members of that kind and block in bands 0 … band - 1. A run of
   * bands is then one difference a block: a price-range search adds up to every
   * band of every kind three times (some 120,000 additions, half of such a
   * search's time at a million listings, one at a time). A member added or taken
   * moves the sums of the bands after its own (at most 64).
   */
  private readonly before: Int32Array;

  constructor(private readonly kinds: Uint8Array, kindCount: number, private readonly bands: BandTally, readonly blockOf: (listing: number) => number) {
    this.before = new Int32Array(kindCount * (BANDS + 1) * BANDS);
  }

  add(listing: number, delta: 1 | -1): void {
    const block = this.blockOf(listing);
    if (block < 0) return;
    const base = this.kinds[listing]! * (BANDS + 1);
    for (let band = this.bands.bandOfListing(listing) + 1; band <= BANDS; band++) this.before[(base + band) * BANDS + block]! += delta;
  }

  fill(members: Uint32Array): void {
    // Each member counted in the band after its own, then the counts summed over the bands:
    // only for the kinds that have members, as the others' sums stay nought (a small
    // snapshot has a few kinds of the dozen, and the tables are as large at any size).
    const counts = new Int32Array(this.before.length);
    const kindCount = this.before.length / ((BANDS + 1) * BANDS);
    const present = new Uint8Array(kindCount);
    for (let i = 0; i < members.length; i++) {
      const listing = members[i]!;
      const block = this.blockOf(listing);
      if (block < 0) continue;
      const kind = this.kinds[listing]!;
      present[kind] = 1;
      counts[(kind * (BANDS + 1) + this.bands.bandOfListing(listing) + 1) * BANDS + block]!++;
    }
    for (let kind = 0; kind < kindCount; kind++) {
      if (present[kind] === 0) continue;
      for (let band = 1; band <= BANDS; band++) {
        const at = (kind * (BANDS + 1) + band) * BANDS;
        for (let block = 0; block < BANDS; block++) counts[at + block]! += counts[at - BANDS + block]!;
      }
      const from = kind * (BANDS + 1) * BANDS, to = from + (BANDS + 1) * BANDS;
      for (let i = from; i < to; i++) this.before[i]! += counts[i]!;
    }
  }

  /** Adds `sign` × the members of bands `from` … `to` - 1 of each kind given into `perBlock`. */
  addBands(kinds: number[], from: number, to: number, sign: 1 | -1, perBlock: Int32Array): void {
    if (from >= to) return;
    const { before } = this;
    for (const kind of kinds) {
      const low = (kind * (BANDS + 1) + from) * BANDS, high = (kind * (BANDS + 1) + to) * BANDS;
      for (let block = 0; block < BANDS; block++) perBlock[block]! += sign * (before[high + block]! - before[low + block]!);
    }
  }
}
