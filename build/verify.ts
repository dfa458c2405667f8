/**
 * Stage "verify": re-reads what was written before anything is published —
 * every file of the manifest, and every listing document this build wrote —
 * so a full disk or a concurrent writer fails the build instead of reaching
 * readers. Documents linked from the previous release are the inodes that
 * release's own build verified, and are not read again.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from '../src/schema/manifest.ts';
import { sha256 } from '../src/snapshot/compress.ts';
import { listingDocumentPath } from '../src/snapshot/layout.ts';
import { hashFile } from '../src/snapshot/packed.ts';
import { BuildFailure } from './failure.ts';
import type { ValidateResult } from './validate.ts';

export async function verifySnapshot(dir: string, manifest: Manifest, documents: ValidateResult): Promise<void> {
  for (const [file, entry] of Object.entries(manifest.files)) {
    const actual = await hashFile(path.join(dir, file));
    if (actual.bytes !== entry.bytes || actual.sha256 !== entry.sha256) {
      throw new BuildFailure(`verify: ${file} does not match what was written (disk full or a concurrent writer?)`);
    }
  }
  for (const { id, sha256: written } of documents.fresh) {
    if (!sha256(readFileSync(path.join(dir, listingDocumentPath(id)))).equals(written)) {
      throw new BuildFailure(`verify: ${listingDocumentPath(id)} does not match what was written`);
    }
  }
}
