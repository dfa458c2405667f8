/**
 * Keys seen once lately, remembered as a few bits each: the door a cache keeps
 * (TinyLFU's "doorkeeper"), so that it takes in only what is asked a second
 * time.
 *
 * Behind an edge cache a replica sees most queries once. A cache that kept
 * every answer would keep mostly answers never asked for again, and each would
 * outlive the young generation's collections, be moved to the old one and be
 * dropped from it later: garbage the old generation's collections must mark
 * their way through, in pauses that every waiting request waits out (docs/
 * runtime.md). Remembering only that a key was seen costs a slot of a typed
 * array, which the collector never walks.
 *
 * A slot holds a fingerprint of the last key that hashed to it. A key whose
 * slot another overwrote is forgotten (asked again, it waits once more); a key
 * whose fingerprint another shares passes the door early. Either costs a little
 * of the cache's use, never a wrong answer.
 */

import { hashOf } from './text/morphology/dictionary-words.ts';

/** Slots by default: some sixty thousand keys seen once, 256 KiB. */
const DEFAULT_SLOTS = 1 << 16;

export class SeenOnce {
  private readonly fingerprints: Uint32Array;
  private readonly mask: number;

  constructor(slots = DEFAULT_SLOTS) {
    if (!Number.isInteger(Math.log2(slots))) throw new Error('SeenOnce: slots must be a power of two');
    this.fingerprints = new Uint32Array(slots);
    this.mask = slots - 1;
  }

  /** Whether `key` was seen lately; it is remembered as seen from now on. */
  check(key: string): boolean {
    const hash = hashOf(key, 0);
    // The slot from the low bits, the fingerprint from all of them; 0 marks an empty slot.
    const slot = hash & this.mask;
    const fingerprint = hash === 0 ? 1 : hash;
    if (this.fingerprints[slot] === fingerprint) return true;
    this.fingerprints[slot] = fingerprint;
    return false;
  }
}
