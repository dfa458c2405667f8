/**
 * The hashing thread's part: a file hashed as it is read from disk, in steps
 * (a file longer than the step, and one of none, hash as a whole), and a file
 * that cannot be read answered with its error's code, for the asker to reject;
 * and the asker, which hashes small files without a thread.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answer, hashOnDisk } from '../../src/snapshot/hash-thread.ts';
import { Hasher, INLINE_BYTES } from '../../src/snapshot/hasher.ts';
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

  it('hashes small files where it is asked, and starts its thread with the first file past INLINE_BYTES', async () => {
    const module: ThreadModule = thread;
    expect(typeof module.runThread).toBe('function');
    const dir = tempDir();
    const small = Buffer.from('abc');
    const large = Buffer.alloc(INLINE_BYTES, 7);
    writeFileSync(path.join(dir, 'small'), small);
    writeFileSync(path.join(dir, 'large'), large);
    const hasher = new Hasher();
    try {
      await expect(hasher.file(path.join(dir, 'small'))).resolves.toEqual({ sha256: sha256(small), bytes: 3 });
      await expect(hasher.file(path.join(dir, 'missing'))).rejects.toMatchObject({ code: 'ENOENT' });
      expect(hasher.threaded).toBe(false);
      // 3 bytes already hashed here: the large file does not fit what is left.
      await expect(hasher.file(path.join(dir, 'large'))).resolves.toEqual({ sha256: sha256(large), bytes: INLINE_BYTES });
      expect(hasher.threaded).toBe(true);
      // From then on every file goes to the thread, whose answers are the same.
      await expect(hasher.file(path.join(dir, 'small'))).resolves.toEqual({ sha256: sha256(small), bytes: 3 });
      await expect(hasher.file(path.join(dir, 'missing'))).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await hasher.close();
    }
  });

  it('holds asks until released, then answers them in order, wherever they are hashed', async () => {
    const dir = tempDir();
    const files = ['a', 'b'].map((name) => path.join(dir, name));
    writeFileSync(files[0]!, 'a');
    writeFileSync(files[1]!, Buffer.alloc(INLINE_BYTES, 1));
    const hasher = new Hasher();
    try {
      hasher.hold();
      const answered: string[] = [];
      const asked = files.map((file) => hasher.file(file).then(() => answered.push(file)));
      await Promise.resolve();
      expect(answered).toEqual([]);
      expect(hasher.threaded).toBe(false);
      hasher.release();
      await Promise.all(asked);
      expect(answered).toEqual(files);
    } finally {
      await hasher.close();
    }
  });
});
