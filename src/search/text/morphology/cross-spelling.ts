/**
 * One word, spelled the Ukrainian or the Russian way: "електрик" and
 * "электрик", "Одеса" and "Одесса", "комп'ютер" and "компьютер". Both
 * spellings reduce to one key, so a Russian spelling finds the Ukrainian word
 * and back. Only spelling is bridged: different words for one thing ("шукаю",
 * "ищу") are translations and stay apart.
 *
 * The key: и, і, ы and ї are one letter; е, є and э one; ё is е;
 * soft and hard signs (and apostrophes, already gone) are dropped; a doubled
 * letter counts once. That levels the regular differences of loanwords'
 * endings too (-ция/-ція, -ый/-ий).
 */

// ґ keeps its identity: whoever types ґ means ґ ("ґрати", bars, is not "грати", to play).
const LETTER: Record<string, string> = { і: 'и', ы: 'и', ї: 'и', є: 'е', э: 'е', ё: 'е', ь: '', ъ: '' };
const LEVELLED = /[іыїєэёьъ]/g;
const DOUBLED = /(\p{L})\1+/gu;

/** Words shorter than this keep no cross-spelling key: short words collide ("кит", "кіт"). */
export const CROSS_SPELLING_MIN_LENGTH = 5;

/** The key a Cyrillic word shares with its other spellings; null for a short or non-Cyrillic word. */
export function crossSpellingKey(word: string): string | null {
  if ([...word].length < CROSS_SPELLING_MIN_LENGTH || !/^[\p{Script=Cyrillic}\d]+$/u.test(word)) return null;
  return word.replace(LEVELLED, (letter) => LETTER[letter]!).replace(DOUBLED, '$1');
}

/**
 * The pairs of a Russian dictionary word and a Ukrainian one that spell one word the two
 * languages' ways ("субботний" and "суботній", "программист" and "програміст"): their
 * dictionary forms share a key (`crossSpellingKey`) though they are spelled apart. Their
 * other forms need not ("субботних", "суботньої"), so the build pairs the words, and each
 * one's forms are the other's. Of the dictionary words the snapshot knows (word-forms.ts).
 */
export function spellingPairs(russian: Iterable<string>, ukrainian: Iterable<string>): [russianLemma: string, ukrainianLemma: string][] {
  const ukrainianByKey = new Map<string, string[]>();
  for (const lemma of ukrainian) {
    const key = crossSpellingKey(lemma);
    if (key !== null) ukrainianByKey.set(key, [...(ukrainianByKey.get(key) ?? []), lemma]);
  }
  const pairs: [string, string][] = [];
  for (const lemma of russian) {
    const key = crossSpellingKey(lemma);
    for (const paired of (key === null ? undefined : ukrainianByKey.get(key)) ?? []) if (paired !== lemma) pairs.push([lemma, paired]);
  }
  return pairs;
}
