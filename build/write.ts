/**
 * Stage "write": everything of a snapshot but the listing documents (written as
 * stage "validate" passed them) — the city and category documents with their
 * compressed variants, the search structures, the edge's map — and last the
 * manifest, which names the hash and size of every file and gives the build its id.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { City } from '../src/schema/city.ts';
import type { Category } from '../src/schema/category.ts';
import { SNAPSHOT_FORMAT_VERSION, type BuildCounts, type Manifest } from '../src/schema/manifest.ts';
import { compress, sha256, SMALL_FILE_BROTLI_QUALITY } from '../src/snapshot/compress.ts';
import { SNAPSHOT_PATHS } from '../src/snapshot/layout.ts';
import { AppendFile } from './append-file.ts';
import type { SearchData } from './index-data.ts';
import type { ReuseMeta } from './reuse-key.ts';
import type { ExportDigest } from '../src/snapshot/export-id.ts';
import type { Catalogue } from './rules.ts';
import type { ValidateResult } from './validate.ts';

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** Enabled cities by name, categories by English name: the bodies of the two list reads. */
export function publicCatalogue(catalogue: Catalogue): { cities: City[]; categories: Category[] } {
  const cities = [...catalogue.cities.values()]
    .filter((city) => city.enabled)
    .map(({ enabled: _enabled, ...city }) => city)
    .sort((a, b) => collator.compare(a.name, b.name) || (a.key < b.key ? -1 : 1));
  const categories = [...catalogue.categories.values()]
    .sort((a, b) => collator.compare(a.nameEn, b.nameEn) || (a.slug < b.slug ? -1 : 1));
  return { cities, categories };
}

export interface WriteInput {
  stagingDir: string;
  catalogue: { cities: City[]; categories: Category[] };
  search: SearchData;
  documents: ValidateResult;
  counts: BuildCounts;
  builtAt: Date;
  /** The key the listings of this release may be carried into the next build under (reuse-key.ts). */
  reuseKey: string;
  /** The export it was built from, when it could be hashed. */
  exportDigest?: ExportDigest;
}

export function writeSnapshotFiles(input: WriteInput): Manifest {
  const { stagingDir, catalogue: { cities, categories }, search, documents } = input;
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
  put(SNAPSHOT_PATHS.meta, Buffer.from(JSON.stringify(search.meta)));
  put(SNAPSHOT_PATHS.terms, Buffer.from(search.terms));
  put(SNAPSHOT_PATHS.reuseMeta, Buffer.from(JSON.stringify({ key: input.reuseKey, arrays: search.reuse.directory } satisfies ReuseMeta)));
  put(SNAPSHOT_PATHS.edgeDynamicListings, Buffer.from([...documents.expiringSoon].sort().map((id) => `${id} 1;\n`).join('')));
  for (const [file, bytes] of files) {
    mkdirSync(path.dirname(path.join(stagingDir, file)), { recursive: true });
    writeFileSync(path.join(stagingDir, file), bytes);
  }
  const written: Manifest['files'] = {
    ...documents.packed,
    [SNAPSHOT_PATHS.arrays]: writePieces(path.join(stagingDir, SNAPSHOT_PATHS.arrays), search.arrays),
    [SNAPSHOT_PATHS.reuse]: writePieces(path.join(stagingDir, SNAPSHOT_PATHS.reuse), search.reuse.pieces),
  };
  for (const [file, bytes] of files) written[file] = { sha256: sha256(bytes).toString('hex'), bytes: bytes.length };
  const entries: Manifest['files'] = {};
  for (const file of Object.keys(written).sort()) entries[file] = written[file]!;
  // One digest over every published document: its id and SHA-256, in id order.
  const published = search.documents;
  const digestHash = createHash('sha256');
  for (const { id, sha256: hash } of published.inIdOrder()) digestHash.update(`${id} ${hash.toString('hex')}\n`);
  const digest = digestHash.digest('hex');
  const buildId = sha256(Buffer.from(JSON.stringify({ entries, digest }))).toString('hex').slice(0, 16);
  const manifest: Manifest = {
    formatVersion: SNAPSHOT_FORMAT_VERSION,
    buildId,
    builtAt: input.builtAt.toISOString(),
    counts: input.counts,
    files: entries,
    listingDocuments: { count: published.count, digest },
    ...(input.exportDigest ? { export: input.exportDigest } : {}),
  };
  writeFileSync(path.join(stagingDir, SNAPSHOT_PATHS.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** A file written from its pieces in order: never one buffer of it all. */
function writePieces(file: string, pieces: Uint8Array[]): { sha256: string; bytes: number } {
  mkdirSync(path.dirname(file), { recursive: true });
  const out = new AppendFile(file);
  try {
    for (const piece of pieces) out.append(piece);
    return out.digest();
  } finally {
    out.close();
  }
}
