/**
 * Text matching: every listing that holds every term of a query (through any
 * of the vocabulary terms each stands for), once, with its relevance. How the
 * query's words became vocabulary terms is text/expand.ts's; how a score is made,
 * relevance.ts's.
 */
import { NOT_IN_TITLE, type SearchArrays } from '../model.ts';
import type { QueryTerm } from './plan-types.ts';
import { bm25, oneWordScore, qualityPart, textScore, type TermFrequencies } from './relevance.ts';
import { indexOfSorted } from '../sorted.ts';

/**
 * What a text search notes per candidate (the listings its rarest term holds):
 * its ordinal, the last term it holds, and per term the match it holds it by,
 * the posting's weight and where the term stands in the titles.
 */
interface CandidateSpace {
  ordinals: Int32Array;
  heldTo: Uint8Array;
  by: Uint8Array[];
  weights: Uint8Array[];
  titled: Uint8Array[];
}

/** Scratch space for text queries, made on the first and reused by every later one. */
export class Scratch {
  /** Per listing found by a query's first term, its place among the candidates. */
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
    this.holding = new Uint32Array((this.n + 31) >>> 5);
    this.holdingNext = new Uint32Array((this.n + 31) >>> 5);
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
      space = { ordinals: new Int32Array(size), heldTo: new Uint8Array(size), by: [], weights: [], titled: [] };
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
        if (deduplicating) {
          const bit = 1 << (o & 31);
          if ((taken[o >>> 5]! & bit) !== 0) continue;
          taken[o >>> 5]! |= bit;
        }
        if (!passes(o)) continue;
        take(o, oneWordScore(match, position, termTitlePositions[p]!, termWeights[p]!, titleWords, o, quality, wordIdf));
      }
    }
  }

  /**
   * Calls `take` with every listing that passes holding every query term, once,
   * and its relevance (see relevance.ts).
   *
   * The rarest term first: its listings are the candidates, noted one after the
   * other with what each posting says (its weight, where the term stands in the
   * titles) and the match it was found by; each later term keeps those that hold
   * it, noting the same. Which listings hold the terms so far is a bit per
   * listing: a million listings' bits stay in the cache, where a table of numbers
   * by ordinal would not, so the postings of a common term are read without
   * touching anything else. Only the candidates that hold every term are checked
   * against the filters and scored, from what was noted.
   */
  eachTextMatch(queryTerms: QueryTerm[], passes: (o: number) => boolean, take: (o: number, score: number) => void): void {
    // Rarest terms first: the candidate set is smallest early.
    const volume = (t: QueryTerm) => this.frequencies.volume(t.matches);
    const terms = [...queryTerms].sort((x, y) => volume(x) - volume(y));
    const termCount = terms.length;
    this.scratch.prepare();
    const candidateOf = this.scratch.candidateOf!;
    let holding = this.scratch.holding!, next = this.scratch.holdingNext!;
    const { termOffsets, termPostings, termWeights, termTitlePositions, titleWords } = this.columns;

    const { ordinals, heldTo, by, weights, titled } = this.scratch.candidateSpace(Math.min(volume(terms[0]!), this.n), termCount);
    // The first term: every listing it holds, by its best match (matches are best first).
    holding.fill(0);
    const first = terms[0]!.matches;
    let count = 0;
    for (let m = 0; m < first.length; m++) {
      for (let p = termOffsets[first[m]!.termId]!, to = termOffsets[first[m]!.termId + 1]!; p < to; p++) {
        const o = termPostings[p]!;
        const bit = 1 << (o & 31);
        if ((holding[o >>> 5]! & bit) !== 0) continue;
        holding[o >>> 5]! |= bit;
        candidateOf[o] = count;
        ordinals[count] = o;
        by[0]![count] = m;
        weights[0]![count] = termWeights[p]!;
        titled[0]![count] = termTitlePositions[p]!;
        count++;
      }
    }
    heldTo.fill(0, 0, count);
    let held = count;
    for (let i = 1; i < termCount && held > 0; i++) {
      const { matches } = terms[i]!;
      const byI = by[i]!, weightsI = weights[i]!, titledI = titled[i]!;
      next.fill(0);
      const heldBefore = held;
      held = 0;
      const hold = (o: number, candidate: number, p: number, m: number) => {
        next[o >>> 5]! |= 1 << (o & 31);
        heldTo[candidate] = i;
        byI[candidate] = m;
        weightsI[candidate] = termWeights[p]!;
        titledI[candidate] = termTitlePositions[p]!;
        held++;
      };
      // Few listings hold the terms so far and this term is common: look each of them up in its postings
      // (sorted by ordinal) rather than read them all. Either way a listing takes its best match.
      const reading = volume(terms[i]!);
      const probing = !this.probe ? Infinity : heldBefore * matches.reduce((sum, m) => sum + Math.log2(this.frequencies.df(m.termId) + 2), 0);
      if (probing < reading) {
        for (let candidate = 0; candidate < count; candidate++) {
          if (heldTo[candidate] !== i - 1) continue;
          const o = ordinals[candidate]!;
          for (let m = 0; m < matches.length; m++) {
            const termId = matches[m]!.termId;
            const p = indexOfSorted(termPostings, o, termOffsets[termId]!, termOffsets[termId + 1]!);
            if (p >= 0) {
              hold(o, candidate, p, m);
              break;
            }
          }
        }
      } else {
        for (let m = 0; m < matches.length; m++) {
          for (let p = termOffsets[matches[m]!.termId]!, to = termOffsets[matches[m]!.termId + 1]!; p < to; p++) {
            const o = termPostings[p]!;
            const word = o >>> 5, bit = 1 << (o & 31);
            // Held every term before this one, and not yet this one (its best match came first).
            if ((holding[word]! & bit) === 0 || (next[word]! & bit) !== 0) continue;
            hold(o, candidateOf[o]!, p, m);
          }
        }
      }
      [holding, next] = [next, holding];
    }
    this.scratch.holding = holding;
    this.scratch.holdingNext = next;
    if (held === 0) return;

    // Each term's part of the score, added in the order the terms were read.
    const idfs = terms.map(({ matches }) => matches.map((match) => this.frequencies.idf(match.termId)));
    let positions = 0;
    for (const { position } of terms) positions |= 1 << position;
    for (let candidate = 0; candidate < count; candidate++) {
      if (heldTo[candidate] !== termCount - 1) continue;
      const o = ordinals[candidate]!;
      if (!passes(o)) continue;
      let sumBm25 = 0, quality = 0, starts = 0, inTitle = 0;
      for (let i = 0; i < termCount; i++) {
        const m = by[i]![candidate]!;
        const match = terms[i]!.matches[m]!;
        const { position } = terms[i]!;
        const bit = 1 << position;
        const weight = weights[i]![candidate]!, positions = titled[i]![candidate]!;
        sumBm25 += bm25(idfs[i]![m]!, match.quality, weight);
        quality += match.quality;
        if (match.literal) starts |= ((positions >> 4) === position ? bit : 0) | ((positions & 0xf) === position ? bit << 12 : 0);
        if (positions !== NOT_IN_TITLE) inTitle |= bit;
      }
      take(o, textScore(termCount, positions, sumBm25, quality, starts, inTitle, titleWords, o));
    }
  }
}
