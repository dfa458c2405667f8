/**
 * Listings put in order by a column of numbers, stably, without a comparator:
 * the build orders a million listings by date and price with it, and the
 * counts order their members by price, start and departure at every start.
 */

/**
 * Ascending `ordinals` by their value in `at` (none NaN; ties stay in the given
 * order, ordinals ascending as given). A comparator sort, or placing each
 * ordinal at its value's rank by binary search, costs a start-up many times
 * more (docs/search.md has the figures); this is a stable radix sort of the
 * values' bits, four passes of 16 bits carrying the ordinals (passes where
 * every value shares the digit are skipped).
 */
export function sortedBy(at: Float64Array, ordinals: ArrayLike<number>): Uint32Array {
  const count = ordinals.length;
  const values = new Float64Array(count);
  for (let i = 0; i < count; i++) values[i] = at[ordinals[i]!]! + 0; // -0 becomes 0: equal values tie
  // The bits of an IEEE double ordered as unsigned integers: a positive one gets its sign bit set,
  // a negative one every bit flipped (so that -0 comes just before 0).
  const words = new Uint32Array(values.buffer);
  let low = new Uint32Array(count), high = new Uint32Array(count), order = Uint32Array.from(ordinals);
  for (let i = 0; i < count; i++) {
    const hi = words[2 * i + 1]!, lo = words[2 * i]!;
    const negative = (hi & 0x80000000) !== 0;
    high[i] = negative ? ~hi >>> 0 : (hi | 0x80000000) >>> 0;
    low[i] = negative ? ~lo >>> 0 : lo;
  }
  let nextLow = new Uint32Array(count), nextHigh = new Uint32Array(count), nextOrder = new Uint32Array(count);
  const counts = new Uint32Array(65536);
  for (let pass = 0; pass < 4; pass++) {
    if (!radixPass(pass < 2 ? low : high, (pass % 2) * 16, counts, [low, high, order], [nextLow, nextHigh, nextOrder])) continue;
    [low, nextLow] = [nextLow, low];
    [high, nextHigh] = [nextHigh, high];
    [order, nextOrder] = [nextOrder, order];
  }
  return order;
}

/** One stable pass by a 16-bit digit of `digits`, moving every column of `from` into `to`; false when all share the digit (nothing moved). */
function radixPass(digits: Uint32Array, shift: number, counts: Uint32Array, from: Uint32Array[], to: Uint32Array[]): boolean {
  const count = digits.length;
  counts.fill(0);
  for (let i = 0; i < count; i++) counts[(digits[i]! >>> shift) & 0xffff]!++;
  if (count === 0 || counts[(digits[0]! >>> shift) & 0xffff] === count) return false;
  // Each digit's count becomes where its first value goes: the counts of the digits before it.
  let sum = 0;
  for (let digit = 0; digit < 65536; digit++) {
    const ofDigit = counts[digit]!;
    counts[digit] = sum;
    sum += ofDigit;
  }
  const places = new Uint32Array(count);
  for (let i = 0; i < count; i++) places[i] = counts[(digits[i]! >>> shift) & 0xffff]!++;
  for (let column = 0; column < from.length; column++) {
    const source = from[column]!, target = to[column]!;
    for (let i = 0; i < count; i++) target[places[i]!] = source[i]!;
  }
  return true;
}
