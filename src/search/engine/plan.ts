/**
 * Planning: what a search will do, decided whole before any listing is checked
 * against the filters, so that execution only follows the plan.
 *
 * A plan reads the query, the dictionaries, the lengths of posting lists and
 * orders, and the counts: the totals of filter-only searches, and how many
 * matches lie before each block, band or stretch, which place a page. Placing
 * a page in a presorted order reads the prices or starts of the few listings a
 * binary search of the order visits. A one-word search by relevance reads
 * the word's postings in impact order, best first (see rank.ts).
 */
import type { DictionaryIndex } from './filter.ts';
import { resolveFilter, resolveOrder } from './filter.ts';
import type { Expander, ReadAs, Wants } from '../text/expand.ts';
import type { IntentCounts } from './intent-counts.ts';
import { presortedOrderName, type SearchArrays, type SearchMeta } from '../model.ts';
import { NOTHING, whole, type EngineQuery, type Filter, type Order, type Page, type Plan, type QueryTerm, type Route, type TextWay, type Walk } from './plan-types.ts';
import { mergeReadsLess } from './rank.ts';
import type { Routes } from './routes.ts';
import { postingList, presortedOrder, type EngineTables } from './tables.ts';
import type { TermFrequencies } from './relevance.ts';
import type { Totals } from './totals.ts';

/**
 * Sorting the n places gathered from a filter's list (numbers, natively) costs
 * about n·log2(n) times this against one step of walking a presorted order,
 * which reads the columns of a listing anywhere in memory; the cheaper wins.
 */
const SORTING_COST_FACTOR = 0.25;

/** What planning reads. */
export interface PlanSources {
  n: number;
  columns: SearchArrays;
  meta: SearchMeta;
  dictionaryIndex: DictionaryIndex;
  tables: EngineTables;
  expander: Expander;
  routes: Routes;
  totals: Totals;
  frequencies: TermFrequencies;
  intents: IntentCounts;
  /** Whether a one-word query takes its own single pass (off only to show both ways give the same). */
  onePass: boolean;
  /** Whether a text search under a narrow filter starts from the filter's listings (off only to show both ways give the same). */
  among: boolean;
}

/** How a query's words are read (Expander.readText): all of them as typed, unless told. */
export function plan(query: EngineQuery, from: PlanSources, readAs: ReadAs = {}): Plan {
  const filter = resolveFilter(from.dictionaryIndex, query);
  // A well-formed value that names nothing in this snapshot matches nothing.
  if (filter === null) return NOTHING;
  const text = from.expander.readText(query.q, readAs);
  if (text === null) return NOTHING;
  const order = resolveOrder(query, text.length > 0);
  const { now } = query;
  const offset = (query.page - 1) * query.pageSize;
  const page: Page = { offset, size: query.pageSize, end: offset + query.pageSize };
  if (text.length > 0) {
    const wants = order === 'relevance' ? from.expander.wants(query.q) : null;
    return { kind: 'text', filter, now, page, terms: text, order, wants, way: textWay(text, order, filter, page, wants, from) };
  }

  const { routes, totals } = from;
  if (!filter.filtered && (order === 'recent' || order === 'relevance')) {
    // The total comes from the expiry order; the page is the first visible ordinals, from the block it begins in.
    const total = totals.visible(now);
    const route = routes.newestFirst(null, filter, offset, total, now);
    return { kind: 'everything', filter, now, total, walk: { direction: 'forward', pieces: route.pieces, skip: offset - route.passed, size: page.size, count: false } };
  }

  // Filter-only: the shortest posting list among the filters given bounds the walk.
  const lists: Uint32Array[] = [];
  const wanted: [field: string, value: string | undefined][] = [
    ['city', query.city], ['country', query.country], ['category', query.category], ['kind', query.kind],
    ['section', query.section], ['currency', query.currency], ['kind', query.upcoming ? 'event' : undefined],
  ];
  for (const [field, value] of wanted) {
    if (value === undefined) continue;
    const list = postingList(from.columns, from.meta, field, value);
    if (!list) return NOTHING;
    lists.push(list);
  }
  let shortest: Uint32Array | null = null;
  for (const list of lists) if (!shortest || list.length < shortest.length) shortest = list;

  if (order === 'recent' || order === 'relevance') {
    const total = totals.ofFilter(filter, now);
    // The walk passes, one at a time, the page's matches and the page before it (from the block it
    // lands in), or under a price range every match before the page (its counts place a page newest
    // first only for kinds alone): on the shortest list, as many listings as that takes at its share
    // of matches. The listings of the filter's cells, when they are half of that or fewer, are walked
    // instead: they hold only listings the cells take (a city's list holds one CAD listing in many, say).
    const passing = page.size + (filter.hasPrice ? offset : page.size);
    const visits = shortest === null ? 0 : total === null || total === 0 ? shortest.length : Math.min(shortest.length, (passing * shortest.length) / total);
    const walked = (shortest && from.tables.cells.listingsOf(filter, visits / 2)) ?? shortest;
    return walkPlan(filter, now, routes.newestFirst(walked, filter, offset, total, now), total, page);
  }
  const orderName = presortedOrderName(order, query.currency);
  const entire = presortedOrder(from.columns, from.meta, orderName);
  // Walked in the part of the order the filter narrows it to most; a gathered list is put in the whole order.
  const part = routes.narrowestPart(orderName, filter);
  const walked = part?.order ?? entire;
  const presorted = order === 'event_start' || !filter.hasPrice ? walked : routes.withinMax(walked, order, filter.max);
  const exact = totals.ofFilter(filter, now);
  // The parts of the order the offset passes are skipped by their counts.
  const route = exact === null ? whole(presorted)
    : order === 'event_start' ? routes.inEventOrder(presorted, filter, offset, exact, now)
      : routes.inPriceOrder(presorted, part?.ranges ?? null, order, filter, offset, exact, now);
  if (!shortest) return walkPlan(filter, now, route, exact, page);
  // Walking the route until the page is full visits about (what is left of the offset + size) /
  // share of the matches on it; gathering reads the shortest list and sorts what passes. The counts
  // say how many pass before anything is read; without them (when the cells would be too many
  // for counts) every listing of the list may.
  const matches = exact ?? shortest.length;
  const length = route.pieces.reduce((sum: number, piece) => sum + (typeof piece === 'number' ? from.n - piece : piece.length), 0);
  const walking = exact === null ? length : exact <= offset ? 0 : Math.min(length, ((offset - route.passed + page.size) * length) / (exact - route.passed));
  const gathering = shortest.length + matches * Math.log2(matches + 2) * SORTING_COST_FACTOR;
  if (gathering >= walking) return walkPlan(filter, now, route, exact, page);
  const { priceLowRank, priceHighRank, eventRank } = from.tables;
  const placeOf = order === 'price_low' ? priceLowRank : order === 'price_high' ? priceHighRank : eventRank;
  return { kind: 'gather', filter, now, page, lists, placeOf, sorted: entire };
}

