/**
 * Stage "validate": the second pass over the export. Every record the scan
 * chose is judged public or not (expiry at the build's instant, an enabled
 * city), checked against the rules (rules.ts) and, when it passes, written as
 * its documents (documents.ts) and gathered for the index. A record the scan
 * found unchanged since the previous release is carried instead: not parsed,
 * judged on its expiry alone, its listing taken from there (previous.ts). Every
 * other record is passed over unparsed. Invalid records are reported as
 * `file:line id: field: message`; past the allowed number, the build fails.
 */
import { DateTime } from '../src/schema/common.ts';
import { EDGE_STATIC_HORIZON_HOURS } from '../src/snapshot/layout.ts';
import { isUuid } from '../src/search/ids.ts';
import type { Listing } from '../src/schema/listing.ts';
import { DocumentWriter, type StartedDocument } from './documents.ts';
import { BATCH } from './listing-files.ts';
import { BuildFailure } from './failure.ts';
import type { SearchIndexBuilder } from './index-data.ts';
import type { PreviousRelease } from './previous.ts';
import type { ListingFile } from '../src/snapshot/export-files.ts';
import { formatSource, readListings } from './read.ts';
import type { BuildLog } from './report.ts';
import { validateListing, type Catalogue } from './rules.ts';
import { WrittenListings } from './verify.ts';
import { idOf, type ScanResult } from './scan.ts';

export interface ValidateInput {
  contentDir: string;
  files: ListingFile[];
  scan: ScanResult;
  catalogue: Catalogue;
  stagingDir: string;
  /** The staging folder holds a retired release's listing files, each kept or replaced (publish.ts). */
  recycled: boolean;
  /** The release the output path points to, whose unchanged listings are carried or linked rather than made and written again. */
  previous: PreviousRelease | null;
  index: SearchIndexBuilder;
  now: number;
  maxInvalid: number;
  onProgress?: (done: number, total: number) => void;
}

export interface ValidateResult {
  /** The packed files' hashes and sizes, by snapshot path. */
  packed: Record<string, { sha256: string; bytes: number }>;
  /** Listings whose files this build wrote, with their documents' SHA-256 (the rest are linked from the previous release). */
  fresh: WrittenListings;
  /**
   * The documents' writer, its thread still making the unchanged listings' links: stage
   * "links" waits for them (`settleLinks`), and then its counts and work are final.
   */
  writer: DocumentWriter;
  /** How many listings were carried: their records not even parsed (previous.ts). */
  carried: number;
  /** Listings that expire within the edge's static horizon. */
  expiringSoon: string[];
}

/**
 * Listings started and not yet finished, at most: a few batches, so that the
 * files' thread always has the next batch while this one checks the records
 * after it, and their bytes are a rounding error of the build's memory.
 */
const IN_FLIGHT = 4 * BATCH;

/** The id as a report may print it: the record's own text is never quoted. */
function reportId(value: unknown): string {
  const id = idOf(value);
  return id !== null && isUuid(id) ? id.toLowerCase() : '(invalid id)';
}

export async function validateRecords(input: ValidateInput, log: BuildLog): Promise<ValidateResult> {
  const { counts, errors } = log;
  const { now, previous, scan } = input;
  const records = previous?.records ?? null;
  const writer = new DocumentWriter(input.stagingDir, previous, input.recycled);
  const fresh = new WrittenListings();
  const expiringSoon: string[] = [];
  const horizon = now + EDGE_STATIC_HORIZON_HOURS * 3_600_000;
  // Listings whose files are being written, oldest first: each is finished in the order started,
  // so the packed files, the index and the report come out as from one listing at a time. A
  // listing is made of its record (`listing`) or carried from the previous release (`carried`).
  const inFlight: { listing: Listing | null; carried: number; sourceHash: Buffer | null; started: StartedDocument }[] = [];
  // The oldest is waited for only when the files' thread is behind (once a batch at most);
  // else it is finished at once, with no promise of its own.
  const oldestReady = () => writer.finishable(inFlight[0]!.started);
  const waitForOldest = () => writer.whenFinishable(inFlight[0]!.started);
  const finishOldest = () => {
    const { listing, carried, sourceHash, started } = inFlight.shift()!;
    const stored = writer.finish(started);
    const expiresAt = listing ? (listing.expiresAt === null ? Infinity : Date.parse(listing.expiresAt)) : records!.columns.expiresAt[carried]!;
    if (stored.fresh || expiresAt <= horizon) {
      // A carried listing's id is made a string only when needed (seldom).
      const id = listing ? listing.id : records!.id(carried);
      if (stored.fresh) fresh.add(id, stored.sha256);
      if (expiresAt <= horizon) expiringSoon.push(id);
    }
    if (listing) input.index.add(listing, stored, sourceHash!);
    else input.index.carry(records!, carried, stored);
    counts.public++;
  };
  let done = 0;
  let packed: ValidateResult['packed'];
  try {
    // Records neither to validate nor to carry are passed over unparsed.
    for (const item of readListings(input.contentDir, input.files, { pass: (seq) => !scan.toValidate.has(seq), hash: true })) {
      input.onProgress?.(++done, scan.total);
      if (item.kind === 'passed') {
        const carried = scan.toCarry.get(item.seq);
        if (carried === undefined) continue;
        // Judged as its record would be: only the expiry can differ (same catalogue, same code).
        if (records!.columns.expiresAt[carried]! <= now) { counts.expired++; continue; }
        inFlight.push({ listing: null, carried, sourceHash: null, started: writer.carry(records!, carried) });
      } else {
        if (item.kind !== 'record') continue;
        const value = item.value as Record<string, any>;
        const expiresAt = DateTime.safeParse(value.expiresAt);
        if (expiresAt.success && Date.parse(expiresAt.data) <= now) { counts.expired++; continue; }
        const city = input.catalogue.cities.get(value.content?.location?.cityKey);
        if (city && !city.enabled) { counts.disabledCity++; continue; }
        const result = validateListing(value, input.catalogue);
        if (!result.ok) {
          counts.invalid++;
          const where = `${formatSource(item.source)} ${reportId(value)}`;
          for (const issue of result.issues) errors.push(`${where}: ${issue.path}: ${issue.message}`);
          continue;
        }
        inFlight.push({ listing: result.listing, carried: -1, sourceHash: item.sourceHash!, started: writer.start(result.listing) });
      }
      if (inFlight.length >= IN_FLIGHT) {
        if (!oldestReady()) await waitForOldest();
        finishOldest();
      }
    }
    while (inFlight.length > 0) {
      if (!oldestReady()) await waitForOldest();
      finishOldest();
    }
    if (counts.invalid > input.maxInvalid) {
      throw new BuildFailure(`${counts.invalid} invalid record${counts.invalid === 1 ? '' : 's'} (allowed: ${input.maxInvalid}, see --max-invalid); the published snapshot was left as it was`);
    }
    packed = await writer.digests();
  } catch (error) {
    writer.close();
    throw error;
  }
  return { packed, fresh, writer, carried: writer.carried, expiringSoon };
}
