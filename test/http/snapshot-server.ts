/** One built snapshot of a seeded random export, and the real server on it. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { writeExport } from '../support/fixture.ts';
import { randomListings } from '../support/random-export.ts';
import { build } from '../support/build.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { tempDir } from '../support/temp.ts';
import type { Listing } from '../../src/schema/listing.ts';

export const DAY = 86_400_000;

export interface Served {
  server: RunningServer;
  base: string;
  dist: string;
  /** Every listing the snapshot publishes, read from its documents. */
  listings: Listing[];
}

export async function serveRandomSnapshot(serveArgs: string[] = ['--rate-limit', '0'], count = 400): Promise<Served> {
  const dir = tempDir();
  const around = Date.now();
  writeExport(path.join(dir, 'content'), { listings: { 'a.ndjson': randomListings({ count, seed: 20261122, around }) } });
  const dist = path.join(dir, 'dist');
  // Built "40 days ago": listings that have expired since are in the snapshot, and the runtime must hide them.
  const report = await build(path.join(dir, 'content'), dist, { now: new Date(around - 40 * DAY) });
  if (!report.ok) throw new Error(`fixture build failed: ${report.failure}`);
  const listings = fg.sync('api/v1/ads/*.json', { cwd: dist }).map((file) => JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as Listing);
  const server = await startServer(['--dist', dist, ...serveArgs]);
  return { server, base: server.url, dist, listings };
}
