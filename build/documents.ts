/**
 * Each public listing's document, written as stage "validate" passes it: byte for
 * byte the body of GET /api/v1/ads/{id}, as a file (with .gz and .br beside it,
 * for a CDN or static host) and appended to the packed files the runtime loads.
 * A document the previous release already holds is linked from there, not
 * compressed and written again (previous.ts finds which); either is done on
 * another thread (listing-files.ts), which also appends the document and its
 * compressed variants to the packed files. So a listing is started, then
 * finished once its files are done (or its links queued), in the order the
 * listings were started: the lengths say where its bytes start.
 *
 * The links are made while stage "index" runs; stage "links" waits for the
 * last, and writes the files of any listing that could not be linked (the
 * previous release lost one) from this snapshot's packed files.
 */
import { closeSync, mkdirSync, openSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Listing } from '../src/schema/listing.ts';
import { COMPRESSED_SUFFIXES, listingDocumentPath, SNAPSHOT_PATHS } from '../src/snapshot/layout.ts';
import { listingFileTime, sha256 } from '../src/snapshot/compress.ts';
import { readAt } from '../src/snapshot/packed.ts';
import type { StoredDocument } from './index-data.ts';
import { ListingFiles, type Queued } from './listing-files.ts';
import type { PreviousRecords, PreviousRelease } from './previous.ts';
import { WrittenListings } from './verify.ts';

/**
 * Time spent on the listing files, on the worker thread: compressing them,
 * creating and writing them, and linking them from the previous release.
 */
export interface DocumentWork {
  filesWritten: number;
  writeMs: number;
  compressMs: number;
  linkMs: number;
}

/** A listing started: its document's length and hash, and its files on their way (written, or linked). */
export interface StartedDocument {
  length: number;
  hash: Buffer;
  /** Where it is queued on the listing files' thread. */
  queued: Queued;
}

export class DocumentWriter {
  private readonly files: ListingFiles;
  /** Bytes of documents and compressed variants appended so far (by the listing files' thread, in the order listings are finished here). */
  private identityBytes = 0;
  private gzipBytes = 0;
  private brotliBytes = 0;

  /** Documents linked from the previous release rather than written (final once stage "links" is done). */
  reused = 0;
  /** Of those, the ones carried (their records not parsed). */
  carried = 0;

  /** Files written where a link could not be made. */
  private rewrittenFiles = 0;

  /** `recycled`: `dir` holds a retired release's listing files, each kept where it already is the previous release's, else replaced (publish.ts). */
  constructor(private readonly dir: string, private readonly previous: PreviousRelease | null, recycled = false) {
    mkdirSync(path.join(dir, SNAPSHOT_PATHS.listingsDir), { recursive: true });
    mkdirSync(path.join(dir, path.dirname(SNAPSHOT_PATHS.documents)), { recursive: true });
    this.files = new ListingFiles(dir, previous?.dir ?? null, recycled);
  }

  /** Where the time of writing documents went (the build report's `documentWork`). */
  get work(): DocumentWork {
    const { work } = this.files;
    return { ...work, filesWritten: work.filesWritten + this.rewrittenFiles };
  }

  /** Makes a listing's document and queues its files: linked from the previous release when it holds it unchanged, else compressed and written. */
  start(listing: Listing): StartedDocument {
    const bytes = Buffer.from(JSON.stringify(listing));
    const hash = sha256(bytes);
    const unchanged = this.previous?.find(listing.id, { sha256: hash, length: bytes.length }) ?? null;
    const queued = this.files.add(listingDocumentPath(listing.id), listingFileTime(hash), bytes, unchanged);
    return { length: bytes.length, hash, queued };
  }

  /** Starts a listing carried from the previous release: its document copied from there by the files' thread, its hash taken from there, its files linked. */
  carry(records: PreviousRecords, ordinal: number): StartedDocument {
    const hash = records.documentHash(ordinal);
    const at = records.documentAt(ordinal);
    this.carried++;
    const queued = this.files.add(listingDocumentPath(records.id(ordinal)), listingFileTime(hash), at, records.variants(ordinal));
    return { length: at[1], hash, queued };
  }

