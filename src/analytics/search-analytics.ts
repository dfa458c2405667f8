/**
 * Search analytics, privacy first: which queries are asked most, and which of
 * them find nothing, for the current day and the last `days` days.
 *
 * What is kept is a query key (see query-key.ts) and how often it came, per UTC
 * date: no address, no user agent, no time finer than the day. Each date has
 * two Space-Saving sketches of `capacity` counters, one of every query asked
 * and one of those that found nothing, and only the last `days` dates are kept:
 * at most `days × 2 × capacity` entries, whatever the traffic.
 *
 * A query is shown only once the sketch guarantees it was asked at least
 * `minCount` (k) times (`count - error`, a lower bound): a sketch may
 * over-count a rare key that took a dropped key's place, but never into the
 * report, so a query asked fewer than k times — a name, a phone number — cannot
 * be read back. The state (`state()`) holds the rarer counts too, which the
 * sketches need to stay correct when they merge; it is written only to files of
 * the operator's (store.ts), and a date leaves it once it leaves the window.
 */
import { z } from 'zod';
import { SpaceSaving, SpaceSavingJSON } from './space-saving.ts';

/** The format of `state()`: a reader refuses any other. */
export const STATE_VERSION = 1;

const DAY_MS = 86_400_000;

export interface SearchAnalyticsOptions {
  /** Counters per sketch (two sketches a day). */
  capacity?: number;
  /** k: a query is reported once it was asked at least this many times. */
  minCount?: number;
  /** The window, in UTC dates counting today: the week. */
  days?: number;
  /** Milliseconds since the epoch; read for the date only. */
  clock?: () => number;
}

export const AnalyticsRow = z.object({ query: z.string(), count: z.int().min(1) });
export type AnalyticsRow = z.infer<typeof AnalyticsRow>;

/** What `report()` returns, and a replica's private listener answers with. */
export const AnalyticsReport = z.object({
  minCount: z.int().min(1),
  day: z.object({ date: z.iso.date(), asked: z.array(AnalyticsRow), noHits: z.array(AnalyticsRow) }),
  week: z.object({ from: z.iso.date(), to: z.iso.date(), asked: z.array(AnalyticsRow), noHits: z.array(AnalyticsRow) }),
});
export type AnalyticsReport = z.infer<typeof AnalyticsReport>;

/** What `state()` returns: each kept date with its two sketches, oldest first. */
export const AnalyticsState = z.object({
  version: z.literal(STATE_VERSION),
  days: z.array(z.object({ date: z.iso.date(), asked: SpaceSavingJSON, noHits: SpaceSavingJSON })),
}).superRefine((state, ctx) => {
  const dates = new Set<string>();
  state.days.forEach((day, i) => {
    if (dates.has(day.date)) ctx.addIssue({ code: 'custom', path: ['days', i, 'date'], message: `${day.date} appears twice` });
    dates.add(day.date);
  });
});
export type AnalyticsState = z.infer<typeof AnalyticsState>;

/** A UTC date, YYYY-MM-DD. */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** An input parsed as a state, or an error saying what is wrong with it. */
export function parseState(input: unknown): AnalyticsState {
  const parsed = AnalyticsState.safeParse(input);
  if (!parsed.success) throw new Error(`not a search analytics state: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

interface Day {
  asked: SpaceSaving;
  noHits: SpaceSaving;
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, not ${value}`);
  return value;
}

/** Merges sketches of one date into a sketch no larger than `capacity` (and no larger than any of them: see SpaceSaving.merge). */
function mergeInto(capacity: number, sketches: SpaceSaving[]): SpaceSaving {
  return SpaceSaving.merge(sketches, Math.min(capacity, ...sketches.map((sketch) => sketch.capacity)));
}

export class SearchAnalytics {
  readonly capacity: number;
  readonly minCount: number;
  readonly days: number;
  private readonly clock: () => number;
  private readonly byDate = new Map<string, Day>();
  // The current date, the instants it spans and its sketches: a record within
  // the same day does no date arithmetic and no look-up beyond the sketches'.
  private date = '';
  private from = '';
  private start = Infinity;
  private end = -Infinity;
  private today: Day | undefined;

  constructor(options: SearchAnalyticsOptions = {}) {
    this.capacity = positiveInteger('capacity', options.capacity ?? 1000);
    this.minCount = positiveInteger('minCount', options.minCount ?? 5);
    this.days = positiveInteger('days', options.days ?? 7);
    this.clock = options.clock ?? Date.now;
  }

  /** A restored instance: a restart keeps the window it had. */
  static fromState(state: unknown, options: SearchAnalyticsOptions = {}): SearchAnalytics {
    return new SearchAnalytics(options).absorb(state);
  }

