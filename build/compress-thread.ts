/**
 * The compressing thread of listing-files.ts: the brotli variant of each
 * listing to be written (not of those linked), packed into one buffer handed
 * on with the batch to the writing thread, through a port of their own;
 * "finish" is handed on after the last batch.
 */
import zlib from 'node:zlib';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';

const SIZE_HINT = zlib.constants.BROTLI_PARAM_SIZE_HINT;

/** Brotli's parameters, by zlib.constants' numbers. */
export type BrotliParams = Record<number, number>;

/**
 * A batch as the main thread sends it. `bytes` holds the documents sent (not those of carried
 * listings), one after the other, `lengths` their lengths; `carriedAt` two numbers a listing (where
 * the previous release's packed documents hold its document, -1 when it is sent), `unchanged` four
 * (where the previous release's packed variants hold its own, -1 when it has none there).
 */
export interface BatchSent {
  batch: number;
  files: string[];
  times: number[];
  bytes: ArrayBuffer;
  lengths: number[];
  carriedAt: Float64Array<ArrayBuffer>;
  unchanged: Float64Array<ArrayBuffer>;
}

/** The batch handed on to the writing thread: with the brotli variants of the listings to be written, one after the other. */
export interface BatchCompressed extends BatchSent {
  brotliBytes: ArrayBuffer;
  brotliLengths: number[];
  brotliMs: number;
}

/** A thread's failure, as sent to the main thread. */
export interface ThreadFailure {
  code?: string;
  message: string;
}

export interface CompressorData {
  brotliParams: BrotliParams;
  /** The port to the writing thread. */
  output: MessagePort;
}

/** Compresses the brotli variants of a batch's listings to be written (neither carried nor unchanged). */
export function compressBatch(sent: BatchSent, brotliParams: BrotliParams): BatchCompressed {
  const { bytes, lengths, carriedAt, unchanged } = sent;
  const started = performance.now();
  const variants: Buffer[] = [];
  let at = 0, given = 0, size = 0;
  for (let i = 0; i < sent.files.length; i++) {
    if (carriedAt[2 * i]! >= 0) continue;
    const length = lengths[given++]!;
    if (unchanged[4 * i]! < 0) {
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
  return { ...sent, brotliBytes, brotliLengths: variants.map((v) => v.length), brotliMs: performance.now() - started };
}

/** An error as a thread sends it (an Error's code and message survive; not its class). */
export function threadFailure(error: unknown): ThreadFailure {
  const { code, message } = error as NodeJS.ErrnoException;
  return { code, message };
}

export function runThread(): void {
  const { brotliParams, output } = workerData as CompressorData;
  parentPort!.on('message', (message: BatchSent | { finish: true }) => {
    if (!('batch' in message)) return output.postMessage(message);
    try {
      const compressed = compressBatch(message, brotliParams);
      output.postMessage(compressed, [compressed.bytes, compressed.brotliBytes, compressed.carriedAt.buffer as ArrayBuffer, compressed.unchanged.buffer as ArrayBuffer]);
    } catch (error) {
      parentPort!.postMessage({ batch: message.batch, failed: threadFailure(error) });
    }
  });
}
