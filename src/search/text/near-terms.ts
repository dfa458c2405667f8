/**
 * Terms a few typing slips from a word: within `maxEdits` by optimal string
 * alignment distance, where inserting, deleting or replacing a letter, or
 * swapping two neighbours, is one edit. The sorted vocabulary is walked as a
 * trie (in the manner of a Levenshtein automaton over tantivy's sorted term
 * dictionary): each run of terms that share a prefix is one node, whose row of
 * distances is made once from its parent's, and a run no term of which can come
 * within reach is passed over whole. One walk finds what an edit-distance walk
 * per swapped spelling would.
 */
import { partitionPoint } from '../sorted.ts';

/** The ids of the terms (sorted by code unit, as the vocabulary is) within `maxEdits` of `word`, ascending. */
export function nearTerms(terms: readonly string[], word: string, maxEdits: number): number[] {
  const m = word.length;
  const found: number[] = [];
  // rows[d][j]: the distance between the first j letters of the word and a prefix of d letters; lows[d] its least.
  const depthLimit = m + maxEdits;
  const rows = Array.from({ length: depthLimit + 1 }, () => new Int32Array(m + 1));
  const lows = new Int32Array(depthLimit + 1);
  for (let j = 0; j <= m; j++) rows[0]![j] = j;

  /** Walks terms[lo, hi), which share their first `depth` letters. */
  const walk = (lo: number, hi: number, depth: number): void => {
    let start = lo;
    if (terms[start]!.length === depth) {
      if (rows[depth]![m]! <= maxEdits) found.push(start);
      start++;
    }
    if (depth === depthLimit) return;
    const row = rows[depth]!, next = rows[depth + 1]!, before = depth > 0 ? rows[depth - 1]! : null;
    const previous = depth > 0 ? terms[lo]!.charCodeAt(depth - 1) : -1;
    while (start < hi) {
      const letter = terms[start]!.charCodeAt(depth);
      // The run of terms with this letter next.
      const end = partitionPoint(start + 1, hi, (k) => terms[k]!.charCodeAt(depth) !== letter);
      next[0] = depth + 1;
      let low = next[0]!;
      for (let j = 1; j <= m; j++) {
        let d = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (word.charCodeAt(j - 1) === letter ? 0 : 1));
        if (before && j > 1 && word.charCodeAt(j - 1) === previous && word.charCodeAt(j - 2) === letter) d = Math.min(d, before[j - 2]! + 1);
        next[j] = d;
        if (d < low) low = d;
      }
      lows[depth + 1] = low;
      // Past reach for good: every later distance is at least this row's least, or one more than the row before's (a swap).
      if (low <= maxEdits || lows[depth]! + 1 <= maxEdits) walk(start, end, depth + 1);
      start = end;
    }
  };
  if (terms.length > 0) {
    lows[0] = 0;
    walk(0, terms.length, 0);
  }
  return found;
}
