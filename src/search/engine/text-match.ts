/**
 * Text matching: every listing that holds every term of a query (through any
 * of the vocabulary terms each stands for), once, with its relevance. How the
 * query's words became vocabulary terms is text/expand.ts's; how a score is made,
 * relevance.ts's.
 */
import type { SearchArrays } from '../model.ts';
import { firstTitlePosition, inTitle, secondTitlePosition } from '../titles.ts';
import type { QueryTerm } from './plan-types.ts';
import { bm25, oneWordScore, qualityPart, SECOND_TITLE_STARTS, textScore, type TermFrequencies } from './relevance.ts';
import { bitset, hasBit, setBit, setIfClear } from '../bitset.ts';
import { indexOfSorted } from '../sorted.ts';

/**
 * What a text search notes of its candidates (the listings that hold the
 * rarest term), in the order found: their ordinals, and per term the match
 * each holds it by, the posting's weight and where the term stands in the
 * titles. At the end the front of it holds the same of the listings that hold
 * every term and pass.
 */
interface CandidateSpace {
  ordinals: Int32Array;
  by: Uint8Array[];
  weights: Uint8Array[];
  titled: Uint8Array[];
}

/** Scratch space for text queries, made on the first and reused by every later one. */
export class Scratch {
  /** Per candidate of a text query (a listing that holds its rarest term), its place among the candidates. */
  candidateOf: Int32Array | null = null;
  /** A bit per listing: whether it holds the query terms read so far (and the next term's, being read). */
  holding: Uint32Array | null = null;
  holdingNext: Uint32Array | null = null;
  private candidates: CandidateSpace | null = null;
  private kept = new Int32Array(0);

  constructor(private readonly n: number) {}

  /**
   * Room for at least `size` of the matches a text search keeps to put in an
   * order other than relevance, what is kept so far copied over; reused from
   * query to query. Pushed onto an array, a common word's tens of thousands of
   * matches cost several times the reading of its postings.
   */
  keptSpace(size: number): Int32Array {
    if (this.kept.length < size) {
      const grown = new Int32Array(Math.min(this.n, Math.max(size, 2 * this.kept.length, 1024)));
      grown.set(this.kept);
      this.kept = grown;
    }
    return this.kept;
  }

  /** Makes the scratch space of text queries, once. */
  prepare(): void {
    if (this.candidateOf) return;
    this.candidateOf = new Int32Array(this.n);
    this.holding = bitset(this.n);
    this.holdingNext = bitset(this.n);
  }

  /**
   * Room for `candidates` candidates of a query of `terms` terms, reused from
   * query to query (grown as needed, never past a listing each): what is noted
   * per candidate would otherwise be allocated afresh for every text search.
   */
  candidateSpace(candidates: number, terms: number): CandidateSpace {
    let space = this.candidates;
    if (!space || space.ordinals.length < candidates) {
      const size = Math.min(this.n, Math.max(candidates, 2 * (space?.ordinals.length ?? 0), 1024));
      space = { ordinals: new Int32Array(size), by: [], weights: [], titled: [] };
      this.candidates = space;
    }
    const size = space.ordinals.length;
    while (space.by.length < terms) {
      space.by.push(new Uint8Array(size));
      space.weights.push(new Uint8Array(size));
      space.titled.push(new Uint8Array(size));
    }
    return space;
  }
}

/** Finds the listings that hold a query's terms, for the executor to count, rank or sort. */
export class TextMatcher {
  constructor(
    private readonly n: number,
    private readonly columns: SearchArrays,
    private readonly frequencies: TermFrequencies,
    private readonly scratch: Scratch,
    /** Whether a common term may be looked up per listing rather than read whole (off only to show both ways give the same). */
    private readonly probe: boolean,
  ) {}

  /** Room for at least `size` kept matches (Scratch.keptSpace). */
  keptSpace(size: number): Int32Array {
    return this.scratch.keptSpace(size);
  }

  /**
   * Calls `take` with every listing that passes holding a one-word query, once,
   * and its relevance (see relevance.ts), made whole on the spot. Nothing is
   * written per listing but a bit, for a term with several matches (a listing
   * takes its best one): at a million listings every read or write of a table
   * of numbers by ordinal misses the cache, and this loop runs for every posting.
   */
  eachOneTermMatch({ position, matches }: QueryTerm, passes: (o: number) => boolean, take: (o: number, score: number) => void): void {
    this.scratch.prepare();
    const taken = this.scratch.holding!;
    taken.fill(0);
    const deduplicating = matches.length > 1;
    const { termOffsets, termPostings, termWeights, termTitlePositions, titleWords } = this.columns;
    for (const match of matches) {
      const wordIdf = this.frequencies.idf(match.termId);
      const quality = qualityPart(match.quality);
      for (let p = termOffsets[match.termId]!, to = termOffsets[match.termId + 1]!; p < to; p++) {
        const o = termPostings[p]!;
        // A listing takes its best match, the first it is found by (matches are best first); a term's postings hold a listing once.
        if (deduplicating && !setIfClear(taken, o)) continue;
        if (!passes(o)) continue;
        take(o, oneWordScore(match, position, termTitlePositions[p]!, termWeights[p]!, titleWords, o, quality, wordIdf));
      }
    }
  }

