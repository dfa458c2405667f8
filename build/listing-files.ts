/**
 * The listings' own files — the document, and its .gz and .br — and the three
 * packed files, written on worker threads, in batches: a new or changed
 * listing is compressed and its files created, an unchanged one (previous.ts
 * says which, from what it holds in memory) has its files linked from the
 * previous release and its variants read from there. Compression, file
 * creation and linking are most of what a build spends per listing, and on two
 * cores they overlap with the main thread checking, serializing and indexing
 * the next records.
 *
 * A batch goes through two threads in turn: the first makes the brotli
 * variants, the second the gzip ones, creates the files and appends. On one
 * thread all of it (some 200 s at a million listings) was the full build's
 * critical path while the main thread, with some 110 s of its own in the same
 * stage, waited; split, the three threads share both cores. The second thread
 * alone creates files, so a listing's files are still created in their order
 * (see the linking thread), and the batches keep theirs.
 *
 * The writing thread appends each listing's document and variants to `documents.bin`,
 * `documents.gz.bin` and `documents.br.bin` in the order the listings were
 * queued, and answers with the variants' lengths, from which the main thread
 * knows where each one starts (one message of numbers per batch, not its
 * bytes). A carried listing's document is not even read by the main thread:
 * the writing thread copies it from the previous packed documents (a rebuild at a
 * million listings copies some 2 GB; on the main thread, with its hashing, it
 * was some 15% of a rebuild's critical path).
 *
 * Links are made on a thread of their own and not waited for: a batch is
 * answered once its variants are appended, and the links go on while the main
 * thread gets through the export and lays out the index (into an empty folder a
 * rebuild at a million listings makes some 2.5 million links, a minute in the
 * kernel; into a recycled one, see the linking thread, a few thousand).
 * `links()` says when they are all made, and which listings could not be linked
 * (documents.ts then writes their files from the packed files).
 */
import { MessageChannel, Worker } from 'node:worker_threads';
import { COMPRESSED_SUFFIXES, SNAPSHOT_PATHS } from '../src/snapshot/layout.ts';
import { LISTING_COMPRESSION } from '../src/snapshot/compress.ts';
import type { PreviousDocument, UnchangedDocument } from './previous.ts';

/**
 * Listings sent to the threads at a time: one message each way per batch, not per listing.
 * Each message wakes a thread, which on two cores takes one from the main thread: 512
 * rather than 128 made a 100k rebuild's stage "validate" 6-8% shorter, and a full build 4%.
 */
export const BATCH = 512;

/**
 * The compressing thread: the brotli variant of each listing to be written (not of
 * those linked), packed into one buffer handed on with the batch to the writing
 * thread, through a port of their own; "finish" is handed on after the last batch.
 * Plain JavaScript, as the writing thread.
 */
const COMPRESSOR_SOURCE = `
const zlib = require('node:zlib');
const { parentPort, workerData } = require('node:worker_threads');
const { brotliParams, output } = workerData;
const SIZE_HINT = zlib.constants.BROTLI_PARAM_SIZE_HINT;

parentPort.on('message', (message) => {
  if (message.batch === undefined) return output.postMessage(message);
  try {
    const { bytes, lengths, carriedAt, unchanged } = message;
    const started = performance.now();
    const variants = [];
    let at = 0, sent = 0, size = 0;
    for (let i = 0; i < message.files.length; i++) {
      if (carriedAt[2 * i] >= 0) continue;
      const length = lengths[sent++];
      if (unchanged[4 * i] < 0) {
        const brotli = zlib.brotliCompressSync(Buffer.from(bytes, at, length), { params: { ...brotliParams, [SIZE_HINT]: length } });
        variants.push(brotli);
        size += brotli.length;
      }
      at += length;
    }
    // One buffer of its own (zlib's small results share Node's pool), handed on rather than copied.
    const brotliBytes = new ArrayBuffer(size);
    let to = 0;
    for (const v of variants) {
      new Uint8Array(brotliBytes, to, v.length).set(v);
      to += v.length;
    }
    message.brotliBytes = brotliBytes;
    message.brotliLengths = variants.map((v) => v.length);
    message.brotliMs = performance.now() - started;
    output.postMessage(message, [bytes, brotliBytes, carriedAt.buffer, unchanged.buffer]);
  } catch (error) {
    parentPort.postMessage({ batch: message.batch, failed: { code: error.code, message: error.message } });
  }
});
`;

