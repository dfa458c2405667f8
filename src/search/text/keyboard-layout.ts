/**
 * The keyboard-layout slip: a query typed with the wrong layout active — the
 * Ukrainian layout's keys pressed on a Latin keyboard setting ("rdfhnbhf" for
 * "квартира"), or English typed on the Ukrainian one ("еуфсрук" for "teacher").
 * Whether a query is read this way is the engine's decision (engine.ts); this
 * module only says what the same keys type on the other layout.
 */

// The standard Ukrainian layout over US QWERTY, key by key (ґ on the backslash key, the apostrophe on the backquote).
const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`\\";
const UKRAINIAN_KEYS = "йцукенгшщзхїфівапролджєячсмитьбю'ґ";

const TO_UKRAINIAN = new Map<string, string>();
const TO_LATIN = new Map<string, string>();
[...LATIN_KEYS].forEach((key, i) => {
  const letter = UKRAINIAN_KEYS[i]!;
  TO_UKRAINIAN.set(key, letter);
  TO_LATIN.set(letter, key);
});

/**
 * The Latin layout's keys of punctuation that no English word holds, which the
 * Ukrainian layout's х, ї, ж, б, ю and ґ sit on (the apostrophe, under є, an
 * English word may hold): a Cyrillic word that has one of them was typed on its
 * own layout ("юр" is no ".h").
 */
const NO_ENGLISH_WORD_KEYS = new Set([...'[];,.\\`']);

/**
 * The same keystrokes on the other layout, chunk by chunk (a chunk is what lies
 * between spaces): a chunk typed wholly in keys of one layout is retyped on the
 * other, but for a Cyrillic one whose keys type a punctuation mark no English
 * word holds; any other chunk is kept. Null when nothing changed.
 */
export function otherLayout(query: string): string | null {
  let changed = false;
  const retyped = query.split(/(\s+)/).map((chunk) => {
    const lower = chunk.toLowerCase();
    const chars = [...lower];
    if (chars.length === 0) return chunk;
    const map = chars.every((c) => TO_UKRAINIAN.has(c)) ? TO_UKRAINIAN : chars.every((c) => TO_LATIN.has(c)) ? TO_LATIN : null;
    if (!map) return chunk;
    const keys = chars.map((c) => map.get(c)!);
    if (map === TO_LATIN && keys.some((key) => NO_ENGLISH_WORD_KEYS.has(key))) return chunk;
    changed = true;
    return keys.join('');
  });
  return changed ? retyped.join('') : null;
}
