/** docs/benchmarks.md shows the current results as bench/results/ holds them: the tables are made, never typed. */
import { describe, expect, it } from 'vitest';
import { blocksOf } from './pages.ts';

describe('docs/benchmarks.md', () => {
  it.each(blocksOf('docs/benchmarks.md'))('holds the $name table as npm run docs:tables makes it from bench/results/', ({ inPage, made }) => {
    expect(inPage).toBe(made);
  });
});
