/**
 * Starts a worker thread on a TypeScript module of this project. The module
 * exports `runThread()`, which the thread calls once the module is loaded; it
 * may export anything else too (its pure parts, for this thread and for tests),
 * as importing it starts nothing.
 *
 * A thread cannot be handed a .ts file as such: the build and the server run
 * under tsx, the tests under vitest, and neither's loader reaches a worker
 * thread. So each thread starts from entry.cjs, which loads the module through
 * tsx in that thread only. It is not handed the parent's execArgv (tsx's
 * loader, or a test runner's options), which would load more than the thread
 * needs, and start it later.
 */
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

const ENTRY = fileURLToPath(new URL('./entry.cjs', import.meta.url));

/** What a thread module exports: what its thread runs, once the module is loaded. */
export interface ThreadModule {
  runThread(): void;
}

/** A worker thread running `module` (a URL, `new URL('./x-thread.ts', import.meta.url)`); its workerData, transferList and the like as given. */
export function startThread(module: URL, options: Omit<WorkerOptions, 'argv' | 'execArgv' | 'eval'> = {}): Worker {
  return new Worker(ENTRY, { ...options, argv: [fileURLToPath(module)], execArgv: [] });
}
