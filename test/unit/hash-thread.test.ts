/**
 * The hashing thread's part: a file hashed as it is read from disk, in steps
 * (a file longer than the step, and one of none, hash as a whole), and a file
 * that cannot be read answered with its error's code, for the asker to reject.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answer, hashOnDisk } from '../../src/snapshot/hash-thread.ts';
import { Hasher } from '../../src/snapshot/hasher.ts';
import type { ThreadModule } from '../../src/thread/start.ts';
import * as thread from '../../src/snapshot/hash-thread.ts';
import { tempDir } from '../support/temp.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the hashing thread', () => {
  it('hashes a file in steps as a whole, whatever its size', () => {
    const dir = tempDir();
    for (const size of [0, 1, 7, 8, 9, 1000]) {
      const bytes = Buffer.from(Array.from({ length: size }, (_, i) => (i * 31) & 255));
      const file = path.join(dir, `f${size}`);
      writeFileSync(file, bytes);
      expect(hashOnDisk(file, Buffer.alloc(8))).toEqual({ sha256: sha256(bytes), bytes: size });
    }
  });

  it('answers an ask with its id, and a file it cannot read with the error\'s code', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'a'), 'abc');
    expect(answer({ id: 3, file: path.join(dir, 'a') })).toEqual({ id: 3, sha256: sha256(Buffer.from('abc')), bytes: 3 });
    expect(answer({ id: 4, file: path.join(dir, 'missing') })).toEqual({ id: 4, error: 'ENOENT' });
  });

  it('runs as a thread of its own, started from its module', async () => {
    const module: ThreadModule = thread;
    expect(typeof module.runThread).toBe('function');
    const dir = tempDir();
    writeFileSync(path.join(dir, 'a'), 'abc');
    const hasher = new Hasher();
    try {
      await expect(hasher.file(path.join(dir, 'a'))).resolves.toEqual({ sha256: sha256(Buffer.from('abc')), bytes: 3 });
      await expect(hasher.file(path.join(dir, 'missing'))).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await hasher.close();
    }
  });
});
