/**
 * The buffers a search page's slices are joined into before they are sent, kept
 * for the next page once the response holding one has been written.
 *
 * A page is some 60 KB of documents scattered over the packed file; it goes out
 * in one write (respond.ts says why). Joined into fresh memory each time, every
 * page allocated 60 KB outside V8's heap, which at a million listings made V8
 * collect its old generation several times a second and cost some 10% of a
 * filter search's CPU (measured side by side; at 100,000 listings there was no
 * difference). Joined into a kept buffer, that memory is allocated once.
 *
 * A buffer is taken back only after the response that holds it is written
 * whole: until then the socket may still be sending from it (a slow reader, or
 * a pipelined response queued behind another).
 */

import type { Bytes } from '../api/read-api.ts';

/** A page larger than this is joined into memory of its own, as before. */
export const PAGE_BUFFER_BYTES = 128 * 1024;
/** Buffers kept for reuse at most: more pages in flight at once get their own. */
const KEPT_AT_MOST = 64;

const kept: Buffer[] = [];

export interface JoinedPage {
  bytes: Buffer;
  /** Gives the buffer back for the next page: call once `bytes` is written, and never use them after. Null when there is nothing to give back. */
  release: (() => void) | null;
}

/** `parts` joined into one buffer of `length` bytes (their total). */
export function joinPage(parts: readonly Buffer[], length: number): JoinedPage {
  if (length > PAGE_BUFFER_BYTES) return { bytes: Buffer.concat(parts, length), release: null };
  const buffer = kept.pop() ?? Buffer.allocUnsafeSlow(PAGE_BUFFER_BYTES);
  let at = 0;
  for (const part of parts) at += part.copy(buffer, at);
  let released = false;
  return {
    bytes: buffer.subarray(0, length),
    release: () => {
      if (released) return;
      released = true;
      if (kept.length < KEPT_AT_MOST) kept.push(buffer);
    },
  };
}

/** Bytes as one buffer to send: a search page's slices joined into a kept buffer, whole bytes as they are. */
export function sendable(bytes: Bytes): JoinedPage {
  if (Buffer.isBuffer(bytes)) return { bytes, release: null };
  let length = 0;
  for (const part of bytes) length += part.length;
  return joinPage(bytes, length);
}
