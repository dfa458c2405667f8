/**
 * The packed listing documents (`data/documents*.bin`): every listing's bytes,
 * concatenated, addressed by offset and length.
 *
 * No single file or buffer limits the snapshot's size: a packed file is held in
 * pieces of at most `chunkBytes` (Node refuses to read a file over 2 GiB in one
 * call, and a Buffer stops at 4 GiB). The rare document that straddles two
 * pieces is copied when asked for.
 *
 * The identity bytes are held in memory once the server runs: every search page
 * is assembled from them. They are read in once the snapshot is served, in
 * the background, while the server already answers (at a million listings,
 * reading 2 GB into fresh memory took longer than anything else at start-up); a
 * document whose piece is not in yet is read from the file, one positioned read.
 * The compressed variants are only ever sent whole, one listing at a time, so
 * they stay on disk and are read on demand (one positioned read from the page
 * cache): at a million listings that keeps about 2 GB out of the process.
 *
 * Every packed file is hashed from disk by the hashing thread while the
 * snapshot is served: until the identity documents' file is verified each
 * document read is checked on its own (matchesItsHash), and the compressed
 * variants are offered only once theirs are. A release directory is never
 * written again once published, so the bytes read later are the bytes verified.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createHash } from 'node:crypto';
import type { FileHash, Hasher } from './hasher.ts';

/** Pieces a packed file is held in. Well under Node's limits; lowered in tests to show that any size works. */
const DEFAULT_CHUNK_BYTES = 64 * 1024 * 1024;

export interface PackedDocuments {
  readonly bytes: number;
  /** The bytes of one document; a view where it can be, a copy where it must. */
  slice(start: number, length: number): Buffer;
  /** Gives back what the packed file holds open (a file descriptor), once no request can use it any more. */
  close(): void;
}

/**
 * One read and one hash update at a time, at most this much: the event loop gets
 * a turn between them. Hashing 4 MiB takes a few milliseconds; 16 MiB stalled
 * requests by some 20 ms during a reload.
 */
const READ_STEP_BYTES = 4 * 1024 * 1024;

/** The smallest page of memory the kernel maps: the step pages are touched at. */
const PAGE_BYTES = 4096;

/*
 * Memory a file is read into is, on the virtual machines this service was measured
 * on, faulted again on the process's own first touch of each page, some 5 to 8 µs a
 * page, although the kernel has already written it. Left to the requests, the first
 * search pages made of cold documents cost more to copy than their search (a 50 KB
 * page 120 µs instead of 5), and a cold query's postings likewise. So the process
 * touches every page itself once, off the requests' path: the documents' pieces are
 * written a byte a page before they are read into (in the background, as they are
 * read in), and the arrays, read before the server listens, are touched a step at a
 * time once it does.
 */

/** Writes a byte of every page of `bytes[from, to)`: call before a read fills them. */
export function faultIn(bytes: Uint8Array, from: number, to: number): void {
  for (let at = from; at < to; at += PAGE_BYTES) bytes[at] = 0;
}

/** Pages touched in one step: a millisecond or two, the longest the event loop is held. */
const PAGES_A_STEP = 256;

/** `each` over [from, to) a step of pages at a time, the event loop let through after every step, until done or `stop()`. */
async function inSteps(from: number, to: number, stop: () => boolean, each: (from: number, to: number) => void): Promise<void> {
  const step = PAGES_A_STEP * PAGE_BYTES;
  for (let at = from; at < to && !stop(); at += step) {
    each(at, Math.min(to, at + step));
    await nextTurn();
  }
}

/**
 * Reads a byte of every page of `bytes`, a step at a time, until done or
 * `stop()`. Resolves to the bytes' sum (kept only so that no read can be left out).
 */
export async function touchPages(bytes: Uint8Array, stop: () => boolean): Promise<number> {
  let sum = 0;
  await inSteps(0, bytes.length, stop, (from, to) => {
    for (let at = from; at < to; at += PAGE_BYTES) sum += bytes[at]!;
  });
  return sum;
}

