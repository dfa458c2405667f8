/**
 * Ukrainian typed in Latin letters, in a listing (build/translit.ts): a Latin
 * word of its Ukrainian text that spells a Ukrainian dictionary word is found
 * by that word and its forms, and so by the glossary's words for it; an
 * English text's words are English, whatever they spell.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../support/build.ts';
import { get } from '../support/client.ts';
import { record, uuid, writeExport } from '../support/fixture.ts';
import { serveInProcess } from '../support/in-process.ts';
import { tempDir } from '../support/temp.ts';

const TRANSLIT = 1, ENGLISH = 2;

let base: string;
beforeAll(async () => {
  const dir = tempDir();
  const content = writeExport(path.join(dir, 'content'), {
    listings: {
      'a.ndjson': [
        record(TRANSLIT, {}, { kind: 'service', categorySlug: 'services', translations: { uk: { title: 'Nyania na vykhidni', description: 'Dohliadaiu za ditmy u Toronto.' } } }),
        record(ENGLISH, {}, { kind: 'service', categorySlug: 'services', primaryLanguage: 'en', translations: { en: { title: 'More space for kids', description: 'A playroom for rent by the hour.' } } }),
      ],
    },
  });
  const report = await build(content, path.join(dir, 'dist'));
  expect(report.ok).toBe(true);
  base = await serveInProcess(path.join(dir, 'dist'));
});

async function ids(q: string): Promise<string[]> {
  const response = await get(`${base}/api/v1/ads?${new URLSearchParams({ q })}`);
  expect(response.status).toBe(200);
  return response.body.items.map((item: { id: string }) => item.id);
}

describe('Ukrainian typed in Latin letters in a listing', () => {
  it.each(['няня', 'нянею', 'вихідних', 'nanny'])('is found by %s', async (q) => {
    expect(await ids(q)).toEqual([uuid(TRANSLIT)]);
  });

  it('leaves an English text\'s words English: "more" is not "море", so no form of "море" finds it', async () => {
    expect(await ids('морем')).toEqual([]);
    expect(await ids('nanny')).not.toContain(uuid(ENGLISH));
  });
});
