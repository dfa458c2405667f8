/**
 * The search thread (searcher.ts): sent the snapshot's arrays, which it shares
 * with the main thread, its meta and its vocabulary, it makes the engine, then
 * answers the searches it is sent, one a turn of its event loop, so that those
 * sent while one is answered are among those the next is chosen from (turns.ts
 * says which). It is started before the snapshot is read, so that it is loaded
 * meanwhile.
 */
import { getHeapSpaceStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { unpackArrays } from '../snapshot/arrays.ts';
import { SearchEngine, type EngineQuery } from './engine.ts';
import type { SearchArrays, SearchMeta } from './model.ts';
import { Vocabulary } from './terms.ts';
import type { VisibilityTimes } from './totals.ts';
import { SearchTurns } from './turns.ts';

/** What the thread is sent first: the packed arrays in shared memory, the meta and the vocabulary as read. */
export interface SearchThreadData {
  arrays: Uint8Array;
  meta: SearchMeta;
  terms: string;
  /** Whether to ask one search of each kind before it says it is ready (SearchEngine.warmUp). */
  warm: boolean;
}

export interface SearchAsked {
  id: number;
  query: EngineQuery;
}

/** What failed, as the main thread logs it: the message, and the stack as it was on this thread. */
export interface ThreadError {
  message: string;
  stack?: string;
}

export type SearchAnswer =
  | { id: number; total: number; ordinals: number[]; error?: undefined }
  | { id: number; error: ThreadError };

/** The thread's first message: the engine is ready (with what makes searches' ETags), or could not be made. */
export type SearchThreadStarted =
  | { ready: true; visibility: VisibilityTimes; /** The size of its young generation (V8's new space) as it starts, in bytes (searcher.ts says why it matters). */ youngGenerationBytes: number }
  | { ready: false; error: ThreadError };

export function threadError(error: unknown): ThreadError {
  return error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
}

/** The engine over what the thread was started with. */
export function engineOf({ arrays, meta, terms }: SearchThreadData): SearchEngine {
  // The directory was checked against SearchArrays by the main thread, name by name and type by type.
  const columns = unpackArrays(arrays, meta.arrays) as unknown as SearchArrays;
  return new SearchEngine(columns, meta, Vocabulary.fromJSON(terms));
}

/** The answer to one search: its page and total, or what failed (the next search is answered all the same). */
export function answer(engine: SearchEngine, { id, query }: SearchAsked): SearchAnswer {
  try {
    const { total, ordinals } = engine.search(query);
    return { id, total, ordinals };
  } catch (error) {
    return { id, error: threadError(error) };
  }
}

export function runThread(): void {
  const port = parentPort!;
  port.once('message', async (data: SearchThreadData) => {
    let engine: SearchEngine;
    try {
      engine = engineOf(data);
      if (data.warm) await engine.warmUp(Date.now());
    } catch (error) {
      port.postMessage({ ready: false, error: threadError(error) } satisfies SearchThreadStarted);
      return;
    }
    const youngGenerationBytes = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;
    port.postMessage({ ready: true, visibility: engine.visibilityTimes, youngGenerationBytes } satisfies SearchThreadStarted);
    const turns = new SearchTurns<SearchAsked>();
    let scheduled = false;
    const answerNext = () => {
      const asked = turns.next();
      if (asked) port.postMessage(answer(engine, asked));
      scheduled = turns.length > 0;
      if (scheduled) setImmediate(answerNext);
    };
    port.on('message', (asked: SearchAsked) => {
      turns.add(asked, Boolean(asked.query.q));
      if (!scheduled) {
        scheduled = true;
        setImmediate(answerNext);
      }
    });
  });
}
