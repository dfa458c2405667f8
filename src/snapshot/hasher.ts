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
 */
import type { Worker } from 'node:worker_threads';
import { startThread } from '../thread/start.ts';
import type { HashAnswer, HashAsked } from './hash-thread.ts';

export interface FileHash {
  sha256: string;
  bytes: number;
}

export class Hasher {
  private readonly worker: Worker = startThread(new URL('./hash-thread.ts', import.meta.url));
  private readonly waiting = new Map<number, { resolve: (hash: FileHash) => void; reject: (error: Error) => void }>();
  private next = 0;
  private held: HashAsked[] | null = null;

  constructor() {
    this.worker.on('message', (answer: HashAnswer) => {
      const waiter = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if (answer.error !== undefined) waiter?.reject(Object.assign(new Error(`hashing failed: ${answer.error}`), { code: answer.error }));
      else waiter?.resolve({ sha256: answer.sha256, bytes: answer.bytes });
    });
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', () => this.failAll(new Error('the hashing thread stopped')));
  }

  /** The hash of a file as it is on disk. */
  file(file: string): Promise<FileHash> {
    return this.ask({ file });
  }

  /** Stops the thread; asks still waiting fail. */
  async close(): Promise<void> {
    await this.worker.terminate();
  }

  /** Asks made from now on wait, in order, until `release` (to keep the thread off a core that has better work meanwhile). */
  hold(): void {
    this.held ??= [];
  }

  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const message of held) this.worker.postMessage(message);
  }

  private ask(message: { file: string }): Promise<FileHash> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      if (this.held) this.held.push({ id, ...message });
      else this.worker.postMessage({ id, ...message });
    });
  }

  private failAll(error: Error): void {
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
  }
}
