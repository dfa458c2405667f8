/**
 * Routes: where a walk reads, and where in it a page begins. A walk in an
 * order (newest first, by price, by start) need not pass every match before
 * its page one listing at a time: the counts say how many matches lie before
 * each block of ordinals or band of prices or starts, so it starts in the one
 * the page begins in, and binary searches of the order find where that is.
 */
import { BANDS, type PriceRangeCounts } from '../counts/index.ts';
import { presortedOrderName, type SearchArrays, type SearchMeta } from '../model.ts';
import { NONE, whole, type Filter, type Route } from './plan-types.ts';
import { lastWhere, lowerBound, partitionPoint } from '../sorted.ts';
import type { EngineTables } from './tables.ts';

export class Routes {
  constructor(
    private readonly n: number,
    private readonly columns: SearchArrays,
    private readonly meta: SearchMeta,
    private readonly tables: EngineTables,
  ) {}

  /**
   * The shortest part of an order among those of the city, the category and the
   * kind the filter asks for, and of a price order, its ranges of that part;
   * null when the filter asks none of them.
   */
  narrowestPart(orderName: string, filter: Filter): { order: Uint32Array; ranges: Uint32Array | null } | null {
    const parts = this.tables.orderParts.get(orderName);
    if (!parts) return null;
    let narrowest: { order: Uint32Array; ranges: Uint32Array | null } | null = null;
    for (const [field, value] of [['city', filter.city], ['category', filter.category], ['kind', filter.kind]] as const) {
      const split = parts[field];
      if (value === NONE || !split) continue;
      const order = split.order.part(value);
      if (!narrowest || order.length < narrowest.order.length) narrowest = { order, ranges: split.ranges?.part(value) ?? null };
    }
    return narrowest;
  }

  /**
   * The route of a walk newest first (ordinal order: `list`, or every ordinal)
   * for a page that begins `offset` matches in: from the block of ordinals it
   * begins in, as the visible listings' counts per block say, or under a price
   * range, the priced listings' counts per kind and block (then for filters of
   * kinds and a currency alone). Not for upcoming events, which neither knows.
   */
  newestFirst(list: Uint32Array | null, filter: Filter, offset: number, total: number | null, now: number): Route {
    const counts = this.tables.visibleCounts;
    const shift = counts?.blockShift;
    if (!counts || shift === null || shift === undefined || total === null || filter.upcoming || offset === 0 || offset >= total) return whole(list);
    if (!list && !filter.filtered) {
      // Every visible listing: from the small block the page begins in.
      const located = counts.locate(offset, now);
      if (located) return { pieces: [Math.min(located.first, this.n)], passed: located.passed };
    }
    let before: (block: number) => number;
    if (filter.hasPrice) {
      const perBlock = filter.currency === NONE ? null : this.tables.priceCounts?.[filter.currency]!.blocksMeeting(filter, filter.min, filter.max, now);
      if (!perBlock) return whole(list);
      const summed = new Int32Array(BANDS);
      for (let block = 1; block < BANDS; block++) summed[block] = summed[block - 1]! + perBlock[block - 1]!;
      before = (block) => summed[block]!;
    } else {
      before = (block) => counts.blocksBetween(filter, 0, block, now);
    }
    // The last block with at most `offset` matches before it (none are before block 0).
    const block = lastWhere(1, BANDS, (k) => before(k) <= offset);
    const first = Math.min(block << shift, this.n);
    return { pieces: [list ? list.subarray(lowerBound(list, first)) : first], passed: before(block) };
  }

  /**
   * The route of a walk through upcoming events by start for a page that
   * begins `offset` matches in: from the band of the start the page begins in,
   * as the upcoming events' counts per band say. With a price range, which the
   * bands do not know, from the first band that holds an upcoming event the
   * filter takes (the order begins with the events that are over).
   */
  inEventOrder(list: Uint32Array, filter: Filter, offset: number, exact: number, now: number): Route {
    const counts = this.tables.upcomingCounts;
    const edges = counts?.edges;
    if (!counts || !edges || !filter.upcoming || offset >= exact) return whole(list);
    const before = (band: number) => counts.bandsBetween(filter, 0, band, now);
    const skipping = filter.hasPrice ? 0 : offset;
    // The last band with at most `skipping` upcoming events before it (none are before band 0).
    const band = lastWhere(1, BANDS, (k) => before(k) <= skipping);
    const start = this.columns.eventStart;
    return { pieces: [list.subarray(firstWhere(list, (o) => !(start[o]! < edges[band]!)))], passed: before(band) };
  }

