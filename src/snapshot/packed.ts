/**
 * The packed listing documents (`data/documents*.bin`): every listing's bytes,
 * concatenated, addressed by offset and length.
 *
 * No single file or buffer limits the snapshot's size: documents are held in
 * pieces of at most `chunkBytes` (a Buffer stops at 4 GiB), a document never
 * straddling two.
 *
 * The identity bytes are held in memory once the server runs, as many as its
 * budget holds, the newest listings' first: every search page is assembled
 * from them. They are read in once the snapshot is served, in the background,
 * while the server already answers (at a million listings, reading 2 GB into
 * fresh memory took longer than anything else at start-up); a document not
 * held (yet) is read from the file, one positioned read, on the event loop
 * while the page cache answers and off it once a read waits (file-reads.ts).
 * The compressed variants are only ever sent whole, one listing at a time,
 * so they stay on disk and are read the same way on demand: at a million
 * listings that keeps about 2 GB out of the process.
 *
 * Every packed file is hashed from disk by the hashing thread while the
 * snapshot is served: until the identity documents' file is verified each
 * document read is checked on its own (matchesItsHash), and the compressed
 * variants are offered only once theirs are. A release directory is never
 * written again once published, so the bytes read later are the bytes verified.
 */
import { readSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createHash } from 'node:crypto';
import { sha256 } from './compress.ts';
import { FileReads } from './file-reads.ts';
import { Remembered } from '../search/lru.ts';
import type { FileHash, Hasher } from './hasher.ts';

/** Pieces a packed file is held in. Well under Node's limits; lowered in tests to show that any size works. */
const DEFAULT_CHUNK_BYTES = 64 * 1024 * 1024;

export interface PackedDocuments {
  readonly bytes: number;
  /** `length` bytes of the file from `start`: at once, or off the event loop when the disk is being waited for (file-reads.ts says why). */
  read(start: number, length: number): Buffer | Promise<Buffer>;
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
 * touches every page itself once, off the requests' path: the arrays, read before the
 * server listens, a step at a time once it does. The memory documents are held in is
 * filled by the process's own copies, but each read's documents land on pages all over
 * it: written a byte a page beforehand, a step at a time, no copy holds the event loop
 * for a fault a document.
 */

/** Writes a byte of every page of `bytes[from, to)`: call before filling them. */
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

/**
 * Reads of a whole file kept in flight at once. Copying a file into memory the
 * process has not touched before costs mostly the kernel's work of giving it
 * pages, which runs on the core that asks: with two reads in flight, two cores
 * do it (474 MB of arrays at a million listings: 2.6 s one at a time, 1.45 s
 * two at a time, no better with four, on a machine of two cores).
 */
const READS_IN_FLIGHT = 2;

/**
 * A whole file in memory other threads share (the search thread reads the
 * arrays where this one does), in steps of at most 4 MiB, READS_IN_FLIGHT at
 * a time; not hashed here (the hashing thread hashes it). A file that turns out
 * shorter than it was gives what it has.
 */
export async function readWhole(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const size = (await handle.stat()).size;
    const bytes = Buffer.from(new SharedArrayBuffer(size));
    let next = 0;
    let end = size;
    const readSteps = async () => {
      while (next < end) {
        const from = next;
        const to = Math.min(from + READ_STEP_BYTES, end);
        next = to;
        for (let at = from; at < to;) {
          const { bytesRead } = await handle.read(bytes, at, to - at, at);
          if (bytesRead === 0) {
            end = Math.min(end, at);
            return;
          }
          at += bytesRead;
        }
      }
    };
    await Promise.all(Array.from({ length: READS_IN_FLIGHT }, readSteps));
    return bytes.subarray(0, end);
  } finally {
    await handle.close();
  }
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

const SHORT_FILE = 'packed documents: the file is shorter than the manifest says';

class OnDiskDocuments implements PackedDocuments {
  private readonly fromFile: FileReads;
  constructor(file: string, readonly bytes: number) {
    this.fromFile = new FileReads(file, SHORT_FILE);
  }

  read(start: number, length: number): Buffer | Promise<Buffer> {
    return this.fromFile.read(start, length);
  }

