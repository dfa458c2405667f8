/**
 * The packed listing documents (`data/documents*.bin`): every listing's bytes,
 * concatenated, addressed by offset and length.
 *
 * No single file or buffer limits the snapshot's size: a packed file is read in
 * pieces of at most `chunkBytes` (Node refuses to read a file over 2 GiB in one
 * call, and a Buffer stops at 4 GiB), hashed on the way, and served from those
 * pieces. The rare document that straddles two pieces is copied when asked for.
 *
 * The identity bytes are held in memory: every search page is assembled from
 * them. The compressed variants are only ever sent whole, one listing at a time,
 * so they stay on disk and are read on demand (one positioned read from the page
 * cache): at a million listings that keeps about 2 GB out of the process.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import type { FileHash, Hasher } from './hasher.ts';

/** Pieces a packed file is held in. Well under Node's limits; lowered in tests to show that any size works. */
const DEFAULT_CHUNK_BYTES = 1024 * 1024 * 1024;

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

/**
 * Reads a whole file in pieces of at most `pieceBytes`, hashing it on the way,
 * without holding the event loop: every step is an asynchronous read of at most
 * 4 MiB followed by hashing it, so requests go on being answered while a large
 * snapshot loads. Returns the pieces when `keep` is set (else one buffer is
 * reused), the file's SHA-256 (hex) and size.
 */
async function readInPieces(file: string, pieceBytes: number, keep: boolean): Promise<{ pieces: Buffer[]; sha256: string; bytes: number }> {
  const hash = createHash('sha256');
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
        hash.update(target.subarray(at, at + bytesRead));
        filled += bytesRead;
      }
      if (filled === 0) break;
      if (piece) pieces.push(piece.subarray(0, filled));
      bytes += filled;
    }
  } finally {
    await handle.close();
  }
  return { pieces, sha256: hash.digest('hex'), bytes };
}

/** A whole file in one buffer (for the files the runtime needs contiguous, all far below Node's limits), with its hash. */
export async function readVerifiable(file: string): Promise<{ bytes: Buffer; sha256: string }> {
  const { pieces, sha256, bytes } = await readInPieces(file, Number.MAX_SAFE_INTEGER, true);
  return { bytes: pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces, bytes), sha256 };
}

/** Hashes a file without keeping it. */
export async function hashFile(file: string): Promise<{ sha256: string; bytes: number }> {
  const { sha256, bytes } = await readInPieces(file, READ_STEP_BYTES, false);
  return { sha256, bytes };
}

class InMemoryDocuments implements PackedDocuments {
  constructor(private readonly chunks: Buffer[], private readonly chunkBytes: number, readonly bytes: number) {}

  slice(start: number, length: number): Buffer {
    const first = Math.floor(start / this.chunkBytes);
    const offset = start - first * this.chunkBytes;
    const chunk = this.chunks[first]!;
    if (offset + length <= chunk.length) return chunk.subarray(offset, offset + length);
    const copy = Buffer.allocUnsafe(length);
    let copied = 0;
    for (let c = first, from = offset; copied < length; c++, from = 0) {
      copied += this.chunks[c]!.copy(copy, copied, from, Math.min(this.chunks[c]!.length, from + length - copied));
    }
    return copy;
  }

  close(): void {}
}

/** `length` bytes of an open file from `start` (more reads if the kernel gives fewer); `short` is the error when the file ends first. */
export function readAt(fd: number, start: number, length: number, short: string): Buffer {
  const bytes = Buffer.allocUnsafe(length);
  let filled = 0;
  for (let read; filled < length && (read = readSync(fd, bytes, filled, length - filled, start + filled)) > 0;) filled += read;
  if (filled !== length) throw new Error(short);
  return bytes;
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
export interface PackedLoad {
  documents: PackedDocuments;
  hash: Promise<FileHash>;
}

/**
 * Loads a packed file into memory in pieces shared with the hashing thread,
 * which hashes exactly those bytes while this thread goes on with the rest of
 * the snapshot. Each read is asynchronous, at most 4 MiB: the event loop gets
 * a turn between them.
 */
export async function loadInMemory(file: string, hasher: Hasher, chunkBytes = DEFAULT_CHUNK_BYTES): Promise<PackedLoad> {
  const pieces: Buffer[] = [];
  const handle = await open(file, 'r');
  let bytes = 0;
  try {
    const size = (await handle.stat()).size;
    while (bytes < size) {
      const piece = Buffer.from(new SharedArrayBuffer(Math.min(chunkBytes, size - bytes)));
      let filled = 0;
      while (filled < piece.length) {
        const { bytesRead } = await handle.read(piece, filled, Math.min(READ_STEP_BYTES, piece.length - filled), bytes + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      if (filled === 0) break;
      pieces.push(piece.subarray(0, filled));
      bytes += filled;
    }
  } finally {
    await handle.close();
  }
  return { documents: new InMemoryDocuments(pieces, chunkBytes, bytes), hash: hasher.shared(pieces) };
}

/** Serves a packed file by positioned reads; the hashing thread reads it whole for its hash. */
export function openOnDisk(file: string, hasher: Hasher): PackedLoad {
  return { documents: new OnDiskDocuments(file, statSync(file).size), hash: hasher.file(file) };
}
