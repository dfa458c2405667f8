/**
 * The lines a serving process writes about its snapshot beyond the requests':
 * once its documents are in memory, once its compressed variants are offered,
 * once its search engine is warm; the same after every reload.
 */
import { SnapshotError, type Snapshot } from '../snapshot/load.ts';
import type { Logger } from '../log.ts';

/** The snapshot as the start, reload and shutdown lines name it. */
export function describeSnapshot(snapshot: Snapshot) {
  const { buildId, builtAt, counts } = snapshot.manifest;
  const exportId = snapshot.manifest.export?.id;
  return { build: buildId, builtAt, counts, listings: snapshot.meta.listingCount, ...(exportId ? { export: { id: exportId } } : {}) };
}

/** Every line a newly served snapshot will write once it is ready, or why it is not. */
export function announceWhenReady(log: Logger, snapshot: Snapshot): void {
  logWhenCompressedOffered(log, snapshot);
  logWhenWarmed(log, snapshot);
  logWhenSearchesWarmed(log, snapshot);
}

/** One line once a snapshot's documents are verified and all in memory (searches no longer read them from the file), or why not. */
function logWhenWarmed(log: Logger, snapshot: Snapshot): void {
  const started = performance.now();
  const build = snapshot.manifest.buildId;
  snapshot.warmed.then(
    (held) => log.info({ event: 'documents-in-memory', build, ms: Math.round(performance.now() - started), heldBytes: held, bytes: snapshot.listings.identity.bytes }, 'listing documents read into memory, as many as --documents-memory holds'),
    (error: unknown) => {
      const reason = (error as Error).message;
      if (error instanceof SnapshotError) log.error({ event: 'documents-not-verified', build, reason }, 'listing documents do not match the manifest; each is checked as it is read, and one that does not match is not sent');
      else log.warn({ event: 'documents-on-disk', build, reason }, 'listing documents could not be read into memory; they are read from the file');
    },
  );
}

/** One line once the search engine has asked its warm-up's searches: before serving after a reload, in turns no user's search takes after a start. */
function logWhenSearchesWarmed(log: Logger, snapshot: Snapshot): void {
  const build = snapshot.manifest.buildId;
  void snapshot.searcher.warmedUp.then((warmUp) => {
    if (warmUp) log.info({ event: 'searches-warmed', build, ...warmUp }, 'the search engine asked its warm-up searches');
  });
}

/**
 * At start-up the compressed variants are verified while the snapshot is served
 * already (listings go out uncompressed till then): one line once they are
 * offered, or an error if they never will be.
 */
function logWhenCompressedOffered(log: Logger, snapshot: Snapshot): void {
  const started = performance.now();
  const build = snapshot.manifest.buildId;
  snapshot.compressed.then(
    () => log.info({ event: 'compressed-offered', build, ms: Math.round(performance.now() - started) }, 'compressed variants verified and offered'),
    (error: unknown) => log.error({ event: 'compressed-not-offered', build, reason: (error as Error).message }, 'compressed variants not offered; listings go out uncompressed'),
  );
}
