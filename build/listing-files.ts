/**
 * The listings' own files — the document, and its .gz and .br — written on a
 * worker thread, in batches: compressed and created for a new or changed
 * listing, linked from the previous release for an unchanged one (previous.ts
 * says which, from what it holds in memory). Compression, file creation and
 * linking are most of what a build spends per listing, and on two cores they
 * overlap with the main thread checking, serializing and indexing the next
 * records. Each listing's compressed variants come back to the main thread,
 * which appends them to the packed files in the listings' order.
 */
import { Worker } from 'node:worker_threads';
import { COMPRESSED_SUFFIXES, SNAPSHOT_PATHS } from '../src/snapshot/layout.ts';
import { LISTING_COMPRESSION } from '../src/snapshot/compress.ts';
import type { UnchangedDocument } from './previous.ts';

/** Listings sent to the worker at a time: one message each way per batch, not per listing. */
export const BATCH = 128;

/** Plain JavaScript, evaluated in the worker: no loader, no TypeScript. */
const WORKER_SOURCE = `
const { closeSync, futimesSync, linkSync, openSync, readSync, unlinkSync, writeSync } = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { parentPort, workerData } = require('node:worker_threads');
const { dir, previous, packed, gzipOptions, brotliParams, suffixes } = workerData;
const SIZE_HINT = zlib.constants.BROTLI_PARAM_SIZE_HINT;

/** Writes a file and gives it the modification time its static ETag is made of. */
function writeStamped(file, bytes, seconds) {
  const fd = openSync(file, 'w');
  try {
    for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written);
    futimesSync(fd, seconds, seconds);
  } finally {
    closeSync(fd);
  }
}

function readAt(fd, start, length) {
  const bytes = Buffer.allocUnsafe(length);
  for (let read = 0; read < length;) {
    const got = readSync(fd, bytes, read, length - read, start + read);
    if (got === 0) throw new Error('previous release: a packed file is shorter than its arrays say');
    read += got;
  }
  return bytes;
}

/**
 * Links an unchanged listing's three files from the previous release and reads its compressed
 * variants there; null when it cannot (then nothing is left behind, and it is written afresh).
 */
function linkUnchanged(file, from, fds) {
  const linked = [];
  try {
    for (const suffix of ['', ...suffixes]) {
      const target = path.join(dir, file + suffix);
      linkSync(path.join(previous, file + suffix), target);
      linked.push(target);
    }
    fds.gzip ??= openSync(path.join(previous, packed.gzip), 'r');
    fds.brotli ??= openSync(path.join(previous, packed.brotli), 'r');
    return { gzip: readAt(fds.gzip, from[0], from[1]), brotli: readAt(fds.brotli, from[2], from[3]) };
  } catch {
    for (const target of linked) unlinkSync(target);
    return null;
  }
}

parentPort.on('message', ({ batch, files, times, bytes, lengths, unchanged }) => {
  // The previous release's packed files, opened for this batch if it links any (and closed after it).
  const fds = { gzip: undefined, brotli: undefined };
  try {
    const gzips = [], brotlis = [], reused = [];
    let compressMs = 0, writeMs = 0, linkMs = 0, at = 0;
    for (let i = 0; i < files.length; i++) {
      const document = Buffer.from(bytes.buffer, bytes.byteOffset + at, lengths[i]);
      at += lengths[i];
      const file = path.join(dir, files[i]);
      if (unchanged[i]) {
        const linking = performance.now();
        const variants = linkUnchanged(files[i], unchanged[i], fds);
        linkMs += performance.now() - linking;
        if (variants) {
          gzips.push(variants.gzip);
          brotlis.push(variants.brotli);
          reused.push(true);
          continue;
        }
      }
      const compressing = performance.now();
      const gzip = zlib.gzipSync(document, gzipOptions);
      const brotli = zlib.brotliCompressSync(document, { params: { ...brotliParams, [SIZE_HINT]: document.length } });
      const writing = performance.now();
      writeStamped(file, document, times[i]);
      writeStamped(file + suffixes[0], gzip, times[i]);
      writeStamped(file + suffixes[1], brotli, times[i]);
      compressMs += writing - compressing;
      writeMs += performance.now() - writing;
      gzips.push(gzip);
      brotlis.push(brotli);
      reused.push(false);
    }
    parentPort.postMessage({
      batch, compressMs, writeMs, linkMs, reused,
      gzip: Buffer.concat(gzips), gzipLengths: gzips.map((b) => b.length),
      brotli: Buffer.concat(brotlis), brotliLengths: brotlis.map((b) => b.length),
    });
  } catch (error) {
    parentPort.postMessage({ batch, failed: { code: error.code, message: error.message } });
  } finally {
    if (fds.gzip !== undefined) closeSync(fds.gzip);
    if (fds.brotli !== undefined) closeSync(fds.brotli);
  }
});
`;

/** A listing's compressed variants, and whether its files were linked from the previous release rather than written. */
export interface Compressed {
  gzip: Buffer;
  brotli: Buffer;
  reused: boolean;
}