  /**
   * Calls `take` with every listing that passes holding every query term, once,
   * and its relevance (see relevance.ts).
   *
   * The rarest term's listings are the candidates, and each later term keeps
   * those that hold it too, reading its postings whole or, when few candidates
   * are left and it is common, looking each candidate up in them: a bit per
   * listing says which hold every term so far (a million listings' bits stay in
   * the cache, where a table of numbers by ordinal would not). Each term's
   * postings are read once: where a candidate is found holding a term, how it
   * holds it (the match, the posting's weight and title positions) is noted at
   * the candidate's place. Then the listings that hold every term and pass the
   * filters, usually a small part of the candidates, are moved to the front with
   * their notes and scored. Given `among`, the filter's few listings
   * (ascending), the candidates are those of them that pass and hold the rarest
   * term, each looked up in its postings.
   */
  eachTextMatch(queryTerms: QueryTerm[], passes: (o: number) => boolean, take: (o: number, score: number) => void, among: Uint32Array | null = null): void {
    // Rarest terms first: the candidate set is smallest early.
    const volume = (t: QueryTerm) => this.frequencies.volume(t.matches);
    const terms = [...queryTerms].sort((x, y) => volume(x) - volume(y));
    this.scratch.prepare();
    const space = this.scratch.candidateSpace(among ? among.length : Math.min(volume(terms[0]!), this.n), terms.length);
    const count = among ? this.candidatesAmong(terms[0]!.matches, among, passes, space) : this.candidatesOf(terms[0]!.matches, space);
    let held = count;
    for (let i = 1; i < terms.length && held > 0; i++) {
      held = this.keepHolders(terms[i]!.matches, i, held, count, space);
      // What holds every term so far is now the bits just written.
      const { holding, holdingNext } = this.scratch;
      this.scratch.holding = holdingNext;
      this.scratch.holdingNext = holding;
    }
    if (held === 0) return;
    const holders = this.holdersThatPass(count, terms.length, space, among ? null : passes);
    this.scoreHolders(terms, holders, space, take);
  }

  /**
   * Marks the listings of the first term as the candidates, listing them in the
   * order found, each with how it holds the term and its place in `candidateOf`; how many.
   */
  private candidatesOf(matches: QueryTerm['matches'], { ordinals, by, weights, titled }: CandidateSpace): number {
    const holding = this.scratch.holding!, candidateOf = this.scratch.candidateOf!;
    const { termOffsets, termPostings, termWeights, termTitlePositions } = this.columns;
    const byTerm = by[0]!, weightsOfTerm = weights[0]!, titledOfTerm = titled[0]!;
    holding.fill(0);
    let count = 0;
    for (let m = 0; m < matches.length; m++) {
      for (let p = termOffsets[matches[m]!.termId]!, to = termOffsets[matches[m]!.termId + 1]!; p < to; p++) {
        const o = termPostings[p]!;
        // A listing takes its best match, the first it is found by (matches are best first); a term's postings hold a listing once.
        if (!setIfClear(holding, o)) continue;
        candidateOf[o] = count;
        ordinals[count] = o;
        byTerm[count] = m;
        weightsOfTerm[count] = termWeights[p]!;
        titledOfTerm[count++] = termTitlePositions[p]!;
      }
    }
    return count;
  }

  /** Marks as the candidates the listings of `among` that pass and hold the first term, as `candidatesOf` does; how many. */
  private candidatesAmong(matches: QueryTerm['matches'], among: Uint32Array, passes: (o: number) => boolean, { ordinals, by, weights, titled }: CandidateSpace): number {
    const holding = this.scratch.holding!, candidateOf = this.scratch.candidateOf!;
    const { termWeights, termTitlePositions } = this.columns;
    holding.fill(0);
    let count = 0;
    for (const o of among) {
      if (!passes(o)) continue;
      const p = this.postingOf(matches, o);
      if (p < 0) continue;
      setBit(holding, o);
      candidateOf[o] = count;
      ordinals[count] = o;
      by[0]![count] = this.foundBy;
      weights[0]![count] = termWeights[p]!;
      titled[0]![count++] = termTitlePositions[p]!;
    }
    return count;
  }

  /** The match of `postingOf`'s last find. */
  private foundBy = 0;

