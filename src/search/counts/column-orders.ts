/**
 * Listings in an order, by a column's value: each column sorted once for all
 * the tallies that ask for it (or given sorted by the build), and the members
 * of a tally picked out of that order rather than sorted again.
 */
import { sortedBy } from '../column-sort.ts';

/** The ordinals below `listings` that `keep` keeps, ascending. */
export function membersOf(listings: number, keep: (listing: number) => boolean): number[] {
  const members: number[] = [];
  for (let listing = 0; listing < listings; listing++) if (keep(listing)) members.push(listing);
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
      all = sortedBy(column, membersOf(column.length, (listing) => !Number.isNaN(column[listing]!)));
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
    for (const listing of ordinals) kept[listing] = 1;
    const result = new Uint32Array(ordinals.length);
    let next = 0;
    for (let i = 0; i < all.length; i++) if (kept[all[i]!] === 1) result[next++] = all[i]!;
    return result;
  }
}
