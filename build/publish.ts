/**
 * Stage "publish": switch the output path to a finished snapshot in one step.
 *
 * The output path (`dist`) is a symbolic link to a folder under `dist.releases/`.
 * A build writes a staging folder there, and when everything is written and
 * verified, renames a fresh link over the old one: rename(2) replaces it
 * atomically, so a reader sees the old snapshot or the new one, never a mix, and
 * a build killed at any moment leaves the old link, and the old snapshot, alone.
 * The previous snapshot is kept (and `previous` points to it) for a rollback.
 *
 * An older release is retired rather than removed on the spot: its packed data
 * goes at once (most of its disk), and the folder is renamed `.retired-<name>`.
 * The next build takes it over as its staging folder (recycles it): its
 * per-listing files, hundreds of thousands of names, mostly hard links to the
 * very files the new release will hold, are kept where they already are the
 * current release's files, and only the others are replaced or removed
 * (listing-files.ts). Linking every unchanged listing into an empty folder and
 * unlinking the retired release's names took a nightly rebuild at a million
 * listings some 2.5 million links and as many unlinks, most of its system time.
 * Retired releases not taken over are removed on another thread while the build
 * reads and validates the export.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { SNAPSHOT_PATHS } from '../src/snapshot/layout.ts';
import { startThread } from '../src/thread/start.ts';
import { BuildFailure } from './failure.ts';

function releasesDirOf(outDir: string): string {
  return `${path.resolve(outDir)}.releases`;
}

const STAGING_PREFIX = '.staging-';
const RETIRED_PREFIX = '.retired-';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A staging folder: empty, or a retired release's listing files to keep or replace (`recycled`). */
export interface Staging {
  dir: string;
  recycled: boolean;
}

/**
 * A new staging folder; staging folders left by builds that died are retired first. The
 * newest retired release that has listing files is taken over, all but its listing files
 * removed; without one the folder is empty.
 */
export function createStaging(outDir: string): Staging {
  const releases = releasesDirOf(outDir);
  mkdirSync(releases, { recursive: true });
  for (const name of readdirSync(releases)) {
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const pid = Number(name.slice(STAGING_PREFIX.length).split('-')[0]);
    // Retired rather than removed here: its listing files may be taken over just below.
    if (!isAlive(pid)) renameSync(path.join(releases, name), path.join(releases, `${RETIRED_PREFIX}${name}`));
  }
  const staging = path.join(releases, `${STAGING_PREFIX}${process.pid}-${Date.now()}`);
  const retired = newestRetiredWithListings(releases);
  if (retired) {
    renameSync(retired, staging);
    removeAllBut(staging, SNAPSHOT_PATHS.listingsDir);
    return { dir: staging, recycled: true };
  }
  mkdirSync(staging);
  return { dir: staging, recycled: false };
}

/**
 * A build that failed gives its staging folder up: removed, or, when it took over a retired
 * release, retired again for the next build (what it replaced there is no less fit to recycle:
 * a name is kept only where it already is the current release's file).
 */
export function discardStaging(staging: Staging): void {
  if (!staging.recycled) return void rmSync(staging.dir, { recursive: true, force: true });
  renameSync(staging.dir, path.join(path.dirname(staging.dir), `${RETIRED_PREFIX}${path.basename(staging.dir)}`));
}

function newestRetiredWithListings(releases: string): string | null {
  let newest: { dir: string; time: number } | null = null;
  for (const name of readdirSync(releases)) {
    if (!name.startsWith(RETIRED_PREFIX)) continue;
    const dir = path.join(releases, name);
    try {
      if (!statSync(path.join(dir, SNAPSHOT_PATHS.listingsDir)).isDirectory()) continue;
      const time = statSync(dir).mtimeMs;
      if (!newest || time > newest.time) newest = { dir, time };
    } catch {
      continue;
    }
  }
  return newest?.dir ?? null;
}

/** Removes everything in `dir` but the folder at `keep` (a relative path) and the folders leading to it. */
function removeAllBut(dir: string, keep: string): void {
  const [first, ...rest] = keep.split('/');
  for (const name of readdirSync(dir)) {
    if (name !== first) rmSync(path.join(dir, name), { recursive: true, force: true });
  }
  if (rest.length > 0) removeAllBut(path.join(dir, first!), rest.join('/'));
}

/** The release folder the output path points to now, or null. */
export function currentRelease(outDir: string): string | null {
  const out = path.resolve(outDir);
  try {
    if (!lstatSync(out).isSymbolicLink()) return null;
  } catch {
    return null;
  }
  return path.resolve(path.dirname(out), readlinkSync(out));
}

