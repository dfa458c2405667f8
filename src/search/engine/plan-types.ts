/**
 * The words the engine's parts share: what a search is asked and answers, the
 * filter a query resolves to, and the plan that says what a search will do —
 * down to which lists a walk reads and where it starts — before any of it is
 * done.
 */
import type { Section } from '../../schema/common.ts';
import type { Sort } from '../../schema/search.ts';
import type { CellFilter } from '../counts/index.ts';
import type { QueryTerm, Wants } from '../text/expand.ts';

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

export type Order = 'recent' | 'relevance' | 'price_low' | 'price_high' | 'event_start';
/** The orders the build presorts (per currency for prices). */
export type PresortedOrder = 'price_low' | 'price_high' | 'event_start';

/** A filter's value that is not given. */
export const NONE = -1;

/** The filters of a query, as dictionary indexes of the columns they test (NONE: not given), the cells' and the rest. */
export interface Filter extends CellFilter {
  hasPrice: boolean;
  /** Price bounds in minor units, inclusive. */
  min: number;
  max: number;
  upcoming: boolean;
  eventKind: number;
  /** Whether any filter is given (else every visible listing matches). */
  filtered: boolean;
}

/** A query term, ready to run: text/expand.ts makes it. */
export type { QueryTerm };

/** Which matches a page holds: those from `offset` (how many come before it) up to `end`. */
export interface Page {
  offset: number;
  size: number;
  end: number;
}

/** A presorted list, or every ordinal from this one on, in order. */
export type Piece = Uint32Array | number;

/**
 * What a walk may read: pieces of presorted lists, one after the other, and
 * how many matches of the whole order lie before the first piece.
 */
export interface Route {
  pieces: Piece[];
  passed: number;
  /**
   * Where the band the page begins in ends, when the counts say: the order up to
   * there, and how many matches it holds. A page in the later half of its band is
   * found walking back from the band's end, so a walk never passes more than half
   * a band (a band of a price order is a 64th of a currency's listings). The
   * piece is found (a binary search) only when the page is walked back.
   */
  back?: { piece: () => Uint32Array; matches: number };
}

/** A route over a whole list (null: every ordinal). */
export const whole = (list: Uint32Array | null): Route => ({ pieces: [list ?? 0], passed: 0 });

/**
 * How a walk finds its page: forward through the pieces, passing `skip`
 * matches then keeping `size` (counting every match to the end when the total
 * is not known); or back from the end of one piece, passing the `after`
 * matches that come after the page, then keeping `size`.
 */
export type Walk =
  | { direction: 'forward'; pieces: Piece[]; skip: number; size: number; count: boolean }
  | { direction: 'back'; piece: Piece; after: number; size: number };

/**
 * How a text search finds its matches: a one-word search by relevance
 * without filters merges its matches' postings, read in impact order
 * (`ranked`; for a query that asks or offers, the postings of the intent it
 * wants first — picked out by their flags and scored alone where they are the
 * fewer side, `sparse`), where that reads less than scoring them; any other
 * visits every posting, of one term in one pass or of several terms rarest first.
 */
export type TextWay =
  | { kind: 'ranked'; sparse: boolean }
  | { kind: 'one term' }
  | { kind: 'terms' }
  /** The filter's few listings (ascending) are the candidates, each looked up in the rarest term's postings. */
  | { kind: 'among'; listings: Uint32Array };

/**
 * What a search does, decided whole before it is done:
 * - nothing: a value or term names nothing here;
 * - text: gather candidates from term postings, keep those that pass, order the page;
 * - everything: every visible listing, newest first (no filter at all);
 * - walk: a list in its own order, checking each listing, until the page is full
 *   (to the end, counting, when the counts cannot give the total);
 * - gather: a short list's matches, sorted by their places in a presorted order.
 * Each carries what its execution needs and nothing is chosen again there.
 */
export type Plan =
  | { kind: 'nothing' }
  /** `wants`: the listings a query's intent ranks first among equally placed titles (Expander.wants). */
  | { kind: 'text'; filter: Filter; now: number; page: Page; terms: QueryTerm[]; order: Order; way: TextWay; wants: Wants | null }
  | { kind: 'everything'; filter: Filter; now: number; total: number; walk: Walk }
  /** A null total is counted by the walk; a null walk reads nothing (the page lies past the last match). */
  | { kind: 'walk'; filter: Filter; now: number; total: number | null; walk: Walk | null }
  /** `placeOf`: each listing's place in the presorted order `sorted`. */
  | { kind: 'gather'; filter: Filter; now: number; page: Page; lists: Uint32Array[]; placeOf: Uint32Array; sorted: Uint32Array };

export const NOTHING: Plan = { kind: 'nothing' };
