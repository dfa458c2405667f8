/**
 * Publishing is whitelisting: a unique canary planted in every private place of
 * the export must not appear in any byte of the snapshot, compressed files
 * included (they are searched decompressed).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fg from 'fast-glob';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeCanaryExport } from '../support/canary-export.ts';
import { build } from '../support/build.ts';
import { tempDir } from '../support/temp.ts';

describe('no private data reaches the snapshot', () => {
  let files: string[];
  let out: string;
  let hiddenIds: string[] = [];
  beforeAll(async () => {
    const dir = tempDir();
    ({ hiddenIds } = writeCanaryExport(path.join(dir, 'c')));
    out = path.join(dir, 'dist');
    const report = await build(path.join(dir, 'c'), out);
    expect(report.ok).toBe(true);
    expect(report.counts.public).toBe(3);
    files = fg.sync('**/*', { cwd: out, onlyFiles: true, dot: true, followSymbolicLinks: true });
  });

  function text(file: string): string {
    const bytes = readFileSync(path.join(out, file));
    if (file.endsWith('.gz')) return zlib.gunzipSync(bytes).toString('latin1');
    if (file.endsWith('.br')) return zlib.brotliDecompressSync(bytes).toString('latin1');
    if (file === 'data/documents.gz.bin' || file === 'data/documents.br.bin') return ''; // concatenations of the per-file variants checked above
    return bytes.toString('latin1');
  }

  it('searches a snapshot that has every kind of file', () => {
    expect(files.some((f) => f.endsWith('.json.br'))).toBe(true);
    expect(files).toContain('data/arrays.bin');
    expect(files).toContain('data/terms.json');
  });

  it('finds no canary in any byte of any file', () => {
    const leaks = files.filter((file) => text(file).includes('CANARY'));
    expect(leaks).toEqual([]);
  });

  it('finds no id of a record that is not public', () => {
    const hex = hiddenIds.map((id) => id.replaceAll('-', ''));
    const leaks = files.filter((file) => {
      const body = text(file);
      const raw = readFileSync(path.join(out, file)).toString('hex');
      return hiddenIds.some((id) => body.includes(id)) || hex.some((h) => raw.includes(h));
    });
    expect(leaks).toEqual([]);
  });

  it('keeps content.attributes as the export gives it (the one open map)', () => {
    const doc = JSON.parse(readFileSync(path.join(out, 'api/v1/ads/00000000-0000-4000-8000-000000000001.json'), 'utf8'));
    expect(doc.content.attributes).toEqual({ bedrooms: 2, petsAllowed: true, notes: ['balcony'] });
    expect(Object.keys(doc.content.translations)).toEqual(['uk', 'en']);
  });
});
