import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileReads, OFF_LOOP_MS, WAITED_MS } from '../../src/snapshot/file-reads.ts';
import { tempDir } from '../support/temp.ts';

const SHORT = 'the file is shorter than asked';
const openDescriptors = () => readdirSync('/proc/self/fd').length;

function fileOf(bytes: Buffer): string {
  const file = path.join(tempDir(), 'packed.bin');
  writeFileSync(file, bytes);
  return file;
}

/** A clock the test moves: `waits` makes the next read take longer than a cached read does. */
function testClock() {
  let now = 1_000;
  let waitNext = false;
  return {
    clock: () => {
      const at = now;
      if (waitNext) {
        // Read before and after the read: the second reading is past WAITED_MS.
        now += 2 * WAITED_MS;
        waitNext = false;
      }
      return at;
    },
    waits: () => { waitNext = true; },
    pass: (ms: number) => { now += ms; },
  };
}

describe('positioned reads of a packed file', () => {
  const bytes = Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => (i * 31) & 0xff));
  const expected = (start: number, length: number) => bytes.subarray(start, start + length);

  it('reads the bytes asked for, wherever they are and however many at once', async () => {
    const reads = new FileReads(fileOf(bytes), SHORT);
    const asked = [[0, 10], [4095, 2], [1000, 20_000], [bytes.length - 7, 7]] as const;
    const got = await Promise.all(asked.map(([start, length]) => reads.read(start, length)));
    got.forEach((read, i) => expect(read.equals(expected(asked[i]![0], asked[i]![1]))).toBe(true));
    reads.close();
  });

  it('reads on the event loop while the reads are quick: the bytes at once, no promise', () => {
    const reads = new FileReads(fileOf(bytes), SHORT, testClock().clock);
    const read = reads.read(300, 40);
    expect(read).toBeInstanceOf(Buffer);
    expect((read as Buffer).equals(expected(300, 40))).toBe(true);
    expect(reads.offLoop).toBe(false);
    reads.close();
  });

  it('after a read that waited, reads off the event loop until OFF_LOOP_MS have passed, then on it again', async () => {
    const time = testClock();
    const reads = new FileReads(fileOf(bytes), SHORT, time.clock);
    time.waits();
    expect(reads.read(0, 16)).toBeInstanceOf(Buffer);
    expect(reads.offLoop).toBe(true);
    const offLoop = reads.read(100, 16);
    expect(offLoop).toBeInstanceOf(Promise);
    expect((await offLoop).equals(expected(100, 16))).toBe(true);
    time.pass(OFF_LOOP_MS);
    expect(reads.offLoop).toBe(false);
    expect(reads.read(200, 16)).toBeInstanceOf(Buffer);
    reads.close();
  });

  it('fails a read past the end of the file with the reason it was given, on the loop or off it', async () => {
    const time = testClock();
    const reads = new FileReads(fileOf(bytes), SHORT, time.clock);
    expect(() => reads.read(bytes.length - 4, 8)).toThrow(SHORT);
    time.waits();
    reads.read(0, 1);
    await expect(reads.read(bytes.length - 4, 8)).rejects.toThrow(SHORT);
    reads.close();
  });

  it('finishes the reads in flight when closed, and gives the descriptor back only after them', async () => {
    const time = testClock();
    const before = openDescriptors();
    const reads = new FileReads(fileOf(bytes), SHORT, time.clock);
    expect(openDescriptors()).toBe(before + 1);
    time.waits();
    reads.read(0, 1);
    const inFlight = [reads.read(0, 100), reads.read(5000, 100)];
    expect(inFlight.every((read) => read instanceof Promise)).toBe(true);
    reads.close();
    await expect(reads.read(0, 1)).rejects.toThrow('packed documents: read after close');
    const [first, second] = await Promise.all(inFlight);
    expect(first!.equals(expected(0, 100))).toBe(true);
    expect(second!.equals(expected(5000, 100))).toBe(true);
    expect(openDescriptors()).toBe(before);
  });

  it('gives the descriptor back at once when closed with no read in flight', () => {
    const before = openDescriptors();
    const reads = new FileReads(fileOf(bytes), SHORT);
    reads.read(0, 8);
    reads.close();
    expect(openDescriptors()).toBe(before);
  });
});
