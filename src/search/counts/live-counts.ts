/**
 * How many listings that count now a filter of cells takes: in all, per band
 * of a column (upcoming events by start), per block of ordinals and per small
 * block (pages newest first): the engine's totals and page starts for
 * filter-only searches without a price range.
 */
import type { SearchArrays } from '../model.ts';
import { BandTally } from './band-tally.ts';
import { MAX_CELLS, type CellFilter, type CellSpace } from './cells.ts';
import { ColumnOrders, withValueIn } from './column-orders.ts';
import { FineBlockTally } from './fine-blocks.ts';
import { Live, type Departure } from './live.ts';
import { BlockTally, CellTally, type Tally } from './tally.ts';

/** What else live counts are kept by, besides the cells. */
interface CountedBy {
  bandsOf?: Float64Array;
  blocks?: boolean;
  /** Counted per small block of ordinals too, all cells together, blocks of 1 << fineBlockShift (see FineBlockTally). */
  fineBlockShift?: number;
}

/** How many listings that count at `now` a filter of cells takes. */
export class LiveCounts {
  private readonly live: Live;
  private readonly cells: CellTally;
  /** The same counts per band of a column, when asked for (upcoming events: of their start). */
  private readonly bands: BandTally | null;
  /** The same counts per block of ordinals, when asked for (visible listings: pages newest first). */
  private readonly blocks: BlockTally | null;
  /** Every cell's together per small block of ordinals, when asked for (visible listings: pages far into all of them). */
  private readonly fineBlocks: FineBlockTally | null;

  private constructor(space: CellSpace, listings: number, members: Uint32Array, departures: Departure[], by: CountedBy, orders: ColumnOrders) {
    this.cells = new CellTally(space);
    const { bandsOf, fineBlockShift } = by;
    this.bands = bandsOf ? new BandTally(space, bandsOf, withValueIn(members, bandsOf), orders) : null;
    this.blocks = by.blocks ? new BlockTally(space, listings) : null;
    this.fineBlocks = fineBlockShift === undefined ? null : new FineBlockTally(listings, fineBlockShift);
    const tallies: Tally[] = [this.cells];
    for (const tally of [this.bands, this.blocks, this.fineBlocks]) if (tally) tallies.push(tally);
    this.live = new Live(listings, members, departures, tallies, orders);
  }

  /**
   * The counts of `members`, ascending ordinals (and per band of `bandsOf`, per
   * block of ordinals, if asked for), or null when the cells would be too many
   * to be worth it.
   */
  static of(space: CellSpace, columns: SearchArrays, members: Uint32Array, departures: Departure[], by: CountedBy = {}, orders = new ColumnOrders()): LiveCounts | null {
    if (space.size === 0 || space.size > MAX_CELLS) return null;
    return new LiveCounts(space, columns.city.length, members, departures, by, orders);
  }

  /** How many ordinals a block holds, as a shift (null: not counted by blocks). */
  get blockShift(): number | null {
    return this.blocks?.shift ?? null;
  }

  /** The listings the filter takes that count at `now`, in blocks `from` … `to` - 1 of ordinals. */
  blocksBetween(filter: CellFilter, from: number, to: number, now: number): number {
    this.live.bringTo(now);
    return this.blocks!.sum(filter, from, to);
  }

  count(filter: CellFilter, now: number): number {
    this.live.bringTo(now);
    return this.cells.sum(filter);
  }

  /**
   * Of every listing that counts at `now` (whatever its cell): where to start
   * walking in ordinal order to find the one with `rank` before it (below their
   * count) — the first ordinal of its small block — and how many come before
   * that. Null when not counted by small blocks.
   */
  locate(rank: number, now: number): { first: number; passed: number } | null {
    const fine = this.fineBlocks;
    if (!fine) return null;
    this.live.bringTo(now);
    const { block, before } = fine.locate(rank);
    return { first: block << fine.shift, passed: before };
  }

  /** Each band's least value (`edges[BANDS]` is Infinity), when counted by bands. */
  get edges(): Float64Array | null {
    return this.bands?.edgesAndEnd ?? null;
  }

  /** The listings the filter takes that count at `now`, in bands `from` … `to` - 1. */
  bandsBetween(filter: CellFilter, from: number, to: number, now: number): number {
    this.live.bringTo(now);
    return this.bands!.sum(filter, from, to);
  }
}
