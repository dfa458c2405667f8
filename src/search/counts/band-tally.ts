/**
 * Bands of a column's values (a price, an event's start): listings per cell
 * and band, with the members kept in value order, so that a bound inside a
 * band is counted by looking only at that band's fewer side. The same counts
 * say where a page begins in that column's order.
 */
import { lowerBound, upperBound } from '../sorted.ts';
import { EVERY_CELL, type CellFilter, type CellSpace } from './cells.ts';
import type { ColumnOrders } from './column-orders.ts';
import type { Live } from './live.ts';
import { BANDS, BandedTally } from './tally.ts';

/**
 * Listings per cell and band of a column (a price, a start); the bands are of
 * equal size over the members, except that a value many share stays in one band.
 */
export class BandTally extends BandedTally {
  /** The least value of each band. */
  private readonly edges: Float64Array;
  /** The same, and Infinity after the last band. */
  readonly edgesAndEnd: Float64Array;
  /** The members by value ascending, and their values: a band's are members[starts[band] … starts[band + 1]). */
  readonly members: Uint32Array;
  /**
   * The cell of each member, in the same order: a look at the members of a band
   * asks the cell of each in one stretch of memory, and reads a listing's own
   * entries (anywhere in memory) only for those in a cell the filter takes.
   */
  readonly memberCells: Uint16Array | Uint32Array;
  private readonly values: Float64Array;
  private readonly starts: Uint32Array;

  constructor(space: CellSpace, private readonly column: Float64Array, ordinals: Uint32Array, orders: ColumnOrders) {
    super(space);
    const members = (this.members = orders.ordered(column, ordinals));
    this.memberCells = space.cells instanceof Uint16Array ? new Uint16Array(members.length) : new Uint32Array(members.length);
    for (let i = 0; i < members.length; i++) this.memberCells[i] = space.cells[members[i]!]!;
    const values = (this.values = new Float64Array(members.length));
    for (let i = 0; i < members.length; i++) values[i] = column[members[i]!]!;
    this.edgesAndEnd = new Float64Array(BANDS + 1).fill(Infinity);
    for (let band = 0; band < BANDS; band++) this.edgesAndEnd[band] = values.length ? values[Math.floor((band * values.length) / BANDS)]! : Infinity;
    this.edges = this.edgesAndEnd.subarray(0, BANDS);
    // A band starts at the first value not below its edge; the edges ascend, so each search starts at the last start.
    this.starts = new Uint32Array(BANDS + 1);
    for (let band = 0; band < BANDS; band++) this.starts[band] = lowerBound(values, this.edgesAndEnd[band]!, band === 0 ? 0 : this.starts[band - 1]!);
    this.starts[BANDS] = values.length;
  }

  /** The last band whose least value is at most `value` (-1: below every band). */
  bandOf(value: number): number {
    return upperBound(this.edges, value) - 1;
  }

  protected bandIndex(listing: number): number {
    return this.bandOfListing(listing);
  }

  /** The band of `listing`'s value (-1: its value is NaN, so it is no member). */
  bandOfListing(listing: number): number {
    const value = this.column[listing]!;
    return Number.isNaN(value) ? -1 : this.bandOf(value);
  }

  /**
   * Where the members of `band` below `bound` (or at most it, `inclusive`) end
   * and the others begin, among `from` … `to` (the band's members by value).
   */
  split(band: number, bound: number, inclusive: boolean): { from: number; split: number; to: number } {
    const from = this.starts[band]!, to = this.starts[band + 1]!;
    const split = inclusive ? upperBound(this.values, bound, from, to) : lowerBound(this.values, bound, from, to);
    return { from, split, to };
  }

  /**
   * Counted members of `band` the filter takes whose value is below `bound`
   * (or at most it, `inclusive`); the filter's cells are stamped `stamp` (see
   * CellSpace.stampCells), and `live` tells which members count now. The
   * members below come first in the band: when they are all of it or none the
   * band's count says so, else the fewer side is looked at one by one.
   */
  countBelow(filter: CellFilter, band: number, bound: number, inclusive: boolean, stamp: number, live: Live): number {
    const { from, split, to } = this.split(band, bound, inclusive);
    if (split === from) return 0;
    if (split - from <= to - split) return this.countedAmong(from, split, stamp, live);
    return this.sum(filter, band, band + 1) - this.countedAmong(split, to, stamp, live);
  }

  /** Of members `start` … `end` - 1: those in a cell stamped `stamp` that count now. */
  countedAmong(start: number, end: number, stamp: number, live: Live): number {
    const { members, memberCells } = this;
    const { gone } = live;
    let count = 0;
    if (stamp === EVERY_CELL) {
      for (let i = start; i < end; i++) if (gone[members[i]!] === 0) count++;
      return count;
    }
    const stamps = this.space.stamps;
    for (let i = start; i < end; i++) if (stamps[memberCells[i]!] === stamp && gone[members[i]!] === 0) count++;
    return count;
  }
}
