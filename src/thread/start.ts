/**
 * Starts a worker thread on a TypeScript module of this project. The module
 * exports `runThread()`, which the thread calls once the module is loaded; it
 * may export anything else too (its pure parts, for this thread and for tests),
 * as importing it starts nothing.
 *
 * A thread cannot be handed a .ts file as such: the build runs under tsx, the
 * server from its compiled module (src/launch.mjs), the tests under vitest, and
 * no loader of theirs reaches a worker thread; loading tsx in each thread
 * instead would cost every thread of a build a loader's start. So each thread
 * runs the script `npm ci` compiled its module into (src/compile/): the module
 * and all it imports but Node's own modules, then its runThread() called. A
 * script out of date (a source changed since) is compiled again by a process of
 * its own, once per process and module, so that this one never loads the
 * bundler; where the tree cannot be written, into a folder of its own.
 * Nor is the thread handed the parent's execArgv (tsx's loader, or a test
 * runner's options), which would load more than it needs, and start it later.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { compileLater, compileNow, madeFromThisTree, threadBundleOf } from '../compile/outputs.mjs';

/** What a thread module exports: what its thread runs, once the module is loaded. */
export interface ThreadModule {
  runThread(): void;
}

type ThreadOptions = Omit<WorkerOptions, 'argv' | 'execArgv' | 'eval'>;

/** The script of each module, by URL, once known to be up to date in this process. */
const scripts = new Map<string, string>();
const compiling = new Map<string, Promise<string>>();

/** The script as kept, if up to date; else what to compile it with, and where it will be. */
function kept(module: URL): { script: string } | { args: string[]; script: string } {
  const file = fileURLToPath(module);
  const script = threadBundleOf(file);
  if (script === null) throw new Error(`${file}: a thread module must be in this project`);
  return madeFromThisTree(script) ? { script } : { args: ['--thread', file], script };
}

/** A folder of this process's own for scripts the tree has no room for (installed read-only). */
let ownCache: string | null = null;
function elsewhere(module: URL): { args: string[]; script: string } {
  if (ownCache === null) {
    const made = (ownCache = mkdtempSync(path.join(tmpdir(), 'thread-scripts-')));
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  const file = fileURLToPath(module);
  return { args: ['--thread', file, '--cache', ownCache], script: threadBundleOf(file, ownCache)! };
}

/** The script a thread on `module` runs, compiled first if out of date. */
export function threadScript(module: URL): string {
  let script = scripts.get(module.href);
  if (script === undefined) {
    const found = kept(module);
    if ('args' in found) {
      try {
        compileNow(found.args);
      } catch {
        const other = elsewhere(module);
        compileNow(other.args);
        found.script = other.script;
      }
    }
    script = found.script;
    scripts.set(module.href, script);
  }
  return script;
}

/** The same, compiled if need be while this thread goes on (a large module takes a while to compile: the search engine's does). */
export function threadScriptLater(module: URL): Promise<string> {
  const known = scripts.get(module.href);
  if (known !== undefined) return Promise.resolve(known);
  let pending = compiling.get(module.href);
  if (pending === undefined) {
    const found = kept(module);
    pending = ('args' in found ? compileLater(found.args).then(() => found.script, () => {
      const other = elsewhere(module);
      return compileLater(other.args).then(() => other.script);
    }) : Promise.resolve(found.script)).then((script) => {
      scripts.set(module.href, script);
      return script;
    });
    pending.catch(() => compiling.delete(module.href));
    compiling.set(module.href, pending);
  }
  return pending;
}

/** A worker thread running `module` (a URL, `new URL('./x-thread.ts', import.meta.url)`); its workerData, transferList and the like as given. */
export function startThread(module: URL, options: ThreadOptions = {}): Worker {
  return new Worker(threadScript(module), { ...options, execArgv: [] });
}

/** The same, started once its script is up to date, compiled by a process of its own meanwhile if need be (`threadScriptLater`). */
export async function startThreadLater(module: URL, options: ThreadOptions = {}): Promise<Worker> {
  return new Worker(await threadScriptLater(module), { ...options, execArgv: [] });
}
