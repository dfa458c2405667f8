/**
 * Loading a snapshot: read every file once, verify it against the manifest, and
 * keep it in memory. All file-system work happens here, at start-up, except two:
 * a listing's precompressed variant is read from the page cache when it is asked
 * for, and the listing documents are read into memory once the snapshot is
 * verified, while it is already served (packed.ts says why).
 */
import { readFile, realpath } from 'node:fs/promises';
import { z } from 'zod';
import path from 'node:path';
import { CitiesEnvelope } from '../schema/city.ts';
import { CategoriesEnvelope } from '../schema/category.ts';
import { Manifest, SNAPSHOT_FORMAT_VERSION } from '../schema/manifest.ts';
import { SearchMeta, type SearchArrays } from '../search/model.ts';
import { SearchEngine } from '../search/engine.ts';
import { Vocabulary } from '../search/terms.ts';
import { unpackArrays } from './arrays.ts';
import { SNAPSHOT_PATHS } from './layout.ts';
import { Hasher } from './hasher.ts';
import { openOnDisk, openWarming, readVerifiable, type PackedDocuments, type PackedLoad, type WarmingDocuments } from './packed.ts';

/** A snapshot that cannot be served: says which file and why. */
export class SnapshotError extends Error {
  override name = 'SnapshotError';
}

/** A static document with its precompressed variants and content hash. */
export interface StaticDocument {
  identity: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
  sha256: string;
}

export interface Snapshot {
  dir: string;
  manifest: Manifest;
  cities: CitiesEnvelope;
  categories: CategoriesEnvelope;
  documents: { cities: StaticDocument; categories: StaticDocument };
  /** The packed listing documents: identity in memory (once warmed), the compressed variants read on demand. */
  listings: { identity: PackedDocuments; gzip: PackedDocuments; brotli: PackedDocuments };
  /**
   * Settles once the identity documents are all in memory (or the snapshot was
   * closed first); until then a document not read in yet is read from its file.
   * Rejects if reading them in failed: they go on being read from the file.
   */
  warmed: Promise<void>;
  arrays: SearchArrays;
  meta: SearchMeta;
  terms: Vocabulary;
  /** The search engine over the arrays, made ready while the packed files are hashed. */
  engine: SearchEngine;
  /** Gives back the files it holds open; call once no request can read it any more (some time after a reload). */
  close(): void;
}

export interface LoadOptions {
  /** The largest piece a packed file is held in (lowered in tests). */
  chunkBytes?: number;
  /** Whether to read the identity documents into memory once verified (default yes; tests also serve them from the file alone). */
  warm?: boolean;
}

/** The packed files, read in pieces or on demand rather than whole. */
const PACKED = new Set<string>([SNAPSHOT_PATHS.documents, SNAPSHOT_PATHS.documentsGzip, SNAPSHOT_PATHS.documentsBrotli]);

/**
 * Loads and verifies a snapshot without holding the event loop (every file is
 * read and hashed in steps), so a server reloading a large snapshot goes on
 * answering meanwhile.
 */
