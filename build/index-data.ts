/**
 * Stage "index": the precomputed search structures, gathered listing by listing
 * and laid out by ordinal once every listing is known.
 */
import { COUNTRIES, CURRENCIES, KINDS, type Kind } from '../src/schema/common.ts';
import type { Listing } from '../src/schema/listing.ts';
import { searchableText, wordPositionAt, words } from '../src/search/text/tokenize.ts';
import { priceTerms, readNumbers } from '../src/search/text/numbers.ts';
import { priceBounds } from '../src/search/price.ts';
import { eventTimes } from '../src/search/event.ts';
import { bytesToUuid, uuidToBytes } from '../src/search/ids.ts';
import { CANCELLED_FLAG, HIRING_FLAG, REQUEST_FLAG, type SearchArrays, type SearchMeta } from '../src/search/model.ts';
import { intentFlags } from '../src/search/listing-intent.ts';
import { copyTitleWords, firstTitleWords, NOT_IN_TITLE, secondTitleWords, setTitleWords, withTitlePosition, type Title } from '../src/search/titles.ts';
import { layOutArrays, type ArrayDirectory, type PackedArray } from '../src/schema/arrays.ts';
import { presort } from '../src/search/presorted.ts';
import { impactOrder } from '../src/search/engine/impact.ts';
import { sortedBy } from '../src/search/column-sort.ts';
import { byCodeUnit } from '../src/search/sorted.ts';
import { ETAG_HASH_BYTES } from '../src/snapshot/compress.ts';
import type { PreviousRecords } from './previous.ts';
import { SOURCE_HASH_BYTES } from './read.ts';
import { idOrder } from './id-order.ts';
import { dictionaryWordsArray, termsFile, wholeWordsArray } from './vocabulary-file.ts';
import { flatten } from './lists.ts';
import { addGlossaryWords } from './glossary-words.ts';
import { DescriptionPhrases } from './phrases.ts';
import { SetPhraseOccurrences } from './set-phrases.ts';
import { GLOSSARY } from '../src/search/text/glossary/glossary.ts';
import { RememberedWordForms } from './remembered-word-forms.ts';
import { addListingKinds } from './listing-kinds.ts';
import { addCyrillicSpellings, LatinInUkrainian } from './translit.ts';
import { filterLists, presortedOrders } from './search-lists.ts';
import { packPosting, postingListing, postingTitlePositions, postingWeight, withListing } from './posting.ts';

/** Where a listing's document landed in the three packed files, and its hash. */
export interface StoredDocument {
  start: number; length: number;
  gzipStart: number; gzipLength: number;
  brotliStart: number; brotliLength: number;
  sha256: Buffer;
}

/** What stage "index" hands to stage "write": the packed arrays, their description, the vocabulary. */
export interface SearchData {
  /** The packed arrays file, as the pieces to write one after the other. */
  arrays: Uint8Array[];
  meta: SearchMeta;
  terms: string;
  /** How many listings are published, and each one's id and document hash in id order (the manifest's digest is made of them). */
  documents: { count: number; inIdOrder: () => Iterable<{ id: string; sha256: Buffer }> };
  /** data/reuse.bin, as its pieces, and its directory: each listing's source hash, updatedAt and document SHA-256 by ordinal, for the next build. */
  reuse: { pieces: Uint8Array[]; directory: ArrayDirectory };
}

/** A posting's weight is the sum of the boosts of the fields the term is in, as MiniSearch names its own (`boost`). */
const FIELD_BOOST = { title: 3, description: 1 } as const;
/** Weights and title lengths are stored in one byte each. */
const BYTE_MAX = 255;
const HASH_BYTES = 32;
const ID_BYTES = 16;

/** Strings seen, each given a small number in the order first seen. */
class Codes {
  private readonly numbers = new Map<string, number>();
  readonly values: string[] = [];
  of(value: string): number {
    let code = this.numbers.get(value);
    if (code === undefined) this.numbers.set(value, (code = this.values.push(value) - 1));
    return code;
  }
}

/**
 * What is kept of each listing until every listing is known, by arrival, in
 * typed columns: an object a listing (its fields, boxed numbers and the view of
 * its hash) took several times what these take, at the build's peak
 * (docs/benchmarks.md has the figures).
 */