/**
 * The writing thread. Plain JavaScript, evaluated in the worker: no loader, no
 * TypeScript (as publish.ts's remover). So it has its own small copies of
 * writing a stamped file (documents.ts did it before), reading at an offset
 * (packed.ts), and appending in steps (append-file.ts). Batches come from the
 * compressing thread, answers go to the main thread.
 */
const WRITER_SOURCE = `
const { createHash } = require('node:crypto');
const { closeSync, futimesSync, openSync, readSync, unlinkSync, writeSync } = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { parentPort, workerData } = require('node:worker_threads');
const { dir, previous, packed, gzipOptions, suffixes, input } = workerData;

function writeAll(fd, bytes) {
  for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written);
}

/**
 * Creates a file and gives it the modification time its static ETag is made of. Always a new
 * file: a name already there (a recycled folder's) is unlinked first, never written through,
 * as the file it names may be another release's too.
 */
function writeStamped(file, bytes, seconds) {
  let fd;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    unlinkSync(file);
    fd = openSync(file, 'wx');
  }
  try {
    writeAll(fd, bytes);
    futimesSync(fd, seconds, seconds);
  } finally {
    closeSync(fd);
  }
}

/** Up to \`length\` bytes from \`start\`, and at least \`needed\` of them (or the file is shorter than the arrays say). */
function readAt(fd, start, length, needed) {
  const bytes = Buffer.allocUnsafe(length);
  let read = 0;
  while (read < length) {
    const got = readSync(fd, bytes, read, length - read, start + read);
    if (got === 0) break;
    read += got;
  }
  if (read < needed) throw new Error('previous release: a packed file is shorter than its arrays say');
  return bytes.subarray(0, read);
}

/** A packed file written by appending, hashed on the way; small appends gathered into writes of STEP bytes (append-file.ts). */
const STEP = 1 << 20;
function appendFile(file) {
  const fd = openSync(file, 'w');
  const hash = createHash('sha256');
  const step = Buffer.allocUnsafe(STEP);
  let held = 0, bytes = 0;
  const write = (data) => { writeAll(fd, data); hash.update(data); };
  const flush = () => { if (held > 0) write(step.subarray(0, held)); held = 0; };
  return {
    append(data) {
      bytes += data.length;
      if (held + data.length > STEP) flush();
      if (data.length >= STEP) return write(data);
      step.set(data, held);
      held += data.length;
    },
    close() { flush(); closeSync(fd); return { sha256: hash.digest('hex'), bytes }; },
  };
}

/**
 * Reads of a previous packed file: unchanged listings come mostly in the order it was
 * packed in, so a read just past the last one brings the next READ_AHEAD bytes with it
 * (as previous.ts reads the documents); any other is read alone.
 */
const READ_AHEAD = 1 << 20, NEAR = 64 << 10;
function packedReader(file) {
  let start = 0, ahead = Buffer.alloc(0);
  // Opened for a batch that links any listing, and closed after it (a build may stop at any batch).
  let fd;
  return {
    read(from, length) {
      if (from >= start && from + length <= start + ahead.length) return ahead.subarray(from - start, from - start + length);
      fd ??= openSync(file, 'r');
      const end = start + ahead.length;
      if (from < end || from > end + NEAR) return readAt(fd, from, length, length);
      ahead = readAt(fd, from, Math.max(length, READ_AHEAD), length);
      start = from;
      return ahead.subarray(0, length);
    },
    close() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}
const fromPrevious = previous && {
  identity: packedReader(path.join(previous, packed.identity)),
  gzip: packedReader(path.join(previous, packed.gzip)),
  brotli: packedReader(path.join(previous, packed.brotli)),
};
const out = {
  identity: appendFile(path.join(dir, packed.identity)),
  gzip: appendFile(path.join(dir, packed.gzip)),
  brotli: appendFile(path.join(dir, packed.brotli)),
};

function writeBatch({ batch, files, times, bytes, lengths, carriedAt, unchanged, brotliBytes, brotliLengths: made, brotliMs }) {
  try {
    const gzipLengths = [], brotliLengths = [], reused = [];
    // \`bytes\` holds the documents sent (not those of carried listings), one after the other;
    // \`brotliBytes\` the brotli variants of those to be written.
    let compressMs = brotliMs, writeMs = 0, at = 0, sent = 0, brotliAt = 0, compressed = 0;
    for (let i = 0; i < files.length; i++) {
      let document;
      if (carriedAt[2 * i] >= 0) {
        document = fromPrevious.identity.read(carriedAt[2 * i], carriedAt[2 * i + 1]);
      } else {
        document = Buffer.from(bytes, at, lengths[sent]);
        at += lengths[sent++];
      }
      let variants;
      const from = 4 * i;
      if (unchanged[from] >= 0) {
        variants = { gzip: fromPrevious.gzip.read(unchanged[from], unchanged[from + 1]), brotli: fromPrevious.brotli.read(unchanged[from + 2], unchanged[from + 3]) };
      } else {
        const compressing = performance.now();
        variants = { gzip: zlib.gzipSync(document, gzipOptions), brotli: Buffer.from(brotliBytes, brotliAt, made[compressed]) };
        brotliAt += made[compressed++];
        const writing = performance.now();
        const file = path.join(dir, files[i]);
        writeStamped(file, document, times[i]);
        writeStamped(file + suffixes[0], variants.gzip, times[i]);
        writeStamped(file + suffixes[1], variants.brotli, times[i]);
        compressMs += writing - compressing;
        writeMs += performance.now() - writing;
      }
      reused.push(unchanged[from] >= 0);
      out.identity.append(document);
      out.gzip.append(variants.gzip);
      out.brotli.append(variants.brotli);
      gzipLengths.push(variants.gzip.length);
      brotliLengths.push(variants.brotli.length);
    }
    parentPort.postMessage({ batch, compressMs, writeMs, reused, gzipLengths, brotliLengths });
  } catch (error) {
    parentPort.postMessage({ batch, failed: { code: error.code, message: error.message } });
  } finally {
    fromPrevious?.identity.close();
    fromPrevious?.gzip.close();
    fromPrevious?.brotli.close();
  }
}

input.on('message', (message) => {
  if (message.batch !== undefined) return writeBatch(message);
  // The last batch is written: the packed files are closed, and their hashes and sizes sent.
  try {
    parentPort.postMessage({ packed: { identity: out.identity.close(), gzip: out.gzip.close(), brotli: out.brotli.close() } });
  } catch (error) {
    parentPort.postMessage({ packedFailed: { code: error.code, message: error.message } });
  }
});
`;

