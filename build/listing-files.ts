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
 * (see link-thread.ts), and the batches keep theirs.
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
 * kernel; into a recycled one, see link-thread.ts, a few thousand).
 * `links()` says when they are all made, and which listings could not be linked
 * (documents.ts then writes their files from the packed files).
 *
 * Each thread's code is a module of its own: compress-thread.ts, write-thread.ts
 * and link-thread.ts.
 */
import { MessageChannel, type Worker } from 'node:worker_threads';
import { COMPRESSED_SUFFIXES, SNAPSHOT_PATHS } from '../src/snapshot/layout.ts';
import { LISTING_COMPRESSION } from '../src/snapshot/compress.ts';
import { startThread } from '../src/thread/start.ts';
import type { BatchSent, CompressorData, ThreadFailure } from './compress-thread.ts';
import type { LinkerData, LinksAsked, LinksMade } from './link-thread.ts';
import type { PreviousDocument, UnchangedDocument } from './previous.ts';
import type { BatchWritten, PackedDigests, WriterData } from './write-thread.ts';


/**
 * Listings sent to the threads at a time: one message each way per batch, not per listing.
 * Each message wakes a thread, which on two cores takes one from the main thread: 512
 * rather than 128 made a 100k rebuild's stage "validate" 6-8% shorter, and a full build 4%.
 */
export const BATCH = 512;

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

type Reply =
  | (BatchWritten & { failed?: undefined })
  | { batch: number; failed: ThreadFailure }
  | { packed: PackedDigests }
  | { packedFailed: ThreadFailure };

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
   * linked from; `recycled`: `dir` holds a retired release's listing files (see link-thread.ts).
   */
  constructor(private readonly dir: string, private readonly previous: string | null, private readonly recycled = false) {
    const { gzipOptions, brotliParams } = LISTING_COMPRESSION;
    const { port1: output, port2: input } = new MessageChannel();
    const compressorData: CompressorData = { brotliParams, output };
    this.compressor = startThread(new URL('./compress-thread.ts', import.meta.url), { workerData: compressorData, transferList: [output] });
    const writerData: WriterData & { input: typeof input } = {
      dir, previous, packed: { identity: SNAPSHOT_PATHS.documents, gzip: SNAPSHOT_PATHS.documentsGzip, brotli: SNAPSHOT_PATHS.documentsBrotli },
      gzipOptions, suffixes: COMPRESSED_SUFFIXES, input,
    };
    this.writer = startThread(new URL('./write-thread.ts', import.meta.url), { workerData: writerData, transferList: [input] });
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
    const sent = batchSent(this.batches++, { files, times, documents, carriedAt, unchanged });
    this.compressor.postMessage(sent, [sent.bytes, sent.carriedAt.buffer, sent.unchanged.buffer]);
    const toLink = unchanged.flatMap((u, i) => (u === null ? [] : [i]));
    const written = this.recycled ? files.filter((_, i) => unchanged[i] === null) : [];
    if (toLink.length > 0 || written.length > 0) {
      const asked: LinksAsked = { files: toLink.map((i) => files[i]!), positions: toLink.map((i) => positions[i]!), written };
      this.linkerThread().postMessage(asked);
    }
  }

  private linkerThread(): Worker {
    if (this.linker) return this.linker;
    const linkerData: LinkerData = {
      dir: this.dir, previous: this.previous, suffixes: COMPRESSED_SUFFIXES, recycled: this.recycled, listingsDir: SNAPSHOT_PATHS.listingsDir,
    };
    const linker = startThread(new URL('./link-thread.ts', import.meta.url), { workerData: linkerData });
    linker.once('message', ({ failed, ms }: LinksMade) => {
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

function failure({ code, message }: ThreadFailure): Error {
  return Object.assign(new Error(message), { code });
}

/** A batch being filled: its files, the documents of those to be written (not the carried ones), and per file what is carried or unchanged. */
export interface Batch {
  files: string[];
  times: number[];
  documents: Buffer[];
  carriedAt: (PreviousDocument | null)[];
  unchanged: (UnchangedDocument | null)[];
  positions: number[];
}

/**
 * A batch as the compressing thread takes it: the documents to be written in
 * one buffer of its own (never a slice of Node's shared pool), handed to the
 * threads rather than copied; and, per file, where its carried document and
 * its unchanged variants are, as numbers (-1: not carried, not unchanged)
 * rather than a small array a listing cloned twice: cloning 128 such arrays
 * took longer than cloning the batch's 128 file names (14 against 8.5 µs).
 */
export function batchSent(batch: number, { files, times, documents, carriedAt, unchanged }: Omit<Batch, 'positions'>): BatchSent {
  const bytes = new ArrayBuffer(documents.reduce((sum, d) => sum + d.length, 0));
  let at = 0;
  for (const d of documents) {
    new Uint8Array(bytes, at, d.length).set(d);
    at += d.length;
  }
  const carried = new Float64Array(2 * files.length).fill(-1);
  const variants = new Float64Array(4 * files.length).fill(-1);
  carriedAt.forEach((c, i) => c && carried.set(c, 2 * i));
  unchanged.forEach((u, i) => u && variants.set(u, 4 * i));
  return { batch, files, times, bytes, lengths: documents.map((d) => d.length), carriedAt: carried, unchanged: variants };
}

function emptyBatch(): Batch {
  return { files: [], times: [], documents: [], carriedAt: [], unchanged: [], positions: [] };
}
