/**
 * The search thread (searcher.ts): sent the snapshot's arrays, which it shares
 * with the main thread, its meta and its vocabulary, it makes the engine, then
 * answers the searches it is sent, one a turn of its event loop, so that those
 * sent while one is answered are among those the next is chosen from (scheduler.ts
 * says which). It is started before the snapshot is read, so that it is loaded
 * meanwhile.
 */
import { getHeapSpaceStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { unpackArrays } from '../../schema/arrays.ts';
import { SearchEngine, type EngineQuery } from '../engine.ts';
import type { SearchArrays, SearchMeta } from '../model.ts';
import { Vocabulary } from '../text/vocabulary.ts';
import type { VisibilityTimes } from '../engine/totals.ts';
import { SearchTurns } from './scheduler.ts';
import type { WarmUp } from './warm-up.ts';

/** What the thread is sent first: the packed arrays in shared memory, the meta and the vocabulary as read. */
export interface SearchThreadData {
  arrays: Uint8Array;
  meta: SearchMeta;
  terms: string;
  /**
   * Whether to ask the warm-up's searches (SearchEngine.warmUp) before it says
   * it is ready; else it asks them once ready, one at a time while no search
   * of a user waits.
   */
  warm: boolean;
}

/** Sent once the warm-up's searches are asked, before they were ready or after. */
export interface SearchThreadWarmed {
  warmed: WarmUp;
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
    let warmedFirst: WarmUp | null = null;
    try {
      engine = engineOf(data);
      if (data.warm) warmedFirst = await engine.warmUp(Date.now());
    } catch (error) {
      port.postMessage({ ready: false, error: threadError(error) } satisfies SearchThreadStarted);
      return;
    }
    const youngGenerationBytes = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;
    port.postMessage({ ready: true, visibility: engine.visibilityTimes, youngGenerationBytes } satisfies SearchThreadStarted);
    if (warmedFirst) port.postMessage({ warmed: warmedFirst } satisfies SearchThreadWarmed);

    // Not warmed yet: the warm-up's searches are asked in the turns no user's search takes.
    const warming = warmedFirst ? [] : engine.warmingQueries(Date.now()).reverse();
    const warmingStarted = performance.now();
    const warmingSearches = warming.length;
    const turns = new SearchTurns<SearchAsked>();
    let scheduled = false;
    const schedule = () => {
      if (scheduled || (turns.length === 0 && warming.length === 0)) return;
      scheduled = true;
      setImmediate(answerNext);
    };
    const answerNext = () => {
      scheduled = false;
      const asked = turns.next();
      if (asked) {
        port.postMessage(answer(engine, asked));
      } else if (warming.length > 0) {
        engine.warmWith(warming.pop()!);
        if (warming.length === 0) port.postMessage({ warmed: { searches: warmingSearches, ms: Math.round(performance.now() - warmingStarted) } } satisfies SearchThreadWarmed);
      }
      schedule();
    };
    port.on('message', (asked: SearchAsked) => {
      turns.add(asked, Boolean(asked.query.q));
      schedule();
    });
    schedule();
  });
}