function columns(size: number) {
  return {
    updatedAt: new Float64Array(size), city: new Uint32Array(size), category: new Uint32Array(size),
    country: new Uint32Array(size), kind: new Uint8Array(size), currency: new Uint32Array(size),
    priceLow: new Float64Array(size), priceHigh: new Float64Array(size), expiresAt: new Float64Array(size),
    eventStart: new Float64Array(size), eventEnd: new Float64Array(size), flags: new Uint8Array(size),
    titleWords: new Uint8Array(size * 2),
    documentStart: new Float64Array(size), documentLength: new Uint32Array(size),
    gzipStart: new Float64Array(size), gzipLength: new Uint32Array(size),
    brotliStart: new Float64Array(size), brotliLength: new Uint32Array(size),
    sha256: new Uint8Array(size * HASH_BYTES),
    sourceHash: new Uint8Array(size * SOURCE_HASH_BYTES),
    /** The id as 16 bytes (a carried listing's copied as the previous release packed it). */
    id: new Uint8Array(size * ID_BYTES),
    /** The previous release's ordinal + 1 of a carried listing; 0 for one made of its record here. */
    carriedFrom: new Uint32Array(size),
  };
}
type Columns = ReturnType<typeof columns>;

const KIND_NUMBER = new Map<Kind, number>(KINDS.map((kind, i) => [kind, i]));

/** The codes of values a previous release numbers by its dictionary, each looked up once (a carried listing has four). */
class CarriedCodes {
  private readonly memo: Int32Array;
  constructor(private readonly code: (value: string) => number, private readonly previousValues: readonly string[]) {
    this.memo = new Int32Array(previousValues.length).fill(-1);
  }

  of(previousCode: number): number {
    let code = this.memo[previousCode]!;
    if (code < 0) this.memo[previousCode] = code = this.code(this.previousValues[previousCode]!);
    return code;
  }
}

export class SearchIndexBuilder {
  private count = 0;
  private c: Columns = columns(1024);
  private readonly cities = new Codes();
  private readonly categories = new Codes();
  private readonly countries = new Codes();
  private readonly currencies = new Codes();
  /** term → its postings, each one number (packPosting): three numbers each took much more memory at the build's peak. */
  private readonly postings = new Map<string, number[]>();
  /** The postings of the Latin words of listings' Ukrainian text (translit.ts). */
  private readonly latinInUkrainian = new LatinInUkrainian();
  private readonly wordForms = new RememberedWordForms();
  private readonly descriptionPhrases = new DescriptionPhrases();
  private readonly setPhrases = new SetPhraseOccurrences();
  /** The release listings were carried from, if any, and its dictionaries' values in this build's codes. */
  private previous: PreviousRecords | null = null;
  private carriedCodes: Record<'city' | 'country' | 'category' | 'kind' | 'currency', CarriedCodes> | null = null;

  /** Gathers a listing made of its record (`sourceHash`: the record's, read.ts). */
  add(listing: Listing, document: StoredDocument, sourceHash: Buffer): void {
    const arrival = this.arrive(Date.parse(listing.updatedAt), document, sourceHash);
    const { c } = this;
    const { content } = listing;
    const bounds = priceBounds(content.price);
    const event = eventTimes(content.kind, content.attributes);
    c.city[arrival] = this.cities.of(listing.city.key);
    c.country[arrival] = this.countries.of(listing.city.countryCode);
    c.category[arrival] = this.categories.of(listing.category.slug);
    c.kind[arrival] = KIND_NUMBER.get(content.kind)!;
    c.currency[arrival] = this.currencies.of(content.price.currency);
    c.priceLow[arrival] = bounds ? bounds.low : NaN;
    c.priceHigh[arrival] = bounds ? bounds.high : NaN;
    c.expiresAt[arrival] = listing.expiresAt === null ? Infinity : Date.parse(listing.expiresAt);
    c.eventStart[arrival] = event ? event.start : NaN;
    c.eventEnd[arrival] = event ? event.end : NaN;
    const titles = [content.translations.uk?.title, content.translations.en?.title].filter((title) => title !== undefined);
    c.flags[arrival] = (event?.cancelled ? CANCELLED_FLAG : 0) | intentFlags(content.kind, titles);
    const [uk, en] = this.addText(arrival, [content.translations.uk, content.translations.en], pricedTerms(content.price));
    setTitleWords(c.titleWords, arrival, uk, en);
    copyBytes(c.id, arrival * ID_BYTES, uuidToBytes(listing.id), 0, ID_BYTES);
  }

