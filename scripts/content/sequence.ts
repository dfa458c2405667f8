/**
 * The sequence of export records: fresh listings, hidden ones (drafts, pending,
 * rejected, archived, unpublished), and duplicates of recent ids with other
 * `updatedAt`s, counted as they are made so the build's counts are known in advance.
 */
import type { ExportListing } from '../../src/schema/listing.ts';
import type { BuildCounts } from '../../src/schema/manifest.ts';
import { COVERAGE, type Dates, type Era, buildListing, resolveSpec } from './listing.ts';
import { type CityData } from './places.ts';
import { type ExportRecord, type Private, assemble, buildPrivate, halfWrite } from './private-data.ts';
import { Rng } from './rng.ts';
import { type Phrase, p } from './text.ts';
import { HOUR, MINUTE, REF_MS, at, isoIn, isoUtc } from './time.ts';
import { REJECTION_NOTES } from './vocabulary.ts';

/** Every DUPLICATE_PERIOD-th record re-emits an earlier id (~3%). */
export const DUPLICATE_PERIOD = 32;
const HIDDEN_RATE = 0.1;
const RING_SIZE = 64;

type HiddenState = { status: ExportListing['status']; published: boolean };
/** Non-public records cycle through these, so every status shows up even in small samples. */
const HIDDEN_CYCLE: readonly HiddenState[] = [
  { status: 'draft', published: false }, { status: 'pending', published: false },
  { status: 'approved', published: false }, { status: 'rejected', published: false },
  { status: 'archived', published: false }, { status: 'draft', published: false },
  // Stale flags: only approved *and* published counts.
  { status: 'pending', published: true }, { status: 'archived', published: true },
  { status: 'rejected', published: false }, { status: 'approved', published: false },
];

/**
 * How a second copy of an id differs from the first:
 * update / update-close   newer and still public: the copy wins;
 * stale / stale-close     older (written later in the files): the first copy wins;
 * newer-draft / -archived newer and not public: the id must disappear.
 * The "-close" pairs are minutes apart in different offsets, so comparing the
 * strings instead of the instants picks the wrong winner.
 */
type DuplicateVariant = 'update' | 'update-close' | 'stale' | 'stale-close' | 'newer-draft' | 'newer-archived';
const DUPLICATE_CYCLE: readonly DuplicateVariant[] = ['update', 'newer-draft', 'stale', 'update-close', 'newer-archived', 'stale-close'];
const DUPLICATE_WEIGHTS: readonly (readonly [DuplicateVariant, number])[] = [
  ['update', 45], ['stale', 20], ['newer-draft', 12], ['newer-archived', 8], ['update-close', 10], ['stale-close', 5],
];

/** A public record kept for re-emission under the same id. */
interface RingEntry { listing: ExportListing; priv: Private; city: CityData; dates: Dates; era: Era }

/**
 * Produces records one at a time and keeps the counts a build at REFERENCE_DATE
 * should report for them.
 */
export class RecordSource {
  readonly expected: BuildCounts = { read: 0, public: 0, skippedByStatus: 0, expired: 0, disabledCity: 0, invalid: 0, duplicates: 0 };
  readonly byStatus = new Map<string, number>();
  private readonly ring: RingEntry[] = [];
  private coverageIndex = 0;
  private hiddenIndex = 0;
  private duplicateIndex = 0;
  private sequence = 0;
  private coverageArmed = false;

  constructor(private readonly rng: Rng) {}

  /** From now on, public records follow COVERAGE first. */
  armCoverage(): void {
    this.coverageArmed = true;
  }

  next(era: Era): ExportRecord {
    this.sequence++;
    this.expected.read++;
    if (this.sequence % DUPLICATE_PERIOD === 0 && this.ring.length > 0) return this.duplicate();
    if (this.rng.chance(HIDDEN_RATE)) return this.hidden(era);
    return this.public(era);
  }

  private count(status: string, published: boolean): void {
    const key = `${status}${published ? '+published' : ''}`;
    this.byStatus.set(key, (this.byStatus.get(key) ?? 0) + 1);
  }

  private public(era: Era): ExportRecord {
    const request = this.coverageArmed ? COVERAGE[this.coverageIndex] : undefined;
    if (request) this.coverageIndex++;
    const spec = resolveSpec(this.rng, request ?? {});
    const fresh = buildListing(this.rng, spec, era);
    const priv = buildPrivate(this.rng, fresh, spec.city, false, this.sequence);
    this.count('approved', true);
    if (!spec.city.enabled) this.expected.disabledCity++;
    else if (spec.expired) this.expected.expired++;
    else {
      this.expected.public++;
      this.remember({ listing: fresh.listing, priv, city: spec.city, dates: fresh.dates, era });
    }
    return assemble(fresh.listing, priv);
  }

  private hidden(era: Era): ExportRecord {
    const state = at(HIDDEN_CYCLE, this.hiddenIndex++ % HIDDEN_CYCLE.length);
    const spec = resolveSpec(this.rng, {});
    const fresh = buildListing(this.rng, spec, era);
    fresh.listing.status = state.status;
    fresh.listing.published = state.published;
    const priv = buildPrivate(this.rng, fresh, spec.city, true, this.sequence);
    if (state.status === 'rejected') priv.moderation = { notes: this.rng.pick(REJECTION_NOTES), reviewerId: `rev_${this.rng.int(1, 40)}` };
    const record = assemble(fresh.listing, priv);
    if (state.status === 'draft' && this.rng.chance(0.5)) halfWrite(this.rng, record);
    this.count(state.status, state.published);
    this.expected.skippedByStatus++;
    return record;
  }

