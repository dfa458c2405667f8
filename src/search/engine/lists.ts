/**
 * List intersection: a gathered search reads the shortest posting list of its
 * filters, thinned first by the lists not much longer than it.
 */

/** A list past this many times the length of what it would thin is not read. */
const MERGE_RATIO = 8;

/**
 * The shortest list (each ascending) without the ordinals missing from the
 * lists not much longer than it: both read in step, a few nanoseconds an
 * ordinal, where the matcher asked of a listing reads its columns anywhere in
 * memory. A much longer list is left to the matcher, which asks every filter
 * anyway: it would cost more to read than the listings it could turn away.
 */
export function narrowed(lists: Uint32Array[]): Uint32Array {
  const byLength = [...lists].sort((x, y) => x.length - y.length);
  let kept: Uint32Array = byLength[0]!;
  for (let l = 1; l < byLength.length && byLength[l]!.length <= MERGE_RATIO * kept.length && kept.length > 0; l++) {
    const next = new Uint32Array(kept.length);
    kept = next.subarray(0, mergeInto(kept, byLength[l]!, next));
  }
  return kept;
}

/** The ordinals on both ascending lists, written to `into` (as long as `kept`); how many. */
function mergeInto(kept: Uint32Array, other: Uint32Array, into: Uint32Array): number {
  let count = 0, i = 0, j = 0;
  // Each step moves past the lesser (both when equal) without a branch on which it is: which it is
  // is a coin toss the processor would guess wrong half the time.
  while (i < kept.length && j < other.length) {
    const x = kept[i]!, y = other[j]!;
    into[count] = x;
    count += +(x === y);
    i += +(x <= y);
    j += +(y <= x);
  }
  return count;
}
