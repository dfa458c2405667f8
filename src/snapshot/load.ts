/**
 * Loading a snapshot: read every file once, verify it against the manifest, and
 * keep it in memory. All file-system work happens here, at start-up, except
 * what is about the packed listing documents (packed.ts says why): their files
 * are verified while the snapshot is already served (each identity document is
 * checked on its own till then; the compressed variants are offered only once
 * verified), the identity documents are read into memory meanwhile, and a
 * compressed variant is read from the page cache when it is asked for.
 */
import { readFileSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { z } from 'zod';
import path from 'node:path';
import { CitiesEnvelope } from '../schema/city.ts';
import { CategoriesEnvelope } from '../schema/category.ts';
import { Manifest, SNAPSHOT_FORMAT_VERSION } from '../schema/manifest.ts';
import { SearchMeta, type SearchArrays } from '../search/model.ts';
import { SearchEngine } from '../search/engine.ts';
import { onThisThread, SearchThread, type Searcher } from '../search/serving/searcher.ts';
import type { SearchThreadData } from '../search/serving/search-thread.ts';
import { Vocabulary } from '../search/text/vocabulary.ts';
import { IdIndex } from '../search/ids.ts';
import { unpackArrays } from './arrays.ts';
import { ETAG_HASH_BYTES } from './compress.ts';
import { SNAPSHOT_PATHS } from './layout.ts';
import { Hasher, type FileHash } from './hasher.ts';
import { matchesItsHash, openOnDisk, openWarming, readVerifiable, readWhole, touchPages, type PackedDocuments, type PackedLoad, type WarmingDocuments } from './packed.ts';

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
  /**
   * The packed listing documents: identity (in memory once warmed), and the
   * compressed variants, read on demand and null until verified (a listing is
   * sent uncompressed till then).
   */
  listings: { identity: PackedDocuments; gzip: PackedDocuments | null; brotli: PackedDocuments | null };
  /**
   * A listing's identity document by ordinal. Until the documents' file is
   * verified each is checked against its own hash as it is read; one that does
   * not match is never returned (this throws).
   */
  documentOf(ordinal: number): Buffer;
  /**
   * Settles once every packed file is verified: the identity documents (each is
   * checked on its own as it is read till then) and the compressed variants.
   * Rejects with the first that does not match the manifest.
   */
  verified: Promise<void>;
  /**
   * Settles once the compressed variants are verified and offered. Rejects if
   * they do not match the manifest (they are never offered then: every listing
   * goes out uncompressed) or if the snapshot was closed first.
   */
  compressed: Promise<void>;
  /**
   * Settles, with the bytes held in memory, once the identity documents are
   * verified and read into memory as far as the budget goes, and every page of
   * the arrays has been touched once (or the snapshot was closed first); a
   * document not read in is read from its file. Rejects if their file does not
   * match the manifest (each is then checked as it is read, for good) or if
   * reading them in failed (they go on being read from the file).
   */
  warmed: Promise<number>;
  /** The snapshot's columns, in memory the search thread shares. */
  arrays: SearchArrays;
  /** Ordinal by listing id, made while the search thread makes the engine's tables. */
  ids: IdIndex;
  meta: SearchMeta;
  /** The search engine over the arrays (searcher.ts), made ready while the large files are hashed. */
  searcher: Searcher;
  /** Where the load's time went (the start and reload log lines say it). */
  loadPhasesMs: LoadPhases;
  /** Gives back the files it holds open and stops its search thread; call once no request can read it any more (some time after a reload). */
  close(): void;
}

/**
 * The load's time by phase, in ms: reading every file read before serving (the
 * arrays, most of it, into memory the process had not touched), the engine's
 * tables made from them (on the search thread, if there is one, while this one
 * makes the id index), and what was left of the wait for the arrays' hash after
 * that.
 */
export interface LoadPhases {
  files: number;
  engine: number;
  verify: number;
}