  close(): void {
    this.fromFile.close();
  }
}

/** A packed file ready to serve, and its hash (size included) as the hashing thread finds it. */
export interface PackedLoad<D extends PackedDocuments = PackedDocuments> {
  documents: D;
  hash: Promise<FileHash>;
}

/**
 * The identity documents: read from the file at first, and once `warm` has read
 * them in, the newest listings' from memory, as many as the memory budget holds.
 *
 * The file holds the documents in the order the export gave them; memory holds
 * them newest first (ordinal order). So a budget smaller than the file keeps
 * the documents read most in memory: a search page newest first (every
 * filter-only search's, unless it sorts) is made of new listings, and new
 * listings are the ones read. Held in file order, a sixth of every page's
 * documents at a million listings were read from the file, each a positioned
 * read, and a filter search cost some 15% more than with all of them held
 * (measured side by side). Newest first, a page's documents also lie near
 * each other in memory.
 */
/**
 * Of a budget too small for every document, what holds the documents read
 * lately from the file, at most: the rest holds the newest listings'. A page
 * of results by relevance is made of listings of every age, and the same ones
 * come back: the listings that say a common word best are on the first page of
 * every query that holds it. At a million listings, 1,408 MiB holding the
 * newest 630,000, a never-asked text search read some five documents a page
 * from the file (72 µs of its 1.16 ms, and their buffers to collect); kept 32
 * MiB of them, two in three were read again before they were forgotten.
 */
export const READ_DOCUMENTS_BYTES = 32 * 1024 * 1024;

/** What a document read from the file takes kept: its bytes, and its buffer's, memory's and entry's own. */
const readDocumentBytes = (bytes: Buffer) => bytes.length + 256;

export class WarmingDocuments implements PackedDocuments {
  /** The memory documents are held in, newest first, in pieces of at most `chunkBytes` (or one document); none straddles two. */
  private pieces: Buffer[] = [];
  /** Per listing held, its piece and where it starts there. */
  private pieceOf = new Uint32Array(0);
  private offsetOf = new Uint32Array(0);
  /** Listings 0 … heldListings - 1 (the newest) are served from memory: none until `warm` is done. */
  private heldListings = 0;
  private heldBytes = 0;
  private readonly fromFile: FileReads;
  /** Documents past those held, as lately read from the file (READ_DOCUMENTS_BYTES); none while every document is held. */
  private readDocuments: Remembered<Buffer, number> | null = null;

  constructor(private readonly file: string, readonly bytes: number, private readonly chunkBytes = DEFAULT_CHUNK_BYTES) {
    this.fromFile = new FileReads(file, SHORT_FILE);
  }

  read(start: number, length: number): Buffer | Promise<Buffer> {
    return this.fromFile.read(start, length);
  }

  /**
   * The document of listing `ordinal`, which the file holds at `start`: a view of memory where
   * it is held, else a read of the file (rejecting once closed).
   */
  document(ordinal: number, start: number, length: number): Buffer | Promise<Buffer> {
    if (ordinal < this.heldListings && !this.closed) {
      const at = this.offsetOf[ordinal]!;
      return this.pieces[this.pieceOf[ordinal]!]!.subarray(at, at + length);
    }
    const kept = this.readDocuments;
    if (kept === null || this.closed) return this.read(start, length);
    const known = kept.get(ordinal);
    if (known !== undefined) return known;
    const bytes = this.fromFile.read(start, length, { kept: true });
    if (bytes instanceof Promise) return bytes.then((read) => (kept.set(ordinal, read), read));
    kept.set(ordinal, bytes);
    return bytes;
  }

  private get closed(): boolean {
    return this.fromFile.isClosed;
  }

  /**
   * Reads the newest listings' documents into memory, as many as `budgetBytes`
   * holds (`starts` and `lengths`: where each listing's is in the file, by
   * ordinal). The file is read from start to end by asynchronous reads of about
   * 4 MiB (the copying from the kernel happens off the event loop), and each
   * read's held documents are copied into their places, the event loop let
   * through between reads. They are served from memory once all are in. Stops
   * early if the documents are closed meanwhile.
   */
  async warm(starts: Float64Array, lengths: Uint32Array, budgetBytes = Infinity): Promise<void> {
    // A budget for every document holds them all; a smaller one gives part of itself to those read from the file.
    const readBytes = budgetBytes >= this.bytes ? 0 : Math.min(READ_DOCUMENTS_BYTES, Math.floor(budgetBytes / 8));
    if (readBytes > 0) this.readDocuments = new Remembered<Buffer, number>(readBytes, readDocumentBytes);
    const layout = newestThatFit(lengths, budgetBytes - readBytes, this.chunkBytes);
    if (layout.listings === 0) return;
    // A piece at a time, each after a turn of the event loop: so much memory outside V8's heap
    // makes V8 collect its heap, some 20 ms a piece in a server, which the load (it starts this)
    // would otherwise wait for all at once before listening.
    const pieces: Buffer[] = [];
    for (const size of layout.pieceSizes) {
      await nextTurn();
      const piece = Buffer.allocUnsafeSlow(size);
      pieces.push(piece);
      await inSteps(0, piece.length, () => this.closed, (from, to) => faultIn(piece, from, to));
    }
    const { pieceOf, offsetOf } = layout;
    const reads = heldByRead(starts, lengths, layout.listings, this.bytes);
    const scratch = Buffer.allocUnsafeSlow(READ_STEP_BYTES + reads.longest);
    const handle = await open(this.file, 'r');
    try {
      for (let r = 0; r < reads.end.length && !this.closed; r++) {
        if (reads.first[r] === reads.first[r + 1]) continue;
        const from = r * READ_STEP_BYTES;
        const wanted = reads.end[r]! - from;
        for (let filled = 0; filled < wanted;) {
          const { bytesRead } = await handle.read(scratch, filled, wanted - filled, from + filled);
          if (bytesRead === 0) throw new Error('packed documents: the file is shorter than the manifest says');
          filled += bytesRead;
        }
        for (let i = reads.first[r]!; i < reads.first[r + 1]!; i++) {
          const o = reads.listings[i]!;
          scratch.copy(pieces[pieceOf[o]!]!, offsetOf[o]!, starts[o]! - from, starts[o]! - from + lengths[o]!);
        }
        await nextTurn();
      }
    } finally {
      await handle.close();
    }
    if (this.closed) return;
    this.pieces = pieces;
    this.pieceOf = pieceOf;
    this.offsetOf = offsetOf;
    this.heldBytes = layout.bytes;
    this.heldListings = layout.listings;
  }

