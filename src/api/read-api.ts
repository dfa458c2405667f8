/**
 * The four read operations, independent of the front door: HTTP and MCP both
 * validate their input into these typed queries and get the same bytes back.
 */
import type { CategoriesQuery, CitiesQuery, SearchQuery } from '../schema/search.ts';
import { majorToMinor, MAX_PAGE, SEARCH_PARAMS } from '../schema/search.ts';
import { problem, type Problem } from '../schema/problem.ts';
import { cityNameKey, namesCity } from './city-names.ts';
import type { EngineQuery } from '../search/engine.ts';
import { readPriceBound } from '../search/text/price-bound.ts';
import { searchableText } from '../search/text/tokenize.ts';
import type { Searcher } from '../search/serving/searcher.ts';
import { RememberedResults } from '../search/serving/remembered-results.ts';
import type { IdIndex } from '../search/ids.ts';
import type { Snapshot, StaticDocument } from '../snapshot/load.ts';
import { contentTag, contentTagOf, ETAG_HASH_BYTES, ListingFileTags, type EncodingTags } from '../snapshot/compress.ts';

/** Seconds a list or a search may be cached; a listing's also never beyond its expiry. */
export const LIST_MAX_AGE = 60;
export const LISTING_MAX_AGE = 300;

/** A precompressed variant: its bytes, or how to read them (a listing's are read from disk only when sent). */
export type Variant = Buffer | (() => Buffer | Promise<Buffer>);

/** Bytes to send: whole, or the slices a search page is made of (joined only when sent). */
export type Bytes = Buffer | readonly Buffer[];

/**
 * A response body, its precompressed variants and their ETags: either made of one
 * `hash` (`"<hash>"`, `"<hash>-br"`, `"<hash>-gz"`), or given per encoding
 * (a listing: the static-file tags an edge serving its files sends too).
 */
export type Body = {
  /** The bytes, or how to make them: a search's page is made only when it is sent, never for a 304 (on the search thread, so later). */
  identity: Bytes | (() => Bytes | Promise<Bytes>);
  gzip?: Variant | null;
  brotli?: Variant | null;
  maxAge: number;
} & ({ hash: string; tags?: undefined } | { hash?: undefined; tags: EncodingTags });

export type Reply = { ok: true; body: Body } | { ok: false; problem: Problem };

/** A search page made: whether it searched words (text) or only filters, whether the engine ran for it or a kept page answered, how long its result took, its total. */
export interface SearchOutcome {
  kind: 'text' | 'filter';
  source: 'engine' | 'kept';
  seconds: number;
  total: number;
}
/** Told of every search page made (the metrics, the search analytics); never of a 304. */
export type OnSearch = (query: SearchQuery, outcome: SearchOutcome) => void;

/** The body's identity bytes as made: whole, or a search page's slices. */
export async function madeBytes(body: Body): Promise<Bytes> {
  return typeof body.identity === 'function' ? body.identity() : body.identity;
}

/** The body's bytes in one buffer, for a front door that needs them whole (an MCP result is text). */
export async function bodyBytes(body: Body): Promise<Buffer> {
  const bytes = await madeBytes(body);
  return Buffer.isBuffer(bytes) ? bytes : Buffer.concat(bytes);
}

/**
 * Bumped whenever the runtime writes a search's body differently for the same
 * snapshot and query, so that no cache keeps a body under a tag it no longer means.
 */
const SEARCH_BODY_REVISION = 1;

function json(value: unknown, maxAge: number): Reply {
  const identity = Buffer.from(JSON.stringify(value));
  return { ok: true, body: { identity, hash: contentTag(identity), maxAge } };
}

function fromDocument(document: StaticDocument, maxAge: number): Reply {
  return { ok: true, body: { identity: document.identity, gzip: document.gzip, brotli: document.brotli, hash: contentTagOf(document.sha256), maxAge } };
}

export class ReadApi {
  readonly searcher: Searcher;
  /** Searches asked again, answered from memory: kept under their ETags, which are made of all that fixes a result. */
  private readonly results = new RememberedResults();
  /** City key or canonical slug → city. */
  private readonly cityByName = new Map<string, Snapshot['cities']['items'][number]>();

  private readonly ids: IdIndex;
  /** City key → the loose Latin key of its name, for `q` typed in either script. */
  private readonly cityNameKeys = new Map<string, string>();

  constructor(readonly snapshot: Snapshot, private readonly baseUrl: string, private readonly clock: () => number = Date.now, private readonly onSearch?: OnSearch) {
    this.ids = snapshot.ids;
    this.searcher = snapshot.searcher;
    for (const city of snapshot.cities.items) {
      this.cityByName.set(city.key, city);
      this.cityByName.set(city.slug, city);
      this.cityNameKeys.set(city.key, cityNameKey(city.name));
    }
  }

  /** Bytes the searches kept for asking again hold now. */
  get keptSearchBytes(): number {
    return this.results.bytes;
  }

