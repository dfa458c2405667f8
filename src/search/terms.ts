/**
 * The vocabulary index: MiniSearch over the distinct terms of all listings.
 *
 * MiniSearch is used for what it is best at, its radix tree: exact, prefix and
 * one-typo lookup of a query term among the vocabulary. Which listings hold a
 * term, and how strongly, lives in typed-array postings beside it (see engine.ts),
 * which load in milliseconds where a full per-listing MiniSearch index would take
 * seconds. The build and the runtime share these options: `loadJSON` must get the
 * options the index was built with.
 */
import MiniSearch, { type Options } from 'minisearch';

export interface TermDocument {
  /** The term's position in the sorted vocabulary; also its postings slot. */
  id: number;
  term: string;
}

/** Terms are already normalized by tokenize.ts: MiniSearch must take each one as it is. */
export const TERM_INDEX_OPTIONS: Options<TermDocument> = {
  fields: ['term'],
  storeFields: [],
  tokenize: (text) => [text],
  processTerm: (term) => term,
};

export function buildTermIndex(vocabulary: readonly string[]): MiniSearch<TermDocument> {
  const index = new MiniSearch<TermDocument>(TERM_INDEX_OPTIONS);
  index.addAll(vocabulary.map((term, id) => ({ id, term })));
  return index;
}

export function loadTermIndex(json: string): MiniSearch<TermDocument> {
  return MiniSearch.loadJSON<TermDocument>(json, TERM_INDEX_OPTIONS);
}

/** A query term of this many letters or more also matches with one edit. */
export const FUZZY_MIN_LENGTH = 5;

export type TermMatch = { termId: number; quality: number };

/** How much a match counts against an exact one. */
export const MATCH_QUALITY = { exact: 1, prefix: 0.7, fuzzy: 0.5 } as const;

/**
 * The vocabulary terms a query term stands for: itself, words it begins (last
 * query term only) and, from five letters, words one edit away.
 */
export function expandTerm(index: MiniSearch<TermDocument>, term: string, isLast: boolean): TermMatch[] {
  const fuzzy = [...term].length >= FUZZY_MIN_LENGTH ? 1 : 0;
  if (!isLast && fuzzy === 0) {
    const results = index.search(term, { prefix: false, fuzzy: 0 });
    return results.map((r) => ({ termId: r.id as number, quality: MATCH_QUALITY.exact }));
  }
  const results = index.search(term, { prefix: isLast, fuzzy, combineWith: 'OR' });
  return results.map((r) => {
    const termId = r.id as number;
    const found = r.terms[0] ?? '';
    const quality = found === term ? MATCH_QUALITY.exact : isLast && found.startsWith(term) ? MATCH_QUALITY.prefix : MATCH_QUALITY.fuzzy;
    return { termId, quality };
  });
}
