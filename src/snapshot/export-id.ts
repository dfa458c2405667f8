/**
 * What a snapshot was built from: a digest of the export's files (cities.json,
 * categories.json and every listing file the build reads), recorded in the
 * manifest, so that `npm start` rebuilds when the export's content differs from
 * it, whatever the files' modification times say (a copy with `cp -p`, an
 * rsync, a restore from backup, a clock that moved).
 *
 * Two digests: one of the files' names and sizes, had from `stat` alone, and
 * one of their content. A changed export nearly always changes a size, and
 * then nothing is read; only when every size agrees are the files hashed.
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { listListingFiles, type ListingFile } from './export-files.ts';
import { Hasher } from './hasher.ts';
import { hashFile } from './packed.ts';

export interface ExportFile {
  /** Path relative to the export folder, with forward slashes. */
  file: string;
  size: number;
}

/** As recorded in the manifest. `id` is what logs name the export by. */
export interface ExportDigest {
  id: string;
  files: number;
  bytes: number;
  /** SHA-256 of the files' names and sizes. */
  sizes: string;
  /** SHA-256 of the files' names, sizes and the SHA-256 of each file's content. */
  sha256: string;
}

const CATALOGUE_FILES = ['cities.json', 'categories.json'];

/** The files a build of `contentDir` reads, in the order it reads them; throws as the build would on one it cannot read. */
export async function exportFiles(contentDir: string): Promise<ExportFile[]> {
  return withCatalogue(contentDir, await listListingFiles(contentDir));
}

/** The listing files the build found, with the catalogue's files before them. */
export function withCatalogue(contentDir: string, listings: readonly ListingFile[]): ExportFile[] {
  return [
    ...CATALOGUE_FILES.map((file) => ({ file, size: statSync(path.join(contentDir, file)).size })),
    ...listings.map(({ file, size }) => ({ file, size })),
  ];
}

export function sizesDigest(files: readonly ExportFile[]): string {
  const hash = createHash('sha256');
  for (const { file, size } of files) hash.update(`${file}\t${size}\n`);
  return hash.digest('hex');
}

/** The digest, from the files' own content hashes (one hex SHA-256 per file, in the same order). */
export function exportDigest(files: readonly ExportFile[], contentHashes: readonly string[]): ExportDigest {
  const hash = createHash('sha256');
  files.forEach(({ file, size }, i) => hash.update(`${file}\t${size}\t${contentHashes[i]}\n`));
  const sha256 = hash.digest('hex');
  return { id: sha256.slice(0, 12), files: files.length, bytes: files.reduce((sum, f) => sum + f.size, 0), sizes: sizesDigest(files), sha256 };
}

/** The digest of the files, each hashed by `hash` one after the other. */
async function hashFiles(contentDir: string, files: readonly ExportFile[], hash: (file: string) => Promise<{ sha256: string }>): Promise<ExportDigest> {
  const hashes: string[] = [];
  for (const { file } of files) hashes.push((await hash(path.join(contentDir, file))).sha256);
  return exportDigest(files, hashes);
}

/** Hashes the export on this thread (for `npm start`, before it serves). */
export function hashExport(contentDir: string, files: readonly ExportFile[]): Promise<ExportDigest> {
  return hashFiles(contentDir, files, hashFile);
}

/**
 * Hashes the export on the hashing thread (src/snapshot/hasher.ts), for the
 * build: reading the export once more is disk and hashing time a build on two
 * cores overlaps with its own work.
 */
export function hashExportInWorker(contentDir: string, files: readonly ExportFile[]): { digest: Promise<ExportDigest>; stop(): void } {
  const hasher = new Hasher();
  const digest = hashFiles(contentDir, files, (file) => hasher.file(file));
  void digest.then(() => hasher.close(), () => hasher.close());
  return { digest, stop: () => void hasher.close() };
}
