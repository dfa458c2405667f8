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
import { CATEGORIES, CITIES, record, writeExport, type Json } from '../support/fixture.ts';
import { build } from '../support/build.ts';
import { tempDir } from '../support/temp.ts';

const canary = (place: string) => `CANARY-${place}-7f3a9c`;

/** A public record carrying private data everywhere the export may keep it. */
function withPrivateData(n: number): Json {
  const base = record(n);
  return {
    ...base,
    account: { email: canary('account'), passwordHash: canary('account-hash') },
    moderation: { notes: canary('moderation'), reviewer: canary('reviewer') },
    internalId: canary('top-level'),
    publisher: { ...base.publisher, email: canary('publisher'), accountId: canary('publisher-account') },
    content: {
      ...base.content,
      internalNotes: canary('content'),
      contact: { ...base.content.contact, privatePhone: canary('contact') },
      location: { ...base.content.location, exactAddressNote: canary('location'), address: { streetAddress: '1 Main St', gateCode: canary('address') } },
      price: { ...base.content.price, costMinor: canary('price') },
      translations: {
        ...base.content.translations,
        uk: { ...base.content.translations.uk, reviewerComment: canary('translation') },
        de: { title: canary('translation-de'), description: canary('translation-de') },
      },
      images: [{ assetId: '11111111-1111-4111-8111-111111111111', alt: 'photo', originalPath: canary('image') }],
      socialLinks: canary('content-extra'),
      attributes: { bedrooms: 2, petsAllowed: true, notes: ['balcony'] },
    },
    rating: { ...base.rating, raters: [canary('rating')] },
    media: [{ id: '22222222-2222-4222-8222-222222222222', url: 'https://cdn.example.org/a.jpg', alt: '', uploader: canary('media') }],
  };
}

/** A non-public record whose every field, id included, is a canary. */
function hidden(n: number, over: Json, place: string): Json {
  const id = `99999999-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return record(n, { ...over, id, urls: { uk: `https://x.example/${canary(`${place}-url`)}`, en: 'https://x.example/en' } }, {
    translations: { uk: { title: canary(`${place}-title`), description: canary(`${place}-text`) } },
  });
}

describe('no private data reaches the snapshot', () => {
  let files: string[];
  let out: string;
  const hiddenIds: string[] = [];
  beforeAll(async () => {
    const dir = tempDir();
    const drafts = [
      hidden(901, { status: 'draft' }, 'draft'),
      hidden(902, { status: 'rejected' }, 'rejected'),
      hidden(903, { published: false }, 'unpublished'),
      hidden(904, { status: 'pending' }, 'pending'),
      hidden(905, { status: 'archived' }, 'archived'),
      hidden(906, { expiresAt: '2020-01-01T00:00:00Z' }, 'expired'),
      hidden(907, {}, 'disabled-city'),
    ];
    drafts[6]!.content.location = { cityKey: 'us-oh-parma', countryCode: 'US', regionCode: 'OH', visibility: 'city' };
    hiddenIds.push(...drafts.map((d) => d.id as string));
    writeExport(path.join(dir, 'c'), {
      cities: CITIES.map((c) => ({ ...c, internalOwner: canary('city') })),
      categories: CATEGORIES.map((c) => ({ ...c, moderatorNotes: canary('category') })),
      listings: { 'a.ndjson': [withPrivateData(1), withPrivateData(2), ...drafts], 'b.json': [withPrivateData(3)] },
    });
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
