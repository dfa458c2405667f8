/**
 * The hashing thread (hasher.ts): hashes each file it is sent, as it reads it
 * from disk, and answers with its SHA-256 and size, or with what failed.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import type { FileHash } from './hasher.ts';

/** Bytes read at a time. */
const READ_BYTES = 4 * 1024 * 1024;

export interface HashAsked {
  id: number;
  file: string;
}

export type HashAnswer = { id: number; sha256: string; bytes: number; error?: undefined } | { id: number; error: string };

/** A file's SHA-256 (hex) and size, read from disk in steps of READ_BYTES into one buffer. */
export function hashOnDisk(file: string, scratch = Buffer.allocUnsafe(READ_BYTES)): FileHash {
  const hash = createHash('sha256');
  let bytes = 0;
  const fd = openSync(file, 'r');
  try {
    for (let read; (read = readSync(fd, scratch, 0, scratch.length, bytes)) > 0;) {
      hash.update(scratch.subarray(0, read));
      bytes += read;
    }
  } finally {
    closeSync(fd);
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** The answer to one ask: the hash, or the error's code (else its message). */
export function answer({ id, file }: HashAsked): HashAnswer {
  try {
    return { id, ...hashOnDisk(file) };
  } catch (error) {
    const { code, message } = (error ?? {}) as NodeJS.ErrnoException;
    return { id, error: String(error && (code || message)) };
  }
}

export function runThread(): void {
  parentPort!.on('message', (asked: HashAsked) => parentPort!.postMessage(answer(asked)));
}
