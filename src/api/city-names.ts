/**
 * Cities asked for by name as people type them: the specification filters by
 * the English name, and a Ukrainian user types "Торонто", "Вінніпег" or a loose
 * Latin spelling ("Vinipeg"). A city matches when the name as typed is part of
 * its English name (ignoring case and accents), or when the typed name's loose
 * Latin key begins the city's key, one letter off at most from five letters on.
 */
import { foldForMatch, scriptOf } from '../search/text/tokenize.ts';
import { looseLatin, romanize } from '../search/text/transliterate.ts';

/** From this many letters of key, a typed name may be one letter off. */
const ONE_OFF_MIN_LENGTH = 5;
const NOT_A_LETTER = /[^\p{L}]/gu;

/** The loose Latin key of a name in either script, letters only. */
export function cityNameKey(name: string): string {
  const letters = foldForMatch(name).replace(NOT_A_LETTER, '');
  return looseLatin(scriptOf(letters) === 'cyrillic' ? romanize(letters) : letters);
}

/** Whether `typed` (as given in `q`) names the city called `name`, whose key is `key`. */
export function namesCity(typed: string, name: string, key: string): boolean {
  const needle = foldForMatch(typed);
  if (foldForMatch(name).includes(needle)) return true;
  const typedKey = cityNameKey(typed);
  if (typedKey.length === 0) return false;
  if (key.startsWith(typedKey)) return true;
  if (typedKey.length < ONE_OFF_MIN_LENGTH) return false;
  // The beginning of the key one letter shorter, as long, or one longer: a letter missed, mistyped or doubled.
  for (const length of [typedKey.length - 1, typedKey.length, typedKey.length + 1]) {
    if (withinOneEdit(typedKey, key.slice(0, length))) return true;
  }
  return false;
}

/** Whether `a` becomes `b` by one insertion, deletion or substitution at most. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0, j = 0, edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) { i++; j++; continue; }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (a.length < b.length) j++;
    else { i++; j++; }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}
