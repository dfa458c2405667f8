/**
 * The build, as named stages, each a module of its own:
 *
 *   catalogue  catalogue.ts   cities and categories
 *   previous   previous.ts    the release being replaced, checked, as a source of
 *                             listings to reuse (under the key of reuse-key.ts)
 *   scan       scan.ts        every record's envelope; duplicate ids settled; the
 *                             records the previous release was made of, found unparsed
 *   validate   validate.ts    the winners judged, checked (rules.ts) and written as
 *                             documents (documents.ts), or carried or linked from
 *                             the previous release when unchanged
 *   index      index-data.ts  the search structures, laid out by ordinal (while
 *                             another thread links the unchanged listings' files)
 *   links      documents.ts   the last of those links waited for; any listing that
 *                             could not be linked written from the packed files
 *   write      write.ts       the other files and the manifest
 *   verify     verify.ts      what was written, read back (the listing files and
 *                             the packed files begun on other threads during index)
 *   publish    publish.ts     the output path switched in one step, older
 *                             releases retired
 *
 * read.ts feeds the export to scan and validate. Each stage is timed; any
 * failure leaves the published snapshot exactly as it was. The staging folder
 * takes over the listing files of a release an earlier build retired, when there
 * is one; throughout, another thread removes any other (publish.ts).
 */
import { readCatalogue } from './catalogue.ts';
import type { Catalogue } from './rules.ts';
import { BuildFailure } from './failure.ts';
import { SearchIndexBuilder } from './index-data.ts';
import { createStaging, currentRelease, discardStaging, publish, removeRetired, type Staging } from './publish.ts';
import type { ListingFile } from '../src/snapshot/export-files.ts';
import { listListingFiles } from './read.ts';
import { emptyCounts, inSourceOrder, type BuildReport, type StageTiming } from './report.ts';
import { scanEnvelopes, type ScanResult } from './scan.ts';
import { validateRecords } from './validate.ts';
import { ListingCheck, PackedReadBack, verifySnapshot } from './verify.ts';
import { publicCatalogue, writeSnapshotFiles } from './write.ts';
import { PreviousRelease } from './previous.ts';
import type { DocumentWriter } from './documents.ts';
import { reuseKey } from './reuse-key.ts';
import { hashExportInWorker, withCatalogue, type ExportDigest } from '../src/snapshot/export-id.ts';
import { guardCatalogue, guardListings, liveCounts, PublishRefused } from './guard.ts';

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  /** Invalid records and broken lines that may be skipped before the build fails. */
  maxInvalid: number;
  /** "Now" for the expiry rule; fixed in tests so the same export builds the same bytes. */
  now: Date;
  /** Publish even far fewer listings, cities or categories than the live snapshot, or none (guard.ts). */
  allowShrink?: boolean;
  onStage?: (stage: string) => void;
  onProgress?: (done: number, total: number) => void;
}

export async function runBuild(options: BuildOptions): Promise<BuildReport> {
  return new BuildRun(options).run();
}

/** What the stages before the index hand on: the catalogue as read and as published, the live counts to guard against. */
interface Judged {
  catalogue: Catalogue;
  published: ReturnType<typeof publicCatalogue>;
  live: ReturnType<typeof liveCounts>;
}

/** One build: its report, and what it has begun or holds open, given back if it fails part-way. */
class BuildRun {
  private readonly stages: StageTiming[] = [];
  private readonly report: BuildReport;
  private staging: Staging | null = null;
  private readonly listingChecks: ListingCheck[] = [];
  private writer: DocumentWriter | null = null;
  private previous: PreviousRelease | null = null;
  private packedReadBack: PackedReadBack | null = null;
  private removal: Promise<string | null> = Promise.resolve(null);
  private files: ListingFile[] = [];
  private hasher: { stop(): void } | null = null;

  constructor(private readonly options: BuildOptions) {
    this.report = {
      ok: false, content: options.contentDir, out: options.outDir, builtAt: options.now.toISOString(),
      buildId: null, snapshot: null, counts: emptyCounts(), errors: [], warnings: [], failure: null, publishRefused: false, stages: this.stages,
      reusedDocuments: 0, carriedRecords: 0, documentWork: { filesWritten: 0, writeMs: 0, compressMs: 0, linkMs: 0 }, peakMemoryMiB: 0,
    };
  }

  async run(): Promise<BuildReport> {
    try {
      await this.build();
    } catch (error) {
      for (const check of this.listingChecks) check.stop();
      this.hasher?.stop();
      this.writer?.close();
      if (this.staging) discardStaging(this.staging);
      this.report.failure = error instanceof BuildFailure ? error.message : unexpectedFailure(error);
      this.report.publishRefused = error instanceof PublishRefused;
    }
    this.packedReadBack?.close();
    this.report.errors = inSourceOrder(this.report.errors, this.files.map((f) => f.file));
    const notRemoved = await this.removal;
    if (notRemoved) this.report.warnings.push(notRemoved);
    this.report.peakMemoryMiB = Math.round(process.resourceUsage().maxRSS / 1024);
    return this.report;
  }

  private async stage<T>(name: string, work: () => Promise<T> | T): Promise<T> {
    this.options.onStage?.(name);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await work();
    const spent = process.cpuUsage(cpu);
    this.stages.push({ stage: name, ms: Math.round(performance.now() - started), cpuMs: Math.round((spent.user + spent.system) / 1000), systemMs: Math.round(spent.system / 1000) });
    return result;
  }

