/**
 * Where everything lives in a snapshot: the one place that names its paths.
 *
 * api/v1/…        documents served as they are (by a CDN, or the runtime's routes)
 * data/…          what only the runtime loads: packed documents and search structures
 * manifest.json   format version, build id, counts and the hash of every file
 */
export const SNAPSHOT_PATHS = {
  manifest: 'manifest.json',
  cities: 'api/v1/cities.json',
  categories: 'api/v1/categories.json',
  listingsDir: 'api/v1/ads',
  /** Every listing document, concatenated in ordinal order; `.gz` and `.br` likewise. */
  documents: 'data/documents.bin',
  documentsGzip: 'data/documents.gz.bin',
  documentsBrotli: 'data/documents.br.bin',
  /** All typed arrays of the search structures, 8-byte aligned, described by meta.json. */
  arrays: 'data/arrays.bin',
  meta: 'data/meta.json',
  /** MiniSearch over the vocabulary: prefix and typo-tolerant term lookup. */
  terms: 'data/terms.json',
  /**
   * Read by the next build only, never by the runtime (build/previous.ts): per
   * ordinal, the source hash of the record each listing was made of and its
   * updatedAt, so an unchanged record's listing is taken from this release
   * without parsing it again; reuse.json holds their directory and the key
   * (format, catalogue, the build's code) they are good for.
   */
  reuse: 'data/reuse.bin',
  reuseMeta: 'data/reuse.json',
  /**
   * For an edge that serves the per-listing files (deploy/nginx): an nginx map of the
   * listings that expire within EDGE_STATIC_HORIZON_HOURS of the build, which the edge
   * must send to the runtime (it hides a listing the moment it expires) instead.
   */
  edgeDynamicListings: 'edge/dynamic-listings.map',
} as const;

/** Listings that expire sooner than this after the build are not served as static files (nightly builds, with a day to spare). */
export const EDGE_STATIC_HORIZON_HOURS = 48;

/** The precompressed variants beside a document (`<id>.json.gz`, `.br`), as static servers look for them. */
export const COMPRESSED_SUFFIXES = ['.gz', '.br'] as const;

export function listingDocumentPath(id: string): string {
  return `${SNAPSHOT_PATHS.listingsDir}/${id}.json`;
}
