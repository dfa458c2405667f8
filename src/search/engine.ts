/**
 * The search engine: filters, text, order and paging over the precomputed
 * structures of a snapshot, without scanning every listing per request.
 *
 * Filter-only searches walk one presorted list (the smallest posting list of the
 * filters given, or a presorted price or event order) and check the other
 * conditions on columns. Text searches gather candidates from term postings,
 * then filter and sort them. Every order ends in a total tie-break (ordinal, or
 * id), so pages never overlap or skip.
 */
import { SECTION_KINDS, type Section } from '../schema/common.ts';
import type { Sort } from '../schema/search.ts';
import { BANDS, CellSpace, ColumnOrders, FINE_BLOCK_SHIFT, LiveCounts, PriceRangeCounts, type CellFilter, type RangePlaces } from './counts.ts';
import { otherLayout } from './layout.ts';
import { CANCELLED_FLAG, NOT_IN_TITLE, type SearchArrays, type SearchMeta } from './model.ts';
import { OrderParts } from './order-parts.ts';
import { PRESORTED_COLUMNS } from './presorted.ts';
import { Remembered } from './remembered.ts';
import { isLiteral, MATCH_QUALITY, type MatchKind, type TermMatch, type Vocabulary } from './terms.ts';
import { queryTerms } from './tokenize.ts';
import { BestScored, firstInOrder } from './heaps.ts';
import { bm25, idf, oneWordScore, qualityPart, textScore } from './relevance.ts';
import { indexOfSorted, lastWhere, lowerBound, lowerBoundDescending, partitionPoint, upperBound } from './sorted.ts';

export interface EngineQuery {
  /** The text query as given (`q`); none when absent or empty. */
  q?: string | undefined;
  /** City key (already resolved from a slug). */
  city?: string | undefined;
  country?: string | undefined;
  category?: string | undefined;
  kind?: string | undefined;
  section?: Section | undefined;
  currency?: string | undefined;
  /** Price bounds in minor units, inclusive. */
  minMinor?: number | undefined;
  maxMinor?: number | undefined;
  sort?: Sort | undefined;
  upcoming: boolean;
  page: number;
  pageSize: number;
  /** Visibility and "upcoming" are judged at this instant (ms). */
  now: number;
}

export interface EngineResult {
  total: number;
  /** Ordinals of the requested page, in order. */
  ordinals: number[];
}

type Order = 'recent' | 'relevance' | 'price_low' | 'price_high' | 'event_start';

/** Query terms that expand to more vocabulary terms than this keep the best ones: bounded work per request. */
const MAX_EXPANSIONS_PER_TERM = 64;

/** What a query term stands for in the vocabulary (see `expansion`). */
interface Expansion {
  known: boolean;
  matches: TermMatch[];
}

/** How many query terms' expansions are remembered (a few MB at most). */
const REMEMBERED_EXPANSIONS = 10_000;

/**
 * What a text search notes per candidate (the listings its rarest term holds):
 * its ordinal, the last term it holds, and per term the match it holds it by,
 * the posting's weight and where the term stands in the titles.
 */
interface CandidateSpace {
  ordinals: Int32Array;
  heldTo: Uint8Array;
  by: Uint8Array[];
  weights: Uint8Array[];
  titled: Uint8Array[];
}

/** One match's postings in relevance order for a one-word query (score descending, then id order), and their scores. */
interface RankedPostings {
  ordinals: Uint32Array;
  scores: Float64Array;
}

/** A query term, ready to run: where it stood in the query, and the vocabulary terms it stands for, best first. */
interface QueryTerm {
  position: number;
  matches: TermMatch[];
}

const NONE = -1;
const NOTHING: Plan = { kind: 'nothing' };

/**
 * What a walk reads: pieces of presorted lists, one after the other (a number:
 * every ordinal in order), and how many matches of the whole order lie before
 * the first piece.
 */
interface Route {
  pieces: Piece[];
  passed: number;
  /**
   * Where the band the page begins in ends, when the counts say: the order up to
   * there, and how many matches it holds. A page in the later half of its band is
   * found walking back from the band's end, so a walk never passes more than half
   * a band (a band of a price order is a 64th of a currency's listings). The
   * piece is found (a binary search) only when the page is walked back.
   */
  back?: { piece: () => Uint32Array; matches: number };
}
/** A presorted list, or every ordinal from this one on, in order. */
type Piece = Uint32Array | number;
const whole = (list: Uint32Array | null): Route => ({ pieces: [list ?? 0], passed: 0 });

/**
 * Sorting the n places gathered from a filter's list (numbers, natively) costs
 * about n·log2(n) times this against one step of walking a presorted order,
 * which reads the columns of a listing anywhere in memory; the cheaper wins.
 */
const SORTING_COST_FACTOR = 0.25;
/**
 * A one-word search by relevance without filters finds its page in the word's
 * postings put in relevance order (made on first use, remembered), when the
 * page ends within this many listings; further pages are found scoring every
 * posting, as other searches are.
 */
const RANKED_PAGE_LIMIT = 1000;
/** Postings kept in relevance order, at most (12 bytes each: about 24 MB); as many expiry times (8 bytes each). */
const RANKED_POSTINGS_BUDGET = 2_000_000;

/** The filters of a query, as dictionary indexes of the columns they test (NONE: not given), the cells' and the rest. */
interface Filter extends CellFilter {
  hasPrice: boolean;
  /** Price bounds in minor units, inclusive. */
  min: number;
  max: number;
  upcoming: boolean;
  eventKind: number;
  /** Whether any filter is given (else every visible listing matches). */
  filtered: boolean;
}

/**
 * What a search does: nothing (a value or term names nothing here); text
 * (gather candidates from term postings, keep those that pass, order the page);
 * everything visible, newest first (no filter at all); walk a list in its own
 * order, counting; or gather a short list and sort it.
 */
type Plan =
  | { kind: 'nothing' }
  | { kind: 'text'; filter: Filter; terms: QueryTerm[]; order: Order }
  | { kind: 'everything'; filter: Filter }
  | { kind: 'walk'; filter: Filter; route: Route; total: number | null }
  | { kind: 'gather'; filter: Filter; lists: Uint32Array[]; order: 'price_low' | 'price_high' | 'event_start'; sorted: Uint32Array };

