/**
 * What a thread evaluates: each thread module bundled into one script that
 * leaves only Node's own modules to require (anything else would be resolved
 * from the working directory, not from this project), with no warning from
 * the bundler (import.meta, say, which a CommonJS script has not), and made
 * once per module, as every thread of a build would otherwise pay for it; kept
 * on disk for the next process while the files it was made of stay as they are.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { keptThreadScript, threadBundleOf } from '../../src/launch.mjs';
import { threadScript } from '../../src/thread/start.ts';
import { ROOT } from '../support/build.ts';

const modules = fg.sync(['src/**/*-thread.ts', 'build/**/*-thread.ts'], { cwd: ROOT, absolute: true });

describe('thread scripts', () => {
  it('finds the thread modules', () => {
    expect(modules.length).toBeGreaterThanOrEqual(6);
  });

  it.each(modules)('%s bundles into a script requiring only Node\'s modules, then calls runThread', (file) => {
    const script = threadScript(pathToFileURL(file));
    const required = [...script.matchAll(/\brequire\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(required.filter((name) => !name!.startsWith('node:'))).toEqual([]);
    expect(script).toMatch(/\brunThread\(\);\s*$/);
    expect(threadScript(pathToFileURL(file))).toBe(script);
  });

  it('keeps a script for the next process, which reads it only while every file it was made of is as it was', () => {
    const file = modules.find((module) => module.endsWith('hash-thread.ts'))!;
    const script = threadScript(pathToFileURL(file));
    expect(keptThreadScript(file)).toBe(script);
    // What the script was made of, as kept beside it: one file's size told otherwise is a changed file.
    const record = `${threadBundleOf(file)}.sources.json`;
    const kept = readFileSync(record, 'utf8');
    const sources = JSON.parse(kept) as { files: Record<string, [number, number]> };
    expect(Object.keys(sources.files)).toContain('src/snapshot/hash-thread.ts');
    sources.files['src/snapshot/hash-thread.ts']![0] += 1;
    writeFileSync(record, JSON.stringify(sources));
    try {
      expect(keptThreadScript(file)).toBeNull();
    } finally {
      writeFileSync(record, kept);
    }
  });

  it('keeps nothing for a module outside the project', () => {
    expect(threadBundleOf('/elsewhere/x-thread.ts')).toBeNull();
  });
});
