/**
 * A nightly rebuild writes only what changed: an unchanged listing's files are
 * the previous release's, linked (same inode, same modification time, so the
 * same static ETag), and the snapshot is byte for byte what a build from
 * nothing makes of the same export.
 */
import { readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listingDocumentPath, SNAPSHOT_PATHS } from '../../src/snapshot/layout.ts';
import { build } from '../support/build.ts';
import { record, uuid, writeExport } from '../support/fixture.ts';
import { tempDir } from '../support/temp.ts';
import { treeDigest } from '../support/tree.ts';

function titled(n: number, title: string) {
  return record(n, {}, { translations: { en: { title, description: `about ${title}` } }, primaryLanguage: 'en' });
}

const FILES = (n: number) => ['', '.gz', '.br'].map((suffix) => listingDocumentPath(uuid(n)) + suffix);

function exportWith(content: string, titles: string[]) {
  writeExport(content, { listings: { 'a.ndjson': titles.map((title, i) => titled(i + 1, title)) } });
}

describe('a rebuild', () => {
  it('links unchanged listings from the previous release and writes only the changed one', async () => {
    const dir = tempDir();
    const content = path.join(dir, 'c'), out = path.join(dir, 'dist');
    exportWith(content, ['one', 'two', 'three']);
    const first = await build(content, out);
    expect(first.reusedDocuments).toBe(0);
    expect(first.documentWork.filesWritten).toBe(9);

    exportWith(content, ['one', 'two, repainted', 'three']);
    const second = await build(content, out);
    expect(second.ok).toBe(true);
    expect(second.reusedDocuments).toBe(2);
    expect(second.documentWork.filesWritten).toBe(3);

    const was = (file: string) => statSync(path.join(first.snapshot!, file));
    const now = (file: string) => statSync(path.join(second.snapshot!, file));
    for (const n of [1, 3]) {
      for (const file of FILES(n)) {
        expect(now(file).ino, file).toBe(was(file).ino);
        expect(now(file).mtimeMs).toBe(was(file).mtimeMs);
      }
    }
    for (const file of FILES(2)) expect(now(file).ino, file).not.toBe(was(file).ino);
    expect(now(FILES(2)[0]!).mtimeMs).not.toBe(was(FILES(2)[0]!).mtimeMs);
    expect(JSON.parse(readFileSync(path.join(second.snapshot!, FILES(2)[0]!), 'utf8')).content.translations.en.title).toBe('two, repainted');
  });

  it('makes the same snapshot, byte for byte, as a build from nothing', async () => {
    const dir = tempDir();
    const content = path.join(dir, 'c');
    exportWith(content, ['one', 'two', 'three', 'four']);
    await build(content, path.join(dir, 'rebuilt'));
    exportWith(content, ['one', 'two', 'drei', 'four', 'five']);
    const rebuilt = await build(content, path.join(dir, 'rebuilt'));
    const fresh = await build(content, path.join(dir, 'fresh'));
    expect(rebuilt.reusedDocuments).toBe(3);
    expect(fresh.reusedDocuments).toBe(0);
    expect(rebuilt.buildId).toBe(fresh.buildId);
    expect(treeDigest(path.join(dir, 'rebuilt'))).toEqual(treeDigest(path.join(dir, 'fresh')));
  });

  it('writes the files of listings the previous release lost from the packed files, the same as a build from nothing', async () => {
    const dir = tempDir();
    const content = path.join(dir, 'c'), out = path.join(dir, 'dist');
    exportWith(content, ['one', 'two', 'three', 'four']);
    const first = await build(content, out);
    // Listing 2 lost its brotli file, listing 3 its document; a link of theirs cannot be made.
    unlinkSync(path.join(first.snapshot!, FILES(2)[2]!));
    unlinkSync(path.join(first.snapshot!, FILES(3)[0]!));

    const second = await build(content, out);
    expect(second.ok).toBe(true);
    expect(second.carriedRecords).toBe(4);
    expect(second.reusedDocuments).toBe(2);
    expect(second.documentWork.filesWritten).toBe(6);
    const fresh = await build(content, path.join(dir, 'fresh'));
    expect(second.buildId).toBe(fresh.buildId);
    expect(treeDigest(out)).toEqual(treeDigest(path.join(dir, 'fresh')));
    for (const n of [2, 3]) {
      for (const file of FILES(n)) expect(statSync(path.join(second.snapshot!, file)).mtimeMs, file).toBe(statSync(path.join(fresh.snapshot!, file)).mtimeMs);
    }
  });

  /** Damage done to a release after it was published, which makes it lend nothing to the next build. */
  const DAMAGES: [what: string, damage: (release: string) => void][] = [
    ['whose arrays do not match its manifest', (release) => {
      const arrays = path.join(release, SNAPSHOT_PATHS.arrays);
      const bytes = readFileSync(arrays);
      bytes[bytes.length - 1]! ^= 0xff;
      writeFileSync(arrays, bytes);
    }],
    ['whose packed compressed variants are cut short', (release) => {
      const brotli = path.join(release, SNAPSHOT_PATHS.documentsBrotli);
      writeFileSync(brotli, readFileSync(brotli).subarray(0, 10));
    }],
  ];

  it.each(DAMAGES)('reuses nothing from a previous release %s, and still builds right', async (_what, damage) => {
    const dir = tempDir();
    const content = path.join(dir, 'c'), out = path.join(dir, 'dist');
    exportWith(content, ['one', 'two']);
    const first = await build(content, out);
    damage(first.snapshot!);

    const second = await build(content, out);
    expect(second.ok).toBe(true);
    expect(second.reusedDocuments).toBe(0);
    const fresh = await build(content, path.join(dir, 'fresh'));
    expect(second.buildId).toBe(fresh.buildId);
  });
});
