/**
 * The one family of binary searches over sorted arrays. Every search of a
 * sorted list, column or band in the engine, the counts and the vocabulary is
 * one of these, so each is written, tested and tuned once.
 *
 * The typed-array versions take the array and a value rather than a predicate:
 * they run per candidate on the engine's hot paths, where a closure call per
 * step is measurable.
 */

/** Anything indexable in ascending order: typed arrays of numbers, or sorted strings. */
export type Sorted<T> = { readonly length: number; readonly [index: number]: T };

/** The order of strings by UTF-16 code unit (JavaScript's `<`): the order vocabularies and dictionary indexes are sorted and searched in. */
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The first index in `[from, to)` where `holds` is true, for a `holds` that is
 * false and then true along the range; `to` when it never holds.
 */
export function partitionPoint(from: number, to: number, holds: (index: number) => boolean): number {
  while (from < to) {
    const mid = (from + to) >>> 1;
    if (holds(mid)) to = mid;
    else from = mid + 1;
  }
  return from;
}

/** How many of ascending `sorted[from…to)` come before `value`, counted from `from`: the first index holding `value` or more. */
export function lowerBound<T extends number | string>(sorted: Sorted<T>, value: T, from = 0, to = sorted.length): number {
  while (from < to) {
    const mid = (from + to) >>> 1;
    if (sorted[mid]! < value) from = mid + 1;
    else to = mid;
  }
  return from;
}

/** The first index of ascending `sorted[from…to)` holding more than `value`. */
export function upperBound<T extends number | string>(sorted: Sorted<T>, value: T, from = 0, to = sorted.length): number {
  while (from < to) {
    const mid = (from + to) >>> 1;
    if (sorted[mid]! <= value) from = mid + 1;
    else to = mid;
  }
  return from;
}

/** The index of `value` in ascending `sorted[from…to)`, or -1. */
export function indexOfSorted<T extends number | string>(sorted: Sorted<T>, value: T, from = 0, to = sorted.length): number {
  const at = lowerBound(sorted, value, from, to);
  return at < to && sorted[at] === value ? at : -1;
}

/**
 * The last index `k` in `[from, to)` with `atMost(k)` true, for an `atMost`
 * that is true and then false along the range (a running count that passes a
 * bound); `from - 1` when it never holds.
 */
export function lastWhere(from: number, to: number, atMost: (index: number) => boolean): number {
  return partitionPoint(from, to, (index) => !atMost(index)) - 1;
}
