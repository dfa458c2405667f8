/**
 * Stage "verify" reads back every listing document the build wrote, on two
 * threads sharing the list: one that does not match what was written (a
 * concurrent writer, a short write) fails the build and is named, wherever it
 * falls among the listings and whichever thread reads it. The packed files,
 * read back on the hashing thread, likewise.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ListingCheck, PackedReadBack, verifySnapshot, WrittenListings } from '../../build/verify.ts';
import type { Manifest } from '../../src/schema/manifest.ts';
import { listingDocumentPath } from '../../src/snapshot/layout.ts';
import { tempDir } from '../support/temp.ts';

/** A snapshot folder with `count` listing documents written, and what the build would say it wrote. */
function writtenListings(count: number): { dir: string; fresh: WrittenListings; ids: string[] } {
  const dir = tempDir();
  mkdirSync(path.join(dir, path.dirname(listingDocumentPath('x'))), { recursive: true });
  const fresh = new WrittenListings();
  const ids = Array.from({ length: count }, (_, n) => {
    const id = randomUUID();
    const bytes = Buffer.from(JSON.stringify({ id, n }));
    writeFileSync(path.join(dir, listingDocumentPath(id)), bytes);
    fresh.add(id, createHash('sha256').update(bytes).digest());
    return id;
  });
  return { dir, fresh, ids };
}

describe('reading back the listing files', () => {
  it('passes when every file is as written, on one thread or two', async () => {
    for (const count of [0, 3, 2000]) {
      const { dir, fresh } = writtenListings(count);
      await expect(ListingCheck.start(dir, fresh).finish()).resolves.toBeUndefined();
    }
  });

  // Joined at once, this thread takes runs as the other starts; joined late, the other has read them all.
  describe.each([['joined at once', false], ['joined after the other thread', true]])('%s', (_, late) => {
    it.each([0, 256, 1999])('names the listing whose file was changed after it was written (listing %i of 2000)', async (changed) => {
      const { dir, fresh, ids } = writtenListings(2000);
      const file = listingDocumentPath(ids[changed]!);
      writeFileSync(path.join(dir, file), '{"changed":true}');
      const check = ListingCheck.start(dir, fresh);
      if (late) await check.elsewhere;
      await expect(check.finish()).rejects.toThrow(`verify: ${file} does not match what was written`);
    });
  });

  it('names a listing whose file is gone', async () => {
    const { dir, fresh, ids } = writtenListings(600);
    const file = listingDocumentPath(ids[599]!);
    rmSync(path.join(dir, file));
    await expect(ListingCheck.start(dir, fresh).finish()).rejects.toThrow(`verify: ${file} does not match what was written`);
  });
});

describe('reading back the packed files', () => {
  /** A folder with one packed file, and a manifest saying what was written there. */
  function packedFile(written: string) {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'data'));
    writeFileSync(path.join(dir, 'data/documents.bin'), written);
    const manifest = { files: { 'data/documents.bin': { sha256: createHash('sha256').update(written).digest('hex'), bytes: written.length } } } as unknown as Manifest;
    return { dir, manifest };
  }

  it('passes a packed file read back on the hashing thread as written', async () => {
    const { dir, manifest } = packedFile('{"a":1}{"b":2}');
    const readBack = PackedReadBack.start(dir, ['data/documents.bin']);
    try {
      await expect(verifySnapshot(dir, manifest, [], readBack)).resolves.toBeUndefined();
    } finally {
      readBack.close();
    }
  });

  it('names a packed file that does not match what was written, or is gone', async () => {
    for (const change of [(file: string) => writeFileSync(file, '{"a":1}{"b":3}'), (file: string) => rmSync(file)]) {
      const { dir, manifest } = packedFile('{"a":1}{"b":2}');
      change(path.join(dir, 'data/documents.bin'));
      const readBack = PackedReadBack.start(dir, ['data/documents.bin']);
      try {
        await expect(verifySnapshot(dir, manifest, [], readBack)).rejects.toThrow(/^verify: data\/documents\.bin (does not match what was written|could not be read back)/);
      } finally {
        readBack.close();
      }
    }
  });
});