  cities(query: CitiesQuery): Reply {
    if (query.country === undefined && !query.q) return fromDocument(this.snapshot.documents.cities, LIST_MAX_AGE);
    const items = this.snapshot.cities.items.filter((city) =>
      (query.country === undefined || city.countryCode === query.country)
      && (!query.q || namesCity(query.q, city.name, this.cityNameKeys.get(city.key)!)));
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
    // A price said in the words ("2br до $1800") is asked of the prices; the request's own min, max and currency win.
    const said = query.q ? readPriceBound(searchableText(query.q)) : null;
    const engineQuery: EngineQuery = {
      q: said ? said.rest : query.q,
      // An unknown city stays as given: it matches nothing.
      city: city ? city.key : query.city,
      country: query.country,
      category: query.category,
      kind: query.kind,
      section: query.section,
      currency: query.currency ?? said?.currency,
      minMinor: query.min !== undefined ? majorToMinor(query.min) : said?.min !== undefined ? Math.round(said.min * 100) : undefined,
      maxMinor: query.max !== undefined ? majorToMinor(query.max) : said?.max !== undefined ? Math.round(said.max * 100) : undefined,
      sort: query.sort,
      upcoming: query.upcoming,
      page: query.page,
      pageSize: query.pageSize,
      now,
    };
    const self = this.searchLink(query, query.page);
    // The body is fixed by the snapshot, the query (its canonical link) and which listings are visible at `now`:
    // the tag is made of those, at the cost of one short hash, and the engine runs only if the page is sent, and once
    // for a page asked again while it is remembered under its tag.
    const hash = contentTag(`${SEARCH_BODY_REVISION} ${this.snapshot.manifest.buildId} ${this.searcher.visibilityEpoch(now)} ${self}`);
    return { ok: true, body: { identity: () => this.searchPage(query, engineQuery, self, hash), hash, maxAge: LIST_MAX_AGE } };
  }

  /** A search's body: the page's documents as they are (no listing is parsed or serialized per request), between the envelope's parts. */
  private async searchPage(query: SearchQuery, engineQuery: EngineQuery, self: string, hash: string): Promise<Buffer[]> {
    const asked = performance.now();
    let searched = false;
    const result = await this.results.of(hash, () => {
      searched = true;
      return this.searcher.search(engineQuery);
    });
    // A city asked by its slug is the city its key names: counted as one.
    this.onSearch?.(query.city === engineQuery.city ? query : { ...query, city: engineQuery.city }, { kind: query.q?.trim() ? 'text' : 'filter', source: searched ? 'engine' : 'kept', seconds: (performance.now() - asked) / 1000, total: result.total });
    // Documents held in memory are there at once; the others are read from the file together.
    const read = result.ordinals.map((o) => this.snapshot.documentOf(o));
    const documents = read.some((d) => d instanceof Promise) ? await Promise.all(read) : read as Buffer[];
    const parts: Buffer[] = [ITEMS_START];
    documents.forEach((document, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(document);
    });
    const lastPage = Math.ceil(result.total / query.pageSize);
    const links = {
      self,
      next: query.page < lastPage && query.page < MAX_PAGE ? this.searchLink(query, query.page + 1) : null,
      previous: query.page > 1 ? this.searchLink(query, query.page - 1) : null,
    };
    parts.push(Buffer.from(`],"total":${result.total},"page":${query.page},"pageSize":${query.pageSize},"links":${JSON.stringify(links)}}`));
    return parts;
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
    // Text that is not a UUID (in either case) is found nowhere.
    const ordinal = this.ids.find(id);
    if (ordinal === -1) return listingNotFound();
    const a = this.snapshot.arrays;
    const now = this.clock();
    if (a.expiresAt[ordinal]! <= now) return listingNotFound();
    const secondsLeft = Math.floor((a.expiresAt[ordinal]! - now) / 1000);
    const { gzip, brotli } = this.snapshot.listings;
    return {
      ok: true,
      body: {
        // Read only when sent: a client taking a compressed variant, or a 304, needs none of it.
        identity: () => this.snapshot.documentOf(ordinal),
        // Offered once verified (a moment after a start): till then the listing goes out uncompressed.
        gzip: gzip && (() => gzip.read(a.gzipStart[ordinal]!, a.gzipLength[ordinal]!)),
        brotli: brotli && (() => brotli.read(a.brotliStart[ordinal]!, a.brotliLength[ordinal]!)),
        tags: new ListingFileTags(a.etags, ordinal * ETAG_HASH_BYTES, { identity: a.documentLength[ordinal]!, gzip: a.gzipLength[ordinal]!, brotli: a.brotliLength[ordinal]! }),
        maxAge: Math.max(0, Math.min(LISTING_MAX_AGE, secondsLeft)),
      },
    };
  }
}

function listingNotFound(): Reply {
  return { ok: false, problem: problem('not-found', 'no published listing has this id') };
}

const COMMA = Buffer.from(',');
const ITEMS_START = Buffer.from('{"items":[');
