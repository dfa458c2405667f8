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
import { CellSpace, LiveCounts, PriceRangeCounts, type CellFilter } from './counts.ts';
import { otherLayout } from './layout.ts';
import { CANCELLED_FLAG, NOT_IN_TITLE, type SearchArrays, type SearchMeta } from './model.ts';
import { isLiteral, MATCH_QUALITY, type MatchKind, type TermMatch, type Vocabulary } from './terms.ts';
import { queryTerms } from './tokenize.ts';

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

/** BM25's constants, as MiniSearch names its own (`BM25Params`): term-frequency saturation; no length normalization. */
const BM25 = { k: 1.2 } as const;

/**
 * Relevance is one number per listing, compared whole: the title tier (the
 * title is the query: 2, starts with it: 1), then the sum of the query terms'
 * match qualities, then whether every term is in a title, then BM25. Each
 * step's weight exceeds everything below it.
 */
const RELEVANCE = { tier: 1e8, quality: 1e4, qualityPrecision: 100, allInTitle: 1e3, bm25Ceiling: 999 } as const;

/** A query term, ready to run: where it stood in the query, and the vocabulary terms it stands for, best first. */
interface QueryTerm {
  position: number;
  matches: TermMatch[];
}

const NONE = -1;
const NOTHING: Plan = { kind: 'nothing' };

/**
 * Sorting the n places gathered from a filter's list (numbers, natively) costs
 * about n·log2(n) times this against one step of walking a presorted order,
 * which reads the columns of a listing anywhere in memory; the cheaper wins.
 */
const SORTING_COST_FACTOR = 0.25;
/** The marks of text queries are Int32: they start over before the epoch could overflow. */
const EPOCH_CEILING = 0x7fff_ff00;
/** A bounded heap finds the first `count` when that is under this share of the candidates; a full sort otherwise. */
const HEAP_BELOW_SHARE = 1 / 4;

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
  | { kind: 'walk'; filter: Filter; list: Uint32Array | null; total: number | null }
  | { kind: 'gather'; filter: Filter; list: Uint32Array; order: 'price_low' | 'price_high' | 'event_start'; sorted: Uint32Array };

export class SearchEngine {
  private readonly n: number;
  private readonly dictionaryIndex: Record<'city' | 'country' | 'category' | 'kind' | 'currency', Map<string, number>>;
  /** Position of each ordinal in id order: the tie-break of orders that are not by ordinal. */
  private readonly idRank: Uint32Array;
  private readonly priceLowRank: Uint32Array;
  private readonly priceHighRank: Uint32Array;
  private readonly eventRank: Uint32Array;
  /** Every listing's expiry, ascending: visible counts without a scan. */
  private readonly expiriesSorted: Float64Array;
  /** Every event's end, ascending. */
  private readonly eventEndsSorted: Float64Array;
  // Scratch space for text queries, reused: epoch-stamped marks avoid clearing per query.
  private marks: Int32Array | null = null;
  private scores: Float64Array | null = null;
  private qualities: Float64Array | null = null;
  /** Per listing, bit i: query term i is at word i of the Ukrainian title (bits 0–11) or the English one (bits 12–23). */
  private titleStarts: Uint32Array | null = null;
  /** Per listing, bit i: query term i is in a title. */
  private inTitle: Uint16Array | null = null;
  private epoch = 0;
  /** Totals of filters made of city, country, category, kind, section and currency, of upcoming events, and of price ranges per currency (null: too many cells, walk). */
  private readonly visibleCounts: LiveCounts | null;
  private readonly upcomingCounts: LiveCounts | null;
  private readonly priceCounts: PriceRangeCounts[] | null;