/** Points `link` at `target` (relative), atomically replacing whatever link was there. */
function swapLink(link: string, target: string): void {
  const next = `${link}.next-${process.pid}`;
  rmSync(next, { force: true });
  symlinkSync(path.relative(path.dirname(link), target), next);
  renameSync(next, link);
}

/**
 * A real folder at the output path (a first build over an older layout) cannot be
 * swapped atomically: a snapshot there is moved into the releases once, anything
 * else is refused rather than touched.
 */
function adoptExistingFolder(outDir: string, releases: string): string | null {
  const out = path.resolve(outDir);
  let stat;
  try {
    stat = lstatSync(out);
  } catch {
    return null;
  }
  if (stat.isSymbolicLink()) return currentRelease(outDir);
  if (!stat.isDirectory()) throw new BuildFailure(`${outDir} exists and is not a snapshot; move it away or choose another --out`);
  const entries = readdirSync(out);
  if (entries.length === 0) {
    rmSync(out, { recursive: true });
    return null;
  }
  if (!existsSync(path.join(out, SNAPSHOT_PATHS.manifest))) {
    throw new BuildFailure(`${outDir} is a folder that holds no snapshot; move it away or choose another --out`);
  }
  const adopted = path.join(releases, `adopted-${Date.now()}`);
  renameSync(out, adopted);
  return adopted;
}

/** Moves the verified staging folder into place and switches the output path to it. */
export function publish(outDir: string, staging: Staging, releaseName: string): string {
  const releases = releasesDirOf(outDir);
  const previous = adoptExistingFolder(outDir, releases);
  let release = path.join(releases, releaseName);
  if (existsSync(release)) release = `${release}-${Date.now()}`;
  renameSync(staging.dir, release);
  swapLink(path.resolve(outDir), release);
  if (previous && path.resolve(previous) !== release) swapLink(path.join(releases, 'previous'), previous);
  prune(releases, [release, previous]);
  return release;
}

/** Keeps the current and the previous snapshot; older ones are retired (see above). */
function prune(releases: string, keep: (string | null)[]): void {
  const kept = new Set(keep.filter((p): p is string => p !== null).map((p) => path.resolve(p)));
  for (const name of readdirSync(releases)) {
    if (name.startsWith(STAGING_PREFIX) || name.startsWith(RETIRED_PREFIX) || name === 'previous' || name.startsWith('previous.next-')) continue;
    const full = path.join(releases, name);
    if (kept.has(full)) continue;
    rmSync(path.join(full, 'data'), { recursive: true, force: true });
    renameSync(full, path.join(releases, `${RETIRED_PREFIX}${name}`));
  }
}

/**
 * Removes the releases earlier builds retired, on a worker thread: unlinking a
 * release's files is system time a build on two cores can overlap with its own
 * work. Settles once done; what could not be removed is named, and left for the
 * next build to try again.
 */
export function removeRetired(outDir: string): Promise<string | null> {
  const releases = releasesDirOf(outDir);
  let retired: string[];
  try {
    retired = readdirSync(releases).filter((name) => name.startsWith(RETIRED_PREFIX)).map((name) => path.join(releases, name));
  } catch {
    return Promise.resolve(null);
  }
  if (retired.length === 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    const worker = startThread(new URL('./remove-thread.ts', import.meta.url), { workerData: retired });
    let failure: string | null = null;
    worker.once('error', (error: NodeJS.ErrnoException) => { failure = `could not remove the retired releases ${retired.map((r) => path.basename(r)).join(', ')} (${error.code ?? error.message}); the next build tries again`; });
    worker.once('exit', () => resolve(failure));
  });
}

/** Switches the output path back to the previous snapshot (and keeps the one it leaves as the new previous). */
export function rollback(outDir: string): string {
  const releases = releasesDirOf(outDir);
  const previousLink = path.join(releases, 'previous');
  let previous: string;
  try {
    previous = path.resolve(releases, readlinkSync(previousLink));
  } catch {
    throw new BuildFailure(`no previous snapshot to roll back to (${path.basename(releases)}/previous is missing)`);
  }
  if (!existsSync(path.join(previous, SNAPSHOT_PATHS.manifest))) throw new BuildFailure(`the previous snapshot ${previous} is incomplete`);
  const current = currentRelease(outDir);
  swapLink(path.resolve(outDir), previous);
  if (current) swapLink(previousLink, current);
  return previous;
}
