/**
 * The listings' files are compressed and written (or linked) on other threads,
 * which append their compressed variants to the packed files in the order
 * queued; a batch that cannot be written fails every listing waiting on it (and
 * every one after), so that the build fails instead of publishing a snapshot
 * with files missing. Links are made after their batch is answered, and
 * reported once all are made: which listings could not be linked.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BATCH, ListingFiles, type Queued, type Written } from '../../build/listing-files.ts';
import { SNAPSHOT_PATHS } from '../../src/snapshot/layout.ts';
import { tempDir } from '../support/temp.ts';

const documentOf = (n: number) => Buffer.from(JSON.stringify({ n, text: 'word '.repeat(n % 50) }));

/** A snapshot folder as the build makes it before writing listings: the listings' folder and the packed files' one. */
function snapshotDir(): string {
  const dir = tempDir();
  mkdirSync(path.join(dir, 'ads'));
  mkdirSync(path.dirname(path.join(dir, SNAPSHOT_PATHS.documentsGzip)), { recursive: true });
  return dir;
}

/** Each listing's variants, cut from the packed files by the lengths the thread gave, in order. */
function variantsOf(dir: string, written: Written[]): { gzip: Buffer; brotli: Buffer }[] {
  const gzips = readFileSync(path.join(dir, SNAPSHOT_PATHS.documentsGzip));
  const brotlis = readFileSync(path.join(dir, SNAPSHOT_PATHS.documentsBrotli));
  let g = 0, b = 0;
  return written.map(({ gzipLength, brotliLength }) => ({ gzip: gzips.subarray(g, (g += gzipLength)), brotli: brotlis.subarray(b, (b += brotliLength)) }));
}

/** What became of a queued listing, once its batch is answered (as stage "validate" waits for it). */
async function writtenOf(files: ListingFiles, queued: Queued): Promise<Written> {
  await files.whenAnswered(queued.batch);
  return files.written(queued);
}

