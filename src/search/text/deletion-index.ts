/**
 * Terms an edit or two from a word, found by what is left of both when letters
 * are taken out (the symmetric deletion of SymSpell): two words within `k`
 * edits (inserting, deleting or replacing a letter, or swapping two neighbours)
 * become one string once at most `k` letters are taken out of each. So the
 * vocabulary's terms are filed once under every string so made, and a word
 * typed looks up its own few: a few dozen lookups instead of a walk over the
 * vocabulary's trie, which at 100,000 listings took some 0.4 ms a word for one
 * edit and over a millisecond for two, a fifth of a never-asked text search.
 * What a lookup brings is checked by the distance itself, so the answer is
 * exactly `nearTerms`'s (near-terms.ts, still the walk for what is not filed).
 */
import { nearTerms } from './near-terms.ts';

/** An id is packed beside its key's hash in a double: the hash above, the id in the low bits. */
const ID_BITS = 21;
const ID_SPAN = 2 ** ID_BITS;
/** The shortest term filed with two letters out: words of nine letters or more have typos two edits away. */
const TWO_EDITS_FROM = 7;

/**
 * FNV-1a over the UTF-16 code units of `text` but those at `skip` and `skipToo` (-1: none):
 * the 32-bit hash of what is left once those letters are taken out, made without making
 * the string. A collision only brings a term the distance then turns away.
 */
function hashWithout(text: string, skip: number, skipToo: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    if (i === skip || i === skipToo) continue;
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The hashes of every string made by taking at most `edits` (one or two) letters out of `word`, itself included. */
function deletionHashes(word: string, edits: number, each: (hash: number) => void): void {
  each(hashWithout(word, -1, -1));
  for (let i = 0; i < word.length; i++) {
    each(hashWithout(word, i, -1));
    if (edits >= 2) for (let j = i + 1; j < word.length; j++) each(hashWithout(word, i, j));
  }
}

/** Optimal string alignment distance (`swaps`: a swap of neighbours is one edit) or Levenshtein's, or `limit + 1` once it is past `limit`. */
function distance(a: string, b: string, limit: number, swaps: boolean): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const n = b.length;
  let before = new Int32Array(n + 1), row = new Int32Array(n + 1), next = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    next[0] = i;
    let low = i;
    for (let j = 1; j <= n; j++) {
      let d = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1));
      if (swaps && i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) d = Math.min(d, before[j - 2]! + 1);
      next[j] = d;
      if (d < low) low = d;
    }
    if (low > limit) return limit + 1;
    [before, row, next] = [row, next, before];
  }
  return row[n]!;
}

export class DeletionIndex {
  private constructor(
    private readonly terms: readonly string[],
    /** hash × ID_SPAN + term id, ascending. */
    private readonly filed: Float64Array,
    /** False when the vocabulary has more terms than an entry has room for: every lookup walks. */
    private readonly usable: boolean,
    /** Whether a swap of neighbours is one edit (else two, as Levenshtein counts). */
    private readonly swaps: boolean,
  ) {}

  /**
   * Files every term of `terms` (sorted by code unit, as the vocabulary is) under what is left
   * of it with a letter taken out, and a term of TWO_EDITS_FROM letters or more with two:
   * enough for a word of TWO_EDITS_FROM + 2 letters or more to find every term two edits
   * from it (none is shorter than it by more than two), as the typo steps ask (match-steps.ts).
   */
  static build(terms: readonly string[], swaps = true): DeletionIndex {
    if (terms.length > ID_SPAN) return new DeletionIndex(terms, new Float64Array(0), false, swaps);
    let count = 0;
    for (const term of terms) count += 1 + term.length + (term.length >= TWO_EDITS_FROM ? (term.length * (term.length - 1)) / 2 : 0);
    const filed = new Float64Array(count);
    let at = 0;
    terms.forEach((term, id) => deletionHashes(term, term.length >= TWO_EDITS_FROM ? 2 : 1, (hash) => void (filed[at++] = hash * ID_SPAN + id)));
    return new DeletionIndex(terms, filed.sort(), true, swaps);
  }

  /** Bytes the index holds. */
  get bytes(): number {
    return this.filed.byteLength;
  }

  /** Whether the index has filed enough to find every term within `edits` of `word`. */
  covers(word: string, edits: number): boolean {
    return this.usable && edits <= 2 && (edits < 2 || word.length >= TWO_EDITS_FROM + 2);
  }

  /** The ids of the terms within `edits` of `word`, ascending: `nearTerms(terms, word, edits)`, by the walk where the index has not filed enough (an index of `swaps` only: the walk counts a swap as one edit). */
  near(word: string, edits: number): number[] {
    return this.covers(word, edits) ? this.find(word, edits) : nearTerms(this.terms, word, edits);
  }

  /** The ids of the terms within `edits` of `word`, ascending, where the index `covers` it. */
  find(word: string, edits: number): number[] {
    const checked = new Set<number>();
    const found: number[] = [];
    deletionHashes(word, edits, (hash) => {
      const from = hash * ID_SPAN;
      for (let at = this.firstAtLeast(from); at < this.filed.length && this.filed[at]! < from + ID_SPAN; at++) {
        const id = this.filed[at]! - from;
        if (checked.has(id)) continue;
        checked.add(id);
        if (distance(word, this.terms[id]!, edits, this.swaps) <= edits) found.push(id);
      }
    });
    return found.sort((x, y) => x - y);
  }

  private firstAtLeast(value: number): number {
    let from = 0, to = this.filed.length;
    while (from < to) {
      const mid = (from + to) >>> 1;
      if (this.filed[mid]! < value) from = mid + 1;
      else to = mid;
    }
    return from;
  }
}