/**
 * The linking thread: links each unchanged listing's three files from the previous release,
 * in the order queued, as their batches come. A listing whose files cannot all be linked is
 * left with none, and named by its position (the order listings were queued in, from 0) in the
 * one answer, sent after "finish". Plain JavaScript too.
 *
 * In a recycled folder (publish.ts) an unchanged listing whose document there already is the
 * previous release's file (the same inode) is left as it is, and the others' names are
 * replaced. A listing's files are made or linked together, and its document's name is replaced
 * last, so a document that is the previous release's file says its variants are too, even in a
 * folder a failed build left. The folder's names are read when the thread starts; those no
 * listing of this build has (every listing's name comes here, written ones too) are removed
 * after "finish".
 */
const LINKER_SOURCE = `
const { linkSync, lstatSync, readdirSync, rmSync } = require('node:fs');
const path = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
const { dir, previous, suffixes, recycled, listingsDir } = workerData;
const failed = [];
let ms = 0;

/** In a recycled folder: each document's name there (every name without its variant's suffix), until a listing of this build claims it. */
const unclaimed = new Set();
if (recycled) {
  for (const name of readdirSync(path.join(dir, listingsDir))) {
    const suffix = suffixes.find((s) => name.endsWith(s));
    unclaimed.add(listingsDir + '/' + (suffix ? name.slice(0, -suffix.length) : name));
  }
}

function removeIfThere(file) {
  rmSync(file, { force: true, recursive: true });
}

// Paths are joined by hand here (both folders are the build's own, every name is a plain relative
// one): path.join's normalizing took as long as the lstat itself, some 3 s at a million listings.
function isPreviousFile(file) {
  const here = lstatSync(dir + '/' + file, { throwIfNoEntry: false });
  if (!here) return false;
  const there = lstatSync(previous + '/' + file, { throwIfNoEntry: false });
  return there !== undefined && there.ino === here.ino && there.dev === here.dev;
}

function linkFiles(file) {
  if (recycled && isPreviousFile(file)) return true;
  // The document last: see above.
  const names = [...suffixes, ''].map((suffix) => file + suffix);
  const linked = [];
  try {
    for (const name of names) {
      const target = dir + '/' + name;
      if (recycled) removeIfThere(target);
      linkSync(previous + '/' + name, target);
      linked.push(target);
    }
    return true;
  } catch {
    for (const target of recycled ? names.map((name) => dir + '/' + name) : linked) removeIfThere(target);
    return false;
  }
}

parentPort.on('message', ({ files, positions, written, finish }) => {
  if (finish) {
    for (const file of unclaimed) for (const suffix of ['', ...suffixes]) removeIfThere(dir + '/' + file + suffix);
    return parentPort.postMessage({ failed, ms });
  }
  const started = performance.now();
  for (const file of written) unclaimed.delete(file);
  files.forEach((file, i) => {
    unclaimed.delete(file);
    if (!linkFiles(file)) failed.push(positions[i]);
  });
  ms += performance.now() - started;
});
`;

