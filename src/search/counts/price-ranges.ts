/**
 * How many priced listings of a currency a filter takes whose price [low, high]
 * meets a range [min, max]: all of them but those with low > max and those with
 * high < min (never both, as low ≤ high and min ≤ max). Each of the two is
 * counted from bands of the price, whole bands from their counts and the one
 * band a bound falls in by looking at the fewer side of its listings; the same
 * bands, per kind and block, say where a page under a price range begins.
 */
import { maskHas } from '../bitset.ts';
import type { SearchArrays } from '../model.ts';
import { BandTally } from './band-tally.ts';
import { EVERY_CELL, MAX_CELLS, type CellFilter, type CellSpace } from './cells.ts';
import { ColumnOrders } from './column-orders.ts';
import { KindBandBlockTally } from './kind-band-blocks.ts';
import { Live, type Departure } from './live.ts';
import { BANDS, blockShiftOf, CellTally, type Tally } from './tally.ts';

/**
 * Where each price range stands in its currency's ranges by low price (the
 * engine's `rangesIn` of the price_low orders; -1: not a range), and how many
 * ranges each currency has.
 */
export interface RangePlaces {
  place: Int32Array;
  count: number[];
}

/**
 * The priced listings of one currency that count at `now` (visible ones, or
 * upcoming events), whose price meets a range; and how many of them each band
 * of the low price holds, which lets a walk in a price order pass whole bands.
 */
export class PriceRangeCounts {
  private readonly live: Live;
  private readonly cells: CellTally;
  private readonly lows: BandTally;
  private readonly highs: BandTally;
  /** The same bands per kind and block of ordinals, when asked for (visible listings: pages newest first under a price range). */
  private readonly blocks: { lows: KindBandBlockTally; highs: KindBandBlockTally } | null;
  /**
   * The bands of the high price per kind and stretch of the ranges by low
   * price, when asked for (a price_low page among the ranges below `min`),
   * and how many ranges a stretch holds, as a shift.
   */
  private readonly rangeStretches: { highs: KindBandBlockTally; shift: number } | null;

  private constructor(private readonly space: CellSpace, columns: SearchArrays, currency: number, members: Uint32Array, departures: Departure[], orders: ColumnOrders, by: PricedBy) {
    this.cells = new CellTally(space);
    this.lows = new BandTally(space, columns.priceLow, members, orders);
    this.highs = new BandTally(space, columns.priceHigh, members, orders);
    const shift = blockShiftOf(columns.city.length);
    const byOrdinal = (listing: number) => listing >>> shift;
    this.blocks = by.blocks ? {
      lows: new KindBandBlockTally(columns.kind, space.dims.kinds, this.lows, byOrdinal),
      highs: new KindBandBlockTally(columns.kind, space.dims.kinds, this.highs, byOrdinal),
    } : null;
    const { ranges } = by;
    const rangeShift = ranges ? blockShiftOf(ranges.count[currency]!) : 0;
    this.rangeStretches = ranges ? {
      highs: new KindBandBlockTally(columns.kind, space.dims.kinds, this.highs, (listing) => (ranges.place[listing]! < 0 ? -1 : ranges.place[listing]! >>> rangeShift)),
      shift: rangeShift,
    } : null;
    const tallies: Tally[] = [this.cells, this.lows, this.highs];
    if (this.blocks) tallies.push(this.blocks.lows, this.blocks.highs);
    if (this.rangeStretches) tallies.push(this.rangeStretches.highs);
    this.live = new Live(columns.city.length, members, departures, tallies, orders);
  }

  /**
   * Per currency index, of the priced listings among `members` (ascending ordinals), or null when the
   * cells would be too many to be worth it.
   */
  static of(space: CellSpace, columns: SearchArrays, currencies: number, members: Uint32Array, departures: Departure[], by: PricedBy = {}): PriceRangeCounts[] | null {
    if (!PriceRangeCounts.worthIt(space)) return null;
    const orders = new ColumnOrders();
    return Array.from({ length: currencies }, (_, currency) => PriceRangeCounts.ofCurrency(space, columns, currency, members, departures, orders, by));
  }

  /** Whether the cells are few enough for the bands' tables to be worth their memory. */
  static worthIt(space: CellSpace): boolean {
    return space.size > 0 && space.size * BANDS <= MAX_CELLS * 4;
  }

  /** Of one currency's priced listings among `members` (ascending ordinals). */
  static ofCurrency(space: CellSpace, columns: SearchArrays, currency: number, members: Uint32Array, departures: Departure[], orders: ColumnOrders, by: PricedBy = {}): PriceRangeCounts {
    const priced = new Uint32Array(members.length);
    let count = 0;
    for (let i = 0; i < members.length; i++) {
      const listing = members[i]!;
      if (columns.currency[listing] === currency && !Number.isNaN(columns.priceLow[listing]!)) priced[count++] = listing;
    }
    return new PriceRangeCounts(space, columns, currency, priced.subarray(0, count), departures, orders, by);
  }

  /** Listings the filter takes, counting at `now`, with low ≤ max and high ≥ min (min ≤ max). */
  count(filter: CellFilter, min: number, max: number, now: number): number {
    this.live.bringTo(now);
    const { lows, highs } = this;
    const stamp = this.space.stampCells(filter);
    // Low above max: whole bands past the one max falls in, and the listings of that one that are.
    const maxBand = lows.bandOf(max);
    let lowAbove = lows.sum(filter, maxBand + 1, BANDS);
    if (maxBand >= 0) lowAbove += lows.sum(filter, maxBand, maxBand + 1) - lows.countBelow(filter, maxBand, max, true, stamp, this.live);
    // High below min: whole bands before the one min falls in, and the listings of that one that are.
    const minBand = highs.bandOf(min);
    let highBelow = highs.sum(filter, 0, Math.max(minBand, 0));
    if (minBand >= 0) highBelow += highs.countBelow(filter, minBand, min, false, stamp, this.live);
    return this.cells.sum(filter) - lowAbove - highBelow;
  }

