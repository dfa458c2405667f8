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
 * goes at once (most of its disk), and the folder is renamed `.retired-<name>`;
 * its per-listing files, hundreds of thousands of names, mostly hard links
 * shared with the newer releases, are removed by the next build on another
 * thread while that build reads and validates the export.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { SNAPSHOT_PATHS } from '../src/snapshot/layout.ts';
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

/** A new, empty staging folder; staging folders left by builds that died are removed first. */
export function createStaging(outDir: string): string {
  const releases = releasesDirOf(outDir);
  mkdirSync(releases, { recursive: true });
  for (const name of readdirSync(releases)) {
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const pid = Number(name.slice(STAGING_PREFIX.length).split('-')[0]);
    if (!isAlive(pid)) rmSync(path.join(releases, name), { recursive: true, force: true });
  }
  const staging = path.join(releases, `${STAGING_PREFIX}${process.pid}-${Date.now()}`);
  mkdirSync(staging);
  return staging;
}

export function discardStaging(staging: string): void {
  rmSync(staging, { recursive: true, force: true });
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
export function publish(outDir: string, staging: string, releaseName: string): string {
  const releases = releasesDirOf(outDir);
  const previous = adoptExistingFolder(outDir, releases);
  let release = path.join(releases, releaseName);
  if (existsSync(release)) release = `${release}-${Date.now()}`;
  renameSync(staging, release);
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

/** Plain JavaScript, evaluated in the worker: no loader, no TypeScript. */
const REMOVER_SOURCE = `
const { rmSync } = require('node:fs');
const { workerData } = require('node:worker_threads');
for (const folder of workerData) rmSync(folder, { recursive: true, force: true });
`;

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
    const worker = new Worker(REMOVER_SOURCE, { eval: true, workerData: retired, execArgv: [] });
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