  /**
   * Gathers a listing carried from the previous release: its columns copied from
   * there, its postings taken from the previous term index when the index is laid out.
   */
  carry(records: PreviousRecords, ordinal: number, document: StoredDocument): void {
    if (this.previous !== null && this.previous !== records) throw new Error('index: listings carried from two releases');
    this.previous = records;
    const p = records.columns;
    const codes = (this.carriedCodes ??= this.codesOf(records));
    const arrival = this.arrive(records.updatedAt[ordinal]!, document, records.sourceHashes, ordinal * SOURCE_HASH_BYTES);
    const { c } = this;
    c.city[arrival] = codes.city.of(p.city[ordinal]!);
    c.country[arrival] = codes.country.of(p.country[ordinal]!);
    c.category[arrival] = codes.category.of(p.category[ordinal]!);
    c.kind[arrival] = codes.kind.of(p.kind[ordinal]!);
    c.currency[arrival] = codes.currency.of(p.currency[ordinal]!);
    copyPlainColumns(c, arrival, p, ordinal);
    copyBytes(c.id, arrival * ID_BYTES, p.ids, ordinal * ID_BYTES, ID_BYTES);
    c.carriedFrom[arrival] = ordinal + 1;
  }

  private codesOf(records: PreviousRecords) {
    const { dictionaries } = records.meta;
    return {
      city: new CarriedCodes((value) => this.cities.of(value), dictionaries.city),
      country: new CarriedCodes((value) => this.countries.of(value), dictionaries.country),
      category: new CarriedCodes((value) => this.categories.of(value), dictionaries.category),
      kind: new CarriedCodes((value) => KIND_NUMBER.get(value as Kind)!, dictionaries.kind),
      currency: new CarriedCodes((value) => this.currencies.of(value), dictionaries.currency),
    };
  }

  /** The id of the listing that arrived `arrival`th (from 0), and where its document landed (stage "links" needs them after the index is laid out). */
  storedAt(arrival: number): { id: string; document: StoredDocument } {
    const { c } = this;
    return {
      id: bytesToUuid(c.id, arrival * ID_BYTES),
      document: {
        start: c.documentStart[arrival]!, length: c.documentLength[arrival]!,
        gzipStart: c.gzipStart[arrival]!, gzipLength: c.gzipLength[arrival]!,
        brotliStart: c.brotliStart[arrival]!, brotliLength: c.brotliLength[arrival]!,
        sha256: Buffer.from(c.sha256.subarray(arrival * HASH_BYTES, (arrival + 1) * HASH_BYTES)),
      },
    };
  }

  /** A listing's arrival number, with the columns every listing has set. */
  private arrive(updatedAt: number, document: StoredDocument, sourceHash: Uint8Array, sourceHashAt = 0): number {
    const arrival = this.count++;
    if (arrival === this.c.updatedAt.length) this.grow();
    const { c } = this;
    c.updatedAt[arrival] = updatedAt;
    c.documentStart[arrival] = document.start; c.documentLength[arrival] = document.length;
    c.gzipStart[arrival] = document.gzipStart; c.gzipLength[arrival] = document.gzipLength;
    c.brotliStart[arrival] = document.brotliStart; c.brotliLength[arrival] = document.brotliLength;
    c.sha256.set(document.sha256, arrival * HASH_BYTES);
    copyBytes(c.sourceHash, arrival * SOURCE_HASH_BYTES, sourceHash, sourceHashAt, SOURCE_HASH_BYTES);
    return arrival;
  }

