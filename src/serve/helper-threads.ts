/**
 * In a process of one core, V8's helper threads yield to the thread that
 * answers requests.
 *
 * V8 marks and sweeps the heap and compiles hot functions on helper threads
 * of its own (four, Node's default). Given more cores than one, they run
 * beside the JavaScript; confined to one, they run on the core that answers
 * requests, and the scheduler gives each of them the main thread's share. A
 * scheduler trace of the service at a million listings, on one core, under
 * never-asked searches one at a time: of the time the slowest answers took,
 * half was the helpers holding the core, 16–32 ms at a stretch, while the
 * request waited. At the least priority (nice 19) they take the core when
 * the main thread waits for requests, and a request that comes takes it
 * back; their work is the same. What it gains and costs, measured: docs/runtime.md.
 *
 * Node 22 and later name the helpers ("V8Worker"); Node 20 names no thread,
 * and its helpers are told by the order Node makes its threads in, before any
 * JavaScript runs: the main thread, the platform's thread of delayed tasks,
 * then the helpers (`--v8-pool-size`, 4 by default). Linux only, as
 * /proc/self/task is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';

/** Node's number of V8 helper threads without `--v8-pool-size`. */
const NODE_V8_POOL_SIZE = 4;
/** The least priority there is: a thread of it runs when no other of the core's would. */
const LEAST_PRIORITY = 19;

/**
 * Lowers V8's helper threads to the least priority when this process may use
 * one core only; how many it lowered (0: more cores, or not told apart).
 */
export function yieldHelperThreads(): number {
  if (process.platform !== 'linux' || availableParallelism() > 1) return 0;
  const helpers = v8HelperThreads();
  for (const tid of helpers) setPriority(tid, LEAST_PRIORITY);
  return helpers.length;
}

/** The thread ids of V8's helper threads, by their names or by the order Node makes them in; none when neither tells. */
export function v8HelperThreads(): number[] {
  let tids: number[];
  try {
    tids = readdirSync('/proc/self/task').map(Number).sort((a, b) => a - b);
  } catch {
    return [];
  }
  const named = tids.filter((tid) => threadName(tid) === 'V8Worker');
  if (named.length > 0) return named;
  const pool = v8PoolSize();
  // Thread ids that wrapped round since the main thread's would not be in the order they were made.
  if (pool === null || tids[0] !== process.pid || tids.length < 2 + pool) return [];
  return tids.slice(2, 2 + pool);
}

/** `--v8-pool-size` as Node was started with it (its options or NODE_OPTIONS), or Node's default; null for 0, a size Node works out. */
function v8PoolSize(): number | null {
  const options = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  let size = NODE_V8_POOL_SIZE;
  options.forEach((option, i) => {
    if (option.startsWith('--v8-pool-size=')) size = Number(option.slice('--v8-pool-size='.length));
    else if (option === '--v8-pool-size') size = Number(options[i + 1]);
  });
  return Number.isInteger(size) && size > 0 ? size : null;
}

function threadName(tid: number): string {
  try {
    return readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}
