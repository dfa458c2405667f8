/** One built snapshot of a seeded random export, and the service on it. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { writeExport } from './fixture.ts';
import { randomListings } from './random-export.ts';
import { build } from './build.ts';
import { serveInProcess, type ServiceSettings } from './in-process.ts';
import { tempDir } from './temp.ts';
import type { Listing } from '../../src/schema/listing.ts';

export const DAY = 86_400_000;

export interface RandomSnapshot {
  dist: string;
  /** Every listing the snapshot publishes, read from its documents. */
  listings: Listing[];
}

export interface Served extends RandomSnapshot {
  base: string;
}

export async function buildRandomSnapshot(count = 400): Promise<RandomSnapshot> {
  const dir = tempDir();
  const around = Date.now();
  // Written in descending id order: a build that broke a tie (equal update times, equal prices) by
  // arrival rather than by id would show it.
  const records = randomListings({ count, seed: 20261122, around }).reverse();
  writeExport(path.join(dir, 'content'), { listings: { 'a.ndjson': records } });
  const dist = path.join(dir, 'dist');
  // Built "40 days ago": listings that have expired since are in the snapshot, and the runtime must hide them.
  const report = await build(path.join(dir, 'content'), dist, { now: new Date(around - 40 * DAY) });
  if (!report.ok) throw new Error(`fixture build failed: ${report.failure}`);
  const listings = fg.sync('api/v1/ads/*.json', { cwd: dist }).map((file) => JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as Listing);
  return { dist, listings };
}

/** A random snapshot served in this process (the budget off unless given). */
export async function serveRandomSnapshot(settings: ServiceSettings = {}, count = 400): Promise<Served> {
  const snapshot = await buildRandomSnapshot(count);
  return { ...snapshot, base: await serveInProcess(snapshot.dist, settings) };
}
