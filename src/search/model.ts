/**
 * The shape of the precomputed search structures, shared by the build that
 * writes them and the engine that reads them.
 *
 * Listings are numbered by "ordinal" in the `recent` order (updatedAt
 * descending, id ascending), so every posting list sorted by ordinal is already
 * in recent order, and a filter-only recent search is a walk down one list.
 */
import { z } from 'zod';
import { Currency, Kind } from '../schema/common.ts';
import { ArrayDirectory } from '../schema/arrays.ts';

export interface SearchArrays {
  // One entry per ordinal.
  city: Uint16Array;
  country: Uint8Array;
  category: Uint16Array;
  kind: Uint8Array;
  currency: Uint8Array;
  /** The price a listing starts at, in minor units; NaN when it has none. */
  priceLow: Float64Array;
  /** The price a listing goes up to; Infinity for "from", NaN when it has none. */
  priceHigh: Float64Array;
  /** Milliseconds since the epoch; Infinity when the listing never expires. */
  expiresAt: Float64Array;
  /** Events only (NaN otherwise): start, and end (endsAt, else startsAt). */
  eventStart: Float64Array;
  eventEnd: Float64Array;
  /** Bit 0: a cancelled event. */
  flags: Uint8Array;
  /** Two per ordinal: the number of words in the Ukrainian and the English title (0 without that translation). */
  titleWords: Uint8Array;
  /** 16 raw bytes of the UUID per ordinal. */
  ids: Uint8Array;
  /** Ordinals in id order: the tie-break rank of every order that is not by ordinal. */
  idOrder: Uint32Array;
  /** 16 bytes of the document's SHA-256 per ordinal: its ETag. */
  etags: Uint8Array;
  /** Where each document sits in documents.bin / .gz.bin / .br.bin. */
  documentStart: Float64Array;
  documentLength: Uint32Array;
  gzipStart: Float64Array;
  gzipLength: Uint32Array;
  brotliStart: Float64Array;
  brotliLength: Uint32Array;
  /** Posting lists of filter values (ascending ordinals), sliced by meta.postings. */
  postings: Uint32Array;
  /** Per currency: ordinals by price ascending (then those without a price), and descending; sliced by meta.orders. */
  orders: Uint32Array;
  /** Term postings: ordinals and weights of term t are at [termOffsets[t], termOffsets[t+1]). */
  termOffsets: Uint32Array;
  termPostings: Uint32Array;
  termWeights: Uint8Array;
  /**
   * Per posting: the term's first word position in the Ukrainian title (high
   * nibble) and the English title (low nibble); 15 when it is not in that title,
   * 14 for the fifteenth word and later.
   */
  termTitlePositions: Uint8Array;
  /** Per term, its postings' places (from the term's first) in impact order (engine/impact.ts). */
  termImpact: Uint32Array;
  // Made by the build so that no start makes them (presorted.ts).
  /** Per column, the ordinals with a value (not NaN), by value ascending, ties in ordinal order. */
  expiresAtOrder: Uint32Array;
  eventEndOrder: Uint32Array;
  eventStartOrder: Uint32Array;
  priceLowOrder: Uint32Array;
  priceHighOrder: Uint32Array;
  /** Per ordinal, its place in its currency's price orders (low first, high first), and in the events by start. */
  priceLowRank: Uint32Array;
  priceHighRank: Uint32Array;
  eventRank: Uint32Array;
  /** Every form of the dictionaries' nouns and adjectives (not their verbs), as a Bloom filter (text/morphology/dictionary-words.ts). */
  dictionaryWords: Uint32Array;
  /** The words that, typed last, are whole words, as a Bloom filter (text/morphology/dictionaries.ts `wholeWords`). */
  wholeWords: Uint32Array;
}

