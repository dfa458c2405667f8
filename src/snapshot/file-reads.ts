/**
 * Positioned reads of one open file: on the event loop while the page cache
 * holds the file, by libuv's threads once a read is seen to wait for the disk.
 *
 * A packed file's bytes that are not held in memory (a document past the
 * memory budget, every compressed variant) are read on demand. A read the page
 * cache answers costs a few microseconds on the event loop; handed to libuv's
 * threads it costs a thread's wake-up, a switch of the core and back, and a
 * promise: at a million listings, the service on one core, 11% of the CPU of
 * the never-asked mix of reads and searches; read on the loop, 3–14% more of
 * it is answered (docs/runtime.md). But when the cache does not hold the
 * bytes (the kernel gives clean file pages back whenever it wants the memory:
 * after a couple of idle minutes at a million listings) a read on the event
 * loop waits for the disk, and every request queued behind it waits too: the
 * core waited on such reads for half a second of the next ten seconds of
 * searches. So a read that took longer than `WAITED_MS` sends the reads of the
 * next `OFF_LOOP_MS` to libuv's threads, where a disk read delays only the
 * response that needs it; then one is tried on the loop again. At worst one
 * read in `OFF_LOOP_MS` waits on the loop.
 *
 * The descriptor is closed only once no read is in flight: a descriptor closed
 * under a queued read could be reused by the next file opened, and the read
 * would return that file's bytes.
 */
import { closeSync, openSync, read, readSync } from 'node:fs';

/** A read that took longer than this waited for the disk: the page cache answers one in microseconds. */
export const WAITED_MS = 0.5;
/** After a read waited, reads go through libuv's threads for this long before one is tried on the event loop again. */
export const OFF_LOOP_MS = 1000;

export class FileReads {
  private readonly fd: number;
  private inFlight = 0;
  private closed = false;
  /** Reads are made on the event loop from this instant on (`clock`). */
  private onLoopFrom = 0;

  constructor(
    file: string,
    private readonly short: string,
    /** Milliseconds, as `performance.now()` gives them (a test sets its own). */
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.fd = openSync(file, 'r');
  }

  /**
   * `length` bytes from `start`: at once while reads are made on the event loop, else a promise;
   * in memory of their own when they are to be `kept`.
   * Fails (throws or rejects) with `short` when the file ends first, and once closed.
   */
  read(start: number, length: number, { kept = false } = {}): Buffer | Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('packed documents: read after close'));
    // Bytes to be kept get memory of their own: a small buffer of Node's shared pool keeps the whole 8 KiB slab alive.
    const bytes = kept ? Buffer.allocUnsafeSlow(length) : Buffer.allocUnsafe(length);
    const started = this.clock();
    if (started >= this.onLoopFrom) {
      let filled = 0;
      while (filled < length) {
        const got = readSync(this.fd, bytes, filled, length - filled, start + filled);
        if (got === 0) throw new Error(this.short);
        filled += got;
      }
      const ended = this.clock();
      if (ended - started > WAITED_MS) this.onLoopFrom = ended + OFF_LOOP_MS;
      return bytes;
    }
    this.inFlight++;
    return new Promise<Buffer>((resolve, reject) => {
      const step = (filled: number) => {
        read(this.fd, bytes, filled, length - filled, start + filled, (error, got) => {
          if (error || got === 0) {
            this.settled();
            reject(error ?? new Error(this.short));
          } else if (filled + got < length) {
            step(filled + got);
          } else {
            this.settled();
            resolve(bytes);
          }
        });
      };
      step(0);
    });
  }

  /** Whether reads are made off the event loop now, a read having lately waited for the disk. */
  get offLoop(): boolean {
    return this.clock() < this.onLoopFrom;
  }

  /** No read may start after this; the descriptor goes once the last one in flight is done. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.inFlight === 0) closeSync(this.fd);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private settled(): void {
    if (--this.inFlight === 0 && this.closed) closeSync(this.fd);
  }
}
