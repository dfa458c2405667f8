/**
 * Totals: every total a search gives that is not counted while its matches
 * are read — from the counts over cells, bands and blocks, from the expiry and
 * event-end times in order, or from a word's listings' expiry times. (A walk
 * without counts, a text search by any other way, and a gathered list count
 * their matches as they read them, in execute.ts.)
 */
import type { SearchArrays } from '../model.ts';
import { hasBit, setIfClear } from '../bitset.ts';
import { NONE, type Filter } from './plan-types.ts';
import type { TermFrequencies } from './relevance.ts';
import { indexOfSorted, lowerBound, upperBound } from '../sorted.ts';
import type { EngineTables } from './tables.ts';
import type { TermMatch } from '../text/vocabulary.ts';
import type { Scratch } from './text-match.ts';
import { Remembered } from '../lru.ts';

/** The times visibility changes at: every listing's expiry and every event's end, ascending. */
export interface VisibilityTimes {
  expiriesSorted: Float64Array;
  eventEndsSorted: Float64Array;
}

/**
 * A number that changes whenever what a search can see changes: the listings
 * expired plus the events ended by `now`. Both only grow as time passes, so
 * their sum grows whenever either does. Searches' ETags are made of it.
 */
export function visibilityEpoch({ expiriesSorted, eventEndsSorted }: VisibilityTimes, now: number): number {
  // An event stops being upcoming once its end is behind `now` (end < now), one instant after an expiry would.
  return upperBound(expiriesSorted, now) + lowerBound(eventEndsSorted, now);
}

/** What the remembered totals of words (`Totals.oneWord`) hold at most: some twenty thousand words. */
export const REMEMBERED_WORD_TOTALS_BYTES = 2 * 1024 * 1024;

export class Totals {
  /** The totals of the words counted lately (`oneWord`), by their matches' terms, with the visibility they were counted at. */
  private readonly oneWordTotals = new Remembered<{ epoch: number; total: number }>(REMEMBERED_WORD_TOTALS_BYTES, (_, key) => 96 + 2 * key.length);

  constructor(
    private readonly n: number,
    private readonly columns: SearchArrays,
    private readonly tables: EngineTables,
    private readonly frequencies: TermFrequencies,
    private readonly scratch: Scratch,
  ) {}

  /** How many listings a filter-only search finds, from the counts; null when they cannot say (then it is walked, counting). */
  ofFilter(filter: Filter, now: number): number | null {
    const { visibleCounts, upcomingCounts, priceCounts, upcomingPriceCounts } = this.tables;
    if (!filter.hasPrice) return (filter.upcoming ? upcomingCounts : visibleCounts)?.count(filter, now) ?? null;
    const prices = filter.upcoming ? upcomingPriceCounts : priceCounts;
    if (filter.currency === NONE || !prices || filter.min > filter.max) return null;
    return prices[filter.currency]!.count(filter, filter.min, filter.max, now);
  }

  /** How many listings are visible at `now`: those that have not expired. */
  visible(now: number): number {
    return this.n - this.expiredBy(now);
  }

  /** A number that changes whenever what a search can see changes (see `visibilityEpoch`). */
  visibilityEpoch(now: number): number {
    return visibilityEpoch(this.tables, now);
  }

  /** How many listings have expired by `now`. */
  private expiredBy(now: number): number {
    return upperBound(this.tables.expiriesSorted, now);
  }

  /**
   * How many listings hold a word (through any of its matches) and are visible
   * at `now` (`countOneWord`). A word is asked again by its other pages and by
   * the other searches it is the one word of: its total is counted once while
   * the same listings are visible, and remembered by its matches' terms.
   */
  oneWord(matches: TermMatch[], now: number): number {
    const epoch = this.visibilityEpoch(now);
    let key = '';
    for (const { termId } of matches) key += `${termId},`;
    const known = this.oneWordTotals.get(key);
    if (known !== undefined && known.epoch === epoch) return known.total;
    const total = this.countOneWord(matches, now);
    this.oneWordTotals.set(key, { epoch, total });
    return total;
  }

  /**
   * How many listings a word's matches hold, less those of them expired by
   * `now`, counted. One match holds as many as its postings, and its expired
   * ones are looked up in them, while the expired are fewer; several are
   * marked, a bit a listing, and the expired looked up among the bits. Where
   * the expired are many, or a listing has no expiry time (never visible, in no
   * order by time), every posting's expiry is read instead.
   */
  private countOneWord(matches: TermMatch[], now: number): number {
    const { termOffsets, termPostings, expiresAt, expiresAtOrder } = this.columns;
    const expired = upperBound(this.tables.expiriesSorted, now);
    const timed = this.tables.expiriesSorted.length === this.n;
    const volume = this.frequencies.volume(matches);
    if (matches.length === 1 && timed) {
      const from = termOffsets[matches[0]!.termId]!, to = termOffsets[matches[0]!.termId + 1]!;
      if (expired * Math.log2(volume + 2) < volume) {
        let gone = 0;
        for (let k = 0; k < expired; k++) if (indexOfSorted(termPostings, expiresAtOrder[k]!, from, to) >= 0) gone++;
        return volume - gone;
      }
    }
    this.scratch.prepare();
    const taken = this.scratch.holding!;
    taken.fill(0);
    const readEach = !timed || expired > volume / 4;
    let held = 0, visible = 0;
    for (const match of matches) {
      for (let p = termOffsets[match.termId]!, to = termOffsets[match.termId + 1]!; p < to; p++) {
        const o = termPostings[p]!;
        if (!setIfClear(taken, o)) continue;
        held++;
        if (readEach && expiresAt[o]! > now) visible++;
      }
    }
    if (readEach) return visible;
    for (let k = 0; k < expired; k++) {
      const o = expiresAtOrder[k]!;
      if (hasBit(taken, o)) held--;
    }
    return held;
  }
}