  /**
   * The route of a walk in a price order for a page that begins `offset`
   * matches in, of `exact`. The order (`list`, already cut to the prices a range
   * allows) runs through the bands of the low price, and the counts say how many
   * matches each band holds whose prices all lie within the range; so the walk
   * starts in the band the page begins in. Below `min`, only listings priced as
   * a range can reach into it: that part is walked in the ranges' own order, not
   * among every listing priced below `min`. What lies there is what `exact`
   * leaves; only the two bands that `min` and `max` fall in are looked at one
   * listing at a time.
   */
  inPriceOrder(list: Uint32Array, rangesOfPart: Uint32Array | null, order: 'price_low' | 'price_high', filter: Filter, offset: number, exact: number, now: number): Route {
    const counts = (filter.upcoming ? this.tables.upcomingPriceCounts : this.tables.priceCounts)?.[filter.currency];
    if (!counts || offset >= exact) return whole(list);
    // The list may be a part of the order (see narrowestPart): then the ranges are that part's.
    const ranges = rangesOfPart ?? this.tables.rangesIn.get(presortedOrderName(order, this.meta.dictionaries.currency[filter.currency]))!;
    const walk = { list, ranges, partRanges: rangesOfPart !== null, counts, filter, offset, exact, now, ...priceParts(counts, filter, exact, now) };
    let passed = 0;
    for (const [matches, route] of order === 'price_low' ? this.upParts(walk) : this.downParts(walk)) {
      if (offset < passed + matches) return route();
      passed += matches;
    }
    return whole(list);
  }

  /** The parts of a walk up a price order (`price_low`), in walking order: how many matches each holds, and the route from its start. */
  private upParts(w: PriceWalk): WalkPart[] {
    const { list, counts, offset, exact, first, end, under, above, within, partial, unpriced, bands } = w;
    const { min } = w.filter;
    const low = this.columns.priceLow, edges = counts.lowEdges;
    const fromMin = () => list.subarray(firstWhere(list, (o) => !(low[o]! < min)));
    return [
      [under, () => {
        const below = this.rangesBelowMin(w);
        return { pieces: [below.piece, fromMin()], passed: below.passed };
      }],
      [above, () => ({ pieces: [fromMin()], passed: under })],
      [within, () => {
        const k = landing(w, (band) => under + above + bands(first, band), true);
        // Band k ends where the next begins (lowEdges[BANDS] is Infinity: before the unpriced).
        const back = { piece: () => list.subarray(0, firstWhere(list, (o) => !(low[o]! < edges[k + 1]!))), matches: under + above + bands(first, k + 1) };
        return intoWholeBand(list, offset, { pieces: fromFirst(list, (o) => !(low[o]! < edges[k]!)), passed: under + above + bands(first, k), back });
      }],
      [partial, () => ({ pieces: fromFirst(list, (o) => !(low[o]! < edges[end]!)), passed: under + above + within })],
      [unpriced, () => ({ pieces: fromFirst(list, (o) => Number.isNaN(low[o]!)), passed: exact - unpriced })],
    ];
  }

  /**
   * Walking up, the ranges below min by low price: from the stretch of them the page begins
   * in, when counted so. (The page begins before `cut`, so no stretch past it is passed whole.)
   */
  private rangesBelowMin({ ranges, partRanges, counts, filter, offset, now }: PriceWalk): { piece: Uint32Array; passed: number } {
    const low = this.columns.priceLow;
    const cut = firstWhere(ranges, (o) => !(low[o]! < filter.min));
    // The stretches are counted along the currency's ranges, not along a part's.
    const stretches = partRanges ? null : counts.rangesReaching(filter, filter.min, now);
    let start = 0, passed = 0;
    if (stretches) {
      const { perStretch, shift } = stretches;
      for (let k = 0; k < BANDS && passed + perStretch[k]! <= offset; k++) {
        passed += perStretch[k]!;
        start = (k + 1) << shift;
      }
    }
    return { piece: ranges.subarray(start, cut), passed };
  }

  /** The parts of a walk down a price order (`price_high`), in walking order: down to min in the order, then the ranges below it; without min, on to the unpriced. */
  private downParts(w: PriceWalk): WalkPart[] {
    const { list, ranges, counts, offset, exact, first, end, under, above, within, partial, unpriced, bands } = w;
    const { min } = w.filter;
    const low = this.columns.priceLow, edges = counts.lowEdges;
    const downFrom = (holds: (o: number) => boolean) => min === -Infinity ? fromFirst(list, holds) : [
      list.subarray(firstWhere(list, holds), firstWhere(list, (o) => !(low[o]! >= min))),
      ranges.subarray(firstWhere(ranges, (o) => !(low[o]! >= min))),
    ];
    return [
      [partial, () => ({ pieces: downFrom(() => true), passed: 0 })],
      [within, () => {
        const k = landing(w, (band) => partial + bands(band + 1, end), false);
        // Walking down, band k ends where prices fall below its least (band 0's: at the unpriced).
        const back = { piece: () => list.subarray(0, firstWhere(list, (o) => !(low[o]! >= edges[k]!))), matches: partial + bands(k, end) };
        return intoWholeBand(list, offset, { pieces: downFrom((o) => !(low[o]! >= edges[k + 1]!)), passed: partial + bands(k + 1, end), back });
      }],
      [above, () => ({ pieces: downFrom((o) => !(low[o]! >= edges[first]!)), passed: partial + within })],
      [under, () => ({ pieces: downFrom((o) => !(low[o]! >= min)), passed: partial + within + above })],
      [unpriced, () => ({ pieces: fromFirst(list, (o) => Number.isNaN(low[o]!)), passed: exact - unpriced })],
    ];
  }

