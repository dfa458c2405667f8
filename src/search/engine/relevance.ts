/**
 * Relevance: how a listing's score for a text query is made. One number per
 * listing, compared whole, so ranking is a comparison of numbers.
 */
import { firstTitlePosition, firstTitleWords, inTitle, secondTitlePosition, secondTitleWords } from '../titles.ts';
import type { TermMatch } from '../text/vocabulary.ts';
import { HIRING_FLAG, REQUEST_FLAG } from '../model.ts';
import type { Wants } from '../text/expand.ts';

/**
 * The score's steps, most significant first: the query's intent
 * (`intentPart`: another's request whose title repeats "шукаю бухгалтера"
 * never comes before an accountant's offer), the title tier (the title is the
 * query: 2, starts with it: 1), then the sum of the query terms' match
 * qualities, then whether every term is in a title, then BM25. Each step's
 * weight exceeds everything below it, so a lower step only breaks ties of the
 * steps above.
 */
export const RELEVANCE = { intent: 3e8, tier: 1e8, quality: 1e4, qualityPrecision: 100, allInTitle: 1e3, bm25Ceiling: 999 } as const;

/**
 * The intent step of a listing's score: for a query that asks for something,
 * an offer ranks above a request; for one that offers, a request above an
 * offer; for one that looks for work, a job to fill above other requests, and
 * those above offers (`flags`: the listing's, REQUEST_FLAG set for a request,
 * HIRING_FLAG for a job to fill). Each level is a whole RELEVANCE.intent, so
 * it outweighs every step below.
 */
export function intentPart(wants: Wants | null, flags: number): number {
  if (wants === null) return 0;
  const asks = (flags & REQUEST_FLAG) !== 0;
  if (wants === 'jobs') return (Number(asks) + Number((flags & HIRING_FLAG) !== 0)) * RELEVANCE.intent;
  return asks === (wants === 'requests') ? RELEVANCE.intent : 0;
}

/** BM25's constants, as MiniSearch names its own (`BM25Params`): term-frequency saturation; no length normalization. */
export const BM25 = { k: 1.2 } as const;

/**
 * One term's BM25 part of a listing's score: its inverse document frequency,
 * times the quality of the match it was found by, times its weight in the
 * listing saturated by `BM25.k`.
 */
export function bm25(idf: number, quality: number, weight: number): number {
  return idf * quality * ((weight * (BM25.k + 1)) / (weight + BM25.k));
}

/** A term's inverse document frequency among `n` listings, `df` of which hold it, as BM25 (and MiniSearch) take it. */
export function idf(n: number, df: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** The match qualities' part of a score: their sum, to a hundredth, above BM25 and the titles. */
export function qualityPart(quality: number): number {
  return Math.round(quality * RELEVANCE.qualityPrecision) * RELEVANCE.quality;
}

/**
 * A listing's relevance to a one-word query through one match, from its
 * posting: where the word stands in the titles (`positions`, see
 * `termTitlePositions`) and its weight. `quality` is the match's part (see
 * `qualityPart`), `wordIdf` the word's.
 */
export function oneWordScore(match: TermMatch, position: number, positions: number, weight: number, titleWords: Uint8Array, o: number, quality: number, wordIdf: number): number {
  // The tier: the query (one word) is the first word of a title, or the whole title.
  let tier = 0;
  if (match.literal && firstTitlePosition(positions) === position) tier = firstTitleWords(titleWords, o) === 1 ? 2 : 1;
  if (match.literal && secondTitlePosition(positions) === position) tier = Math.max(tier, secondTitleWords(titleWords, o) === 1 ? 2 : 1);
  return tier * RELEVANCE.tier + quality + (inTitle(positions) ? RELEVANCE.allInTitle : 0)
    + Math.min(bm25(wordIdf, match.quality, weight), RELEVANCE.bm25Ceiling);
}

/**
 * A listing's relevance to a query of `terms` terms, standing at the query
 * positions whose bits `all` sets (a phrase's words let go leave gaps), from
 * what was noted while matching: the BM25 parts summed, the match qualities
 * summed, which of those positions are the same place in each title (`starts`:
 * bits 0–11 the first title, from `SECOND_TITLE_STARTS` the second; every term so placed is a title
 * that begins with the query, as `oneWordScore` has it for one word) and which
 * are in a title (`inTitle`), and the titles' word counts.
 */
export function textScore(terms: number, all: number, sumBm25: number, sumQuality: number, starts: number, inTitle: number, titleWords: Uint8Array, o: number): number {
  let tier = 0;
  if ((starts & all) === all) tier = firstTitleWords(titleWords, o) === terms ? 2 : 1;
  if (((starts >> SECOND_TITLE_STARTS) & all) === all) tier = Math.max(tier, secondTitleWords(titleWords, o) === terms ? 2 : 1);
  return tier * RELEVANCE.tier
    + qualityPart(sumQuality)
    + (inTitle === all ? RELEVANCE.allInTitle : 0)
    + Math.min(sumBm25, RELEVANCE.bm25Ceiling);
}

/** Where the second title's bits begin in `textScore`'s `starts` (a query counts at most 12 terms). */
export const SECOND_TITLE_STARTS = 12;

/** What relevance asks of the postings: how many listings hold a term, and its idf among all of them. */
export class TermFrequencies {
  constructor(private readonly termOffsets: Uint32Array, private readonly n: number) {}

  /** How many listings hold a term: the length of its postings. */
  df(termId: number): number {
    return this.termOffsets[termId + 1]! - this.termOffsets[termId]!;
  }

  /** How many postings the matches hold together: what reading them all costs. */
  volume(matches: readonly { termId: number }[]): number {
    let volume = 0;
    for (const match of matches) volume += this.df(match.termId);
    return volume;
  }

  idf(termId: number): number {
    return idf(this.n, this.df(termId));
  }
}
