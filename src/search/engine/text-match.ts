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

/** Where a candidate's notes of one term go: the last term it holds, and this term's match, weight and title positions. */
interface TermNotes {
  heldTo: Uint8Array;
  by: Uint8Array;
  weights: Uint8Array;
  titled: Uint8Array;
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
   * The rarest term first: its listings are the candidates, noted one after the
   * other with what each posting says (its weight, where the term stands in the
   * titles) and the match it was found by; each later term keeps those that hold
   * it, noting the same. Which listings hold the terms so far is a bit per
   * listing: a million listings' bits stay in the cache, where a table of numbers
   * by ordinal would not, so the postings of a common term are read without
   * touching anything else. Only the candidates that hold every term are checked
   * against the filters and scored, from what was noted. Given `among`, the
   * filter's few listings (ascending), the candidates are those of them that
   * pass and hold the rarest term, each looked up in its postings.
   */
  eachTextMatch(queryTerms: QueryTerm[], passes: (o: number) => boolean, take: (o: number, score: number) => void, among: Uint32Array | null = null): void {
    // Rarest terms first: the candidate set is smallest early.
    const volume = (t: QueryTerm) => this.frequencies.volume(t.matches);
    const terms = [...queryTerms].sort((x, y) => volume(x) - volume(y));
    this.scratch.prepare();
    const space = this.scratch.candidateSpace(among ? among.length : Math.min(volume(terms[0]!), this.n), terms.length);
    const count = among ? this.noteFirstTermAmong(terms[0]!.matches, among, passes, space) : this.noteFirstTerm(terms[0]!.matches, space);
    let held = count;
    for (let i = 1; i < terms.length && held > 0; i++) {
      held = this.keepHolders(terms[i]!.matches, i, held, count, space);
      // What holds every term so far is now the bits just written.
      const { holding, holdingNext } = this.scratch;
      this.scratch.holding = holdingNext;
      this.scratch.holdingNext = holding;
    }
    if (held === 0) return;
    this.scoreHolders(terms, count, space, passes, take);
  }

  /** Notes the listings of the first term as the candidates, each by its best match (matches are best first); how many. */
  private noteFirstTerm(matches: QueryTerm['matches'], space: CandidateSpace): number {
    const holding = this.scratch.holding!;
    const { termOffsets, termPostings } = this.columns;
    holding.fill(0);
    let count = 0;
    for (let m = 0; m < matches.length; m++) {
      for (let p = termOffsets[matches[m]!.termId]!, to = termOffsets[matches[m]!.termId + 1]!; p < to; p++) {
        const o = termPostings[p]!;
        if (!setIfClear(holding, o)) continue;
        this.noteCandidate(space, count++, o, m, p);
      }
    }
    space.heldTo.fill(0, 0, count);
    return count;
  }

  /** Notes as the candidates the listings of `among` that pass and hold the first term, each by its best match; how many. */
  private noteFirstTermAmong(matches: QueryTerm['matches'], among: Uint32Array, passes: (o: number) => boolean, space: CandidateSpace): number {
    const holding = this.scratch.holding!;
    const { termOffsets, termPostings } = this.columns;
    holding.fill(0);
    let count = 0;
    for (const o of among) {
      if (!passes(o)) continue;
      for (let m = 0; m < matches.length; m++) {
        const termId = matches[m]!.termId;
        const p = indexOfSorted(termPostings, o, termOffsets[termId]!, termOffsets[termId + 1]!);
        if (p < 0) continue;
        setBit(holding, o);
        this.noteCandidate(space, count++, o, m, p);
        break;
      }
    }
    space.heldTo.fill(0, 0, count);
    return count;
  }

  /** Notes listing `o` as candidate `candidate`, holding the first term by match `m` through posting `p`. */
  private noteCandidate({ ordinals, by, weights, titled }: CandidateSpace, candidate: number, o: number, m: number, p: number): void {
    this.scratch.candidateOf![o] = candidate;
    ordinals[candidate] = o;
    by[0]![candidate] = m;
    weights[0]![candidate] = this.columns.termWeights[p]!;
    titled[0]![candidate] = this.columns.termTitlePositions[p]!;
  }

