/**
 * The reading back of listing documents, as either thread runs it alone: runs
 * taken from the shared counter till none are left, and the first listing whose
 * file does not match (or is not there) marked, after which no more is taken.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as thread from '../../build/verify-thread.ts';
import { checkListings, HASH_BYTES, ID_BYTES, MISMATCH, NEXT, RUN, type Shared } from '../../build/verify-thread.ts';
import type { ThreadModule } from '../../src/thread/start.ts';
import { tempDir } from '../support/temp.ts';

/** `count` listings written under `dir/ads/`, with ids of ID_BYTES and what both threads would share. */
function shared(count: number): Shared & { file: (i: number) => string } {
  const dir = tempDir();
  mkdirSync(path.join(dir, 'ads'));
  const ids = new SharedArrayBuffer(count * ID_BYTES), hashes = new SharedArrayBuffer(count * HASH_BYTES);
  const file = (i: number) => path.join(dir, 'ads', `${String(i).padStart(ID_BYTES, '0')}.json`);
  for (let i = 0; i < count; i++) {
    const bytes = Buffer.from(JSON.stringify({ i }));
    writeFileSync(file(i), bytes);
    Buffer.from(ids).write(String(i).padStart(ID_BYTES, '0'), i * ID_BYTES, 'latin1');
    Buffer.from(hashes).set(createHash('sha256').update(bytes).digest(), i * HASH_BYTES);
  }
  return { dir, prefix: 'ads/', suffix: '.json', ids, hashes, count, counter: new SharedArrayBuffer(8), file };
}

describe('the reading-back thread\'s part', () => {
  it('is a thread module', () => {
    const module: ThreadModule = thread;
    expect(typeof module.runThread).toBe('function');
  });

  it('takes every run and marks no mismatch when every file is as written', () => {
    const listings = shared(RUN + 3);
    checkListings(listings);
    const counter = new Int32Array(listings.counter);
    expect(counter[MISMATCH]).toBe(0);
    expect(counter[NEXT]).toBeGreaterThanOrEqual(RUN + 3);
  });

  it('marks the first listing that does not match, or is missing, and takes no run after', () => {
    for (const spoil of [(f: string) => writeFileSync(f, '{"changed":true}'), (f: string) => writeFileSync(f, '')]) {
      const listings = shared(RUN + 3);
      spoil(listings.file(5));
      checkListings(listings);
      const counter = new Int32Array(listings.counter);
      expect(counter[MISMATCH]).toBe(6);
      expect(counter[NEXT]).toBe(RUN);
    }
  });
});
