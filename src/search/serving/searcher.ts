/**
 * Searches answered on a thread of their own, so that the thread that reads
 * and writes the sockets never runs one.
 *
 * A search's cost varies widely (a rare word costs little, three common words
 * with filters much more); a listing read's does not. On the one event loop
 * every request already read would wait behind each search, and a listing read
 * behind fifty; and the process would use one core while the machine has two.
 * Here the main thread parses a request, hands its query to the search thread
 * and goes on; the thread answers with the page's ordinals and the total, and
 * the main thread joins the page's documents and writes it. Listing reads, and
 * every other request, never wait for a search; the thread answers filter-only
 * searches before text ones (scheduler.ts).
 *
 * The thread makes the engine's tables itself, over the snapshot's arrays in
 * memory both threads share (nothing of them is copied), and holds its own
 * copy of the vocabulary, which only it reads. The main thread keeps what it
 * needs before searching: the times what a search can see changes at, of
 * which a search's ETag is made (so a 304 costs no search).
 *
 * A process that may use one core only searches on its one thread instead
 * (`onThisThread`, below).
 */
import { setFlagsFromString } from 'node:v8';
import type { Worker } from 'node:worker_threads';
import { startThreadLater } from '../../thread/start.ts';
import { AnswerQueue } from './answer-queue.ts';
import type { EngineQuery, EngineResult, SearchEngine } from '../engine.ts';
import type { SearchAnswer, SearchThreadData, SearchThreadStarted, SearchThreadWarmed, ThreadError } from './search-thread.ts';
import { visibilityEpoch, type VisibilityTimes } from '../engine/totals.ts';
import type { WarmUp } from './warm-up.ts';

/** What the read API asks of a search engine, wherever it runs. */
export interface Searcher {
  readonly listingCount: number;
  /** Whether searches run on a thread of their own. */
  readonly threaded: boolean;
  search(query: EngineQuery): Promise<EngineResult>;
  /** A number that changes whenever what a search can see changes (engine/totals.ts). */
  visibilityEpoch(now: number): number;
  /** Settles once the engine has asked the warm-up's searches (warm-up.ts), with how many and how long; null if it asks none. */
  readonly warmedUp: Promise<WarmUp | null>;
}

/** An error of the search thread, with the stack it had there. */
function fromThread({ message, stack }: ThreadError): Error {
  const error = new Error(message);
  if (stack) error.stack = stack;
  return error;
}

/**
 * The least the search thread's young generation is, in MiB a semi-space. V8
 * starts a thread at 1 MiB and grows it only as scavenges find much alive; so
 * small, what a search allocates as it runs (its terms' expansions, the lists
 * it merges) outlived two scavenges and was promoted, the old generation
 * filled with it, and was collected every few hundred searches at a million
 * listings, in pauses through which every search waiting behind waited
 * (docs/runtime.md has the figures).
 */
export const SEARCH_THREAD_SEMI_SPACE_MIB = 16;

export class SearchThread implements Searcher {
  private readonly waiting = new Map<number, { resolve: (result: EngineResult) => void; reject: (error: Error) => void }>();
  private next = 0;
  readonly threaded = true;
  /** Why searches fail from now on: the thread stopped (closed, or it failed). */
  private stopped: Error | null = null;
  private heardWarmed: (warmUp: WarmUp) => void = () => {};
  /** Never rejects: a thread that stops before its warm-up is done leaves it pending. */
  readonly warmedUp = new Promise<WarmUp | null>((resolve) => (this.heardWarmed = resolve));

  private constructor(
    private readonly worker: Worker,
    private readonly visibility: VisibilityTimes,
    readonly listingCount: number,
    /** The thread's young generation, in bytes, as it started. */
    readonly youngGenerationBytes: number,
  ) {}