  /** Bounded memory: a full ring overwrites a random slot. */
  private remember(entry: RingEntry): void {
    if (this.ring.length < RING_SIZE) this.ring.push(entry);
    else this.ring[this.rng.int(0, RING_SIZE - 1)] = entry;
  }

  /** Takes an entry out of the ring (so no id appears more than twice), preferring one that suits the variant. */
  private take(suits: (e: RingEntry) => boolean): RingEntry | undefined {
    const start = this.rng.int(0, this.ring.length - 1);
    for (let i = 0; i < this.ring.length; i++) {
      const index = (start + i) % this.ring.length;
      const entry = this.ring[index];
      if (entry && suits(entry)) {
        this.ring.splice(index, 1);
        return entry;
      }
    }
    return undefined;
  }

  private duplicate(): ExportRecord {
    let variant = this.duplicateIndex < DUPLICATE_CYCLE.length
      ? at(DUPLICATE_CYCLE, this.duplicateIndex)
      : this.rng.weighted(DUPLICATE_WEIGHTS);
    this.duplicateIndex++;
    // The "-close" variants need the original's updatedAt in UTC (update) or in an offset (stale).
    let entry = variant === 'update-close' ? this.take((e) => e.dates.updatedUtc)
      : variant === 'stale-close' ? this.take((e) => !e.dates.updatedUtc)
        // The first duplicate updates a legacy import, so one pair spans legacy.json and NDJSON.
        : this.duplicateIndex === 1 ? this.take((e) => e.era === 'legacy')
          : undefined;
    if (!entry) {
      if (variant === 'update-close') variant = 'update';
      if (variant === 'stale-close') variant = 'stale';
      entry = this.take(() => true);
    }
    if (!entry) throw new Error('duplicate requested with an empty ring');

    const copy = structuredClone(entry.listing);
    const { city, dates } = entry;
    const rng = this.rng;
    this.expected.duplicates++;
    switch (variant) {
      case 'update':
        copy.updatedAt = isoIn(city, Math.min(dates.updatedMs + rng.int(2, 480) * HOUR, REF_MS - MINUTE), dates.updatedUtc);
        copy.content.schemaVersion = '1.1.0';
        reprice(copy, 0.9, p('Update: the price is lower now.', 'Оновлення: ціну знижено.'));
        break;
      case 'update-close':
        // Newer by under three hours, written in the city's offset (at least 4 h behind UTC):
        // its string sorts before the original's "…Z" string.
        copy.updatedAt = isoIn(city, Math.min(dates.updatedMs + rng.int(20, 170) * MINUTE, REF_MS - MINUTE), false);
        reprice(copy, 0.95, p('Update: new contact hours.', 'Оновлення: змінено години для дзвінків.'));
        break;
      case 'stale':
        copy.updatedAt = isoIn(city, rng.instant(dates.createdMs, dates.updatedMs - 30 * MINUTE), rng.chance(0.5));
        reprice(copy, 1.15);
        break;
      case 'stale-close':
        // Older by under three hours but in UTC: its string sorts after the original's offset string.
        copy.updatedAt = isoUtc(Math.max(dates.createdMs, dates.updatedMs - rng.int(20, 170) * MINUTE));
        reprice(copy, 1.1);
        break;
      case 'newer-draft':
      case 'newer-archived':
        copy.updatedAt = isoIn(city, Math.min(dates.updatedMs + rng.int(1, 240) * HOUR, REF_MS - MINUTE), rng.chance(0.5));
        copy.status = variant === 'newer-draft' ? 'draft' : 'archived';
        copy.published = false;
        this.expected.public--;
        this.expected.skippedByStatus++;
        break;
    }
    const priv: Private = { ...entry.priv };
    // Non-public copies always carry moderation data, even when the public original had none.
    if (variant === 'newer-archived') priv.moderation = { notes: 'Owner asked to take the ad down.', reviewerId: `rev_${rng.int(1, 40)}` };
    if (variant === 'newer-draft') priv.internalId ??= `MOD-${new Date(dates.createdMs).getUTCFullYear()}-${String(this.sequence).padStart(7, '0')}`;
    const record = assemble(copy, priv);
    if (variant === 'newer-draft' && rng.chance(0.5)) halfWrite(rng, record);
    this.count(copy.status, copy.published);
    return record;
  }
}

/** Scales whatever amounts a price has (whole units), and optionally notes the change in every language. */
function reprice(listing: ExportListing, factor: number, note?: Phrase): void {
  const price = listing.content.price;
  const scale = (minor: number | undefined): number | undefined =>
    minor === undefined ? undefined : Math.max(0, Math.round((minor * factor) / 100) * 100);
  if (price.amountMinor !== undefined) price.amountMinor = scale(price.amountMinor);
  if (price.minAmountMinor !== undefined && price.maxAmountMinor !== undefined) {
    price.minAmountMinor = scale(price.minAmountMinor);
    price.maxAmountMinor = Math.max(price.minAmountMinor ?? 0, scale(price.maxAmountMinor) ?? 0);
  }
  if (!note) return;
  const { uk, en } = listing.content.translations;
  if (uk) uk.description = `${uk.description} ${note.uk}`;
  if (en) en.description = `${en.description} ${note.en}`;
}
