/**
 * Reading back the listing documents a build wrote (verify.ts), on two threads
 * at once: this module's thread and the build's, which run the same function.
 * They take runs of RUN listings from one shared counter until none are left
 * or one does not match.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

/** Listings a thread takes from the counter at a time. */
export const RUN = 256;
/** A listing's id, in latin1 bytes, and its document's SHA-256: what the shared lists hold for each. */
export const ID_BYTES = 36;
export const HASH_BYTES = 32;
/** The shared counter's slots (Int32): the next listing to take, and 1 + the first listing found not to match (0: none). */
export const NEXT = 0;
export const MISMATCH = 1;

/** What both threads share: the listings' documents are at `dir/prefix + id + suffix`. */
export interface Shared {
  dir: string;
  prefix: string;
  suffix: string;
  ids: SharedArrayBuffer;
  hashes: SharedArrayBuffer;
  count: number;
  counter: SharedArrayBuffer;
}

/** Checks runs of listings until none are left or one (read by either thread) does not match. */
export function checkListings({ dir, prefix, suffix, ids, hashes, count, counter }: Shared): void {
  const taken = new Int32Array(counter);
  const idBytes = Buffer.from(ids);
  const hashBytes = Buffer.from(hashes);
  for (;;) {
    const from = Atomics.add(taken, NEXT, RUN);
    if (from >= count || Atomics.load(taken, MISMATCH) !== 0) return;
    for (let i = from; i < Math.min(from + RUN, count); i++) {
      const id = idBytes.toString('latin1', i * ID_BYTES, (i + 1) * ID_BYTES);
      let matches = false;
      try {
        const digest = createHash('sha256').update(readFileSync(dir + '/' + prefix + id + suffix)).digest();
        matches = digest.equals(hashBytes.subarray(i * HASH_BYTES, (i + 1) * HASH_BYTES));
      } catch {}
      if (!matches) {
        Atomics.compareExchange(taken, MISMATCH, 0, i + 1);
        return;
      }
    }
  }
}

export function runThread(): void {
  checkListings(workerData as Shared);
  parentPort!.postMessage('done');
}
