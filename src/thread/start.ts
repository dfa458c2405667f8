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
 * 60 ms (the bundler's synchronous service starting), each further one a few.
 * Nor is the thread handed the parent's execArgv (tsx's loader, or a test
 * runner's options), which would load more than it needs, and start it later.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { build, buildSync, type BuildOptions, type BuildResult } from 'esbuild';

/** What a thread module exports: what its thread runs, once the module is loaded. */
export interface ThreadModule {
  runThread(): void;
}

const scripts = new Map<string, string>();
const bundling = new Map<string, Promise<string>>();

/** How a thread module is bundled into its script. */
function bundleOptions(file: string): BuildOptions & { write: false } {
  return {
    // The entry is the one line that calls the module's runThread once it is loaded.
    stdin: { contents: 'import { runThread } from ' + JSON.stringify(file) + ';\nrunThread();\n', resolveDir: path.dirname(file), sourcefile: 'thread-entry.ts', loader: 'ts' },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // Packages are bundled too: only Node's own modules are left to require, as an evaluated
    // script would resolve anything else from the working directory, not from this project.
    logLevel: 'silent',
  };
}

/** The bundle's one script; a warning (import.meta in a CommonJS script, say) would be a thread behaving otherwise than its module under test. */
function scriptOf(file: string, result: BuildResult<{ write: false }>): string {
  if (result.warnings.length > 0) throw new Error(`bundling ${file} for its thread: ${result.warnings.map((w) => w.text).join('; ')}`);
  return result.outputFiles[0]!.text;
}

/** The script a thread on `module` evaluates: the module and what it imports, then its runThread() called. */
export function threadScript(module: URL): string {
  let script = scripts.get(module.href);
  if (script === undefined) {
    const file = fileURLToPath(module);
    script = scriptOf(file, buildSync(bundleOptions(file)));
    scripts.set(module.href, script);
  }
  return script;
}

/**
 * The same script, bundled by esbuild's own process while this thread goes on
 * (a large module takes a few hundred ms to bundle: the search engine's does).
 */
export function threadScriptLater(module: URL): Promise<string> {
  const script = scripts.get(module.href);
  if (script !== undefined) return Promise.resolve(script);
  let pending = bundling.get(module.href);
  if (pending === undefined) {
    const file = fileURLToPath(module);
    pending = build(bundleOptions(file)).then((result) => {
      const made = scriptOf(file, result);
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