  /** Whether a started listing may be finished now: its files are written (or queued to be linked) and its bytes appended. */
  finishable(started: StartedDocument): boolean {
    return this.files.answered(started.queued.batch);
  }

  /** Resolves once a started listing may be finished (its batch is sent now if it is still being filled). */
  whenFinishable(started: StartedDocument): Promise<void> {
    return this.files.whenAnswered(started.queued.batch);
  }

  /**
   * A finishable listing's place in the packed files and its hash; `fresh` when its files
   * were written. Listings are finished in the order they were started, each once.
   */
  finish(started: StartedDocument): StoredDocument & { fresh: boolean } {
    const { length, hash } = started;
    const { gzipLength, brotliLength, reused } = this.files.written(started.queued);
    if (reused) this.reused++;
    const start = this.identityBytes, gzipStart = this.gzipBytes, brotliStart = this.brotliBytes;
    this.identityBytes += length;
    this.gzipBytes += gzipLength;
    this.brotliBytes += brotliLength;
    return {
      fresh: !reused,
      start, length,
      gzipStart, gzipLength, brotliStart, brotliLength,
      sha256: hash,
    };
  }

  /** Stops the listing files' threads (whatever was left undone: a failed build's staging is removed). */
  close(): void {
    this.files.close();
  }

  /** The packed files' hashes and sizes, by snapshot path (once, after the last listing is finished; the links may still be being made). */
  async digests(): Promise<Record<string, { sha256: string; bytes: number }>> {
    const { identity, gzip, brotli } = await this.files.finish();
    return {
      [SNAPSHOT_PATHS.documents]: identity,
      [SNAPSHOT_PATHS.documentsGzip]: gzip,
      [SNAPSHOT_PATHS.documentsBrotli]: brotli,
    };
  }

  /**
   * Stage "links": once the last link is made (after `digests()`), the files of the listings
   * that could not be linked, written from this snapshot's packed files — the same bytes a link
   * would have given — and returned to be read back. `storedAt` gives a listing's id and where
   * its document is, by its position in the order listings were started.
   */
  async settleLinks(storedAt: (position: number) => { id: string; document: StoredDocument }): Promise<WrittenListings> {
    const { failed } = await this.files.links();
    const written = new WrittenListings();
    if (failed.length === 0) return written;
    const short = 'links: a packed file is shorter than its listings say';
    const packed = [SNAPSHOT_PATHS.documents, SNAPSHOT_PATHS.documentsGzip, SNAPSHOT_PATHS.documentsBrotli].map((file) => openSync(path.join(this.dir, file), 'r'));
    try {
      for (const position of failed) {
        const { id, document: d } = storedAt(position);
        const file = path.join(this.dir, listingDocumentPath(id));
        const time = listingFileTime(d.sha256);
        const bodies = [
          readAt(packed[0]!, d.start, d.length, short), readAt(packed[1]!, d.gzipStart, d.gzipLength, short), readAt(packed[2]!, d.brotliStart, d.brotliLength, short),
        ];
        // Stamped as the listing files' thread stamps what it writes (the time its static ETag is made of).
        // Created anew ('wx'): a name left in a recycled folder may be a link to a file another release holds.
        ['', ...COMPRESSED_SUFFIXES].forEach((suffix, i) => {
          rmSync(file + suffix, { force: true });
          writeFileSync(file + suffix, bodies[i]!, { flag: 'wx' });
          utimesSync(file + suffix, time, time);
        });
        written.add(id, d.sha256);
      }
    } finally {
      for (const fd of packed) closeSync(fd);
    }
    this.reused -= failed.length;
    this.rewrittenFiles += 3 * failed.length;
    return written;
  }
}
