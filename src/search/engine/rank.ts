/**
 * Ranking: the orders a page is put in (relevance, newest first, by price or
 * start, ties by id), and a one-word query's pages read off its
 * matches' postings in impact order, a posting at a time, rather than scored.
 */
import type { SearchArrays } from '../model.ts';
import type { Order, QueryTerm } from './plan-types.ts';
import { impactClass, IMPACT_CLASS } from './impact.ts';
import { oneWordScore, qualityPart, type TermFrequencies } from './relevance.ts';
import { indexOfSorted, partitionPoint } from '../sorted.ts';
import { firstTitlePosition, firstTitleWords, secondTitlePosition, secondTitleWords } from '../titles.ts';
import type { TermMatch } from '../text/vocabulary.ts';

/**
 * Whether a one-word search by relevance reads less merging its matches off
 * impact order than scoring every posting: the merge takes a step per listing
 * up to the page's end (or the last), each step weighing the head of every
 * match; scoring takes a step per posting. So a deep page of a word of a few
 * forms is merged, and a prefix of many rare words is scored.
 */
export function mergeReadsLess({ matches }: QueryTerm, end: number, frequencies: TermFrequencies): boolean {
  const volume = frequencies.volume(matches);
  return Math.min(end, volume) * matches.length <= volume;
}

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

/**
 * The most postings a merge of a one-word query's matches reads before it gives
 * up (`firstByImpact`): as many as scoring every posting costs, each step of the
 * merge weighing the head of every match (`mergeReadsLess`).
 */
export function mergeBudget({ matches }: QueryTerm, frequencies: TermFrequencies): number {
  return Math.ceil(frequencies.volume(matches) / matches.length);
}

/**
 * The first `end` listings that pass of a one-word query by relevance, found
 * by merging its matches' postings in relevance order, from the best, until
 * the page is full: a common word's page reads a few postings of each match,
 * not all of them. A listing counts under its best match only (the first that
 * holds it: matches are best first), as when every posting is scored.
 *
 * Null once it has read `budget` postings without filling the page: the plan
 * cannot see what the merge passes over (the listings a later match ranks
 * higher than the better match that holds them, which come again there; those
 * that do not pass), and where the matches hold mostly the same listings (a word's
 * typos and forms, the better one in descriptions, the other in titles) a page of
 * twenty would read tens of thousands.
 */
export function firstByImpact(columns: SearchArrays, frequencies: TermFrequencies, idRank: Uint32Array, term: QueryTerm, passes: (o: number) => boolean, end: number, budget = Infinity): number[] | null {
  const { termOffsets, termPostings } = columns;
  const { matches } = term;
  const cursors = matches.map((match) => new ImpactCursor(columns, frequencies, idRank, match, term.position));
  const page: number[] = [];
  for (let read = 0; page.length < end; read++) {
    if (read >= budget) return null;
    // The best of the cursors' heads: score, then id order.
    let best = -1;
    for (let m = 0; m < cursors.length; m++) {
      const here = cursors[m]!;
      if (here.ordinal < 0) continue;
      if (best < 0) {
        best = m;
        continue;
      }
      const there = cursors[best]!;
      if (here.score > there.score || (here.score === there.score && idRank[here.ordinal]! < idRank[there.ordinal]!)) best = m;
    }
    if (best < 0) break;
    const o = cursors[best]!.ordinal;
    cursors[best]!.advance();
    if (!passes(o)) continue;
    // Held by a better match, it is that match's (and comes there).
    let better = false;
    for (let m = 0; m < best && !better; m++) better = indexOfSorted(termPostings, o, termOffsets[matches[m]!.termId]!, termOffsets[matches[m]!.termId + 1]!) >= 0;
    if (!better) page.push(o);
  }
  return page;
}

/**
 * One match's postings in relevance order for a one-word query, read off
 * its term's impact order a posting at a time: in that order for a literal
 * match of the first word; for any other match, the three title classes merged
 * by weight (every title posting scores alike but for its weight), then the
 * postings in no title. A literal match of a later word ranks first the titles
 * that hold it at its own place (its tier), which impact order does not keep
 * together: they are merged by weight first, each class's cursor passing over
 * the titles that hold the word elsewhere; then the other titles are merged by
 * weight as for any match, passing over the tier's. Both merges read only as
 * far as the page needs: a word that stands second in tens of thousands of
 * titles ("послуги" after a dropped "шукаю") would otherwise have them all
 * found and sorted for a page of twenty.
 */