export interface LoadOptions {
  /** The largest piece a packed file is held in (lowered in tests). */
  chunkBytes?: number;
  /** Whether to read the identity documents into memory (default yes; tests also serve them from the file alone). */
  warm?: boolean;
  /** Bytes of identity documents read into memory at most, the newest listings' first (default: all); the rest are read from the file. */
  documentsMemory?: number;
  /** Check every document against its hash as it is read even once their file is verified (tests: what is served before). */
  checkEachDocument?: boolean;
  /**
   * Whether searches run on a thread of their own (searcher.ts says why), or on
   * the calling thread; by default on their own when this process may use more
   * than one core.
   */
  searchThread?: boolean;
  /**
   * Whether the engine is asked the warm-up's searches (SearchEngine.warmUp)
   * before the snapshot is returned: a reload's users then never pay for the
   * first searches of a kind (tens of milliseconds at a million listings), while
   * the snapshot before it goes on serving. Without it (a first start, whose
   * listening must not wait for them), a search thread asks them once serving,
   * in the turns no user's search takes, and an engine on this thread asks none.
   */
  warmSearches?: boolean;
  /**
   * Hears of a search thread that stops later without being closed (it ran out
   * of memory, say): every search fails from then on. By default this throws,
   * so that the process ends as it would have had the search failed on its own
   * thread, and its supervisor starts it again.
   */
  onSearchFailure?: (error: Error) => void;
}

/**
 * A loaded snapshot's vocabulary, read again from its file: the server's is the
 * search thread's alone, so an engine made on this thread (the engine's tests and
 * benchmarks) reads its own.
 */
export function vocabularyOf(snapshot: Pick<Snapshot, 'dir'>): Vocabulary {
  return Vocabulary.fromJSON(readFileSync(path.join(snapshot.dir, SNAPSHOT_PATHS.terms), 'utf8'));
}

function searchThreadFailed(error: Error): never {
  throw error;
}

/** The packed files, read in pieces or on demand rather than whole. */
const PACKED = new Set<string>([SNAPSHOT_PATHS.documents, SNAPSHOT_PATHS.documentsGzip, SNAPSHOT_PATHS.documentsBrotli]);
/** What only the next build reads (it checks them itself): never loaded here. */
const BUILD_ONLY = new Set<string>([SNAPSHOT_PATHS.reuse, SNAPSHOT_PATHS.reuseMeta]);
/** Read whole by this thread but hashed by the hashing thread (hundreds of MB at a million listings). */
const HASHED_ON_THE_SIDE = new Set<string>([SNAPSHOT_PATHS.arrays]);

/**
 * Loads and verifies a snapshot without holding the event loop (every file is
 * read and hashed in steps), so a server reloading a large snapshot goes on
 * answering meanwhile.
 */
