/**
 * Impact order: each term's postings by what they add to a one-word query's
 * relevance, made once by the build (`termImpact`), so that a search puts a
 * word's postings in relevance order in one pass, with no sort.
 *
 * Through one match, a listing's one-word score (`oneWordScore`) is its title
 * tier, then whether the word is in a title (worth 1,000), then BM25 of its
 * weight. BM25 grows strictly with the weight (idf and quality are positive)
 * and stays below 1,000 (idf · 2.2 < 35 for any count of listings a snapshot
 * holds, far under its ceiling), so within one tier the order is: in a title
 * first, then heavier, then by id — the same for every match of the word. Only
 * the tier depends on the match (a literal match, at the query's position):
 * a search takes the postings of each tier in impact order (rank.ts).
 */
import { idRanks } from './ids.ts';
import { NOT_IN_TITLE } from './model.ts';
import { lowerBound } from './sorted.ts';

/**
 * Per term, the places of its postings (counted from the term's first) in
 * impact order: in a title before not, heavier before lighter, then by id.
 */
export function impactOrder(
  columns: { termOffsets: Uint32Array; termPostings: Uint32Array; termWeights: Uint8Array; termTitlePositions: Uint8Array; idOrder: Uint32Array },
): Uint32Array {
  const { termOffsets, termPostings, termWeights, termTitlePositions, idOrder } = columns;
  const idRank = idRanks(idOrder);
  const impact = new Uint32Array(termPostings.length);
  let keys = new Float64Array(0);
  for (let term = 0; term + 1 < termOffsets.length; term++) {
    const from = termOffsets[term]!, to = termOffsets[term + 1]!, length = to - from;
    if (keys.length < length) keys = new Float64Array(length);
    const key = keys.subarray(0, length);
    // One number per posting, sorted natively: its class (title, then weight, best first) above its place by id.
    for (let i = 0; i < length; i++) {
      const p = from + i;
      const kind = (termTitlePositions[p] === NOT_IN_TITLE ? 256 : 0) + 255 - termWeights[p]!;
      key[i] = kind * ID_PLACES + idRank[termPostings[p]!]!;
    }
    key.sort();
    for (let i = 0; i < length; i++) {
      const ordinal = idOrder[key[i]! % ID_PLACES]!;
      impact[from + i] = lowerBound(termPostings, ordinal, from, to) - from;
    }
  }
  return impact;
}

/** Room for a place by id below a posting's class in one key (exact: 512 classes times this stay below 2^53). */
const ID_PLACES = 2 ** 32;
