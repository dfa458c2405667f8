/**
 * Positioned reads of one open file, off the event loop.
 *
 * A packed file's bytes that are not held in memory (a document past the
 * memory budget, every compressed variant) are read on demand. A synchronous
 * read costs about a microsecond while the page cache holds the bytes, but when
 * it does not (the kernel gives clean file pages back whenever it wants the
 * memory) it waits for the disk, and every request queued behind it waits too:
 * at a million listings, after a couple of idle minutes, the core waited on
 * such reads for half a second of the next ten seconds of searches. Read by
 * libuv's threads instead, a read costs some 4 µs more of the core while
 * cached, and a disk read delays only the response that needs it
 * (docs/runtime.md).
 *
 * The descriptor is closed only once no read is in flight: a descriptor closed
 * under a queued read could be reused by the next file opened, and the read
 * would return that file's bytes.
 */
import { closeSync, openSync, read } from 'node:fs';

export class FileReads {
  private readonly fd: number;
  private inFlight = 0;
  private closed = false;

  constructor(file: string, private readonly short: string) {
    this.fd = openSync(file, 'r');
  }

  /** `length` bytes from `start`; rejects with `short` when the file ends first, and once closed. */
  read(start: number, length: number): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('packed documents: read after close'));
    const bytes = Buffer.allocUnsafe(length);
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