/** What became of a listing: the lengths of its compressed variants (appended in queue order), and whether its files are linked (or, until `links()` settles, queued to be). */
export interface Written {
  gzipLength: number;
  brotliLength: number;
  reused: boolean;
}

/** The links, once all are made: the positions (in the order queued, from 0) of the listings whose files could not be linked, and none of whose files are there. */
export interface Linked {
  failed: number[];
}

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

/** A listing queued: the batch it is in, and its place in that batch. */
export interface Queued {
  batch: number;
  index: number;
}

/** A batch's answer, kept until each of its listings has been taken (`written`). */
interface Answer {
  gzipLengths: number[];
  brotliLengths: number[];
  reused: boolean[];
  taken: number;
}

interface Failed {
  code?: string;
  message: string;
}

type Reply =
  | { batch: number; compressMs: number; writeMs: number; reused: boolean[]; gzipLengths: number[]; brotliLengths: number[]; failed?: undefined }
  | { batch: number; failed: Failed }
  | { packed: PackedDigests }
  | { packedFailed: Failed };

export class ListingFiles {
  /** The compressing thread, which batches are sent to, and the writing thread, which answers them. */
  private readonly compressor: Worker;
  private readonly writer: Worker;
  /** The linking thread, started with the first listing to link. */
  private linker: Worker | null = null;
  /** Listings queued so far: the next one's position. */
  private queued = 0;
  /** The batch being filled; the answers of batches sent, and who waits for one, by batch number. */
  private filling: Batch = emptyBatch();
  private readonly answers = new Map<number, Answer>();
  private readonly waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  private batches = 0;
  private failure: Error | null = null;
  private closing: { resolve: (digests: PackedDigests) => void; reject: (error: Error) => void } | null = null;
  private linking: { resolve: (linked: Linked) => void; reject: (error: Error) => void } | null = null;
  private linked: Promise<Linked> | null = null;
  /** Time the threads spent compressing, writing and linking (summed over their batches), and the files written. */
  readonly work = { compressMs: 0, writeMs: 0, linkMs: 0, filesWritten: 0 };

