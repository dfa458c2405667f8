/**
 * No single file or buffer limits a snapshot's size: with the piece size of the
 * documents in memory lowered below one document, so that each piece holds one,
 * every listing and every search page is byte for byte what the default
 * loading gives, and the compressed variants read from disk match too.
 * So is what a snapshot serves before its documents are read into memory, and
 * without its compressed variants when they do not verify.
 */
import path from 'node:path';
import { cpSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import zlib from 'node:zlib';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeExport } from '../support/fixture.ts';
import { randomListings } from '../support/random-export.ts';
import { build } from '../support/build.ts';
import { tempDir } from '../support/temp.ts';
import { loadSnapshot, type Snapshot } from '../../src/snapshot/load.ts';
import { faultIn, readWhole, touchPages, type WarmingDocuments } from '../../src/snapshot/packed.ts';
import { bodyBytes, ReadApi, type Variant } from '../../src/api/read-api.ts';
import { decodeQuery, HttpSearchQuery, parseParams } from '../../src/http/params.ts';

const bytesOf = async (variant: Variant | null | undefined) => (typeof variant === 'function' ? await variant() : variant!);

let whole: Snapshot;
let pieces: Snapshot;
/** Never read into memory: every document comes from the file, as before warming ends. */
let cold: Snapshot;
/** As a snapshot serves before its documents' file is verified: each document checked against its hash as it is read. */
let checking: Snapshot;
/** Pieces of at most 700 bytes (a document each), the newest documents that fit in 7,000 bytes in memory; the rest from the file. */
let partly: Snapshot;
/** The newest documents that fit in 40,000 bytes in memory, less the few read from the file it keeps. */
let keeping: Snapshot;
let ids: string[];
beforeAll(async () => {
  const dir = tempDir();
  writeExport(path.join(dir, 'c'), { listings: { 'a.ndjson': randomListings({ count: 150, seed: 5, around: Date.parse('2026-06-01T00:00:00Z') }) } });
  const report = await build(path.join(dir, 'c'), path.join(dir, 'dist'));
  expect(report.ok).toBe(true);
  const at = realpathSync(path.join(dir, 'dist'));
  whole = await loadSnapshot(at);
  pieces = await loadSnapshot(at, { chunkBytes: 700 });
  cold = await loadSnapshot(at, { warm: false });
  partly = await loadSnapshot(at, { chunkBytes: 700, documentsMemory: 7_000 });
  keeping = await loadSnapshot(at, { documentsMemory: 40_000 });
  await Promise.all([whole.verified, pieces.verified, cold.verified, partly.verified, keeping.verified, whole.warmed, pieces.warmed, cold.warmed, partly.warmed, keeping.warmed]);
  checking = await loadSnapshot(at, { warm: false, checkEachDocument: true });
  await checking.verified;
  ids = fg.sync('api/v1/ads/*.json', { cwd: at }).map((file) => path.basename(file, '.json'));
});
afterAll(() => { whole.close(); pieces.close(); cold.close(); checking.close(); partly.close(); keeping.close(); });

const identityOf = (snapshot: Snapshot) => snapshot.listings.identity as WarmingDocuments;
const listingCount = (snapshot: Snapshot) => snapshot.arrays.documentLength.length;

