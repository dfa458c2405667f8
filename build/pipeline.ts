/**
 * The build, as named stages: catalogue → scan → validate & write documents →
 * index → write → verify → publish. Each stage is timed; any failure leaves the
 * published snapshot exactly as it was.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DateTime } from '../src/schema/common.ts';
import { ListingEnvelope } from '../src/schema/listing.ts';
import type { City } from '../src/schema/city.ts';
import type { Category } from '../src/schema/category.ts';
import { SNAPSHOT_FORMAT_VERSION, type Manifest } from '../src/schema/manifest.ts';
import { EDGE_STATIC_HORIZON_HOURS, listingDocumentPath, SNAPSHOT_PATHS } from '../src/snapshot/layout.ts';
import { isUuid } from '../src/search/ids.ts';
import { compress, sha256, SMALL_FILE_BROTLI_QUALITY } from '../src/snapshot/compress.ts';
import { hashFile } from '../src/snapshot/packed.ts';
import { readCatalogue } from './catalogue.ts';
import { DocumentWriter } from './documents.ts';
import { BuildFailure } from './failure.ts';
import { SearchIndexBuilder } from './index-data.ts';
import { createStaging, discardStaging, publish } from './publish.ts';
import { formatSource, listListingFiles, readListings, type RecordSource } from './read.ts';
import { emptyCounts, type BuildReport, type StageTiming } from './report.ts';
import { validateListing, type Catalogue } from './validate.ts';

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  /** Invalid records and broken lines that may be skipped before the build fails. */
  maxInvalid: number;
  /** "Now" for the expiry rule; fixed in tests so the same export builds the same bytes. */
  now: Date;
  onStage?: (stage: string) => void;
  onProgress?: (done: number, total: number) => void;
}

