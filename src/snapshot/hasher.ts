/**
 * SHA-256 on a worker thread, so that verifying a snapshot's large files goes
 * on beside reading the rest of it and, for the packed documents, beside
 * serving it: at a million listings they are some 4 GB to hash, about three
 * seconds of one core.
 *
 * Each file is hashed as the worker reads it from disk; a release directory is
 * never written again once published, so what is served later is what was
 * verified. One thread: a second one (tried) made start-up no faster, the
 * cores being busy already, and stretched the main thread's steps of a reload.
 *
 * The thread is started by the first file it is given. The first INLINE_BYTES
 * of files are hashed on the calling thread instead: a thread takes some 40 ms
 * to start, in which this one hashes a few megabytes, so a small export or
 * snapshot is hashed without one.
 */
import { statSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { startThread } from '../thread/start.ts';
import { answer, type HashAnswer, type HashAsked } from './hash-thread.ts';

/** Bytes a Hasher hashes on the calling thread, in its first files, before it starts its thread. */
export const INLINE_BYTES = 1024 * 1024;

export interface FileHash {
  sha256: string;
  bytes: number;
}

export class Hasher {
  /** The hashing thread, once a file has been too large to hash here. */
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, { resolve: (hash: FileHash) => void; reject: (error: Error) => void }>();
  private next = 0;
  private held: HashAsked[] | null = null;
  private inlineLeft = INLINE_BYTES;

  /** The hash of a file as it is on disk. */
  file(file: string): Promise<FileHash> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      if (this.held) this.held.push({ id, file });
      else this.send({ id, file });
    });
  }

  /** Whether a thread was started (for tests: small files are hashed without one). */
  get threaded(): boolean {
    return this.worker !== null;
  }

  /** Stops the thread, if one was started; asks still waiting fail. */
  async close(): Promise<void> {
    await this.worker?.terminate();
  }

  /** Asks made from now on wait, in order, until `release` (to keep the thread off a core that has better work meanwhile). */
  hold(): void {
    this.held ??= [];
  }

  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const asked of held) this.send(asked);
  }

  /** Hashes here while the first files fit in INLINE_BYTES; from the first that does not, on the thread, in order. */
  private send(asked: HashAsked): void {
    if (this.worker === null) {
      // A file that cannot be read is answered here, with the error the thread would give.
      const bytes = statSync(asked.file, { throwIfNoEntry: false })?.size ?? 0;
      if (bytes <= this.inlineLeft) {
        this.inlineLeft -= bytes;
        return this.settle(answer(asked));
      }
      this.worker = this.startWorker();
    }
    this.worker.postMessage(asked);
  }

  private startWorker(): Worker {
    const worker = startThread(new URL('./hash-thread.ts', import.meta.url));
    worker.on('message', (answer: HashAnswer) => this.settle(answer));
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => this.failAll(new Error('the hashing thread stopped')));
    return worker;
  }

  private settle(answer: HashAnswer): void {
    const waiter = this.waiting.get(answer.id);
    this.waiting.delete(answer.id);
    if (answer.error !== undefined) waiter?.reject(Object.assign(new Error(`hashing failed: ${answer.error}`), { code: answer.error }));
    else waiter?.resolve({ sha256: answer.sha256, bytes: answer.bytes });
  }

  private failAll(error: Error): void {
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
  }
}
