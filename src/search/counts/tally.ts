/**
 * What the counts are made of: a tally is something counted per listing that
 * is told when a listing starts or stops counting. The cells' own tallies live
 * here: listings per cell, and per cell and band (or block of ordinals) summed
 * up the bands, so that any run of bands is two numbers per cell.
 */
import type { CellFilter, CellSpace } from './cells.ts';

/** Bands of a value (the low and the high price per currency, the start of upcoming events), and blocks of ordinals. */
export const BANDS = 64;

/** Ordinals per block, as a shift: BANDS blocks of a power of two cover every listing. */
export function blockShiftOf(listings: number): number {
  let shift = 0;
  while ((BANDS << shift) < listings) shift++;
  return shift;
}

/** Something counted per listing: told when a listing starts or stops counting. */
export interface Tally {
  add(listing: number, delta: 1 | -1): void;
  /** Counts every member once, at the start. */
  fill(members: Uint32Array): void;
}

/** Listings per cell. */
export class CellTally implements Tally {
  readonly counts: Int32Array;
  constructor(private readonly space: CellSpace) {
    this.counts = new Int32Array(space.size);
  }
  add(listing: number, delta: 1 | -1): void {
    this.counts[this.space.cells[listing]!]! += delta;
  }
  fill(members: Uint32Array): void {
    const { counts } = this, { cells } = this.space;
    for (let i = 0; i < members.length; i++) counts[cells[members[i]!]!]!++;
  }
  sum(filter: CellFilter): number {
    let total = 0;
    for (const cell of this.space.cellsOf(filter)) total += this.counts[cell]!;
    return total;
  }
}

/**
 * Listings per cell and band, kept summed up the bands: per band, the members
 * of each cell in the bands below it (at band · cells + cell). A run
 * of bands is then a difference of two numbers per cell, read from two rows
 * in cell order (a filter of many cells reads two stretches of memory, not a
 * number from each of its cells' tables); a listing that leaves changes the
 * numbers of the bands above its own. Which band a listing is in is the
 * subclass's.
 */
export abstract class BandedTally implements Tally {
  private readonly below: Int32Array;

  constructor(protected readonly space: CellSpace) {
    this.below = new Int32Array(space.size * (BANDS + 1));
  }

  /** The band of `listing` (-1: in none). */
  protected abstract bandIndex(listing: number): number;

  add(listing: number, delta: 1 | -1): void {
    const band = this.bandIndex(listing);
    if (band < 0) return;
    const { size, cells } = this.space;
    const cell = cells[listing]!;
    for (let above = band + 1; above <= BANDS; above++) this.below[above * size + cell]! += delta;
  }

  /** Every member at once: each band's own count per cell, then summed up the bands. */
  fill(members: Uint32Array): void {
    const { below, space } = this;
    const { size, cells } = space;
    const present = new Uint8Array(size);
    let cellsPresent = 0;
    for (let i = 0; i < members.length; i++) {
      const listing = members[i]!;
      const band = this.bandIndex(listing);
      if (band < 0) continue;
      const cell = cells[listing]!;
      below[(band + 1) * size + cell]!++;
      if (present[cell] === 0) {
        present[cell] = 1;
        cellsPresent++;
      }
    }
    // A cell without members sums to nought: when few cells have any (a small snapshot, whose
    // tables are as large as a big one's), only theirs are summed, a column each.
    if (cellsPresent * 8 < size) {
      for (let cell = 0; cell < size; cell++) {
        if (present[cell] === 1) for (let at = size + cell; at < below.length; at += size) below[at]! += below[at - size]!;
      }
      return;
    }
    for (let band = 1; band <= BANDS; band++) {
      const at = band * size, before = at - size;
      for (let cell = 0; cell < size; cell++) below[at + cell]! += below[before + cell]!;
    }
  }

  /** Counted listings the filter takes in bands `from` … `to` - 1. */
  sum(filter: CellFilter, from: number, to: number): number {
    if (from >= to) return 0;
    let total = 0;
    const below = this.below, size = this.space.size;
    const atTo = to * size, atFrom = from * size;
    for (const cell of this.space.cellsOf(filter)) total += below[atTo + cell]! - below[atFrom + cell]!;
    return total;
  }
}

/**
 * Listings per cell and block of ordinals: the newest-first order is the
 * ordinal order, so a block is a stretch of it (BANDS blocks of equal length).
 */
export class BlockTally extends BandedTally {
  /** Ordinals per block, a power of two. */
  readonly shift: number;

  constructor(space: CellSpace, listings: number) {
    super(space);
    this.shift = blockShiftOf(listings);
  }

  protected bandIndex(listing: number): number {
    return listing >>> this.shift;
  }
}
