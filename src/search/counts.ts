/**
 * Exact totals of filter-only searches without walking their matches.
 *
 * Every listing falls in one cell of city × category × kind × currency; a
 * search filtered by any of these (and by country and section, which are sets
 * of cities and of kinds) has as total the sum of its cells' counts. The
 * counts are of the listings that count at the instant last asked for: a
 * listing leaves when it expires (an upcoming event also when it ends), taken
 * in that order, and comes back if an earlier instant is asked for (tests'
 * clocks go back; a server's does not). Keeping them current costs a few
 * steps per listing that left.
 *
 * A price range [min, max] keeps the priced listings whose [low, high] meets
 * it: all of them but those with low > max and those with high < min (never
 * both, as low ≤ high and min ≤ max). Each of the two is counted from bands of
 * the price (64 per currency, of equal size), whole bands from their counts and
 * the one band the bound falls in by looking at the fewer side of its listings.
 *
 * The same counts per band say where a page begins in an order: bands of the
 * low price in the price orders, of the start in upcoming events by start, and
 * blocks of ordinals newest first (the engine's routes). For filters of kinds
 * alone, the priced listings are also counted per kind, band of the price and
 * block of ordinals (a newest-first page under a price range) or stretch of the
 * price ranges by low price (a price_low page among the ranges below `min`).
 */
import type { SearchArrays } from './model.ts';
import { OrderParts } from './order-parts.ts';
import { sortedBy } from './column-sort.ts';

/** Past this many cells the tables would cost more memory than walking costs time: the engine walks instead. */
const MAX_CELLS = 1 << 20;
/** Bands of a value (the low and the high price per currency, the start of upcoming events), and blocks of ordinals. */
export const BANDS = 64;
/** Filters whose cells are remembered: the common ones come back again and again. */
const REMEMBERED_FILTERS = 4096;

export interface CellFilter {
  /** Dictionary indexes; -1 when not given. */
  city: number;
  country: number;
  category: number;
  kind: number;
  /** Bit set of the kind indexes of a section (0: no section). */
  sectionKinds: number;
  currency: number;
}

export interface Dimensions {
  cities: number;
  categories: number;
  kinds: number;
  currencies: number;
}

/**
 * A way of leaving: a listing no longer counts once `now` reaches its time in
 * `at` (`inclusive`: at that very instant; else only after it). Infinity and
 * NaN never leave.
 */
export interface Departure {
  at: Float64Array;
  inclusive: boolean;
}

/** A filter's cells are listed (CellSpace.listingsOf) only if they are at most this many: merging more costs more than it saves. */
const LISTED_CELLS_AT_MOST = 8;

/** Ascending runs merged into one ascending list, two at a time. */
function mergedAscending(runs: Uint32Array[]): Uint32Array {
  if (runs.length === 0) return new Uint32Array(0);
  let current = runs;
  while (current.length > 1) {
    const merged: Uint32Array[] = [];
    for (let r = 0; r < current.length; r += 2) {
      const x = current[r]!, y = current[r + 1];
      if (!y) {
        merged.push(x);
        continue;
      }
      const into = new Uint32Array(x.length + y.length);
      let i = 0, j = 0, k = 0;
      while (i < x.length && j < y.length) into[k++] = x[i]! <= y[j]! ? x[i++]! : y[j++]!;
      while (i < x.length) into[k++] = x[i++]!;
      while (j < y.length) into[k++] = y[j++]!;
      merged.push(into);
    }
    current = merged;
  }
  return current[0]!;
}

/** What `CellSpace.stampCells` returns for a filter that takes every cell. */
export const EVERY_CELL = 0;