  /**
   * The term postings over the sorted vocabulary, by ordinal: those of the listings made here
   * (gathered by addText) and those of the carried ones, read from the previous term index as
   * it is walked in the same order (both vocabularies are sorted) — as addText would have made
   * them, and never gathered one by one.
   */
  private termIndex(ordinalOf: Uint32Array) {
    const fresh = [...this.postings.keys()].sort(byCodeUnit);
    const records = this.previous;
    // Where each previous ordinal arrived here: -1 for listings not carried.
    const arrivalOf = new Int32Array(records?.meta.listingCount ?? 0).fill(-1);
    for (let arrival = 0; arrival < this.count; arrival++) {
      const from = this.c.carriedFrom[arrival]!;
      if (from > 0) arrivalOf[from - 1] = arrival;
    }
    let capacity = records ? records.columns.termOffsets[records.terms.length]! : 0;
    for (const term of fresh) capacity += this.postings.get(term)!.length;
    const termPostings = new Uint32Array(capacity);
    const termWeights = new Uint8Array(capacity);
    const termTitlePositions = new Uint8Array(capacity);
    const vocabulary: string[] = [];
    const offsets: number[] = [];
    const previousTerms = records?.termPostings();
    let carried = previousTerms?.next();
    let f = 0, at = 0;
    while (f < fresh.length || (carried !== undefined && !carried.done)) {
      const freshTerm = fresh[f];
      const carriedTerm = carried !== undefined && !carried.done ? carried.value : undefined;
      const term = carriedTerm === undefined || (freshTerm !== undefined && freshTerm < carriedTerm.term) ? freshTerm! : carriedTerm.term;
      const list = freshTerm === term ? this.postings.get(term)! : [];
      const previous = carriedTerm?.term === term ? carriedTerm : undefined;
      // Ordinal, weight and title positions packed in one number, so sorting allocates nothing per posting.
      // The listings made here come in the order they arrived, and are sorted (few, in a rebuild).
      const made = new Float64Array(list.length);
      for (let i = 0; i < list.length; i++) made[i] = withListing(list[i]!, ordinalOf[postingListing(list[i]!)]!);
      made.sort();
      // The carried ones come in the previous release's ordinal order, which is theirs here too (an
      // ordinal is a listing's place by updatedAt and id, both carried unchanged): they need no sort.
      let kept = new Float64Array(previous?.postings.length ?? 0);
      let k = 0;
      if (previous) {
        const { postings, weights, positions } = previous;
        for (let i = 0; i < postings.length; i++) {
          const arrival = arrivalOf[postings[i]!]!;
          if (arrival >= 0) kept[k++] = packPosting(ordinalOf[arrival]!, weights[i]!, positions[i]!);
        }
        kept = kept.subarray(0, k);
        // Should a previous release break that order, it is sorted all the same.
        if (!isAscending(kept)) kept.sort();
        carried = previousTerms!.next();
      }
      if (freshTerm === term) {
        f++;
        this.postings.delete(term);
      }
      // A term only listings that were not carried had is gone from the vocabulary.
      if (made.length + kept.length === 0) continue;
      vocabulary.push(term);
      offsets.push(at);
      // The two merged, in ordinal order.
      for (let i = 0, j = 0; i < made.length || j < kept.length; at++) {
        const value = j === kept.length || (i < made.length && made[i]! < kept[j]!) ? made[i++]! : kept[j++]!;
        termPostings[at] = postingListing(value);
        termWeights[at] = postingWeight(value);
        termTitlePositions[at] = postingTitlePositions(value);
      }
    }
    offsets.push(at);
    return {
      vocabulary, termOffsets: Uint32Array.from(offsets),
      termPostings: termPostings.subarray(0, at), termWeights: termWeights.subarray(0, at), termTitlePositions: termTitlePositions.subarray(0, at),
    };
  }

  /** Twice the room, the columns copied over. */
  private grow(): void {
    const larger = columns(2 * this.c.updatedAt.length);
    for (const name of Object.keys(larger) as (keyof Columns)[]) larger[name].set(this.c[name] as never);
    this.c = larger;
  }

