/**
 * A posting as the build gathers it: one number, listing · 65536 + weight · 256
 * + title positions (exact up to 2^37 listings), so a term's postings take no
 * object each and sort as plain numbers, by listing. The runtime reads a
 * posting as three arrays instead (`termPostings`, `termWeights`,
 * `termTitlePositions`; src/search/titles.ts packs the last).
 */

/** A posting of `listing` (an arrival, or an ordinal) with its weight and title positions. */
export function packPosting(listing: number, weight: number, titlePositions: number): number {
  return listing * 65536 + weight * 256 + titlePositions;
}

export function postingListing(posting: number): number {
  return Math.floor(posting / 65536);
}

export function postingWeight(posting: number): number {
  return Math.floor(posting / 256) % 256;
}

export function postingTitlePositions(posting: number): number {
  return posting % 256;
}

/** The same posting of another listing number (an arrival renumbered as its ordinal). */
export function withListing(posting: number, listing: number): number {
  return listing * 65536 + (posting % 65536);
}
