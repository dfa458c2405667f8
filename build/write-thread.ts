/**
 * The writing thread of listing-files.ts. Batches come from the compressing
 * thread (compress-thread.ts); for each listing it appends the document and its
 * variants to the packed files, in the order queued, and creates the files of
 * those to be written; unchanged listings' variants, and carried listings'
 * documents, are read from the previous release's packed files. Each batch is
 * answered to the main thread with the variants' lengths; "finish", after the
 * last batch, with the packed files' hashes and sizes.
 */
import { closeSync, futimesSync, openSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { readAt } from '../src/snapshot/packed.ts';
import { AppendFile } from './append-file.ts';
import { threadFailure, type BatchCompressed } from './compress-thread.ts';

/** A packed file's SHA-256 (hex) and size. */
export interface PackedDigest {
  sha256: string;
  bytes: number;
}

/** The three packed files' digests: the documents and their compressed variants. */
export interface PackedDigests {
  identity: PackedDigest;
  gzip: PackedDigest;
  brotli: PackedDigest;
}

/** The three packed files, by their snapshot paths (or any three values). */
interface Packed<T> {
  identity: T;
  gzip: T;
  brotli: T;
}

export interface WriterData {
  /** The snapshot being made. */
  dir: string;
  /** The release unchanged and carried listings are read from. */
  previous: string | null;
  /** The packed files' paths in a snapshot. */
  packed: Packed<string>;
  gzipOptions: zlib.ZlibOptions;
  /** The compressed variants' suffixes: gzip's, then brotli's. */
  suffixes: readonly string[];
}

/** A batch written: for each listing, whether its files are linked rather than written, and the lengths of its variants. */
export interface BatchWritten {
  batch: number;
  compressMs: number;
  writeMs: number;
  reused: boolean[];
  gzipLengths: number[];
  brotliLengths: number[];
}

/**
 * Creates a file and gives it the modification time its static ETag is made of. Always a new
 * file: a name already there (a recycled folder's) is unlinked first, never written through,
 * as the file it names may be another release's too.
 */
export function writeStamped(file: string, bytes: Uint8Array, seconds: number): void {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    unlinkSync(file);
    fd = openSync(file, 'wx');
  }
  try {
    for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written);
    futimesSync(fd, seconds, seconds);
  } finally {
    closeSync(fd);
  }
}

/** A read of a previous packed file brings this much with it, for the reads that follow. */
const READ_AHEAD = 1 << 20;
/** A read this far past the last one is still made from there (the bytes between read too). */
const NEAR = 64 << 10;
const SHORT = 'previous release: a packed file is shorter than its arrays say';

/**
 * Reads of a previous packed file: unchanged listings come mostly in the order it was
 * packed in, so a read just past the last one brings the next READ_AHEAD bytes with it
 * (as previous.ts reads the documents); any other is read alone.
 */
export class PackedReader {
  private start = 0;
  private ahead: Buffer = Buffer.alloc(0);
  /** Opened for a batch that links any listing, and closed after it (a build may stop at any batch). */
  private fd: number | undefined;

  constructor(private readonly file: string) {}