/**
 * Reads a whole file in pieces of at most `pieceBytes`, hashing it on the way
 * (unless `hashing` is off), without holding the event loop: every step is an
 * asynchronous read of at most 4 MiB followed by hashing it, so requests go on
 * being answered while a large snapshot loads. Returns the pieces when `keep`
 * is set (else one buffer is reused), the file's SHA-256 (hex; empty when not
 * hashed) and size.
 */
async function readInPieces(file: string, pieceBytes: number, keep: boolean, hashing = true): Promise<{ pieces: Buffer[]; sha256: string; bytes: number }> {
  const hash = hashing ? createHash('sha256') : null;
  const pieces: Buffer[] = [];
  const handle = await open(file, 'r');
  let bytes = 0;
  try {
    const size = (await handle.stat()).size;
    const scratch = keep ? null : Buffer.allocUnsafe(Math.min(READ_STEP_BYTES, Math.max(size, 1)));
    while (bytes < size) {
      const want = Math.min(pieceBytes, size - bytes);
      const piece = keep ? Buffer.allocUnsafe(want) : null;
      let filled = 0;
      while (filled < want) {
        const target = piece ?? scratch!;
        const at = piece ? filled : 0;
        const { bytesRead } = await handle.read(target, at, Math.min(READ_STEP_BYTES, want - filled), bytes + filled);
        if (bytesRead === 0) break;
        hash?.update(target.subarray(at, at + bytesRead));
        filled += bytesRead;
      }
      if (filled === 0) break;
      if (piece) pieces.push(piece.subarray(0, filled));
      bytes += filled;
    }
  } finally {
    await handle.close();
  }
  return { pieces, sha256: hash?.digest('hex') ?? '', bytes };
}

/** A whole file in one buffer (for the files the runtime needs contiguous, all far below Node's limits), with its hash. */
export async function readVerifiable(file: string): Promise<{ bytes: Buffer; sha256: string }> {
  const { pieces, sha256, bytes } = await readInPieces(file, Number.MAX_SAFE_INTEGER, true);
  return { bytes: pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces, bytes), sha256 };
}

/** The same, not hashed here (the hashing thread hashes it). */
export async function readWhole(file: string): Promise<Buffer> {
  const { pieces, bytes } = await readInPieces(file, Number.MAX_SAFE_INTEGER, true, false);
  return pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces, bytes);
}

/** Hashes a file without keeping it. */
export async function hashFile(file: string): Promise<{ sha256: string; bytes: number }> {
  const { sha256, bytes } = await readInPieces(file, READ_STEP_BYTES, false);
  return { sha256, bytes };
}

/**
 * `length` bytes of an open file from `start` (more reads if the kernel gives fewer); `short` is
 * the error when the file ends first. With `needed` less than `length`, a file that ends after
 * `needed` bytes gives those it has (a read ahead may run past the end).
 */
export function readAt(fd: number, start: number, length: number, short: string, needed = length): Buffer {
  const bytes = Buffer.allocUnsafe(length);
  let filled = 0;
  for (let read; filled < length && (read = readSync(fd, bytes, filled, length - filled, start + filled)) > 0;) filled += read;
  if (filled < needed) throw new Error(short);
  return filled === length ? bytes : bytes.subarray(0, filled);
}

class OnDiskDocuments implements PackedDocuments {
  private fd: number | null;
  constructor(file: string, readonly bytes: number) {
    this.fd = openSync(file, 'r');
  }

