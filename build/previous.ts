/**
 * The release the output path points to when a build starts, as a source of
 * listings to reuse, in two ways.
 *
 * A nightly export changes a few percent of its records. A record whose text is
 * exactly what a listing of the previous release was made of (its source hash,
 * read.ts), under the same reuse key (reuse-key.ts), is *carried*: it is not
 * parsed, validated, serialized or tokenized again — its document comes from
 * the previous packed file, its columns from the previous arrays and its
 * postings from the previous term index (`termPostings`), so it costs a build
 * little more than linking its files.
 *
 * A record that did change, or any record under another key, is read again;
 * if its document comes out byte for byte as the previous release holds it
 * (same id, same length, same SHA-256) it is not compressed or written again
 * either. Either way a listing's three files are hard links to the previous
 * release's (the same inodes, so the same modification time and static ETag,
 * and no new file for the file system to make), and its compressed variants
 * are copied from the previous packed files.
 *
 * A release is never written after it is published, and was verified by the
 * build that made it; reuse trusts it that far. Its manifest must be of this
 * format and its arrays must match their hashes, or nothing is reused; to be
 * carried from, its reuse files and its packed documents must match theirs too
 * (the documents, some 2 GB at a million listings, are hashed on the hashing
 * thread while stage "scan" reads the export: `documentsChecked`; if they do
 * not match, the build scans again with nothing to carry). Its packed
 * compressed variants, copied from, must at least be of their listed
 * sizes (hashing them would cost seconds a rebuild). A file that cannot be
 * linked (removed by hand, another file system) is written afresh from the
 * packed files.
 */