  read(from: number, length: number): Buffer {
    const { start, ahead } = this;
    if (from >= start && from + length <= start + ahead.length) return ahead.subarray(from - start, from - start + length);
    this.fd ??= openSync(this.file, 'r');
    const end = start + ahead.length;
    if (from < end || from > end + NEAR) return readAt(this.fd, from, length, SHORT);
    this.ahead = readAt(this.fd, from, Math.max(length, READ_AHEAD), SHORT, length);
    this.start = from;
    return this.ahead.subarray(0, length);
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

function eachPacked<T, U>(packed: Packed<T>, make: (value: T) => U): Packed<U> {
  return { identity: make(packed.identity), gzip: make(packed.gzip), brotli: make(packed.brotli) };
}

/** Writes batches in turn: the packed files are created when it is, and finished by `finish()`. */
export class BatchWriter {
  private readonly fromPrevious: Packed<PackedReader> | null;
  private readonly out: Packed<AppendFile>;

  constructor(private readonly data: WriterData) {
    const { dir, previous, packed } = data;
    this.fromPrevious = previous === null ? null : eachPacked(packed, (file) => new PackedReader(path.join(previous, file)));
    this.out = eachPacked(packed, (file) => new AppendFile(path.join(dir, file)));
  }

  write({ batch, files, times, bytes, lengths, carriedAt, unchanged, brotliBytes, brotliLengths: made, brotliMs }: BatchCompressed): BatchWritten {
    const { dir, gzipOptions, suffixes } = this.data;
    try {
      const gzipLengths: number[] = [], brotliLengths: number[] = [], reused: boolean[] = [];
      // `bytes` holds the documents sent (not those of carried listings), one after the other;
      // `brotliBytes` the brotli variants of those to be written.
      let compressMs = brotliMs, writeMs = 0, at = 0, sent = 0, brotliAt = 0, compressed = 0;
      for (let i = 0; i < files.length; i++) {
        let document: Buffer;
        if (carriedAt[2 * i]! >= 0) {
          document = this.previous().identity.read(carriedAt[2 * i]!, carriedAt[2 * i + 1]!);
        } else {
          document = Buffer.from(bytes, at, lengths[sent]);
          at += lengths[sent++]!;
        }
        let variants: { gzip: Buffer; brotli: Buffer };
        const from = 4 * i;
        if (unchanged[from]! >= 0) {
          variants = { gzip: this.previous().gzip.read(unchanged[from]!, unchanged[from + 1]!), brotli: this.previous().brotli.read(unchanged[from + 2]!, unchanged[from + 3]!) };
        } else {
          const compressing = performance.now();
          variants = { gzip: zlib.gzipSync(document, gzipOptions), brotli: Buffer.from(brotliBytes, brotliAt, made[compressed]) };
          brotliAt += made[compressed++]!;
          const writing = performance.now();
          const file = path.join(dir, files[i]!);
          writeStamped(file, document, times[i]!);
          writeStamped(file + suffixes[0], variants.gzip, times[i]!);
          writeStamped(file + suffixes[1], variants.brotli, times[i]!);
          compressMs += writing - compressing;
          writeMs += performance.now() - writing;
        }
        reused.push(unchanged[from]! >= 0);
        this.out.identity.append(document);
        this.out.gzip.append(variants.gzip);
        this.out.brotli.append(variants.brotli);
        gzipLengths.push(variants.gzip.length);
        brotliLengths.push(variants.brotli.length);
      }
      return { batch, compressMs, writeMs, reused, gzipLengths, brotliLengths };
    } finally {
      this.fromPrevious?.identity.close();
      this.fromPrevious?.gzip.close();
      this.fromPrevious?.brotli.close();
    }
  }

  /** After the last batch: the packed files written out and closed, with their hashes and sizes. */
  finish(): PackedDigests {
    return eachPacked(this.out, (file) => {
      const digest = file.digest();
      file.close();
      return digest;
    });
  }

  private previous(): Packed<PackedReader> {
    if (!this.fromPrevious) throw new Error('listing files: a listing read from a previous release, and none given');
    return this.fromPrevious;
  }
}

export function runThread(): void {
  const { input, ...data } = workerData as WriterData & { input: MessagePort };
  const writer = new BatchWriter(data);
  input.on('message', (message: BatchCompressed | { finish: true }) => {
    if ('batch' in message) {
      try {
        parentPort!.postMessage(writer.write(message));
      } catch (error) {
        parentPort!.postMessage({ batch: message.batch, failed: threadFailure(error) });
      }
      return;
    }
    // The last batch is written: the packed files are closed, and their hashes and sizes sent.
    try {
      parentPort!.postMessage({ packed: writer.finish() });
    } catch (error) {
      parentPort!.postMessage({ packedFailed: threadFailure(error) });
    }
  });
}
