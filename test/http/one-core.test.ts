/**
 * A server confined to one core runs V8's helper threads at the least
 * priority, so that their work waits for the thread answering requests
 * (src/serve/helper-threads.ts); with more cores it leaves every thread at
 * Node's priority. Read from the kernel's own view of the server's threads.
 * A server that searches on the thread answering requests lets its heap grow
 * further between full collections (src/serve/heap-growth.ts), and says so.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { snapshotOf } from '../support/build.ts';
import { startServer } from '../support/server.ts';
import { HEAP_GROWING_PERCENT } from '../../src/serve/heap-growth.ts';

interface Thread { tid: number; name: string; nice: number }

/**
 * A process's threads, oldest first, with their names and nice values
 * (stat(5): the 19th field). A thread that ends between the listing of the
 * directory and the reading of its files is no thread of the answer.
 */
function threadsOf(pid: number): Thread[] {
  const threads: Thread[] = [];
  for (const tid of readdirSync(`/proc/${pid}/task`).map(Number).sort((a, b) => a - b)) {
    try {
      threads.push({
        tid,
        name: readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim(),
        nice: Number(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]),
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return threads;
}

const hasTaskset = process.platform === 'linux' && spawnSync('taskset', ['-c', '0', 'true']).status === 0;
/** Node 22 and later name their threads; Node 20 names none. */
const namesThreads = Number(process.versions.node.split('.')[0]) >= 22;

describe.skipIf(!hasTaskset)('a server confined to one core', () => {
  it('lowers V8\'s four helper threads to the least priority, and no other thread, and says so', async () => {
    const { dist } = await snapshotOf([1, 2]);
    const server = await startServer(['--dist', dist, '--rate-limit', '0'], {}, { onCores: '0' });
    try {
      const start = await server.logged('start');
      expect(start.searchThread).toBe(false);
      expect(start.v8HelpersLowered).toBe(4);
      // Searching on the thread that answers requests, its heap grows further between full collections.
      expect(start.heapGrowingPercent).toBe(HEAP_GROWING_PERCENT);
      const threads = threadsOf(server.child.pid!);
      const lowered = threads.filter((thread) => thread.nice === 19);
      expect(lowered).toHaveLength(4);
      // The main thread, which answers requests, keeps its priority (its parent's).
      expect(threads[0]!.nice).toBe(threadsOf(process.pid)[0]!.nice);
      if (namesThreads) expect(lowered.map((thread) => thread.name)).toEqual(['V8Worker', 'V8Worker', 'V8Worker', 'V8Worker']);
      // And it answers as ever.
      expect((await fetch(`${server.url}/api/v1/ads?q=listing`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe.skipIf(process.platform !== 'linux' || availableParallelism() < 2)('a server with more cores than one', () => {
  it('leaves every thread at Node\'s priority', async () => {
    const { dist } = await snapshotOf([1]);
    const server = await startServer(['--dist', dist, '--rate-limit', '0']);
    try {
      const start = await server.logged('start');
      expect(start.v8HelpersLowered).toBe(0);
      expect(start.searchThread).toBe(true);
      expect(start.heapGrowingPercent).toBeNull();
      const [main, ...others] = threadsOf(server.child.pid!);
      for (const thread of others) expect(thread.nice).toBe(main!.nice);
    } finally {
      await server.stop();
    }
  });

  it('lets its heap grow further between full collections where it searches on the thread that answers requests', async () => {
    const { dist } = await snapshotOf([1]);
    const server = await startServer(['--dist', dist, '--rate-limit', '0', '--search-thread', 'off']);
    try {
      const start = await server.logged('start');
      expect(start.searchThread).toBe(false);
      expect(start.heapGrowingPercent).toBe(HEAP_GROWING_PERCENT);
      expect((await fetch(`${server.url}/api/v1/ads?q=listing`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