export async function loadSnapshot(at: string, options: LoadOptions = {}): Promise<Snapshot> {
  const phases: LoadPhases = { files: 0, engine: 0, verify: 0 };
  let phaseStarted = performance.now();
  const phaseEnded = (phase: keyof LoadPhases) => {
    const now = performance.now();
    phases[phase] = Math.round(now - phaseStarted);
    phaseStarted = now;
  };
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
  /** The checks of files hashed on the other thread, awaited before the snapshot is returned. */
  const checkedOnTheSide: Promise<void>[] = [];
  const verifiedBy = (file: string, hash: Promise<FileHash>): Promise<void> => {
    const entry = manifest.files[file]!;
    const verified = hash.then(({ sha256, bytes }) => {
      if (bytes !== entry.bytes || sha256 !== entry.sha256) throw damaged(file);
    }, (error: unknown) => { throw unreadable(file, error); });
    verified.catch(() => {}); // awaited later; a refusal part-way must not leave it unhandled
    return verified;
  };
  /** Every file but the packed ones, read whole and checked here, or on the hashing thread. */
  const files = new Map<string, Buffer>();
  const readListedFiles = async () => {
    for (const [file, entry] of Object.entries(manifest.files)) {
      if (PACKED.has(file) || BUILD_ONLY.has(file)) continue;
      const full = path.join(dir, file);
      let bytes: Buffer;
      try {
        if (HASHED_ON_THE_SIDE.has(file)) {
          checkedOnTheSide.push(verifiedBy(file, hashedOnTheSide.get(file)!));
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
  let thread: SearchThread | null = null;
  let closed = false;
  /** Whether the identity documents' file is verified (till then each document is checked as it is read). */
  let trusted = false;
  const closeOpened = () => {
    closed = true;
    for (const documents of opened) documents.close();
    void thread?.close();
    void hasher.close();
  };
  /** Opens a packed file; its hash is checked against the manifest once the hashing thread has it. */
  const packed = <D extends PackedDocuments>(file: string, load: (full: string) => PackedLoad<D>): { documents: D; verified: Promise<void> } => {
    if (!manifest.files[file]) throw new SnapshotError(`snapshot: ${file} is missing from the manifest`);
    let loaded: PackedLoad<D>;
    try {
      loaded = load(path.join(dir, file));
    } catch (error) {
      throw unreadable(file, error);
    }
    opened.push(loaded.documents);
    if (loaded.documents.bytes !== manifest.files[file]!.bytes) throw damaged(file);
    return { documents: loaded.documents, verified: verifiedBy(file, loaded.hash) };
  };
  // The search thread is started now, so that its script is bundled and loaded while the snapshot
  // is read; it is sent the snapshot once read (or stopped, should the snapshot be refused first).
  let sendToThread!: (data: SearchThreadData) => void, refuseThread!: (error: unknown) => void;
  const threadData = new Promise<SearchThreadData>((resolve, reject) => {
    sendToThread = resolve;
    refuseThread = reject;
  });
  threadData.catch(() => {}); // the thread stops on it; the load reports the refusal
  const threadStarting = options.searchThread ?? availableParallelism() > 1
    ? SearchThread.start(threadData, options.onSearchFailure ?? searchThreadFailed)
    : null;
  threadStarting?.catch(() => {}); // awaited below, unless the load is refused first
  // The large files are hashed on another thread, in the order asked: first the arrays, while this
  // one reads the rest of the snapshot (nothing is returned before they are checked); then, once
  // the engine's tables are made (made faster alone, and listening waits for them), the
  // identity documents and the compressed variants, while the snapshot is already served
  // (packed.ts). A snapshot refused part-way gives back what it opened.
  const hasher = new Hasher();
  const hashedOnTheSide = new Map([...HASHED_ON_THE_SIDE].filter((file) => manifest.files[file]).map((file) => [file, hasher.file(path.join(dir, file))]));
  let snapshot: Snapshot;
  let identity: { documents: WarmingDocuments; verified: Promise<void> };
  let variants: { gzip: { documents: PackedDocuments; verified: Promise<void> }; brotli: { documents: PackedDocuments; verified: Promise<void> } };
  hasher.hold();
  try {
    identity = packed(SNAPSHOT_PATHS.documents, (full) => openWarming(full, hasher, options.chunkBytes));
    variants = {
      gzip: packed(SNAPSHOT_PATHS.documentsGzip, (full) => openOnDisk(full, hasher)),
      brotli: packed(SNAPSHOT_PATHS.documentsBrotli, (full) => openOnDisk(full, hasher)),
    };
    await readListedFiles();
    phaseEnded('files');
    const meta = parsedFile(SNAPSHOT_PATHS.meta, SearchMeta);
    // The directory was checked against SearchArrays, name by name and type by type.
    const arrays = unpackArrays(required(SNAPSHOT_PATHS.arrays), meta.arrays) as unknown as SearchArrays;
    // The engine's tables take most of a second at a million listings: made on the search thread, or
    // here a step at a time, so that a server reloading goes on answering. They read only the arrays,
    // verified before anything is returned.
    const terms = required(SNAPSHOT_PATHS.terms).toString('utf8');
    files.delete(SNAPSHOT_PATHS.terms);
    if (threadStarting) sendToThread({ arrays: required(SNAPSHOT_PATHS.arrays), meta, terms, warm: options.warmSearches ?? false });
    // Made here while the search thread makes the tables (a quarter of a second at a million listings): this thread would wait idle.
    const ids = new IdIndex(arrays.ids);
    let searcher: Searcher;
    if (threadStarting) {
      thread = await threadStarting;
      searcher = thread;
    } else {
      const engine = await SearchEngine.prepare(arrays, meta, Vocabulary.fromJSON(terms));
      searcher = onThisThread(engine, options.warmSearches ? await engine.warmUp(Date.now(), nextTurn) : null);
    }
    hasher.release();
    phaseEnded('engine');
    snapshot = {
      dir,
      manifest,
      cities: parsedFile(SNAPSHOT_PATHS.cities, CitiesEnvelope),
      categories: parsedFile(SNAPSHOT_PATHS.categories, CategoriesEnvelope),
      documents: {
        cities: staticDocument(SNAPSHOT_PATHS.cities),
        categories: staticDocument(SNAPSHOT_PATHS.categories),
      },
      listings: { identity: identity.documents, gzip: null, brotli: null },
      documentOf(ordinal) {
        const bytes = identity.documents.document(ordinal, arrays.documentStart[ordinal]!, arrays.documentLength[ordinal]!);
        if (!trusted && !matchesItsHash(bytes, arrays.etags, ordinal, ETAG_HASH_BYTES)) throw new Error('packed documents: a document does not match its hash');
        return bytes;
      },
      verified: Promise.resolve(),
      compressed: Promise.resolve(),
      warmed: Promise.resolve(0),
      arrays,
      ids,
      meta,
      searcher,
      loadPhasesMs: phases,
      close: closeOpened,
    };
    await Promise.all(checkedOnTheSide);
    phaseEnded('verify');
  } catch (error) {
    // Tables made of arrays that turn out damaged may fail in any way: the damage is the cause to report.
    const cause = error instanceof SnapshotError ? error : await Promise.all(checkedOnTheSide).then(() => error, (damage: unknown) => damage);
    refuseThread(cause);
    closeOpened();
    throw cause;
  }
  const served = snapshot;
  const { gzip, brotli } = variants;
  served.compressed = Promise.all([gzip.verified, brotli.verified]).then(() => {
    if (closed) throw new SnapshotError('snapshot: closed before its compressed variants were verified');
    served.listings.gzip = gzip.documents;
    served.listings.brotli = brotli.documents;
  });
  // The documents are read in while their file is hashed: a document is checked as it is read
  // until then, wherever it is read from, so the two need not wait for each other.
  const trust = identity.verified.then(() => {
    trusted = options.checkEachDocument !== true;
  }, (error: unknown) => {
    if (!closed) throw error;
  });
  // The arrays were read before listening; their pages are touched once now, off the requests' path (packed.ts says why).
  const warming = options.warm !== false ? [identity.documents.warm(served.arrays.documentStart, served.arrays.documentLength, options.documentsMemory), touchPages(required(SNAPSHOT_PATHS.arrays), () => closed)] : [];
  served.warmed = Promise.all([trust, ...warming]).then(() => identity.documents.held);
  served.verified = Promise.all([identity.verified, served.compressed]).then(() => {});
  void Promise.allSettled([identity.verified, gzip.verified, brotli.verified]).then(() => hasher.close());
  // Whoever cares awaits these; meanwhile documents are checked as they are read, and go out uncompressed.
  for (const pending of [served.compressed, served.warmed, served.verified]) pending.catch(() => {});
  return served;
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}