  constructor(
    private readonly a: SearchArrays,
    private readonly meta: SearchMeta,
    private readonly vocabulary: Vocabulary,
    /** Whether a common term may be looked up per listing rather than read whole (off only to show both give the same). */
    private readonly options: { probe: boolean } = { probe: true },
  ) {
    const n = (this.n = meta.listingCount);
    const index = (values: string[]) => new Map(values.map((v, i) => [v, i]));
    const d = meta.dictionaries;
    this.dictionaryIndex = {
      city: index(d.city), country: index(d.country), category: index(d.category), kind: index(d.kind), currency: index(d.currency),
    };
    const cells = new CellSpace(a, { cities: d.city.length, categories: d.category.length, kinds: d.kind.length, currencies: d.currency.length });
    const expiry = { at: a.expiresAt, inclusive: true };
    this.visibleCounts = LiveCounts.of(cells, a, () => true, [expiry]);
    // The matcher's "upcoming": an event, not cancelled, whose end is not behind `now`.
    const eventKind = this.dictionaryIndex.kind.get('event');
    this.upcomingCounts = LiveCounts.of(cells, a, (o) => a.kind[o] === eventKind && (a.flags[o]! & CANCELLED_FLAG) === 0 && !Number.isNaN(a.eventEnd[o]!),
      [expiry, { at: a.eventEnd, inclusive: false }]);
    this.priceCounts = PriceRangeCounts.of(cells, a, d.currency.length);
    this.idRank = new Uint32Array(n);
    a.idOrder.forEach((ordinal, rank) => { this.idRank[ordinal] = rank; });
    this.expiriesSorted = Float64Array.from(a.expiresAt).sort();
    this.eventEndsSorted = Float64Array.from(a.eventEnd.filter((end) => !Number.isNaN(end))).sort();
    this.priceLowRank = new Uint32Array(n);
    this.priceHighRank = new Uint32Array(n);
    this.eventRank = new Uint32Array(n);
    for (const [name, [offset, length]] of Object.entries(meta.orders)) {
      const target = name.startsWith('price_low:') ? this.priceLowRank : name.startsWith('price_high:') ? this.priceHighRank : this.eventRank;
      for (let i = 0; i < length; i++) target[a.orders[offset + i]!] = i;
    }
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

    if (order === 'recent' || order === 'relevance') return { kind: 'walk', filter, list: shortest, total: this.countWithoutWalking(filter, query.now) };
    const whole = order === 'event_start' ? this.order('event_start') : this.order(`${order}:${query.currency}`);
    const presorted = order === 'event_start' || !filter.hasPrice ? whole : this.withinMax(whole, order, filter.max);
    const exact = this.countWithoutWalking(filter, query.now);
    if (!shortest) return { kind: 'walk', filter, list: presorted, total: exact };
    // Walking the order until the page is full visits about (offset + size) / share of the matches
    // in it; gathering reads the shortest list and sorts what passes. The counts say how many pass
    // (or at most how many) before anything is read; without them every listing of the list may.
    // An upcoming search with a price range: at most the upcoming ones, whatever their price.
    const matches = exact ?? (filter.upcoming ? this.upcomingCounts?.count(filter, query.now) : null) ?? shortest.length;
    const reach = query.page * query.pageSize;
    // At most `matches` pass: how far a walk goes is known only from an exact count. Low prices
    // ascending, the matches begin about where the low price reaches `min` (before it, only ranges).
    const lead = order === 'price_low' && filter.min > 0 ? firstWhere(presorted, (o) => this.a.priceLow[o]! >= filter.min) : 0;
    const walking = exact === null ? presorted.length : exact === 0 ? 0 : Math.min(presorted.length, lead + (reach * (presorted.length - lead)) / exact);
    const gathering = shortest.length + matches * Math.log2(matches + 2) * SORTING_COST_FACTOR;
    return gathering < walking ? { kind: 'gather', filter, list: shortest, order, sorted: whole } : { kind: 'walk', filter, list: presorted, total: exact };
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
        const kept = this.textCandidates(plan.terms).filter(matches);
        // Candidates come in posting order, not sorted: only the page is put in order, recent included.
        return { total: kept.length, ordinals: firstInOrder(kept, end, this.comparator(plan.order, this.scores)).slice(offset) };
      }
      case 'everything':
        // The total comes from the expiry order; the page is the first visible ordinals.
        return { total: this.n - this.expiredBy(query.now), ordinals: walk(null, this.n, matches, offset, query.pageSize, { count: false }).ordinals };
      case 'walk': {
        const length = plan.list ? plan.list.length : this.n;
        // Counted from the cells when the filter is made of them: the walk stops once the page is full.
        const total = plan.total;
        if (total !== null) {
          if (total <= offset) return { total, ordinals: [] };
          return { total, ordinals: walk(plan.list, length, matches, offset, query.pageSize, { count: false }).ordinals };
        }
        return walk(plan.list, length, matches, offset, query.pageSize, { count: true });
      }
      case 'gather': {
        // Each listing kept stands for its place in the presorted order: sorting the places
        // (numbers, natively) and reading the order there puts the page in order.
        const rank = plan.order === 'price_low' ? this.priceLowRank : plan.order === 'price_high' ? this.priceHighRank : this.eventRank;
        const places = new Uint32Array(plan.list.length);
        let kept = 0;
        for (const o of plan.list) if (matches(o)) places[kept++] = rank[o]!;
        const page = places.subarray(0, kept).sort().subarray(offset, end);
        return { total: kept, ordinals: Array.from(page, (place) => plan.sorted[place]!) };
      }
    }
  }

  /** The total of a filter-only search from the counts, or null when they cannot say (then it is walked). */
  private countWithoutWalking(filter: Filter, now: number): number | null {
    if (!filter.hasPrice) return (filter.upcoming ? this.upcomingCounts : this.visibleCounts)?.count(filter, now) ?? null;
    if (filter.upcoming || filter.currency === NONE || !this.priceCounts || filter.min > filter.max) return null;
    return this.priceCounts[filter.currency]!.count(filter, filter.min, filter.max, now);
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
    return {
      city, country, category, kind, sectionKinds, currency, hasPrice,
      min: query.minMinor ?? -Infinity,
      max: query.maxMinor ?? Infinity,
      upcoming: query.upcoming,
      eventKind: this.dictionaryIndex.kind.get('event')!,
      filtered: city !== NONE || country !== NONE || category !== NONE || kind !== NONE || sectionKinds !== 0 || currency !== NONE || hasPrice || query.upcoming,
    };
  }

  /** Whether a listing is visible at `now` and passes the filter: checked on columns, once per listing walked. */
  private matcher(filter: Filter, now: number): (o: number) => boolean {
    const { city, country, category, kind, sectionKinds, currency, hasPrice, min, max, upcoming, eventKind } = filter;
    // The columns as locals: the check reads no property chains.
    const { expiresAt, city: cities, country: countries, category: categories, kind: kinds, currency: currencies, priceLow, priceHigh, eventEnd, flags } = this.a;
    return (o) =>
      expiresAt[o]! > now
      && (city === NONE || cities[o] === city)
      && (country === NONE || countries[o] === country)
      && (category === NONE || categories[o] === category)
      && (kind === NONE || kinds[o] === kind)
      && (sectionKinds === 0 || (sectionKinds & (1 << kinds[o]!)) !== 0)
      && (currency === NONE || currencies[o] === currency)
      // NaN (no price) fails both comparisons: a price filter keeps only priced listings.
      && (!hasPrice || (priceLow[o]! <= max && priceHigh[o]! >= min))
      && (!upcoming || (kinds[o] === eventKind && eventEnd[o]! >= now && (flags[o]! & CANCELLED_FLAG) === 0));
  }

  /** How many listings have expired by `now`. */
  private expiredBy(now: number): number {
    return countBefore(this.expiriesSorted, now, { inclusive: true });
  }

  /**
   * A number that changes whenever what a search can see changes: the listings
   * expired plus the events ended by `now`. Both only grow as time passes, so
   * their sum grows whenever either does. Searches' ETags are made of it.
   */
  visibilityEpoch(now: number): number {
    // An event stops being upcoming once its end is behind `now` (end < now), one instant after an expiry would.
    return this.expiredBy(now) + countBefore(this.eventEndsSorted, now, { inclusive: false });
  }

  private comparator(order: Order, scores: Float64Array | null): (x: number, y: number) => number {
    const idRank = this.idRank;
    switch (order) {
      case 'recent': return (x, y) => x - y;
      case 'relevance': return (x, y) => scores![y]! - scores![x]! || idRank[x]! - idRank[y]!;
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
    let expansions = typed.map((term, i) => this.vocabulary.expand(term, i === typed.length - 1));
    if (!expansions.every(isKnown)) {
      const retyped = queryTerms(otherLayout(q!) ?? '');
      const other = retyped.map((term, i) => this.vocabulary.expand(term, i === retyped.length - 1));
      if (other.length > 0 && other.every(isKnown)) expansions = other;
    }
    const terms: QueryTerm[] = [];
    for (const [position, found] of expansions.entries()) {
      if (found.size === 0) return null;
      const matches = [...found].map(([termId, kind]) => ({ termId, quality: MATCH_QUALITY[kind], literal: isLiteral(kind) }))
        .sort((x, y) => y.quality - x.quality || this.df(y.termId) - this.df(x.termId) || x.termId - y.termId)
        .slice(0, MAX_EXPANSIONS_PER_TERM);
      terms.push({ position, matches });
    }
    return terms;
  }

  /**
   * Ordinals holding every query term, in no particular order; their relevance
   * (see RELEVANCE) lands in `this.scores`.
   */
  private textCandidates(queryTerms: QueryTerm[]): number[] {
    const a = this.a;
    // Rarest terms first: the candidate set is smallest early.
    const volume = (t: QueryTerm) => t.matches.reduce((sum, m) => sum + this.df(m.termId), 0);
    const terms = [...queryTerms].sort((x, y) => volume(x) - volume(y));

    if (!this.marks || this.epoch > EPOCH_CEILING - terms.length) {
      this.marks = new Int32Array(this.n);
      this.scores = new Float64Array(this.n);
      this.qualities = new Float64Array(this.n);
      this.titleStarts = new Uint32Array(this.n);
      this.inTitle = new Uint16Array(this.n);
      this.epoch = 0;
    }
    const marks = this.marks, scores = this.scores!, qualities = this.qualities!, titleStarts = this.titleStarts!, inTitle = this.inTitle!;
    const base = this.epoch;
    this.epoch += terms.length + 1;
    const k = terms.length;
    const { termOffsets, termPostings, termWeights, termTitlePositions } = a;
    /** Ordinals holding every term so far. */
    let holding: number[] = [];
    for (let i = 0; i < k; i++) {
      const { position, matches } = terms[i]!;
      const bit = 1 << position;
      const next: number[] = [];
      /** Listing o holds this term through `match`, at posting p: its score and title marks grow. */
      const take = (o: number, p: number, match: TermMatch, idf: number) => {
        const w = termWeights[p]!;
        const score = idf * match.quality * ((w * (BM25.k + 1)) / (w + BM25.k));
        const positions = termTitlePositions[p]!;
        const starts = !match.literal ? 0 : ((positions >> 4) === position ? bit : 0) | ((positions & 0xf) === position ? bit << 12 : 0);
        const titled = positions === NOT_IN_TITLE ? 0 : bit;
        if (i === 0) {
          scores[o] = score; qualities[o] = match.quality; titleStarts[o] = starts; inTitle[o] = titled;
        } else {
          scores[o]! += score; qualities[o]! += match.quality; titleStarts[o]! |= starts; inTitle[o]! |= titled;
        }
        marks[o] = base + i + 1;
        next.push(o);
      };
      const idfs = matches.map((match) => { const df = this.df(match.termId); return Math.log(1 + (this.n - df + 0.5) / (df + 0.5)); });
      // Few listings hold the terms so far and this term is common: look each of them up in its postings
      // (sorted by ordinal) rather than read them all. Either way a listing takes its best match.
      const reading = matches.reduce((sum, m) => sum + this.df(m.termId), 0);
      const probing = i === 0 || !this.options.probe ? Infinity : holding.length * matches.reduce((sum, m) => sum + Math.log2(this.df(m.termId) + 2), 0);
      if (probing < reading) {
        for (const o of holding) {
          for (let m = 0; m < matches.length; m++) {
            const match = matches[m]!;
            const p = indexOf(termPostings, termOffsets[match.termId]!, termOffsets[match.termId + 1]!, o);
            if (p >= 0) { take(o, p, match, idfs[m]!); break; }
          }
        }
      } else {
        for (let m = 0; m < matches.length; m++) {
          const match = matches[m]!;
          const from = termOffsets[match.termId]!, to = termOffsets[match.termId + 1]!;
          for (let p = from; p < to; p++) {
            const o = termPostings[p]!;
            const mark = marks[o]!;
            // mark === base + i: matched the i terms before this one (and not yet this one: its best match came first).
            if (i === 0 ? mark === base + 1 : mark !== base + i) continue;
            take(o, p, match, idfs[m]!);
          }
        }
      }
      holding = next;
    }
    const candidates = holding;
    const all = (1 << k) - 1;
    const titleWords = a.titleWords;
    for (const o of candidates) {
      const starts = titleStarts[o]!;
      let tier = 0;
      if ((starts & all) === all) tier = titleWords[2 * o] === k ? 2 : 1;
      if (((starts >> 12) & all) === all) tier = Math.max(tier, titleWords[2 * o + 1] === k ? 2 : 1);
      scores[o] = tier * RELEVANCE.tier
        + Math.round(qualities[o]! * RELEVANCE.qualityPrecision) * RELEVANCE.quality
        + (inTitle[o] === all ? RELEVANCE.allInTitle : 0)
        + Math.min(scores[o]!, RELEVANCE.bm25Ceiling);
    }
    return candidates;
  }

  private df(termId: number): number {
    return this.a.termOffsets[termId + 1]! - this.a.termOffsets[termId]!;
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

/** The first `count` of `items` in `compare` order: a bounded heap when that is far fewer than all of them. */
export function firstInOrder(items: number[], count: number, compare: (x: number, y: number) => number): number[] {
  if (count >= items.length * HEAP_BELOW_SHARE) return items.sort(compare).slice(0, count);
  // A max-heap (by `compare`) of the best `count` seen so far.
  const heap: number[] = [];
  const worse = (i: number, j: number) => compare(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => { const t = heap[i]!; heap[i] = heap[j]!; heap[j] = t; };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1, r = l + 1;
      let top = i;
      if (l < heap.length && worse(l, top)) top = l;
      if (r < heap.length && worse(r, top)) top = r;
      if (top === i) return;
      swap(i, top);
      i = top;
    }
  };
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (count > 0 && compare(item, heap[0]!) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(compare);
}

/**
 * Walks `list` (or 0…n-1) in order, keeping the page's matches. Counting, it
 * walks to the end for the total; not counting, it stops once the page is full.
 */
function walk(list: Uint32Array | null, length: number, matches: (o: number) => boolean, offset: number, size: number, { count }: { count: boolean }): EngineResult {
  const ordinals: number[] = [];
  let total = 0;
  for (let i = 0; i < length && (count || ordinals.length < size); i++) {
    const o = list ? list[i]! : i;
    if (!matches(o)) continue;
    if (total >= offset && ordinals.length < size) ordinals.push(o);
    total++;
  }
  return { total, ordinals };
}

/** The first position of `list` where `holds` is true, for a `holds` false then true along it. */
function firstWhere(list: Uint32Array, holds: (o: number) => boolean): number {
  let from = 0, to = list.length;
  while (from < to) {
    const mid = (from + to) >>> 1;
    if (holds(list[mid]!)) to = mid;
    else from = mid + 1;
  }
  return from;
}

/** The position of `value` in the ascending `sorted[from…to)`, or -1. */
function indexOf(sorted: Uint32Array, from: number, to: number, value: number): number {
  while (from < to) {
    const mid = (from + to) >>> 1;
    const held = sorted[mid]!;
    if (held === value) return mid;
    if (held < value) from = mid + 1;
    else to = mid;
  }
  return -1;
}

/** How many of the ascending `sorted` come before `value` (or are equal to it, `inclusive`): a binary search. */
function countBefore(sorted: Float64Array, value: number, { inclusive }: { inclusive: boolean }): number {
  let low = 0, high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value || (inclusive && sorted[mid] === value)) low = mid + 1;
    else high = mid;
  }
  return low;
}
