/**
 * Letters people type for lack of a key: г for ґ (many layouts have no ґ), і
 * for ї and е for є (typed without the diacritic), and и for і or ї (a Russian
 * layout has neither). The other direction is not a slip: whoever types ґ
 * means ґ.
 *
 * `foldMissingKeys` maps a word to the key every such spelling shares; a
 * vocabulary word with the same key is a match only if `typedForMissingKeys`
 * holds letter by letter, so the substitution goes one way only, and и for і —
 * the one that turns short words into other words (кит/кіт, дим/дім) — counts
 * only in words of five letters or more.
 */

/** и for і or ї counts from this many letters. */
const RUSSIAN_LAYOUT_MIN_LENGTH = 5;

const FOLD: Record<string, string> = { ґ: 'г', ї: 'и', і: 'и', є: 'е' };
const FOLDABLE = /[ґїіє]/g;

/** The key shared by a word and its spellings without ґ, ї, є or і. */
export function foldMissingKeys(term: string): string {
  return term.replace(FOLDABLE, (letter) => FOLD[letter]!);
}

/** Whether `typed` is `word` spelled with some of those letters missing (and is not `word` itself). */
export function typedForMissingKeys(typed: string, word: string): boolean {
  const a = [...typed], b = [...word];
  if (a.length !== b.length || typed === word) return false;
  const longEnough = a.length >= RUSSIAN_LAYOUT_MIN_LENGTH;
  return a.every((letter, i) => {
    const meant = b[i]!;
    if (letter === meant) return true;
    switch (meant) {
      case 'ґ': return letter === 'г';
      case 'є': return letter === 'е';
      case 'ї': return letter === 'і' || (longEnough && letter === 'и');
      case 'і': return longEnough && letter === 'и';
      default: return false;
    }
  });
}

/** Letters that are each other's pair in the rules above, or й and и: swapping one for the other is never a typo. */
const PAIRS = new Set(['ґг', 'гґ', 'їі', 'ії', 'єе', 'еє', 'іи', 'иі', 'їи', 'иї', 'йи', 'ий']);

/**
 * Whether two words of the same length differ only by letters of a pair:
 * either a spelling for a missing key (matched as that) or another word
 * ("ґрати" bars, "грати" to play; "йога", "иога"), so no typo.
 */
export function differOnlyByPairs(a: string, b: string): boolean {
  const x = [...a], y = [...b];
  if (x.length !== y.length || a === b) return false;
  return x.every((letter, i) => letter === y[i] || PAIRS.has(letter + y[i]));
}
