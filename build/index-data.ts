/**
 * Stage "index": the precomputed search structures, gathered listing by listing
 * and laid out by ordinal once every listing is known.
 */
import { COUNTRIES, CURRENCIES, KINDS, SECTION_KINDS, type Kind } from '../src/schema/common.ts';
import type { Listing } from '../src/schema/listing.ts';
import { words } from '../src/search/tokenize.ts';
import { priceBounds } from '../src/search/price.ts';
import { eventTimes } from '../src/search/event.ts';
import { Vocabulary } from '../src/search/terms.ts';
import { uuidToBytes } from '../src/search/ids.ts';
import { CANCELLED_FLAG, NOT_IN_TITLE, TITLE_POSITION_MAX, type SearchArrays, type SearchMeta, type Slice } from '../src/search/model.ts';
import { packArrays, type PackedArray } from '../src/snapshot/arrays.ts';
import { presort } from '../src/search/presorted.ts';
import { ETAG_HASH_BYTES } from '../src/snapshot/compress.ts';

/** Where a listing's document landed in the three packed files, and its hash. */
export interface StoredDocument {
  start: number; length: number;
  gzipStart: number; gzipLength: number;
  brotliStart: number; brotliLength: number;
  sha256: Buffer;
}

/** What stage "index" hands to stage "write": the packed arrays, their description, the vocabulary. */
export interface SearchData {
  arrays: Buffer;
  meta: SearchMeta;
  terms: string;
  /** Every published listing's id and document hash, in id order (the manifest's digest is made of them). */
  documents: { id: string; sha256: Buffer }[];
}

interface Entry {
  id: string;
  updatedAt: number;
  city: string;
  country: string;
  category: string;
  kind: Kind;
  currency: string;
  priceLow: number;
  priceHigh: number;
  expiresAt: number;
  eventStart: number;
  eventEnd: number;
  flags: number;
  /** Words in the Ukrainian and English titles (0 without that translation). */
  titleWords: [uk: number, en: number];
  document: StoredDocument;
}