export class SearchEngine {
  private readonly n: number;
  private readonly dictionaryIndex: DictionaryIndex;
  /** Position of each ordinal in id order: the tie-break of orders that are not by ordinal. */
  private readonly idRank: Uint32Array;
  private readonly priceLowRank: Uint32Array;
  private readonly priceHighRank: Uint32Array;
  private readonly eventRank: Uint32Array;
  /** Every listing's expiry, ascending: visible counts without a scan. */
  private readonly expiriesSorted: Float64Array;
  /** Every event's end, ascending. */
  private readonly eventEndsSorted: Float64Array;
  /** The cell of every listing (city × category × kind × currency). */
  private readonly cells: CellSpace;
  /** Per price order, the listings in it priced as a range (low < high), in its order. */
  private readonly rangesIn: Map<string, Uint32Array>;
  /** Per order, its listings split by city, by category and (price orders) by kind: what a filtered walk reads. */
  private readonly orderParts: Map<string, PartsOf>;
  // Scratch space for text queries, made on the first and reused.
  /** Per listing found by a query's first term, its place among the candidates. */
  private candidateOf: Int32Array | null = null;
  /** A bit per listing: whether it holds the query terms read so far (and the next term's, being read). */
  private holding: Uint32Array | null = null;
  private holdingNext: Uint32Array | null = null;
  private candidates: CandidateSpace | null = null;
  /** Postings in relevance order of the matches asked most lately (see RANKED_PAGE_LIMIT). */
  private readonly ranked = new Remembered<RankedPostings>(RANKED_POSTINGS_BUDGET, (list) => list.ordinals.length);
  /** Of the one-word searches asked most lately, their listings' expiry times, ascending: their totals at any instant. */
  private readonly wordExpiries = new Remembered<Float64Array>(RANKED_POSTINGS_BUDGET, (expiries) => expiries.length);
  /** Expansions of the query terms asked most lately, least lately first. */
  private readonly expansions = new Map<string, Expansion>();
  /**
   * Totals of filters made of city, country, category, kind, section and
   * currency, and of price ranges per currency, of visible listings and of
   * upcoming events (null: too many cells, walk).
   */
  private readonly visibleCounts: LiveCounts | null;
  private readonly upcomingCounts: LiveCounts | null;
  private readonly priceCounts: PriceRangeCounts[] | null;
  private readonly upcomingPriceCounts: PriceRangeCounts[] | null;

  constructor(
    private readonly a: SearchArrays,
    private readonly meta: SearchMeta,
    private readonly vocabulary: Vocabulary,
    /**
     * Whether a common term may be looked up per listing rather than read whole,
     * and whether a one-word query takes its own single pass (off only to show
     * both ways give the same).
     */
    private readonly options: { probe: boolean; onePass: boolean } = { probe: true, onePass: true },
    /** The tables, if made already (see `prepare`); else made here, in one piece. */
    tables?: EngineTables,
  ) {
    this.n = meta.listingCount;
    this.dictionaryIndex = dictionaryIndexOf(meta);
    ({
      cells: this.cells, visibleCounts: this.visibleCounts, upcomingCounts: this.upcomingCounts, priceCounts: this.priceCounts,
      upcomingPriceCounts: this.upcomingPriceCounts, idRank: this.idRank, expiriesSorted: this.expiriesSorted, eventEndsSorted: this.eventEndsSorted,
      priceLowRank: this.priceLowRank, priceHighRank: this.priceHighRank, eventRank: this.eventRank, rangesIn: this.rangesIn,
      orderParts: this.orderParts,
    } = tables ?? finish(engineTables(a, meta, this.dictionaryIndex)));
  }

  /**
   * An engine whose tables are made a step at a time, the event loop let through
   * between steps: a server that loads a new snapshot goes on answering while it
   * does (at a million listings the tables take most of a second; a step, a tenth of one).
   */
  static async prepare(a: SearchArrays, meta: SearchMeta, vocabulary: Vocabulary): Promise<SearchEngine> {
    const steps = engineTables(a, meta, dictionaryIndexOf(meta));
    let step = steps.next();
    while (!step.done) {
      await new Promise((resolve) => setImmediate(resolve));
      step = steps.next();
    }
    return new SearchEngine(a, meta, vocabulary, undefined, step.value);
  }

  get listingCount(): number {
    return this.n;
  }

  private posting(field: string, value: string): Uint32Array | null {
    const slice = this.meta.postings[field]?.[value];
    return slice ? this.a.postings.subarray(slice[0], slice[0] + slice[1]) : null;
  }

  private order(name: string): Uint32Array {
    const slice = this.meta.orders[name];
    return slice ? this.a.orders.subarray(slice[0], slice[0] + slice[1]) : new Uint32Array(0);
  }

  search(query: EngineQuery): EngineResult {
    return this.run(this.plan(query), query);
  }

  /** What a search will do, chosen from the query and the snapshot's dictionaries and list lengths before any listing is read. */
  private plan(query: EngineQuery): Plan {
    const filter = this.resolveFilter(query);
    // A well-formed value that names nothing in this snapshot matches nothing.
    if (filter === null) return NOTHING;
    const text = this.readText(query.q);
    if (text === null) return NOTHING;
    const order = resolveOrder(query, text.length > 0);
    if (text.length > 0) return { kind: 'text', filter, terms: text, order };

    if (!filter.filtered && (order === 'recent' || order === 'relevance')) return { kind: 'everything', filter };

    // Filter-only: the shortest posting list among the filters given bounds the walk.
    const lists: Uint32Array[] = [];
    const wanted: [field: string, value: string | undefined][] = [
      ['city', query.city], ['country', query.country], ['category', query.category], ['kind', query.kind],
      ['section', query.section], ['currency', query.currency], ['kind', query.upcoming ? 'event' : undefined],
    ];
    for (const [field, value] of wanted) {
      if (value === undefined) continue;
      const list = this.posting(field, value);
      if (!list) return NOTHING;
      lists.push(list);
    }
    let shortest: Uint32Array | null = null;
    for (const list of lists) if (!shortest || list.length < shortest.length) shortest = list;

    if (order === 'recent' || order === 'relevance') {
      const total = this.countWithoutWalking(filter, query.now);
      // The walk passes, one at a time, the page's matches and the page before it (from the block it
      // lands in), or under a price range every match before the page (its counts place a page newest
      // first only for kinds alone): on the shortest list, as many listings as that takes at its share
      // of matches. The listings of the filter's cells, when they are half of that or fewer, are walked
      // instead: they hold only listings the cells take (a city's list holds one CAD listing in many, say).
      const offset = (query.page - 1) * query.pageSize;
      const passing = query.pageSize + (filter.hasPrice ? offset : query.pageSize);
      const visits = shortest === null ? 0 : total === null || total === 0 ? shortest.length : Math.min(shortest.length, (passing * shortest.length) / total);
      const walked = (shortest && this.cells.listingsOf(filter, visits / 2)) ?? shortest;
      return { kind: 'walk', filter, route: this.routeNewestFirst(walked, filter, offset, total, query.now), total };
    }
    const orderName = order === 'event_start' ? 'event_start' : `${order}:${query.currency}`;
    const entire = this.order(orderName);
    // Walked in the part of the order the filter narrows it to most; a gathered list is put in the whole order.
    const part = this.narrowestPart(orderName, filter);
    const walked = part?.order ?? entire;
    const presorted = order === 'event_start' || !filter.hasPrice ? walked : this.withinMax(walked, order, filter.max);
    const exact = this.countWithoutWalking(filter, query.now);
    const offset = (query.page - 1) * query.pageSize;
    // The parts of the order the offset passes are skipped by their counts.
    const route = exact === null ? whole(presorted)
      : order === 'event_start' ? this.routeInEventOrder(presorted, filter, offset, exact, query.now)
        : this.routeInPriceOrder(presorted, part?.ranges ?? null, order, filter, offset, exact, query.now);
    if (!shortest) return { kind: 'walk', filter, route, total: exact };
    // Walking the route until the page is full visits about (what is left of the offset + size) /
    // share of the matches on it; gathering reads the shortest list and sorts what passes. The counts
    // say how many pass before anything is read; without them (never, today, but the cells may be
    // too many) every listing of the list may.
    const matches = exact ?? shortest.length;
    const length = route.pieces.reduce((sum: number, piece) => sum + (typeof piece === 'number' ? this.n - piece : piece.length), 0);
    const walking = exact === null ? length : exact <= offset ? 0 : Math.min(length, ((offset - route.passed + query.pageSize) * length) / (exact - route.passed));
    const gathering = shortest.length + matches * Math.log2(matches + 2) * SORTING_COST_FACTOR;
    return gathering < walking ? { kind: 'gather', filter, lists, order, sorted: entire } : { kind: 'walk', filter, route, total: exact };
  }

