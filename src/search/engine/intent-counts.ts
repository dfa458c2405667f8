/**
 * How many of a term's postings are requests (REQUEST_FLAG), counted the
 * first time a plan asks and remembered by term: what tells a one-word search
 * that asks or offers whether reading its word in relevance order reaches the
 * page sooner than scoring every posting. A word's share of requests is its
 * own: "шукаю" and "пропоную" are mostly on one side, which no share of the
 * whole snapshot tells.
 */
import { REQUEST_FLAG, type SearchArrays } from '../model.ts';

/** Not counted yet. */
const UNCOUNTED = 0xffffffff;

export class IntentCounts {
  private counted: Uint32Array | null = null;

  constructor(private readonly columns: Pick<SearchArrays, 'termOffsets' | 'termPostings' | 'flags'>) {}

  /** How many of the term's postings are requests. */
  requests(termId: number): number {
    // The table, a number per vocabulary term, is made only once a search that has an intent needs it.
    const counted = (this.counted ??= new Uint32Array(this.columns.termOffsets.length - 1).fill(UNCOUNTED));
    let count = counted[termId]!;
    if (count !== UNCOUNTED) return count;
    const { termOffsets, termPostings, flags } = this.columns;
    count = 0;
    for (let p = termOffsets[termId]!, to = termOffsets[termId + 1]!; p < to; p++) if ((flags[termPostings[p]!]! & REQUEST_FLAG) !== 0) count++;
    counted[termId] = count;
    return count;
  }

  /** How many of the matches' postings together are of the intent wanted. */
  wanted(matches: readonly { termId: number }[], wants: 'offers' | 'requests'): number {
    let count = 0;
    for (const { termId } of matches) {
      const requests = this.requests(termId);
      count += wants === 'requests' ? requests : this.columns.termOffsets[termId + 1]! - this.columns.termOffsets[termId]! - requests;
    }
    return count;
  }
}
