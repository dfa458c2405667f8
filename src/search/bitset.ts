/**
 * Bitsets: a bit per listing (or per any number below a size), 32 to a word
 * of a Uint32Array. A million listings' bits fit in the cache, where a table
 * of numbers by ordinal would not, so the engine keeps "seen", "holds every
 * term so far" and "visible" this way. Plain functions over the array and no
 * object around it: each is small enough to be inlined in the hot loops that
 * call it, and nothing is allocated per call.
 *
 * A few small sets (the kinds of a section, the positions of a query's words)
 * are bits of one number instead: `maskHas`.
 */

/** A bitset of `size` bits, all clear. */
export function bitset(size: number): Uint32Array {
  return new Uint32Array((size + 31) >>> 5);
}

/** Whether bit `i` is set. */
export function hasBit(bits: Uint32Array, i: number): boolean {
  return (bits[i >>> 5]! & (1 << (i & 31))) !== 0;
}

export function setBit(bits: Uint32Array, i: number): void {
  bits[i >>> 5]! |= 1 << (i & 31);
}

export function clearBit(bits: Uint32Array, i: number): void {
  bits[i >>> 5]! &= ~(1 << (i & 31));
}

/** Sets bit `i`; whether it was clear before (the first time a listing is seen). */
export function setIfClear(bits: Uint32Array, i: number): boolean {
  const word = i >>> 5, bit = 1 << (i & 31);
  if ((bits[word]! & bit) !== 0) return false;
  bits[word]! |= bit;
  return true;
}

/** Whether a set kept as the bits of one number (`1 << i` for each member, i < 32) holds `i`. */
export function maskHas(mask: number, i: number): boolean {
  return (mask & (1 << i)) !== 0;
}