  /**
   * Where the best of `matches` that holds listing `o` has its posting,
   * looked up in their postings (sorted by ordinal), that match's place noted
   * in `foundBy`; -1 when none holds it.
   */
  private postingOf(matches: QueryTerm['matches'], o: number): number {
    const { termOffsets, termPostings } = this.columns;
    for (let m = 0; m < matches.length; m++) {
      const termId = matches[m]!.termId;
      const p = indexOfSorted(termPostings, o, termOffsets[termId]!, termOffsets[termId + 1]!);
      if (p >= 0) {
        this.foundBy = m;
        return p;
      }
    }
    return -1;
  }

  /**
   * Keeps the candidates that held every term before this one and hold term
   * `i` too, as bits in `holdingNext`, noting at each one's place how it holds
   * it; how many. When few candidates are left and this term is common, each
   * is looked up in its postings rather than the postings read whole.
   */
  private keepHolders(matches: QueryTerm['matches'], i: number, heldBefore: number, count: number, { ordinals, by, weights, titled }: CandidateSpace): number {
    const holding = this.scratch.holding!, next = this.scratch.holdingNext!, candidateOf = this.scratch.candidateOf!;
    const { termOffsets, termPostings, termWeights, termTitlePositions } = this.columns;
    const byTerm = by[i]!, weightsOfTerm = weights[i]!, titledOfTerm = titled[i]!;
    next.fill(0);
    let held = 0;
    if (this.probes(matches, heldBefore)) {
      for (let c = 0; c < count; c++) {
        const o = ordinals[c]!;
        if (!hasBit(holding, o)) continue;
        const p = this.postingOf(matches, o);
        if (p < 0) continue;
        setBit(next, o);
        held++;
        byTerm[c] = this.foundBy;
        weightsOfTerm[c] = termWeights[p]!;
        titledOfTerm[c] = termTitlePositions[p]!;
      }
      return held;
    }
    for (let m = 0; m < matches.length; m++) {
      for (let p = termOffsets[matches[m]!.termId]!, to = termOffsets[matches[m]!.termId + 1]!; p < to; p++) {
        const o = termPostings[p]!;
        // A candidate takes its best match, the first it is found by.
        if (!hasBit(holding, o) || !setIfClear(next, o)) continue;
        held++;
        const c = candidateOf[o]!;
        byTerm[c] = m;
        weightsOfTerm[c] = termWeights[p]!;
        titledOfTerm[c] = termTitlePositions[p]!;
      }
    }
    return held;
  }

  /** Whether `listings` listings are looked up in the postings of `matches` for less than reading them whole costs. */
  private probes(matches: QueryTerm['matches'], listings: number): boolean {
    if (!this.probe) return false;
    return listings * matches.reduce((sum, m) => sum + Math.log2(this.frequencies.df(m.termId) + 2), 0) < this.frequencies.volume(matches);
  }

  /**
   * Moves the candidates that hold every term (and pass, given `passes`) to
   * the front of the candidate space with what was noted of each term, in the
   * order they were found; how many.
   */
  private holdersThatPass(count: number, terms: number, { ordinals, by, weights, titled }: CandidateSpace, passes: ((o: number) => boolean) | null): number {
    const holding = this.scratch.holding!;
    let holders = 0;
    for (let c = 0; c < count; c++) {
      const o = ordinals[c]!;
      if (!hasBit(holding, o) || (passes && !passes(o))) continue;
      if (holders !== c) {
        ordinals[holders] = o;
        for (let i = 0; i < terms; i++) {
          by[i]![holders] = by[i]![c]!;
          weights[i]![holders] = weights[i]![c]!;
          titled[i]![holders] = titled[i]![c]!;
        }
      }
      holders++;
    }
    return holders;
  }

  /** Scores the holders, each term's part added in the order the terms were read. */
  private scoreHolders(terms: QueryTerm[], holders: number, { ordinals, by, weights, titled }: CandidateSpace, take: (o: number, score: number) => void): void {
    const { titleWords } = this.columns;
    const termCount = terms.length;
    const idfs = terms.map(({ matches }) => matches.map((match) => this.frequencies.idf(match.termId)));
    let queryPositions = 0;
    for (const { position } of terms) queryPositions |= 1 << position;
    for (let h = 0; h < holders; h++) {
      const o = ordinals[h]!;
      let sumBm25 = 0, quality = 0, starts = 0, inTitles = 0;
      for (let i = 0; i < termCount; i++) {
        const m = by[i]![h]!;
        const match = terms[i]!.matches[m]!;
        const { position } = terms[i]!;
        const bit = 1 << position;
        const weight = weights[i]![h]!, titlePositions = titled[i]![h]!;
        sumBm25 += bm25(idfs[i]![m]!, match.quality, weight);
        quality += match.quality;
        if (match.literal) starts |= (firstTitlePosition(titlePositions) === position ? bit : 0) | (secondTitlePosition(titlePositions) === position ? bit << SECOND_TITLE_STARTS : 0);
        if (inTitle(titlePositions)) inTitles |= bit;
      }
      take(o, textScore(termCount, queryPositions, sumBm25, quality, starts, inTitles, titleWords, o));
    }
  }
}