/** The cells of a snapshot: which cell a listing is in, and which cells a filter takes. */
export class CellSpace {
  readonly size: number;
  /** The country of each city (a city is in one country). */
  private readonly countryOfCity: Int32Array;
  /** The cell of each listing: a filter of cells asks one number of a listing, not six. */
  readonly cells: Uint16Array | Uint32Array;
  /** Whether some listing is in a cell: most combinations of the four are empty (a category has few kinds). */
  private readonly occupied: Uint8Array;
  /**
   * The occupied cells of the filters asked lately, by the filter's values: a
   * filter is made anew for every search, and working its cells out walks up to
   * every cell there is. The first of the map is the one asked longest ago.
   */
  private readonly taken = new Map<string, Uint32Array>();
  /** Stamps of the cells a filter takes (see `mark`). */
  private readonly marks: Uint32Array;
  private stamp = 0;
  /** Every listing, grouped by cell, ascending within each: a cell's listings newest first, in one stretch. */
  private readonly byCell: OrderParts;

  constructor(private readonly a: SearchArrays, readonly dims: Dimensions) {
    this.size = dims.cities * dims.categories * dims.kinds * dims.currencies;
    this.countryOfCity = new Int32Array(dims.cities).fill(-1);
    for (let o = 0; o < a.city.length; o++) this.countryOfCity[a.city[o]!] = a.country[o]!;
    this.cells = this.size <= 0x10000 ? new Uint16Array(a.city.length) : new Uint32Array(a.city.length);
    this.marks = new Uint32Array(this.size);
    this.occupied = new Uint8Array(this.size);
    for (let o = 0; o < a.city.length; o++) this.occupied[(this.cells[o] = this.cellOf(o))] = 1;
    const ordinals = new Uint32Array(this.cells.length);
    for (let o = 0; o < ordinals.length; o++) ordinals[o] = o;
    this.byCell = OrderParts.of(ordinals, this.cells, this.size);
  }

  /**
   * The listings of the cells the filter takes, ascending (newest first), when
   * they are few: null if they are more than `most`, or lie in more than
   * LISTED_CELLS_AT_MOST cells. Every listing the filter can take is among them
   * and, but for those no longer visible, only those: a walk newest first under
   * a city, a category and a currency, say, reads only them, where the shortest
   * posting list of the three holds many the others turn away.
   */
  listingsOf(filter: CellFilter, most: number): Uint32Array | null {
    const taken = this.cellsOf(filter);
    if (taken.length > LISTED_CELLS_AT_MOST) return null;
    const runs = Array.from(taken, (cell) => this.byCell.part(cell));
    let total = 0;
    for (const run of runs) total += run.length;
    return total > most ? null : mergedAscending(runs);
  }

  private cellOf(o: number): number {
    const { a, dims } = this;
    return ((a.city[o]! * dims.categories + a.category[o]!) * dims.kinds + a.kind[o]!) * dims.currencies + a.currency[o]!;
  }

  /**
   * Whether a listing is in a cell the filter takes, as one lookup: the cells
   * taken are stamped with a number no earlier filter had, so nothing is
   * cleared. The test holds until the next filter is marked.
   */
  mark(filter: CellFilter): (o: number) => boolean {
    const stamp = this.stampCells(filter);
    if (stamp === EVERY_CELL) return () => true;
    const { marks, cells } = this;
    return (o) => marks[cells[o]!] === stamp;
  }

