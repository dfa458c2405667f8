/**
 * Starts a worker thread on a TypeScript module of this project. The module
 * exports `runThread()`, which the thread calls once the module is loaded; it
 * may export anything else too (its pure parts, for this thread and for tests),
 * as importing it starts nothing.
 *
 * A thread cannot be handed a .ts file as such: the build and the server run
 * under tsx, the tests under vitest, and neither's loader reaches a worker
 * thread. Loading tsx in each thread instead costs some 30 ms of a core per
 * thread, and a build starts several. So the module is bundled here, once per
 * process and module, into one CommonJS script (all it imports inlined but
 * Node's own modules), and each thread evaluates that script: it starts as
 * fast as one given plain JavaScript. The first bundle in a process costs some
 * 60 ms (the bundler's synchronous service starting), each further one a few.
 * Nor is the thread handed the parent's execArgv (tsx's loader, or a test
 * runner's options), which would load more than it needs, and start it later.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { buildSync } from 'esbuild';

/** What a thread module exports: what its thread runs, once the module is loaded. */
export interface ThreadModule {
  runThread(): void;
}

const scripts = new Map<string, string>();

/** The script a thread on `module` evaluates: the module and what it imports, then its runThread() called. */
export function threadScript(module: URL): string {
  let script = scripts.get(module.href);
  if (script === undefined) {
    const file = fileURLToPath(module);
    const result = buildSync({
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
    });
    // A warning (import.meta in a CommonJS script, say) would be a thread behaving otherwise than its module under test.
    if (result.warnings.length > 0) throw new Error(`bundling ${file} for its thread: ${result.warnings.map((w) => w.text).join('; ')}`);
    script = result.outputFiles[0]!.text;
    scripts.set(module.href, script);
  }
  return script;
}

/** A worker thread running `module` (a URL, `new URL('./x-thread.ts', import.meta.url)`); its workerData, transferList and the like as given. */
export function startThread(module: URL, options: Omit<WorkerOptions, 'argv' | 'execArgv' | 'eval'> = {}): Worker {
  return new Worker(threadScript(module), { ...options, eval: true, execArgv: [] });
}
