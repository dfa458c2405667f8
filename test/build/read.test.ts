/**
 * The two passes over an export must number its records alike, whether a
 * record is parsed, passed over unread, or known by its source hash: a blank
 * line (however blank) is no record, and a broken one is.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listListingFiles, readListings, sourceHash, type ReadOptions } from '../../build/read.ts';
import { record, writeExport } from '../support/fixture.ts';
import { tempDir } from '../support/temp.ts';

const one = JSON.stringify(record(1)), two = JSON.stringify(record(2)), three = JSON.stringify(record(3));

function exportWithAwkwardLines(): string {
  const content = writeExport(path.join(tempDir(), 'c'), { listings: { 'b.json': [record(4), record(5)] } });
  const lines = [
    Buffer.from(one),
    Buffer.from(''),
    Buffer.from('   \t'),
    Buffer.from('\u00a0\u2003'), // blank only as JavaScript trims it
    Buffer.from(`\uFEFF${two}`),
    Buffer.from([0x7b, 0xff, 0x7d]), // "{", a byte no UTF-8 text has, "}"
    Buffer.from([0xc3, 0x28]), // broken UTF-8 from its first byte
    Buffer.from('{"not": "closed"'),
    Buffer.from(`${three}\r`),
  ];
  writeFileSync(path.join(content, 'listings', 'a.ndjson'), Buffer.concat(lines.flatMap((line) => [line, Buffer.from('\n')])));
  return content;
}

async function read(content: string, options?: ReadOptions) {
  const items = [];
  for (const item of readListings(content, await listListingFiles(content), options)) items.push(item);
  return items;
}

describe('reading an export', () => {
  it('numbers records alike whether they are parsed, passed over or known', async () => {
    const content = exportWithAwkwardLines();
    const parsed = await read(content, { hash: true });
    const where = (items: { seq: number; source: unknown }[]) => items.map(({ seq, source }) => ({ seq, source }));
    expect(parsed.map((item) => item.kind)).toEqual(['record', 'record', 'broken', 'broken', 'broken', 'record', 'record', 'record']);
    expect(parsed.map((item) => item.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(parsed.map((item) => item.source)).toEqual([
      { file: 'listings/a.ndjson', line: 1 }, { file: 'listings/a.ndjson', line: 5 }, { file: 'listings/a.ndjson', line: 6 },
      { file: 'listings/a.ndjson', line: 7 }, { file: 'listings/a.ndjson', line: 8 }, { file: 'listings/a.ndjson', line: 9 },
      { file: 'listings/b.json', index: 0 }, { file: 'listings/b.json', index: 1 },
    ]);

    const passed = await read(content, { pass: () => true });
    expect(where(passed)).toEqual(where(parsed));
    // Only a line that had to be decoded to be told from a blank one is known to be broken before it could be passed.
    expect(passed.map((item) => item.kind)).toEqual(['passed', 'passed', 'passed', 'broken', 'passed', 'passed', 'passed', 'passed']);

    const hashes = new Map(parsed.flatMap((item, i) => (item.kind === 'record' ? [[item.sourceHash!.toString('hex'), i]] : [])));
    const known = await read(content, { known: (hash) => hashes.get(hash.toString('hex')) ?? -1 });
    expect(where(known)).toEqual(where(parsed));
    expect(known.map((item) => item.kind)).toEqual(['known', 'known', 'broken', 'broken', 'broken', 'known', 'known', 'known']);
  });

  it('fingerprints a line by its bytes without the line end, and an array element by its JSON text', async () => {
    const parsed = await read(exportWithAwkwardLines(), { hash: true });
    const hashOf = (i: number) => (parsed[i] as { sourceHash: Buffer }).sourceHash.toString('hex');
    expect(hashOf(0)).toBe(sourceHash(one).toString('hex'));
    expect(hashOf(1)).toBe(sourceHash(`\uFEFF${two}`).toString('hex'));
    expect(hashOf(5)).toBe(sourceHash(three).toString('hex'));
    expect(hashOf(6)).toBe(sourceHash(JSON.stringify(record(4))).toString('hex'));
  });
});
