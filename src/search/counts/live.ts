/**
 * The counts as time passes: a listing stops counting when it expires (an
 * upcoming event also when it ends), in the order of those instants, and
 * counts again if an earlier instant is asked for (tests' clocks go back; a
 * server's does not). Bringing the tallies to an instant costs a few steps per
 * listing that left or came back since the last.
 */
import { withFiniteValueIn, type ColumnOrders } from './column-orders.ts';
import type { Tally } from './tally.ts';

/**
 * A way of leaving: a listing no longer counts once `now` reaches its time in
 * `at` (`inclusive`: at that very instant; else only after it). Infinity and
 * NaN never leave.
 */
export interface Departure {
  at: Float64Array;
  inclusive: boolean;
}

/** One departure put in order: the members that leave some day, by time ascending; the first `passed` have left. */
interface Schedule extends Departure {
  order: Uint32Array;
  passed: number;
}

/** Members and their departures, kept current in tallies. */
export class Live {
  private readonly schedules: Schedule[];
  /** Per listing, how many of its departures have passed: it counts, at the instant last brought to, while this is 0. */
  readonly gone: Uint8Array;

  constructor(listings: number, members: Uint32Array, departures: Departure[], private readonly tallies: Tally[], orders: ColumnOrders) {
    this.gone = new Uint8Array(listings);
    for (const tally of tallies) tally.fill(members);
    this.schedules = departures.map(({ at, inclusive }) => ({ at, inclusive, order: orders.ordered(at, withFiniteValueIn(members, at)), passed: 0 }));
  }

  /** Brings the tallies to `now`: every departure due by then taken, every one not yet due undone. */
  bringTo(now: number): void {
    const { gone, tallies } = this;
    for (const schedule of this.schedules) {
      const { order, at, inclusive } = schedule;
      while (schedule.passed < order.length && isDue(at[order[schedule.passed]!]!, now, inclusive)) {
        const listing = order[schedule.passed++]!;
        if (gone[listing]!++ === 0) for (const tally of tallies) tally.add(listing, -1);
      }
      while (schedule.passed > 0 && !isDue(at[order[schedule.passed - 1]!]!, now, inclusive)) {
        const listing = order[--schedule.passed]!;
        if (--gone[listing]! === 0) for (const tally of tallies) tally.add(listing, 1);
      }
    }
  }
}

/**
 * Whether a departure at `at` is due by `now`: at or before it (inclusive), or before it.
 * A function of the module rather than a closure made at every count.
 */
function isDue(at: number, now: number, inclusive: boolean): boolean {
  return inclusive ? at <= now : at < now;
}
