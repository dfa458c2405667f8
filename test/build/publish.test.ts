/** Publishing is atomic, a failed or killed build changes nothing, a rollback is one command, and a build takes over the release two builds back. */
import { existsSync, readdirSync, readlinkSync, realpathSync, watch, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { record, uuid, writeExport } from '../support/fixture.ts';
import { build, buildCli, buildCliAsync } from '../support/build.ts';
import { tempDir } from '../support/temp.ts';
import { when } from '../support/until.ts';
import { treeDigest } from '../support/tree.ts';

function titled(n: number, title: string) {
  return record(n, {}, { translations: { en: { title, description: 'x' } }, primaryLanguage: 'en' });
}

/**
 * Resolves with the first truthy value of `look()`, checked now and on every
 * change under `dir` (no sleeping; watched before the first look, so no change
 * falls between). Fails after 60 s, naming `what`.
 */
async function watchUntil<T>(dir: string, recursive: boolean, what: string, look: () => T | undefined): Promise<T> {
  const watcher = watch(dir, { recursive });
  let value: T | undefined;
  try {
    await when(watcher, 'change', () => Boolean(value = look()), what, 60_000);
  } finally {
    watcher.close();
  }
  return value!;
}

const stagingIn = (releases: string) => watchUntil(releases, false, 'a staging folder', () => {
  const name = readdirSync(releases).find((n) => n.startsWith('.staging-'));
  return name && path.join(releases, name);
});

const writtenUnder = (root: string, file: string) => watchUntil(root, true, `${file} written`, () => {
  const full = path.join(root, file);
  return existsSync(full) && statSync(full).size > 0 ? full : undefined;
});

describe('publishing', () => {
  it('a failed build leaves the live snapshot exactly as it was', async () => {
    const dir = tempDir();
    const content = path.join(dir, 'c'), out = path.join(dir, 'dist');
    writeExport(content, { listings: { 'a.ndjson': [titled(1, 'first')] } });
    expect((await build(content, out)).ok).toBe(true);
    const before = treeDigest(out);
    const link = readlinkSync(out);
    writeExport(content, { listings: { 'a.ndjson': [titled(1, 'second'), record(2, { id: 'broken' })] } });
    const report = await build(content, out);
    expect(report.ok).toBe(false);
    expect(readlinkSync(out)).toBe(link);
    expect(treeDigest(out)).toEqual(before);
    expect(readdirSync(`${out}.releases`).filter((n) => n.startsWith('.staging-'))).toEqual([]);
  });

  it('a build killed mid-way leaves the old snapshot serving, and the next build clears its leftovers', async () => {
    const dir = tempDir();
    const content = path.join(dir, 'c'), out = path.join(dir, 'dist');
    writeExport(content, { listings: { 'a.ndjson': [titled(1, 'old')] } });
    expect((await build(content, out)).ok).toBe(true);
    const before = treeDigest(out);
    const link = readlinkSync(out);

    const many = Array.from({ length: 3000 }, (_, i) => titled(i + 1, `new ${i}`));
    writeExport(content, { listings: { 'a.ndjson': many } });
    const child = buildCliAsync(['--content', content, '--out', out]);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const staging = await stagingIn(`${out}.releases`);
    await writtenUnder(staging, 'data/documents.bin');
    child.kill('SIGKILL');
    await exited;

    expect(readlinkSync(out)).toBe(link);
    expect(treeDigest(out)).toEqual(before);
    expect(existsSync(staging)).toBe(true); // what the killed build left behind…

    writeExport(content, { listings: { 'a.ndjson': [titled(1, 'newer')] } });
    expect((await build(content, out)).ok).toBe(true);
    expect(existsSync(staging)).toBe(false); // …is cleared by the next one
  });

  it('keeps the previous snapshot, and rolls back to it with one command', async () => {
    const dir = tempDir();
    const content = path.join(dir, 'c'), out = path.join(dir, 'dist');
    writeExport(content, { listings: { 'a.ndjson': [titled(1, 'one')] } });
    await build(content, out);
    const first = treeDigest(out);
    writeExport(content, { listings: { 'a.ndjson': [titled(1, 'two')] } });
    await build(content, out);
    const second = treeDigest(out);
    writeExport(content, { listings: { 'a.ndjson': [titled(1, 'three')] } });
    await build(content, out);
    const third = treeDigest(out);
    expect(third).not.toEqual(second);
    // Only the current and the previous snapshot are kept (an older one is retired, below).
    expect(readdirSync(`${out}.releases`).filter((n) => n !== 'previous' && !n.startsWith('.retired-'))).toHaveLength(2);

    const result = buildCli(['--rollback', '--out', out]);
    expect(result.status).toBe(0);
    expect(treeDigest(out)).toEqual(second);
    expect(buildCli(['--rollback', '--out', out]).status).toBe(0); // and forward again
    expect(treeDigest(out)).toEqual(third);
    expect(first).not.toEqual(second);
  });

  it('retires an older release at once, its data removed, and the next build takes over the rest', async () => {
    const dir = tempDir();
    const content = path.join(dir, 'c'), out = path.join(dir, 'dist'), releases = `${out}.releases`;
    const retired = () => readdirSync(releases).filter((n) => n.startsWith('.retired-'));
    for (const title of ['one', 'two', 'three']) {
      writeExport(content, { listings: { 'a.ndjson': [titled(1, title), titled(2, 'same')] } });
      expect((await build(content, out)).ok).toBe(true);
    }
    const [first] = retired();
    expect(retired()).toHaveLength(1);
    expect(existsSync(path.join(releases, first!, 'api/v1/ads'))).toBe(true);
    expect(existsSync(path.join(releases, first!, 'data'))).toBe(false);
    writeExport(content, { listings: { 'a.ndjson': [titled(1, 'four'), titled(2, 'same')] } });
    const fourth = await build(content, out);
    expect(fourth.warnings).toEqual([]);
    // The one the third build retired is gone (the fourth build's folder now); the fourth retired the second build's.
    expect(retired()).toHaveLength(1);
    expect(retired()[0]).not.toBe(first);
    expect(readdirSync(releases).filter((n) => n !== 'previous' && !n.startsWith('.'))).toHaveLength(2);
  });

  it('takes over the release two builds back: keeps what is already the current file, replaces and removes the rest, touches no kept release', async () => {
    const dir = tempDir();
    const content = path.join(dir, 'c'), out = path.join(dir, 'dist'), releases = `${out}.releases`;
    const exportOf = (titles: Record<number, string>) => writeExport(content, {
      listings: { 'a.ndjson': Object.entries(titles).map(([n, title]) => titled(Number(n), title)) },
    });
    const listingInodes = (release: string) => Object.fromEntries(readdirSync(path.join(release, 'api/v1/ads')).map((name) => [name, statSync(path.join(release, 'api/v1/ads', name)).ino]));
    exportOf({ 1: 'same', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six' });
    expect((await build(content, out)).ok).toBe(true);
    exportOf({ 1: 'same', 2: 'two again', 4: 'four', 5: 'five', 6: 'six', 7: 'seven' });
    expect((await build(content, out)).ok).toBe(true);
    exportOf({ 1: 'same', 2: 'two again', 3: 'three is back', 4: 'four again', 6: 'six', 7: 'seven again' });
    expect((await build(content, out)).ok).toBe(true);
    // Three builds: the first one's release is retired, its listing files left.
    const [retired] = readdirSync(releases).filter((n) => n.startsWith('.retired-'));
    const retiredListings = statSync(path.join(releases, retired!, 'api/v1/ads')).ino;
    const current = realpathSync(out), previous = realpathSync(path.join(releases, 'previous'));
    const [currentTree, previousTree, currentInodes] = [treeDigest(current), treeDigest(previous), listingInodes(current)];

    exportOf({ 1: 'same', 2: 'two again', 3: 'three is back', 4: 'four again', 6: 'six, changed', 7: 'seven again', 8: 'eight' });
    const fourth = await build(content, out);
    expect(fourth.ok).toBe(true);
    // Its listing folder is the one the first build made …
    expect(statSync(path.join(fourth.snapshot!, 'api/v1/ads')).ino).toBe(retiredListings);
    expect(existsSync(path.join(releases, retired!))).toBe(false);
    // … and holds what a build from nothing holds, no more: 5 is gone, 3 and 6 replaced, 8 new.
    const fresh = path.join(dir, 'fresh');
    expect((await build(content, fresh)).ok).toBe(true);
    expect(treeDigest(out)).toEqual(treeDigest(fresh));
    // Unchanged listings are the current release's files, whichever the first build held.
    const fourthInodes = listingInodes(fourth.snapshot!);
    for (const n of [1, 2, 4, 7]) {
      const name = `${uuid(n)}.json`;
      for (const file of [name, `${name}.gz`, `${name}.br`]) expect(fourthInodes[file], file).toBe(currentInodes[file]);
    }
    // The releases kept (now the previous one, and the one retired next) are byte for byte as they were.
    expect(treeDigest(current)).toEqual(currentTree);
    const retiredNow = readdirSync(releases).filter((n) => n.startsWith('.retired-'));
    expect(retiredNow).toHaveLength(1);
    expect(treeDigest(path.join(releases, retiredNow[0]!, 'api/v1/ads'))).toEqual(
      Object.fromEntries(Object.entries(previousTree).filter(([file]) => file.startsWith('api/v1/ads/')).map(([file, hash]) => [file.slice('api/v1/ads/'.length), hash])));

    // A build that fails retires the folder it took over again, and the next one takes it over.
    writeExport(content, { listings: { 'a.ndjson': [titled(1, 'same'), record(2, { id: 'broken' })] } });
    expect((await build(content, out)).ok).toBe(false);
    expect(readdirSync(releases).filter((n) => n.startsWith('.staging-'))).toEqual([]);
    expect(readdirSync(releases).filter((n) => n.startsWith('.retired-'))).toHaveLength(1);
    // Two listings of seven: a shrink the guard would refuse, and not what this tests.
    exportOf({ 1: 'same', 9: 'nine' });
    expect((await build(content, out, { allowShrink: true })).ok).toBe(true);
    expect((await build(content, fresh, { allowShrink: true })).ok).toBe(true);
    expect(treeDigest(out)).toEqual(treeDigest(fresh));
  });

  it('builds the same bytes from the same export', async () => {
    const dir = tempDir();
    const content = path.join(dir, 'c');
    writeExport(content, { listings: { 'a.ndjson': Array.from({ length: 40 }, (_, i) => titled(i + 1, `same ${i % 7}`)) } });
    const a = await build(content, path.join(dir, 'one'));
    const b = await build(content, path.join(dir, 'two'));
    expect(a.buildId).toBe(b.buildId);
    expect(treeDigest(path.join(dir, 'one'))).toEqual(treeDigest(path.join(dir, 'two')));
  });
});
