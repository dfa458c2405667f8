/**
 * src/search/ is a map of rooms: its README names every folder and the files at
 * its top, and each folder's README names that folder's files. A file added
 * without a line in its folder's map fails here, so the maps never fall behind.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/build.ts';

const SEARCH = path.join(ROOT, 'src/search');

/** Every folder of src/search/, its top included, as a path from src/search/ ('' for the top). */
function folders(from = ''): string[] {
  const entries = readdirSync(path.join(SEARCH, from), { withFileTypes: true });
  return [from, ...entries.filter((e) => e.isDirectory()).flatMap((e) => folders(path.posix.join(from, e.name)))];
}

const readmeOf = (folder: string) => readFileSync(path.join(SEARCH, folder, 'README.md'), 'utf8');
const sourcesOf = (folder: string) => readdirSync(path.join(SEARCH, folder)).filter((f) => f.endsWith('.ts'));
const subfolders = (folder: string) =>
  readdirSync(path.join(SEARCH, folder), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

describe('the maps of src/search/', () => {
  it.each(folders().map((folder) => [folder || '(top)', folder]))('%s has a README that names each of its files and folders', (_, folder) => {
    const readme = readmeOf(folder);
    const unnamed = [...sourcesOf(folder), ...subfolders(folder).map((sub) => `${sub}/`)].filter((name) => !readme.includes(`\`${name}\``));
    expect(unnamed).toEqual([]);
  });

  it('keeps at most 15 files at the top', () => {
    const files = readdirSync(SEARCH, { withFileTypes: true }).filter((e) => e.isFile());
    expect(files.length).toBeLessThanOrEqual(15);
  });
});
