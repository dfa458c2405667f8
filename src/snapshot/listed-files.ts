/**
 * The load's first phase: every file the manifest lists but the packed ones,
 * read whole and checked against it before anything is served. Each is hashed
 * as it is read, but the arrays (hundreds of MB at a million listings), which
 * the hashing thread hashes from disk while this thread reads the rest.
 */
import { z } from 'zod';
import path from 'node:path';
import type { Manifest } from '../schema/manifest.ts';
import { SNAPSHOT_PATHS } from './layout.ts';
import type { FileHash } from './hasher.ts';
import { readVerifiable, readWhole } from './packed.ts';
import { damaged, SnapshotError, unreadable } from './snapshot-error.ts';

/** A static document with its precompressed variants and content hash. */
export interface StaticDocument {
  identity: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
  sha256: string;
}

/** The packed files, read in pieces or on demand rather than whole. */
export const PACKED = new Set<string>([SNAPSHOT_PATHS.documents, SNAPSHOT_PATHS.documentsGzip, SNAPSHOT_PATHS.documentsBrotli]);
/** What only the next build reads (it checks them itself): never loaded here. */
const BUILD_ONLY = new Set<string>([SNAPSHOT_PATHS.reuse, SNAPSHOT_PATHS.reuseMeta]);
/** Read whole by this thread but hashed by the hashing thread (hundreds of MB at a million listings). */
export const HASHED_ON_THE_SIDE = new Set<string>([SNAPSHOT_PATHS.arrays]);

export class ListedFiles {
  private readonly files = new Map<string, Buffer>();
  /** The checks of files hashed on the other thread, awaited before the snapshot is returned. */
  private readonly checkedOnTheSide: Promise<void>[] = [];

  /** `hashedOnTheSide`: the hashing thread's hash of each file of HASHED_ON_THE_SIDE the manifest lists, asked already. */
  constructor(private readonly dir: string, private readonly manifest: Manifest, private readonly hashedOnTheSide: Map<string, Promise<FileHash>>) {}

  /** Checks a file's hash, had from elsewhere, against the manifest: awaited later, so it never goes unhandled. */
  verifiedBy(file: string, hash: Promise<FileHash>): Promise<void> {
    const entry = this.manifest.files[file]!;
    const verified = hash.then(({ sha256, bytes }) => {
      if (bytes !== entry.bytes || sha256 !== entry.sha256) throw damaged(file);
    }, (error: unknown) => { throw unreadable(file, error); });
    verified.catch(() => {}); // awaited later; a refusal part-way must not leave it unhandled
    return verified;
  }

  /** Reads every listed file but the packed ones, checking each here or on the hashing thread. */
  async read(): Promise<void> {
    for (const [file, entry] of Object.entries(this.manifest.files)) {
      if (PACKED.has(file) || BUILD_ONLY.has(file)) continue;
      const full = path.join(this.dir, file);
      let bytes: Buffer;
      try {
        if (HASHED_ON_THE_SIDE.has(file)) {
          this.checkedOnTheSide.push(this.verifiedBy(file, this.hashedOnTheSide.get(file)!));
          bytes = await readWhole(full);
        } else {
          let hash: string;
          ({ bytes, sha256: hash } = await readVerifiable(full));
          if (hash !== entry.sha256) throw damaged(file);
        }
      } catch (error) {
        throw error instanceof SnapshotError ? error : unreadable(file, error);
      }
      if (bytes.length !== entry.bytes) throw damaged(file);
      this.files.set(file, bytes);
    }
  }

  /** Settles once the files hashed on the other thread are checked; rejects with the first damaged one. */
  checked(): Promise<void> {
    return Promise.all(this.checkedOnTheSide).then(() => {});
  }

  required(file: string): Buffer {
    const bytes = this.files.get(file);
    if (!bytes) throw new SnapshotError(`snapshot: ${file} is missing from the manifest`);
    return bytes;
  }

  /** A file's bytes, no longer held here (the vocabulary's text, which only the engine keeps). */
  taken(file: string): Buffer {
    const bytes = this.required(file);
    this.files.delete(file);
    return bytes;
  }

  /** A JSON file the runtime reads, checked by its schema as everything else it reads. */
  parsed<T>(file: string, schema: z.ZodType<T>): T {
    const parsed = schema.safeParse(parseJson(this.required(file)));
    if (!parsed.success) throw new SnapshotError(`snapshot: ${file} is not what this runtime reads (${z.prettifyError(parsed.error).split('\n')[0]}); rebuild the snapshot`);
    return parsed.data;
  }

  staticDocument(file: string): StaticDocument {
    return {
      identity: this.required(file),
      gzip: this.files.get(`${file}.gz`) ?? null,
      brotli: this.files.get(`${file}.br`) ?? null,
      sha256: this.manifest.files[file]!.sha256,
    };
  }
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}
