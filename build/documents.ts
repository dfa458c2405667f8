/**
 * Each public listing's document, written as stage "validate" passes it: byte for
 * byte the body of GET /api/v1/ads/{id}, as a file (with .gz and .br beside it,
 * for a CDN or static host) and appended to the packed files the runtime loads.
 * A document the previous release already holds is linked from there, not
 * compressed and written again (previous.ts).
 */
import { createHash } from 'node:crypto';
import { closeSync, futimesSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { Listing } from '../src/schema/listing.ts';
import { COMPRESSED_SUFFIXES, listingDocumentPath, SNAPSHOT_PATHS } from '../src/snapshot/layout.ts';
import { compress, listingFileTime, sha256 } from '../src/snapshot/compress.ts';
import type { StoredDocument } from './index-data.ts';
import type { PreviousRelease } from './previous.ts';

/** A file written by appending, hashed on the way so it never needs reading back whole. */
class AppendFile {
  private readonly fd: number;
  private readonly hash = createHash('sha256');
  size = 0;
  constructor(file: string) {
    this.fd = openSync(file, 'w');
  }
  append(bytes: Uint8Array): number {
    const start = this.size;
    let written = 0;
    while (written < bytes.length) written += writeSync(this.fd, bytes, written);
    this.hash.update(bytes);
    this.size += bytes.length;
    return start;
  }
  digest(): { sha256: string; bytes: number } {
    return { sha256: this.hash.digest('hex'), bytes: this.size };
  }
  close(): void {
    closeSync(this.fd);
  }
}

/** Writes a file and gives it the modification time its static ETag is made of (compress.ts, listingFileTime). */
function writeStamped(file: string, bytes: Uint8Array, seconds: number): void {
  const fd = openSync(file, 'w');
  try {
    for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written);
    futimesSync(fd, seconds, seconds);
  } finally {
    closeSync(fd);
  }
}

/**
 * The documents' hashes, held until the build ends (for the index, the manifest and
 * verify), copied into shared slabs: a digest Buffer of its own took some 480 bytes
 * of memory for its 32 of hash, a view into a slab about 190 (measured over a
 * million), some 240 MB less at a million listings.
 */
class HashSlabs {
  private slab = Buffer.allocUnsafeSlow(0);
  private used = 0;

  keep(hash: Buffer): Buffer {
    if (this.used + hash.length > this.slab.length) {
      this.slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
      this.used = 0;
    }
    const kept = this.slab.subarray(this.used, this.used + hash.length);
    hash.copy(kept);
    this.used += hash.length;
    return kept;
  }
}

const SLAB_BYTES = 64 * 1024;

/** Time spent on the listing files: creating and writing them, compressing them, and linking them from the previous release (or finding they changed). */
export interface DocumentWork {
  filesWritten: number;
  writeMs: number;
  compressMs: number;
  linkMs: number;
}

export class DocumentWriter {
  private readonly hashes = new HashSlabs();
  private readonly identity: AppendFile;
  private readonly gzip: AppendFile;
  private readonly brotli: AppendFile;

  /** Documents linked from the previous release rather than written. */
  reused = 0;
  /** Where the time of writing documents went (the build report's `documentWork`). */
  readonly work: DocumentWork = { filesWritten: 0, writeMs: 0, compressMs: 0, linkMs: 0 };

  constructor(private readonly dir: string, private readonly previous: PreviousRelease | null) {
    mkdirSync(path.join(dir, SNAPSHOT_PATHS.listingsDir), { recursive: true });
    mkdirSync(path.join(dir, path.dirname(SNAPSHOT_PATHS.documents)), { recursive: true });
    this.identity = new AppendFile(path.join(dir, SNAPSHOT_PATHS.documents));
    this.gzip = new AppendFile(path.join(dir, SNAPSHOT_PATHS.documentsGzip));
    this.brotli = new AppendFile(path.join(dir, SNAPSHOT_PATHS.documentsBrotli));
  }

  /** Writes (or links) a listing's files and appends its bytes to the packed files; `fresh` when its files were written. */
  write(listing: Listing): StoredDocument & { fresh: boolean } {
    const bytes = Buffer.from(JSON.stringify(listing));
    const hash = this.hashes.keep(sha256(bytes));
    const work = this.work;
    const linking = performance.now();
    const reused = this.previous?.reuse(listing.id, { sha256: hash, length: bytes.length }, this.dir) ?? null;
    const compressing = performance.now();
    work.linkMs += compressing - linking;
    let gzip, brotli;
    if (reused) {
      ({ gzip, brotli } = reused);
      this.reused++;
    } else {
      ({ gzip, brotli } = compress(bytes));
      const writing = performance.now();
      work.compressMs += writing - compressing;
      const file = path.join(this.dir, listingDocumentPath(listing.id));
      const time = listingFileTime(hash);
      writeStamped(file, bytes, time);
      const [gz, br] = COMPRESSED_SUFFIXES;
      writeStamped(file + gz, gzip, time);
      writeStamped(file + br, brotli, time);
      work.writeMs += performance.now() - writing;
      work.filesWritten += 3;
    }
    return {
      fresh: reused === null,
      start: this.identity.append(bytes), length: bytes.length,
      gzipStart: this.gzip.append(gzip), gzipLength: gzip.length,
      brotliStart: this.brotli.append(brotli), brotliLength: brotli.length,
      sha256: hash,
    };
  }

  close(): void {
    this.identity.close();
    this.gzip.close();
    this.brotli.close();
  }

  /** The packed files' hashes and sizes, by snapshot path (once, after the last write). */
  digests(): Record<string, { sha256: string; bytes: number }> {
    return {
      [SNAPSHOT_PATHS.documents]: this.identity.digest(),
      [SNAPSHOT_PATHS.documentsGzip]: this.gzip.digest(),
      [SNAPSHOT_PATHS.documentsBrotli]: this.brotli.digest(),
    };
  }
}
