/**
 * Searches asked again are answered from memory: the page and total of each
 * recent search, kept by the query and by what was visible when it ran.
 *
 * A search's result is fixed by the snapshot, the query and which listings are
 * visible at its instant; the visibility epoch (totals.ts) changes exactly when
 * a listing or an event can drop out, the same fact a search's ETag is made of.
 * So a result kept under the query and the epoch is the result the engine would
 * give again, and a new epoch simply misses. An edge in front answers most
 * repeats for a minute; those that reach a replica anyway (another edge, a
 * minute later, a client that sends no If-None-Match) cost a map lookup here
 * instead of a turn of the search thread. A query asked again while its first
 * search is still running waits for that one rather than running twice.
 */
import { Remembered } from './remembered.ts';
import type { Searcher } from './searcher.ts';
import type { EngineQuery, EngineResult } from './query.ts';

/** The most the kept results hold, in bytes (their keys included): some twenty thousand first pages. */
export const REMEMBERED_RESULTS_BYTES = 8 * 1024 * 1024;

interface Kept {
  result: EngineResult;
  bytes: number;
}

/** What a kept result costs: its key's characters, the result and its page's ordinals, and the map's entry. */
function keptBytes(key: string, result: EngineResult): number {
  return 2 * key.length + 8 * result.ordinals.length + 160;
}

/** The query's every field but its instant, which matters only through the epoch put before them. */
function keyOf(query: EngineQuery, epoch: number): string {
  const { now: _, ...fields } = query;
  return `${epoch} ${JSON.stringify(fields)}`;
}

/** A searcher that answers a search asked again from memory; the results it hands out are shared, never to be changed. */
export class RememberedResults implements Searcher {
  private readonly kept: Remembered<Kept>;
  private readonly running = new Map<string, Promise<EngineResult>>();

  constructor(private readonly searcher: Searcher, budget = REMEMBERED_RESULTS_BYTES) {
    this.kept = new Remembered<Kept>(budget, (kept) => kept.bytes);
  }

  get listingCount(): number {
    return this.searcher.listingCount;
  }

  get threaded(): boolean {
    return this.searcher.threaded;
  }

  /** How many results are kept. */
  get size(): number {
    return this.kept.size;
  }

  search(query: EngineQuery): Promise<EngineResult> {
    const key = keyOf(query, this.searcher.visibilityEpoch(query.now));
    const kept = this.kept.get(key);
    if (kept) return Promise.resolve(kept.result);
    const running = this.running.get(key);
    if (running) return running;
    const searched = this.searcher.search(query).then(
      (result) => {
        this.running.delete(key);
        this.kept.set(key, { result, bytes: keptBytes(key, result) });
        return result;
      },
      (error: unknown) => {
        // A failed search is not kept: the next one asks the engine again.
        this.running.delete(key);
        throw error;
      },
    );
    this.running.set(key, searched);
    return searched;
  }

  visibilityEpoch(now: number): number {
    return this.searcher.visibilityEpoch(now);
  }
}