/**
 * How a text search finds its matches (see TextWay). A one-word search by
 * relevance without filters reads the word's postings in relevance order,
 * off impact order, when that reads less than scoring them all (mergeReadsLess).
 * One that asks or offers reads its word's postings of the intent it wants
 * first, which come first (relevance.ts): where they are at least a page, it
 * reads as far as `end` of them, about `end` times the postings per wanted
 * one. Where they are the fewer side, a merge reads far to find them (most
 * often said in descriptions, late in impact order), so they are picked out by
 * their flags and only they are scored; where they are fewer than `end`, the
 * merge reads the other side for the rest of the page ("selling" on page 150).
 */
function textWay(terms: QueryTerm[], order: Order, filter: Filter, page: Page, wants: Wants | null, from: PlanSources): TextWay {
  const among = from.among && filter.filtered ? amongFilter(terms, filter, from) : null;
  if (among) return { kind: 'among', listings: among };
  if (terms.length > 1 || !from.onePass) return { kind: 'terms' };
  const term = terms[0]!;
  // Looking for work ranks three sides, which a merge of one side then the other does not keep: it scores.
  if (order !== 'relevance' || filter.filtered || wants === 'jobs') return { kind: 'one term' };
  const wanted = wants === null ? null : from.intents.wanted(term.matches, wants);
  const volume = from.frequencies.volume(term.matches);
  if (wanted !== null && wanted < volume / 2) {
    // The side wanted is the fewer: its postings are picked out by their flag and only they are
    // scored; where they are fewer than the page's end, the rest of the page is merged off the other side.
    if (wanted >= page.end) return { kind: 'ranked', sparse: true };
    const reads = Math.ceil(((page.end - wanted) * volume) / (volume - wanted));
    return mergeReadsLess(term, reads, from.frequencies) ? { kind: 'ranked', sparse: true } : { kind: 'one term' };
  }
  const reads = wanted === null ? page.end : Math.ceil((page.end * volume) / wanted);
  if (mergeReadsLess(term, reads, from.frequencies)) return { kind: 'ranked', sparse: false };
  return { kind: 'one term' };
}

/**
 * The listings of the filter's cells, when there are so few that looking each
 * up in the rarest term's postings (a binary search per match) reads less than
 * reading those postings whole: a city, a category and a currency together
 * hold a few hundred listings where a common word holds a hundred thousand.
 */
function amongFilter(terms: QueryTerm[], filter: Filter, from: PlanSources): Uint32Array | null {
  const { frequencies } = from;
  let rarest = terms[0]!, least = Infinity;
  for (const term of terms) {
    const volume = frequencies.volume(term.matches);
    if (volume < least) [rarest, least] = [term, volume];
  }
  const perListing = rarest.matches.reduce((sum, match) => sum + Math.log2(frequencies.df(match.termId) + 2), 0);
  if (perListing === 0) return null;
  return from.tables.cells.listingsOf(filter, Math.floor(least / perListing));
}

/**
 * The walk of a route for a page. Without a total it walks forward to the end,
 * counting. With one, a page nearer the end than the route's start is found
 * walking back from the end, and a page in the later half of its band from
 * the band's end; any other forward, stopping once the page is full.
 */
function walkPlan(filter: Filter, now: number, route: Route, total: number | null, { offset, size: pageSize }: Page): Plan {
  const planned = (walk: Walk | null): Plan => ({ kind: 'walk', filter, now, total, walk });
  if (total === null) return planned({ direction: 'forward', pieces: route.pieces, skip: offset, size: pageSize, count: true });
  if (total <= offset) return planned(null);
  const size = Math.min(pageSize, total - offset);
  const after = total - offset - size;
  if (route.pieces.length === 1 && after < offset - route.passed) return planned({ direction: 'back', piece: route.pieces[0]!, after, size });
  const { back } = route;
  if (back && offset + size <= back.matches && back.matches - offset - size < offset - route.passed) {
    return planned({ direction: 'back', piece: back.piece(), after: back.matches - offset - size, size });
  }
  return planned({ direction: 'forward', pieces: route.pieces, skip: offset - route.passed, size: pageSize, count: false });
}