  slice(start: number, length: number): Buffer {
    if (this.fd === null) throw new Error('packed documents: read after close');
    return readAt(this.fd, start, length, 'packed documents: the file is shorter than the manifest says');
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

/** A packed file ready to serve, and its hash (size included) as the hashing thread finds it. */
export interface PackedLoad<D extends PackedDocuments = PackedDocuments> {
  documents: D;
  hash: Promise<FileHash>;
}

/** The identity documents: from the file at first, from memory once `warm` has read a piece in. */
export class WarmingDocuments implements PackedDocuments {
  private readonly pieces: (Buffer | undefined)[];
  private readonly fd: number;
  private closed = false;

  constructor(private readonly file: string, readonly bytes: number, private readonly chunkBytes = DEFAULT_CHUNK_BYTES) {
    this.pieces = new Array(Math.ceil(bytes / chunkBytes));
    this.fd = openSync(file, 'r');
  }

  slice(start: number, length: number): Buffer {
    if (this.closed) throw new Error('packed documents: read after close');
    const first = Math.floor(start / this.chunkBytes);
    const offset = start - first * this.chunkBytes;
    const piece = this.pieces[first];
    if (piece && offset + length <= piece.length) return piece.subarray(offset, offset + length);
    const last = Math.floor((start + length - 1) / this.chunkBytes);
    for (let p = first; p <= last; p++) {
      if (!this.pieces[p]) return readAt(this.fd, start, length, 'packed documents: the file is shorter than the manifest says');
    }
    const copy = Buffer.allocUnsafe(length);
    let copied = 0;
    for (let p = first, from = offset; copied < length; p++, from = 0) {
      copied += this.pieces[p]!.copy(copy, copied, from, Math.min(this.pieces[p]!.length, from + length - copied));
    }
    return copy;
  }

  /**
   * Reads the file into memory, a piece at a time, by asynchronous reads of at
   * most 4 MiB (the copying happens off the event loop); a piece serves once it
   * is whole. Reads the pieces that fit in `budgetBytes`, from the first; the
   * rest go on being read from the file. Stops early if the documents are
   * closed meanwhile.
   */
  async warm(budgetBytes = Infinity): Promise<void> {
    const handle = await open(this.file, 'r');
    try {
      for (let p = 0, held = 0; p < this.pieces.length && !this.closed; p++) {
        const at = p * this.chunkBytes;
        const length = Math.min(this.chunkBytes, this.bytes - at);
        if ((held += length) > budgetBytes) break;
        const piece = Buffer.allocUnsafeSlow(length);
        let filled = 0;
        while (filled < piece.length && !this.closed) {
          const step = Math.min(READ_STEP_BYTES, piece.length - filled);
          await inSteps(filled, filled + step, () => this.closed, (from, to) => faultIn(piece, from, to));
          const { bytesRead } = await handle.read(piece, filled, step, at + filled);
          if (bytesRead === 0) throw new Error('packed documents: the file is shorter than the manifest says');
          filled += bytesRead;
        }
        if (!this.closed) this.pieces[p] = piece;
      }
    } finally {
      await handle.close();
    }
  }

  /** Bytes of the file held in memory. */
  get held(): number {
    let held = 0;
    for (const piece of this.pieces) held += piece?.length ?? 0;
    return held;
  }

  /** How much of the file is in memory, 0 to 1. */
  get warmed(): number {
    return this.bytes === 0 ? 1 : this.held / this.bytes;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }
}

/**
 * Whether a document's bytes are the ones its build hashed: the first bytes of
 * their SHA-256 (its ETag) against `hashes`, `hashBytes` a document. What lets a
 * snapshot serve its documents before their whole file is verified and still
 * send nothing unverified: a few microseconds a document, for the seconds the
 * hashing takes.
 */
export function matchesItsHash(bytes: Uint8Array, hashes: Uint8Array, ordinal: number, hashBytes: number): boolean {
  const actual = createHash('sha256').update(bytes).digest();
  return actual.compare(hashes, ordinal * hashBytes, (ordinal + 1) * hashBytes, 0, hashBytes) === 0;
}

/** The identity documents, served from the file until `warm` reads them in; the hashing thread reads the file for its hash. */
export function openWarming(file: string, hasher: Hasher, chunkBytes = DEFAULT_CHUNK_BYTES): PackedLoad<WarmingDocuments> {
  const bytes = statSync(file).size;
  return { documents: new WarmingDocuments(file, bytes, chunkBytes), hash: hasher.file(file) };
}

/** Serves a packed file by positioned reads; the hashing thread reads it whole for its hash. */
export function openOnDisk(file: string, hasher: Hasher): PackedLoad {
  const bytes = statSync(file).size;
  return { documents: new OnDiskDocuments(file, bytes), hash: hasher.file(file) };
}
