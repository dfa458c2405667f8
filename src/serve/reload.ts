/**
 * A reload: load the snapshot --dist points to now (a new build, a rollback) while
 * the old one goes on answering, and serve it from the next request on. One at a
 * time (a signal during a reload asks for one more after it); a snapshot that does
 * not verify is not taken, and the process goes on serving the one it has.
 */
import { watch } from 'node:fs';
import path from 'node:path';
import { loadSnapshot, SnapshotError, type LoadOptions, type Snapshot } from '../snapshot/load.ts';
import { flushLog, type Logger } from '../log.ts';
import { SERVER_LIMITS } from '../http/server.ts';
import { announceWhenReady, describeSnapshot } from './announce.ts';

export interface Reloading {
  dist: string;
  load: LoadOptions;
  log: Logger;
  /** The snapshot served now. */
  current: () => Snapshot;
  /** Serves `next` from the next request on. */
  serve: (next: Snapshot) => void;
  /** Told of each reload's outcome. */
  outcome?: (outcome: 'success' | 'refused') => void;
}

/** How long a replaced snapshot keeps its files open: longer than any request may take. */
const RETIRED_SNAPSHOT_GRACE_MS = 2 * SERVER_LIMITS.requestTimeoutMs;
/** A build switches the link once; a rollback once; editors and copies may touch a folder many times: wait for quiet. */
const WATCH_SETTLE_MS = 300;

export function reloader(reloading: Reloading): (cause: string) => Promise<void> {
  const { dist, log } = reloading;
  let running: Promise<void> | null = null;
  let again = false;

  async function once(cause: string): Promise<void> {
    const started = performance.now();
    try {
      const next = await loadSnapshot(dist, { ...reloading.load, warmSearches: true });
      // The old snapshot goes on answering meanwhile, so a new one is taken only once wholly verified.
      await next.verified.catch((error: unknown) => {
        next.close();
        throw error;
      });
      const previous = reloading.current();
      reloading.serve(next);
      // Requests that started on the old snapshot may still read its files; none outlives the request timeout.
      setTimeout(() => previous.close(), RETIRED_SNAPSHOT_GRACE_MS).unref();
      log.info({ event: 'reload', cause, loadMs: Math.round(performance.now() - started), phasesMs: next.loadPhasesMs, previous: previous.manifest.buildId, ...describeSnapshot(next) }, `reloaded: serving build ${next.manifest.buildId}`);
      flushLog(log);
      reloading.outcome?.('success');
      announceWhenReady(log, next);
    } catch (error) {
      const reason = (error as Error).message;
      const current = reloading.current().manifest.buildId;
      log.error({ event: 'reload-refused', cause, build: current, reason, ...(error instanceof SnapshotError ? {} : { err: error }) }, `reload refused, still serving build ${current}`);
      flushLog(log);
      reloading.outcome?.('refused');
    }
  }

  const reload = (cause: string): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = once(cause).finally(() => {
      running = null;
      if (again) {
        again = false;
        void reload(cause);
      }
    });
    return running;
  };
  return reload;
}

/** Calls `changed` when the path's link (or folder) is replaced: the build publishes by renaming a new link over it. */
export function watchSnapshot(dist: string, changed: () => void): void {
  let timer: NodeJS.Timeout | null = null;
  const name = path.basename(dist);
  watch(path.dirname(dist), (_event, file) => {
    if (file !== null && file !== name) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(changed, WATCH_SETTLE_MS);
  }).unref();
}
