/**
 * The tables the engine makes from a snapshot's arrays before its first
 * search: the cells and the counts over them, each listing's place in id
 * order, the expiry and event-end times in order, the price orders' ranges and
 * every order split by city, category and kind. And how a search reads the
 * snapshot's posting lists and presorted orders.
 */
import { CellSpace, ColumnOrders, everyListing, FINE_BLOCK_SHIFT, LiveCounts, membersOf, PriceRangeCounts, type RangePlaces } from '../counts/index.ts';
import type { DictionaryIndex } from './filter.ts';
import { idRanks } from '../ids.ts';
import { CANCELLED_FLAG, orderOfName, presortedOrderName, type SearchArrays, type SearchMeta } from '../model.ts';
import { OrderParts } from '../order-parts.ts';
import { PRESORTED_COLUMNS } from '../presorted.ts';

/** The listings whose `field` is `value` (a posting list, ascending), or null when none are. */
export function postingList(columns: SearchArrays, meta: SearchMeta, field: string, value: string): Uint32Array | null {
  const slice = meta.postings[field]?.[value];
  return slice ? columns.postings.subarray(slice[0], slice[0] + slice[1]) : null;
}

/** A presorted order by name (`price_low:USD`, `event_start`); empty when the snapshot has none. */
export function presortedOrder(columns: SearchArrays, meta: SearchMeta, name: string): Uint32Array {
  const slice = meta.orders[name];
  return slice ? columns.orders.subarray(slice[0], slice[0] + slice[1]) : new Uint32Array(0);
}

/** What the engine makes from a snapshot's arrays before its first search. */
export interface EngineTables {
  /** The cell of every listing (city × category × kind × currency). */
  cells: CellSpace;
  /**
   * Totals of filters made of city, country, category, kind, section and
   * currency, and of price ranges per currency, of visible listings and of
   * upcoming events (null: too many cells, walk).
   */
  visibleCounts: LiveCounts | null;
  upcomingCounts: LiveCounts | null;
  priceCounts: PriceRangeCounts[] | null;
  upcomingPriceCounts: PriceRangeCounts[] | null;
  /** Position of each ordinal in id order: the tie-break of orders that are not by ordinal. */
  idRank: Uint32Array;
  /** Every listing's expiry, ascending: visible counts without a scan. */
  expiriesSorted: Float64Array;
  /** Every event's end, ascending. */
  eventEndsSorted: Float64Array;
  /** Each listing's place in the price and event orders (the build's). */
  priceLowRank: Uint32Array;
  priceHighRank: Uint32Array;
  eventRank: Uint32Array;
  /** Per price order, the listings in it priced as a range (low < high), in its order. */
  rangesIn: Map<string, Uint32Array>;
  /** Per order, its listings split by city, by category and (price orders) by kind: what a filtered walk reads. */
  orderParts: Map<string, PartsOf>;
}

/**
 * An order split by the columns a filter most often narrows it by (see
 * ../order-parts.ts): the kind not for the order of events, which are all of one.
 */
export type PartsOf = Partial<Record<'city' | 'category' | 'kind', SplitOrder>>;
/** An order split by one column, and a price order's listings priced as a range, split alike. */
export interface SplitOrder {
  order: OrderParts;
  ranges: OrderParts | null;
}