  /**
   * The shortest part of an order among those of the city, the category and the
   * kind the filter asks for, and of a price order, its ranges of that part;
   * null when the filter asks none of them.
   */
  private narrowestPart(orderName: string, filter: Filter): { order: Uint32Array; ranges: Uint32Array | null } | null {
    const parts = this.orderParts.get(orderName);
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
  private routeNewestFirst(list: Uint32Array | null, filter: Filter, offset: number, total: number | null, now: number): Route {
    const counts = this.visibleCounts;
    const shift = counts?.blockShift;
    if (!counts || shift === null || shift === undefined || total === null || filter.upcoming || offset === 0 || offset >= total) return whole(list);
    if (!list && !filter.filtered) {
      // Every visible listing: from the small block the page begins in.
      const located = counts.locate(offset, now);
      if (located) return { pieces: [Math.min(located.first, this.n)], passed: located.passed };
    }
    let before: (block: number) => number;
    if (filter.hasPrice) {
      const perBlock = filter.currency === NONE ? null : this.priceCounts?.[filter.currency]!.blocksMeeting(filter, filter.min, filter.max, now);
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
  private routeInEventOrder(list: Uint32Array, filter: Filter, offset: number, exact: number, now: number): Route {
    const counts = this.upcomingCounts;
    const edges = counts?.edges;
    if (!counts || !edges || !filter.upcoming || offset >= exact) return whole(list);
    const before = (band: number) => counts.bandsBetween(filter, 0, band, now);
    const skipping = filter.hasPrice ? 0 : offset;
    // The last band with at most `skipping` upcoming events before it (none are before band 0).
    const band = lastWhere(1, BANDS, (k) => before(k) <= skipping);
    const start = this.a.eventStart;
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
  private routeInPriceOrder(list: Uint32Array, rangesOfPart: Uint32Array | null, order: 'price_low' | 'price_high', filter: Filter, offset: number, exact: number, now: number): Route {
    const counts = (filter.upcoming ? this.upcomingPriceCounts : this.priceCounts)?.[filter.currency];
    const { min, max } = filter;
    if (!counts || offset >= exact) return whole(list);
    const edges = counts.lowEdges;
    let first = 0; // the first band whose prices are all at least min
    while (first < BANDS && edges[first]! < min) first++;
    // The band max falls in, and those after it, are not whole: below it, every band is.
    const end = max === Infinity ? BANDS : counts.lowBandOf(max);
    const bands = (from: number, to: number) => counts.lowBandsBetween(filter, from, to, now);
    const within = bands(first, end);
    // At least min, in the band before the first whole one; at most max, in the band max falls in.
    // Without a whole band, every price from min to max is in one band (or none).
    const above = first >= end ? (Math.min(end, BANDS - 1) >= 0 ? counts.lowInBand(filter, Math.min(end, BANDS - 1), min, max, now) : 0)
      : first > 0 && min !== -Infinity ? counts.lowInBand(filter, first - 1, min, Infinity, now) : 0;
    const partial = max === Infinity || first >= end ? 0 : counts.lowInBand(filter, end, -Infinity, max, now);
    const unpriced = filter.hasPrice ? 0 : exact - bands(0, BANDS);
    const under = exact - above - within - partial - unpriced;

    const low = this.a.priceLow;
    // The list may be a part of the order (narrowestPart): then the ranges are that part's.
    const ranges = rangesOfPart ?? this.rangesIn.get(`${order}:${this.meta.dictionaries.currency[filter.currency]}`)!;
    const from = (holds: (o: number) => boolean) => [list.subarray(firstWhere(list, holds))];
    /**
     * The whole band the page begins in, when `passedBefore` says how many matches lie before
     * each: walking up, the last band with at most `offset` before it; walking down (from band
     * end - 1), the lowest such band.
     */
    const landing = (passedBefore: (k: number) => number, ascending: boolean) => ascending
      ? lastWhere(first + 1, end, (k) => passedBefore(k) <= offset)
      : partitionPoint(first, end - 1, (k) => passedBefore(k) <= offset);
    // In walking order: how many matches each part holds, and the route from its start to the end.
    const parts: [matches: number, route: () => Route][] = [];
    if (order === 'price_low') {
      const fromMin = () => list.subarray(firstWhere(list, (o) => !(low[o]! < min)));
      parts.push([under, () => {
        // The ranges below min, by low price: from the stretch of them the page begins in, when counted so.
        // (The page begins before `cut`, so no stretch past it is passed whole.)
        const cut = firstWhere(ranges, (o) => !(low[o]! < min));
        // The stretches are counted along the currency's ranges, not along a part's.
        const stretches = rangesOfPart ? null : counts.rangesReaching(filter, min, now);
        let start = 0, passed = 0;
        if (stretches) {
          const { perStretch, shift } = stretches;
          for (let k = 0; k < BANDS && passed + perStretch[k]! <= offset; k++) {
            passed += perStretch[k]!;
            start = (k + 1) << shift;
          }
        }
        return { pieces: [ranges.subarray(start, cut), fromMin()], passed };
      }]);
      parts.push([above, () => ({ pieces: [fromMin()], passed: under })]);
      parts.push([within, () => {
        const k = landing((band) => under + above + bands(first, band), true);
        // Band k ends where the next begins (lowEdges[BANDS] is Infinity: before the unpriced).
        const back = { piece: () => list.subarray(0, firstWhere(list, (o) => !(low[o]! < edges[k + 1]!))), matches: under + above + bands(first, k + 1) };
        return intoWholeBand(list, offset, { pieces: from((o) => !(low[o]! < edges[k]!)), passed: under + above + bands(first, k), back });
      }]);
      parts.push([partial, () => ({ pieces: from((o) => !(low[o]! < edges[end]!)), passed: under + above + within })]);
      parts.push([unpriced, () => ({ pieces: from((o) => Number.isNaN(low[o]!)), passed: exact - unpriced })]);
    } else {
      // Down to min in the order, then the ranges below it; without min, on to the unpriced.
      const downFrom = (holds: (o: number) => boolean) => min === -Infinity ? from(holds) : [
        list.subarray(firstWhere(list, holds), firstWhere(list, (o) => !(low[o]! >= min))),
        ranges.subarray(firstWhere(ranges, (o) => !(low[o]! >= min))),
      ];
      parts.push([partial, () => ({ pieces: downFrom(() => true), passed: 0 })]);
      parts.push([within, () => {
        const k = landing((band) => partial + bands(band + 1, end), false);
        // Walking down, band k ends where prices fall below its least (band 0's: at the unpriced).
        const back = { piece: () => list.subarray(0, firstWhere(list, (o) => !(low[o]! >= edges[k]!))), matches: partial + bands(k, end) };
        return intoWholeBand(list, offset, { pieces: downFrom((o) => !(low[o]! >= edges[k + 1]!)), passed: partial + bands(k + 1, end), back });
      }]);
      parts.push([above, () => ({ pieces: downFrom((o) => !(low[o]! >= edges[first]!)), passed: partial + within })]);
      parts.push([under, () => ({ pieces: downFrom((o) => !(low[o]! >= min)), passed: partial + within + above })]);
      parts.push([unpriced, () => ({ pieces: from((o) => Number.isNaN(low[o]!)), passed: exact - unpriced })]);
    }
    let passed = 0;
    for (const [matches, route] of parts) {
      if (offset < passed + matches) return route();
      passed += matches;
    }
    return whole(list);
  }

  /**
   * The part of a price order that can hold a listing priced at most `max` from
   * below: the low prices ascending up to `max`, or descending from it (both
   * without the unpriced listings at the end). What is cut holds no match, so a
   * walk for a page need not pass it.
   */
  private withinMax(list: Uint32Array, order: 'price_low' | 'price_high', max: number): Uint32Array {
    const low = this.a.priceLow;
    // NaN (no price) comes last in both orders, and fails every comparison.
    if (order === 'price_low') return list.subarray(0, firstWhere(list, (o) => !(low[o]! <= max)));
    return list.subarray(firstWhere(list, (o) => Number.isNaN(low[o]!) || low[o]! <= max), firstWhere(list, (o) => Number.isNaN(low[o]!)));
  }

  /** Runs a plan: only here are listings read. */
  private run(plan: Plan, query: EngineQuery): EngineResult {
    if (plan.kind === 'nothing') return { total: 0, ordinals: [] };
    const matches = this.matcher(plan.filter, query.now);
    const offset = (query.page - 1) * query.pageSize;
    const end = offset + query.pageSize;
    switch (plan.kind) {
      case 'text': {
        const ranked = plan.order === 'relevance' && plan.terms.length === 1 && this.options.onePass && !plan.filter.filtered && end <= RANKED_PAGE_LIMIT
          ? this.rankedLists(plan.terms[0]!) : null;
        if (ranked) return this.oneWordByRank(plan.terms[0]!, ranked, matches, query.now, offset, end);
        // Every listing that passes holding the terms, once, with its relevance.
        const each = (take: (o: number, score: number) => void) => plan.terms.length === 1 && this.options.onePass
          ? this.eachOneTermMatch(plan.terms[0]!, matches, take)
          : this.eachTextMatch(plan.terms, matches, take);
        if (plan.order === 'relevance') {
          const best = new BestScored(end, this.idRank);
          let total = 0;
          each((o, score) => {
            total++;
            best.offer(o, score);
          });
          return { total, ordinals: best.inOrder().slice(offset) };
        }
        const kept: number[] = [];
        each((o) => kept.push(o));
        // Matches come in posting order, not sorted: only the page is put in order, recent included.
        return { total: kept.length, ordinals: firstInOrder(kept, end, this.comparator(plan.order)).slice(offset) };
      }
      case 'everything': {
        // The total comes from the expiry order; the page is the first visible ordinals, from the block it begins in.
        const total = this.n - this.expiredBy(query.now);
        const route = this.routeNewestFirst(null, plan.filter, offset, total, query.now);
        return { total, ordinals: walk(route.pieces, this.n, matches, offset - route.passed, query.pageSize, { count: false }).ordinals };
      }
      case 'walk': {
        const { route, total } = plan;
        // Counted from the cells when the filter is made of them: the walk stops once the page is full.
        if (total !== null) {
          if (total <= offset) return { total, ordinals: [] };
          // A page nearer the end than the route's start is found walking back from the end.
          const size = Math.min(query.pageSize, total - offset);
          const after = total - offset - size;
          if (route.pieces.length === 1 && after < offset - route.passed) return { total, ordinals: walkBack(route.pieces[0]!, this.n, matches, after, size) };
          const { back } = route;
          if (back && offset + size <= back.matches && back.matches - offset - size < offset - route.passed) {
            return { total, ordinals: walkBack(back.piece(), this.n, matches, back.matches - offset - size, size) };
          }
          return { total, ordinals: walk(route.pieces, this.n, matches, offset - route.passed, query.pageSize, { count: false }).ordinals };
        }
        return walk(route.pieces, this.n, matches, offset, query.pageSize, { count: true });
      }
      case 'gather': {
        // Each listing kept stands for its place in the presorted order: sorting the places
        // (numbers, natively) and reading the order there puts the page in order.
        const rank = plan.order === 'price_low' ? this.priceLowRank : plan.order === 'price_high' ? this.priceHighRank : this.eventRank;
        const list = narrowed(plan.lists);
        const places = new Uint32Array(list.length);
        let kept = 0;
        for (const o of list) if (matches(o)) places[kept++] = rank[o]!;
        const page = places.subarray(0, kept).sort().subarray(offset, end);
        return { total: kept, ordinals: Array.from(page, (place) => plan.sorted[place]!) };
      }
    }
  }

  /** The total of a filter-only search from the counts, or null when they cannot say (then it is walked). */
  private countWithoutWalking(filter: Filter, now: number): number | null {
    if (!filter.hasPrice) return (filter.upcoming ? this.upcomingCounts : this.visibleCounts)?.count(filter, now) ?? null;
    const prices = filter.upcoming ? this.upcomingPriceCounts : this.priceCounts;
    if (filter.currency === NONE || !prices || filter.min > filter.max) return null;
    return prices[filter.currency]!.count(filter, filter.min, filter.max, now);
  }

  /** The filters as dictionary indexes (NONE where not given); null when a value names nothing here. */
  private resolveFilter(query: EngineQuery): Filter | null {
    const lookup = (field: keyof SearchEngine['dictionaryIndex'], value: string | undefined): number | undefined =>
      value === undefined ? NONE : this.dictionaryIndex[field].get(value);
    const city = lookup('city', query.city);
    const country = lookup('country', query.country);
    const category = lookup('category', query.category);
    const kind = lookup('kind', query.kind);
    const currency = lookup('currency', query.currency);
    if (city === undefined || country === undefined || category === undefined || kind === undefined || currency === undefined) return null;
    let sectionKinds = 0; // bit set of kind indexes
    if (query.section) for (const k of SECTION_KINDS[query.section]) sectionKinds |= 1 << this.dictionaryIndex.kind.get(k)!;
    const hasPrice = query.minMinor !== undefined || query.maxMinor !== undefined;
    const eventKind = this.dictionaryIndex.kind.get('event');
    // No event here: nothing is upcoming.
    if (query.upcoming && eventKind === undefined) return null;
    return {
      city, country, category, sectionKinds, currency, hasPrice,
      // Only events are upcoming: the cell test, which a walk asks first, turns every other listing away
      // having read one column (with another kind given, the matcher turns every listing away).
      kind: query.upcoming && kind === NONE ? eventKind! : kind,
      min: query.minMinor ?? -Infinity,
      max: query.maxMinor ?? Infinity,
      upcoming: query.upcoming,
      eventKind: eventKind ?? NONE,
      filtered: city !== NONE || country !== NONE || category !== NONE || kind !== NONE || sectionKinds !== 0 || currency !== NONE || hasPrice || query.upcoming,
    };
  }

  /** Whether a listing is visible at `now` and passes the filter: checked on columns, once per listing walked. */
  private matcher(filter: Filter, now: number): (o: number) => boolean {
    const { hasPrice, min, max, upcoming, eventKind } = filter;
    // City, country, category, kind, section and currency: one lookup of the listing's cell. A walk
    // reads listings anywhere in memory; most fail here, having read one column, not six.
    const inCell = this.cells.mark(filter);
    // The columns as locals: the check reads no property chains.
    const { expiresAt, kind: kinds, priceLow, priceHigh, eventEnd, flags } = this.a;
    return (o) =>
      inCell(o)
      && expiresAt[o]! > now
      // NaN (no price) fails both comparisons: a price filter keeps only priced listings.
      && (!hasPrice || (priceLow[o]! <= max && priceHigh[o]! >= min))
      && (!upcoming || (kinds[o] === eventKind && eventEnd[o]! >= now && (flags[o]! & CANCELLED_FLAG) === 0));
  }

  /** How many listings have expired by `now`. */
  private expiredBy(now: number): number {
    return upperBound(this.expiriesSorted, now);
  }

  /**
   * A number that changes whenever what a search can see changes: the listings
   * expired plus the events ended by `now`. Both only grow as time passes, so
   * their sum grows whenever either does. Searches' ETags are made of it.
   */
  visibilityEpoch(now: number): number {
    // An event stops being upcoming once its end is behind `now` (end < now), one instant after an expiry would.
    return this.expiredBy(now) + lowerBound(this.eventEndsSorted, now);
  }

  private comparator(order: Exclude<Order, 'relevance'>): (x: number, y: number) => number {
    const idRank = this.idRank;
    switch (order) {
      case 'recent': return (x, y) => x - y;
      case 'price_low': return rankThenId(this.priceLowRank, idRank);
      case 'price_high': return rankThenId(this.priceHighRank, idRank);
      case 'event_start': return rankThenId(this.eventRank, idRank);
    }
  }

  /**
   * The query's terms and what each stands for: as typed, or — when some term
   * typed means nothing here and every term of the same keys on the other
   * keyboard layout does — as retyped. Empty without text; null when a term
   * matches nothing.
   */
  private readText(q: string | undefined): QueryTerm[] | null {
    const typed = queryTerms(q);
    if (typed.length === 0) return [];
    let expansions = typed.map((term, i) => this.expansion(term, i === typed.length - 1));
    if (!expansions.every((e) => e.known)) {
      const retyped = queryTerms(otherLayout(q!) ?? '');
      const other = retyped.map((term, i) => this.expansion(term, i === retyped.length - 1));
      if (other.length > 0 && other.every((e) => e.known)) expansions = other;
    }
    if (expansions.some((e) => e.matches.length === 0)) return null;
    return expansions.map(({ matches }, position) => ({ position, matches }));
  }

  /**
   * The vocabulary terms a query term stands for, best first, and whether it
   * is known here (found as typed, as a form or as a prefix). Remembered for
   * the words asked most lately: the same words come back again and again,
   * and finding them in the vocabulary is a good part of a short query's time.
   */
  private expansion(term: string, isLast: boolean): Expansion {
    const key = `${isLast ? '+' : '='}${term}`;
    const remembered = this.expansions.get(key);
    if (remembered) {
      // Most lately asked last: the first of the map is the one to forget.
      this.expansions.delete(key);
      this.expansions.set(key, remembered);
      return remembered;
    }
    const found = this.vocabulary.expand(term, isLast);
    const expansion: Expansion = {
      known: isKnown(found),
      matches: [...found].map(([termId, kind]) => ({ termId, quality: MATCH_QUALITY[kind], literal: isLiteral(kind) }))
        .sort((x, y) => y.quality - x.quality || this.df(y.termId) - this.df(x.termId) || x.termId - y.termId)
        .slice(0, MAX_EXPANSIONS_PER_TERM),
    };
    if (this.expansions.size >= REMEMBERED_EXPANSIONS) this.expansions.delete(this.expansions.keys().next().value!);
    this.expansions.set(key, expansion);
    return expansion;
  }

  /**
   * Calls `take` with every listing that passes holding a one-word query, once,
   * and its relevance (see RELEVANCE), made whole on the spot. Nothing is
   * written per listing but a bit, for a term with several matches (a listing
   * takes its best one): at a million listings every read or write of a table
   * of numbers by ordinal misses the cache, and this loop runs for every posting.
   */
  private eachOneTermMatch({ position, matches }: QueryTerm, passes: (o: number) => boolean, take: (o: number, score: number) => void): void {
    this.prepareScratch();
    const taken = this.holding!;
    taken.fill(0);
    const deduplicating = matches.length > 1;
    const { termOffsets, termPostings, termWeights, termTitlePositions, titleWords } = this.a;
    for (const match of matches) {
      const wordIdf = this.idf(match.termId);
      const quality = qualityPart(match.quality);
      for (let p = termOffsets[match.termId]!, to = termOffsets[match.termId + 1]!; p < to; p++) {
        const o = termPostings[p]!;
        // A listing takes its best match, the first it is found by (matches are best first); a term's postings hold a listing once.
        if (deduplicating) {
          const bit = 1 << (o & 31);
          if ((taken[o >>> 5]! & bit) !== 0) continue;
          taken[o >>> 5]! |= bit;
        }
        if (!passes(o)) continue;
        take(o, oneWordScore(match, position, termTitlePositions[p]!, termWeights[p]!, titleWords, o, quality, wordIdf));
      }
    }
  }

  /**
   * A one-word search by relevance without filters: the total from the word's
   * listings' expiry times (see oneWordTotal), and the page found by merging
   * the word's matches' postings in relevance order, from the best, until it
   * is full. A listing counts under its best match only (the first that holds
   * it: matches are best first), as when every posting is scored.
   */
  private oneWordByRank({ matches }: QueryTerm, { lists, sorted }: { lists: RankedPostings[]; sorted: boolean }, passes: (o: number) => boolean, now: number, offset: number, end: number): EngineResult {
    const { termOffsets, termPostings } = this.a;
    const total = this.oneWordTotal(matches, passes, now, !sorted);
    const next = new Int32Array(lists.length);
    const idRank = this.idRank;
    const page: number[] = [];
    while (page.length < end) {
      // The best of the lists' next postings.
      let best = -1;
      for (let m = 0; m < lists.length; m++) {
        const i = next[m]!;
        if (i >= lists[m]!.ordinals.length) continue;
        if (best < 0) {
          best = m;
          continue;
        }
        const j = next[best]!, here = lists[m]!, there = lists[best]!;
        if (here.scores[i]! > there.scores[j]! || (here.scores[i] === there.scores[j] && idRank[here.ordinals[i]!]! < idRank[there.ordinals[j]!]!)) best = m;
      }
      if (best < 0) break;
      const o = lists[best]!.ordinals[next[best]!++]!;
      if (!passes(o)) continue;
      // Held by a better match, it is that match's (and comes there).
      let better = false;
      for (let m = 0; m < best && !better; m++) better = indexOfSorted(termPostings, o, termOffsets[matches[m]!.termId]!, termOffsets[matches[m]!.termId + 1]!) >= 0;
      if (!better) page.push(o);
    }
    return { total, ordinals: page.slice(offset) };
  }

  /**
   * How many listings hold a word (through any of its matches) and are visible
   * at `now`: from their expiry times when remembered (a binary search), else
   * counted over the postings, each listing once; the expiry times are then
   * remembered if `mayRemember` (a sort: a search makes at most one).
   */
  private oneWordTotal(matches: TermMatch[], visible: (o: number) => boolean, now: number, mayRemember: boolean): number {
    const key = matches.map((match) => match.termId).join(' ');
    const remembered = this.wordExpiries.get(key);
    if (remembered) return remembered.length - upperBound(remembered, now);
    this.prepareScratch();
    const taken = this.holding!;
    taken.fill(0);
    const deduplicating = matches.length > 1;
    const { termOffsets, termPostings, expiresAt } = this.a;
    const expiries = mayRemember ? new Float64Array(matches.reduce((sum, match) => sum + this.df(match.termId), 0)) : null;
    let total = 0, held = 0;
    // The walk of eachOneTermMatch, each listing once by its best match, written out again: through a
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

  /**
   * Each match's postings in relevance order, or null (score every posting)
   * when some are not in order yet: at most one match's are put in order per
   * search, so that no search costs more than a sort of one match's postings
   * (a word of many matches, or many words asked once, costs no more than
   * scoring); a word's lists that would not fit the budget together are never made.
   */
  private rankedLists({ position, matches }: QueryTerm): { lists: RankedPostings[]; sorted: boolean } | null {
    if (matches.reduce((sum, match) => sum + this.df(match.termId), 0) > RANKED_POSTINGS_BUDGET / 2) return null;
    const lists: RankedPostings[] = [];
    let sorted = false;
    for (const match of matches) {
      const key = `${match.termId} ${match.quality} ${match.literal} ${position}`;
      let list = this.ranked.get(key);
      if (!list) {
        if (sorted) return null;
        list = this.rank(match, position);
        sorted = true;
        this.ranked.set(key, list);
      }
      lists.push(list);
    }
    return { lists, sorted };
  }

  /**
   * One match's postings in relevance order for a one-word query. A match's
   * scores differ only by the tier, the title and the weight (a byte): few
   * distinct values. Each posting's key is its score's place among them, best
   * first, then its place in id order, as one number: the keys are sorted
   * natively, not by a comparator (a common word's tens of thousands of
   * postings in milliseconds), and read back through the id order.
   */
  private rank(match: TermMatch, position: number): RankedPostings {
    const { termOffsets, termPostings, termWeights, termTitlePositions, titleWords, idOrder } = this.a;
    const from = termOffsets[match.termId]!, length = termOffsets[match.termId + 1]! - from;
    const wordIdf = this.idf(match.termId);
    const quality = qualityPart(match.quality);
    const scored = new Float64Array(length);
    for (let i = 0; i < length; i++) {
      const p = from + i;
      scored[i] = oneWordScore(match, position, termTitlePositions[p]!, termWeights[p]!, titleWords, termPostings[p]!, quality, wordIdf);
    }
    // The distinct scores, best first (sorted natively, then each kept once).
    const bestFirst = scored.slice().sort().reverse();
    let distinct = 0;
    for (let i = 0; i < length; i++) if (i === 0 || bestFirst[i] !== bestFirst[distinct - 1]) bestFirst[distinct++] = bestFirst[i]!;
    // Exact: the places times the listings stay far below 2^53.
    const n = this.n, idRank = this.idRank;
    const keys = new Float64Array(length);
    for (let i = 0; i < length; i++) keys[i] = lowerBoundDescending(bestFirst, scored[i]!, 0, distinct) * n + idRank[termPostings[from + i]!]!;
    keys.sort();
    const ordinals = new Uint32Array(length), scores = new Float64Array(length);
    for (let i = 0; i < length; i++) {
      const place = Math.floor(keys[i]! / n);
      ordinals[i] = idOrder[keys[i]! - place * n]!;
      scores[i] = bestFirst[place]!;
    }
    return { ordinals, scores };
  }

  /** Makes the scratch space of text queries, once. */
  private prepareScratch(): void {
    if (this.candidateOf) return;
    this.candidateOf = new Int32Array(this.n);
    this.holding = new Uint32Array((this.n + 31) >>> 5);
    this.holdingNext = new Uint32Array((this.n + 31) >>> 5);
  }

  /**
   * Room for `candidates` candidates of a query of `terms` terms, reused from
   * query to query (grown as needed, never past a listing each): what is noted
   * per candidate would otherwise be allocated afresh for every text search.
   */
  private candidateSpace(candidates: number, terms: number): CandidateSpace {
    let space = this.candidates;
    if (!space || space.ordinals.length < candidates) {
      const size = Math.min(this.n, Math.max(candidates, 2 * (space?.ordinals.length ?? 0), 1024));
      space = { ordinals: new Int32Array(size), heldTo: new Uint8Array(size), by: [], weights: [], titled: [] };
      this.candidates = space;
    }
    const size = space.ordinals.length;
    while (space.by.length < terms) {
      space.by.push(new Uint8Array(size));
      space.weights.push(new Uint8Array(size));
      space.titled.push(new Uint8Array(size));
    }
    return space;
  }

  /**
   * Calls `take` with every listing that passes holding every query term, once,
   * and its relevance (see RELEVANCE).
   *
   * The rarest term first: its listings are the candidates, noted one after the
   * other with what each posting says (its weight, where the term stands in the
   * titles) and the match it was found by; each later term keeps those that hold
   * it, noting the same. Which listings hold the terms so far is a bit per
   * listing: a million listings' bits stay in the cache, where a table of numbers
   * by ordinal would not, so the postings of a common term are read without
   * touching anything else. Only the candidates that hold every term are checked
   * against the filters and scored, from what was noted.
   */
  private eachTextMatch(queryTerms: QueryTerm[], passes: (o: number) => boolean, take: (o: number, score: number) => void): void {
    // Rarest terms first: the candidate set is smallest early.
    const volume = (t: QueryTerm) => t.matches.reduce((sum, m) => sum + this.df(m.termId), 0);
    const terms = [...queryTerms].sort((x, y) => volume(x) - volume(y));
    const k = terms.length;
    this.prepareScratch();
    const candidateOf = this.candidateOf!;
    let holding = this.holding!, next = this.holdingNext!;
    const { termOffsets, termPostings, termWeights, termTitlePositions, titleWords } = this.a;

    const { ordinals, heldTo, by, weights, titled } = this.candidateSpace(Math.min(volume(terms[0]!), this.n), k);
    // The first term: every listing it holds, by its best match (matches are best first).
    holding.fill(0);
    const first = terms[0]!.matches;
    let count = 0;
    for (let m = 0; m < first.length; m++) {
      for (let p = termOffsets[first[m]!.termId]!, to = termOffsets[first[m]!.termId + 1]!; p < to; p++) {
        const o = termPostings[p]!;
        const bit = 1 << (o & 31);
        if ((holding[o >>> 5]! & bit) !== 0) continue;
        holding[o >>> 5]! |= bit;
        candidateOf[o] = count;
        ordinals[count] = o;
        by[0]![count] = m;
        weights[0]![count] = termWeights[p]!;
        titled[0]![count] = termTitlePositions[p]!;
        count++;
      }
    }
    heldTo.fill(0, 0, count);
    let held = count;
    for (let i = 1; i < k && held > 0; i++) {
      const { matches } = terms[i]!;
      const byI = by[i]!, weightsI = weights[i]!, titledI = titled[i]!;
      next.fill(0);
      const heldBefore = held;
      held = 0;
      const hold = (o: number, c: number, p: number, m: number) => {
        next[o >>> 5]! |= 1 << (o & 31);
        heldTo[c] = i;
        byI[c] = m;
        weightsI[c] = termWeights[p]!;
        titledI[c] = termTitlePositions[p]!;
        held++;
      };
      // Few listings hold the terms so far and this term is common: look each of them up in its postings
      // (sorted by ordinal) rather than read them all. Either way a listing takes its best match.
      const reading = volume(terms[i]!);
      const probing = !this.options.probe ? Infinity : heldBefore * matches.reduce((sum, m) => sum + Math.log2(this.df(m.termId) + 2), 0);
      if (probing < reading) {
        for (let c = 0; c < count; c++) {
          if (heldTo[c] !== i - 1) continue;
          const o = ordinals[c]!;
          for (let m = 0; m < matches.length; m++) {
            const termId = matches[m]!.termId;
            const p = indexOfSorted(termPostings, o, termOffsets[termId]!, termOffsets[termId + 1]!);
            if (p >= 0) {
              hold(o, c, p, m);
              break;
            }
          }
        }
      } else {
        for (let m = 0; m < matches.length; m++) {
          for (let p = termOffsets[matches[m]!.termId]!, to = termOffsets[matches[m]!.termId + 1]!; p < to; p++) {
            const o = termPostings[p]!;
            const word = o >>> 5, bit = 1 << (o & 31);
            // Held every term before this one, and not yet this one (its best match came first).
            if ((holding[word]! & bit) === 0 || (next[word]! & bit) !== 0) continue;
            hold(o, candidateOf[o]!, p, m);
          }
        }
      }
      [holding, next] = [next, holding];
    }
    this.holding = holding;
    this.holdingNext = next;
    if (held === 0) return;

    // Each term's part of the score, added in the order the terms were read.
    const idfs = terms.map(({ matches }) => matches.map((match) => this.idf(match.termId)));
    for (let c = 0; c < count; c++) {
      if (heldTo[c] !== k - 1) continue;
      const o = ordinals[c]!;
      if (!passes(o)) continue;
      let sumBm25 = 0, quality = 0, starts = 0, inTitle = 0;
      for (let i = 0; i < k; i++) {
        const m = by[i]![c]!;
        const match = terms[i]!.matches[m]!;
        const { position } = terms[i]!;
        const bit = 1 << position;
        const w = weights[i]![c]!, positions = titled[i]![c]!;
        sumBm25 += bm25(idfs[i]![m]!, match.quality, w);
        quality += match.quality;
        if (match.literal) starts |= ((positions >> 4) === position ? bit : 0) | ((positions & 0xf) === position ? bit << 12 : 0);
        if (positions !== NOT_IN_TITLE) inTitle |= bit;
      }
      take(o, textScore(k, sumBm25, quality, starts, inTitle, titleWords, o));
    }
  }

  private df(termId: number): number {
    return this.a.termOffsets[termId + 1]! - this.a.termOffsets[termId]!;
  }

  /** A term's inverse document frequency, as BM25 (and MiniSearch) take it. */
  private idf(termId: number): number {
    return idf(this.n, this.df(termId));
  }
}
type DictionaryIndex = Record<'city' | 'country' | 'category' | 'kind' | 'currency', Map<string, number>>;

function dictionaryIndexOf(meta: SearchMeta): DictionaryIndex {
  const index = (values: string[]) => new Map(values.map((v, i) => [v, i]));
  const d = meta.dictionaries;
  return { city: index(d.city), country: index(d.country), category: index(d.category), kind: index(d.kind), currency: index(d.currency) };
}

/** What the engine makes from a snapshot's arrays before its first search. */
interface EngineTables {
  cells: CellSpace;
  visibleCounts: LiveCounts | null;
  upcomingCounts: LiveCounts | null;
  priceCounts: PriceRangeCounts[] | null;
  upcomingPriceCounts: PriceRangeCounts[] | null;
  idRank: Uint32Array;
  expiriesSorted: Float64Array;
  eventEndsSorted: Float64Array;
  priceLowRank: Uint32Array;
  priceHighRank: Uint32Array;
  eventRank: Uint32Array;
  rangesIn: Map<string, Uint32Array>;
  orderParts: Map<string, PartsOf>;
}

/**
 * An order split by the columns a filter most often narrows it by (see
 * order-parts.ts): the kind not for the order of events, which are all of one.
 */
type PartsOf = Partial<Record<'city' | 'category' | 'kind', SplitOrder>>;
/** An order split by one column, and a price order's listings priced as a range, split alike. */
interface SplitOrder {
  order: OrderParts;
  ranges: OrderParts | null;
}

/** The engine's tables, made in steps of a fraction of a second each at a million listings (it pauses between them). */
function* engineTables(a: SearchArrays, meta: SearchMeta, dictionaryIndex: DictionaryIndex): Generator<void, EngineTables> {
  const n = meta.listingCount;
  const d = meta.dictionaries;
  const cells = new CellSpace(a, { cities: d.city.length, categories: d.category.length, kinds: d.kind.length, currencies: d.currency.length });
  yield;
  // The columns the counts keep in order, as the build sorted them.
  const orders = new ColumnOrders(new Map(Object.entries(PRESORTED_COLUMNS).map(([column, order]) => [a[column as keyof typeof PRESORTED_COLUMNS], a[order]])));
  const expiry = { at: a.expiresAt, inclusive: true };
  const visibleCounts = LiveCounts.of(cells, a, () => true, [expiry], { blocks: true, fineBlockShift: FINE_BLOCK_SHIFT }, orders);
  yield;
  // The matcher's "upcoming": an event, not cancelled, whose end is not behind `now`.
  const eventKind = dictionaryIndex.kind.get('event');
  const event = (o: number) => a.kind[o] === eventKind && (a.flags[o]! & CANCELLED_FLAG) === 0 && !Number.isNaN(a.eventEnd[o]!);
  const eventEnd = { at: a.eventEnd, inclusive: false };
  const upcomingCounts = LiveCounts.of(cells, a, event, [expiry, eventEnd], { bandsOf: a.eventStart }, orders);
  yield;
  // Which listings are priced as a range, in one pass down the columns: the orders are then
  // filtered by a byte each rather than by two prices read at random.
  const isRange = new Uint8Array(n);
  for (let o = 0; o < n; o++) if (a.priceLow[o]! < a.priceHigh[o]!) isRange[o] = 1;
  const rangesIn = new Map<string, Uint32Array>();
  for (const [name, [offset, length]] of Object.entries(meta.orders)) {
    if (!name.startsWith('price_')) continue;
    yield;
    const order = a.orders.subarray(offset, offset + length);
    const ranges = new Uint32Array(length);
    let count = 0;
    for (let i = 0; i < length; i++) if (isRange[order[i]!] === 1) ranges[count++] = order[i]!;
    rangesIn.set(name, ranges.slice(0, count));
  }
  // Each range's place among its currency's ranges by low price, for the counts per stretch of them.
  const rangePlaces: RangePlaces = { place: new Int32Array(n).fill(-1), count: [] };
  for (let currency = 0; currency < d.currency.length; currency++) {
    const ranges = rangesIn.get(`price_low:${d.currency[currency]}`) ?? new Uint32Array(0);
    for (let i = 0; i < ranges.length; i++) rangePlaces.place[ranges[i]!] = i;
    rangePlaces.count.push(ranges.length);
  }
  yield;
  const worthIt = PriceRangeCounts.worthIt(cells);
  const priceCounts: PriceRangeCounts[] | null = worthIt ? [] : null;
  const upcomingPriceCounts: PriceRangeCounts[] | null = worthIt ? [] : null;
  for (let currency = 0; worthIt && currency < d.currency.length; currency++) {
    priceCounts!.push(PriceRangeCounts.ofCurrency(cells, a, currency, () => true, [expiry], orders, { blocks: true, ranges: rangePlaces }));
    yield;
    upcomingPriceCounts!.push(PriceRangeCounts.ofCurrency(cells, a, currency, event, [expiry, eventEnd], orders, { ranges: rangePlaces }));
    yield;
  }
  const idRank = new Uint32Array(n);
  for (let rank = 0; rank < n; rank++) idRank[a.idOrder[rank]!] = rank;
  // The values in order, read off the columns' presorted orders (NaN, in none of them, left out).
  const valuesInOrder = (column: Float64Array) => {
    const order = orders.of(column);
    const values = new Float64Array(order.length);
    for (let i = 0; i < order.length; i++) values[i] = column[order[i]!]!;
    return values;
  };
  const expiriesSorted = valuesInOrder(a.expiresAt);
  const eventEndsSorted = valuesInOrder(a.eventEnd);
  yield;
  const orderParts = new Map<string, PartsOf>();
  for (const [name, [offset, length]] of Object.entries(meta.orders)) {
    // A step per order (tens of milliseconds each at a million listings).
    yield;
    const order = a.orders.subarray(offset, offset + length);
    const ranges = rangesIn.get(name) ?? null;
    const split = (column: ArrayLike<number>, values: number): SplitOrder => ({
      order: OrderParts.of(order, column, values),
      ranges: ranges && OrderParts.of(ranges, column, values),
    });
    orderParts.set(name, {
      city: split(a.city, d.city.length),
      category: split(a.category, d.category.length),
      kind: name.startsWith('price_') ? split(a.kind, d.kind.length) : undefined,
    });
  }
  const { priceLowRank, priceHighRank, eventRank } = a;
  return { cells, visibleCounts, upcomingCounts, priceCounts, upcomingPriceCounts, idRank, expiriesSorted, eventEndsSorted, priceLowRank, priceHighRank, eventRank, rangesIn, orderParts };
}

/** Runs steps to their end at once. */
function finish<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

const isKnown = (found: Map<number, MatchKind>) => {
  for (const kind of found.values()) if (MATCH_QUALITY[kind] >= MATCH_QUALITY.prefix) return true;
  return false;
};

function resolveOrder(query: EngineQuery, hasText: boolean): Order {
  if (query.sort === 'relevance') return hasText ? 'relevance' : 'recent';
  if (query.sort) return query.sort;
  if (hasText) return 'relevance';
  return query.upcoming ? 'event_start' : 'recent';
}


function rankThenId(rank: Uint32Array, idRank: Uint32Array) {
  return (x: number, y: number) => rank[x]! - rank[y]! || idRank[x]! - idRank[y]!;
}

/**
 * Walks the pieces one after the other (a number: its ordinals up to n - 1),
 * keeping the page's matches. Counting, it walks to the end for the total; not
 * counting, it stops once the page is full.
 */
function walk(pieces: Piece[], n: number, matches: (o: number) => boolean, offset: number, size: number, { count }: { count: boolean }): EngineResult {
  const ordinals: number[] = [];
  let total = 0;
  for (const piece of pieces) {
    const list = typeof piece === 'number' ? null : piece;
    const from = typeof piece === 'number' ? piece : 0;
    const length = list ? list.length : n - from;
    for (let i = 0; i < length && (count || ordinals.length < size); i++) {
      const o = list ? list[i]! : from + i;
      if (!matches(o)) continue;
      if (total >= offset && ordinals.length < size) ordinals.push(o);
      total++;
    }
  }
  return { total, ordinals };
}

/** The `size` matches that come before the last `after` matches of a piece (walked back from its end), in order. */
function walkBack(piece: Piece, n: number, matches: (o: number) => boolean, after: number, size: number): number[] {
  const list = typeof piece === 'number' ? null : piece;
  const from = typeof piece === 'number' ? piece : 0;
  const page: number[] = [];
  let passed = 0;
  for (let i = (list ? list.length : n - from) - 1; i >= 0 && page.length < size; i--) {
    const o = list ? list[i]! : from + i;
    if (!matches(o)) continue;
    if (passed < after) passed++;
    else page.push(o);
  }
  return page.reverse();
}

/**
 * The shortest list (each ascending) without the ordinals missing from the
 * lists not much longer than it: both read in step, a few nanoseconds an
 * ordinal, where the matcher asked of a listing reads its columns anywhere in
 * memory. A much longer list is left to the matcher, which asks every filter
 * anyway: it would cost more to read than the listings it could turn away.
 */
export function narrowed(lists: Uint32Array[]): Uint32Array {
  const byLength = [...lists].sort((x, y) => x.length - y.length);
  let kept: Uint32Array = byLength[0]!;
  for (let l = 1; l < byLength.length && byLength[l]!.length <= MERGE_RATIO * kept.length && kept.length > 0; l++) {
    const next = new Uint32Array(kept.length);
    kept = next.subarray(0, mergeInto(kept, byLength[l]!, next));
  }
  return kept;
}

/** A list past this many times the length of what it would thin is not read. */
const MERGE_RATIO = 8;

/** The ordinals on both ascending lists, written to `into` (as long as `kept`); how many. */
function mergeInto(kept: Uint32Array, other: Uint32Array, into: Uint32Array): number {
  let count = 0, i = 0, j = 0;
  // Each step moves past the lesser (both when equal) without a branch on which it is: which it is
  // is a coin toss the processor would guess wrong half the time.
  while (i < kept.length && j < other.length) {
    const x = kept[i]!, y = other[j]!;
    into[count] = x;
    count += +(x === y);
    i += +(x <= y);
    j += +(y <= x);
  }
  return count;
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
 * random). As listings expire through the day, fewer bands are whole. (Blocks of ordinals
 * newest first were tried alike: some 16,000 listings at a million, a block is seldom whole,
 * and no gain was measured.)
 * `route` begins at the band's start in `list` and `back` ends at its end.
 */
function intoWholeBand(list: Uint32Array, offset: number, route: Route & { back: NonNullable<Route['back']> }): Route {
  const first = route.pieces[0] as Uint32Array;
  const start = (first.byteOffset - list.byteOffset) / Uint32Array.BYTES_PER_ELEMENT;
  if (route.back.piece().length - start !== route.back.matches - route.passed) return route;
  return { pieces: [first.subarray(offset - route.passed), ...route.pieces.slice(1)], passed: offset };
}

