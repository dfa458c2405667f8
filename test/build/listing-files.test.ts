/**
 * The listings' files are compressed and written on another thread: what comes
 * back is what was written, in the order given, and a batch that cannot be
 * written fails every listing waiting on it (and every one after), so that the
 * build fails instead of publishing a snapshot with files missing.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BATCH, ListingFiles } from '../../build/listing-files.ts';
import { SNAPSHOT_PATHS } from '../../src/snapshot/layout.ts';
import { tempDir } from '../support/temp.ts';

const documentOf = (n: number) => Buffer.from(JSON.stringify({ n, text: 'word '.repeat(n % 50) }));

describe('the listing files thread', () => {
  it('writes each document with its .gz and .br and their time, and gives back the compressed bytes it wrote, whatever the batch', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'ads'));
    const files = new ListingFiles(dir, null);
    try {
      // Two whole batches and part of a third, which is sent when waited for.
      const count = 2 * BATCH + 5;
      const queued = Array.from({ length: count }, (_, n) => files.add(`ads/${n}.json`, 1_000_000_000 + n, documentOf(n)));
      files.sendIfFilling(queued.at(-1)!.batch);
      const compressed = await Promise.all(queued.map((q) => q.compressed));
      compressed.forEach(({ gzip, brotli }, n) => {
        const file = path.join(dir, `ads/${n}.json`);
        expect(readFileSync(file)).toEqual(documentOf(n));
        expect(readFileSync(`${file}.gz`)).toEqual(gzip);
        expect(readFileSync(`${file}.br`)).toEqual(brotli);
        expect(zlib.gunzipSync(gzip)).toEqual(documentOf(n));
        expect(zlib.brotliDecompressSync(brotli)).toEqual(documentOf(n));
        for (const suffix of ['', '.gz', '.br']) expect(statSync(file + suffix).mtimeMs).toBe((1_000_000_000 + n) * 1000);
      });
      expect(files.work.filesWritten).toBe(3 * count);
    } finally {
      files.close();
    }
  });

  it('links an unchanged listing\'s files from the previous release and reads its variants from its packed files; writes it afresh when it cannot', async () => {
    const previous = tempDir(), dir = tempDir();
    mkdirSync(path.join(previous, 'ads'));
    mkdirSync(path.join(dir, 'ads'));
    mkdirSync(path.dirname(path.join(previous, SNAPSHOT_PATHS.documentsGzip)), { recursive: true });
    // The previous release: listing 1's files and its variants packed after some other bytes.
    const gzip = zlib.gzipSync(documentOf(1)), brotli = zlib.brotliCompressSync(documentOf(1));
    writeFileSync(path.join(previous, 'ads/1.json'), documentOf(1));
    writeFileSync(path.join(previous, 'ads/1.json.gz'), gzip);
    writeFileSync(path.join(previous, 'ads/1.json.br'), brotli);
    writeFileSync(path.join(previous, SNAPSHOT_PATHS.documentsGzip), Buffer.concat([Buffer.from('xyz'), gzip]));
    writeFileSync(path.join(previous, SNAPSHOT_PATHS.documentsBrotli), Buffer.concat([Buffer.from('ab'), brotli]));
    const files = new ListingFiles(dir, previous);
    try {
      const linked = files.add('ads/1.json', 1_000_000_001, documentOf(1), [3, gzip.length, 2, brotli.length]);
      // Listing 2 is said to be unchanged, but the previous release has no files of it.
      const missing = files.add('ads/2.json', 1_000_000_002, documentOf(2), [0, 1, 0, 1]);
      files.sendIfFilling(missing.batch);
      expect(await linked.compressed).toEqual({ gzip, brotli, reused: true });
      for (const suffix of ['', '.gz', '.br']) {
        expect(statSync(path.join(dir, `ads/1.json${suffix}`)).ino).toBe(statSync(path.join(previous, `ads/1.json${suffix}`)).ino);
      }
      const written = await missing.compressed;
      expect(written.reused).toBe(false);
      expect(zlib.gunzipSync(written.gzip)).toEqual(documentOf(2));
      expect(readFileSync(path.join(dir, 'ads/2.json.br'))).toEqual(written.brotli);
      expect(files.work.filesWritten).toBe(3);
    } finally {
      files.close();
    }
  });

  it('fails every listing of a batch it cannot write, and every listing after, with the reason', async () => {
    const dir = tempDir();
    const files = new ListingFiles(dir, null);
    try {
      // No "ads" folder: the first file cannot be created.
      const queued = Array.from({ length: 3 }, (_, n) => files.add(`ads/${n}.json`, 1_000_000_000, documentOf(n)));
      files.sendIfFilling(queued[0]!.batch);
      for (const q of queued) await expect(q.compressed).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(files.add('ads/late.json', 1_000_000_000, documentOf(9)).compressed).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      files.close();
    }
  });
});
