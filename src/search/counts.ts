/**
 * Exact totals of filter-only searches without walking their matches.
 *
 * Every listing falls in one cell of city × category × kind × currency; a
 * search filtered by any of these (and by country and section, which are sets
 * of cities and of kinds) has as total the sum of its cells' counts. The
 * counts are of the listings that count at the instant last asked for: a
 * listing leaves when it expires (an upcoming event also when it ends), taken
 * in that order, and comes back if an earlier instant is asked for (tests'
 * clocks go back; a server's does not). Keeping them current costs one step
 * per listing that left.
 *
 * A price range [min, max] keeps the priced listings whose [low, high] meets
 * it: all of them but those with low > max and those with high < min (never
 * both, as low ≤ high and min ≤ max). Each of the two is counted from bands of
 * the price (64 per currency, of equal size), whole bands from their counts and
 * the one band the bound falls in by looking at its listings.
 */
import type { SearchArrays } from './model.ts';

/** Past this many cells the tables would cost more memory than walking costs time: the engine walks instead. */
const MAX_CELLS = 1 << 20;
/** Bands of the low and of the high price, per currency. */
const PRICE_BANDS = 64;

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

/** The cells of a snapshot: which cell a listing is in, and which cells a filter takes. */
export class CellSpace {
  readonly size: number;
  /** The country of each city (a city is in one country). */
  private readonly countryOfCity: Int32Array;

  constructor(private readonly a: SearchArrays, private readonly dims: Dimensions) {
    this.size = dims.cities * dims.categories * dims.kinds * dims.currencies;
    this.countryOfCity = new Int32Array(dims.cities).fill(-1);
    for (let o = 0; o < a.city.length; o++) this.countryOfCity[a.city[o]!] = a.country[o]!;
  }

  cellOf(o: number): number {
    const { a, dims } = this;
    return ((a.city[o]! * dims.categories + a.category[o]!) * dims.kinds + a.kind[o]!) * dims.currencies + a.currency[o]!;
  }

  /** Calls `visit` with every cell the filter takes. */
  forEachCell(filter: CellFilter, visit: (cell: number) => void): void {
    const { dims } = this;
    const range = (given: number, size: number) => (given >= 0 ? [given, given + 1] as const : [0, size] as const);
    const [cityFrom, cityTo] = range(filter.city, dims.cities);
    const [categoryFrom, categoryTo] = range(filter.category, dims.categories);
    const [kindFrom, kindTo] = range(filter.kind, dims.kinds);
    const [currencyFrom, currencyTo] = range(filter.currency, dims.currencies);
    for (let city = cityFrom; city < cityTo; city++) {
      if (filter.country >= 0 && this.countryOfCity[city] !== filter.country) continue;
      for (let category = categoryFrom; category < categoryTo; category++) {
        for (let kind = kindFrom; kind < kindTo; kind++) {
          if (filter.sectionKinds !== 0 && (filter.sectionKinds & (1 << kind)) === 0) continue;
          const base = ((city * dims.categories + category) * dims.kinds + kind) * dims.currencies;
          for (let currency = currencyFrom; currency < currencyTo; currency++) visit(base + currency);
        }
      }
    }
  }

  /** Whether listing `o` is in a cell the filter takes. */
  takes(filter: CellFilter, o: number): boolean {
    const a = this.a;
    return (filter.city < 0 || a.city[o] === filter.city)
      && (filter.country < 0 || a.country[o] === filter.country)
      && (filter.category < 0 || a.category[o] === filter.category)
      && (filter.kind < 0 || a.kind[o] === filter.kind)
      && (filter.sectionKinds === 0 || (filter.sectionKinds & (1 << a.kind[o]!)) !== 0)
      && (filter.currency < 0 || a.currency[o] === filter.currency);
  }
}

/** Something counted per listing: told when a listing starts or stops counting. */
interface Tally {
  add(o: number, delta: 1 | -1): void;
}

/** Listings per cell. */
class CellTally implements Tally {
  readonly counts: Int32Array;
  constructor(private readonly space: CellSpace) {
    this.counts = new Int32Array(space.size);
  }
  add(o: number, delta: 1 | -1): void {
    this.counts[this.space.cellOf(o)]! += delta;
  }
  sum(filter: CellFilter): number {
    let total = 0;
    this.space.forEachCell(filter, (cell) => { total += this.counts[cell]!; });
    return total;
  }
}

