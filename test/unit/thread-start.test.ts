/**
 * What a thread evaluates: each thread module bundled into one script that
 * leaves only Node's own modules to require (anything else would be resolved
 * from the working directory, not from this project), with no warning from
 * the bundler (import.meta, say, which a CommonJS script has not), and made
 * once per module, as every thread of a build would otherwise pay for it.
 */
import { pathToFileURL } from 'node:url';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
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
});