  /**
   * Files go to the snapshot being made at `dir`; `previous`: the release unchanged listings are
   * linked from; `recycled`: `dir` holds a retired release's listing files (see the linking thread).
   */
  constructor(private readonly dir: string, private readonly previous: string | null, private readonly recycled = false) {
    const { gzipOptions, brotliParams } = LISTING_COMPRESSION;
    const { port1: output, port2: input } = new MessageChannel();
    this.compressor = new Worker(COMPRESSOR_SOURCE, { eval: true, execArgv: [], workerData: { brotliParams, output }, transferList: [output] });
    this.writer = new Worker(WRITER_SOURCE, { eval: true, execArgv: [], transferList: [input], workerData: {
      dir, previous, packed: { identity: SNAPSHOT_PATHS.documents, gzip: SNAPSHOT_PATHS.documentsGzip, brotli: SNAPSHOT_PATHS.documentsBrotli },
      gzipOptions, suffixes: COMPRESSED_SUFFIXES, input,
    } });
    for (const [thread, name] of [[this.compressor, 'compressing'], [this.writer, 'writing']] as const) {
      thread.on('message', (reply: Reply) => this.settle(reply));
      thread.once('error', (error) => this.fail(error));
      thread.once('exit', () => this.fail(new Error(`the thread ${name} listing files stopped`)));
    }
    // In a recycled folder every listing's name goes to the linking thread, which reads the folder's names meanwhile.
    if (recycled) this.linkerThread();
  }

  /**
   * Queues a listing's files (`file`: its document's path in the snapshot,
   * `time`: their modification time; `document`: its bytes, or where the
   * previous release's packed documents hold them; `unchanged`: where the previous
   * release holds its variants, its files to be linked rather than written).
   * Its batch is answered once its files are written (or queued to be linked) and
   * its document and variants appended: see `answered`, `whenAnswered` and `written`.
   * Nothing here is per listing but an entry in the batch's arrays: at a million
   * listings, a promise each (with the export read by an async generator) was some
   * 14 s of a rebuild's 76 s on the main thread.
   */
  add(file: string, time: number, document: Buffer | PreviousDocument, unchanged: UnchangedDocument | null = null): Queued {
    const queued = { batch: this.batches, index: this.filling.files.length };
    // After a failure nothing more is sent: the failure is met when the listing is finished.
    if (this.failure) return queued;
    this.filling.files.push(file);
    this.filling.times.push(time);
    // A carried listing's document is not sent: the thread reads it from the previous release.
    if (Buffer.isBuffer(document)) this.filling.documents.push(document);
    this.filling.carriedAt.push(Buffer.isBuffer(document) ? null : document);
    this.filling.unchanged.push(unchanged);
    this.filling.positions.push(this.queued++);
    if (this.filling.files.length >= BATCH) this.send();
    return queued;
  }

  /** Whether batch `batch` has been answered (or the thread failed): `written` may be asked at once. */
  answered(batch: number): boolean {
    return this.failure !== null || this.answers.has(batch);
  }