interface Waiting {
  resolve: (compressed: Compressed) => void;
  reject: (error: Error) => void;
}

interface Reply {
  batch: number;
  compressMs: number;
  writeMs: number;
  linkMs: number;
  reused: boolean[];
  gzip: Uint8Array;
  gzipLengths: number[];
  brotli: Uint8Array;
  brotliLengths: number[];
  failed?: { code?: string; message: string };
}

export class ListingFiles {
  private worker: Worker | null = null;
  /** The batch being filled, and the listings of each batch sent, by batch number. */
  private filling: Batch = emptyBatch();
  private readonly sent = new Map<number, Waiting[]>();
  private batches = 0;
  private failure: Error | null = null;
  /** Time the worker spent compressing, writing and linking (summed over its batches), and the files it wrote. */
  readonly work = { compressMs: 0, writeMs: 0, linkMs: 0, filesWritten: 0 };

  /** `previous`: the release unchanged listings are linked from. */
  constructor(private readonly dir: string, private readonly previous: string | null) {}

  /**
   * Queues a listing's files (`file`: its document's path in the snapshot,
   * `time`: their modification time; `unchanged`: where the previous release
   * holds it, to link rather than write); resolves with its compressed variants
   * once its files are written or linked. `batch` is the number of the batch it is in.
   */
  add(file: string, time: number, document: Buffer, unchanged: UnchangedDocument | null = null): { batch: number; compressed: Promise<Compressed> } {
    const batch = this.batches;
    const compressed = new Promise<Compressed>((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      this.filling.files.push(file);
      this.filling.times.push(time);
      this.filling.documents.push(document);
      this.filling.unchanged.push(unchanged);
      this.filling.waiting.push({ resolve, reject });
    });
    // A failure is met when the listing is finished; till then it is not left unhandled.
    compressed.catch(() => undefined);
    if (this.filling.files.length >= BATCH) this.send();
    return { batch, compressed };
  }

  /** Sends the batch being filled if it is batch `batch` (its listings are waited for). */
  sendIfFilling(batch: number): void {
    if (batch === this.batches && this.filling.files.length > 0) this.send();
  }

  private send(): void {
    const { files, times, documents, unchanged, waiting } = this.filling;
    this.filling = emptyBatch();
    const batch = this.batches++;
    this.sent.set(batch, waiting);
    const bytes = Buffer.concat(documents);
    this.ensureWorker().postMessage({ batch, files, times, bytes, lengths: documents.map((d) => d.length), unchanged });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const { gzipOptions, brotliParams } = LISTING_COMPRESSION;
    const workerData = {
      dir: this.dir, previous: this.previous, packed: { gzip: SNAPSHOT_PATHS.documentsGzip, brotli: SNAPSHOT_PATHS.documentsBrotli },
      gzipOptions, brotliParams, suffixes: COMPRESSED_SUFFIXES,
    };
    const worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [], workerData });
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.once('error', (error) => this.fail(error));
    worker.once('exit', () => this.fail(new Error('the thread writing listing files stopped')));
    this.worker = worker;
    return worker;
  }

  private settle(reply: Reply): void {
    const waiting = this.sent.get(reply.batch)!;
    this.sent.delete(reply.batch);
    if (reply.failed) {
      // The snapshot would miss files: this listing and every one after fail, and so does the build.
      const error = Object.assign(new Error(reply.failed.message), { code: reply.failed.code });
      for (const w of waiting) w.reject(error);
      this.fail(error);
      return;
    }
    this.work.compressMs += reply.compressMs;
    this.work.writeMs += reply.writeMs;
    this.work.linkMs += reply.linkMs;
    this.work.filesWritten += 3 * reply.reused.filter((linked) => !linked).length;
    const gzip = Buffer.from(reply.gzip.buffer, reply.gzip.byteOffset, reply.gzip.byteLength);
    const brotli = Buffer.from(reply.brotli.buffer, reply.brotli.byteOffset, reply.brotli.byteLength);
    let g = 0, b = 0;
    waiting.forEach((w, i) => {
      const gzipLength = reply.gzipLengths[i]!, brotliLength = reply.brotliLengths[i]!;
      w.resolve({ gzip: gzip.subarray(g, g + gzipLength), brotli: brotli.subarray(b, b + brotliLength), reused: reply.reused[i]! });
      g += gzipLength;
      b += brotliLength;
    });
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    for (const waiting of this.sent.values()) for (const w of waiting) w.reject(error);
    this.sent.clear();
    for (const w of this.filling.waiting) w.reject(error);
    this.filling = emptyBatch();
  }

  /** Stops the worker (whatever it was doing: a build that failed leaves its staging to be removed). */
  close(): void {
    this.failure ??= new Error('closed');
    void this.worker?.terminate();
  }
}

interface Batch {
  files: string[];
  times: number[];
  documents: Buffer[];
  unchanged: (UnchangedDocument | null)[];
  waiting: Waiting[];
}

function emptyBatch(): Batch {
  return { files: [], times: [], documents: [], unchanged: [], waiting: [] };
}