  /**
   * Stamps the cells the filter takes: until the next filter is stamped, a cell
   * is taken when its entry in `marks` is the stamp returned. EVERY_CELL (0,
   * never a stamp) when the filter takes every cell, and nothing is stamped.
   */
  stampCells(filter: CellFilter): number {
    const { city, country, category, kind, sectionKinds, currency } = filter;
    if (city < 0 && country < 0 && category < 0 && kind < 0 && sectionKinds === 0 && currency < 0) return EVERY_CELL;
    if (this.stamp === 0xffff_ffff) {
      this.marks.fill(0);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    const { marks } = this;
    for (const cell of this.cellsOf(filter)) marks[cell] = stamp;
    return stamp;
  }

  /** Per cell, the stamp of the last filter that took it (see `stampCells`). */
  get stamps(): Uint32Array {
    return this.marks;
  }

  /** The occupied cells the filter takes, ascending. */
  cellsOf(filter: CellFilter): Uint32Array {
    const key = `${filter.city} ${filter.country} ${filter.category} ${filter.kind} ${filter.sectionKinds} ${filter.currency}`;
    let taken = this.taken.get(key);
    if (taken) return taken;
    const { dims, occupied } = this;
    const range = (given: number, size: number) => (given >= 0 ? [given, given + 1] as const : [0, size] as const);
    const [cityFrom, cityTo] = range(filter.city, dims.cities);
    const [categoryFrom, categoryTo] = range(filter.category, dims.categories);
    const [kindFrom, kindTo] = range(filter.kind, dims.kinds);
    const [currencyFrom, currencyTo] = range(filter.currency, dims.currencies);
    const cells: number[] = [];
    for (let city = cityFrom; city < cityTo; city++) {
      if (filter.country >= 0 && this.countryOfCity[city] !== filter.country) continue;
      for (let category = categoryFrom; category < categoryTo; category++) {
        for (let kind = kindFrom; kind < kindTo; kind++) {
          if (filter.sectionKinds !== 0 && (filter.sectionKinds & (1 << kind)) === 0) continue;
          const base = ((city * dims.categories + category) * dims.kinds + kind) * dims.currencies;
          for (let cell = base + currencyFrom; cell < base + currencyTo; cell++) if (occupied[cell] === 1) cells.push(cell);
        }
      }
    }
    taken = Uint32Array.from(cells);
    if (this.taken.size >= REMEMBERED_FILTERS) this.taken.delete(this.taken.keys().next().value!);
    this.taken.set(key, taken);
    return taken;
  }
}

/** Something counted per listing: told when a listing starts or stops counting. */
interface Tally {
  add(o: number, delta: 1 | -1): void;
  /** Counts every member once, at the start. */
  fill(members: number[]): void;
}

/** Listings per cell. */
class CellTally implements Tally {
  readonly counts: Int32Array;
  constructor(private readonly space: CellSpace) {
    this.counts = new Int32Array(space.size);
  }
  add(o: number, delta: 1 | -1): void {
    this.counts[this.space.cells[o]!]! += delta;
  }
  fill(members: number[]): void {
    for (const o of members) this.counts[this.space.cells[o]!]!++;
  }
  sum(filter: CellFilter): number {
    let total = 0;
    for (const cell of this.space.cellsOf(filter)) total += this.counts[cell]!;
    return total;
  }
}

/**
 * Listings per cell and band, kept summed up the bands: per band k, the members
 * of each cell in bands below k (cell c, below band k at k · cells + c). A run
 * of bands is then a difference of two numbers per cell, read from two rows
 * in cell order (a filter of many cells reads two stretches of memory, not a
 * number from each of its cells' tables); a listing that leaves changes the
 * numbers of the bands above its own. Which band a listing is in is the
 * subclass's.
 */
abstract class BandedTally implements Tally {
  private readonly below: Int32Array;

  constructor(protected readonly space: CellSpace) {
    this.below = new Int32Array(space.size * (BANDS + 1));
  }

  /** The band of listing `o` (-1: in none). */
  protected abstract bandIndex(o: number): number;

  add(o: number, delta: 1 | -1): void {
    const band = this.bandIndex(o);
    if (band < 0) return;
    const { size, cells } = this.space;
    const cell = cells[o]!;
    for (let k = band + 1; k <= BANDS; k++) this.below[k * size + cell]! += delta;
  }

