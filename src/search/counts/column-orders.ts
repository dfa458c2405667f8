/**
 * Listings in an order, by a column's value: each column sorted once for all
 * the tallies that ask for it (or given sorted by the build), and the members
 * of a tally picked out of that order rather than sorted again.
 */
import { sortedBy } from '../column-sort.ts';

/*
 * Members are ascending ordinals in a Uint32Array, picked by a loop of their own rather
 * than by a predicate handed around: a call through a predicate that differs from one
 * table to the next is not inlined, and at a million listings such calls, with the arrays
 * they grow, are some two fifths of making the engine's tables.
 */

/** The ordinals below `listings` that `keep` keeps, ascending. */
export function membersOf(listings: number, keep: (listing: number) => boolean): Uint32Array {
  const members = new Uint32Array(listings);
  let count = 0;
  for (let listing = 0; listing < listings; listing++) if (keep(listing)) members[count++] = listing;
  return members.slice(0, count);
}

/** Every ordinal below `listings`, ascending. */
export function everyListing(listings: number): Uint32Array {
  const members = new Uint32Array(listings);
  for (let listing = 0; listing < listings; listing++) members[listing] = listing;
  return members;
}

/** Of `members`, those with a value (not NaN) in `column`. */
export function withValueIn(members: Uint32Array, column: Float64Array): Uint32Array {
  const kept = new Uint32Array(members.length);
  let count = 0;
  for (let i = 0; i < members.length; i++) if (!Number.isNaN(column[members[i]!]!)) kept[count++] = members[i]!;
  return kept.slice(0, count);
}

/** Of `members`, those with a finite value in `column` (neither NaN nor ±Infinity). */
export function withFiniteValueIn(members: Uint32Array, column: Float64Array): Uint32Array {
  const kept = new Uint32Array(members.length);
  let count = 0;
  for (let i = 0; i < members.length; i++) if (Number.isFinite(column[members[i]!]!)) kept[count++] = members[i]!;
  return kept.slice(0, count);
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
      all = sortedBy(column, withValueIn(everyListing(column.length), column));
      this.sorted.set(column, all);
    }
    return all;
  }

  /** `ordinals` (ascending, each with a value in `column`) by their value ascending, ties in ordinal order. */
  ordered(column: Float64Array, ordinals: Uint32Array): Uint32Array {
    const all = this.of(column);
    // As many as every listing with a value: they are all of them.
    if (ordinals.length === all.length) return all;
    const kept = new Uint8Array(column.length);
    for (let i = 0; i < ordinals.length; i++) kept[ordinals[i]!] = 1;
    const result = new Uint32Array(ordinals.length);
    let next = 0;
    for (let i = 0; i < all.length; i++) if (kept[all[i]!] === 1) result[next++] = all[i]!;
    return result;
  }
}