class ImpactCursor {
  /** The listing at the head, -1 once every posting is read, and its score. */
  ordinal = -1;
  score = 0;
  private readonly from: number;
  /** The next impact place to read in each title class, and where each ends; the last is every posting in no title. */
  private readonly next: Int32Array;
  private readonly ends: Int32Array;
  /** Whether the title classes are merged by weight as they are read (else read as one run). */
  private readonly merging: boolean;
  /**
   * For a literal match of a later word, the next impact place to read in each title class among its tier's
   * titles (all of tier 1, so ranked by weight alone: tier 2 is a one-word title, the word at place 0); null once read.
   */
  private tiered: Int32Array | null = null;
  /** Whether the titles of the tier were merged first (then the general merge passes over them). */
  private readonly tierFirst: boolean = false;
  private readonly quality: number;
  private readonly wordIdf: number;

  constructor(
    private readonly columns: SearchArrays,
    frequencies: TermFrequencies,
    private readonly idRank: Uint32Array,
    private readonly match: TermMatch,
    private readonly position: number,
  ) {
    const { termOffsets } = columns;
    this.from = termOffsets[match.termId]!;
    const length = termOffsets[match.termId + 1]! - this.from;
    this.quality = qualityPart(match.quality);
    this.wordIdf = frequencies.idf(match.termId);
    this.merging = !(match.literal && position === 0);
    if (!this.merging) {
      // One run: impact order is relevance order.
      this.next = Int32Array.of(0);
      this.ends = Int32Array.of(length);
    } else {
      const begins = [IMPACT_CLASS.titleBegins, IMPACT_CLASS.inTitle, IMPACT_CLASS.notInTitle].map((c) => this.firstOfClass(c, length));
      this.next = Int32Array.of(0, begins[0]!, begins[1]!, begins[2]!);
      this.ends = Int32Array.of(begins[0]!, begins[1]!, begins[2]!, length);
      if (match.literal) {
        this.tiered = this.next.slice(0, 3);
        this.tierFirst = true;
      }
    }
    this.advance();
  }

  /** Moves the head to the next posting in relevance order. */
  advance(): void {
    let place = this.tiered ? this.nextByWeight(this.tiered, true) : -1;
    if (place < 0) {
      this.tiered = null;
      place = this.nextAfterTier();
    }
    if (place < 0) {
      this.ordinal = -1;
      return;
    }
    const { termImpact, termPostings, termWeights, termTitlePositions, titleWords } = this.columns;
    const p = this.from + termImpact[this.from + place]!;
    this.ordinal = termPostings[p]!;
    this.score = oneWordScore(this.match, this.position, termTitlePositions[p]!, termWeights[p]!, titleWords, this.ordinal, this.quality, this.wordIdf);
  }

  /** The impact place of the next posting past the tier's titles (for a match that has them): the rest of the order. */
  private nextAfterTier(): number {
    const { next, ends } = this;
    if (!this.merging) return next[0]! < ends[0]! ? next[0]!++ : -1;
    const place = this.nextByWeight(next, this.tierFirst ? false : null);
    if (place >= 0 || next[3]! >= ends[3]!) return place;
    return next[3]!++;
  }

  /**
   * The impact place of the heaviest head of the title classes, ties by id,
   * taken from `next` (a cursor per class); -1 when they are read. With `ownPlace`
   * true or false, each cursor first passes over the titles that hold the word
   * at its own place in the query, or elsewhere: each class is in weight order,
   * so what remains of it is too.
   */
  private nextByWeight(next: Int32Array, ownPlace: boolean | null): number {
    const { ends } = this;
    const { termImpact, termPostings, termWeights } = this.columns;
    let run = -1, weight = -1, rank = 0;
    for (let r = 0; r < 3; r++) {
      if (ownPlace !== null) while (next[r]! < ends[r]! && this.atOwnPlace(next[r]!) !== ownPlace) next[r]!++;
      if (next[r]! >= ends[r]!) continue;
      const p = this.from + termImpact[this.from + next[r]!]!;
      const w = termWeights[p]!, k = this.idRank[termPostings[p]!]!;
      if (w > weight || (w === weight && k < rank)) {
        run = r;
        weight = w;
        rank = k;
      }
    }
    return run < 0 ? -1 : next[run]!++;
  }

  /** Whether the title posting at this impact place holds the word at the word's own place in the query (`oneWordScore`'s tier). */
  private atOwnPlace(place: number): boolean {
    const positions = this.columns.termTitlePositions[this.from + this.columns.termImpact[this.from + place]!]!;
    return firstTitlePosition(positions) === this.position || secondTitlePosition(positions) === this.position;
  }

  /** The first impact place whose posting's class is `impact` or later (classes only grow along impact order). */
  private firstOfClass(impact: number, length: number): number {
    const { termImpact, termPostings, termTitlePositions, titleWords } = this.columns;
    return partitionPoint(0, length, (place) => {
      const p = this.from + termImpact[this.from + place]!, o = termPostings[p]!;
      return impactClass(termTitlePositions[p]!, firstTitleWords(titleWords, o), secondTitleWords(titleWords, o)) >= impact;
    });
  }
}
