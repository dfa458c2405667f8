/**
 * Ranking: the orders a page is put in (relevance, newest first, by price or
 * start, ties by id), and a one-word query's postings kept in relevance order
 * so that its first pages are read off them rather than scored.
 */
import type { SearchArrays } from './model.ts';
import type { Order, QueryTerm, RankedPostings } from './query.ts';
import { oneWordScore, qualityPart, RELEVANCE, type TermFrequencies } from './relevance.ts';
import { Remembered } from './remembered.ts';
import { indexOfSorted } from './sorted.ts';
import type { TermMatch } from './terms.ts';

/**
 * A one-word search by relevance without filters finds its page in the word's
 * postings put in relevance order (made on first use, remembered), when the
 * page ends within this many listings; further pages are found scoring every
 * posting, as other searches are.
 */
export const RANKED_PAGE_LIMIT = 1000;
/** Postings kept in relevance order, at most (12 bytes each: about 24 MB). */
export const RANKED_POSTINGS_BUDGET = 2_000_000;
/** The same budget in bytes: an ordinal (4) and a score (8) a posting. */
export const RANKED_POSTINGS_BYTES = RANKED_POSTINGS_BUDGET * 12;

/** How two listings compare in an order other than relevance: by their places in it, then by id. */
export function comparator(order: Exclude<Order, 'relevance'>, ranks: { idRank: Uint32Array; priceLowRank: Uint32Array; priceHighRank: Uint32Array; eventRank: Uint32Array }): (x: number, y: number) => number {
  const { idRank } = ranks;
  switch (order) {
    case 'recent': return (x, y) => x - y;
    case 'price_low': return rankThenId(ranks.priceLowRank, idRank);
    case 'price_high': return rankThenId(ranks.priceHighRank, idRank);
    case 'event_start': return rankThenId(ranks.eventRank, idRank);
  }
}

function rankThenId(rank: Uint32Array, idRank: Uint32Array) {
  return (x: number, y: number) => rank[x]! - rank[y]! || idRank[x]! - idRank[y]!;
}

/** The postings of the matches asked most lately, in relevance order for a one-word query. */
export class RankedLists {
  private readonly ranked = new Remembered<RankedPostings>(RANKED_POSTINGS_BUDGET, (list) => list.ordinals.length);

  constructor(
    private readonly columns: SearchArrays,
    private readonly frequencies: TermFrequencies,
  ) {}

  /** How many matches' postings are kept in relevance order. */
  get remembered(): number {
    return this.ranked.size;
  }

  /**
   * Each match's postings in relevance order, or null (score every posting)
   * when some are not in order yet: at most one match's are put in order per
   * search, so that no search costs more than a sort of one match's postings
   * (a word of many matches, or many words asked once, costs no more than
   * scoring); a word's lists that would not fit the budget together are never made.
   */
  listsOf({ position, matches }: QueryTerm): { lists: RankedPostings[]; sorted: boolean } | null {
    if (matches.reduce((sum, match) => sum + this.frequencies.df(match.termId), 0) > RANKED_POSTINGS_BUDGET / 2) return null;
    const lists: RankedPostings[] = [];
    let sorted = false;
    for (const match of matches) {
      const key = `${match.termId} ${match.quality} ${match.literal} ${position}`;
      let list = this.ranked.get(key);
      if (!list) {
        if (sorted) return null;
        list = this.inOrder(match, position);
        sorted = true;
        this.ranked.set(key, list);
      }
      lists.push(list);
    }
    return { lists, sorted };
  }

  /**
   * One match's postings in relevance order for a one-word query, read off
   * the word's impact order (impact.ts) in one pass: each posting scored and
   * put in its tier's run (a title that is the word, one that begins with it,
   * the rest), each run in impact order, which within a tier is relevance
   * order, ties by id.
   */
  private inOrder(match: TermMatch, position: number): RankedPostings {
    const { termOffsets, termPostings, termWeights, termTitlePositions, termImpact, titleWords } = this.columns;
    const from = termOffsets[match.termId]!, length = termOffsets[match.termId + 1]! - from;
    const wordIdf = this.frequencies.idf(match.termId);
    const quality = qualityPart(match.quality);
    const scored = new Float64Array(length);
    const tierSizes = [0, 0, 0];
    for (let i = 0; i < length; i++) {
      const p = from + termImpact[from + i]!;
      const score = oneWordScore(match, position, termTitlePositions[p]!, termWeights[p]!, titleWords, termPostings[p]!, quality, wordIdf);
      scored[i] = score;
      tierSizes[Math.floor(score / RELEVANCE.tier)]!++;
    }
    // Where each tier's run begins: the best tier first.
    const next = [tierSizes[2]! + tierSizes[1]!, tierSizes[2]!, 0];
    const ordinals = new Uint32Array(length), scores = new Float64Array(length);
    for (let i = 0; i < length; i++) {
      const at = next[Math.floor(scored[i]! / RELEVANCE.tier)]!++;
      ordinals[at] = termPostings[from + termImpact[from + i]!]!;
      scores[at] = scored[i]!;
    }
    return { ordinals, scores };
  }
}

/**
 * The first `end` listings that pass of a one-word query by relevance, found
 * by merging its matches' postings in relevance order, from the best, until
 * the page is full. A listing counts under its best match only (the first that
 * holds it: matches are best first), as when every posting is scored.
 */
export function firstByRank(columns: SearchArrays, idRank: Uint32Array, matches: TermMatch[], lists: RankedPostings[], passes: (o: number) => boolean, end: number): number[] {
  const { termOffsets, termPostings } = columns;
  const next = new Int32Array(lists.length);
  const page: number[] = [];
  while (page.length < end) {
    // The best of the lists' next postings.
    let best = -1;
    for (let m = 0; m < lists.length; m++) {
      const i = next[m]!;
      if (i >= lists[m]!.ordinals.length) continue;
      if (best < 0) {
        best = m;
        continue;
      }
      const j = next[best]!, here = lists[m]!, there = lists[best]!;
      if (here.scores[i]! > there.scores[j]! || (here.scores[i] === there.scores[j] && idRank[here.ordinals[i]!]! < idRank[there.ordinals[j]!]!)) best = m;
    }
    if (best < 0) break;
    const o = lists[best]!.ordinals[next[best]!++]!;
    if (!passes(o)) continue;
    // Held by a better match, it is that match's (and comes there).
    let better = false;
    for (let m = 0; m < best && !better; m++) better = indexOfSorted(termPostings, o, termOffsets[matches[m]!.termId]!, termOffsets[matches[m]!.termId + 1]!) >= 0;
    if (!better) page.push(o);
  }
  return page;
}
