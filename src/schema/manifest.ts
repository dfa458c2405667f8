import { z } from 'zod';

/**
 * Bumped whenever the snapshot layout changes; the runtime refuses any other.
 * 2: listing files carry modification times made from their content (their ETags are the
 * static-file form an edge sends), and edge/dynamic-listings.map.
 * 3: the vocabulary with every key a term is reached by (missing-key spelling, stem, Latin
 * key, skeleton) and title word positions in the postings, for bilingual search.
 * 5: the vocabulary with its terms' dictionary words and Ukrainian/Russian spelling key,
 * and the word forms of those dictionary words (data/terms.json's `forms`).
 * 7: impact order by title class (the title is the word, begins with it, holds it, not),
 * then weight (search/engine/impact.ts).
 * 9: the dictionaries' words as a Bloom filter (`dictionaryWords` of the arrays).
 * 10: the English dictionary's words as another Bloom filter.
 * 11: that filter holds the Ukrainian and Russian dictionaries' entries too (`wholeWords`).
 */
export const SNAPSHOT_FORMAT_VERSION = 11;

const FileEntry = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.int().min(0) });

export const BuildCounts = z.object({
  read: z.int().describe('records read (array items and NDJSON lines, broken lines included)'),
  public: z.int().describe('listings published in this snapshot'),
  skippedByStatus: z.int().describe('winning records not approved and published'),
  expired: z.int().describe('approved, published records whose expiresAt had passed at build time'),
  disabledCity: z.int().describe('approved, published records in a disabled city'),
  invalid: z.int().describe('public records that failed validation, and lines that are not JSON'),
  duplicates: z.int().describe('records that lost to a newer record with the same id'),
});
export type BuildCounts = z.infer<typeof BuildCounts>;

export const Manifest = z.object({
  formatVersion: z.int(),
  buildId: z.string(),
  builtAt: z.string(),
  counts: BuildCounts,
  /** Every file of the snapshot but the per-listing documents, by path relative to the snapshot. */
  files: z.record(z.string(), FileEntry),
  /** The per-listing documents: their count and one digest over their ids and hashes (id order). */
  listingDocuments: z.object({ count: z.int(), digest: z.string() }),
  /** The export it was built from (src/snapshot/export-id.ts): `npm start` rebuilds when the export's content differs. */
  export: z.object({ id: z.string(), files: z.int(), bytes: z.int(), sizes: z.string(), sha256: z.string() }).optional(),
});
export type Manifest = z.infer<typeof Manifest>;
