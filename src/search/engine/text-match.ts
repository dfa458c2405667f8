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
import { bitset, clearBit, hasBit, setBit, setIfClear } from '../bitset.ts';
import { indexOfSorted } from '../sorted.ts';

/**
 * What a text search notes of the listings that hold every term: their
 * ordinals, and per term the match each holds it by, the posting's weight and
 * where the term stands in the titles. Before that, the same `ordinals` hold
 * the candidates (the listings the rarest term holds), in the order found.
 */
interface CandidateSpace {
  ordinals: Int32Array;
  by: Uint8Array[];
  weights: Uint8Array[];
  titled: Uint8Array[];
}

/** Scratch space for text queries, made on the first and reused by every later one. */
export class Scratch {
  /** Per listing that holds every term of a query, its place among them. */
  holderOf: Int32Array | null = null;
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
    if (this.holderOf) return;
    this.holderOf = new Int32Array(this.n);
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
   * First which listings hold every term, a bit per listing and nothing else:
   * the rarest term's listings are the candidates, and each later term keeps
   * those that hold it too, reading its postings whole or, when few candidates
   * are left and it is common, looking each candidate up in them. A million
   * listings' bits stay in the cache, where a table of numbers by ordinal would
   * not. Then only the listings that hold every term and pass the filters,
   * usually a small part of the candidates, have noted per term how they hold
   * it (`noteHolders`), and are scored. Given `among`, the filter's few listings
   * (ascending), the candidates are those of them that pass and hold the
   * rarest term, each looked up in its postings.
   */
  eachTextMatch(queryTerms: QueryTerm[], passes: (o: number) => boolean, take: (o: number, score: number) => void, among: Uint32Array | null = null): void {
    // Rarest terms first: the candidate set is smallest early.
    const volume = (t: QueryTerm) => this.frequencies.volume(t.matches);
    const terms = [...queryTerms].sort((x, y) => volume(x) - volume(y));
    this.scratch.prepare();
    const space = this.scratch.candidateSpace(among ? among.length : Math.min(volume(terms[0]!), this.n), terms.length);
    const count = among ? this.candidatesAmong(terms[0]!.matches, among, passes, space.ordinals) : this.candidatesOf(terms[0]!.matches, space.ordinals);
    let held = count;
    for (let i = 1; i < terms.length && held > 0; i++) {
      held = this.keepHolders(terms[i]!.matches, held, count, space.ordinals);
      // What holds every term so far is now the bits just written.
      const { holding, holdingNext } = this.scratch;
      this.scratch.holding = holdingNext;
      this.scratch.holdingNext = holding;
    }
    if (held === 0) return;
    const holders = this.holdersThatPass(count, space.ordinals, among ? null : passes);
    for (let i = 0; i < terms.length; i++) this.noteHolders(terms[i]!.matches, i, holders, space);
    this.scoreHolders(terms, holders, space, take);
  }

  /** Marks the listings of the first term as the candidates, listing them in `ordinals` as found; how many. */
  private candidatesOf(matches: QueryTerm['matches'], ordinals: Int32Array): number {
    const holding = this.scratch.holding!;
    const { termOffsets, termPostings } = this.columns;
    holding.fill(0);
    let count = 0;
    for (let m = 0; m < matches.length; m++) {
      for (let p = termOffsets[matches[m]!.termId]!, to = termOffsets[matches[m]!.termId + 1]!; p < to; p++) {
        const o = termPostings[p]!;
        if (setIfClear(holding, o)) ordinals[count++] = o;
      }
    }
    return count;
  }

  /** Marks as the candidates the listings of `among` that pass and hold the first term; how many. */
  private candidatesAmong(matches: QueryTerm['matches'], among: Uint32Array, passes: (o: number) => boolean, ordinals: Int32Array): number {
    const holding = this.scratch.holding!;
    holding.fill(0);
    let count = 0;
    for (const o of among) {
      if (!passes(o) || !this.holds(matches, o)) continue;
      setBit(holding, o);
      ordinals[count++] = o;
    }
    return count;
  }

