/**
 * The load's second phase: the search engine over the snapshot's arrays. On a
 * search thread (searcher.ts says why), started before the snapshot is read so
 * that it loads meanwhile and sent the snapshot once read; or made on this
 * thread a step at a time, so that a server reloading goes on answering.
 */
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { SearchEngine } from '../search/engine.ts';
import type { SearchArrays, SearchMeta } from '../search/model.ts';
import { onThisThread, SearchThread, type Searcher } from '../search/serving/searcher.ts';
import type { SearchThreadData } from '../search/serving/search-thread.ts';
import { Vocabulary } from '../search/text/vocabulary.ts';

export interface EngineOptions {
  /** Whether searches run on a thread of their own; by default when this process may use more than one core. */
  searchThread?: boolean;
  /** Hears of a search thread that stops later without being closed (by default this throws). */
  onSearchFailure?: (error: Error) => void;
}

function searchThreadFailed(error: Error): never {
  throw error;
}

export class EngineStart {
  private send: (data: SearchThreadData) => void = () => {};
  private refuse: (error: unknown) => void = () => {};
  private readonly starting: Promise<SearchThread> | null;
  /** The thread, once its engine is made: closed with the snapshot. */
  private thread: SearchThread | null = null;

  /** Starts the search thread at once, if searches run on one; it is sent the snapshot once read (or stopped, should the snapshot be refused first). */
  constructor(options: EngineOptions) {
    const data = new Promise<SearchThreadData>((resolve, reject) => {
      this.send = resolve;
      this.refuse = reject;
    });
    data.catch(() => {}); // the thread stops on it; the load reports the refusal
    this.starting = options.searchThread ?? availableParallelism() > 1
      ? SearchThread.start(data, options.onSearchFailure ?? searchThreadFailed)
      : null;
    this.starting?.catch(() => {}); // awaited by searcher(), unless the load is refused first
  }

  /** Sends the search thread, if there is one, the snapshot as read: it makes the engine's tables while this thread goes on. */
  begin(data: SearchThreadData): void {
    if (this.starting) this.send(data);
  }

  /** The searcher once the engine's tables are made: the thread's, or an engine's made here (and asked the warm-up's searches if `warm`). */
  async searcher(arrays: SearchArrays, meta: SearchMeta, terms: string, warm: boolean): Promise<Searcher> {
    if (this.starting) {
      this.thread = await this.starting;
      return this.thread;
    }
    const engine = await SearchEngine.prepare(arrays, meta, Vocabulary.fromJSON(terms));
    return onThisThread(engine, warm ? await engine.warmUp(Date.now(), nextTurn) : null);
  }

  /** The snapshot was refused: a thread not yet sent it stops with `cause`. */
  refused(cause: unknown): void {
    this.refuse(cause);
  }

  close(): void {
    void this.thread?.close();
  }
}