/** Listings per cell and band of a price column; the bands are of equal size over the members. */
class BandTally implements Tally {
  readonly counts: Int32Array;
  /** The least value of each band. */
  private readonly edges: Float64Array;
  /** The members of each band: band k is members[starts[k] … starts[k+1]). */
  private readonly members: Uint32Array;
  private readonly starts: Uint32Array;

  constructor(private readonly space: CellSpace, private readonly price: Float64Array, ordinals: number[]) {
    this.counts = new Int32Array(space.size * PRICE_BANDS);
    const values = Float64Array.from(ordinals, (o) => price[o]!).sort();
    this.edges = new Float64Array(PRICE_BANDS);
    for (let k = 0; k < PRICE_BANDS; k++) this.edges[k] = values.length ? values[Math.floor((k * values.length) / PRICE_BANDS)]! : Infinity;
    this.starts = new Uint32Array(PRICE_BANDS + 1);
    for (const o of ordinals) this.starts[this.bandOf(price[o]!) + 1]!++;
    for (let k = 0; k < PRICE_BANDS; k++) this.starts[k + 1]! += this.starts[k]!;
    this.members = new Uint32Array(ordinals.length);
    const filled = this.starts.slice(0, PRICE_BANDS);
    for (const o of ordinals) this.members[filled[this.bandOf(price[o]!)]!++] = o;
  }

  /** The last band whose least value is at most `value` (-1: below every band). */
  bandOf(value: number): number {
    let low = 0, high = PRICE_BANDS;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.edges[mid]! <= value) low = mid + 1;
      else high = mid;
    }
    return low - 1;
  }

  add(o: number, delta: 1 | -1): void {
    this.counts[this.space.cellOf(o) * PRICE_BANDS + this.bandOf(this.price[o]!)]! += delta;
  }

  /** Counted listings the filter takes in bands `from` … `to` - 1. */
  sum(filter: CellFilter, from: number, to: number): number {
    let total = 0;
    if (from >= to) return 0;
    this.space.forEachCell(filter, (cell) => {
      for (let k = from; k < to; k++) total += this.counts[cell * PRICE_BANDS + k]!;
    });
    return total;
  }

  bandMembers(band: number): Uint32Array {
    return this.members.subarray(this.starts[band], this.starts[band + 1]);
  }
}

/** One departure put in order: the members that leave some day, by time ascending; the first `passed` have left. */
interface Schedule extends Departure {
  order: Uint32Array;
  passed: number;
}

/** Members and their departures, kept current in tallies. */
class Live {
  private readonly schedules: Schedule[];
  /** Per listing, how many of its departures have passed (it counts while this is 0). */
  private readonly gone: Uint8Array;

  constructor(listings: number, members: number[], departures: Departure[], private readonly tallies: Tally[]) {
    this.gone = new Uint8Array(listings);
    for (const o of members) for (const tally of tallies) tally.add(o, 1);
    this.schedules = departures.map(({ at, inclusive }) => ({ at, inclusive, order: sortedBy(at, members.filter((o) => Number.isFinite(at[o]!))), passed: 0 }));
  }

  /** Brings the tallies to `now`: every departure due by then taken, every one not yet due undone. */
  bringTo(now: number): void {
    const { gone, tallies } = this;
    for (const schedule of this.schedules) {
      const { order, at, inclusive } = schedule;
      const due = (o: number) => (inclusive ? at[o]! <= now : at[o]! < now);
      while (schedule.passed < order.length && due(order[schedule.passed]!)) {
        const o = order[schedule.passed++]!;
        if (gone[o]!++ === 0) for (const tally of tallies) tally.add(o, -1);
      }
      while (schedule.passed > 0 && !due(order[schedule.passed - 1]!)) {
        const o = order[--schedule.passed]!;
        if (--gone[o]! === 0) for (const tally of tallies) tally.add(o, 1);
      }
    }
  }
}

/** How many listings that count at `now` a filter of cells takes. */
export class LiveCounts {
  private readonly live: Live;
  private readonly cells: CellTally;