import { closeSync, openSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { Manifest, SNAPSHOT_FORMAT_VERSION } from '../src/schema/manifest.ts';
import { bytesToUuid, IdIndex } from '../src/search/ids.ts';
import { SearchMeta, type SearchArrays } from '../src/search/model.ts';
import { ARRAY_TYPES, unpackArrays, type ArrayDirectory, type PackedArray } from '../src/schema/arrays.ts';
import { ETAG_HASH_BYTES, sha256 } from '../src/snapshot/compress.ts';
import { SNAPSHOT_PATHS } from '../src/snapshot/layout.ts';
import { hashFile, readAt } from '../src/snapshot/packed.ts';
import { Hasher } from '../src/snapshot/hasher.ts';
import { ReuseMeta } from './reuse-key.ts';

/** An unchanged listing's compressed variants in the previous release's packed files: gzip start and length, brotli start and length. */
export type UnchangedDocument = [number, number, number, number];

/** Where the previous release's packed documents hold a carried listing's document: start and length. */
export type PreviousDocument = [start: number, length: number];

/** The arrays reuse reads: ids, content hashes and where the compressed variants sit (some 60 bytes a listing). */
const REUSE_ARRAYS = ['ids', 'etags', 'documentLength', 'gzipStart', 'gzipLength', 'brotliStart', 'brotliLength'] as const;
type ReuseArrays = Pick<SearchArrays, (typeof REUSE_ARRAYS)[number]>;

/** And what carrying a listing reads besides: its columns, where its document is, the term index's offsets (some 70 bytes a listing more). */
const CARRY_ARRAYS = [
  'city', 'country', 'category', 'kind', 'currency', 'priceLow', 'priceHigh', 'expiresAt',
  'eventStart', 'eventEnd', 'flags', 'titleWords', 'documentStart', 'termOffsets',
] as const;
export type CarriedColumns = Pick<SearchArrays, (typeof CARRY_ARRAYS)[number]>;

/** Of data/terms.json, the vocabulary in order (a term's position is its id). */
const TermList = z.object({ terms: z.array(z.string()) });

/** A document's SHA-256, whole, as reuse.bin keeps it. */
const DOCUMENT_HASH_BYTES = 32;

/** Postings read from the previous term index at a time, at most (unless one term has more). */
const TERM_CHUNK = 1 << 22;

/** Whether a file matches its manifest entry, hashed on a thread of its own (false if it cannot be read). */
async function documentsMatch(file: string, entry: { sha256: string; bytes: number } | undefined): Promise<boolean> {
  const hasher = new Hasher();
  try {
    const actual = await hasher.file(file);
    return actual.sha256 === entry?.sha256 && actual.bytes === entry?.bytes;
  } catch {
    return false;
  } finally {
    void hasher.close();
  }
}

export class PreviousRelease {
  private readonly ids: IdIndex;

  private constructor(
    readonly dir: string,
    private readonly arrays: ReuseArrays,
    /** Set when this release's listings may be carried (the same reuse key): see PreviousRecords. */
    readonly records: PreviousRecords | null,
    /** With `records`: whether the packed documents carried listings are copied from match their hash (being checked). */
    readonly documentsChecked: Promise<boolean> = Promise.resolve(true),
  ) {
    this.ids = records?.byId ?? new IdIndex(arrays.ids);
  }

  /** This release lending its files and variants only, none of its records. */
  withoutRecords(): PreviousRelease {
    return new PreviousRelease(this.dir, this.arrays, null);
  }

  /**
   * The release at `dir` if it can be reused, else null (a first build, another format, a damaged
   * release); with its records to carry when it was made under `key`.
   */
  static async open(dir: string | null, key: string): Promise<PreviousRelease | null> {
    if (dir === null) return null;
    let fd: number | null = null;
    try {
      const manifest = Manifest.parse(JSON.parse(readFileSync(path.join(dir, SNAPSHOT_PATHS.manifest), 'utf8')));
      if (manifest.formatVersion !== SNAPSHOT_FORMAT_VERSION) return null;
      const matches = (file: string, actual: { sha256: string; bytes: number }) =>
        actual.sha256 === manifest.files[file]?.sha256 && actual.bytes === manifest.files[file]?.bytes;
      const verifiedJson = (file: string): unknown => {
        const bytes = readFileSync(path.join(dir, file));
        if (!matches(file, { sha256: sha256(bytes).toString('hex'), bytes: bytes.length })) throw new Error(`${file} does not match its hash`);
        return JSON.parse(bytes.toString('utf8'));
      };
      const meta = SearchMeta.parse(verifiedJson(SNAPSHOT_PATHS.meta));
      const arraysFile = path.join(dir, SNAPSHOT_PATHS.arrays);
      if (!matches(SNAPSHOT_PATHS.arrays, await hashFile(arraysFile))) return null;
      // A variant is copied from a packed file at the offset the arrays give: a shorter file would fail the build.
      for (const file of [SNAPSHOT_PATHS.documentsGzip, SNAPSHOT_PATHS.documentsBrotli]) {
        if (statSync(path.join(dir, file)).size !== manifest.files[file]?.bytes) return null;
      }
      const reuse = ReuseMeta.safeParse(manifest.files[SNAPSHOT_PATHS.reuseMeta] ? verifiedJson(SNAPSHOT_PATHS.reuseMeta) : null);
      const carrying = reuse.success && reuse.data.key === key
        && matches(SNAPSHOT_PATHS.reuse, await hashFile(path.join(dir, SNAPSHOT_PATHS.reuse)));
      // Only the arrays reuse needs, each read where the directory puts it.
      fd = openSync(arraysFile, 'r');
      const arrays = readArrays(fd, meta.arrays, carrying ? [...REUSE_ARRAYS, ...CARRY_ARRAYS] : REUSE_ARRAYS);
      let records: PreviousRecords | null = null;
      if (carrying) {
        const sourceFd = openSync(path.join(dir, SNAPSHOT_PATHS.reuse), 'r');
        let own;
        try {
          own = readArrays(sourceFd, reuse.data.arrays, ['sourceHashes', 'updatedAt', 'documentHashes']);
        } finally {
          closeSync(sourceFd);
        }
        const { terms } = TermList.parse(verifiedJson(SNAPSHOT_PATHS.terms));
        records = new PreviousRecords(dir, arrays as unknown as CarriedColumns & ReuseArrays, meta, terms,
          own.sourceHashes as Uint8Array, own.updatedAt as Float64Array, own.documentHashes as Uint8Array);
      }
      return new PreviousRelease(dir, arrays as unknown as ReuseArrays, records, records ? documentsMatch(path.join(dir, SNAPSHOT_PATHS.documents), manifest.files[SNAPSHOT_PATHS.documents]) : undefined);
    } catch {
      return null;
    } finally {
      if (fd !== null) closeSync(fd);
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
    return variantsOf(a, ordinal);
  }
}

/**
 * The previous release's listings as records to carry: found by their source
 * hash, each with what the build would otherwise make of its record again.
 */
export class PreviousRecords {
  private readonly bySource: IdIndex;
  /** Its ids (the release's own index of them, shared). */
  readonly byId: IdIndex;

  constructor(
    readonly dir: string,
    /** The previous columns, by its ordinals. */
    readonly columns: CarriedColumns & ReuseArrays,
    /** Its dictionaries (a column holds an index into them) and where its term arrays are. */
    readonly meta: SearchMeta,
    /** Its vocabulary: term t's postings are at [termOffsets[t], termOffsets[t+1]). */
    readonly terms: readonly string[],
    readonly sourceHashes: Uint8Array,
    readonly updatedAt: Float64Array,
    /** Each listing's document's SHA-256 (DOCUMENT_HASH_BYTES an ordinal). */
    private readonly documentHashes: Uint8Array,
  ) {
    this.bySource = new IdIndex(sourceHashes);
    this.byId = new IdIndex(columns.ids);
  }

  /** The previous ordinal of the listing made of a record with this source hash, or -1. */
  find(sourceHash: Buffer): number {
    return this.bySource.findKey(sourceHash);
  }

  id(ordinal: number): string {
    return bytesToUuid(this.columns.ids, ordinal * 16);
  }

  /** The previous ordinal of the listing with this id (either case), or -1. */
  ordinalOf(id: string): number {
    return this.byId.find(id);
  }

  /**
   * Where the previous packed documents hold the listing's document: start and length
   * (the file was checked whole when the release was opened; the listing files' thread copies it).
   */
  documentAt(ordinal: number): PreviousDocument {
    return [this.columns.documentStart[ordinal]!, this.columns.documentLength[ordinal]!];
  }

  /** The SHA-256 of the listing's document (the packed file it is read from was checked whole when the release was opened). */
  documentHash(ordinal: number): Buffer {
    return Buffer.from(this.documentHashes.buffer, this.documentHashes.byteOffset + ordinal * DOCUMENT_HASH_BYTES, DOCUMENT_HASH_BYTES);
  }

  variants(ordinal: number): UnchangedDocument {
    return variantsOf(this.columns, ordinal);
  }

  /**
   * Every term of the previous vocabulary with its postings (previous ordinals,
   * ascending; weights; title positions), read from the term index a few million
   * postings at a time.
   */
  *termPostings(): Generator<{ term: string; postings: Uint32Array; weights: Uint8Array; positions: Uint8Array }> {
    const offsets = this.columns.termOffsets;
    const directory = this.meta.arrays;
    const fd = openSync(path.join(this.dir, SNAPSHOT_PATHS.arrays), 'r');
    try {
      let chunkStart = 0, chunkEnd = 0;
      let chunk: { postings: Uint32Array; weights: Uint8Array; positions: Uint8Array } | null = null;
      for (let t = 0; t < this.terms.length; t++) {
        const from = offsets[t]!, to = offsets[t + 1]!;
        if (chunk === null || to > chunkEnd) {
          chunkStart = from;
          chunkEnd = Math.min(offsets[this.terms.length]!, Math.max(to, from + TERM_CHUNK));
          chunk = {
            postings: readRange(fd, directory, 'termPostings', chunkStart, chunkEnd) as Uint32Array,
            weights: readRange(fd, directory, 'termWeights', chunkStart, chunkEnd) as Uint8Array,
            positions: readRange(fd, directory, 'termTitlePositions', chunkStart, chunkEnd) as Uint8Array,
          };
        }
        yield {
          term: this.terms[t]!,
          postings: chunk.postings.subarray(from - chunkStart, to - chunkStart),
          weights: chunk.weights.subarray(from - chunkStart, to - chunkStart),
          positions: chunk.positions.subarray(from - chunkStart, to - chunkStart),
        };
      }
    } finally {
      closeSync(fd);
    }
  }
}

function variantsOf(a: ReuseArrays, ordinal: number): UnchangedDocument {
  return [a.gzipStart[ordinal]!, a.gzipLength[ordinal]!, a.brotliStart[ordinal]!, a.brotliLength[ordinal]!];
}

/** Named arrays of a packed file, each read where its directory puts it. */
function readArrays(fd: number, directory: ArrayDirectory, names: readonly string[]): Record<string, PackedArray> {
  const arrays: Record<string, PackedArray> = {};
  for (const name of names) {
    const entry = directory[name];
    if (!entry) throw new Error(`previous release: no array ${name}`);
    arrays[name] = readRange(fd, directory, name, 0, entry.length);
  }
  return arrays;
}

/** Elements [from, to) of one array of a packed file. */
function readRange(fd: number, directory: ArrayDirectory, name: string, from: number, to: number): PackedArray {
  const entry = directory[name]!;
  const size = ARRAY_TYPES[entry.type].BYTES_PER_ELEMENT;
  const bytes = readAt(fd, entry.offset + from * size, (to - from) * size, SHORT);
  return unpackArrays(bytes, { [name]: { type: entry.type, offset: 0, length: to - from } })[name]!;
}

const SHORT = 'previous release: a file is shorter than its arrays say';