export async function loadSnapshot(at: string, options: LoadOptions = {}): Promise<Snapshot> {
  // Resolved once: a build that switches the output path while this loads cannot mix two snapshots.
  let dir: string;
  try {
    dir = await realpath(at);
  } catch {
    throw new SnapshotError(`snapshot: no snapshot at ${at}; run \`npm run build\` first`);
  }
  const manifestFile = path.join(dir, SNAPSHOT_PATHS.manifest);
  let manifestText: string;
  try {
    manifestText = await readFile(manifestFile, 'utf8');
  } catch {
    throw new SnapshotError(`snapshot: no snapshot at ${dir} (${SNAPSHOT_PATHS.manifest} is missing); run \`npm run build\` first`);
  }
  let manifest: Manifest;
  try {
    manifest = Manifest.parse(JSON.parse(manifestText));
  } catch {
    throw new SnapshotError(`snapshot: ${manifestFile} is not a valid manifest; rebuild the snapshot`);
  }
  if (manifest.formatVersion !== SNAPSHOT_FORMAT_VERSION) {
    throw new SnapshotError(`snapshot: format version ${manifest.formatVersion} is not the version this runtime reads (${SNAPSHOT_FORMAT_VERSION}); rebuild the snapshot with this version`);
  }

  const damaged = (file: string) => new SnapshotError(`snapshot: ${file} does not match its hash in the manifest; the snapshot is damaged, rebuild it`);
  const unreadable = (file: string, error: unknown) =>
    new SnapshotError(`snapshot: ${file} is listed in the manifest but cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  /** Every file but the packed ones, read whole and checked here. */
  const files = new Map<string, Buffer>();
  const readListedFiles = async () => {
    for (const [file, entry] of Object.entries(manifest.files)) {
      if (PACKED.has(file)) continue;
      let bytes: Buffer;
      let hash: string;
      try {
        ({ bytes, sha256: hash } = await readVerifiable(path.join(dir, file)));
      } catch (error) {
        throw unreadable(file, error);
      }
      if (bytes.length !== entry.bytes || hash !== entry.sha256) throw damaged(file);
      files.set(file, bytes);
    }
  };
  const required = (file: string): Buffer => {
    const bytes = files.get(file);
    if (!bytes) throw new SnapshotError(`snapshot: ${file} is missing from the manifest`);
    return bytes;
  };
  /** A JSON file the runtime reads, checked by its schema as everything else it reads. */
  const parsedFile = <T>(file: string, schema: z.ZodType<T>): T => {
    const parsed = schema.safeParse(parseJson(required(file)));
    if (!parsed.success) throw new SnapshotError(`snapshot: ${file} is not what this runtime reads (${z.prettifyError(parsed.error).split('\n')[0]}); rebuild the snapshot`);
    return parsed.data;
  };
  const staticDocument = (file: string): StaticDocument => ({
    identity: required(file),
    gzip: files.get(`${file}.gz`) ?? null,
    brotli: files.get(`${file}.br`) ?? null,
    sha256: manifest.files[file]!.sha256,
  });

  const opened: PackedDocuments[] = [];
  const closeOpened = () => { for (const documents of opened) documents.close(); };
  /** Opens a packed file; its hash is checked against the manifest once the hashing thread has it. */
  const packed = <D extends PackedDocuments>(file: string, load: (full: string) => PackedLoad<D>): { documents: D; verified: Promise<void> } => {
    const entry = manifest.files[file];
    if (!entry) throw new SnapshotError(`snapshot: ${file} is missing from the manifest`);
    let loaded: PackedLoad<D>;
    try {
      loaded = load(path.join(dir, file));
    } catch (error) {
      throw unreadable(file, error);
    }
    opened.push(loaded.documents);
    const verified = loaded.hash.then(({ sha256, bytes }) => {
      if (bytes !== entry.bytes || sha256 !== entry.sha256 || loaded.documents.bytes !== entry.bytes) throw damaged(file);
    }, (error: unknown) => { throw unreadable(file, error); });
    verified.catch(() => {}); // awaited below; a refusal part-way must not leave it unhandled
    return { documents: loaded.documents, verified };
  };
  // The packed files are hashed on another thread while this one reads the rest of the snapshot
  // and makes the engine's tables; nothing is returned before every hash has been checked. A
  // snapshot refused part-way gives back the files it opened.
  const hasher = new Hasher();
  let snapshot: Snapshot;
  let identity: { documents: WarmingDocuments; verified: Promise<void> };
  try {
    identity = packed(SNAPSHOT_PATHS.documents, (full) => openWarming(full, hasher, options.chunkBytes));
    const gzip = packed(SNAPSHOT_PATHS.documentsGzip, (full) => openOnDisk(full, hasher));
    const brotli = packed(SNAPSHOT_PATHS.documentsBrotli, (full) => openOnDisk(full, hasher));
    await readListedFiles();
    const meta = parsedFile(SNAPSHOT_PATHS.meta, SearchMeta);
    // The directory was checked against SearchArrays, name by name and type by type.
    const arrays = unpackArrays(required(SNAPSHOT_PATHS.arrays), meta.arrays) as unknown as SearchArrays;
    const terms = Vocabulary.fromJSON(required(SNAPSHOT_PATHS.terms).toString('utf8'));
    // Its tables take seconds at a million listings: made on this thread while the other hashes,
    // a step at a time, so that a server reloading goes on answering. It reads the arrays, checked
    // above, never the packed documents.
    const engine = await SearchEngine.prepare(arrays, meta, terms);
    snapshot = {
      dir,
      manifest,
      cities: parsedFile(SNAPSHOT_PATHS.cities, CitiesEnvelope),
      categories: parsedFile(SNAPSHOT_PATHS.categories, CategoriesEnvelope),
      documents: {
        cities: staticDocument(SNAPSHOT_PATHS.cities),
        categories: staticDocument(SNAPSHOT_PATHS.categories),
      },
      listings: { identity: identity.documents, gzip: gzip.documents, brotli: brotli.documents },
      warmed: Promise.resolve(),
      arrays,
      meta,
      terms,
      engine,
      close: closeOpened,
    };
    await Promise.all([gzip.verified, brotli.verified, identity.verified]);
  } catch (error) {
    closeOpened();
    throw error;
  } finally {
    await hasher.close();
  }
  // Read in only what was verified, and only now: until then both cores and the disk had better work to do.
  if (options.warm !== false) {
    snapshot.warmed = identity.documents.warm();
    snapshot.warmed.catch(() => {}); // whoever cares awaits it; meanwhile the documents are read from the file
  }
  return snapshot;
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}