describe('packed documents in pieces, in memory or read from the file', () => {
  it('holds every document in memory once warmed, and none before', () => {
    expect(identityOf(whole).listingsHeld).toBe(listingCount(whole));
    expect(identityOf(pieces).listingsHeld).toBe(listingCount(pieces));
    expect(identityOf(cold).listingsHeld).toBe(0);
  });

  it('holds the newest listings\' documents that fit in its memory budget, less what it keeps of those read from the file, and says how much', async () => {
    const identity = identityOf(partly);
    const lengths = partly.arrays.documentLength;
    const newest = identity.listingsHeld;
    expect(newest).toBeGreaterThan(0);
    const held = lengths.subarray(0, newest).reduce((sum, length) => sum + length, 0);
    expect(identity.held).toBe(held);
    const { budget } = identity.readKept;
    expect(budget).toBeGreaterThan(0);
    expect(held + budget).toBeLessThanOrEqual(7_000);
    // The next newest would not have fit.
    expect(held + budget + lengths[newest]!).toBeGreaterThan(7_000);
    // With room for every document, none is kept of those read: none is read.
    expect(identityOf(whole).readKept).toEqual({ bytes: 0, budget: 0 });
    await expect(partly.warmed).resolves.toBe(held);
    await expect(whole.warmed).resolves.toBe(whole.listings.identity.bytes);
  });

  it('keeps the documents it lately read from the file, within what it may keep, and reads one again once forgotten', async () => {
    const identity = identityOf(keeping);
    const { documentStart, documentLength } = keeping.arrays;
    // A read is made off the event loop (a promise) for a while after one was slow, as on a busy machine: await each.
    const read = async (o: number) => await identity.document(o, documentStart[o]!, documentLength[o]!);
    const past = identity.listingsHeld;
    const first = await read(past);
    expect(await read(past)).toBe(first);
    for (let o = past + 1; o < listingCount(keeping); o++) await read(o);
    const { bytes, budget } = identity.readKept;
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(budget);
    const again = await read(past);
    expect(again).not.toBe(first);
    expect(again.equals(first)).toBe(true);
  });

  it.each([['in pieces', () => pieces], ['from the file', () => cold], ['checked as read', () => checking], ['partly in memory', () => partly], ['partly in memory, keeping some read', () => keeping]])('serves every listing byte for byte, in every encoding, %s', async (_, other) => {
    const clock = () => Date.parse('2026-06-01T00:00:00Z');
    const a = new ReadApi(whole, 'http://x', clock), b = new ReadApi(other(), 'http://x', clock);
    let served = 0;
    for (const id of ids) {
      const x = a.listing(id), y = b.listing(id);
      expect(y.ok).toBe(x.ok);
      if (!x.ok || !y.ok) continue;
      served++;
      const identity = await bodyBytes(x.body);
      expect((await bodyBytes(y.body)).equals(identity)).toBe(true);
      expect((await bytesOf(y.body.brotli)).equals(await bytesOf(x.body.brotli))).toBe(true);
      expect(zlib.gunzipSync(await bytesOf(y.body.gzip)).equals(identity)).toBe(true);
      expect(zlib.brotliDecompressSync(await bytesOf(y.body.brotli)).equals(identity)).toBe(true);
    }
    expect(served).toBeGreaterThan(100);
  });

  it.each([['in pieces', () => pieces], ['from the file', () => cold], ['checked as read', () => checking], ['partly in memory', () => partly], ['partly in memory, keeping some read', () => keeping]])('assembles every search page byte for byte, %s', async (_, other) => {
    const clock = () => Date.parse('2026-06-01T00:00:00Z');
    const a = new ReadApi(whole, 'http://x', clock), b = new ReadApi(other(), 'http://x', clock);
    for (const q of ['', 'pageSize=48', 'page=2&pageSize=48', 'q=room', 'currency=USD&sort=price_high&pageSize=30', 'kind=event&upcoming=true']) {
      const parsed = parseParams(decodeQuery(q), HttpSearchQuery);
      if (!parsed.ok) throw new Error(q);
      const x = a.search(parsed.value), y = b.search(parsed.value);
      if (!x.ok || !y.ok) throw new Error(q);
      const page = await bodyBytes(y.body);
      expect(page.equals(await bodyBytes(x.body)), q).toBe(true);
      JSON.parse(page.toString('utf8'));
    }
  });

  const damagedCopy = (file: string) => {
    const copy = path.join(tempDir(), 'dist');
    cpSync(whole.dir, copy, { recursive: true });
    const bytes = readFileSync(path.join(copy, file));
    bytes[bytes.length >> 1]! ^= 1;
    writeFileSync(path.join(copy, file), bytes);
    return copy;
  };

  it('refuses a snapshot whose arrays are not what its manifest says, though another thread hashes them', async () => {
    const copy = damagedCopy('data/arrays.bin');
    await expect(loadSnapshot(copy)).rejects.toThrow('snapshot: data/arrays.bin does not match its hash in the manifest');
  });

  it('never sends a document of a damaged documents file: it is found out as it is read, and the file never trusted', async () => {
    const snapshot = await loadSnapshot(damagedCopy('data/documents.bin'), { chunkBytes: 700 });
    const damage = 'snapshot: data/documents.bin does not match its hash in the manifest';
    await expect(snapshot.verified).rejects.toThrow(damage);
    await expect(snapshot.warmed).rejects.toThrow(damage);
    const clock = () => Date.parse('2026-06-01T00:00:00Z');
    const api = new ReadApi(snapshot, 'http://x', clock), reference = new ReadApi(whole, 'http://x', clock);
    let served = 0, refused = 0;
    for (const id of ids) {
      const expected = reference.listing(id);
      if (!expected.ok) continue;
      const reply = api.listing(id);
      expect(reply.ok).toBe(true);
      let bytes;
      try {
        bytes = reply.ok ? await bodyBytes(reply.body) : null;
      } catch (error) {
        expect((error as Error).message).toBe('packed documents: a document does not match its hash');
        refused++;
        continue;
      }
      expect(bytes!.equals(await bodyBytes(expected.body))).toBe(true);
      served++;
    }
    expect(refused).toBe(1);
    expect(served).toBeGreaterThan(100);
    snapshot.close();
  });

  it.each(['data/documents.gz.bin', 'data/documents.br.bin'])('never offers the compressed variants when %s is not what its manifest says, and serves every listing uncompressed', async (file) => {
    const snapshot = await loadSnapshot(damagedCopy(file));
    await expect(snapshot.compressed).rejects.toThrow(`snapshot: ${file} does not match its hash in the manifest`);
    const api = new ReadApi(snapshot, 'http://x', () => Date.parse('2026-06-01T00:00:00Z'));
    const reference = new ReadApi(whole, 'http://x', () => Date.parse('2026-06-01T00:00:00Z'));
    let served = 0;
    for (const id of ids) {
      const reply = api.listing(id), expected = reference.listing(id);
      if (!reply.ok || !expected.ok) continue;
      served++;
      expect([reply.body.gzip, reply.body.brotli]).toEqual([null, null]);
      expect((await bodyBytes(reply.body)).equals(await bodyBytes(expected.body))).toBe(true);
    }
    expect(served).toBeGreaterThan(100);
    snapshot.close();
  });

  it('gives back its files on close, after which a compressed read fails loudly', async () => {
    const verified = await loadSnapshot(whole.dir);
    await verified.compressed;
    verified.close();
    await expect(verified.listings.gzip!.read(0, 10)).rejects.toThrow('packed documents: read after close');
    await expect(verified.listings.identity.read(0, 10)).rejects.toThrow('packed documents: read after close');
    const snapshot = await loadSnapshot(whole.dir, { chunkBytes: 700 });
    snapshot.close();
    await snapshot.warmed; // stops reading in once closed (or never starts, if closed before the documents are verified)
    expect(identityOf(snapshot).listingsHeld).toBe(0);
    await expect(identityOf(snapshot).document(0, 0, 10)).rejects.toThrow('packed documents: read after close');
  });
});

