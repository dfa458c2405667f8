/** The publish guards: a build far smaller than the live snapshot, or empty, is refused, and nothing is switched. */
import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CITIES, record, writeExport } from '../support/fixture.ts';
import { build, buildCli } from '../support/build.ts';
import { tempDir } from '../support/temp.ts';
import { treeDigest } from '../support/tree.ts';

const records = (n: number) => Array.from({ length: n }, (_, i) => record(i + 1));

/** Everything a refused build must leave alone: the link, the live and previous releases and their bytes. */
function published(out: string) {
  const releases = `${out}.releases`;
  return {
    link: readlinkSync(out),
    previous: existsSync(path.join(releases, 'previous')) ? readlinkSync(path.join(releases, 'previous')) : null,
    releases: readdirSync(releases).filter((name) => !name.startsWith('.')).sort(),
    live: treeDigest(out),
  };
}

/** Two builds, so that there is a previous release too; the second publishes `n` listings. */
async function liveWith(n: number) {
  const dir = tempDir();
  const content = path.join(dir, 'c'), out = path.join(dir, 'dist');
  writeExport(content, { listings: { 'a.ndjson': records(n).map((r) => ({ ...r, updatedAt: '2026-01-15T00:00:00Z' })) } });
  expect((await build(content, out)).ok).toBe(true);
  writeExport(content, { listings: { 'a.ndjson': records(n) } });
  expect((await build(content, out)).ok).toBe(true);
  return { dir, content, out };
}

const OVERRIDE = 'if the drop is meant, build again with --allow-shrink (or ALLOW_SHRINK=1)';

describe('the listings guard', () => {
  it('refuses a build with fewer than 90% of the live listings, naming both counts and the override; nothing is switched', async () => {
    const { content, out } = await liveWith(20);
    const before = published(out);
    writeExport(content, { listings: { 'a.ndjson': records(17) } });
    const result = buildCli(['--content', content, '--out', out]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`build failed: this build would publish 17 listings, fewer than 90% of the 20 the live snapshot publishes; the published snapshot was left as it was. An export cut short (a failed or half-copied dump, a missing listings file) is the likely cause: check the export; ${OVERRIDE}\n`);
    expect(published(out)).toEqual(before);
    expect(readdirSync(`${out}.releases`).filter((n) => n.startsWith('.staging-'))).toEqual([]);
  });

  it('lets 90% through, and a larger drop with --allow-shrink or ALLOW_SHRINK', async () => {
    const { content, out } = await liveWith(20);
    writeExport(content, { listings: { 'a.ndjson': records(18) } });
    expect((await build(content, out)).ok).toBe(true);
    writeExport(content, { listings: { 'a.ndjson': records(10) } });
    expect(buildCli(['--content', content, '--out', out, '--allow-shrink']).status).toBe(0);
    writeExport(content, { listings: { 'a.ndjson': records(2) } });
    const env = buildCli(['--content', content, '--out', out], { ALLOW_SHRINK: '1' });
    expect(env.stderr).not.toContain('build failed');
    expect(env.status).toBe(0);
  });

  it('refuses a build with no listings, also the first one', async () => {
    const { content, out } = await liveWith(3);
    const before = published(out);
    writeExport(content, { listings: { 'a.ndjson': [record(1, { status: 'rejected' })] } });
    expect((await build(content, out)).failure).toBe(`this build would publish no listings (the live snapshot publishes 3); the published snapshot was left as it was. An export cut short (a failed or half-copied dump, a missing listings file) is the likely cause: check the export; ${OVERRIDE}`);
    expect(published(out)).toEqual(before);

    const first = path.join(tempDir(), 'dist');
    expect((await build(content, first)).failure).toBe(`this build would publish no listings (this is the first build); the published snapshot was left as it was. An export cut short (a failed or half-copied dump, a missing listings file) is the likely cause: check the export; ${OVERRIDE}`);
    expect(existsSync(first)).toBe(false);
  });
});

describe('the city and category guards', () => {
  it('refuses a city list that loses more than half its cities', async () => {
    const { content, out } = await liveWith(3);
    const before = published(out);
    // Four enabled cities live; one left (the listings' own city).
    writeExport(content, { cities: CITIES.filter((c) => c.key === 'us-ny-new-york'), listings: { 'a.ndjson': records(3) } });
    expect((await build(content, out)).failure).toBe(`this build would publish 1 city, fewer than 50% of the 4 the live snapshot publishes; the published snapshot was left as it was. An export whose cities.json is cut short, or whose cities were disabled by mistake, is the likely cause: check the export; ${OVERRIDE}`);
    expect(published(out)).toEqual(before);
    // Half of them is no failure.
    writeExport(content, { cities: CITIES.filter((c) => ['us-ny-new-york', 'us-il-chicago'].includes(c.key)), listings: { 'a.ndjson': records(3) } });
    expect((await build(content, out)).ok).toBe(true);
  });

  it('refuses a category list that loses more than half its categories', async () => {
    const { content, out } = await liveWith(3);
    const before = published(out);
    writeExport(content, { categories: CATEGORIES.slice(0, 2), listings: { 'a.ndjson': records(3) } });
    expect((await build(content, out)).failure).toBe(`this build would publish 2 categories, fewer than 50% of the 5 the live snapshot publishes; the published snapshot was left as it was. An export whose categories.json is cut short is the likely cause: check the export; ${OVERRIDE}`);
    expect(published(out)).toEqual(before);
    expect((await build(content, out, { allowShrink: true })).ok).toBe(true);
  });

  it('on a first build, refuses only an empty list', async () => {
    const dir = tempDir();
    const content = path.join(dir, 'c');
    writeExport(content, { cities: CITIES.slice(0, 1), categories: CATEGORIES.slice(0, 1), listings: { 'a.ndjson': records(1) } });
    expect((await build(content, path.join(dir, 'one'))).ok).toBe(true);
    writeExport(content, { categories: [], listings: { 'a.ndjson': records(1) } });
    expect((await build(content, path.join(dir, 'two'))).failure).toBe(`this build would publish no categories (this is the first build); the published snapshot was left as it was. An export whose categories.json is cut short is the likely cause: check the export; ${OVERRIDE}`);
  });
});
