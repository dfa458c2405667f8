/**
 * A nightly rebuild carries the records whose text did not change: it does not
 * parse, check, serialize or tokenize them again, but takes their listings from
 * the previous release — and the snapshot is still byte for byte what a build
 * from nothing makes of the same export, at the same instant. Whatever else a
 * listing is made of (the catalogue, the build's code) changing, or a previous
 * release that does not match its manifest, means reading every record again.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../src/snapshot/compress.ts';
import { SNAPSHOT_PATHS } from '../../src/snapshot/layout.ts';
import { build, FIXED_NOW, ROOT } from '../support/build.ts';
import { CITIES, record, writeExport } from '../support/fixture.ts';
import { tempDir } from '../support/temp.ts';
import { treeDigest } from '../support/tree.ts';

/** The committed sample export (every kind, both currencies, events, duplicates, a JSON array file), copied. */
function sampleCopy(dir: string): string {
  const content = path.join(dir, 'content');
  cpSync(path.join(ROOT, 'content'), content, { recursive: true });
  return content;
}

/** Changes the title of every `step`th record line of the export's NDJSON files, leaving every other line's bytes as they were. */
function retitleEvery(content: string, step: number): number {
  let line = 0, changed = 0;
  const files = readdirSync(path.join(content, 'listings'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ndjson')).sort();
  for (const file of files) {
    const full = path.join(content, 'listings', file);
    const lines = readFileSync(full, 'utf8').split('\n').map((text) => {
      if (!text.startsWith('{') || ++line % step !== 0) return text;
      const value = JSON.parse(text);
      const translations = value.content?.translations ?? {};
      for (const translation of Object.values<{ title?: string }>(translations)) if (translation.title) translation.title += ' (updated)';
      changed++;
      return JSON.stringify(value);
    });
    writeFileSync(full, lines.join('\n'));
  }
  return changed;
}

/** A build of the same export into a folder of its own, from nothing. */
async function fromNothing(dir: string, content: string, now = FIXED_NOW) {
  const out = path.join(dir, `fresh-${now.getTime()}`);
  const report = await build(content, out, { now });
  return { report, tree: treeDigest(out) };
}

describe('a rebuild carrying unchanged records', () => {
  it('carries every listing of an unchanged export, and reads again only the records that changed', async () => {
    const dir = tempDir();
    const content = sampleCopy(dir), out = path.join(dir, 'dist');
    const first = await build(content, out, { maxInvalid: 1000 });
    expect(first.ok).toBe(true);
    expect(first.carriedRecords).toBe(0);

    const again = await build(content, out, { maxInvalid: 1000 });
    expect(again.carriedRecords).toBe(first.counts.public);
    expect(again.buildId).toBe(first.buildId);

    const changed = retitleEvery(content, 7);
    expect(changed).toBeGreaterThan(10);
    const rebuilt = await build(content, out, { maxInvalid: 1000 });
    const fresh = await fromNothing(dir, content);
    expect(rebuilt.counts).toEqual(fresh.report.counts);
    expect(rebuilt.warnings).toEqual(fresh.report.warnings);
    expect(rebuilt.errors).toEqual(fresh.report.errors);
    expect(rebuilt.carriedRecords).toBeGreaterThan(0);
    expect(rebuilt.carriedRecords).toBeLessThan(rebuilt.counts.public);
    expect(rebuilt.reusedDocuments).toBeGreaterThanOrEqual(rebuilt.carriedRecords);
    expect(rebuilt.buildId).toBe(fresh.report.buildId);
    expect(treeDigest(out)).toEqual(fresh.tree);
  });

  it('drops a carried listing that has expired since, as a build from nothing does', async () => {
    const dir = tempDir();
    const content = path.join(dir, 'c'), out = path.join(dir, 'dist');
    const later = new Date(FIXED_NOW.getTime() + 3 * 86_400_000);
    writeExport(content, {
      listings: {
        'a.ndjson': [
          record(1),
          record(2, { expiresAt: new Date(FIXED_NOW.getTime() + 86_400_000).toISOString() }),
          record(3, { expiresAt: new Date(later.getTime() + 86_400_000).toISOString() }),
        ],
      },
    });
    expect((await build(content, out)).counts.public).toBe(3);
    // One listing of three expires: a shrink the guard would refuse, and not what this tests.
    const rebuilt = await build(content, out, { now: later, allowShrink: true });
    const fresh = await fromNothing(dir, content, later);
    expect(rebuilt.counts.expired).toBe(1);
    expect(rebuilt.carriedRecords).toBe(2);
    expect(rebuilt.counts).toEqual(fresh.report.counts);
    expect(treeDigest(out)).toEqual(fresh.tree);
  });

  it('reads every record again when the catalogue changed', async () => {
    const dir = tempDir();
    const content = path.join(dir, 'c'), out = path.join(dir, 'dist');
    const listings = { 'a.ndjson': [record(1), record(2), record(3, {}, { location: { cityKey: 'us-il-chicago', countryCode: 'US', regionCode: 'IL', visibility: 'city' } })] };
    writeExport(content, { listings });
    await build(content, out);
    // Chicago disabled: a carried listing would be published in a city that no longer is.
    writeExport(content, { cities: CITIES.map((c) => (c.key === 'us-il-chicago' ? { ...c, enabled: false } : c)), listings });
    const rebuilt = await build(content, out, { allowShrink: true });
    const fresh = await fromNothing(dir, content);
    expect(rebuilt.carriedRecords).toBe(0);
    expect(rebuilt.reusedDocuments).toBe(2);
    expect(rebuilt.counts.disabledCity).toBe(1);
    expect(rebuilt.buildId).toBe(fresh.report.buildId);
  });

  it('carries nothing from a release made under another key (another build of the code), but still links its unchanged documents', async () => {
    const dir = tempDir();
    const content = path.join(dir, 'c'), out = path.join(dir, 'dist');
    writeExport(content, { listings: { 'a.ndjson': [record(1), record(2)] } });
    const first = await build(content, out);
    // As a release of other code would say: another key, its manifest in agreement.
    const metaFile = path.join(first.snapshot!, SNAPSHOT_PATHS.reuseMeta);
    const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
    const bytes = Buffer.from(JSON.stringify({ ...meta, key: 'another' }));
    writeFileSync(metaFile, bytes);
    const manifestFile = path.join(first.snapshot!, SNAPSHOT_PATHS.manifest);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.files[SNAPSHOT_PATHS.reuseMeta] = { sha256: sha256(bytes).toString('hex'), bytes: bytes.length };
    writeFileSync(manifestFile, JSON.stringify(manifest));

    const rebuilt = await build(content, out);
    expect(rebuilt.carriedRecords).toBe(0);
    expect(rebuilt.reusedDocuments).toBe(2);
    expect(rebuilt.buildId).toBe((await fromNothing(dir, content)).report.buildId);
  });

  it.each([SNAPSHOT_PATHS.reuse, SNAPSHOT_PATHS.documents])('carries nothing from a release whose %s does not match its manifest, and still builds right', async (file) => {
    const dir = tempDir();
    const content = path.join(dir, 'c'), out = path.join(dir, 'dist');
    // A duplicate, for a warning: a build that finds out late that it cannot carry says each thing once.
    writeExport(content, { listings: { 'a.ndjson': [record(1), record(2), record(3), record(3)] } });
    const first = await build(content, out);
    const full = path.join(first.snapshot!, file);
    const bytes = readFileSync(full);
    bytes[bytes.length - 1]! ^= 0xff;
    writeFileSync(full, bytes);

    const rebuilt = await build(content, out);
    expect(rebuilt.ok).toBe(true);
    expect(rebuilt.carriedRecords).toBe(0);
    const fresh = await fromNothing(dir, content);
    expect(rebuilt.buildId).toBe(fresh.report.buildId);
    expect(treeDigest(out)).toEqual(fresh.tree);
    expect([rebuilt.counts, rebuilt.warnings, rebuilt.errors]).toEqual([fresh.report.counts, fresh.report.warnings, fresh.report.errors]);
    expect(rebuilt.warnings).toHaveLength(1);
  });
});
