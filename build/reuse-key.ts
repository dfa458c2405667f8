/**
 * When a release's listings may be carried into the next build without their
 * records being read again (previous.ts): the record's text is the same (its
 * source hash), and so is everything else a listing is made of — the snapshot
 * format, the catalogue it was checked against, and the code that checked,
 * serialized and tokenized it. The last three make the reuse key, written in
 * data/reuse.json; a release made under another key lends only documents that
 * come out byte for byte the same (the slower path, which parses every record).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { z } from 'zod';
import { SNAPSHOT_FORMAT_VERSION } from '../src/schema/manifest.ts';
import { ArrayDirectory } from '../src/schema/arrays.ts';
import type { Catalogue } from './rules.ts';

/** data/reuse.json: the key, and where data/reuse.bin holds each array. */
export const ReuseMeta = z.object({
  key: z.string(),
  arrays: ArrayDirectory.refine(
    (directory) => directory.sourceHashes?.type === 'Uint8Array' && directory.updatedAt?.type === 'Float64Array'
      && directory.documentHashes?.type === 'Uint8Array',
    { error: 'the reuse directory lacks sourceHashes, updatedAt or documentHashes' },
  ),
});
export type ReuseMeta = z.infer<typeof ReuseMeta>;

const PROJECT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The build's code: every source file of the build and the modules it shares
 * with the runtime, and the lockfile (the validator's and the tokenizer's
 * libraries). Any change to them, however small, means every record is read again.
 */
function codeFingerprint(): string {
  const files = fg.sync(['build/**/*.ts', 'src/**/*.ts', 'package-lock.json'], { cwd: PROJECT }).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\n`).update(readFileSync(path.join(PROJECT, file))).update('\n');
  return hash.digest('hex');
}

let code: string | null = null;

export function reuseKey(catalogue: Catalogue): string {
  code ??= codeFingerprint();
  const hash = createHash('sha256');
  hash.update(`format ${SNAPSHOT_FORMAT_VERSION}\ncode ${code}\n`);
  hash.update(JSON.stringify([[...catalogue.cities.values()], [...catalogue.categories.values()]]));
  return hash.digest('hex');
}
