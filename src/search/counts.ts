/**
 * Exact totals of filter-only searches without walking their matches.
 *
 * Every listing falls in one cell of city × category × kind × currency; a
 * search filtered by any of these (and by country and section, which are sets
 * of cities and of kinds) has as total the sum of its cells' counts. The
 * counts are of the listings that count at the instant last asked for: a
 * listing leaves its cell when it expires (and an upcoming event also when it
 * ends), taken in that order, and comes back if an earlier instant is asked
 * for (tests' clocks go back; a server's does not). Keeping them current costs
 * one step per listing that left.
 *
 * Price ranges are not cells: such searches still count by walking.
 */
import type { SearchArrays } from './model.ts';

/** Past this many cells the table would cost more memory than walking costs time: the engine walks instead. */
const MAX_CELLS = 1 << 24;

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

/** One departure put in order: the members that leave some day, by time ascending; the first `passed` have left. */
interface Schedule extends Departure {
  order: Uint32Array;
  passed: number;
}

export class LiveCounts {
  private readonly cells: Int32Array;
  private readonly categories: number;
  private readonly kinds: number;
  private readonly currencies: number;
  /** The country of each city (a city is in one country). */
  private readonly countryOfCity: Int32Array;
  private readonly schedules: Schedule[];
  /** Per listing, how many of its departures have passed (it counts while this is 0). */
  private readonly gone: Uint8Array;

  private constructor(private readonly a: SearchArrays, dims: Dimensions, members: (o: number) => boolean, departures: Departure[]) {
    this.categories = dims.categories;
    this.kinds = dims.kinds;
    this.currencies = dims.currencies;
    this.cells = new Int32Array(dims.cities * dims.categories * dims.kinds * dims.currencies);
    this.countryOfCity = new Int32Array(dims.cities).fill(-1);
    const n = a.city.length;
    this.gone = new Uint8Array(n);
    const member: number[] = [];
    for (let o = 0; o < n; o++) {
      this.countryOfCity[a.city[o]!] = a.country[o]!;
      if (!members(o)) continue;
      this.cells[this.cellOf(o)]!++;
      member.push(o);
    }
    this.schedules = departures.map(({ at, inclusive }) => ({ at, inclusive, order: sortedBy(at, member.filter((o) => Number.isFinite(at[o]!))), passed: 0 }));
  }

  /** The table for a snapshot, or null when it would be too large to be worth it. */
  static of(a: SearchArrays, dims: Dimensions, members: (o: number) => boolean, departures: Departure[]): LiveCounts | null {
    const cells = dims.cities * dims.categories * dims.kinds * dims.currencies;
    return cells > 0 && cells <= MAX_CELLS ? new LiveCounts(a, dims, members, departures) : null;
  }

  private cellOf(o: number): number {
    const a = this.a;
    return ((a.city[o]! * this.categories + a.category[o]!) * this.kinds + a.kind[o]!) * this.currencies + a.currency[o]!;
  }

  /** Brings the counts to `now`: every departure due by then taken, every one not yet due undone. */
  private bringTo(now: number): void {
    const { cells, gone } = this;
    for (const schedule of this.schedules) {
      const { order, at, inclusive } = schedule;
      const due = (o: number) => (inclusive ? at[o]! <= now : at[o]! < now);
      while (schedule.passed < order.length && due(order[schedule.passed]!)) {
        const o = order[schedule.passed++]!;
        if (gone[o]!++ === 0) cells[this.cellOf(o)]!--;
      }
      while (schedule.passed > 0 && !due(order[schedule.passed - 1]!)) {
        const o = order[--schedule.passed]!;
        if (--gone[o]! === 0) cells[this.cellOf(o)]!++;
      }
    }
  }

  /** How many listings that count at `now` pass the filter. */
  count(filter: CellFilter, now: number): number {
    this.bringTo(now);
    const { cells, categories, kinds, currencies } = this;
    const range = (given: number, size: number) => (given >= 0 ? [given, given + 1] : [0, size]);
    const [cityFrom, cityTo] = range(filter.city, this.countryOfCity.length);
    const [categoryFrom, categoryTo] = range(filter.category, categories);
    const [kindFrom, kindTo] = range(filter.kind, kinds);
    const [currencyFrom, currencyTo] = range(filter.currency, currencies);
    let total = 0;
    for (let city = cityFrom!; city < cityTo!; city++) {
      if (filter.country >= 0 && this.countryOfCity[city] !== filter.country) continue;
      for (let category = categoryFrom!; category < categoryTo!; category++) {
        for (let kind = kindFrom!; kind < kindTo!; kind++) {
          if (filter.sectionKinds !== 0 && (filter.sectionKinds & (1 << kind)) === 0) continue;
          const base = ((city * categories + category) * kinds + kind) * currencies;
          for (let currency = currencyFrom!; currency < currencyTo!; currency++) total += cells[base + currency]!;
        }
      }
    }
    return total;
  }
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
