import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileReads } from '../../src/snapshot/file-reads.ts';
import { tempDir } from '../support/temp.ts';

const SHORT = 'the file is shorter than asked';
const openDescriptors = () => readdirSync('/proc/self/fd').length;

function fileOf(bytes: Buffer): string {
  const file = path.join(tempDir(), 'packed.bin');
  writeFileSync(file, bytes);
  return file;
}

describe('positioned reads off the event loop', () => {
  const bytes = Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => (i * 31) & 0xff));

  it('reads the bytes asked for, wherever they are and however many at once', async () => {
    const reads = new FileReads(fileOf(bytes), SHORT);
    const asked = [[0, 10], [4095, 2], [1000, 20_000], [bytes.length - 7, 7]] as const;
    const got = await Promise.all(asked.map(([start, length]) => reads.read(start, length)));
    got.forEach((read, i) => expect(read.equals(bytes.subarray(asked[i]![0], asked[i]![0] + asked[i]![1]))).toBe(true));
    reads.close();
  });

  it('rejects a read past the end of the file with the reason it was given', async () => {
    const reads = new FileReads(fileOf(bytes), SHORT);
    await expect(reads.read(bytes.length - 4, 8)).rejects.toThrow(SHORT);
    reads.close();
  });

  it('finishes the reads in flight when closed, and gives the descriptor back only after them', async () => {
    const before = openDescriptors();
    const reads = new FileReads(fileOf(bytes), SHORT);
    expect(openDescriptors()).toBe(before + 1);
    const inFlight = [reads.read(0, 100), reads.read(5000, 100)];
    reads.close();
    await expect(reads.read(0, 1)).rejects.toThrow('packed documents: read after close');
    const [first, second] = await Promise.all(inFlight);
    expect(first!.equals(bytes.subarray(0, 100))).toBe(true);
    expect(second!.equals(bytes.subarray(5000, 5100))).toBe(true);
    expect(openDescriptors()).toBe(before);
  });

  it('gives the descriptor back at once when closed with no read in flight', () => {
    const before = openDescriptors();
    new FileReads(fileOf(bytes), SHORT).close();
    expect(openDescriptors()).toBe(before);
  });
});
