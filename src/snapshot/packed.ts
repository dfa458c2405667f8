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
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createHash } from 'node:crypto';

/** Pieces a packed file is held in. Well under Node's limits; lowered in tests to show that any size works. */
export const DEFAULT_CHUNK_BYTES = 1024 * 1024 * 1024;

export interface PackedDocuments {
  readonly bytes: number;
  /** The bytes of one document; a view where it can be, a copy where it must. */
  slice(start: number, length: number): Buffer;
  /** Gives back what the packed file holds open (a file descriptor), once no request can use it any more. */
  close(): void;
}

/**
 * Reads a whole file in pieces of at most `pieceBytes`, hashing it on the way;
 * returns the pieces when `keep` is set (else one buffer is reused), its SHA-256 (hex) and size.
 */
function readInPieces(file: string, pieceBytes: number, keep: boolean): { pieces: Buffer[]; sha256: string; bytes: number } {
  const hash = createHash('sha256');
  const pieces: Buffer[] = [];
  const fd = openSync(file, 'r');
  let bytes = 0;
  try {
    const size = fstatSync(fd).size;
    const scratch = keep ? null : Buffer.allocUnsafe(Math.min(pieceBytes, Math.max(size, 1)));
    while (bytes < size) {
      const want = Math.min(pieceBytes, size - bytes);
      const piece = scratch ? scratch.subarray(0, want) : Buffer.allocUnsafe(want);
      let filled = 0;
      for (let read; filled < want && (read = readSync(fd, piece, filled, want - filled, null)) > 0;) filled += read;
      if (filled === 0) break;
      const kept = piece.subarray(0, filled);
      hash.update(kept);
      if (keep) pieces.push(kept);
      bytes += filled;
    }
  } finally {
    closeSync(fd);
  }
  return { pieces, sha256: hash.digest('hex'), bytes };
}

/** Hashes a file without keeping it (the compressed variants are checked at load, then read on demand). */
export function hashFile(file: string, pieceBytes = 16 * 1024 * 1024): { sha256: string; bytes: number } {
  const { sha256, bytes } = readInPieces(file, pieceBytes, false);
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

class OnDiskDocuments implements PackedDocuments {
  private fd: number | null;
  constructor(file: string, readonly bytes: number) {
    this.fd = openSync(file, 'r');
  }

  slice(start: number, length: number): Buffer {
    if (this.fd === null) throw new Error('packed documents: read after close');
    const bytes = Buffer.allocUnsafe(length);
    let filled = 0;
    for (let read; filled < length && (read = readSync(this.fd, bytes, filled, length - filled, start + filled)) > 0;) filled += read;
    if (filled !== length) throw new Error('packed documents: the file is shorter than the manifest says');
    return bytes;
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

/** Loads a packed file into memory in pieces, checking its hash on the way. */
export function loadInMemory(file: string, chunkBytes = DEFAULT_CHUNK_BYTES): { documents: PackedDocuments; sha256: string } {
  const { pieces, sha256, bytes } = readInPieces(file, chunkBytes, true);
  return { documents: new InMemoryDocuments(pieces, chunkBytes, bytes), sha256 };
}

/** Checks a packed file's hash, then serves it by positioned reads. */
export function openOnDisk(file: string): { documents: PackedDocuments; sha256: string } {
  const { sha256, bytes } = hashFile(file);
  return { documents: new OnDiskDocuments(file, bytes), sha256 };
}
