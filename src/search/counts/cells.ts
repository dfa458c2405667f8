/**
 * The cell space: every listing falls in one cell of city × category × kind ×
 * currency, and a filter of these (and of country and section, which are sets
 * of cities and of kinds) takes a set of cells. Every count is kept per cell,
 * so a filter's total is a sum over its cells rather than a walk of its listings.
 */
import { hasBit, maskHas, setBit } from '../bitset.ts';
import type { SearchArrays } from '../model.ts';
import { OrderParts } from '../order-parts.ts';
import { Remembered } from '../lru.ts';
import { SeenOnce } from '../seen-once.ts';

/** Past this many cells the tables would cost more memory than walking costs time: the engine walks instead. */
export const MAX_CELLS = 1 << 20;
/**
 * Bytes of the filters' cells remembered: the common filters come back again and again.
 * Most take a few cells; one of a kind alone takes every occupied cell of that kind.
 */
export const REMEMBERED_FILTER_BYTES = 16 * 1024 * 1024;
/**
 * Bytes of the filters' listings remembered, a bit per listing (125 KiB each at a
 * million listings: some 128 filters), for the filters asked a second time lately.
 */
export const REMEMBERED_FILTER_LISTINGS_BYTES = 16 * 1024 * 1024;

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
 * How many listings a search may set a filter's bits for (CellSpace.mark) per
 * listing it will test: the bits are set in order, a word of memory after
 * another, where each test reads far from the last. At a million listings, a
 * cold stream of filtered one-word searches in one process on one core, side by
 * side: 14% faster than by cells with a set made only when the filter takes no
 * more listings than are tested, 23% with this.
 */
const LISTINGS_SET_PER_TEST = 8;

/** A filter's cells are listed (CellSpace.listingsOf) only if they are at most this many: merging more costs more than it saves. */
const LISTED_CELLS_AT_MOST = 8;

/** Ascending runs merged into one ascending list, two at a time. */
function mergedAscending(runs: Uint32Array[]): Uint32Array {
  if (runs.length === 0) return new Uint32Array(0);
  let current = runs;
  while (current.length > 1) {
    const merged: Uint32Array[] = [];
    for (let r = 0; r < current.length; r += 2) {
      const left = current[r]!, right = current[r + 1];
      if (!right) {
        merged.push(left);
        continue;
      }
      const into = new Uint32Array(left.length + right.length);
      let i = 0, j = 0, next = 0;
      while (i < left.length && j < right.length) into[next++] = left[i]! <= right[j]! ? left[i++]! : right[j++]!;
      while (i < left.length) into[next++] = left[i++]!;
      while (j < right.length) into[next++] = right[j++]!;
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
   * every cell there is. Counted in bytes (and the key and entry, some 64 more).
   */
  private readonly taken = new Remembered<Uint32Array>(REMEMBERED_FILTER_BYTES, (cells) => cells.byteLength + 64);
  /** The listings of the filters asked lately, a bit each (see `mark`), and the door to them. */
  private readonly listingsTaken = new Remembered<Uint32Array>(REMEMBERED_FILTER_LISTINGS_BYTES, (bits) => bits.byteLength + 64);
  private readonly listingsDoor = new SeenOnce(1 << 12);
  /** Stamps of the cells a filter takes (see `mark`). */
  private readonly marks: Uint32Array;
  private stamp = 0;
  /** Every listing, grouped by cell, ascending within each: a cell's listings newest first, in one stretch. */
  private readonly byCell: OrderParts;

  constructor(private readonly columns: SearchArrays, readonly dims: Dimensions) {
    this.size = dims.cities * dims.categories * dims.kinds * dims.currencies;
    this.countryOfCity = new Int32Array(dims.cities).fill(-1);
    for (let listing = 0; listing < columns.city.length; listing++) this.countryOfCity[columns.city[listing]!] = columns.country[listing]!;
    this.cells = this.size <= 0x10000 ? new Uint16Array(columns.city.length) : new Uint32Array(columns.city.length);
    this.marks = new Uint32Array(this.size);
    this.occupied = new Uint8Array(this.size);
    for (let listing = 0; listing < columns.city.length; listing++) this.occupied[(this.cells[listing] = this.cellOf(listing))] = 1;
    const ordinals = new Uint32Array(this.cells.length);
    for (let listing = 0; listing < ordinals.length; listing++) ordinals[listing] = listing;
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

  private cellOf(listing: number): number {
    const { columns, dims } = this;
    return ((columns.city[listing]! * dims.categories + columns.category[listing]!) * dims.kinds + columns.kind[listing]!) * dims.currencies + columns.currency[listing]!;
  }

  /**
   * Whether a listing is in a cell the filter takes, as one lookup: the cells
   * taken are stamped with a number no earlier filter had, so nothing is
   * cleared. The test holds until the next filter is marked. `tests`: about how
   * many listings the caller will put to it (0 when it cannot tell).
   */
  mark(filter: CellFilter, tests = 0): (listing: number) => boolean {
    const stamp = this.stampCells(filter);
    if (stamp === EVERY_CELL) return () => true;
    // A walk reads listings far apart, and each test reads where the listing lies: a bit of a set an
    // eighth of a byte a listing stays in the processor's caches where the cells, two bytes each, do not.
    const bits = this.listingBits(filter, tests);
    if (bits) return (listing) => hasBit(bits, listing);
    const { marks, cells } = this;
    return (listing) => marks[cells[listing]!] === stamp;
  }

  /**
   * The listings the filter takes, a bit each: remembered, or set now for a
   * filter asked lately before by a search that will test at least an eighth as
   * many listings as the filter takes (LISTINGS_SET_PER_TEST) — no search pays
   * much for a set that later ones use, and a filter-only search, which stops at
   * its page, never does. Null otherwise.
   */
  private listingBits(filter: CellFilter, tests: number): Uint32Array | null {
    const key = filterKey(filter);
    const remembered = this.listingsTaken.get(key);
    if (remembered || tests === 0) return remembered ?? null;
    const taken = this.cellsOf(filter);
    let listings = 0;
    for (const cell of taken) listings += this.byCell.part(cell).length;
    if (listings > LISTINGS_SET_PER_TEST * tests || !this.listingsDoor.check(key)) return null;
    const bits = new Uint32Array((this.cells.length + 31) >>> 5);
    for (const cell of taken) for (const listing of this.byCell.part(cell)) setBit(bits, listing);
    this.listingsTaken.set(key, bits);
    return bits;
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
    const key = filterKey(filter);
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
          if (filter.sectionKinds !== 0 && !maskHas(filter.sectionKinds, kind)) continue;
          const base = ((city * dims.categories + category) * dims.kinds + kind) * dims.currencies;
          for (let cell = base + currencyFrom; cell < base + currencyTo; cell++) if (occupied[cell] === 1) cells.push(cell);
        }
      }
    }
    taken = Uint32Array.from(cells);
    this.taken.set(key, taken);
    return taken;
  }
}

/** The key a filter's cells and listings are remembered by: its values of the cells' dimensions. */
const filterKey = (filter: CellFilter) => `${filter.city} ${filter.country} ${filter.category} ${filter.kind} ${filter.sectionKinds} ${filter.currency}`;
