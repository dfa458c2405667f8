/**
 * Impact order: each term's postings in the order of what they add to a
 * one-word query's relevance, made once by the build (`termImpact`), so that a
 * search reads a word's best postings first, with no sort and no pass over
 * the rest.
 *
 * Through one match, a listing's one-word score (`oneWordScore`) is its title
 * tier, then whether the word is in a title (worth 1,000), then BM25 of its
 * weight. BM25 grows strictly with the weight (idf and quality are positive)
 * and stays below 1,000 (idf · 2.2 < 35 for any count of listings a snapshot
 * holds, far under its ceiling). The tier counts only for a literal match of
 * the query's first word: the title is the word (2), or begins with it (1).
 * So the postings are put in four classes — the title is the word, a title
 * begins with it, it is elsewhere in a title, in no title — and within a
 * class heavier first, then by id:
 *
 * - for a literal match of the first word, that is relevance order;
 * - for any other match every title class is tier 0, and relevance order is
 *   the first three classes merged by weight, then the fourth (rank.ts).
 */
import { idRanks } from '../ids.ts';
import { firstTitlePosition, firstTitleWords, inTitle, secondTitlePosition, secondTitleWords } from '../titles.ts';
import { lowerBound } from '../sorted.ts';

/** The impact classes, best first. */
export const IMPACT_CLASS = { titleIsWord: 0, titleBegins: 1, inTitle: 2, notInTitle: 3 } as const;

/**
 * A posting's class, from where its term stands in the titles (`termTitlePositions`)
 * and how many words each of its listing's titles has (`titleWords`).
 */
export function impactClass(positions: number, ukWords: number, enWords: number): number {
  if (!inTitle(positions)) return IMPACT_CLASS.notInTitle;
  const beginsUk = firstTitlePosition(positions) === 0, beginsEn = secondTitlePosition(positions) === 0;
  if ((beginsUk && ukWords === 1) || (beginsEn && enWords === 1)) return IMPACT_CLASS.titleIsWord;
  return beginsUk || beginsEn ? IMPACT_CLASS.titleBegins : IMPACT_CLASS.inTitle;
}

/**
 * Per term, the places of its postings (counted from the term's first) in
 * impact order: by class, heavier before lighter, then by id.
 */
export function impactOrder(
  columns: { termOffsets: Uint32Array; termPostings: Uint32Array; termWeights: Uint8Array; termTitlePositions: Uint8Array; titleWords: Uint8Array; idOrder: Uint32Array },
): Uint32Array {
  const { termOffsets, termPostings, termWeights, termTitlePositions, titleWords, idOrder } = columns;
  const idRank = idRanks(idOrder);
  const impact = new Uint32Array(termPostings.length);
  let keys = new Float64Array(0);
  for (let term = 0; term + 1 < termOffsets.length; term++) {
    const from = termOffsets[term]!, to = termOffsets[term + 1]!, length = to - from;
    if (keys.length < length) keys = new Float64Array(length);
    const key = keys.subarray(0, length);
    // One number per posting, sorted natively: its class and weight, best first, above its place by id.
    for (let i = 0; i < length; i++) {
      const p = from + i, o = termPostings[p]!;
      const kind = impactClass(termTitlePositions[p]!, firstTitleWords(titleWords, o), secondTitleWords(titleWords, o)) * 256 + 255 - termWeights[p]!;
      key[i] = kind * ID_PLACES + idRank[o]!;
    }
    key.sort();
    for (let i = 0; i < length; i++) {
      const ordinal = idOrder[key[i]! % ID_PLACES]!;
      impact[from + i] = lowerBound(termPostings, ordinal, from, to) - from;
    }
  }
  return impact;
}

/** Room for a place by id below a posting's class and weight in one key (exact: 1,024 of those times this stay below 2^53). */
const ID_PLACES = 2 ** 32;