describe('touching the pages of memory a file is read into, once, off the requests\' path', () => {
  const PAGE = 4096;

  it('writes a byte of every page of the range before a read, and nothing outside it', () => {
    const bytes = Buffer.alloc(5 * PAGE, 7);
    faultIn(bytes, PAGE, 3 * PAGE + 10);
    const written = [...bytes.keys()].filter((at) => bytes[at] === 0);
    expect(written).toEqual([PAGE, 2 * PAGE, 3 * PAGE]);
  });

  it('reads a byte of every page without changing any, and stops when told', async () => {
    const bytes = Buffer.alloc(1000 * PAGE + 1);
    for (let at = 0; at < bytes.length; at += PAGE) bytes[at] = 1;
    const before = Buffer.from(bytes);
    expect(await touchPages(bytes, () => false)).toBe(1001);
    expect(bytes.equals(before)).toBe(true);
    let steps = 0;
    // Stopped after its first step: the first 256 pages only.
    expect(await touchPages(bytes, () => steps++ > 0)).toBe(256);
  });
});

describe('a whole file read into shared memory, several reads in flight', () => {
  it('is byte for byte the file, across many reads and a last one shorter than the rest', async () => {
    const file = path.join(tempDir('read-whole'), 'arrays.bin');
    // Two and a half reads' worth (a read is 4 MiB), each word telling where it is.
    const bytes = Buffer.alloc(10 * 1024 * 1024 + 12345);
    for (let at = 0; at + 4 <= bytes.length; at += 4) bytes.writeUInt32LE(at, at);
    writeFileSync(file, bytes);
    const read = await readWhole(file);
    expect(read.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(read.equals(bytes)).toBe(true);
  });

  it('gives an empty file as empty', async () => {
    const file = path.join(tempDir('read-whole'), 'empty.bin');
    writeFileSync(file, '');
    expect((await readWhole(file)).length).toBe(0);
  });
});