  /**
   * Starts the thread at once (its script is bundled and loaded meanwhile),
   * then sends it a snapshot's packed arrays (in a SharedArrayBuffer), its meta
   * and its vocabulary's text once `data` has them; settles once the engine is
   * made, or rejects with why it could not be (or with `data`'s rejection, the
   * thread stopped). `onFailure` hears of a thread that stops later without
   * being closed: every search fails from then on.
   */
  static async start(data: Promise<SearchThreadData>, onFailure: (error: Error) => void): Promise<SearchThread> {
    // A thread's resourceLimits bound only the most its young generation grows to; the least is a
    // flag, which V8 reads as it makes an isolate. Set here, it holds for every thread made from now
    // on; the hashing threads allocate little, so the pages they leave unused are never touched.
    setFlagsFromString(`--min-semi-space-size=${SEARCH_THREAD_SEMI_SPACE_MIB}`);
    const worker = await startThreadLater(new URL('./search-thread.ts', import.meta.url));
    let listingCount = 0;
    const started = new Promise<SearchThread>((resolve, reject) => {
      let thread: SearchThread | null = null;
      const stop = (error: Error) => {
        if (!thread) return reject(error);
        if (thread.stopped) return;
        thread.fail(error);
        onFailure(error);
      };
      worker.once('message', (answer: SearchThreadStarted) => {
        if (!answer.ready) {
          void worker.terminate();
          return reject(fromThread(answer.error));
        }
        thread = new SearchThread(worker, answer.visibility, listingCount, answer.youngGenerationBytes);
        worker.on('message', (heard: SearchAnswer | SearchThreadWarmed) => {
          if ('warmed' in heard) thread!.heardWarmed(heard.warmed);
          else thread!.settle(heard);
        });
        // Held open only while a search waits: an idle engine keeps no process alive.
        worker.unref();
        resolve(thread);
      });
      worker.on('error', stop);
      worker.on('exit', (code) => stop(new Error(`the search thread stopped (exit code ${code})`)));
    });
    started.catch(() => {}); // returned below, or given up for `data`'s rejection
    try {
      const given = await data;
      if (!(given.arrays.buffer instanceof SharedArrayBuffer)) throw new Error('search thread: the arrays must be in shared memory');
      listingCount = given.meta.listingCount;
      worker.postMessage(given);
    } catch (error) {
      void worker.terminate();
      throw error;
    }
    return started;
  }

  search(query: EngineQuery): Promise<EngineResult> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      // Posted first: a query that cannot be sent rejects with nothing left waiting. Its answer comes in a later turn.
      this.worker.postMessage({ id, query });
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve, reject });
    });
  }

  visibilityEpoch(now: number): number {
    return visibilityEpoch(this.visibility, now);
  }

  /** Stops the thread; searches still waiting, and any asked later, fail. */
  async close(): Promise<void> {
    if (!this.stopped) this.fail(new Error('the search thread was closed'));
    await this.worker.terminate();
  }

  private settle(answer: SearchAnswer): void {
    const waiter = this.waiting.get(answer.id);
    if (!waiter) return;
    this.waiting.delete(answer.id);
    if (this.waiting.size === 0) this.worker.unref();
    if (answer.error !== undefined) waiter.reject(fromThread(answer.error));
    else waiter.resolve({ total: answer.total, ordinals: answer.ordinals });
  }

  private fail(error: Error): void {
    this.stopped = error;
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
    this.worker.unref();
  }
}

/**
 * Searches run on the thread that answers requests, for a process that has one
 * core to itself: there, handing each search to another thread costs more (two
 * switches of the core a search, and each thread's caches spoilt by the other's
 * work) than it spares. Filter-only searches, whose plans bound their cost, are
 * answered as asked; text searches take turns (answer-queue.ts). `warmedUp`: the
 * warm-up asked before, if any. None is asked once serving: each of its searches
 * would hold the one event loop every request is answered on.
 */
export function onThisThread(engine: SearchEngine, warmedUp: WarmUp | null = null, turns: Pick<AnswerQueue, 'defer'> = new AnswerQueue()): Searcher {
  return {
    listingCount: engine.listingCount,
    threaded: false,
    warmedUp: Promise.resolve(warmedUp),
    search: (query) => query.q
      ? new Promise((resolve, reject) => turns.defer(() => {
        try {
          resolve(engine.search(query));
        } catch (error) {
          reject(error as Error);
        }
      }))
      : new Promise((resolve) => resolve(engine.search(query))),
    visibilityEpoch: (now) => engine.visibilityEpoch(now),
  };
}
