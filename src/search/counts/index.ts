/**
 * Exact totals of filter-only searches without walking their matches, kept
 * per cell of city × category × kind × currency for the listings that count
 * at the instant asked for; and, from the same counts per band or block, where
 * a page begins in an order (the engine's routes).
 *
 * cells.ts          the cell space: a listing's cell, a filter's cells
 * tally.ts          listings per cell, and per cell and band or block
 * band-tally.ts     bands of a column's values (prices, an event's start)
 * fine-blocks.ts    every listing per small block of ordinals (pages far in)
 * kind-band-blocks.ts  priced listings per kind, band and block (price-range pages)
 * live.ts           departures: the tallies brought to the instant asked for
 * live-counts.ts    the counts of a filter of cells, as time passes
 * price-ranges.ts   the counts of a filter of cells under a price range
 * column-orders.ts  members in a column's order, each column sorted once
 */
export { CellSpace, type CellFilter } from './cells.ts';
export { ColumnOrders, everyListing, membersOf } from './column-orders.ts';
export { FINE_BLOCK_SHIFT } from './fine-blocks.ts';
export { LiveCounts } from './live-counts.ts';
export { PriceRangeCounts, type RangePlaces } from './price-ranges.ts';
export { BANDS, blockShiftOf } from './tally.ts';
