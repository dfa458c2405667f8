/**
 * Loading a snapshot: read every file once, verify it against the manifest, and
 * keep it in memory. All file-system work happens here, at start-up, except
 * what is about the packed listing documents (packed.ts says why): their files
 * are verified while the snapshot is already served (each identity document is
 * checked on its own till then; the compressed variants are offered only once
 * verified), the identity documents are read into memory meanwhile, and a
 * compressed variant is read from the page cache when it is asked for.
 *
 * The load goes in phases, each in a module of its own: the files read and
 * checked (listed-files.ts), the engine made (engine-start.ts), what was left
 * of the arrays' hash awaited; then, while the snapshot is served, the packed
 * files verified (packed.ts).
 */
import { readFileSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { unpackArrays } from '../schema/arrays.ts';
import { CitiesEnvelope } from '../schema/city.ts';
import { CategoriesEnvelope } from '../schema/category.ts';
import { Manifest, SNAPSHOT_FORMAT_VERSION } from '../schema/manifest.ts';
import { SearchMeta, type SearchArrays } from '../search/model.ts';
import type { Searcher } from '../search/serving/searcher.ts';
import { Vocabulary } from '../search/text/vocabulary.ts';
import { IdIndex } from '../search/ids.ts';
import { ETAG_HASH_BYTES } from './compress.ts';
import { EngineStart } from './engine-start.ts';
import { SNAPSHOT_PATHS } from './layout.ts';
import { Hasher } from './hasher.ts';
import { HASHED_ON_THE_SIDE, ListedFiles, type StaticDocument } from './listed-files.ts';
import { matchesItsHash, openOnDisk, openWarming, touchPages, type PackedDocuments, type PackedLoad, type WarmingDocuments } from './packed.ts';
import { damaged, SnapshotError, unreadable } from './snapshot-error.ts';

export { SnapshotError } from './snapshot-error.ts';
export type { StaticDocument } from './listed-files.ts';

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
   * A listing's identity document by ordinal: at once where it is held in
   * memory or read from the file while the page cache answers, else once
   * read (file-reads.ts). Until the documents' file is verified
   * each is checked against its own hash as it is read; one that does not match
   * is never returned (this throws, or the read rejects).
   */
  documentOf(ordinal: number): Buffer | Promise<Buffer>;
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
   * first searches of a kind, each slower than any after it (docs/runtime.md), while
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

/**
 * Loads and verifies a snapshot without holding the event loop (every file is
 * read and hashed in steps), so a server reloading a large snapshot goes on
 * answering meanwhile. Its phases are the start line's: the files read, the
 * engine made, what was left to verify; then, once returned, the packed files
 * verified and the documents read into memory while the snapshot is served.
 */
export async function loadSnapshot(at: string, options: LoadOptions = {}): Promise<Snapshot> {
  const started = performance.now();
  const { dir, manifest } = await readManifest(at);
  return new SnapshotLoad(dir, manifest, options, started).load();
}

/** The snapshot's folder, resolved once (a build that switches the output path while this loads cannot mix two snapshots), and its manifest. */
async function readManifest(at: string): Promise<{ dir: string; manifest: Manifest }> {
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
  return { dir, manifest };
}

/** A packed file opened, and the check of its hash against the manifest once the hashing thread has it. */
interface Opened<D extends PackedDocuments> {
  documents: D;
  verified: Promise<void>;
}

interface PackedFiles {
  identity: Opened<WarmingDocuments>;
  gzip: Opened<PackedDocuments>;
  brotli: Opened<PackedDocuments>;
}

/** What the engine phase makes. */
interface Engine {
  arrays: SearchArrays;
  meta: SearchMeta;
  ids: IdIndex;
  searcher: Searcher;
}

/** One load of a snapshot: what it has opened and started, given back if the snapshot is refused part-way or closed. */
class SnapshotLoad {
  private readonly phases: LoadPhases = { files: 0, engine: 0, verify: 0 };
  private readonly engine: EngineStart;
  private readonly hasher: Hasher;
  private readonly files: ListedFiles;
  private readonly opened: PackedDocuments[] = [];
  private closed = false;
  /** Whether the identity documents' file is verified (till then each document is checked as it is read). */
  private trusted = false;

  constructor(private readonly dir: string, private readonly manifest: Manifest, private readonly options: LoadOptions, private phaseStarted: number) {
    // The search thread is started now, so that its module is loaded while the snapshot is read.
    this.engine = new EngineStart(options);
    // The large files are hashed on another thread, in the order asked: first the arrays, while this
    // one reads the rest of the snapshot (nothing is returned before they are checked); then, once
    // the engine's tables are made (made faster alone, and listening waits for them), the
    // identity documents and the compressed variants, while the snapshot is already served
    // (packed.ts). A snapshot refused part-way gives back what it opened.
    this.hasher = new Hasher();
    const hashedOnTheSide = new Map([...HASHED_ON_THE_SIDE].filter((file) => manifest.files[file]).map((file) => [file, this.hasher.file(path.join(dir, file))]));
    this.files = new ListedFiles(dir, manifest, hashedOnTheSide);
  }

  async load(): Promise<Snapshot> {
    let packed: PackedFiles;
    let snapshot: Snapshot;
    this.hasher.hold();
    try {
      packed = this.openPacked();
      await this.files.read();
      this.phaseEnded('files');
      snapshot = this.snapshotOf(await this.makeEngine(), packed.identity.documents);
      await this.files.checked();
      this.phaseEnded('verify');
    } catch (error) {
      throw await this.refused(error);
    }
    return this.served(snapshot, packed);
  }

  private phaseEnded(phase: keyof LoadPhases): void {
    const now = performance.now();
    this.phases[phase] = Math.round(now - this.phaseStarted);
    this.phaseStarted = now;
  }

  private openPacked(): PackedFiles {
    return {
      identity: this.openOne(SNAPSHOT_PATHS.documents, (full) => openWarming(full, this.hasher, this.options.chunkBytes)),
      gzip: this.openOne(SNAPSHOT_PATHS.documentsGzip, (full) => openOnDisk(full, this.hasher)),
      brotli: this.openOne(SNAPSHOT_PATHS.documentsBrotli, (full) => openOnDisk(full, this.hasher)),
    };
  }

  /** Opens a packed file; its hash is checked against the manifest once the hashing thread has it. */
  private openOne<D extends PackedDocuments>(file: string, open: (full: string) => PackedLoad<D>): Opened<D> {
    const entry = this.manifest.files[file];
    if (!entry) throw new SnapshotError(`snapshot: ${file} is missing from the manifest`);
    let loaded: PackedLoad<D>;
    try {
      loaded = open(path.join(this.dir, file));
    } catch (error) {
      throw unreadable(file, error);
    }
    this.opened.push(loaded.documents);
    if (loaded.documents.bytes !== entry.bytes) throw damaged(file);
    return { documents: loaded.documents, verified: this.files.verifiedBy(file, loaded.hash) };
  }

  /**
   * The engine's tables are the longest step of a load: made on the search thread, or
   * here a step at a time, so that a server reloading goes on answering. They read only the arrays,
   * verified before anything is returned.
   */
  private async makeEngine(): Promise<Engine> {
    const meta = this.files.parsed(SNAPSHOT_PATHS.meta, SearchMeta);
    // The directory was checked against SearchArrays, name by name and type by type.
    const arrays = unpackArrays(this.files.required(SNAPSHOT_PATHS.arrays), meta.arrays) as unknown as SearchArrays;
    const terms = this.files.taken(SNAPSHOT_PATHS.terms).toString('utf8');
    const warm = this.options.warmSearches ?? false;
    this.engine.begin({ arrays: this.files.required(SNAPSHOT_PATHS.arrays), meta, terms, warm });
    // Made here while the search thread makes the tables: this thread would wait idle.
    const ids = new IdIndex(arrays.ids);
    const searcher = await this.engine.searcher(arrays, meta, terms, warm);
    this.hasher.release();
    this.phaseEnded('engine');
    return { arrays, meta, ids, searcher };
  }

  /** The snapshot as returned: its packed files verified, its documents warmed and its variants offered later (served()). */
  private snapshotOf({ arrays, meta, ids, searcher }: Engine, identity: WarmingDocuments): Snapshot {
    const trusted = () => this.trusted;
    return {
      dir: this.dir,
      manifest: this.manifest,
      cities: this.files.parsed(SNAPSHOT_PATHS.cities, CitiesEnvelope),
      categories: this.files.parsed(SNAPSHOT_PATHS.categories, CategoriesEnvelope),
      documents: {
        cities: this.files.staticDocument(SNAPSHOT_PATHS.cities),
        categories: this.files.staticDocument(SNAPSHOT_PATHS.categories),
      },
      listings: { identity, gzip: null, brotli: null },
      documentOf(ordinal) {
        const checked = (bytes: Buffer) => {
          if (!trusted() && !matchesItsHash(bytes, arrays.etags, ordinal, ETAG_HASH_BYTES)) throw new Error('packed documents: a document does not match its hash');
          return bytes;
        };
        const bytes = identity.document(ordinal, arrays.documentStart[ordinal]!, arrays.documentLength[ordinal]!);
        return bytes instanceof Promise ? bytes.then(checked) : checked(bytes);
      },
      verified: Promise.resolve(),
      compressed: Promise.resolve(),
      warmed: Promise.resolve(0),
      arrays,
      ids,
      meta,
      searcher,
      loadPhasesMs: this.phases,
      close: () => this.close(),
    };
  }

  /** Why the snapshot is refused, once what it opened is given back. */
  private async refused(error: unknown): Promise<unknown> {
    // Tables made of arrays that turn out damaged may fail in any way: the damage is the cause to report.
    const cause = error instanceof SnapshotError ? error : await this.files.checked().then(() => error, (damage: unknown) => damage);
    this.engine.refused(cause);
    this.close();
    return cause;
  }

  /** The third phase, once the snapshot is returned: the packed files verified and the documents read in while it is served. */
  private served(snapshot: Snapshot, { identity, gzip, brotli }: PackedFiles): Snapshot {
    snapshot.compressed = Promise.all([gzip.verified, brotli.verified]).then(() => {
      if (this.closed) throw new SnapshotError('snapshot: closed before its compressed variants were verified');
      snapshot.listings.gzip = gzip.documents;
      snapshot.listings.brotli = brotli.documents;
    });
    // The documents are read in while their file is hashed: a document is checked as it is read
    // until then, wherever it is read from, so the two need not wait for each other.
    const trust = identity.verified.then(() => {
      this.trusted = this.options.checkEachDocument !== true;
    }, (error: unknown) => {
      if (!this.closed) throw error;
    });
    // The arrays were read before listening; their pages are touched once now, off the requests' path (packed.ts says why).
    const warming = this.options.warm !== false ? [identity.documents.warm(snapshot.arrays.documentStart, snapshot.arrays.documentLength, this.options.documentsMemory), touchPages(this.files.required(SNAPSHOT_PATHS.arrays), () => this.closed)] : [];
    snapshot.warmed = Promise.all([trust, ...warming]).then(() => identity.documents.held);
    snapshot.verified = Promise.all([identity.verified, snapshot.compressed]).then(() => {});
    void Promise.allSettled([identity.verified, gzip.verified, brotli.verified]).then(() => this.hasher.close());
    // Whoever cares awaits these; meanwhile documents are checked as they are read, and go out uncompressed.
    for (const pending of [snapshot.compressed, snapshot.warmed, snapshot.verified]) pending.catch(() => {});
    return snapshot;
  }

  /** Gives back the files it holds open, stops the search thread and the hashing thread. */
  private close(): void {
    this.closed = true;
    for (const documents of this.opened) documents.close();
    this.engine.close();
    void this.hasher.close();
  }
}
