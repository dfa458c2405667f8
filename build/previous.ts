/**
 * The release the output path points to when a build starts, as a source of
 * listing documents to reuse.
 *
 * A nightly export changes a few percent of its listings. A listing whose
 * document comes out byte for byte as the previous release holds it (same id,
 * same length, same SHA-256) is not compressed or written again: its three
 * files are hard links to the previous release's (the same inodes, so the same
 * modification time and static ETag, and no new file for the file system to
 * make, which is what a build spends most of its time on), and its compressed
 * variants are copied from the previous packed files.
 *
 * A release is never written after it is published, and was verified by the
 * build that made it; reuse trusts it that far. Its manifest must be of this
 * format and its arrays must match their hashes, or nothing is reused. A file
 * that cannot be linked (removed by hand, another file system) is simply
 * written afresh.
 */
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Manifest, SNAPSHOT_FORMAT_VERSION } from '../src/schema/manifest.ts';
import { IdIndex } from '../src/search/ids.ts';
import { SearchMeta, type SearchArrays } from '../src/search/model.ts';
import { ARRAY_TYPES, unpackArrays, type PackedArray } from '../src/snapshot/arrays.ts';
import { ETAG_HASH_BYTES, sha256 } from '../src/snapshot/compress.ts';
import { SNAPSHOT_PATHS } from '../src/snapshot/layout.ts';
import { hashFile, readAt } from '../src/snapshot/packed.ts';

/** An unchanged listing's compressed variants in the previous release's packed files: gzip start and length, brotli start and length. */
export type UnchangedDocument = [number, number, number, number];

/** The arrays reuse reads: ids, content hashes and where the compressed variants sit (some 60 bytes a listing). */
const REUSE_ARRAYS = ['ids', 'etags', 'documentLength', 'gzipStart', 'gzipLength', 'brotliStart', 'brotliLength'] as const;
type ReuseArrays = Pick<SearchArrays, (typeof REUSE_ARRAYS)[number]>;

export class PreviousRelease {
  private readonly ids: IdIndex;

  private constructor(readonly dir: string, private readonly arrays: ReuseArrays) {
    this.ids = new IdIndex(arrays.ids);
  }

  /** The release at `dir` if it can be reused, else null (a first build, another format, a damaged release). */
  static async open(dir: string | null): Promise<PreviousRelease | null> {
    if (dir === null) return null;
    try {
      const manifest = Manifest.parse(JSON.parse(readFileSync(path.join(dir, SNAPSHOT_PATHS.manifest), 'utf8')));
      if (manifest.formatVersion !== SNAPSHOT_FORMAT_VERSION) return null;
      const matches = (file: string, actual: { sha256: string; bytes: number }) =>
        actual.sha256 === manifest.files[file]?.sha256 && actual.bytes === manifest.files[file]?.bytes;
      const metaBytes = readFileSync(path.join(dir, SNAPSHOT_PATHS.meta));
      const arraysFile = path.join(dir, SNAPSHOT_PATHS.arrays);
      if (!matches(SNAPSHOT_PATHS.meta, { sha256: sha256(metaBytes).toString('hex'), bytes: metaBytes.length })) return null;
      if (!matches(SNAPSHOT_PATHS.arrays, await hashFile(arraysFile))) return null;
      const { arrays: directory } = SearchMeta.parse(JSON.parse(metaBytes.toString('utf8')));
      // Only the arrays reuse needs, each read where the directory puts it.
      const fd = openSync(arraysFile, 'r');
      try {
        const arrays: Record<string, PackedArray> = {};
        for (const name of REUSE_ARRAYS) {
          const entry = directory[name]!;
          const bytes = readAt(fd, entry.offset, entry.length * ARRAY_TYPES[entry.type].BYTES_PER_ELEMENT, SHORT);
          arrays[name] = unpackArrays(bytes, { [name]: { ...entry, offset: 0 } })[name]!;
        }
        return new PreviousRelease(dir, arrays as unknown as ReuseArrays);
      } finally {
        closeSync(fd);
      }
    } catch {
      return null;
    }
  }

  /**
   * Where the previous release holds a listing whose document is unchanged (same id,
   * length and hash): its compressed variants in the packed files, as
   * [gzip start, gzip length, brotli start, brotli length]. Null when the listing is new or
   * changed. The files are linked, and the variants read, by the listing files' thread.
   */
  find(id: string, document: { sha256: Buffer; length: number }): UnchangedDocument | null {
    const ordinal = this.ids.find(id);
    if (ordinal < 0) return null;
    const a = this.arrays;
    if (a.documentLength[ordinal] !== document.length) return null;
    const tag = Buffer.from(a.etags.buffer, a.etags.byteOffset + ordinal * ETAG_HASH_BYTES, ETAG_HASH_BYTES);
    if (!tag.equals(document.sha256.subarray(0, ETAG_HASH_BYTES))) return null;
    return [a.gzipStart[ordinal]!, a.gzipLength[ordinal]!, a.brotliStart[ordinal]!, a.brotliLength[ordinal]!];
  }
}

const SHORT = 'previous release: a file is shorter than its arrays say';
