/**
 * The listing files' threads, their parts taken one by one (listing-files.test.ts
 * runs them together): the brotli variants made only for the listings to be
 * written; a file created anew over a name already there, never written through;
 * a previous packed file read ahead, to its end and no further; the links of a
 * recycled folder, where a name already the previous release's file is kept and
 * a name no listing claims is removed.
 */
import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import * as compressThread from '../../build/compress-thread.ts';
import { compressBatch, type BatchSent } from '../../build/compress-thread.ts';
import * as linkThread from '../../build/link-thread.ts';
import { Linker } from '../../build/link-thread.ts';
import * as writeThread from '../../build/write-thread.ts';
import { BatchWriter, PackedReader, writeStamped } from '../../build/write-thread.ts';
import { LISTING_COMPRESSION } from '../../src/snapshot/compress.ts';
import type { ThreadModule } from '../../src/thread/start.ts';
import { batchSent } from '../../build/listing-files.ts';
import { tempDir } from '../support/temp.ts';

const SUFFIXES = ['.gz', '.br'];

/** A batch of documents as the main thread sends it; `carried` and `unchanged` listings by index (their places in a previous release made up). */
function batchOf(documents: Buffer[], carried: number[] = [], unchanged: number[] = []): BatchSent {
  return batchSent(0, {
    files: documents.map((_, i) => `ads/${i}.json`), times: documents.map(() => 1_700_000_000),
    documents: documents.filter((_, i) => !carried.includes(i)),
    carriedAt: documents.map((d, i) => (carried.includes(i) ? [0, d.length] : null)),
    unchanged: documents.map((_, i) => (carried.includes(i) || unchanged.includes(i) ? [0, 1, 0, 1] : null)),
  });
}

describe('the listing files threads, one by one', () => {
  it('are thread modules', () => {
    const modules: ThreadModule[] = [compressThread, writeThread, linkThread];
    expect(modules.map((m) => typeof m.runThread)).toEqual(['function', 'function', 'function']);
  });

  it('compresses the brotli variants of the listings to be written only, in order, into one buffer', () => {
    const documents = [0, 1, 2, 3].map((n) => Buffer.from(JSON.stringify({ n, text: 'word '.repeat(20 + n) })));
    const compressed = compressBatch(batchOf(documents, [1], [2]), LISTING_COMPRESSION.brotliParams);
    expect(compressed.brotliLengths).toHaveLength(2);
    const brotli = Buffer.from(compressed.brotliBytes);
    expect(brotli.length).toBe(compressed.brotliLengths[0]! + compressed.brotliLengths[1]!);
    expect(zlib.brotliDecompressSync(brotli.subarray(0, compressed.brotliLengths[0]))).toEqual(documents[0]);
    expect(zlib.brotliDecompressSync(brotli.subarray(compressed.brotliLengths[0]))).toEqual(documents[3]);
  });

  it('creates a stamped file anew over a name already there, leaving the file it named alone', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'elsewhere'), 'another release');
    linkSync(path.join(dir, 'elsewhere'), path.join(dir, 'here'));
    writeStamped(path.join(dir, 'here'), Buffer.from('this release'), 1_700_000_000);
    expect(readFileSync(path.join(dir, 'elsewhere'), 'utf8')).toBe('another release');
    expect(readFileSync(path.join(dir, 'here'), 'utf8')).toBe('this release');
    expect(statSync(path.join(dir, 'here')).mtimeMs).toBe(1_700_000_000_000);
  });

  it('reads a previous packed file ahead, up to its end, and refuses a read past it', () => {
    const dir = tempDir();
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i & 255));
    writeFileSync(path.join(dir, 'packed'), bytes);
    const reader = new PackedReader(path.join(dir, 'packed'));
    expect(reader.read(0, 10)).toEqual(bytes.subarray(0, 10));
    expect(reader.read(10, 4000)).toEqual(bytes.subarray(10, 4010));
    expect(reader.read(4990, 10)).toEqual(bytes.subarray(4990));
    expect(reader.read(100, 20)).toEqual(bytes.subarray(100, 120));
    expect(() => reader.read(4995, 10)).toThrow('previous release: a packed file is shorter than its arrays say');
    reader.close();
  });

  it('appends a batch to the packed files, the same bytes as the files it creates, and gives their hashes', () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'ads'));
    const packed = { identity: 'documents.bin', gzip: 'documents.gz.bin', brotli: 'documents.br.bin' };
    const writer = new BatchWriter({ dir, previous: null, packed, gzipOptions: LISTING_COMPRESSION.gzipOptions, suffixes: SUFFIXES });
    const documents = [0, 1, 2].map((n) => Buffer.from(JSON.stringify({ n })));
    const written = writer.write(compressBatch(batchOf(documents), LISTING_COMPRESSION.brotliParams));
    expect(written.reused).toEqual([false, false, false]);
    const digests = writer.finish();
    const identity = readFileSync(path.join(dir, packed.identity));
    expect(identity).toEqual(Buffer.concat(documents));
    expect(digests.identity).toEqual({ sha256: createHash('sha256').update(identity).digest('hex'), bytes: identity.length });
    const gzip = readFileSync(path.join(dir, packed.gzip));
    expect(gzip).toEqual(Buffer.concat(documents.map((_, i) => readFileSync(path.join(dir, `ads/${i}.json.gz`)))));
    expect(written.gzipLengths.reduce((a, b) => a + b)).toBe(gzip.length);
  });

  it('in a recycled folder keeps a name that is already the previous release\'s file, replaces the others, and removes those no listing claims', () => {
    const previous = tempDir(), dir = tempDir();
    for (const folder of [previous, dir]) mkdirSync(path.join(folder, 'ads'));
    for (const name of ['a', 'b']) for (const suffix of ['', ...SUFFIXES]) writeFileSync(path.join(previous, `ads/${name}.json${suffix}`), name + suffix);
    for (const suffix of ['', ...SUFFIXES]) {
      linkSync(path.join(previous, `ads/a.json${suffix}`), path.join(dir, `ads/a.json${suffix}`));
      writeFileSync(path.join(dir, `ads/b.json${suffix}`), 'stale');
      writeFileSync(path.join(dir, `ads/gone.json${suffix}`), 'stale');
    }
    const aBefore = statSync(path.join(dir, 'ads/a.json')).ino;
    const linker = new Linker({ dir, previous, suffixes: SUFFIXES, recycled: true, listingsDir: 'ads' });
    linker.link({ files: ['ads/a.json', 'ads/b.json', 'ads/lost.json'], positions: [0, 1, 2], written: [] });
    expect(linker.finish().failed).toEqual([2]);
    expect(statSync(path.join(dir, 'ads/a.json')).ino).toBe(aBefore);
    expect(readFileSync(path.join(dir, 'ads/b.json.br'), 'utf8')).toBe('b.br');
    expect(readdirSync(path.join(dir, 'ads')).sort()).toEqual(['a.json', 'a.json.br', 'a.json.gz', 'b.json', 'b.json.br', 'b.json.gz']);
  });
});
