/**
 * Totals: every total a search gives that is not counted while its matches
 * are read — from the counts over cells, bands and blocks, from the expiry and
 * event-end times in order, or from a word's listings' expiry times. (A walk
 * without counts, a text search by any other way, and a gathered list count
 * their matches as they read them, in execute.ts.)
 */
import type { SearchArrays } from './model.ts';
import { NONE, type Filter } from './query.ts';
import type { TermFrequencies } from './relevance.ts';
import { Remembered } from './remembered.ts';
import { lowerBound, upperBound } from './sorted.ts';
import type { EngineTables } from './tables.ts';
import type { TermMatch } from './terms.ts';
import type { Scratch } from './text.ts';

/** Expiry times kept for the one-word searches asked most lately, at most (8 bytes each). */
const WORD_EXPIRIES_BUDGET = 2_000_000;
/** The same budget in bytes. */
export const WORD_EXPIRIES_BYTES = WORD_EXPIRIES_BUDGET * Float64Array.BYTES_PER_ELEMENT;

export class Totals {
  /** Of the one-word searches asked most lately, their listings' expiry times, ascending: their totals at any instant. */
  private readonly wordExpiries = new Remembered<Float64Array>(WORD_EXPIRIES_BUDGET, (expiries) => expiries.length);

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

  /**
   * A number that changes whenever what a search can see changes: the listings
   * expired plus the events ended by `now`. Both only grow as time passes, so
   * their sum grows whenever either does. Searches' ETags are made of it.
   */
  visibilityEpoch(now: number): number {
    // An event stops being upcoming once its end is behind `now` (end < now), one instant after an expiry would.
    return this.expiredBy(now) + lowerBound(this.tables.eventEndsSorted, now);
  }

  /** How many listings have expired by `now`. */
  private expiredBy(now: number): number {
    return upperBound(this.tables.expiriesSorted, now);
  }

  /**
   * How many listings hold a word (through any of its matches) and are visible
   * at `now`: from their expiry times when remembered (a binary search), else
   * counted over the postings, each listing once; the expiry times are then
   * remembered if `mayRemember` (a sort: a search makes at most one).
   */
  oneWord(matches: TermMatch[], visible: (o: number) => boolean, now: number, mayRemember: boolean): number {
    const key = matches.map((match) => match.termId).join(' ');
    const remembered = this.wordExpiries.get(key);
    if (remembered) return remembered.length - upperBound(remembered, now);
    this.scratch.prepare();
    const taken = this.scratch.holding!;
    taken.fill(0);
    const deduplicating = matches.length > 1;
    const { termOffsets, termPostings, expiresAt } = this.columns;
    const expiries = mayRemember ? new Float64Array(matches.reduce((sum, match) => sum + this.frequencies.df(match.termId), 0)) : null;
    let total = 0, held = 0;
    // The walk of TextMatcher.eachOneTermMatch, each listing once by its best match, written out again: through a
    // callback per posting, that walk measured 30% slower.
    for (const match of matches) {
      for (let p = termOffsets[match.termId]!, to = termOffsets[match.termId + 1]!; p < to; p++) {
        const o = termPostings[p]!;
        if (deduplicating) {
          const bit = 1 << (o & 31);
          if ((taken[o >>> 5]! & bit) !== 0) continue;
          taken[o >>> 5]! |= bit;
        }
        if (expiries) expiries[held++] = expiresAt[o]!;
        if (visible(o)) total++;
      }
    }
    // A listing with no expiry time is never visible: the count by times would not know it.
    if (expiries && !expiries.subarray(0, held).some(Number.isNaN)) this.wordExpiries.set(key, expiries.slice(0, held).sort());
    return total;
  }
}
