/**
 * SHA-256 on worker threads, so that verifying a snapshot's large files goes
 * on beside reading and parsing the rest of it: at a million listings the
 * packed documents are some 4 GB to hash, about three seconds of one core.
 *
 * Each file is hashed as the worker reads it from disk; a release directory is
 * never written again once published, so what is served later is what was
 * verified.
 */
import { Worker } from 'node:worker_threads';

export interface FileHash {
  sha256: string;
  bytes: number;
}

/** Plain JavaScript, evaluated in the worker: no loader, no TypeScript. */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { openSync, readSync, closeSync } = require('node:fs');
parentPort.on('message', ({ id, file }) => {
  try {
    const hash = createHash('sha256');
    let bytes = 0;
    const fd = openSync(file, 'r');
    try {
      const scratch = Buffer.allocUnsafe(${4 * 1024 * 1024});
      for (let read; (read = readSync(fd, scratch, 0, scratch.length, bytes)) > 0;) {
        hash.update(scratch.subarray(0, read));
        bytes += read;
      }
    } finally {
      closeSync(fd);
    }
    parentPort.postMessage({ id, sha256: hash.digest('hex'), bytes });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && (error.code || error.message)) });
  }
});
`;

/** One hashing thread and the bytes it has yet to hash. */
interface Thread {
  worker: Worker;
  queuedBytes: number;
}

/**
 * Hashing threads, each file given to the one with the fewest bytes still to
 * hash. Two by default: at a million listings the packed files are the longest
 * part of a start-up, and the main thread is done with its share sooner.
 */
export class Hasher {
  private readonly threads: Thread[];
  private readonly waiting = new Map<number, { resolve: (hash: FileHash) => void; reject: (error: Error) => void; thread: Thread; bytes: number }>();
  private next = 0;

  constructor(threadCount = 2) {
    this.threads = Array.from({ length: threadCount }, () => {
      const thread = { worker: new Worker(WORKER_SOURCE, { eval: true, execArgv: [] }), queuedBytes: 0 };
      thread.worker.on('message', ({ id, sha256, bytes, error }: { id: number; sha256?: string; bytes?: number; error?: string }) => {
        const waiter = this.waiting.get(id);
        this.waiting.delete(id);
        if (!waiter) return;
        waiter.thread.queuedBytes -= waiter.bytes;
        if (error !== undefined) waiter.reject(Object.assign(new Error(`hashing failed: ${error}`), { code: error }));
        else waiter.resolve({ sha256: sha256!, bytes: bytes! });
      });
      thread.worker.on('error', (error) => this.failAll(error));
      thread.worker.on('exit', () => this.failAll(new Error('the hashing thread stopped')));
      return thread;
    });
  }

  /** The hash of a file as it is on disk; `bytes` is its expected size, to share the work out. */
  file(file: string, bytes: number): Promise<FileHash> {
    const thread = this.threads.reduce((least, t) => (t.queuedBytes < least.queuedBytes ? t : least));
    thread.queuedBytes += bytes;
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, thread, bytes });
      thread.worker.postMessage({ id, file });
    });
  }

  /** Stops the threads; asks still waiting fail. */
  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }

  private failAll(error: Error): void {
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
  }
}
