/**
 * Writing an export: cities and categories, a legacy JSON array of the first
 * records, and the rest streamed as NDJSON parts, with the counts the build will
 * report.
 */
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { BuildCounts } from '../../src/schema/manifest.ts';
import { CATEGORIES, CITIES, exportCity } from './places.ts';
import { type ExportRecord } from './private-data.ts';
import { Rng } from './rng.ts';
import { RecordSource } from './sequence.ts';
import { checkVocabulary } from './vocabulary.ts';

const LISTINGS_DIR = 'listings';
const BATCH_DIR = '2026-11';
const IMPORTS_DIR = 'imports';
const LEGACY_FILE = 'legacy.json';
const PART_FILE = /^part-\d+\.ndjson$/;
/** Even the small sample is split, so multi-file reading is exercised without --per-file. */
const MIN_PARTS = 3;
const LEGACY_MAX = 20;
/** Flush the NDJSON buffer to the stream at this size: few syscalls, bounded memory. */
const WRITE_CHUNK = 64 * 1024;

/** NDJSON across numbered files, at most `perFile` records each, respecting backpressure. */
class NdjsonParts {
  readonly files: string[] = [];
  private stream: WriteStream | undefined;
  private inFile = 0;
  private buffer = '';

  constructor(private readonly dir: string, private readonly perFile: number) {}

  async write(record: ExportRecord): Promise<void> {
    if (!this.stream || this.inFile === this.perFile) await this.rotate();
    this.buffer += `${JSON.stringify(record)}\n`;
    this.inFile++;
    if (this.buffer.length >= WRITE_CHUNK) await this.flush();
  }

  async close(): Promise<void> {
    await this.flush();
    if (this.stream) {
      this.stream.end();
      await finished(this.stream);
      this.stream = undefined;
    }
  }

  private async flush(): Promise<void> {
    if (!this.stream || this.buffer.length === 0) return;
    const chunk = this.buffer;
    this.buffer = '';
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  private async rotate(): Promise<void> {
    await this.close();
    const file = path.join(this.dir, `part-${String(this.files.length + 1).padStart(3, '0')}.ndjson`);
    this.files.push(file);
    this.stream = createWriteStream(file);
    this.inFile = 0;
  }
}

const pretty = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** Removes only what this script writes, so other files in the export folder survive. */
async function clearOwnFiles(listingsDir: string): Promise<void> {
  const batchDir = path.join(listingsDir, BATCH_DIR);
  const parts = await readdir(batchDir).catch(() => [] as string[]);
  await Promise.all(parts.filter((name) => PART_FILE.test(name)).map((name) => rm(path.join(batchDir, name))));
  await rm(path.join(listingsDir, IMPORTS_DIR, LEGACY_FILE), { force: true });
  // Leave the folders in place if anything else lives there.
  await rmdir(batchDir).catch(() => undefined);
  await rmdir(path.join(listingsDir, IMPORTS_DIR)).catch(() => undefined);
}

export interface GenerateOptions {
  out?: string;
  count?: number;
  seed?: number;
  perFile?: number;
}

export interface GenerateResult {
  out: string;
  /** Every file written, relative to `out`, in writing order. */
  files: string[];
  records: number;
  /** What a build run at REFERENCE_DATE should count for this export. */
  expected: BuildCounts;
  /** Records per "status" or "status+published" (non-winning duplicates included). */
  byStatus: Record<string, number>;
  ms: number;
}

export async function generateContent(options: GenerateOptions = {}): Promise<GenerateResult> {
  const out = options.out ?? 'content';
  const count = options.count ?? 300;
  const seed = options.seed ?? 42;
  const perFile = options.perFile ?? 5000;
  if (!Number.isInteger(count) || count < 0) throw new Error(`count must be a non-negative integer, got ${count}`);
  if (!Number.isInteger(perFile) || perFile < 1) throw new Error(`perFile must be a positive integer, got ${perFile}`);
  if (!Number.isInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  checkVocabulary();

  const started = performance.now();
  const listingsDir = path.join(out, LISTINGS_DIR);
  await clearOwnFiles(listingsDir);
  await mkdir(path.join(listingsDir, BATCH_DIR), { recursive: true });
  await mkdir(path.join(listingsDir, IMPORTS_DIR), { recursive: true });

  await writeFile(path.join(out, 'cities.json'), pretty(CITIES.map(exportCity)));
  await writeFile(path.join(out, 'categories.json'), pretty(CATEGORIES));

  const rng = new Rng(seed);
  const source = new RecordSource(rng);

  // The legacy import is small by definition, so it is built in memory as one JSON array.
  const legacyCount = Math.min(LEGACY_MAX, Math.floor(count / 15));
  const legacy = Array.from({ length: legacyCount }, () => source.next('legacy'));
  const legacyFile = path.join(listingsDir, IMPORTS_DIR, LEGACY_FILE);
  await writeFile(legacyFile, pretty(legacy));

  const streamed = count - legacyCount;
  const parts = new NdjsonParts(path.join(listingsDir, BATCH_DIR), Math.min(perFile, Math.max(1, Math.ceil(streamed / MIN_PARTS))));
  source.armCoverage();
  for (let i = 0; i < streamed; i++) await parts.write(source.next('current'));
  await parts.close();

  const files = [path.join(out, 'cities.json'), path.join(out, 'categories.json'), legacyFile, ...parts.files]
    .map((file) => path.relative(out, file));
  return {
    out, files, records: count, expected: { ...source.expected },
    byStatus: Object.fromEntries([...source.byStatus].sort(([a], [b]) => a.localeCompare(b))),
    ms: performance.now() - started,
  };
}
