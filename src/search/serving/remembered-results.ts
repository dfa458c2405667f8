/**
 * Searches asked again are answered from memory: the page and total of each
 * recent search, kept under a key the caller makes of everything that fixes
 * the result.
 *
 * The read API keys a search by its ETag (read-api.ts): the snapshot, the
 * query's canonical link and the visibility epoch of its instant, which changes
 * exactly when a listing or an event can drop out. So a kept result is the one
 * the engine would give again, and a new epoch simply misses. An edge in front
 * answers most repeats for a minute; those that reach a replica anyway (another
 * edge, a minute later, a client that sends no If-None-Match) cost a map lookup
 * here instead of a turn of the search thread. A query asked again while its
 * first search is still running waits for that one rather than running twice.
 *
 * A result is kept from the second time its search is asked lately: behind an
 * edge, most searches reach a replica once, and keeping each would fill the
 * old generation with results never asked for again (seen-once.ts).
 */
import { Remembered } from '../lru.ts';
import type { EngineResult } from '../engine/plan-types.ts';
import { SeenOnce } from '../seen-once.ts';

/** The most the kept results hold, in bytes (their keys included): some twenty thousand pages of 20. */
export const REMEMBERED_RESULTS_BYTES = 8 * 1024 * 1024;

interface Kept {
  result: EngineResult;
  bytes: number;
}

/** What a kept result costs: its key's characters, the result and its page's ordinals, and the map's entry. */
function keptBytes(key: string, result: EngineResult): number {
  return 2 * key.length + 8 * result.ordinals.length + 160;
}

/** Results of searches by key; the results it hands out are shared, never to be changed. */
export class RememberedResults {
  private readonly kept: Remembered<Kept>;
  private readonly running = new Map<string, Promise<EngineResult>>();

  /** `door`: a result is kept only when its search is asked a second time lately (seen-once.ts); null keeps every one. */
  constructor(budget = REMEMBERED_RESULTS_BYTES, door: SeenOnce | null = new SeenOnce()) {
    this.kept = new Remembered<Kept>(budget, (kept) => kept.bytes, door);
  }

  /** How many results are kept. */
  get size(): number {
    return this.kept.size;
  }

  /** What the kept results cost, in bytes (within REMEMBERED_RESULTS_BYTES). */
  get bytes(): number {
    return this.kept.bytes;
  }

  /** The result kept under `key`; else the one `search` is already making for it; else `search`'s, kept once made. */
  of(key: string, search: () => Promise<EngineResult>): Promise<EngineResult> {
    const kept = this.kept.get(key);
    if (kept) return Promise.resolve(kept.result);
    const running = this.running.get(key);
    if (running) return running;
    const searched = search().then(
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
}