  /**
   * The states of several replicas as one, date by date (each date's sketches
   * merged). No window is applied here: the instance that restores the result
   * keeps only its own days.
   */
  static mergeStates(states: readonly unknown[]): AnalyticsState {
    const byDate = new Map<string, { asked: SpaceSaving[]; noHits: SpaceSaving[] }>();
    for (const state of states.map(parseState)) {
      for (const day of state.days) {
        const sketches = byDate.get(day.date) ?? { asked: [], noHits: [] };
        sketches.asked.push(SpaceSaving.fromJSON(day.asked));
        sketches.noHits.push(SpaceSaving.fromJSON(day.noHits));
        byDate.set(day.date, sketches);
      }
    }
    return {
      version: STATE_VERSION,
      days: [...byDate.keys()].sort().map((date) => {
        const { asked, noHits } = byDate.get(date)!;
        return { date, asked: SpaceSaving.merge(asked).toJSON(), noHits: SpaceSaving.merge(noHits).toJSON() };
      }),
    };
  }

  /** Counts one search under `key`, and as one that found nothing when `total` is 0. */
  record(key: string, total: number): void {
    this.turn(this.clock());
    let day = this.today;
    if (day === undefined) {
      day = this.byDate.get(this.date) ?? { asked: new SpaceSaving(this.capacity), noHits: new SpaceSaving(this.capacity) };
      this.byDate.set(this.date, day);
      this.today = day;
    }
    day.asked.add(key);
    if (total === 0) day.noHits.add(key);
  }

  /** The most asked queries and those that found nothing, today and over the window, each asked at least minCount times. */
  report({ top = 20 }: { top?: number } = {}): AnalyticsReport {
    if (!Number.isSafeInteger(top) || top < 0) throw new RangeError(`top must be a whole number, not ${top}`);
    this.turn(this.clock());
    const today = this.byDate.get(this.date);
    const kept = [...this.byDate.values()];
    const week = (pick: (day: Day) => SpaceSaving) => (kept.length === 0 ? undefined : mergeInto(this.capacity, kept.map(pick)));
    const rows = (sketch: SpaceSaving | undefined): AnalyticsRow[] => {
      if (sketch === undefined) return [];
      return sketch.entries()
        // The guaranteed count, not the estimate, decides: an over-count never shows a rare query.
        .filter((entry) => entry.count - entry.error >= this.minCount)
        .slice(0, top)
        .map((entry) => ({ query: entry.key, count: entry.count }));
    };
    return {
      minCount: this.minCount,
      day: { date: this.date, asked: rows(today?.asked), noHits: rows(today?.noHits) },
      week: { from: this.from, to: this.date, asked: rows(week((day) => day.asked)), noHits: rows(week((day) => day.noHits)) },
    };
  }

  /** Everything kept, to be written and restored (or merged with other replicas'): version 1, the dates oldest first. */
  state(): AnalyticsState {
    this.turn(this.clock());
    return {
      version: STATE_VERSION,
      days: [...this.byDate.keys()].sort().map((date) => {
        const day = this.byDate.get(date)!;
        return { date, asked: day.asked.toJSON(), noHits: day.noHits.toJSON() };
      }),
    };
  }

  /** Adds a state's counts (another replica's, or this one's before a restart) to these, for the dates within the window. */
  absorb(input: unknown): this {
    const state = parseState(input);
    this.turn(this.clock());
    for (const { date, asked, noHits } of state.days) {
      if (date < this.from || date > this.date) continue;
      const mine = this.byDate.get(date);
      this.byDate.set(date, {
        asked: mergeInto(this.capacity, mine ? [mine.asked, SpaceSaving.fromJSON(asked)] : [SpaceSaving.fromJSON(asked)]),
        noHits: mergeInto(this.capacity, mine ? [mine.noHits, SpaceSaving.fromJSON(noHits)] : [SpaceSaving.fromJSON(noHits)]),
      });
    }
    this.today = undefined;
    return this;
  }

  /** The entries held in all sketches: at most days × 2 × capacity. */
  get size(): number {
    let size = 0;
    for (const day of this.byDate.values()) size += day.asked.size + day.noHits.size;
    return size;
  }

  /**
   * Moves to the date of `now` when it is another than the current one, and drops
   * every date outside the window: older than `days` dates, or after today (a clock
   * set back keeps no date it has not reached, so the bound on memory holds).
   */
  private turn(now: number): void {
    if (now >= this.start && now < this.end) return;
    const start = Math.floor(now / DAY_MS) * DAY_MS;
    this.start = start;
    this.end = start + DAY_MS;
    this.date = utcDate(start);
    this.from = utcDate(start - (this.days - 1) * DAY_MS);
    this.today = undefined;
    for (const date of this.byDate.keys()) if (date < this.from || date > this.date) this.byDate.delete(date);
  }
}