/** A posting's weight is the sum of the boosts of the fields the term is in, as MiniSearch names its own (`boost`). */
const FIELD_BOOST = { title: 3, description: 1 } as const;
/** Weights and title lengths are stored in one byte each. */
const BYTE_MAX = 255;

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export class SearchIndexBuilder {
  private readonly entries: Entry[] = [];
  /** term → its postings, each one number (packPosting): at a million listings, three numbers each were 0.6 GB more. */
  private readonly postings = new Map<string, number[]>();

  add(listing: Listing, document: StoredDocument): void {
    const arrival = this.entries.length;
    const { content } = listing;
    const bounds = priceBounds(content.price);
    const event = eventTimes(content.kind, content.attributes);
    this.entries.push({
      id: listing.id,
      updatedAt: Date.parse(listing.updatedAt),
      city: listing.city.key,
      country: listing.city.countryCode,
      category: listing.category.slug,
      kind: content.kind,
      currency: content.price.currency,
      priceLow: bounds ? bounds.low : NaN,
      priceHigh: bounds ? bounds.high : NaN,
      expiresAt: listing.expiresAt === null ? Infinity : Date.parse(listing.expiresAt),
      eventStart: event ? event.start : NaN,
      eventEnd: event ? event.end : NaN,
      flags: event?.cancelled ? CANCELLED_FLAG : 0,
      titleWords: this.addText(arrival, [content.translations.uk, content.translations.en]),
      document,
    });
  }

  /** Adds a listing's words to the term postings; returns the number of words in its Ukrainian and English titles. */
  private addText(arrival: number, translations: ({ title: string; description: string } | undefined)[]): [uk: number, en: number] {
    const weights = new Map<string, number>();
    // A term's first word position in each title: the Ukrainian one in the high nibble, the English one in the low.
    const titlePositions = new Map<string, number>();
    const titleWords: [number, number] = [0, 0];
    translations.forEach((translation, language) => {
      if (!translation) return;
      const title = words(translation.title);
      titleWords[language] = Math.min(title.length, BYTE_MAX);
      const shift = language === 0 ? 4 : 0;
      title.forEach((forms, position) => {
        for (const term of forms) {
          weights.set(term, (weights.get(term) ?? 0) + FIELD_BOOST.title);
          const packed = titlePositions.get(term) ?? NOT_IN_TITLE;
          if (((packed >> shift) & 0xf) === 0xf) titlePositions.set(term, (packed & ~(0xf << shift)) | (Math.min(position, TITLE_POSITION_MAX) << shift));
        }
      });
      for (const forms of words(translation.description)) {
        for (const term of forms) weights.set(term, (weights.get(term) ?? 0) + FIELD_BOOST.description);
      }
    });
    for (const [term, weight] of weights) {
      let list = this.postings.get(term);
      if (!list) this.postings.set(term, (list = []));
      list.push(packPosting(arrival, Math.min(weight, BYTE_MAX), titlePositions.get(term) ?? NOT_IN_TITLE));
    }
    return titleWords;
  }

  /** Lays everything out by ordinal. `cityKeys` and `categorySlugs` are the published dictionaries. */
  finish(cityKeys: string[], categorySlugs: string[]): SearchData {
    const entries = this.entries;
    const n = entries.length;
    // Ordinal = position in the `recent` order: updatedAt descending, then id ascending.
    const byRecent = entries.map((_, arrival) => arrival).sort((a, b) => {
      const ea = entries[a]!, eb = entries[b]!;
      return eb.updatedAt - ea.updatedAt || byCodePoint(ea.id, eb.id);
    });
    const ordinalOf = new Uint32Array(n);
    byRecent.forEach((arrival, ordinal) => { ordinalOf[arrival] = ordinal; });
    const ordered = byRecent.map((arrival) => entries[arrival]!);

    const dictionaries = {
      city: cityKeys, country: [...COUNTRIES], category: categorySlugs, kind: [...KINDS], currency: [...CURRENCIES],
    };
    const indexOf = (values: readonly string[]) => new Map(values.map((value, i) => [value, i]));
    const cityIndex = indexOf(cityKeys), countryIndex = indexOf(COUNTRIES), categoryIndex = indexOf(categorySlugs);
    const kindIndex = indexOf(KINDS), currencyIndex = indexOf(CURRENCIES);

    const a = {
      city: new Uint16Array(n), country: new Uint8Array(n), category: new Uint16Array(n), kind: new Uint8Array(n),
      currency: new Uint8Array(n), priceLow: new Float64Array(n), priceHigh: new Float64Array(n),
      expiresAt: new Float64Array(n), eventStart: new Float64Array(n), eventEnd: new Float64Array(n), flags: new Uint8Array(n),
      titleWords: new Uint8Array(n * 2), ids: new Uint8Array(n * 16), idOrder: new Uint32Array(n), etags: new Uint8Array(n * ETAG_HASH_BYTES),
      documentStart: new Float64Array(n), documentLength: new Uint32Array(n),
      gzipStart: new Float64Array(n), gzipLength: new Uint32Array(n),
      brotliStart: new Float64Array(n), brotliLength: new Uint32Array(n),
    };
    ordered.forEach((e, o) => {
      a.city[o] = cityIndex.get(e.city)!;
      a.country[o] = countryIndex.get(e.country)!;
      a.category[o] = categoryIndex.get(e.category)!;
      a.kind[o] = kindIndex.get(e.kind)!;
      a.currency[o] = currencyIndex.get(e.currency)!;
      a.priceLow[o] = e.priceLow;
      a.priceHigh[o] = e.priceHigh;
      a.expiresAt[o] = e.expiresAt;
      a.eventStart[o] = e.eventStart;
      a.eventEnd[o] = e.eventEnd;
      a.flags[o] = e.flags;
      a.titleWords[2 * o] = e.titleWords[0];
      a.titleWords[2 * o + 1] = e.titleWords[1];
      a.ids.set(uuidToBytes(e.id), o * 16);
      a.etags.set(e.document.sha256.subarray(0, ETAG_HASH_BYTES), o * ETAG_HASH_BYTES);
      a.documentStart[o] = e.document.start; a.documentLength[o] = e.document.length;
      a.gzipStart[o] = e.document.gzipStart; a.gzipLength[o] = e.document.gzipLength;
      a.brotliStart[o] = e.document.brotliStart; a.brotliLength[o] = e.document.brotliLength;
    });
    const ordinals = ordered.map((_, o) => o);
    const byId = (x: number, y: number) => byCodePoint(ordered[x]!.id, ordered[y]!.id);
    a.idOrder.set([...ordinals].sort(byId));

    // Filter posting lists: ascending ordinals, i.e. already in recent order.
    const postingLists: Record<string, Record<string, number[]>> = { city: {}, country: {}, category: {}, kind: {}, section: {}, currency: {} };
    const sectionOf = new Map<Kind, string>();
    for (const [section, kinds] of Object.entries(SECTION_KINDS)) for (const kind of kinds) sectionOf.set(kind, section);
    ordered.forEach((e, o) => {
      const values: Record<string, string> = {
        city: e.city, country: e.country, category: e.category, kind: e.kind, section: sectionOf.get(e.kind)!, currency: e.currency,
      };
      for (const [field, value] of Object.entries(values)) (postingLists[field]![value] ??= []).push(o);
    });
    const { flat: postings, slices: postingSlices } = flatten(postingLists);

    // Price orders per currency (both directions break ties by id; no price comes last), and events by start.
    const orderLists: Record<string, number[]> = {};
    for (const currency of CURRENCIES) {
      const inCurrency = ordinals.filter((o) => ordered[o]!.currency === currency);
      const priced = inCurrency.filter((o) => !Number.isNaN(ordered[o]!.priceLow));
      const unpriced = inCurrency.filter((o) => Number.isNaN(ordered[o]!.priceLow)).sort(byId);
      const low = (o: number) => ordered[o]!.priceLow;
      orderLists[`price_low:${currency}`] = [...priced].sort((x, y) => low(x) - low(y) || byId(x, y)).concat(unpriced);
      orderLists[`price_high:${currency}`] = [...priced].sort((x, y) => low(y) - low(x) || byId(x, y)).concat(unpriced);
    }
    const start = (o: number) => ordered[o]!.eventStart;
    orderLists.event_start = ordinals.filter((o) => !Number.isNaN(start(o))).sort((x, y) => start(x) - start(y) || byId(x, y));
    const { flat: orders, slices: orderSlices } = flatten({ orders: orderLists });

    // Term postings over the sorted vocabulary.
    const vocabulary = [...this.postings.keys()].sort(byCodePoint);
    let totalPostings = 0;
    for (const term of vocabulary) totalPostings += this.postings.get(term)!.length;
    const termOffsets = new Uint32Array(vocabulary.length + 1);
    const termPostings = new Uint32Array(totalPostings);
    const termWeights = new Uint8Array(totalPostings);
    const termTitlePositions = new Uint8Array(totalPostings);
    let at = 0;
    vocabulary.forEach((term, t) => {
      termOffsets[t] = at;
      const list = this.postings.get(term)!;
      // Ordinal, weight and title positions packed in one number, so sorting allocates nothing per posting.
      const packed = new Float64Array(list.length);
      for (let i = 0; i < list.length; i++) packed[i] = ordinalOf[Math.floor(list[i]! / 65536)]! * 65536 + (list[i]! % 65536);
      packed.sort();
      for (const value of packed) {
        termPostings[at] = Math.floor(value / 65536);
        termWeights[at] = Math.floor(value / 256) % 256;
        termTitlePositions[at] = value % 256;
        at++;
      }
      this.postings.delete(term);
    });
    termOffsets[vocabulary.length] = at;

    const orderSlicesByName = orderSlices.orders ?? {};
    const arrays: SearchArrays = {
      ...a, postings, orders, termOffsets, termPostings, termWeights, termTitlePositions,
      ...presort({ ...a, orders }, orderSlicesByName, n),
    };
    const packed = packArrays(arrays as unknown as Record<string, PackedArray>);
    const meta: SearchMeta = {
      listingCount: n,
      dictionaries,
      postings: postingSlices,
      orders: orderSlicesByName,
      arrays: packed.directory,
    };
    const terms = JSON.stringify(Vocabulary.build(vocabulary));
    const documents = Array.from(a.idOrder, (o) => ({ id: ordered[o]!.id, sha256: ordered[o]!.document.sha256 }));
    return { arrays: packed.bytes, meta, terms, documents };
  }
}

/** A posting as one number: arrival (later ordinal) · 65536 + weight · 256 + title positions, exact up to 2^37 listings. */
function packPosting(arrival: number, weight: number, titlePositions: number): number {
  return arrival * 65536 + weight * 256 + titlePositions;
}

/** Nested lists → one Uint32Array and the slice of each, keys sorted for deterministic bytes. */
function flatten(groups: Record<string, Record<string, number[]>>): { flat: Uint32Array; slices: Record<string, Record<string, Slice>> } {
  let size = 0;
  for (const lists of Object.values(groups)) for (const list of Object.values(lists)) size += list.length;
  const flat = new Uint32Array(size);
  const slices: Record<string, Record<string, Slice>> = {};
  let at = 0;
  for (const group of Object.keys(groups).sort()) {
    slices[group] = {};
    const lists = groups[group]!;
    for (const key of Object.keys(lists).sort()) {
      const list = lists[key]!;
      flat.set(list, at);
      slices[group]![key] = [at, list.length];
      at += list.length;
    }
  }
  return { flat, slices };
}