  /**
   * Adds a listing's words, the numbers its text says (numbers.ts) and the
   * terms of its price (`priced`, weighed as a description's) to the term
   * postings; returns the number of words in its Ukrainian and English titles.
   */
  private addText(arrival: number, translations: ({ title: string; description: string } | undefined)[], priced: readonly string[]): [uk: number, en: number] {
    const weights = new Map<string, number>();
    // A term's first word position in each title (titles.ts packs them).
    const titlePositions = new Map<string, number>();
    const titleWords: [number, number] = [0, 0];
    // The Latin words of the Ukrainian text: Ukrainian typed in Latin letters, perhaps (translit.ts).
    this.latinInUkrainian.next();
    const fields: (readonly string[])[][] = [];
    translations.forEach((translation, language) => {
      if (!translation) return;
      const title = words(translation.title, this.wordForms.of);
      fields.push(title);
      titleWords[language] = Math.min(title.length, BYTE_MAX);
      title.forEach((forms, position) => {
        for (const term of forms) {
          weights.set(term, (weights.get(term) ?? 0) + FIELD_BOOST.title);
          titlePositions.set(term, withTitlePosition(titlePositions.get(term) ?? NOT_IN_TITLE, language as Title, position));
          this.latinInUkrainian.note(language, term);
        }
      });
      const description = words(translation.description, this.wordForms.of);
      fields.push(description);
      for (const forms of description) {
        for (const term of forms) {
          weights.set(term, (weights.get(term) ?? 0) + FIELD_BOOST.description);
          this.latinInUkrainian.note(language, term);
        }
      }
      this.descriptionPhrases.note(arrival, description);
      // A number is at the place of its first word in a title, as a word is.
      const titleText = searchableText(translation.title).toLowerCase();
      for (const { start, index } of readNumbers(titleText)) {
        const position = wordPositionAt(titleText, start);
        for (const term of index) {
          weights.set(term, (weights.get(term) ?? 0) + FIELD_BOOST.title);
          titlePositions.set(term, withTitlePosition(titlePositions.get(term) ?? NOT_IN_TITLE, language as Title, position));
        }
      }
      for (const { index } of readNumbers(searchableText(translation.description).toLowerCase())) {
        for (const term of index) weights.set(term, (weights.get(term) ?? 0) + FIELD_BOOST.description);
      }
    });
    this.setPhrases.note(arrival, fields);
    // A longer phrase of the glossary said ("Individual Taxpayer Identification Number") names its concept's words ("itin").
    for (const field of fields) for (const name of GLOSSARY.longPhraseNames(field)) if (!weights.has(name)) weights.set(name, FIELD_BOOST.description);
    for (const term of priced) if (!weights.has(term)) weights.set(term, FIELD_BOOST.description);
    for (const [term, weight] of weights) {
      let list = this.postings.get(term);
      if (!list) this.postings.set(term, (list = []));
      const posting = packPosting(arrival, Math.min(weight, BYTE_MAX), titlePositions.get(term) ?? NOT_IN_TITLE);
      list.push(posting);
      this.latinInUkrainian.keep(term, posting);
    }
    return titleWords;
  }

