/**
 * The four read operations, independent of the front door: HTTP and MCP both
 * validate their input into these typed queries and get the same bytes back.
 */
import type { CategoriesQuery, CitiesQuery, SearchQuery } from '../schema/search.ts';
import { majorToMinor, MAX_PAGE, SEARCH_PARAMS } from '../schema/search.ts';
import { problem, type Problem } from '../schema/problem.ts';
import { foldForMatch } from '../search/tokenize.ts';
import { SearchEngine } from '../search/engine.ts';
import { IdIndex, isUuid } from '../search/ids.ts';
import type { Snapshot, StaticDocument } from '../snapshot/load.ts';
import type { PackedDocuments } from '../snapshot/packed.ts';
import { contentTag, contentTagOf, ETAG_HASH_BYTES, listingFileTags, type EncodingTags } from '../snapshot/compress.ts';

/** Seconds a list or a search may be cached; a listing's also never beyond its expiry. */
export const LIST_MAX_AGE = 60;
export const LISTING_MAX_AGE = 300;

/** A precompressed variant: its bytes, or how to read them (a listing's are read from disk only when sent). */
export type Variant = Buffer | (() => Buffer);

/**
 * A response body, its precompressed variants and their ETags: either made of one
 * content `hash` (`"<hash>"`, `"<hash>-br"`, `"<hash>-gz"`), or given per encoding
 * (a listing: the static-file tags an edge serving its files sends too).
 */
export type Body = {
  identity: Buffer;
  gzip?: Variant | null;
  brotli?: Variant | null;
  maxAge: number;
} & ({ hash: string; tags?: undefined } | { hash?: undefined; tags: EncodingTags });

export type Reply = { ok: true; body: Body } | { ok: false; problem: Problem };

function json(value: unknown, maxAge: number): Reply {
  const identity = Buffer.from(JSON.stringify(value));
  return { ok: true, body: { identity, hash: contentTag(identity), maxAge } };
}

function fromDocument(document: StaticDocument, maxAge: number): Reply {
  return { ok: true, body: { identity: document.identity, gzip: document.gzip, brotli: document.brotli, hash: contentTagOf(document.sha256), maxAge } };
}

export class ReadApi {
  readonly engine: SearchEngine;
  /** City key or canonical slug → city. */
  private readonly cityByName = new Map<string, Snapshot['cities']['items'][number]>();

  private readonly ids: IdIndex;

  constructor(readonly snapshot: Snapshot, private readonly baseUrl: string, private readonly clock: () => number = Date.now) {
    this.ids = new IdIndex(snapshot.arrays.ids);
    this.engine = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms);
    for (const city of snapshot.cities.items) {
      this.cityByName.set(city.key, city);
      this.cityByName.set(city.slug, city);
    }
  }

  cities(query: CitiesQuery): Reply {
    if (query.country === undefined && !query.q) return fromDocument(this.snapshot.documents.cities, LIST_MAX_AGE);
    const needle = query.q ? foldForMatch(query.q) : '';
    const items = this.snapshot.cities.items.filter((city) =>
      (query.country === undefined || city.countryCode === query.country) && foldForMatch(city.name).includes(needle));
    return json({ items, total: items.length }, LIST_MAX_AGE);
  }

  categories(query: CategoriesQuery): Reply {
    if (query.kind === undefined) return fromDocument(this.snapshot.documents.categories, LIST_MAX_AGE);
    const items = this.snapshot.categories.items.filter((category) => category.allowedKinds.includes(query.kind!));
    return json({ items, total: items.length }, LIST_MAX_AGE);
  }

  search(query: SearchQuery): Reply {
    const city = query.city === undefined ? undefined : this.cityByName.get(query.city);
    if (city && query.country !== undefined && city.countryCode !== query.country) {
      const reason = `city ${query.city} is in ${city.countryCode}, not ${query.country}`;
      return { ok: false, problem: problem('invalid-parameters', `city and country disagree: ${reason}`, [
        { name: 'city', reason }, { name: 'country', reason },
      ]) };
    }
    const now = this.clock();
    const result = this.engine.search({
      q: query.q,
      // An unknown city stays as given: it matches nothing.
      city: city ? city.key : query.city,
      country: query.country,
      category: query.category,
      kind: query.kind,
      section: query.section,
      currency: query.currency,
      minMinor: query.min === undefined ? undefined : majorToMinor(query.min),
      maxMinor: query.max === undefined ? undefined : majorToMinor(query.max),
      sort: query.sort,
      upcoming: query.upcoming,
      page: query.page,
      pageSize: query.pageSize,
      now,
    });
    // The page's documents are concatenated as they are: no listing is parsed or serialized per request.
    const documents = this.snapshot.listings.identity;
    const { documentStart, documentLength } = this.snapshot.arrays;
    const parts: Buffer[] = [Buffer.from('{"items":[')];
    result.ordinals.forEach((o, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(documents.slice(documentStart[o]!, documentLength[o]!));
    });
    const lastPage = Math.ceil(result.total / query.pageSize);
    const links = {
      self: this.searchLink(query, query.page),
      next: query.page < lastPage && query.page < MAX_PAGE ? this.searchLink(query, query.page + 1) : null,
      previous: query.page > 1 ? this.searchLink(query, query.page - 1) : null,
    };
    parts.push(Buffer.from(`],"total":${result.total},"page":${query.page},"pageSize":${query.pageSize},"links":${JSON.stringify(links)}}`));
    const identity = Buffer.concat(parts);
    return { ok: true, body: { identity, hash: contentTag(identity), maxAge: LIST_MAX_AGE } };
  }

  /** Absolute link to a page of this search: the request's parameters in the specification's order. */
  private searchLink(query: SearchQuery, page: number): string {
    const params = new URLSearchParams();
    for (const name of SEARCH_PARAMS) {
      const value = name === 'page' ? page : query[name];
      if (value === undefined || value === '' || value === false) continue;
      params.append(name, String(value));
    }
    return `${this.baseUrl}/api/v1/ads?${params}`;
  }

  listing(id: string): Reply {
    const notFound: Reply = { ok: false, problem: problem('not-found', 'no published listing has this id') };
    if (!isUuid(id)) return notFound;
    const ordinal = this.ids.find(id.toLowerCase());
    if (ordinal === -1) return notFound;
    const a = this.snapshot.arrays;
    const now = this.clock();
    if (a.expiresAt[ordinal]! <= now) return notFound;
    const secondsLeft = Math.floor((a.expiresAt[ordinal]! - now) / 1000);
    const slice = (packed: PackedDocuments, start: Float64Array, length: Uint32Array) => packed.slice(start[ordinal]!, length[ordinal]!);
    const contentHash = a.etags.subarray(ordinal * ETAG_HASH_BYTES, (ordinal + 1) * ETAG_HASH_BYTES);
    const { identity, gzip, brotli } = this.snapshot.listings;
    return {
      ok: true,
      body: {
        identity: slice(identity, a.documentStart, a.documentLength),
        gzip: () => slice(gzip, a.gzipStart, a.gzipLength),
        brotli: () => slice(brotli, a.brotliStart, a.brotliLength),
        tags: listingFileTags(contentHash, { identity: a.documentLength[ordinal]!, gzip: a.gzipLength[ordinal]!, brotli: a.brotliLength[ordinal]! }),
        maxAge: Math.max(0, Math.min(LISTING_MAX_AGE, secondsLeft)),
      },
    };
  }
}

const COMMA = Buffer.from(',');
