/**
 * Starts a worker thread on a TypeScript module of this project. The module
 * exports `runThread()`, which the thread calls once the module is loaded; it
 * may export anything else too (its pure parts, for this thread and for tests),
 * as importing it starts nothing.
 *
 * A thread cannot be handed a .ts file as such: the build runs under tsx, the
 * server from its own bundle (src/launch.mjs), the tests under vitest, and no
 * loader of theirs reaches a worker thread. Loading tsx in each thread instead
 * costs some 30 ms of a core per thread, and a build starts several. So the
 * module is bundled here, once per process and module, into one CommonJS
 * script (all it imports inlined but Node's own modules), and each thread
 * evaluates that script: it starts as fast as one given plain JavaScript. The first bundle in a process costs some
 * 60 ms (the bundler's synchronous service starting), each further one a few, and
 * the search engine's a few hundred. So a script is also kept on disk beside the
 * command bundles (src/launch.mjs), and read from there while no file it was made
 * from has changed: a server starts its threads without the bundler.
 * Nor is the thread handed the parent's execArgv (tsx's loader, or a test
 * runner's options), which would load more than it needs, and start it later.
 */
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { build, buildSync } from 'esbuild';
import { keptThreadScript, threadBundleOptions, threadScriptOf } from '../launch.mjs';

/** What a thread module exports: what its thread runs, once the module is loaded. */
export interface ThreadModule {
  runThread(): void;
}

const scripts = new Map<string, string>();
const bundling = new Map<string, Promise<string>>();

/** The script a thread on `module` evaluates: the module and what it imports, then its runThread() called. */
export function threadScript(module: URL): string {
  let script = scripts.get(module.href);
  if (script === undefined) {
    const file = fileURLToPath(module);
    script = keptThreadScript(file) ?? threadScriptOf(file, buildSync(threadBundleOptions(file)));
    scripts.set(module.href, script);
  }
  return script;
}

/**
 * The same script, if not kept, bundled by esbuild's own process while this
 * thread goes on (a large module takes a few hundred ms to bundle: the search
 * engine's does).
 */
export function threadScriptLater(module: URL): Promise<string> {
  let script = scripts.get(module.href);
  if (script !== undefined) return Promise.resolve(script);
  const file = fileURLToPath(module);
  script = keptThreadScript(file) ?? undefined;
  if (script !== undefined) {
    scripts.set(module.href, script);
    return Promise.resolve(script);
  }
  let pending = bundling.get(module.href);
  if (pending === undefined) {
    pending = build(threadBundleOptions(file)).then((result) => {
      const made = threadScriptOf(file, result);
      scripts.set(module.href, made);
      return made;
    });
    pending.catch(() => bundling.delete(module.href));
    bundling.set(module.href, pending);
  }
  return pending;
}

/** A worker thread running `module` (a URL, `new URL('./x-thread.ts', import.meta.url)`); its workerData, transferList and the like as given. */
export function startThread(module: URL, options: Omit<WorkerOptions, 'argv' | 'execArgv' | 'eval'> = {}): Worker {
  return new Worker(threadScript(module), { ...options, eval: true, execArgv: [] });
}

/** The same, started once its script is bundled by esbuild's own process (`threadScriptLater`). */
export async function startThreadLater(module: URL, options: Omit<WorkerOptions, 'argv' | 'execArgv' | 'eval'> = {}): Promise<Worker> {
  return new Worker(await threadScriptLater(module), { ...options, eval: true, execArgv: [] });
}