  /** Bytes of documents held in memory. */
  get held(): number {
    return this.heldBytes;
  }

  /** What the documents lately read from the file take kept, and may take at most (both 0 while every document is held). */
  get readKept(): { bytes: number; budget: number } {
    return { bytes: this.readDocuments?.bytes ?? 0, budget: this.readDocuments?.budget ?? 0 };
  }

  /** How many listings' documents are held in memory: the newest. */
  get listingsHeld(): number {
    return this.heldListings;
  }

  close(): void {
    this.fromFile.close();
  }
}

/**
 * The newest listings (ordinals 0 … listings - 1) whose documents fit in
 * `budgetBytes`, and where each is held: a piece holds as many whole documents
 * as fit in `chunkBytes`, one at least.
 */
function newestThatFit(lengths: Uint32Array, budgetBytes: number, chunkBytes: number) {
  const pieceSizes: number[] = [];
  const pieceOf = new Uint32Array(lengths.length), offsetOf = new Uint32Array(lengths.length);
  let listings = 0, bytes = 0;
  for (let fill = Infinity; listings < lengths.length && bytes + lengths[listings]! <= budgetBytes; listings++) {
    const length = lengths[listings]!;
    if (fill + length > chunkBytes) {
      pieceSizes.push(0);
      fill = 0;
    }
    pieceOf[listings] = pieceSizes.length - 1;
    offsetOf[listings] = fill;
    fill += length;
    pieceSizes[pieceSizes.length - 1] = fill;
    bytes += length;
  }
  return { listings, bytes, pieceSizes, pieceOf, offsetOf };
}

/**
 * The first `count` listings grouped by the read of the file (READ_STEP_BYTES
 * each) their document begins in, by a counting sort: read r's listings are
 * `listings[first[r] … first[r + 1] - 1]`, and the read goes on to `end[r]`,
 * the end of its last document. `longest`: the longest document.
 */
function heldByRead(starts: Float64Array, lengths: Uint32Array, count: number, fileBytes: number) {
  const reads = Math.ceil(fileBytes / READ_STEP_BYTES) || 1;
  const first = new Uint32Array(reads + 1);
  const end = new Float64Array(reads);
  for (let o = 0; o < count; o++) first[Math.floor(starts[o]! / READ_STEP_BYTES) + 1]!++;
  for (let r = 0; r < reads; r++) first[r + 1]! += first[r]!;
  const listings = new Uint32Array(count);
  const next = first.slice(0, reads);
  let longest = 0;
  for (let o = 0; o < count; o++) {
    const r = Math.floor(starts[o]! / READ_STEP_BYTES);
    listings[next[r]!++] = o;
    end[r] = Math.max(end[r]!, starts[o]! + lengths[o]!);
    longest = Math.max(longest, lengths[o]!);
  }
  return { first, end, listings, longest };
}

/**
 * Whether a document's bytes are the ones its build hashed: the first bytes of
 * their SHA-256 (its ETag) against `hashes`, `hashBytes` a document. What lets a
 * snapshot serve its documents before their whole file is verified and still
 * send nothing unverified: a few microseconds a document, for the seconds the
 * hashing takes.
 */
export function matchesItsHash(bytes: Uint8Array, hashes: Uint8Array, ordinal: number, hashBytes: number): boolean {
  const actual = sha256(bytes);
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
