/**
 * Stage "scan": one pass over the export reading only each record's envelope
 * (id, status, published, updatedAt), to settle duplicate ids before anything
 * is validated. The result is the set of records (by their place in the
 * export) that stage "validate" looks at, and of those the ones it carries from
 * the previous release unread: a record whose very text a listing of that
 * release was made of is not even parsed here (its envelope is the listing's).
 */
import { ListingEnvelope } from '../src/schema/listing.ts';
import { isUuid } from '../src/search/ids.ts';
import type { ListingFile } from '../src/snapshot/export-files.ts';
import { formatSource, readListings, type RecordSource } from './read.ts';
import type { PreviousRecords } from './previous.ts';
import type { BuildLog } from './report.ts';

/** What a listing's records are gathered under (see scanEnvelopes). */
type IdKey = string | number;

interface Sighting {
  seq: number;
  updatedAt: number;
  isPublic: boolean;
  source: RecordSource;
  /** The previous release's ordinal of the listing made of this very record text, or -1. */
  previous: number;
}

export interface ScanResult {
  /** Records to validate, by their sequence number in the export. */
  toValidate: Set<number>;
  /** Records to carry from the previous release unread (previous.ts): sequence number → previous ordinal. */
  toCarry: Map<number, number>;
  /** Records read, for the progress of the next pass. */
  total: number;
}

export function idOf(value: unknown): string | null {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
}

/**
 * `previous`: the previous release's records, when they may be carried. A record
 * whose text one of them was made of is not parsed: its envelope is the
 * listing's (public, its id and updatedAt).
 */
export function scanEnvelopes(contentDir: string, files: ListingFile[], log: BuildLog, previous: PreviousRecords | null = null): ScanResult {
  const { counts, errors } = log;
  // Records are gathered by id: in a rebuild, the previous release's ordinal for an id it had (a
  // record carried unparsed is not given an id string at all; at a million, that was a second),
  // else the lower-case id.
  const winners = new Map<IdKey, Sighting>();
  const sightings = new Map<IdKey, Sighting[]>();
  const keyOf = (id: string): IdKey => {
    const ordinal = previous ? previous.ordinalOf(id) : -1;
    return ordinal >= 0 ? ordinal : id;
  };
  const idOfKey = (key: IdKey) => (typeof key === 'number' ? previous!.id(key) : key);
  const toValidate = new Set<number>();
  const toCarry = new Map<number, number>();
  let total = 0;
  const sighted = (key: IdKey, candidate: Sighting) => {
    const held = winners.get(key);
    if (held) {
      counts.duplicates++;
      const list = sightings.get(key) ?? [held];
      list.push(candidate);
      sightings.set(key, list);
      // The latest updatedAt wins; on a tie, the later record in file order.
      if (candidate.updatedAt >= held.updatedAt) winners.set(key, candidate);
    } else {
      winners.set(key, candidate);
    }
  };
  const known = previous ? (hash: Buffer) => previous.find(hash) : undefined;
  for (const item of readListings(contentDir, files, { known })) {
    total++;
    counts.read++;
    if (item.kind === 'known') {
      const ordinal = item.previous;
      sighted(ordinal, { seq: item.seq, updatedAt: previous!.updatedAt[ordinal]!, isPublic: true, source: item.source, previous: ordinal });
      continue;
    }
    if (item.kind === 'passed') continue;
    if (item.kind === 'broken') {
      counts.invalid++;
      errors.push(`${formatSource(item.source)}: ${item.message}`);
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null || Array.isArray(item.value)) {
      counts.invalid++;
      errors.push(`${formatSource(item.source)}: not a listing record: a JSON ${describeValueKind(item.value)}, not an object`);
      continue;
    }
    const envelope = ListingEnvelope.safeParse(item.value);
    const value = item.value as Record<string, unknown>;
    const isPublic = value.status === 'approved' && value.published === true;
    const id = idOf(value);
    if (!envelope.success || id === null || !isUuid(id)) {
      // Without a sound envelope a record cannot take part in duplicates: if it claims to be public,
      // full validation will say what is wrong; if not, it is skipped like any unpublished record.
      if (isPublic) toValidate.add(item.seq);
      else counts.skippedByStatus++;
      continue;
    }
    sighted(keyOf(id.toLowerCase()), { seq: item.seq, updatedAt: Date.parse(envelope.data.updatedAt), isPublic, source: item.source, previous: -1 });
  }
  for (const winner of winners.values()) {
    if (!winner.isPublic) counts.skippedByStatus++;
    else if (winner.previous >= 0) toCarry.set(winner.seq, winner.previous);
    else toValidate.add(winner.seq);
  }
  log.warnings.push(...duplicateWarnings(winners, sightings, idOfKey));
  return { toValidate, toCarry, total };
}

/** One warning per losing record, in file order. */
function duplicateWarnings(winners: Map<IdKey, Sighting>, sightings: Map<IdKey, Sighting[]>, idOfKey: (key: IdKey) => string): string[] {
  const losers: { seq: number; line: string }[] = [];
  for (const [key, seen] of sightings) {
    const winner = winners.get(key)!;
    const id = idOfKey(key);
    for (const record of seen) {
      if (record === winner) continue;
      losers.push({ seq: record.seq, line: `${formatSource(record.source)} ${id}: duplicate id, superseded by ${formatSource(winner.source)}${winner.isPublic ? '' : ' (not public: nothing of this id is published)'}` });
    }
  }
  return losers.sort((a, b) => a.seq - b.seq).map((l) => l.line);
}

function describeValueKind(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}