  /** Lays everything out by ordinal. `cityKeys` and `categorySlugs` are the published dictionaries. */
  finish(cityKeys: string[], categorySlugs: string[]): SearchData {
    const { c } = this;
    const n = this.count;
    const { arrivalsById, byRecent, ordinalOf } = recentOrder(c, n);
    const dictionaries = {
      city: cityKeys, country: [...COUNTRIES], category: categorySlugs, kind: [...KINDS], currency: [...CURRENCIES],
    };
    const numbers = {
      city: renumber(this.cities, cityKeys), country: renumber(this.countries, COUNTRIES),
      category: renumber(this.categories, categorySlugs), currency: renumber(this.currencies, CURRENCIES),
    };
    const { a, reuse } = byOrdinal(c, n, byRecent, numbers);
    for (let i = 0; i < n; i++) a.idOrder[i] = ordinalOf[arrivalsById[i]!]!;
    const { flat: postings, slices: postingSlices } = flatten(filterLists(a, cityKeys, categorySlugs));
    const { flat: orders, slices: orderSlices } = flatten({ orders: presortedOrders(a) });

    // Ukrainian typed in Latin letters is found by the Cyrillic words it spells (translit.ts), and then, as they are, by the glossary's.
    addCyrillicSpellings(this.postings, this.latinInUkrainian.postings);
    // What the glossary gives them by their titles: topics, phrases and other words for the same things (glossary-words.ts).
    addGlossaryWords(this.postings, (arrival) => [firstTitleWords(c.titleWords, arrival) > 0, secondTitleWords(c.titleWords, arrival) > 0], (arrival) => (c.flags[arrival]! & REQUEST_FLAG) !== 0, (arrival) => (c.flags[arrival]! & HIRING_FLAG) !== 0, this.descriptionPhrases, this.setPhrases);
    // A listing is about its kind, said or not: "вакансії" finds "Bookkeeper wanted" (listing-kinds.ts).
    addListingKinds(this.postings, n, (arrival) => c.carriedFrom[arrival] === 0, (arrival) => KINDS[c.kind[arrival]!]!);
    const { vocabulary, termOffsets, termPostings, termWeights, termTitlePositions } = this.termIndex(ordinalOf);
    const orderSlicesByName = orderSlices.orders ?? {};
    const termImpact = impactOrder({ termOffsets, termPostings, termWeights, termTitlePositions, titleWords: a.titleWords, idOrder: a.idOrder });
    const arrays: SearchArrays = {
      ...a, postings, orders, termOffsets, termPostings, termWeights, termTitlePositions, termImpact,
      dictionaryWords: dictionaryWordsArray(),
      wholeWords: wholeWordsArray(),
      ...presort({ ...a, orders }, orderSlicesByName, n),
    };
    const packed = layOutArrays(arrays as unknown as Record<string, PackedArray>);
    const meta: SearchMeta = {
      listingCount: n,
      dictionaries,
      postings: postingSlices,
      orders: orderSlicesByName,
      arrays: packed.directory,
    };
    const terms = termsFile(vocabulary);
    const hashes = Buffer.from(c.sha256.buffer, c.sha256.byteOffset, c.sha256.byteLength);
    function* documents(): Generator<{ id: string; sha256: Buffer }> {
      for (const r of arrivalsById) yield { id: bytesToUuid(c.id, r * ID_BYTES), sha256: hashes.subarray(r * HASH_BYTES, (r + 1) * HASH_BYTES) };
    }
    return { arrays: packed.pieces, meta, terms, documents: { count: n, inIdOrder: documents }, reuse: layOutArrays(reuse) };
  }
}

/** The number terms of a listing's own price (numbers.ts), each end of a range: a price is a number the listing says. */
function pricedTerms(price: Listing['content']['price']): string[] {
  const amounts = price.mode === 'range' ? [price.minAmountMinor, price.maxAmountMinor]
    : price.mode === 'fixed' || price.mode === 'from' ? [price.amountMinor] : [];
  return [...new Set(amounts.flatMap((minor) => (typeof minor === 'number' ? priceTerms(minor / 100, price.currency) : [])))];
}

/**
 * The listings by id (ids compare as their bytes do), and in the `recent` order that numbers
 * them: ordinal = position in it, updatedAt descending, then id ascending. Every order here
 * is a stable radix sort (the runtime's) of listings taken in id order, so that ties stay in
 * id order with no comparator.
 */
function recentOrder(c: Columns, n: number): { arrivalsById: Uint32Array; byRecent: Uint32Array; ordinalOf: Uint32Array } {
  const arrivalsById = idOrder(c.id, n);
  const newestFirst = new Float64Array(n);
  for (let arrival = 0; arrival < n; arrival++) newestFirst[arrival] = -c.updatedAt[arrival]!;
  const byRecent = sortedBy(newestFirst, arrivalsById);
  const ordinalOf = new Uint32Array(n);
  for (let o = 0; o < n; o++) ordinalOf[byRecent[o]!] = o;
  return { arrivalsById, byRecent, ordinalOf };
}

/** A column's codes (numbered as first seen), as the published dictionary numbers them. */
function renumber(codes: Codes, values: readonly string[]): number[] {
  const index = new Map(values.map((value, i) => [value, i]));
  return codes.values.map((value) => index.get(value)!);
}

/** The published dictionaries' numbers of each code of the columns that have dictionaries of their own. */
type Numbers = Record<'city' | 'country' | 'category' | 'currency', number[]>;

