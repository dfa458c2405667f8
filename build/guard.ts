/**
 * The publish guards: a build that would publish far fewer listings, cities or
 * categories than the live snapshot is refused before anything is switched.
 *
 * A nightly export cut short (a failed dump, a half-copied folder, a filter gone
 * wrong) validates cleanly and would otherwise replace the whole public API with
 * its remains while nobody watches. Listings shrink a little from night to night
 * as they expire; a tenth gone in one night is not what a healthy export does, so
 * fewer than LISTINGS_SHARE of the live count is refused. Cities and categories are
 * edited by hand and rarely, and a real cleanup may drop several at once: only a
 * list that loses most of its entries (below CATALOGUE_SHARE) is refused. Zero is
 * refused always, first build included: an empty API is never what a routine run means.
 * `--allow-shrink` (ALLOW_SHRINK) lets a drop that is meant through.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SNAPSHOT_PATHS } from '../src/snapshot/layout.ts';
import { BuildFailure } from './failure.ts';

/** A build must publish at least this share of the live snapshot's listings. */
export const LISTINGS_SHARE = 0.9;
/** And at least this share of its cities, and of its categories. */
export const CATALOGUE_SHARE = 0.5;

/** What the live snapshot publishes; a list it does not have (or that cannot be read) is null. */
export interface LiveCounts {
  listings: number | null;
  cities: number | null;
  categories: number | null;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function total(value: unknown): number | null {
  const n = (value as { total?: unknown } | null)?.total;
  return typeof n === 'number' ? n : null;
}

/**
 * The counts of the snapshot the output path serves now (a link, or a folder of an
 * older layout), or null for a first build. A live snapshot that cannot be read is
 * taken as none: a damaged snapshot must not stand in the way of its replacement.
 */
export function liveCounts(outDir: string): LiveCounts | null {
  const dir = path.resolve(outDir);
  const manifest = readJson(path.join(dir, SNAPSHOT_PATHS.manifest)) as { counts?: { public?: unknown } } | null;
  const listings = manifest?.counts?.public;
  if (typeof listings !== 'number') return null;
  return {
    listings,
    cities: total(readJson(path.join(dir, SNAPSHOT_PATHS.cities))),
    categories: total(readJson(path.join(dir, SNAPSHOT_PATHS.categories))),
  };
}

/**
 * A build the guards refused: an export that looks cut short, not one that is broken.
 * Its own kind so the build's figures can say so (`listings_build_publish_refused`,
 * metrics-file.ts): the fix is to look at the export, or to let the drop through.
 */
export class PublishRefused extends BuildFailure {
  override name = 'PublishRefused';
}

const OVERRIDE = 'if the drop is meant, build again with --allow-shrink (or ALLOW_SHRINK=1)';
const LEFT = 'the published snapshot was left as it was';

function check([one, many]: [string, string], cause: string, next: number, live: number | null, share: number): void {
  const what = next === 1 ? one : many;
  if (next === 0) {
    const before = live === null ? 'this is the first build' : `the live snapshot publishes ${live}`;
    throw new PublishRefused(`this build would publish no ${what} (${before}); ${LEFT}. ${cause}: check the export; ${OVERRIDE}`);
  }
  if (live === null || next >= live * share) return;
  throw new PublishRefused(`this build would publish ${next} ${what}, fewer than ${Math.round(share * 100)}% of the ${live} the live snapshot publishes; ${LEFT}. ${cause}: check the export; ${OVERRIDE}`);
}

/** The city and category lists, as this build would publish them (enabled cities only), against the live ones. */
export function guardCatalogue(live: LiveCounts | null, cities: number, categories: number): void {
  check(['city', 'cities'], 'An export whose cities.json is cut short, or whose cities were disabled by mistake, is the likely cause', cities, live?.cities ?? null, CATALOGUE_SHARE);
  check(['category', 'categories'], 'An export whose categories.json is cut short is the likely cause', categories, live?.categories ?? null, CATALOGUE_SHARE);
}

/** The public listings this build would publish, against the live snapshot's. */
export function guardListings(live: LiveCounts | null, listings: number): void {
  check(['listing', 'listings'], 'An export cut short (a failed or half-copied dump, a missing listings file) is the likely cause', listings, live?.listings ?? null, LISTINGS_SHARE);
}
