/**
 * Words, as the build indexes them and the runtime looks them up: the one
 * text-normalization of both sides.
 *
 * A word is a run of letters and digits, with apostrophes and hyphens inside it
 * (not at its ends). Text is composed (NFC) and lower-cased without a locale;
 * Latin accents fold (é = e) but Cyrillic letters keep their identity (й is not
 * и, ї is not і), which a plain NFD-and-strip would wrongly merge. Soft hyphens
 * and zero-width characters, pasted in from word processors, are dropped: never
 * a word break.
 *
 * Apostrophes (' ’ ʼ ` ′ ‘) are taken out of a term, so "сімʼя", "сім'я" and
 * "сімя" are one term, and so are "O'Neil" and "ONeil". A hyphenated word is one
 * term glued ("co-op" is "coop") and, in the index, its parts as well
 * ("Кам'янець-Подільський" is found by "подільський").
 */

import { readNumbers } from './numbers.ts';

// ʼ (U+02BC) is a letter to Unicode, an apostrophe to Ukrainian: taken out of the letter class.
const RUN = String.raw`[[\p{L}\p{N}\p{M}]--[ʼ]]+`;
const JOINER = String.raw`['’ʼ\`′‘\-‐‑]`;
const WORD = new RegExp(`${RUN}(?:${JOINER}${RUN})*`, 'gv');
const HYPHENS = /[-‐‑]/;
const APOSTROPHES = /['’ʼ`′‘]/g;
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;
const COMBINING_MARKS = /\p{M}/gu;
/** Latin-1 Supplement, Latin Extended-A/B and Latin Extended Additional: the letters whose accents fold. */
const ACCENTED_LATIN = /[\u00c0-\u024f\u1e00-\u1eff]/g;

function foldLatinAccent(letter: string): string {
  return letter.normalize('NFD').replace(COMBINING_MARKS, '');
}

/** One word (or one part of a hyphenated word) in its searchable form. */
export function normalizeTerm(word: string): string {
  return word
    .normalize('NFC')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(ACCENTED_LATIN, foldLatinAccent)
    .replace(COMBINING_MARKS, '');
}

/**
 * The terms one word is indexed under: the whole word first (a hyphenated word
 * glued), then, for a hyphenated word, its parts; none for a word of nothing
 * searchable. `word` is a match of WORD in composed text.
 */
export function wordForms(word: string): readonly string[] {
  const parts = word.split(HYPHENS).map(normalizeTerm).filter((part) => part.length > 0);
  return parts.length <= 1 ? parts : [...new Set([parts.join(''), ...parts])];
}

/**
 * Every word of a text, in order, each as the terms it is indexed under
 * (`wordForms`, or what `formsOf` remembers of it). Duplicates are kept: the
 * build counts them.
 */
export function words(text: string, formsOf: (word: string) => readonly string[] = wordForms): (readonly string[])[] {
  const found: (readonly string[])[] = [];
  for (const match of searchableText(text).matchAll(WORD)) {
    const forms = formsOf(match[0]);
    if (forms.length > 0) found.push(forms);
  }
  return found;
}

/** A text as its words and numbers are read from it: composed, without soft hyphens and zero-width characters. */
export function searchableText(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE, '');
}

/** How many words of a text (as `searchableText` makes it) begin before `offset`: the word position of what stands there. */
export function wordPositionAt(text: string, offset: number): number {
  let position = 0;
  for (const match of text.matchAll(WORD)) {
    if (match.index >= offset) break;
    if (wordForms(match[0]).length > 0) position++;
  }
  return position;
}

/** Every word of a text as one term each (a hyphenated word glued), in order. */
export function tokenize(text: string): string[] {
  return words(text).map((forms) => forms[0]!);
}

/** Only this many distinct terms of a query count: bounded work per request. */
export const MAX_QUERY_TERMS = 12;

/**
 * The distinct terms of a query, first occurrences first, at most
 * MAX_QUERY_TERMS: its words, and in place of the words that say a number its
 * number term (numbers.ts: "2 bedrooms" is one term, "2⁄bedroom").
 */
export function queryTerms(q: string | undefined): string[] {
  if (!q) return [];
  if (lastRead?.q === q) return [...lastRead.terms];
  const text = searchableText(q).toLowerCase();
  const numbers = readNumbers(text);
  const terms: string[] = [];
  let next = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index, end = start + match[0].length;
    while (next < numbers.length && numbers[next]!.start < end) terms.push(numbers[next++]!.query);
    if (numbers.some((n) => start < n.end && n.start < end)) continue;
    const forms = wordForms(match[0]);
    if (forms.length > 0) terms.push(forms[0]!);
  }
  for (; next < numbers.length; next++) terms.push(numbers[next]!.query);
  const distinct = [...new Set(terms)].slice(0, MAX_QUERY_TERMS);
  lastRead = { q, terms: distinct };
  return [...distinct];
}

/** The query read last and its terms: the analytics and the engine each read a request's query in turn. */
let lastRead: { q: string; terms: readonly string[] } | null = null;

const LETTER = /\p{L}/gu;

/**
 * The terms of a query typed in capitals, each of two letters or more ("CPA",
 * "HVAC", "ESL"): acronyms, read whole.
 */
export function typedInCapitals(q: string | undefined): Set<string> {
  const capitals = new Set<string>();
  if (!q) return capitals;
  for (const match of q.normalize('NFC').replace(INVISIBLE, '').matchAll(WORD)) {
    const letters = match[0].match(LETTER) ?? [];
    if (letters.length >= 2 && letters.every((letter) => letter !== letter.toLowerCase() && letter === letter.toUpperCase())) {
      for (const term of wordForms(match[0]).slice(0, 1)) capitals.add(term);
    }
  }
  return capitals;
}

/** The parts of each hyphenated word of a query, by the term it is glued into ("dropoff": "drop", "off"). */
export function hyphenatedParts(q: string | undefined): Map<string, string[]> {
  const parts = new Map<string, string[]>();
  if (!q) return parts;
  for (const match of searchableText(q).matchAll(WORD)) {
    const forms = wordForms(match[0]);
    if (forms.length > 1) parts.set(forms[0]!, forms.slice(1));
  }
  return parts;
}

/** Case- and accent-insensitive form for substring matching of English names ("montreal" finds "Montréal"). */
export function foldForMatch(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;

/** The script a term is written in, by its letters: digits alone are neither. */
export function scriptOf(term: string): 'cyrillic' | 'latin' | 'other' {
  return CYRILLIC.test(term) ? 'cyrillic' : LATIN.test(term) ? 'latin' : 'other';
}
