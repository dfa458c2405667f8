/**
 * Stage "verify": re-reads what was written before anything is published —
 * every file of the manifest, and every listing document this build wrote —
 * so a full disk or a concurrent writer fails the build instead of reaching
 * readers. Documents linked from the previous release are the inodes that
 * release's own build verified, and are not read again.
 *
 * Reading back the listing documents is a file open and read each (some 130 µs
 * on a slow disk, most of a minute at a million listings), so it is shared by
 * two threads: another thread starts on them as soon as stage "validate" has
 * written the last one, while this one lays out the index, and this one joins
 * it once it has hashed the manifest's files. They take the listings in runs
 * from one shared counter (verify-thread.ts).
 */
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { Manifest } from '../src/schema/manifest.ts';
import { listingDocumentPath } from '../src/snapshot/layout.ts';
import { hashFile } from '../src/snapshot/packed.ts';
import { Hasher, type FileHash } from '../src/snapshot/hasher.ts';
import { startThread } from '../src/thread/start.ts';
import { BuildFailure } from './failure.ts';
import { checkListings, HASH_BYTES, ID_BYTES, MISMATCH, RUN, type Shared } from './verify-thread.ts';

/**
 * The listings whose files this build wrote, as stage "validate" finishes them:
 * their ids and documents' hashes, packed (an object and a hash's Buffer each
 * took some 280 bytes, 230 MB at a million listings).
 */
export class WrittenListings {
  count = 0;
  ids = Buffer.alloc(1024 * ID_BYTES);
  hashes = Buffer.alloc(1024 * HASH_BYTES);

  add(id: string, sha256: Uint8Array): void {
    if (this.count * ID_BYTES === this.ids.length) {
      this.ids = Buffer.concat([this.ids, Buffer.alloc(this.ids.length)]);
      this.hashes = Buffer.concat([this.hashes, Buffer.alloc(this.hashes.length)]);
    }
    this.ids.write(id, this.count * ID_BYTES, ID_BYTES, 'latin1');
    this.hashes.set(sha256, this.count * HASH_BYTES);
    this.count++;
  }
}

/** The listing documents this build wrote, being read back on another thread. */
export class ListingCheck {
  private readonly shared: Shared;
  private readonly worker: Worker | null;
  /** The other thread's part: settled once it finds no listing left to take (at once when the listings are too few to share). */
  readonly elsewhere: Promise<void>;

  private constructor(dir: string, written: WrittenListings) {
    const [prefix, suffix] = listingDocumentPath('\u0000').split('\u0000') as [string, string];
    const { count } = written;
    const shared = (bytes: Buffer) => {
      const buffer = new SharedArrayBuffer(bytes.length);
      bytes.copy(Buffer.from(buffer));
      return buffer;
    };
    this.shared = {
      dir, prefix, suffix, count, counter: new SharedArrayBuffer(8),
      ids: shared(written.ids.subarray(0, count * ID_BYTES)), hashes: shared(written.hashes.subarray(0, count * HASH_BYTES)),
    };
    this.worker = count > RUN ? startThread(new URL('./verify-thread.ts', import.meta.url), { workerData: this.shared }) : null;
    this.elsewhere = this.worker === null ? Promise.resolve() : new Promise((resolve, reject) => {
      this.worker!.once('message', () => resolve());
      this.worker!.once('error', reject);
      this.worker!.once('exit', () => reject(new Error('the thread reading back listing files stopped')));
    });
    this.elsewhere.catch(() => undefined);
  }

  /** Starts reading back the listings written (their files must all be written by now). */
  static start(dir: string, written: WrittenListings): ListingCheck {
    return new ListingCheck(dir, written);
  }

  /** Joins in till every listing is read back; the first that does not match fails the build. */
  async finish(): Promise<void> {
    checkListings(this.shared);
    try {
      await this.elsewhere;
    } finally {
      this.stop();
    }
    const mismatch = new Int32Array(this.shared.counter)[MISMATCH]!;
    if (mismatch !== 0) {
      const id = Buffer.from(this.shared.ids).toString('latin1', (mismatch - 1) * ID_BYTES, mismatch * ID_BYTES);
      throw new BuildFailure(`verify: ${listingDocumentPath(id)} does not match what was written`);
    }
  }

  /** Stops the other thread (a build that failed on the way never reaches stage "verify"). */
  stop(): void {
    void this.worker?.terminate();
  }
}

/**
 * The packed files read back and hashed on the hashing thread as soon as they are written (after
 * stage "validate"), while this thread lays out the index: at a million listings some 3.5 GB,
 * three seconds of a core that stage "verify" spent on the build's critical path. They are not
 * written again after that, as no listing file is once written.
 */
export class PackedReadBack {
  private readonly hasher = new Hasher();
  private readonly hashes = new Map<string, Promise<FileHash>>();

  static start(dir: string, files: string[]): PackedReadBack {
    const readBack = new PackedReadBack();
    for (const file of files) {
      const hash = readBack.hasher.file(path.join(dir, file));
      // Met in stage "verify"; a build that fails before it stops the thread, and nobody asks.
      hash.catch(() => undefined);
      readBack.hashes.set(file, hash);
    }
    return readBack;
  }

  hashOf(file: string): Promise<FileHash> | undefined {
    return this.hashes.get(file);
  }

  close(): void {
    void this.hasher.close();
  }
}

export async function verifySnapshot(dir: string, manifest: Manifest, listings: ListingCheck[], packed?: PackedReadBack): Promise<void> {
  for (const [file, entry] of Object.entries(manifest.files)) {
    let actual: FileHash;
    try {
      actual = await (packed?.hashOf(file) ?? hashFile(path.join(dir, file)));
    } catch {
      throw new BuildFailure(`verify: ${file} could not be read back`);
    }
    if (actual.bytes !== entry.bytes || actual.sha256 !== entry.sha256) {
      throw new BuildFailure(`verify: ${file} does not match what was written (disk full or a concurrent writer?)`);
    }
  }
  for (const check of listings) await check.finish();
}