/** The engine's tables, made in steps, so that whoever makes them can pause between them and no step holds a thread long. */
export function* engineTables(columns: SearchArrays, meta: SearchMeta, dictionaryIndex: DictionaryIndex): Generator<void, EngineTables> {
  const n = meta.listingCount;
  const dictionaries = meta.dictionaries;
  const cells = new CellSpace(columns, { cities: dictionaries.city.length, categories: dictionaries.category.length, kinds: dictionaries.kind.length, currencies: dictionaries.currency.length });
  yield;
  // The columns the counts keep in order, as the build sorted them.
  const orders = new ColumnOrders(new Map(Object.entries(PRESORTED_COLUMNS).map(([column, order]) => [columns[column as keyof typeof PRESORTED_COLUMNS], columns[order]])));
  const expiry = { at: columns.expiresAt, inclusive: true };
  const listings = everyListing(n);
  const visibleCounts = LiveCounts.of(cells, columns, listings, [expiry], { blocks: true, fineBlockShift: FINE_BLOCK_SHIFT }, orders);
  yield;
  // The matcher's "upcoming": an event, not cancelled, whose end is not behind `now`.
  const eventKind = dictionaryIndex.kind.get('event');
  const event = (o: number) => columns.kind[o] === eventKind && (columns.flags[o]! & CANCELLED_FLAG) === 0 && !Number.isNaN(columns.eventEnd[o]!);
  const events = membersOf(n, event);
  const eventEnd = { at: columns.eventEnd, inclusive: false };
  const upcomingCounts = LiveCounts.of(cells, columns, events, [expiry, eventEnd], { bandsOf: columns.eventStart }, orders);
  yield;
  // Which listings are priced as a range, in one pass down the columns: the orders are then
  // filtered by a byte each rather than by two prices read at random.
  const isRange = new Uint8Array(n);
  for (let o = 0; o < n; o++) if (columns.priceLow[o]! < columns.priceHigh[o]!) isRange[o] = 1;
  const rangesIn = new Map<string, Uint32Array>();
  for (const [name, [offset, length]] of Object.entries(meta.orders)) {
    if (orderOfName(name) === 'event_start') continue;
    yield;
    const order = columns.orders.subarray(offset, offset + length);
    const ranges = new Uint32Array(length);
    let count = 0;
    for (let i = 0; i < length; i++) if (isRange[order[i]!] === 1) ranges[count++] = order[i]!;
    rangesIn.set(name, ranges.slice(0, count));
  }
  // Each range's place among its currency's ranges by low price, for the counts per stretch of them.
  const rangePlaces: RangePlaces = { place: new Int32Array(n).fill(-1), count: [] };
  for (let currency = 0; currency < dictionaries.currency.length; currency++) {
    const ranges = rangesIn.get(presortedOrderName('price_low', dictionaries.currency[currency])) ?? new Uint32Array(0);
    for (let i = 0; i < ranges.length; i++) rangePlaces.place[ranges[i]!] = i;
    rangePlaces.count.push(ranges.length);
  }
  yield;
  const worthIt = PriceRangeCounts.worthIt(cells);
  const priceCounts: PriceRangeCounts[] | null = worthIt ? [] : null;
  const upcomingPriceCounts: PriceRangeCounts[] | null = worthIt ? [] : null;
  for (let currency = 0; worthIt && currency < dictionaries.currency.length; currency++) {
    priceCounts!.push(PriceRangeCounts.ofCurrency(cells, columns, currency, listings, [expiry], orders, { blocks: true, ranges: rangePlaces }));
    yield;
    upcomingPriceCounts!.push(PriceRangeCounts.ofCurrency(cells, columns, currency, events, [expiry, eventEnd], orders, { ranges: rangePlaces }));
    yield;
  }
  const idRank = idRanks(columns.idOrder);
  // The values in order, read off the columns' presorted orders (NaN, in none of them, left out).
  const valuesInOrder = (column: Float64Array) => {
    const order = orders.of(column);
    const values = new Float64Array(order.length);
    for (let i = 0; i < order.length; i++) values[i] = column[order[i]!]!;
    return values;
  };
  const expiriesSorted = valuesInOrder(columns.expiresAt);
  const eventEndsSorted = valuesInOrder(columns.eventEnd);
  yield;
  const orderParts = new Map<string, PartsOf>();
  for (const [name, [offset, length]] of Object.entries(meta.orders)) {
    // A step per order: each is a pass over a whole order.
    yield;
    const order = columns.orders.subarray(offset, offset + length);
    const ranges = rangesIn.get(name) ?? null;
    const split = (column: ArrayLike<number>, values: number): SplitOrder => ({
      order: OrderParts.of(order, column, values),
      ranges: ranges && OrderParts.of(ranges, column, values),
    });
    orderParts.set(name, {
      city: split(columns.city, dictionaries.city.length),
      category: split(columns.category, dictionaries.category.length),
      kind: orderOfName(name) !== 'event_start' ? split(columns.kind, dictionaries.kind.length) : undefined,
    });
  }
  const { priceLowRank, priceHighRank, eventRank } = columns;
  return { cells, visibleCounts, upcomingCounts, priceCounts, upcomingPriceCounts, idRank, expiriesSorted, eventEndsSorted, priceLowRank, priceHighRank, eventRank, rangesIn, orderParts };
}

/** Runs steps to their end at once. */
export function finish<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
