/** What the docs tests share: a page's text, and its generated blocks beside what the generator makes now. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generatedBlocks, readBlock } from '../../scripts/docs-tables.ts';
import { ROOT } from '../support/build.ts';

/** A page's text, by its path from the repository's root (`README.md`, `docs/search.md`). */
export function readPage(page: string): string {
  return readFileSync(path.join(ROOT, page), 'utf8');
}

/** Each generated block of a page: what the page holds between its markers, and what `npm run docs:tables` would write. */
export function blocksOf(page: string): { name: string; inPage: string | undefined; made: string }[] {
  const text = readPage(page);
  const blocks = generatedBlocks().filter((b) => b.page === page);
  if (blocks.length === 0) throw new Error(`no generated block belongs to ${page}`);
  return blocks.map((b) => ({ name: b.name, inPage: readBlock(text, b.name), made: b.text }));
}
