/** Every link between the README and the pages of docs/ that names a section finds that section. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/build.ts';
import { readPage } from './pages.ts';

const pages = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) => heading.toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replaceAll(' ', '-');

function anchorsOf(page: string): Set<string> {
  const text = readPage(page).replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#+ (.+)$/gm)].map((m) => anchor(m[1]!)));
}

const links = pages.flatMap((page) => [...readPage(page).matchAll(/\]\(([^)#\s:]*)#([^)\s]+)\)/g)].map((m) => {
  const target = m[1] === '' ? page : path.posix.join(path.posix.dirname(page), m[1]!);
  return { from: page, target, section: m[2]! };
}));

describe('links between the pages', () => {
  it.each(links)('$from → $target#$section', ({ target, section }) => {
    expect(existsSync(path.join(ROOT, target)), `${target} exists`).toBe(true);
    expect([...anchorsOf(target)]).toContain(section);
  });
});