  /** Every member at once: each band's own count per cell, then summed up the bands. */
  fill(members: number[]): void {
    const { below, space } = this;
    const { size, cells } = space;
    for (const o of members) {
      const band = this.bandIndex(o);
      if (band >= 0) below[(band + 1) * size + cells[o]!]!++;
    }
    for (let k = 1; k <= BANDS; k++) {
      const at = k * size, before = at - size;
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
 * Listings per cell and band of a column (a price, a start); the bands are of
 * equal size over the members, except that a value many share stays in one band.
 */
class BandTally extends BandedTally {
  /** The least value of each band. */
  private readonly edges: Float64Array;
  /** The same, and Infinity after the last band. */
  readonly edgesAndEnd: Float64Array;
  /** The members by value ascending, and their values: band k is members[starts[k] … starts[k+1]). */
  readonly members: Uint32Array;
  /**
   * The cell of each member, in the same order: a look at the members of a band
   * asks the cell of each in one stretch of memory, and reads a listing's own
   * entries (anywhere in memory) only for those in a cell the filter takes.
   */
  readonly memberCells: Uint16Array | Uint32Array;
  private readonly values: Float64Array;
  private readonly starts: Uint32Array;

  constructor(space: CellSpace, private readonly column: Float64Array, ordinals: number[], orders: ColumnOrders) {
    super(space);
    const members = (this.members = orders.ordered(column, ordinals));
    this.memberCells = space.cells instanceof Uint16Array ? new Uint16Array(members.length) : new Uint32Array(members.length);
    for (let i = 0; i < members.length; i++) this.memberCells[i] = space.cells[members[i]!]!;
    const values = (this.values = new Float64Array(members.length));
    for (let i = 0; i < members.length; i++) values[i] = column[members[i]!]!;
    this.edgesAndEnd = new Float64Array(BANDS + 1).fill(Infinity);
    for (let k = 0; k < BANDS; k++) this.edgesAndEnd[k] = values.length ? values[Math.floor((k * values.length) / BANDS)]! : Infinity;
    this.edges = this.edgesAndEnd.subarray(0, BANDS);
    // Band k starts at the first value not below its edge: the values are ascending, so one walk finds every start.
    this.starts = new Uint32Array(BANDS + 1);
    let i = 0;
    for (let k = 0; k < BANDS; k++) {
      while (i < values.length && values[i]! < this.edgesAndEnd[k]!) i++;
      this.starts[k] = i;
    }
    this.starts[BANDS] = values.length;
  }

  /** The last band whose least value is at most `value` (-1: below every band). */
  bandOf(value: number): number {
    let low = 0, high = BANDS;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.edges[mid]! <= value) low = mid + 1;
      else high = mid;
    }
    return low - 1;
  }

  protected bandIndex(o: number): number {
    return this.bandOfListing(o);
  }

  /** The band of listing `o`'s value (-1: its value is NaN, so it is no member). */
  bandOfListing(o: number): number {
    const value = this.column[o]!;
    return Number.isNaN(value) ? -1 : this.bandOf(value);
  }

  /**
   * Where the members of `band` below `bound` (or at most it, `inclusive`) end
   * and the others begin, among `from` … `to` (the band's members by value).
   */
  split(band: number, bound: number, inclusive: boolean): { from: number; split: number; to: number } {
    const from = this.starts[band]!, to = this.starts[band + 1]!;
    const { values } = this;
    let split = from, high = to;
    while (split < high) {
      const mid = (split + high) >>> 1;
      if (values[mid]! < bound || (inclusive && values[mid] === bound)) split = mid + 1;
      else high = mid;
    }
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

/**
 * Listings per cell and block of ordinals: the newest-first order is the
 * ordinal order, so a block is a stretch of it (BANDS blocks of equal length).
 */
class BlockTally extends BandedTally {
  /** Ordinals per block, a power of two. */
  readonly shift: number;

  constructor(space: CellSpace, listings: number) {
    super(space);
    this.shift = blockShiftOf(listings);
  }

  protected bandIndex(o: number): number {
    return o >>> this.shift;
  }
}

/**
 * Listings counted per small block of ordinals (256 by default), kept in a
 * Fenwick tree: which block the k-th counted listing is in, and how many come
 * before that block, in a dozen steps. A page far into every listing newest
 * first starts walking there, where the 64 blocks of the cells' tallies left
 * it up to a 64th of every listing to pass one at a time (16,000 at a million).
 */
class FineBlockTally implements Tally {
  /** Fenwick tree over the blocks: entry i (from 1) sums blocks i - (i & -i) … i - 1. */
  private readonly tree: Int32Array;

  constructor(listings: number, readonly shift: number) {
    this.tree = new Int32Array((listings >>> shift) + 2);
  }

  add(o: number, delta: 1 | -1): void {
    const { tree } = this;
    for (let i = (o >>> this.shift) + 1; i < tree.length; i += i & -i) tree[i]! += delta;
  }

  fill(members: number[]): void {
    const { tree } = this;
    for (const o of members) tree[(o >>> this.shift) + 1]!++;
    for (let i = 1; i < tree.length; i++) {
      const parent = i + (i & -i);
      if (parent < tree.length) tree[parent]! += tree[i]!;
    }
  }

  /** The block holding the counted listing with `k` counted before it (k below the count), and how many are counted in the blocks before it. */
  locate(k: number): { block: number; before: number } {
    const { tree } = this;
    let at = 0, left = k;
    for (let step = 1 << (31 - Math.clz32(tree.length - 1)); step > 0; step >>>= 1) {
      const next = at + step;
      if (next < tree.length && tree[next]! <= left) {
        at = next;
        left -= tree[next]!;
      }
    }
    return { block: at, before: k - left };
  }
}

/** Ordinals per small block of the fine tally, as a shift. */
export const FINE_BLOCK_SHIFT = 8;

/** Ordinals per block, as a shift: BANDS blocks of a power of two cover every listing. */
export function blockShiftOf(listings: number): number {
  let shift = 0;
  while ((BANDS << shift) < listings) shift++;
  return shift;
}

/**
 * Members per kind, band of a price and block, without the other dimensions of
 * the cells: few enough numbers (kinds · 4,160) to keep. A block is a stretch
 * of an order: of ordinals (newest first), or of the price ranges by low price;
 * `blockOf` says which a listing is in (-1: none). Which band it is in is its
 * band tally's.
 */
class KindBandBlockTally implements Tally {
  /**
   * Kept as running sums over the bands: at (kind · (BANDS + 1) + band) · BANDS +
   * block, the members of that kind and block in bands 0 … band - 1. A run of
   * bands is then one difference a block: a price-range search adds up to every
   * band of every kind three times (some 120,000 additions, half of such a
   * search's time at a million listings, one at a time). A member added or taken
   * moves the sums of the bands after its own (at most 64).
   */
  private readonly before: Int32Array;

  constructor(private readonly kinds: Uint8Array, kindCount: number, private readonly bands: BandTally, readonly blockOf: (o: number) => number) {
    this.before = new Int32Array(kindCount * (BANDS + 1) * BANDS);
  }

  add(o: number, delta: 1 | -1): void {
    const block = this.blockOf(o);
    if (block < 0) return;
    const base = this.kinds[o]! * (BANDS + 1);
    for (let band = this.bands.bandOfListing(o) + 1; band <= BANDS; band++) this.before[(base + band) * BANDS + block]! += delta;
  }

  fill(members: number[]): void {
    // Each member counted in the band after its own, then the counts summed over the bands.
    const counts = new Int32Array(this.before.length);
    for (const o of members) {
      const block = this.blockOf(o);
      if (block >= 0) counts[(this.kinds[o]! * (BANDS + 1) + this.bands.bandOfListing(o) + 1) * BANDS + block]!++;
    }
    const kinds = this.before.length / ((BANDS + 1) * BANDS);
    for (let kind = 0; kind < kinds; kind++) {
      for (let band = 1; band <= BANDS; band++) {
        const at = (kind * (BANDS + 1) + band) * BANDS;
        for (let block = 0; block < BANDS; block++) counts[at + block]! += counts[at - BANDS + block]!;
      }
    }
    for (let i = 0; i < counts.length; i++) this.before[i]! += counts[i]!;
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

/**
 * Where each price range stands in its currency's ranges by low price (the
 * engine's `rangesIn` of the price_low orders; -1: not a range), and how many
 * ranges each currency has.
 */
export interface RangePlaces {
  place: Int32Array;
  count: number[];
}

/** One departure put in order: the members that leave some day, by time ascending; the first `passed` have left. */
interface Schedule extends Departure {
  order: Uint32Array;
  passed: number;
}

/** Members and their departures, kept current in tallies. */
class Live {
  private readonly schedules: Schedule[];
  /** Per listing, how many of its departures have passed: it counts, at the instant last brought to, while this is 0. */
  readonly gone: Uint8Array;

  constructor(listings: number, members: number[], departures: Departure[], private readonly tallies: Tally[], orders: ColumnOrders) {
    this.gone = new Uint8Array(listings);
    for (const tally of tallies) tally.fill(members);
    this.schedules = departures.map(({ at, inclusive }) => ({ at, inclusive, order: orders.ordered(at, members.filter((o) => Number.isFinite(at[o]!))), passed: 0 }));
  }

  /** Brings the tallies to `now`: every departure due by then taken, every one not yet due undone. */
  bringTo(now: number): void {
    const { gone, tallies } = this;
    for (const schedule of this.schedules) {
      const { order, at, inclusive } = schedule;
      while (schedule.passed < order.length && isDue(at[order[schedule.passed]!]!, now, inclusive)) {
        const o = order[schedule.passed++]!;
        if (gone[o]!++ === 0) for (const tally of tallies) tally.add(o, -1);
      }
      while (schedule.passed > 0 && !isDue(at[order[schedule.passed - 1]!]!, now, inclusive)) {
        const o = order[--schedule.passed]!;
        if (--gone[o]! === 0) for (const tally of tallies) tally.add(o, 1);
      }
    }
  }
}

/**
 * Whether a departure at `at` is due by `now`: at or before it (inclusive), or before it.
 * A function of the module rather than a closure made at every count.
 */
function isDue(at: number, now: number, inclusive: boolean): boolean {
  return inclusive ? at <= now : at < now;
}

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

  private constructor(space: CellSpace, listings: number, members: number[], departures: Departure[], by: CountedBy, orders: ColumnOrders) {
    this.cells = new CellTally(space);
    const { bandsOf, fineBlockShift } = by;
    this.bands = bandsOf ? new BandTally(space, bandsOf, members.filter((o) => !Number.isNaN(bandsOf[o]!)), orders) : null;
    this.blocks = by.blocks ? new BlockTally(space, listings) : null;
    this.fineBlocks = fineBlockShift === undefined ? null : new FineBlockTally(listings, fineBlockShift);
    const tallies: Tally[] = [this.cells];
    for (const tally of [this.bands, this.blocks, this.fineBlocks]) if (tally) tallies.push(tally);
    this.live = new Live(listings, members, departures, tallies, orders);
  }

  /**
   * The counts of the listings `members` keeps (and per band of `bandsOf`, per
   * block of ordinals, if asked for), or null when the cells would be too many
   * to be worth it.
   */
  static of(space: CellSpace, a: SearchArrays, members: (o: number) => boolean, departures: Departure[], by: CountedBy = {}, orders = new ColumnOrders()): LiveCounts | null {
    if (space.size === 0 || space.size > MAX_CELLS) return null;
    return new LiveCounts(space, a.city.length, membersOf(a.city.length, members), departures, by, orders);
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
   * walking in ordinal order to find the one with `k` before it (k below their
   * count) — the first ordinal of its small block — and how many come before
   * that. Null when not counted by small blocks.
   */
  locate(k: number, now: number): { first: number; passed: number } | null {
    const fine = this.fineBlocks;
    if (!fine) return null;
    this.live.bringTo(now);
    const { block, before } = fine.locate(k);
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

  private constructor(private readonly space: CellSpace, a: SearchArrays, currency: number, members: number[], departures: Departure[], orders: ColumnOrders, by: PricedBy) {
    this.cells = new CellTally(space);
    this.lows = new BandTally(space, a.priceLow, members, orders);
    this.highs = new BandTally(space, a.priceHigh, members, orders);
    const shift = blockShiftOf(a.city.length);
    const byOrdinal = (o: number) => o >>> shift;
    this.blocks = by.blocks ? {
      lows: new KindBandBlockTally(a.kind, space.dims.kinds, this.lows, byOrdinal),
      highs: new KindBandBlockTally(a.kind, space.dims.kinds, this.highs, byOrdinal),
    } : null;
    const { ranges } = by;
    const rangeShift = ranges ? blockShiftOf(ranges.count[currency]!) : 0;
    this.rangeStretches = ranges ? {
      highs: new KindBandBlockTally(a.kind, space.dims.kinds, this.highs, (o) => (ranges.place[o]! < 0 ? -1 : ranges.place[o]! >>> rangeShift)),
      shift: rangeShift,
    } : null;
    const tallies: Tally[] = [this.cells, this.lows, this.highs];
    if (this.blocks) tallies.push(this.blocks.lows, this.blocks.highs);
    if (this.rangeStretches) tallies.push(this.rangeStretches.highs);
    this.live = new Live(a.city.length, members, departures, tallies, orders);
  }

  /**
   * Per currency index, of the priced listings `members` keeps, or null when the
   * cells would be too many to be worth it.
   */
  static of(space: CellSpace, a: SearchArrays, currencies: number, members: (o: number) => boolean, departures: Departure[], by: PricedBy = {}): PriceRangeCounts[] | null {
    if (!PriceRangeCounts.worthIt(space)) return null;
    const orders = new ColumnOrders();
    return Array.from({ length: currencies }, (_, currency) => PriceRangeCounts.ofCurrency(space, a, currency, members, departures, orders, by));
  }

  /** Whether the cells are few enough for the bands' tables to be worth their memory. */
  static worthIt(space: CellSpace): boolean {
    return space.size > 0 && space.size * BANDS <= MAX_CELLS * 4;
  }

  /** Of one currency's priced listings that `members` keeps. */
  static ofCurrency(space: CellSpace, a: SearchArrays, currency: number, members: (o: number) => boolean, departures: Departure[], orders: ColumnOrders, by: PricedBy = {}): PriceRangeCounts {
    return new PriceRangeCounts(space, a, currency, membersOf(a.city.length, (o) => a.currency[o] === currency && !Number.isNaN(a.priceLow[o]!) && members(o)), departures, orders, by);
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
      if ((filter.kind < 0 || filter.kind === kind) && (filter.sectionKinds === 0 || (filter.sectionKinds & (1 << kind)) !== 0)) kinds.push(kind);
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
          const o = members[i]!;
          const block = byBlock.blockOf(o);
          if (block >= 0 && gone[o] === 0) perBlock[block]! += by;
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

function membersOf(listings: number, keep: (o: number) => boolean): number[] {
  const members: number[] = [];
  for (let o = 0; o < listings; o++) if (keep(o)) members.push(o);
  return members;
}

/**
 * Columns put in order for the tallies being made: each column sorted once,
 * whichever tallies ask for it, unless given sorted (the build stores the
 * engine's: presorted.ts).
 */
export class ColumnOrders {
  constructor(private readonly sorted = new Map<Float64Array, Uint32Array>()) {}

  /** Every listing with a value (not NaN) in `column`, by value ascending (ties in ordinal order): sorted on first use. */
  of(column: Float64Array): Uint32Array {
    let all = this.sorted.get(column);
    if (!all) {
      all = sortedBy(column, membersOf(column.length, (o) => !Number.isNaN(column[o]!)));
      this.sorted.set(column, all);
    }
    return all;
  }

  /** `ordinals` (ascending, each with a value in `column`) by their value ascending, ties in ordinal order. */
  ordered(column: Float64Array, ordinals: number[]): Uint32Array {
    const all = this.of(column);
    // As many as every listing with a value: they are all of them.
    if (ordinals.length === all.length) return all;
    const kept = new Uint8Array(column.length);
    for (const o of ordinals) kept[o] = 1;
    const result = new Uint32Array(ordinals.length);
    let next = 0;
    for (let i = 0; i < all.length; i++) if (kept[all[i]!] === 1) result[next++] = all[i]!;
    return result;
  }
}
