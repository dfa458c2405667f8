/** docs/build.md keeps up with the build: its options (from the table --help is made of) and its counts. */
import { describe, expect, it } from 'vitest';
import { BUILD_OPTIONS } from '../../build/cli.ts';
import { BuildCounts } from '../../src/schema/manifest.ts';
import { blocksOf, readPage } from './pages.ts';

const page = readPage('docs/build.md');

describe('docs/build.md', () => {
  it.each(blocksOf('docs/build.md'))('holds the $name table as npm run docs:tables makes it from the code', ({ inPage, made }) => {
    expect(inPage).toBe(made);
  });

  it.each(Object.keys(BUILD_OPTIONS))('documents the build flag --%s', (flag) => {
    expect(page).toContain(`\`--${flag}`);
  });

  it.each(Object.keys(BuildCounts.shape))('documents the count %s', (count) => {
    expect(page).toContain(`\`${count}\``);
  });
});
