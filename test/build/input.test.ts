/** How the build reads an export: file kinds, line numbers, duplicates, what is public, and what fails it. */
import { existsSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CITIES, record, uuid, writeExport } from '../support/fixture.ts';
import { build, buildCli, FIXED_NOW } from '../support/build.ts';
import { tempDir } from '../support/temp.ts';
import { treeDigest } from '../support/tree.ts';

/** The ids of the listing documents a snapshot holds. */
function treeIds(out: string): string[] {
  return Object.keys(treeDigest(path.join(out, 'api/v1/ads'))).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
}

describe('reading the export', () => {
  it('skips blank lines, accepts CRLF and a BOM, and counts lines as an editor does', async () => {
    const dir = tempDir();
    const text = `\uFEFF${JSON.stringify(record(1))}\r\n\r\n   \r\n${JSON.stringify(record(2))}\r\n{"id": oops\r\n`;
    writeExport(path.join(dir, 'c'), { listings: { 'a.ndjson': text } });
    const report = await build(path.join(dir, 'c'), path.join(dir, 'dist'), { maxInvalid: 1 });
    expect(report.errors).toEqual([`listings/a.ndjson:5: invalid JSON: unexpected character`]);
    expect(report.counts).toMatchObject({ read: 3, public: 2, invalid: 1 });
  });

  it('reads JSON array files and locates their records by index', async () => {
    const dir = tempDir();
    writeExport(path.join(dir, 'c'), { listings: { 'old/legacy.json': [record(1), record(2, { urls: { uk: 'x', en: 'https://e.example/' } })] } });
    const report = await build(path.join(dir, 'c'), path.join(dir, 'dist'), { maxInvalid: 1 });
    expect(report.errors).toEqual([`listings/old/legacy.json[1] ${uuid(2)}: urls.uk: Invalid URL`]);
  });

  it('reports a syntax error on line N as line N, exits 1, and writes the report', () => {
    const dir = tempDir();
    const lines = [record(1), record(2), record(3)].map((r) => JSON.stringify(r));
    lines.splice(6, 0, '{"id": "00000000-0000-4000-8000-000000000009", "status": "approved",');
    writeExport(path.join(dir, 'c'), { listings: { 'part.ndjson': ['', '', '', '', '', ...lines].join('\n') } });
    const reportFile = path.join(dir, 'report.json');
    const result = buildCli(['--content', path.join(dir, 'c'), '--out', path.join(dir, 'dist'), '--report', reportFile]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('listings/part.ndjson:9: invalid JSON: ');
    expect(result.stderr).toContain('build failed: 1 invalid record (allowed: 0, see --max-invalid); the published snapshot was left as it was');
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    expect(report.ok).toBe(false);
    expect(report.errors[0]).toMatch(/^listings\/part\.ndjson:9: invalid JSON: /);
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);
  });

  it('writes the report beside the output folder by default, on success too', () => {
    const dir = tempDir();
    writeExport(path.join(dir, 'c'), { listings: { 'a.ndjson': [record(1)] } });
    const result = buildCli(['--content', path.join(dir, 'c'), '--out', path.join(dir, 'site/dist')]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^built [0-9a-f]{16} in [\d.]+ s: read 1, public 1, skippedByStatus 0, expired 0, disabledCity 0, invalid 0, duplicates 0 → /);
    expect(JSON.parse(readFileSync(path.join(dir, 'site/build-report.json'), 'utf8')).ok).toBe(true);
  });

  it.each([
    ['cities.json is missing', { cities: null }, 'build failed: cities.json: cannot read the city list (file not found)'],
    ['categories.json is not JSON', { categoriesText: '[{' }, 'build failed: categories.json: the category list is not valid JSON: '],
    ['a city entry is invalid', { cities: [{ ...CITIES[0], countryCode: 'MX' }] }, 'cities.json[0]: countryCode: Invalid option: expected one of "US"|"CA"'],
    ['a category allows no kinds', { categories: [{ ...CATEGORIES[0], allowedKinds: [] }] }, 'categories.json[0]: allowedKinds: Too small: expected array to have >=1 items'],
  ] as [string, { cities?: unknown; categories?: unknown; categoriesText?: string }, string][])('fails clearly when %s', (_name, files, message) => {
    const dir = tempDir();
    const content = path.join(dir, 'c');
    writeExport(content, { listings: { 'a.ndjson': [record(1)] }, cities: files.cities, categories: files.categories });
    if (files.categoriesText) writeFileSync(path.join(content, 'categories.json'), files.categoriesText);
    const result = buildCli(['--content', content, '--out', path.join(dir, 'dist')]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('fails on a .json listing file that does not parse as a whole, whatever --max-invalid says', () => {
    const dir = tempDir();
    writeExport(path.join(dir, 'c'), { listings: { 'a.json': '[{"id": 1}, ' } });
    const result = buildCli(['--content', path.join(dir, 'c'), '--out', path.join(dir, 'dist'), '--max-invalid', '100']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('build failed: listings/a.json: a listing array file is not valid JSON: ');
  });

  it('exits 2 on a wrong command line', () => {
    expect(buildCli(['--max-invalid', 'many']).status).toBe(2);
    expect(buildCli(['--colour']).status).toBe(2);
  });
});

describe('--max-invalid', () => {
  const files = { listings: { 'a.ndjson': [record(1), record(2, { id: 'x' }), record(3, {}, { kind: 'job' }), record(4)] } };

  it('lets up to N invalid records be skipped, and lists them', () => {
    const dir = tempDir();
    writeExport(path.join(dir, 'c'), files);
    const result = buildCli(['--content', path.join(dir, 'c'), '--out', path.join(dir, 'dist'), '--max-invalid', '2']);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('listings/a.ndjson:2 (invalid id): id: Invalid UUID');
    expect(result.stderr).toContain(`listings/a.ndjson:3 ${uuid(3)}: content.kind: kind job is not allowed in category "housing"`);
    expect(treeIds(path.join(dir, 'dist'))).toEqual([uuid(1), uuid(4)]);
  });

  it('fails with one more invalid record than allowed', () => {
    const dir = tempDir();
    writeExport(path.join(dir, 'c'), files);
    const result = buildCli(['--content', path.join(dir, 'c'), '--out', path.join(dir, 'dist'), '--max-invalid', '1']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('build failed: 2 invalid records (allowed: 1, see --max-invalid)');
  });
});

describe('what is public', () => {
  it('publishes approved, published, unexpired records of enabled cities, and counts the rest', async () => {
    const dir = tempDir();
    const past = '2026-05-31T23:59:59Z', future = '2026-06-01T00:00:01Z';
    writeExport(path.join(dir, 'c'), {
      listings: {
        'a.ndjson': [
          record(1),
          record(2, { status: 'draft', content: { half: 'written' } }),
          record(3, { status: 'pending' }),
          record(4, { status: 'rejected' }),
          record(5, { status: 'archived' }),
          record(6, { published: false }),
          record(7, { expiresAt: past }),
          record(8, { expiresAt: future }),
          record(9, {}, { location: { cityKey: 'us-oh-parma', countryCode: 'US', regionCode: 'OH', visibility: 'city' } }),
          record(10, { status: 'draft', id: 'draft-without-a-uuid' }),
        ],
      },
    });
    const report = await build(path.join(dir, 'c'), path.join(dir, 'dist'), { now: FIXED_NOW });
    expect(report.ok).toBe(true);
    expect(report.counts).toEqual({ read: 10, public: 2, skippedByStatus: 6, expired: 1, disabledCity: 1, invalid: 0, duplicates: 0 });
    expect(treeIds(path.join(dir, 'dist'))).toEqual([uuid(1), uuid(8)]);
  });
});

describe('duplicate ids', () => {
  it('keeps the latest updatedAt, then the later record in file order (files by path), and warns for each', async () => {
    const dir = tempDir();
    const at = (t: string) => ({ updatedAt: t });
    writeExport(path.join(dir, 'c'), {
      listings: {
        'b.ndjson': [
          record(1, at('2026-03-01T00:00:00Z'), { translations: { en: { title: 'newest by time', description: '' } } }),
          record(2, at('2026-03-01T00:00:00Z'), { translations: { en: { title: 'tie, earlier file', description: '' } } }),
        ],
        'a.ndjson': [
          record(1, at('2026-02-01T00:00:00+05:00'), { translations: { en: { title: 'older', description: '' } } }),
          record(2, at('2026-03-01T00:00:00Z'), { translations: { en: { title: 'tie, later? no: a sorts first', description: '' } } }),
        ],
        'c.ndjson': [
          record(2, at('2026-03-01T03:00:00+03:00'), { translations: { en: { title: 'tie by instant, last in file order', description: '' } } }),
          record(3, at('2026-03-01T00:00:00Z')),
          record(3, { ...at('2026-03-02T00:00:00Z'), status: 'draft' }),
        ],
      },
    });
    const out = path.join(dir, 'dist');
    const report = await build(path.join(dir, 'c'), out);
    expect(report.counts).toMatchObject({ read: 7, public: 2, duplicates: 4, skippedByStatus: 1 });
    const title = (n: number) => JSON.parse(readFileSync(path.join(out, `api/v1/ads/${uuid(n)}.json`), 'utf8')).content.translations.en.title;
    expect(title(1)).toBe('newest by time');
    expect(title(2)).toBe('tie by instant, last in file order');
    expect(existsSync(path.join(out, `api/v1/ads/${uuid(3)}.json`))).toBe(false);
    expect(report.warnings).toEqual([
      `listings/a.ndjson:1 ${uuid(1)}: duplicate id, superseded by listings/b.ndjson:1`,
      `listings/a.ndjson:2 ${uuid(2)}: duplicate id, superseded by listings/c.ndjson:1`,
      `listings/b.ndjson:2 ${uuid(2)}: duplicate id, superseded by listings/c.ndjson:1`,
      `listings/c.ndjson:2 ${uuid(3)}: duplicate id, superseded by listings/c.ndjson:3 (not public: nothing of this id is published)`,
    ]);
    expect(readlinkSync(out)).toMatch(/^dist\.releases\//);
  });
});