  /**
   * For a filter of kinds alone (a kind, a section, or neither; no city,
   * country or category): the listings it takes in each block of ordinals,
   * counting at `now`, whose price meets [min, max] (min ≤ max). Null when not
   * counted by blocks, or for another filter.
   */
  blocksMeeting(filter: CellFilter, min: number, max: number, now: number): Int32Array | null {
    const { blocks } = this;
    if (!blocks || !ofKindsAlone(filter)) return null;
    this.live.bringTo(now);
    return this.meetingPerBlock(filter, blocks.lows, blocks.highs, min, max);
  }

  /**
   * For a filter of kinds alone: the ranges it takes in each stretch of the
   * ranges by low price (`shift`: ranges per stretch), counting at `now`, whose
   * high price is at least `min`. Null when not counted so, or for another filter.
   */
  rangesReaching(filter: CellFilter, min: number, now: number): { perStretch: Int32Array; shift: number } | null {
    const { rangeStretches } = this;
    if (!rangeStretches || !ofKindsAlone(filter)) return null;
    this.live.bringTo(now);
    return { perStretch: this.meetingPerBlock(filter, null, rangeStretches.highs, min, Infinity), shift: rangeStretches.shift };
  }

  /**
   * Per block of the tallies given: the counted members the filter takes whose
   * price meets [min, max], as `count` counts them: every member, less those
   * priced wholly above max (from `byLow`; none without it) and those wholly
   * below min; of the bands `max` and `min` fall in, the fewer side is looked
   * at one member at a time.
   */
  private meetingPerBlock(filter: CellFilter, byLow: KindBandBlockTally | null, byHigh: KindBandBlockTally, min: number, max: number): Int32Array {
    const { lows, highs } = this;
    const kinds: number[] = [];
    for (let kind = 0; kind < this.space.dims.kinds; kind++) {
      if ((filter.kind < 0 || filter.kind === kind) && (filter.sectionKinds === 0 || maskHas(filter.sectionKinds, kind))) kinds.push(kind);
    }
    const perBlock = new Int32Array(BANDS);
    const stamp = this.space.stampCells(filter);
    const { stamps } = this.space;
    const { gone } = this.live;
    /** Adds `sign` per block for the counted members of one side of a band: from the fewer side, or the band less it. */
    const addSide = (tally: BandTally, byBlock: KindBandBlockTally, band: number, bound: number, inclusive: boolean, below: boolean, sign: 1 | -1) => {
      const { from, split, to } = tally.split(band, bound, inclusive);
      const { members, memberCells } = tally;
      const visit = (start: number, end: number, by: number) => {
        for (let i = start; i < end; i++) {
          if (stamp !== EVERY_CELL && stamps[memberCells[i]!] !== stamp) continue;
          const listing = members[i]!;
          const block = byBlock.blockOf(listing);
          if (block >= 0 && gone[listing] === 0) perBlock[block]! += by;
        }
      };
      const [start, end] = below ? [from, split] : [split, to];
      if (2 * (end - start) <= to - from) return visit(start, end, sign);
      byBlock.addBands(kinds, band, band + 1, sign, perBlock);
      visit(below ? split : from, below ? to : split, -sign);
    };
    byHigh.addBands(kinds, 0, BANDS, 1, perBlock);
    if (byLow) {
      // Low above max: whole bands past the one max falls in, and the members of that one that are.
      const maxBand = lows.bandOf(max);
      byLow.addBands(kinds, maxBand + 1, BANDS, -1, perBlock);
      if (maxBand >= 0) addSide(lows, byLow, maxBand, max, true, false, -1);
    }
    // High below min: whole bands before the one min falls in, and the members of that one that are.
    const minBand = highs.bandOf(min);
    byHigh.addBands(kinds, 0, Math.max(minBand, 0), -1, perBlock);
    if (minBand >= 0) addSide(highs, byHigh, minBand, min, false, true, -1);
    return perBlock;
  }

  /** Each band's least low price; `lowEdges[BANDS]` is Infinity. */
  get lowEdges(): Float64Array {
    return this.lows.edgesAndEnd;
  }

  /** The listings the filter takes that count at `now`, in bands `from` … `to` - 1 of the low price. */
  lowBandsBetween(filter: CellFilter, from: number, to: number, now: number): number {
    this.live.bringTo(now);
    return this.lows.sum(filter, from, to);
  }

  /** The band of the low price that `value` falls in (-1: below every band). */
  lowBandOf(value: number): number {
    return this.lows.bandOf(value);
  }

  /** Of band `band` of the low price: the listings the filter takes, counting at `now`, priced `from` … `to` from below. */
  lowInBand(filter: CellFilter, band: number, from: number, to: number, now: number): number {
    this.live.bringTo(now);
    const stamp = this.space.stampCells(filter);
    return this.lows.countBelow(filter, band, to, true, stamp, this.live) - this.lows.countBelow(filter, band, from, false, stamp, this.live);
  }
}

/** What else the counts of prices are kept by: blocks of ordinals, stretches of the price ranges. */
interface PricedBy {
  blocks?: boolean;
  ranges?: RangePlaces;
}

/** Whether a filter names kinds alone (a kind, a section, or neither) besides the currency. */
function ofKindsAlone(filter: CellFilter): boolean {
  return filter.city < 0 && filter.country < 0 && filter.category < 0;
}
