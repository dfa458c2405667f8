/**
 * Words, as the build indexes them and the runtime looks them up.
 *
 * A term is a run of letters and digits; an apostrophe between two such runs
 * (' ’ ʼ, all the same character here) keeps the word whole, as in Ukrainian
 * "п’ять" or English "o'neil". Case folds. Latin accents fold (é = e), but
 * Cyrillic letters keep their identity: й is not и and ї is not і, which a
 * plain NFD-and-strip would wrongly merge.
 */

// ʼ (U+02BC) is a letter to Unicode, an apostrophe to Ukrainian: taken out of the letter class.
const WORD = /[[\p{L}\p{N}\p{M}]--[ʼ]]+(?:['’ʼ][[\p{L}\p{N}\p{M}]--[ʼ]]+)*/gv;
const APOSTROPHES = /[’ʼ]/g;
const COMBINING_MARKS = /\p{M}/gu;
/** Latin-1 Supplement, Latin Extended-A/B and Latin Extended Additional: the letters whose accents fold. */
const ACCENTED_LATIN = /[\u00c0-\u024f\u1e00-\u1eff]/g;

function foldLatinAccent(letter: string): string {
  return letter.normalize('NFD').replace(COMBINING_MARKS, '');
}

/** One term in its searchable form. */
export function normalizeTerm(word: string): string {
  return word
    .normalize('NFC')
    .toLowerCase()
    .replace(APOSTROPHES, "'")
    .replace(ACCENTED_LATIN, foldLatinAccent)
    .replace(COMBINING_MARKS, '');
}

/** Every term of a text, in order, duplicates kept (the build counts them). */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.normalize('NFC').matchAll(WORD)) {
    const term = normalizeTerm(match[0]);
    if (term.length > 0) terms.push(term);
  }
  return terms;
}

/** Only this many distinct terms of a query count: bounded work per request. */
export const MAX_QUERY_TERMS = 12;

/** The distinct terms of a query, first occurrences first, at most MAX_QUERY_TERMS. */
export function queryTerms(q: string | undefined): string[] {
  if (!q) return [];
  return [...new Set(tokenize(q))].slice(0, MAX_QUERY_TERMS);
}

/** Case- and accent-insensitive form for substring matching of English names ("montreal" finds "Montréal"). */
export function foldForMatch(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}