interface Winner {
  seq: number;
  updatedAt: number;
  isPublic: boolean;
  source: RecordSource;
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

function idOf(value: unknown): string | null {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
}

/** The id as a report may print it: the record's own text is never quoted. */
function reportId(value: unknown): string {
  const id = idOf(value);
  return id !== null && isUuid(id) ? id.toLowerCase() : '(invalid id)';
}

export async function runBuild(options: BuildOptions): Promise<BuildReport> {
  const stages: StageTiming[] = [];
  const counts = emptyCounts();
  const errors: string[] = [];
  const warnings: string[] = [];
  const report: BuildReport = {
    ok: false, content: options.contentDir, out: options.outDir, builtAt: options.now.toISOString(),
    buildId: null, snapshot: null, counts, errors, warnings, failure: null, stages, peakMemoryMiB: 0,
  };
  const now = options.now.getTime();
  let staging: string | null = null;

  async function stage<T>(name: string, work: () => Promise<T> | T): Promise<T> {
    options.onStage?.(name);
    const started = performance.now();
    const result = await work();
    stages.push({ stage: name, ms: Math.round(performance.now() - started) });
    return result;
  }

  try {
    const catalogue = await stage('catalogue', () => readCatalogue(options.contentDir));
    const files = await listListingFiles(options.contentDir);

    // Scan: only the envelope of each record, to settle duplicates before anything is validated.
    const { toValidate, total } = await stage('scan', async () => {
      const winners = new Map<string, Winner>();
      const sightings = new Map<string, Winner[]>();
      const toValidate = new Set<number>();
      let total = 0;
      for await (const item of readListings(options.contentDir, files)) {
        total++;
        counts.read++;
        if (item.kind === 'broken') {
          counts.invalid++;
          errors.push(`${formatSource(item.source)}: ${item.message}`);
          continue;
        }
        if (typeof item.value !== 'object' || item.value === null || Array.isArray(item.value)) {
          counts.invalid++;
          errors.push(`${formatSource(item.source)}: not a listing record: a JSON ${describeValueKind(item.value)}, not an object`);
          continue;
        }
        const envelope = ListingEnvelope.safeParse(item.value);
        const value = item.value as Record<string, unknown> | null;
        const isPublic = value?.status === 'approved' && value?.published === true;
        const id = idOf(value);
        if (!envelope.success || id === null || !isUuid(id)) {
          // Without a sound envelope a record cannot take part in duplicates: if it claims to be public,
          // full validation will say what is wrong; if not, it is skipped like any unpublished record.
          if (isPublic) toValidate.add(item.seq);
          else counts.skippedByStatus++;
          continue;
        }
        const key = id.toLowerCase();
        const candidate: Winner = { seq: item.seq, updatedAt: Date.parse(envelope.data.updatedAt), isPublic, source: item.source };
        const held = winners.get(key);
        if (held) {
          counts.duplicates++;
          const list = sightings.get(key) ?? [held];
          list.push(candidate);
          sightings.set(key, list);
          // The latest updatedAt wins; on a tie, the later record in file order.
          if (candidate.updatedAt >= held.updatedAt) winners.set(key, candidate);
        } else {
          winners.set(key, candidate);
        }
      }
      for (const winner of winners.values()) {
        if (winner.isPublic) toValidate.add(winner.seq);
        else counts.skippedByStatus++;
      }
      // One warning per losing record, in file order.
      const losers: { seq: number; line: string }[] = [];
      for (const [id, seen] of sightings) {
        const winner = winners.get(id)!;
        for (const record of seen) {
          if (record === winner) continue;
          losers.push({ seq: record.seq, line: `${formatSource(record.source)} ${id}: duplicate id, superseded by ${formatSource(winner.source)}${winner.isPublic ? '' : ' (not public: nothing of this id is published)'}` });
        }
      }
      warnings.push(...losers.sort((a, b) => a.seq - b.seq).map((l) => l.line));
      return { toValidate, total };
    });

    staging = createStaging(options.outDir);
    const stagingDir = staging;
    const index = new SearchIndexBuilder();
    const documentHashes = new Map<string, string>();
    const expiringSoon: string[] = [];

    const packedDocuments = await stage('validate', async () => {
      const writer = new DocumentWriter(stagingDir);
      let done = 0;
      try {
        for await (const item of readListings(options.contentDir, files)) {
          options.onProgress?.(++done, total);
          if (item.kind !== 'record' || !toValidate.has(item.seq)) continue;
          const value = item.value as Record<string, any>;
          const expiresAt = DateTime.safeParse(value.expiresAt);
          if (expiresAt.success && Date.parse(expiresAt.data) <= now) { counts.expired++; continue; }
          const city = catalogue.cities.get(value.content?.location?.cityKey);
          if (city && !city.enabled) { counts.disabledCity++; continue; }
          const result = validateListing(value, catalogue);
          if (!result.ok) {
            counts.invalid++;
            const where = `${formatSource(item.source)} ${reportId(value)}`;
            for (const issue of result.issues) errors.push(`${where}: ${issue.path}: ${issue.message}`);
            continue;
          }
          const stored = writer.write(result.listing);
          if (result.listing.expiresAt !== null && Date.parse(result.listing.expiresAt) <= now + EDGE_STATIC_HORIZON_HOURS * 3_600_000) {
            expiringSoon.push(result.listing.id);
          }
          documentHashes.set(result.listing.id, stored.sha256.toString('hex'));
          index.add(result.listing, stored);
          counts.public++;
        }
      } finally {
        writer.close();
      }
      if (counts.invalid > options.maxInvalid) {
        throw new BuildFailure(`${counts.invalid} invalid record${counts.invalid === 1 ? '' : 's'} (allowed: ${options.maxInvalid}, see --max-invalid); the published snapshot was left as it was`);
      }
      return writer.digests();
    });

    const manifest = await stage('write', () => {
      const { cities, categories } = publicCatalogue(catalogue);
      const search = index.finish(cities.map((c) => c.key), categories.map((c) => c.slug));
      const files = new Map<string, Buffer>();
      const put = (file: string, bytes: Buffer, precompress = false) => {
        files.set(file, bytes);
        if (precompress) {
          const { gzip, brotli } = compress(bytes, SMALL_FILE_BROTLI_QUALITY);
          files.set(`${file}.gz`, gzip);
          files.set(`${file}.br`, brotli);
        }
      };
      put(SNAPSHOT_PATHS.cities, Buffer.from(JSON.stringify({ items: cities, total: cities.length })), true);
      put(SNAPSHOT_PATHS.categories, Buffer.from(JSON.stringify({ items: categories, total: categories.length })), true);
      put(SNAPSHOT_PATHS.arrays, search.arrays);
      put(SNAPSHOT_PATHS.meta, Buffer.from(JSON.stringify(search.meta)));
      put(SNAPSHOT_PATHS.terms, Buffer.from(search.terms));
      put(SNAPSHOT_PATHS.edgeDynamicListings, Buffer.from(expiringSoon.sort().map((id) => `${id} 1;\n`).join('')));
      for (const [file, bytes] of files) {
        mkdirSync(path.dirname(path.join(stagingDir, file)), { recursive: true });
        writeFileSync(path.join(stagingDir, file), bytes);
      }
      const written: Manifest['files'] = { ...packedDocuments };
      for (const [file, bytes] of files) written[file] = { sha256: sha256(bytes).toString('hex'), bytes: bytes.length };
      const entries: Manifest['files'] = {};
      for (const file of Object.keys(written).sort()) entries[file] = written[file]!;
      const ids = [...documentHashes.keys()].sort();
      const digest = sha256(Buffer.from(ids.map((id) => `${id} ${documentHashes.get(id)}\n`).join(''))).toString('hex');
      const buildId = sha256(Buffer.from(JSON.stringify({ entries, digest }))).toString('hex').slice(0, 16);
      const manifest: Manifest = {
        formatVersion: SNAPSHOT_FORMAT_VERSION,
        buildId,
        builtAt: options.now.toISOString(),
        counts,
        files: entries,
        listingDocuments: { count: ids.length, digest },
      };
      writeFileSync(path.join(stagingDir, SNAPSHOT_PATHS.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
      return manifest;
    });

    await stage('verify', () => verifySnapshot(stagingDir, manifest, documentHashes));

    const release = await stage('publish', () => publish(options.outDir, stagingDir, `${compactTime(options.now)}-${manifest.buildId}`));
    staging = null;
    report.ok = true;
    report.buildId = manifest.buildId;
    report.snapshot = release;
  } catch (error) {
    if (staging) discardStaging(staging);
    report.failure = error instanceof BuildFailure ? error.message : unexpectedFailure(error);
  }
  report.peakMemoryMiB = Math.round(process.resourceUsage().maxRSS / 1024);
  return report;
}

function describeValueKind(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
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

function publicCatalogue(catalogue: Catalogue): { cities: City[]; categories: Category[] } {
  const cities = [...catalogue.cities.values()]
    .filter((city) => city.enabled)
    .map(({ enabled: _enabled, ...city }) => city)
    .sort((a, b) => collator.compare(a.name, b.name) || (a.key < b.key ? -1 : 1));
  const categories = [...catalogue.categories.values()]
    .sort((a, b) => collator.compare(a.nameEn, b.nameEn) || (a.slug < b.slug ? -1 : 1));
  return { cities, categories };
}

/** Re-reads what was written: every file of the manifest and every listing document. */
async function verifySnapshot(dir: string, manifest: Manifest, documentHashes: Map<string, string>): Promise<void> {
  for (const [file, entry] of Object.entries(manifest.files)) {
    const actual = await hashFile(path.join(dir, file));
    if (actual.bytes !== entry.bytes || actual.sha256 !== entry.sha256) {
      throw new BuildFailure(`verify: ${file} does not match what was written (disk full or a concurrent writer?)`);
    }
  }
  for (const [id, hash] of documentHashes) {
    if (sha256(readFileSync(path.join(dir, listingDocumentPath(id)))).toString('hex') !== hash) {
      throw new BuildFailure(`verify: ${listingDocumentPath(id)} does not match what was written`);
    }
  }
}

function compactTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}