  /** Whether one of `matches` holds listing `o`, looked up in their postings (sorted by ordinal). */
  private holds(matches: QueryTerm['matches'], o: number): boolean {
    const { termOffsets, termPostings } = this.columns;
    for (let m = 0; m < matches.length; m++) {
      const termId = matches[m]!.termId;
      if (indexOfSorted(termPostings, o, termOffsets[termId]!, termOffsets[termId + 1]!) >= 0) return true;
    }
    return false;
  }

  /**
   * Keeps the candidates that held every term before this one and hold it
   * too, as bits in `holdingNext`; how many. When few candidates are left and
   * this term is common, each is looked up in its postings (sorted by ordinal)
   * rather than the postings read whole.
   */
  private keepHolders(matches: QueryTerm['matches'], heldBefore: number, count: number, ordinals: Int32Array): number {
    const holding = this.scratch.holding!, next = this.scratch.holdingNext!;
    next.fill(0);
    let held = 0;
    if (this.probes(matches, heldBefore)) {
      for (let candidate = 0; candidate < count; candidate++) {
        const o = ordinals[candidate]!;
        if (!hasBit(holding, o) || !this.holds(matches, o)) continue;
        setBit(next, o);
        held++;
      }
      return held;
    }
    const { termOffsets, termPostings } = this.columns;
    for (let m = 0; m < matches.length; m++) {
      for (let p = termOffsets[matches[m]!.termId]!, to = termOffsets[matches[m]!.termId + 1]!; p < to; p++) {
        const o = termPostings[p]!;
        if (hasBit(holding, o) && setIfClear(next, o)) held++;
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
   * the front of `ordinals`, in the order they were found, each at the place
   * `holderOf` gives; those that do not pass lose their bit. How many.
   */
  private holdersThatPass(count: number, ordinals: Int32Array, passes: ((o: number) => boolean) | null): number {
    const holding = this.scratch.holding!, holderOf = this.scratch.holderOf!;
    let holders = 0;
    for (let candidate = 0; candidate < count; candidate++) {
      const o = ordinals[candidate]!;
      if (!hasBit(holding, o)) continue;
      if (passes && !passes(o)) {
        clearBit(holding, o);
        continue;
      }
      holderOf[o] = holders;
      ordinals[holders++] = o;
    }
    return holders;
  }

  /**
   * Notes how each holder holds term `i`: its best match (matches are best
   * first), that posting's weight and title positions. Read off the term's
   * postings, or each holder looked up in them when that costs less.
   */
  private noteHolders(matches: QueryTerm['matches'], i: number, holders: number, { ordinals, by, weights, titled }: CandidateSpace): void {
    const { termOffsets, termPostings, termWeights, termTitlePositions } = this.columns;
    const byTerm = by[i]!, weightsOfTerm = weights[i]!, titledOfTerm = titled[i]!;
    if (this.probes(matches, holders)) {
      for (let h = 0; h < holders; h++) {
        const o = ordinals[h]!;
        for (let m = 0; m < matches.length; m++) {
          const termId = matches[m]!.termId;
          const p = indexOfSorted(termPostings, o, termOffsets[termId]!, termOffsets[termId + 1]!);
          if (p < 0) continue;
          byTerm[h] = m;
          weightsOfTerm[h] = termWeights[p]!;
          titledOfTerm[h] = termTitlePositions[p]!;
          break;
        }
      }
      return;
    }
    const holding = this.scratch.holding!, noted = this.scratch.holdingNext!, holderOf = this.scratch.holderOf!;
    const deduplicating = matches.length > 1;
    if (deduplicating) noted.fill(0);
    for (let m = 0; m < matches.length; m++) {
      for (let p = termOffsets[matches[m]!.termId]!, to = termOffsets[matches[m]!.termId + 1]!; p < to; p++) {
        const o = termPostings[p]!;
        // A holder takes its best match, the first it is found by; a term's postings hold a listing once.
        if (!hasBit(holding, o) || (deduplicating && !setIfClear(noted, o))) continue;
        const h = holderOf[o]!;
        byTerm[h] = m;
        weightsOfTerm[h] = termWeights[p]!;
        titledOfTerm[h] = termTitlePositions[p]!;
      }
    }
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
