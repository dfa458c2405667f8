/**
 * What a thread runs: each thread module compiled into one script that leaves
 * only Node's own modules to require (a thread finds nothing through
 * node_modules), with no warning from the bundler (import.meta, say, which a
 * CommonJS script has not), run from its file; kept for the next process while
 * the files it was made of stay as they are, and compiled again, by a process
 * of its own, once one changes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { threadModules } from '../../src/compile/compile.mjs';
import { compileNow, madeFromThisTree, sourcesOf, threadBundleOf } from '../../src/compile/outputs.mjs';
import { threadScript } from '../../src/thread/start.ts';
import { ROOT } from '../support/build.ts';

const modules = fg.sync(['src/**/*-thread.ts', 'build/**/*-thread.ts'], { cwd: ROOT, absolute: true });

describe('thread scripts', () => {
  it('finds the thread modules, as npm ci compiles them', () => {
    expect(modules.length).toBeGreaterThanOrEqual(6);
    expect(threadModules()).toEqual([...modules].sort());
  });

  it.each(modules)('%s compiles into a script requiring only Node\'s modules, then calling runThread', (file) => {
    const script = threadScript(pathToFileURL(file));
    expect(script).toBe(threadBundleOf(file));
    const text = readFileSync(script, 'utf8');
    const required = [...text.matchAll(/\brequire\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(required.filter((name) => !name!.startsWith('node:'))).toEqual([]);
    expect(text).toMatch(/\brunThread\(\);\s*$/);
    expect(threadScript(pathToFileURL(file))).toBe(script);
  });

  it('keeps a script for the next process only while every file it was made of is as it was, and compiles it again otherwise', () => {
    const file = modules.find((module) => module.endsWith('hash-thread.ts'))!;
    const script = threadScript(pathToFileURL(file));
    expect(madeFromThisTree(script)).toBe(true);
    // What the script was made of, as kept beside it: one file's size told otherwise is a changed file.
    const record = sourcesOf(script);
    const kept = readFileSync(record, 'utf8');
    const sources = JSON.parse(kept) as { files: Record<string, [number, number]> };
    expect(Object.keys(sources.files)).toContain('src/snapshot/hash-thread.ts');
    sources.files['src/snapshot/hash-thread.ts']![0] += 1;
    writeFileSync(record, JSON.stringify(sources));
    try {
      expect(madeFromThisTree(script)).toBe(false);
      compileNow(['--thread', file]);
      expect(madeFromThisTree(script)).toBe(true);
    } finally {
      if (!madeFromThisTree(script)) writeFileSync(record, kept);
    }
  });

  it('keeps nothing for a module outside the project', () => {
    expect(threadBundleOf('/elsewhere/x-thread.ts')).toBeNull();
  });
});