  private async build(): Promise<void> {
    const { options } = this;
    // The staging folder takes over a release an earlier build retired, if there is one; any
    // other is removed on another thread while this build goes on.
    const staged = (this.staging = createStaging(options.outDir));
    this.removal = removeRetired(options.outDir);
    const catalogue = await this.stage('catalogue', () => readCatalogue(options.contentDir));
    // Judged before the long work: a catalogue cut short is refused at once.
    const live = options.allowShrink ? null : liveCounts(options.outDir);
    const published = publicCatalogue(catalogue);
    if (!options.allowShrink) guardCatalogue(live, published.cities.length, published.categories.length);
    const key = reuseKey(catalogue);
    this.previous = await this.stage('previous', () => PreviousRelease.open(currentRelease(options.outDir), key));
    this.files = await listListingFiles(options.contentDir);
    const exportHashed = this.hashExport();
    const scan = await this.scan();
    const { documents, search } = await this.records(staged, scan, { catalogue, published, live });
    const exportDigest = await exportHashed;
    const manifest = await this.stage('write', () => writeSnapshotFiles({
      stagingDir: staged.dir, catalogue: published, search, documents, counts: this.report.counts, builtAt: options.now, reuseKey: key,
      exportDigest,
    }));
    await this.stage('verify', () => verifySnapshot(staged.dir, manifest, this.listingChecks, this.packedReadBack ?? undefined));
    const release = await this.stage('publish', () => publish(options.outDir, staged, `${compactTime(options.now)}-${manifest.buildId}`));
    this.staging = null;
    this.report.ok = true;
    this.report.buildId = manifest.buildId;
    this.report.snapshot = release;
  }

  /** Hashed on another thread meanwhile, for the manifest: what `npm start` compares the export with. */
  private hashExport(): Promise<ExportDigest | undefined> {
    const { contentDir } = this.options;
    const hashing = (this.hasher = hashExportInWorker(contentDir, withCatalogue(contentDir, this.files)));
    return hashing.digest.catch((error: NodeJS.ErrnoException) => {
      this.report.warnings.push(`could not hash the export (${error.code ?? error.message}); the snapshot does not name it, and npm start will build it again`);
      return undefined;
    });
  }

  private async scan(): Promise<ScanResult> {
    const { report, files } = this;
    const { contentDir } = this.options;
    const logged = { counts: { ...report.counts }, errors: report.errors.length, warnings: report.warnings.length };
    const scan = await this.stage('scan', () => scanEnvelopes(contentDir, files, report, this.previous?.records ?? null));
    if (!this.previous || (await this.previous.documentsChecked)) return scan;
    // Its packed documents, checked meanwhile, do not match: nothing is carried from it after
    // all, and the export is scanned again, its counts and messages with it.
    this.previous = this.previous.withoutRecords();
    Object.assign(report.counts, logged.counts);
    report.errors.length = logged.errors;
    report.warnings.length = logged.warnings;
    return this.stage('scan', () => scanEnvelopes(contentDir, files, report, null));
  }

  /** The records judged and written, the search index laid out and the unchanged listings' files linked. */
  private async records(staged: Staging, scan: ScanResult, { catalogue, published, live }: Judged) {
    const { options, report } = this;
    const stagingDir = staged.dir;
    const index = new SearchIndexBuilder();
    const documents = await this.stage('validate', () => validateRecords({
      contentDir: options.contentDir, files: this.files, scan, catalogue, stagingDir, recycled: staged.recycled, previous: this.previous, index,
      now: options.now.getTime(), maxInvalid: options.maxInvalid, onProgress: options.onProgress,
    }, report));
    const documentWriter = (this.writer = documents.writer);
    // Known once every record is judged: a build refused here spends no time on the index.
    if (!options.allowShrink) guardListings(live, report.counts.public);
    // The listing files this build wrote are read back on another thread while the index is
    // laid out, the packed files on a third, and the unchanged listings' files are linked on a fourth.
    this.packedReadBack = PackedReadBack.start(stagingDir, Object.keys(documents.packed));
    this.listingChecks.push(ListingCheck.start(stagingDir, documents.fresh));

    const search = await this.stage('index', () => index.finish(published.cities.map((c) => c.key), published.categories.map((c) => c.slug)));
    const rewritten = await this.stage('links', () => documentWriter.settleLinks((position) => index.storedAt(position)));
    if (rewritten.count > 0) this.listingChecks.push(ListingCheck.start(stagingDir, rewritten));
    report.reusedDocuments = documentWriter.reused;
    report.carriedRecords = documents.carried;
    const { filesWritten, writeMs, compressMs, linkMs } = documentWriter.work;
    report.documentWork = { filesWritten, writeMs: Math.round(writeMs), compressMs: Math.round(compressMs), linkMs: Math.round(linkMs) };
    documentWriter.close();
    this.writer = null;
    return { documents, search };
  }
}

/**
 * An error the build did not expect, for the report: its kind, code and where in
 * the build it happened. Its message is left out, as it may quote export text.
 */
function unexpectedFailure(error: unknown): string {
  const { name = 'Error', code } = (error ?? {}) as NodeJS.ErrnoException;
  const frame = ((error as Error | undefined)?.stack ?? '').split('\n').find((line) => /^\s+at /.test(line))?.trim();
  return `unexpected error (${name}${code ? ` ${code}` : ''}${frame ? `, ${frame}` : ''}); the published snapshot was left as it was`;
}

function compactTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}
