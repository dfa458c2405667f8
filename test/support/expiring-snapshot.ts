/**
 * A snapshot of three listings in which time changes what a search finds: one
 * listing expires ten hours after the build, and an event ends ten hours later.
 */
import path from 'node:path';
import { loadSnapshot, type Snapshot } from '../../src/snapshot/load.ts';
import { build, FIXED_NOW } from './build.ts';
import { record, writeExport } from './fixture.ts';
import { tempDir } from './temp.ts';

export const HOUR = 3_600_000;
/** When the snapshot was built. */
export const built = FIXED_NOW.getTime();
/** When its second listing expires. */
export const expiry = built + 10 * HOUR;
/** When its event, the third listing, ends. */
export const eventEnd = built + 20 * HOUR;

export async function expiringSnapshot(): Promise<Snapshot> {
  const dir = tempDir();
  writeExport(path.join(dir, 'content'), { listings: { 'a.ndjson': [
    record(1),
    record(2, { expiresAt: new Date(expiry).toISOString() }),
    record(3, {}, { kind: 'event', categorySlug: 'events', attributes: { startsAt: new Date(eventEnd - HOUR).toISOString(), endsAt: new Date(eventEnd).toISOString() } }),
  ] } });
  const report = await build(path.join(dir, 'content'), path.join(dir, 'dist'));
  if (!report.ok) throw new Error('the expiring snapshot did not build');
  return loadSnapshot(path.join(dir, 'dist'));
}
