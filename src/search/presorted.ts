/**
 * What the engine would otherwise make from the columns at every start, made
 * once by the build and stored with the other arrays: each column's listings
 * in value order (what the counts' bands and departures are kept by), and
 * every listing's place in the price and event orders (how a gathered list is
 * put in those orders). Made at every start, they were a good part of it
 * (docs/search.md, "The figures behind the engine's choices").
 */
import { sortedBy } from './column-sort.ts';
import { orderOfName, type SearchArrays, type SearchMeta } from './model.ts';

/** The columns kept in value order, and the array each order is stored as. */
export const PRESORTED_COLUMNS = {
  expiresAt: 'expiresAtOrder',
  eventEnd: 'eventEndOrder',
  eventStart: 'eventStartOrder',
  priceLow: 'priceLowOrder',
  priceHigh: 'priceHighOrder',
} as const;

type Column = keyof typeof PRESORTED_COLUMNS;
export type Presorted = { [K in (typeof PRESORTED_COLUMNS)[Column]]: Uint32Array } & {
  priceLowRank: Uint32Array;
  priceHighRank: Uint32Array;
  eventRank: Uint32Array;
};

/** Made by the build from the columns and the orders it has written. */
export function presort(a: Pick<SearchArrays, Column | 'orders'>, orders: SearchMeta['orders'], listings: number): Presorted {
  const inOrder = (column: Float64Array) => {
    const valued: number[] = [];
    for (let o = 0; o < column.length; o++) if (!Number.isNaN(column[o]!)) valued.push(o);
    return sortedBy(column, valued);
  };
  const priceLowRank = new Uint32Array(listings), priceHighRank = new Uint32Array(listings), eventRank = new Uint32Array(listings);
  for (const [name, [offset, length]] of Object.entries(orders)) {
    const rank = { price_low: priceLowRank, price_high: priceHighRank, event_start: eventRank }[orderOfName(name)];
    for (let i = 0; i < length; i++) rank[a.orders[offset + i]!] = i;
  }
  return {
    expiresAtOrder: inOrder(a.expiresAt),
    eventEndOrder: inOrder(a.eventEnd),
    eventStartOrder: inOrder(a.eventStart),
    priceLowOrder: inOrder(a.priceLow),
    priceHighOrder: inOrder(a.priceHigh),
    priceLowRank, priceHighRank, eventRank,
  };
}