  /**
   * Keeps the candidates that held every term before term `i` and hold it
   * too, noting how (`hold`); how many. When few candidates are left and this
   * term is common, each is looked up in its postings (sorted by ordinal)
   * rather than the postings read whole. Either way a listing takes its best match.
   */
  private keepHolders(matches: QueryTerm['matches'], i: number, heldBefore: number, count: number, space: CandidateSpace): number {
    this.scratch.holdingNext!.fill(0);
    const notes: TermNotes = { heldTo: space.heldTo, by: space.by[i]!, weights: space.weights[i]!, titled: space.titled[i]! };
    const reading = this.frequencies.volume(matches);
    const probing = !this.probe ? Infinity : heldBefore * matches.reduce((sum, m) => sum + Math.log2(this.frequencies.df(m.termId) + 2), 0);
    return probing < reading ? this.probeHolders(matches, i, count, space.ordinals, notes) : this.readHolders(matches, i, notes);
  }

  /** `keepHolders` by looking each candidate up in the term's postings. */
  private probeHolders(matches: QueryTerm['matches'], i: number, count: number, ordinals: Int32Array, notes: TermNotes): number {
    const { termOffsets, termPostings } = this.columns;
    let held = 0;
    for (let candidate = 0; candidate < count; candidate++) {
      if (notes.heldTo[candidate] !== i - 1) continue;
      const o = ordinals[candidate]!;
      for (let m = 0; m < matches.length; m++) {
        const termId = matches[m]!.termId;
        const p = indexOfSorted(termPostings, o, termOffsets[termId]!, termOffsets[termId + 1]!);
        if (p >= 0) {
          this.hold(notes, i, o, candidate, p, m);
          held++;
          break;
        }
      }
    }
    return held;
  }

  /** `keepHolders` by reading the term's postings whole. */
  private readHolders(matches: QueryTerm['matches'], i: number, notes: TermNotes): number {
    const holding = this.scratch.holding!, next = this.scratch.holdingNext!, candidateOf = this.scratch.candidateOf!;
    const { termOffsets, termPostings } = this.columns;
    let held = 0;
    for (let m = 0; m < matches.length; m++) {
      for (let p = termOffsets[matches[m]!.termId]!, to = termOffsets[matches[m]!.termId + 1]!; p < to; p++) {
        const o = termPostings[p]!;
        // Held every term before this one, and not yet this one (its best match came first).
        if (!hasBit(holding, o) || hasBit(next, o)) continue;
        this.hold(notes, i, o, candidateOf[o]!, p, m);
        held++;
      }
    }
    return held;
  }

  /** Notes that a candidate holds term `i`, by match `m`, through posting `p`. */
  private hold(notes: TermNotes, i: number, o: number, candidate: number, p: number, m: number): void {
    setBit(this.scratch.holdingNext!, o);
    notes.heldTo[candidate] = i;
    notes.by[candidate] = m;
    notes.weights[candidate] = this.columns.termWeights[p]!;
    notes.titled[candidate] = this.columns.termTitlePositions[p]!;
  }

  /** Scores the candidates that hold every term and pass, each term's part added in the order the terms were read. */
  private scoreHolders(terms: QueryTerm[], count: number, space: CandidateSpace, passes: (o: number) => boolean, take: (o: number, score: number) => void): void {
    const { ordinals, heldTo, by, weights, titled } = space;
    const { titleWords } = this.columns;
    const termCount = terms.length;
    const idfs = terms.map(({ matches }) => matches.map((match) => this.frequencies.idf(match.termId)));
    let queryPositions = 0;
    for (const { position } of terms) queryPositions |= 1 << position;
    for (let candidate = 0; candidate < count; candidate++) {
      if (heldTo[candidate] !== termCount - 1) continue;
      const o = ordinals[candidate]!;
      if (!passes(o)) continue;
      let sumBm25 = 0, quality = 0, starts = 0, inTitles = 0;
      for (let i = 0; i < termCount; i++) {
        const m = by[i]![candidate]!;
        const match = terms[i]!.matches[m]!;
        const { position } = terms[i]!;
        const bit = 1 << position;
        const weight = weights[i]![candidate]!, titlePositions = titled[i]![candidate]!;
        sumBm25 += bm25(idfs[i]![m]!, match.quality, weight);
        quality += match.quality;
        if (match.literal) starts |= (firstTitlePosition(titlePositions) === position ? bit : 0) | (secondTitlePosition(titlePositions) === position ? bit << SECOND_TITLE_STARTS : 0);
        if (inTitle(titlePositions)) inTitles |= bit;
      }
      take(o, textScore(termCount, queryPositions, sumBm25, quality, starts, inTitles, titleWords, o));
    }
  }
}