/** The type each of the arrays is stored as: what the meta file is checked against. */
const SEARCH_ARRAY_TYPES: { [K in keyof SearchArrays]: SearchArrays[K][typeof Symbol.toStringTag] } = {
  city: 'Uint16Array',
  country: 'Uint8Array',
  category: 'Uint16Array',
  kind: 'Uint8Array',
  currency: 'Uint8Array',
  priceLow: 'Float64Array',
  priceHigh: 'Float64Array',
  expiresAt: 'Float64Array',
  eventStart: 'Float64Array',
  eventEnd: 'Float64Array',
  flags: 'Uint8Array',
  titleWords: 'Uint8Array',
  ids: 'Uint8Array',
  idOrder: 'Uint32Array',
  etags: 'Uint8Array',
  documentStart: 'Float64Array',
  documentLength: 'Uint32Array',
  gzipStart: 'Float64Array',
  gzipLength: 'Uint32Array',
  brotliStart: 'Float64Array',
  brotliLength: 'Uint32Array',
  postings: 'Uint32Array',
  orders: 'Uint32Array',
  termOffsets: 'Uint32Array',
  termPostings: 'Uint32Array',
  termWeights: 'Uint8Array',
  termTitlePositions: 'Uint8Array',
  termImpact: 'Uint32Array',
  expiresAtOrder: 'Uint32Array',
  eventEndOrder: 'Uint32Array',
  eventStartOrder: 'Uint32Array',
  priceLowOrder: 'Uint32Array',
  priceHighOrder: 'Uint32Array',
  priceLowRank: 'Uint32Array',
  priceHighRank: 'Uint32Array',
  eventRank: 'Uint32Array',
  dictionaryWords: 'Uint32Array',
  wholeWords: 'Uint32Array',
};

const Slice = z.tuple([z.int().min(0), z.int().min(0)]);
/** [offset, length] of a run of one of the arrays. */
export type Slice = z.infer<typeof Slice>;

/** data/meta.json: what the arrays hold and where, next to arrays.bin. */
export const SearchMeta = z.object({
  listingCount: z.int().min(0),
  /** Value dictionaries: a column holds the index of its value here. */
  dictionaries: z.object({
    city: z.array(z.string()),
    country: z.array(z.string()),
    category: z.array(z.string()),
    kind: z.array(Kind),
    currency: z.array(Currency),
  }),
  /** postings[field][value] → slice of `postings`; fields: city, country, category, kind, section, currency. */
  postings: z.record(z.string(), z.record(z.string(), Slice)),
  /** orders[name] → slice of `orders`: `price_low:USD`, `price_high:CAD`, `event_start`. */
  orders: z.record(z.string(), Slice),
  /** Every array the engine reads, with the type it reads it as. */
  arrays: ArrayDirectory.refine(
    (directory) => Object.entries(SEARCH_ARRAY_TYPES).every(([name, type]) => directory[name]?.type === type),
    { error: 'the arrays directory lacks an array the engine reads, or holds it as another type' },
  ),
});
export type SearchMeta = z.infer<typeof SearchMeta>;

export const CANCELLED_FLAG = 1;
/** A listing that asks for something (a request, a job to fill) rather than offers it: the build's reading of its kind and title (listing-intent.ts). */
export const REQUEST_FLAG = 2;
/** A job to fill (listing-intent.ts `hires`): of the requests, what a query that looks for work wants first. */
export const HIRING_FLAG = 4;

/** The presorted orders: by low price (ascending or descending) per currency, and events by start. */
type PresortedOrderKind = 'price_low' | 'price_high' | 'event_start';

/** A presorted order's name in `SearchMeta.orders`: `price_low:USD`, `price_high:CAD`, `event_start` (no currency). */
export function presortedOrderName(order: PresortedOrderKind, currency?: string): string {
  return order === 'event_start' ? order : `${order}:${currency}`;
}

/** Which order a name of `SearchMeta.orders` is of. */
export function orderOfName(name: string): PresortedOrderKind {
  return name === 'event_start' ? name : (name.slice(0, name.indexOf(':')) as PresortedOrderKind);
}