  private constructor(space: CellSpace, listings: number, members: number[], departures: Departure[]) {
    this.cells = new CellTally(space);
    this.live = new Live(listings, members, departures, [this.cells]);
  }

  /** The counts of the listings `members` keeps, or null when the cells would be too many to be worth it. */
  static of(space: CellSpace, a: SearchArrays, members: (o: number) => boolean, departures: Departure[]): LiveCounts | null {
    if (space.size === 0 || space.size > MAX_CELLS) return null;
    return new LiveCounts(space, a.city.length, membersOf(a.city.length, members), departures);
  }

  count(filter: CellFilter, now: number): number {
    this.live.bringTo(now);
    return this.cells.sum(filter);
  }
}

/** The priced listings of one currency, visible at `now`, whose price meets a range. */
export class PriceRangeCounts {
  private readonly live: Live;
  private readonly cells: CellTally;
  private readonly lows: BandTally;
  private readonly highs: BandTally;

  private constructor(private readonly space: CellSpace, private readonly a: SearchArrays, members: number[]) {
    this.cells = new CellTally(space);
    this.lows = new BandTally(space, a.priceLow, members);
    this.highs = new BandTally(space, a.priceHigh, members);
    this.live = new Live(a.city.length, members, [{ at: a.expiresAt, inclusive: true }], [this.cells, this.lows, this.highs]);
  }

  /** Per currency index, or null when the cells would be too many to be worth it. */
  static of(space: CellSpace, a: SearchArrays, currencies: number): PriceRangeCounts[] | null {
    if (space.size === 0 || space.size * PRICE_BANDS > MAX_CELLS * 4) return null;
    return Array.from({ length: currencies }, (_, currency) =>
      new PriceRangeCounts(space, a, membersOf(a.city.length, (o) => a.currency[o] === currency && !Number.isNaN(a.priceLow[o]!))));
  }

  /** Listings the filter takes, visible at `now`, with low ≤ max and high ≥ min (min ≤ max). */
  count(filter: CellFilter, min: number, max: number, now: number): number {
    this.live.bringTo(now);
    const { a, lows, highs } = this;
    const counted = (o: number) => a.expiresAt[o]! > now && this.space.takes(filter, o);
    // Low above max: whole bands past the one max falls in, and the listings of that one that are.
    const maxBand = lows.bandOf(max);
    let lowAbove = lows.sum(filter, maxBand + 1, PRICE_BANDS);
    if (maxBand >= 0 && max !== Infinity) for (const o of lows.bandMembers(maxBand)) if (a.priceLow[o]! > max && counted(o)) lowAbove++;
    // High below min: whole bands before the one min falls in, and the listings of that one that are.
    const minBand = highs.bandOf(min);
    let highBelow = highs.sum(filter, 0, Math.max(minBand, 0));
    if (minBand >= 0) for (const o of highs.bandMembers(minBand)) if (a.priceHigh[o]! < min && counted(o)) highBelow++;
    return this.cells.sum(filter) - lowAbove - highBelow;
  }
}

function membersOf(listings: number, keep: (o: number) => boolean): number[] {
  const members: number[] = [];
  for (let o = 0; o < listings; o++) if (keep(o)) members.push(o);
  return members;
}

/**
 * Ascending `ordinals` by their time in `at` (ties stay in ordinal order). A
 * comparator sort of a million ordinals takes most of a second of start-up;
 * this sorts the times natively and puts each ordinal at its time's place.
 */
function sortedBy(at: Float64Array, ordinals: number[]): Uint32Array {
  const count = ordinals.length;
  const times = new Float64Array(count);
  for (let i = 0; i < count; i++) times[i] = at[ordinals[i]!]!;
  times.sort();
  // Each ordinal goes to the first place of its time, after those of the same time placed before it.
  const sorted = new Uint32Array(count);
  const placed = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    const rank = rankOf(times, at[ordinals[i]!]!);
    sorted[rank + placed[rank]!++] = ordinals[i]!;
  }
  return sorted;
}

/** The position of the first of `sorted` equal to `value` (which it holds). */
function rankOf(sorted: Float64Array, value: number): number {
  let low = 0, high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