describe('the listing files threads', () => {
  it('writes each document with its .gz and .br and their time, and appends the variants to the packed files in order, whatever the batch', async () => {
    const dir = snapshotDir();
    const files = new ListingFiles(dir, null);
    try {
      // Two whole batches and part of a third, which is sent when waited for.
      const count = 2 * BATCH + 5;
      const queued = Array.from({ length: count }, (_, n) => files.add(`ads/${n}.json`, 1_000_000_000 + n, documentOf(n)));
      files.sendIfFilling(queued.at(-1)!.batch);
      const written: Written[] = [];
      for (const q of queued) written.push(await writtenOf(files, q));
      const digests = await files.finish();
      expect(await files.links()).toEqual({ failed: [] });
      variantsOf(dir, written).forEach(({ gzip, brotli }, n) => {
        const file = path.join(dir, `ads/${n}.json`);
        expect(written[n]!.reused).toBe(false);
        expect(readFileSync(file)).toEqual(documentOf(n));
        expect(readFileSync(`${file}.gz`)).toEqual(gzip);
        expect(readFileSync(`${file}.br`)).toEqual(brotli);
        expect(zlib.gunzipSync(gzip)).toEqual(documentOf(n));
        expect(zlib.brotliDecompressSync(brotli)).toEqual(documentOf(n));
        for (const suffix of ['', '.gz', '.br']) expect(statSync(file + suffix).mtimeMs).toBe((1_000_000_000 + n) * 1000);
      });
      const packedGzip = readFileSync(path.join(dir, SNAPSHOT_PATHS.documentsGzip));
      expect(digests.gzip).toEqual({ sha256: createHash('sha256').update(packedGzip).digest('hex'), bytes: packedGzip.length });
      // The documents are packed too, in the order queued.
      const packedDocuments = readFileSync(path.join(dir, SNAPSHOT_PATHS.documents));
      expect(packedDocuments).toEqual(Buffer.concat(Array.from({ length: count }, (_, n) => documentOf(n))));
      expect(digests.identity).toEqual({ sha256: createHash('sha256').update(packedDocuments).digest('hex'), bytes: packedDocuments.length });
      expect(files.work.filesWritten).toBe(3 * count);
    } finally {
      files.close();
    }
  });

  it('links an unchanged listing\'s files from the previous release and copies its document and variants from its packed files; names those it cannot link, leaving none of their files', async () => {
    const previous = snapshotDir(), dir = snapshotDir();
    // The previous release: listing 1's files, and its document and variants packed after some other bytes.
    const gzip = zlib.gzipSync(documentOf(1)), brotli = zlib.brotliCompressSync(documentOf(1));
    writeFileSync(path.join(previous, 'ads/1.json'), documentOf(1));
    writeFileSync(path.join(previous, 'ads/1.json.gz'), gzip);
    writeFileSync(path.join(previous, 'ads/1.json.br'), brotli);
    writeFileSync(path.join(previous, SNAPSHOT_PATHS.documents), Buffer.concat([Buffer.from('pqrs'), documentOf(1)]));
    writeFileSync(path.join(previous, SNAPSHOT_PATHS.documentsGzip), Buffer.concat([Buffer.from('xyz'), gzip]));
    writeFileSync(path.join(previous, SNAPSHOT_PATHS.documentsBrotli), Buffer.concat([Buffer.from('ab'), brotli]));
    const files = new ListingFiles(dir, previous);
    try {
      // Listing 1 is carried: its document is where the previous packed documents hold it.
      const linked = files.add('ads/1.json', 1_000_000_001, [4, documentOf(1).length], [3, gzip.length, 2, brotli.length]);
      // Listing 2 is said to be unchanged, but the previous release has only its document; listing 3 is new.
      writeFileSync(path.join(previous, 'ads/2.json'), documentOf(2));
      const missing = files.add('ads/2.json', 1_000_000_002, documentOf(2), [0, 3, 0, 2]);
      const added = files.add('ads/3.json', 1_000_000_003, documentOf(3));
      files.sendIfFilling(added.batch);
      const written = [await writtenOf(files, linked), await writtenOf(files, missing), await writtenOf(files, added)];
      await files.finish();
      expect(written.map((w) => w.reused)).toEqual([true, true, false]);
      // Position 1 (the second listing queued) could not be linked, and has no file left.
      expect(await files.links()).toEqual({ failed: [1] });
      for (const suffix of ['', '.gz', '.br']) expect(existsSync(path.join(dir, `ads/2.json${suffix}`))).toBe(false);
      const [one, two, three] = variantsOf(dir, written);
      expect(one).toEqual({ gzip, brotli });
      // Its variants are what the previous packed files held where it was said to be.
      expect(two).toEqual({ gzip: Buffer.from('xyz'), brotli: Buffer.from('ab') });
      for (const suffix of ['', '.gz', '.br']) {
        expect(statSync(path.join(dir, `ads/1.json${suffix}`)).ino).toBe(statSync(path.join(previous, `ads/1.json${suffix}`)).ino);
      }
      // Compressed for itself, though a document that was not to be compressed came before it in its batch.
      expect(zlib.gunzipSync(three!.gzip)).toEqual(documentOf(3));
      expect(zlib.brotliDecompressSync(three!.brotli)).toEqual(documentOf(3));
      expect(readFileSync(path.join(dir, SNAPSHOT_PATHS.documents))).toEqual(Buffer.concat([documentOf(1), documentOf(2), documentOf(3)]));
      expect(readFileSync(path.join(dir, 'ads/3.json.br'))).toEqual(three!.brotli);
      expect(files.work.filesWritten).toBe(3);
    } finally {
      files.close();
    }
  });

  it('fails every listing of a batch it cannot write, and every listing after, with the reason', async () => {
    const dir = snapshotDir();
    const files = new ListingFiles(dir, null);
    try {
      // No "missing" folder: the first file cannot be created.
      const queued = Array.from({ length: 3 }, (_, n) => files.add(`missing/${n}.json`, 1_000_000_000, documentOf(n)));
      files.sendIfFilling(queued[0]!.batch);
      for (const q of queued) await expect(writtenOf(files, q)).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(writtenOf(files, files.add('ads/late.json', 1_000_000_000, documentOf(9)))).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(files.finish()).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      files.close();
    }
  });
});