/** Every column the engine reads, and what the next build reuses, by ordinal: listing `byRecent[o]` at `o`. */
function byOrdinal(c: Columns, n: number, byRecent: Uint32Array, numbers: Numbers) {
  const a = {
    city: new Uint16Array(n), country: new Uint8Array(n), category: new Uint16Array(n), kind: new Uint8Array(n),
    currency: new Uint8Array(n), priceLow: new Float64Array(n), priceHigh: new Float64Array(n),
    expiresAt: new Float64Array(n), eventStart: new Float64Array(n), eventEnd: new Float64Array(n), flags: new Uint8Array(n),
    titleWords: new Uint8Array(n * 2), ids: new Uint8Array(n * 16), idOrder: new Uint32Array(n), etags: new Uint8Array(n * ETAG_HASH_BYTES),
    documentStart: new Float64Array(n), documentLength: new Uint32Array(n),
    gzipStart: new Float64Array(n), gzipLength: new Uint32Array(n),
    brotliStart: new Float64Array(n), brotliLength: new Uint32Array(n),
  };
  const reuse = { sourceHashes: new Uint8Array(n * SOURCE_HASH_BYTES), updatedAt: new Float64Array(n), documentHashes: new Uint8Array(n * HASH_BYTES) };
  for (let o = 0; o < n; o++) {
    const r = byRecent[o]!;
    copyBytes(reuse.sourceHashes, o * SOURCE_HASH_BYTES, c.sourceHash, r * SOURCE_HASH_BYTES, SOURCE_HASH_BYTES);
    reuse.updatedAt[o] = c.updatedAt[r]!;
    copyBytes(reuse.documentHashes, o * HASH_BYTES, c.sha256, r * HASH_BYTES, HASH_BYTES);
    a.city[o] = numbers.city[c.city[r]!]!;
    a.country[o] = numbers.country[c.country[r]!]!;
    a.category[o] = numbers.category[c.category[r]!]!;
    a.kind[o] = c.kind[r]!;
    a.currency[o] = numbers.currency[c.currency[r]!]!;
    copyPlainColumns(a, o, c, r);
    copyBytes(a.ids, o * ID_BYTES, c.id, r * ID_BYTES, ID_BYTES);
    copyBytes(a.etags, o * ETAG_HASH_BYTES, c.sha256, r * HASH_BYTES, ETAG_HASH_BYTES);
    a.documentStart[o] = c.documentStart[r]!; a.documentLength[o] = c.documentLength[r]!;
    a.gzipStart[o] = c.gzipStart[r]!; a.gzipLength[o] = c.gzipLength[r]!;
    a.brotliStart[o] = c.brotliStart[r]!; a.brotliLength[o] = c.brotliLength[r]!;
  }
  return { a, reuse };
}

/** The columns stored as they are read (no dictionary code to renumber): one listing's, from `from` at `fromAt` to `to` at `toAt`. */
const PLAIN_COLUMNS = ['priceLow', 'priceHigh', 'expiresAt', 'eventStart', 'eventEnd', 'flags'] as const;
type PlainColumns = Pick<SearchArrays, (typeof PLAIN_COLUMNS)[number] | 'titleWords'>;

function copyPlainColumns(to: PlainColumns, toAt: number, from: PlainColumns, fromAt: number): void {
  // Column by column, not by a loop over their names: each column a different typed array, such a
  // loop cannot be optimized for any one of them, and it runs for every carried listing.
  to.priceLow[toAt] = from.priceLow[fromAt]!;
  to.priceHigh[toAt] = from.priceHigh[fromAt]!;
  to.expiresAt[toAt] = from.expiresAt[fromAt]!;
  to.eventStart[toAt] = from.eventStart[fromAt]!;
  to.eventEnd[toAt] = from.eventEnd[fromAt]!;
  to.flags[toAt] = from.flags[fromAt]!;
  copyTitleWords(to.titleWords, toAt, from.titleWords, fromAt);
}

function isAscending(values: Float64Array): boolean {
  for (let i = 1; i < values.length; i++) if (values[i - 1]! > values[i]!) return false;
  return true;
}

/**
 * `count` bytes from `from` at `fromAt` to `to` at `toAt`, a byte at a time: for the
 * few bytes of an id or a hash, cheaper than the view that `set` would need.
 */
function copyBytes(to: Uint8Array, toAt: number, from: Uint8Array, fromAt: number, count: number): void {
  for (let i = 0; i < count; i++) to[toAt + i] = from[fromAt + i]!;
}