  /**
   * The part of a price order that can hold a listing priced at most `max` from
   * below: the low prices ascending up to `max`, or descending from it (both
   * without the unpriced listings at the end). What is cut holds no match, so a
   * walk for a page need not pass it.
   */
  withinMax(list: Uint32Array, order: 'price_low' | 'price_high', max: number): Uint32Array {
    const low = this.columns.priceLow;
    // NaN (no price) comes last in both orders, and fails every comparison.
    if (order === 'price_low') return list.subarray(0, firstWhere(list, (o) => !(low[o]! <= max)));
    return list.subarray(firstWhere(list, (o) => Number.isNaN(low[o]!) || low[o]! <= max), firstWhere(list, (o) => Number.isNaN(low[o]!)));
  }
}

/** A part of a price walk: how many matches it holds, and the route from its start to the end. */
type WalkPart = [matches: number, route: () => Route];

/**
 * How the matches of a price order fall, for a walk to find the part its page begins in: the
 * first band whose prices are all at least min, the band max falls in (`end`; the bands before
 * it are whole), and how many matches lie below min (ranges reaching into it: `under`), at
 * least min before the first whole band (`above`), in the whole bands (`within`), in the band
 * max falls in (`partial`), and unpriced.
 */
interface PriceParts {
  first: number;
  end: number;
  under: number;
  above: number;
  within: number;
  partial: number;
  unpriced: number;
  /** Matches in the whole bands [from, to). */
  bands: (from: number, to: number) => number;
}

/** What a walk in a price order knows before it picks the part its page begins in (see `Routes.inPriceOrder`). */
interface PriceWalk extends PriceParts {
  list: Uint32Array;
  /** The listings priced as a range, in the order: the part's when `partRanges`, else the currency's. */
  ranges: Uint32Array;
  partRanges: boolean;
  counts: PriceRangeCounts;
  filter: Filter;
  offset: number;
  exact: number;
  now: number;
}

function priceParts(counts: PriceRangeCounts, filter: Filter, exact: number, now: number): PriceParts {
  const { min, max } = filter;
  const first = lowerBound(counts.lowEdges, min, 0, BANDS);
  const end = max === Infinity ? BANDS : counts.lowBandOf(max);
  const bands = (from: number, to: number) => counts.lowBandsBetween(filter, from, to, now);
  const within = bands(first, end);
  // At least min, in the band before the first whole one; at most max, in the band max falls in.
  // Without a whole band, every price from min to max is in one band (or none).
  const above = first >= end ? (Math.min(end, BANDS - 1) >= 0 ? counts.lowInBand(filter, Math.min(end, BANDS - 1), min, max, now) : 0)
    : first > 0 && min !== -Infinity ? counts.lowInBand(filter, first - 1, min, Infinity, now) : 0;
  const partial = max === Infinity || first >= end ? 0 : counts.lowInBand(filter, end, -Infinity, max, now);
  const unpriced = filter.hasPrice ? 0 : exact - bands(0, BANDS);
  return { first, end, under: exact - above - within - partial - unpriced, above, within, partial, unpriced, bands };
}

/**
 * The whole band the page begins in, when `passedBefore` says how many matches lie before
 * each: walking up, the last band with at most `offset` before it; walking down (from band
 * end - 1), the lowest such band.
 */
function landing({ first, end, offset }: PriceWalk, passedBefore: (k: number) => number, ascending: boolean): number {
  return ascending
    ? lastWhere(first + 1, end, (k) => passedBefore(k) <= offset)
    : partitionPoint(first, end - 1, (k) => passedBefore(k) <= offset);
}

/** From the first listing of `list` where `holds` is true to its end, as the pieces of a route. */
function fromFirst(list: Uint32Array, holds: (o: number) => boolean): Uint32Array[] {
  return [list.subarray(firstWhere(list, holds))];
}

/** The first position of `list` where `holds` is true, for a `holds` false then true along it. */
function firstWhere(list: Uint32Array, holds: (o: number) => boolean): number {
  return partitionPoint(0, list.length, (i) => holds(list[i]!));
}

/**
 * A page that begins in a band of a price order every listing of which matches (the counts say
 * as many match as the list holds there: none has expired since the build, none is filtered
 * out) begins at its place in the band: the walk starts there instead of passing the matches
 * before it (up to half a band, some 3,000 listings of a currency at a million, read at
 * random). As listings expire through the day, fewer bands are whole. Blocks of ordinals
 * newest first are not used so: some 16,000 listings at a million, a block is seldom whole.
 * `route` begins at the band's start in `list` and `back` ends at its end.
 */
function intoWholeBand(list: Uint32Array, offset: number, route: Route & { back: NonNullable<Route['back']> }): Route {
  const first = route.pieces[0] as Uint32Array;
  const start = (first.byteOffset - list.byteOffset) / Uint32Array.BYTES_PER_ELEMENT;
  if (route.back.piece().length - start !== route.back.matches - route.passed) return route;
  return { pieces: [first.subarray(offset - route.passed), ...route.pieces.slice(1)], passed: offset };
}