  /** Resolves once batch `batch` is answered, sending it first if it is the one being filled; rejects if the thread failed. */
  whenAnswered(batch: number): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.answers.has(batch)) return Promise.resolve();
    this.sendIfFilling(batch);
    return new Promise((resolve, reject) => this.waiting.set(batch, { resolve, reject }));
  }

  /** What became of a queued listing, once its batch is answered; throws what made the thread fail. Each listing is asked once. */
  written({ batch, index }: Queued): Written {
    if (this.failure) throw this.failure;
    const answer = this.answers.get(batch);
    if (!answer) throw new Error(`listing files: batch ${batch} is not answered yet`);
    if (++answer.taken === answer.reused.length) this.answers.delete(batch);
    return { gzipLength: answer.gzipLengths[index]!, brotliLength: answer.brotliLengths[index]!, reused: answer.reused[index]! };
  }

  /** Sends the batch being filled if it is batch `batch` (its listings are waited for). */
  sendIfFilling(batch: number): void {
    if (batch === this.batches && this.filling.files.length > 0) this.send();
  }

  private send(): void {
    const { files, times, documents, carriedAt, unchanged, positions } = this.filling;
    this.filling = emptyBatch();
    const batch = this.batches++;
    // A buffer of its own (never a slice of Node's shared pool), handed to the threads rather than copied.
    const bytes = new ArrayBuffer(documents.reduce((sum, d) => sum + d.length, 0));
    let at = 0;
    for (const d of documents) {
      new Uint8Array(bytes, at, d.length).set(d);
      at += d.length;
    }
    // Where carried documents and unchanged variants are, as numbers (-1: not carried, not unchanged)
    // handed over, not a small array a listing cloned twice: cloning 128 such arrays took longer than
    // cloning the batch's 128 file names (14 against 8.5 µs).
    const carried = new Float64Array(2 * files.length).fill(-1);
    const variants = new Float64Array(4 * files.length).fill(-1);
    carriedAt.forEach((c, i) => c && carried.set(c, 2 * i));
    unchanged.forEach((u, i) => u && variants.set(u, 4 * i));
    this.compressor.postMessage({ batch, files, times, bytes, lengths: documents.map((d) => d.length), carriedAt: carried, unchanged: variants }, [bytes, carried.buffer, variants.buffer]);
    const toLink = unchanged.flatMap((u, i) => (u === null ? [] : [i]));
    const written = this.recycled ? files.filter((_, i) => unchanged[i] === null) : [];
    if (toLink.length > 0 || written.length > 0) {
      this.linkerThread().postMessage({ files: toLink.map((i) => files[i]), positions: toLink.map((i) => positions[i]), written });
    }
  }

  private linkerThread(): Worker {
    if (this.linker) return this.linker;
    const linker = new Worker(LINKER_SOURCE, { eval: true, execArgv: [], workerData: {
      dir: this.dir, previous: this.previous, suffixes: COMPRESSED_SUFFIXES, recycled: this.recycled, listingsDir: SNAPSHOT_PATHS.listingsDir,
    } });
    linker.once('message', ({ failed, ms }: Linked & { ms: number }) => {
      this.work.linkMs += ms;
      this.linking?.resolve({ failed });
    });
    linker.once('error', (error) => this.fail(error));
    linker.once('exit', () => this.fail(new Error('the thread linking listing files stopped')));
    return (this.linker = linker);
  }

  /** Once every listing queued is written: the packed files closed, with their hashes and sizes (the links may still be being made). */
  finish(): Promise<PackedDigests> {
    if (this.filling.files.length > 0) this.send();
    const linked = new Promise<Linked>((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      this.linking = { resolve, reject };
      if (this.linker) this.linker.postMessage({ finish: true });
      else resolve({ failed: [] });
    });
    linked.catch(() => undefined);
    this.linked = linked;
    return new Promise((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      this.closing = { resolve, reject };
      // Through the compressing thread: it reaches the writing thread after the last batch.
      this.compressor.postMessage({ finish: true });
    });
  }

  /** After `finish()`: once every link is made, which listings could not be linked. */
  links(): Promise<Linked> {
    if (!this.linked) throw new Error('listing files: links() before finish()');
    return this.linked;
  }

  private settle(reply: Reply): void {
    if ('packed' in reply) return this.closing?.resolve(reply.packed);
    if ('packedFailed' in reply) return this.fail(failure(reply.packedFailed));
    // The snapshot would miss files: this batch's listings and every one after fail, and so does the build.
    if (reply.failed) return this.fail(failure(reply.failed));
    this.work.compressMs += reply.compressMs;
    this.work.writeMs += reply.writeMs;
    this.work.filesWritten += 3 * reply.reused.filter((linked) => !linked).length;
    this.answers.set(reply.batch, { gzipLengths: reply.gzipLengths, brotliLengths: reply.brotliLengths, reused: reply.reused, taken: 0 });
    this.waiting.get(reply.batch)?.resolve();
    this.waiting.delete(reply.batch);
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    for (const w of this.waiting.values()) w.reject(error);
    this.waiting.clear();
    this.answers.clear();
    this.filling = emptyBatch();
    this.closing?.reject(error);
    this.linking?.reject(error);
  }

  /** Stops the threads (whatever they were doing: a build that failed leaves its staging to be removed). */
  close(): void {
    this.failure ??= new Error('closed');
    void this.compressor.terminate();
    void this.writer.terminate();
    void this.linker?.terminate();
  }
}

function failure({ code, message }: Failed): Error {
  return Object.assign(new Error(message), { code });
}

interface Batch {
  files: string[];
  times: number[];
  documents: Buffer[];
  carriedAt: (PreviousDocument | null)[];
  unchanged: (UnchangedDocument | null)[];
  positions: number[];
}

function emptyBatch(): Batch {
  return { files: [], times: [], documents: [], carriedAt: [], unchanged: [], positions: [] };
}
