/**
 * The glossary's phrases as a lookup: the concepts' two-word phrases ("green
 * card", "пральна машина", or with one or two function words between:
 * "дозвіл на роботу", "man with a van"), which of them are set phrases whose words alone name
 * other things (set-phrases.ts), and the longer phrases of three to five words
 * ("temporary protected status") an acronym is spelled out by.
 *
 * Each word of a phrase is matched by itself, its dictionary words or their
 * stems (`phraseKeysOf`), so any form of the phrase names it. Every lookup is
 * asked of every two words of every listing a build reads, or of every text
 * query: each first looks at the words' first letters, which every form keeps,
 * and works out no stem for the many pairs no phrase begins with.
 */
import { russianStem, stem } from '../stem.ts';
import { termRole } from '../morphology/roles.ts';
import type { Concept } from './concepts.ts';
import type { SetPhrase } from './set-phrases.ts';

/** A word as a phrase is matched against: itself and its dictionary words. */
export interface PhraseWord {
  term: string;
  lemmas: readonly string[];
}

/** Marks a Russian stem among a phrase word's keys (no term holds it). */
const RUSSIAN_STEM_MARK = '\u0001';

/**
 * The keys a word matches a phrase's word by: itself, its dictionary words,
 * and their stems — the Ukrainian stemmer's and, marked apart so that it meets
 * only its own kind, the Russian one's (a Russian adjective's genders, which the
 * Ukrainian stemmer leaves apart: "налоговые декларации" is "налоговая декларация").
 */
function phraseKeysOf({ term, lemmas }: PhraseWord): string[] {
  const keys = new Set<string>();
  for (const word of [term, ...lemmas]) {
    keys.add(word);
    const stemmed = stem(word);
    if (stemmed !== null) keys.add(stemmed);
    const russian = russianStem(word);
    if (russian !== null) keys.add(`${RUSSIAN_STEM_MARK}${russian}`);
  }
  return [...keys];
}

/** The first letters of a phrase's two words, which the forms of each word share with it (`ConceptPhrases.mayBe`). */
const PHRASE_BEGINNING = 3;
const beginningsOf = (first: string, second: string) => `${first.slice(0, PHRASE_BEGINNING)} ${second.slice(0, PHRASE_BEGINNING)}`;

/** The fewest and most words, function words apart, of a longer phrase a query is read by (`ConceptPhrases.longIn`). */
export const LONG_PHRASE_MIN = 3;
const LONG_PHRASE_MAX = 5;

/** A phrase's words that are no function words, when they are three to five; null otherwise. */
function longPhraseWords(phrase: string): string[] | null {
  const words = phrase.split(' ').filter((word) => termRole(word) !== 'function');
  return words.length >= LONG_PHRASE_MIN && words.length <= LONG_PHRASE_MAX ? words : null;
}

/** The most function words between a phrase's two words: a preposition and an article ("man with a van"). */
export const PHRASE_GAP_MAX = 2;

/**
 * The two words a phrase of the glossary is matched by: its two words, or the
 * first and last with one or two function words between ("дозвіл на роботу",
 * "power of attorney", "man with a van"), which the search reads past in a
 * listing and a query alike (`secondsOfPhrase`, `ConceptPhrases.conceptsOf`).
 * Null for a single word or a longer phrase.
 */
export function phraseWords(phrase: string): [string, string] | null {
  const words = phrase.split(' ');
  if (words.length === 2) return [words[0]!, words[1]!];
  const between = words.slice(1, -1);
  if (words.length > 2 && between.length <= PHRASE_GAP_MAX && between.every((word) => termRole(word) === 'function')) return [words[0]!, words.at(-1)!];
  return null;
}

/**
 * The places of the words a text's word at `at` may make a phrase with (its words, each as its
 * terms: tokenize.ts `words`): the next, and past one or two function words there ("дозвіл на
 * роботу", "man with a van"), as `phraseWords` reads the glossary's phrases.
 */
export function secondsOfPhrase(words: readonly (readonly string[])[], at: number): number[] {
  const seconds = [at + 1];
  for (let next = at + 1; next - at <= PHRASE_GAP_MAX && next + 1 < words.length && words[next]!.some((term) => termRole(term) === 'function'); next++) seconds.push(next + 1);
  return seconds;
}

export class ConceptPhrases {
  /** The concepts' two-word phrases, and by each key of a phrase's first or second word, the phrases it may stand in. */
  private readonly phrases: { concept: number; words: [string, string]; apart: [boolean, boolean] }[] = [];
  private readonly byKey: [Map<string, number[]>, Map<string, number[]>] = [new Map(), new Map()];
  /** The concepts that have a two-word phrase. */
  private readonly phrased = new Set<number>();
  /** The beginnings of each phrase's two words (`beginningsOf`), and of each set phrase's. */
  private readonly beginnings = new Set<string>();
  private readonly setBeginnings = new Set<string>();
  private readonly setFirstBeginnings = new Set<string>();
  /** The concepts a set phrase names. */
  private readonly setConcepts = new Set<number>();
  /** The concepts' longer phrases, each as the keys of its words that are no function words ("temporary protected status"). */
  private readonly longPhrases: { concept: number; words: Set<string>[] }[] = [];
  /** By each key of a longer phrase's first word, the phrases (`longPhrases`) it may begin. */
  private readonly longByFirstKey = new Map<string, number[]>();
  /** The first letters of each longer phrase's first word, and of its first two (`beginningsOf`). */
  private readonly longBeginnings = new Set<string>();

  /**
   * Notes the phrases of `concepts` (by index), each word by its keys, and of a set phrase
   * (`setPhrases`), which of its words stand apart from it; a set phrase that is no two-word
   * phrase of a concept is an error of the lists.
   */
  constructor(concepts: readonly Concept[], setPhrases: readonly SetPhrase[]) {
    const apartIn = new Map(setPhrases.map(({ phrase, apart }) => [phrase, apart]));
    const named = new Set<string>();
    concepts.forEach((concept, index) => {
      for (const phrase of [...concept.uk, ...concept.ru, ...concept.en]) {
        const words = phraseWords(phrase);
        if (words === null) {
          const long = longPhraseWords(phrase);
          if (long !== null) this.noteLong(index, long);
          continue;
        }
        const apart = apartIn.get(phrase) ?? [];
        named.add(phrase);
        const at = this.phrases.push({ concept: index, words, apart: [apart.includes(words[0]), apart.includes(words[1])] }) - 1;
        this.phrased.add(index);
        this.beginnings.add(beginningsOf(words[0]!, words[1]!));
        if (apart.length > 0) {
          this.setBeginnings.add(beginningsOf(words[0]!, words[1]!));
          this.setFirstBeginnings.add(words[0]!.slice(0, PHRASE_BEGINNING));
          this.setConcepts.add(index);
        }
        words.forEach((word, which) => {
          for (const key of phraseKeysOf({ term: word, lemmas: [] })) {
            const by = this.byKey[which]!;
            const list = by.get(key);
            if (!list) by.set(key, [at]);
            else if (!list.includes(at)) list.push(at);
          }
        });
      }
    });
    for (const [phrase, apart] of apartIn) {
      const words = phraseWords(phrase);
      if (words !== null && named.has(phrase) && apart.every((word) => words.includes(word))) continue;
      if (words === null || apart.some((word) => !words.includes(word))) throw new Error(`glossary: the set phrase "${phrase}" is no two-word phrase of its words apart`);
      throw new Error(`glossary: the set phrase "${phrase}" is the phrase of no concept`);
    }
  }

  private noteLong(concept: number, words: string[]): void {
    const at = this.longPhrases.push({ concept, words: words.map((word) => new Set(phraseKeysOf({ term: word, lemmas: [] }))) }) - 1;
    for (const key of this.longPhrases[at]!.words[0]!) this.longByFirstKey.set(key, [...(this.longByFirstKey.get(key) ?? []), at]);
    this.longBeginnings.add(words[0]!.slice(0, PHRASE_BEGINNING));
    this.longBeginnings.add(beginningsOf(words[0]!, words[1]!));
  }

  /**
   * The concepts two words side by side name as one of their two-word phrases
   * ("washing machine", "green card", "пральних машин" for "пральна машина"):
   * each word matched by itself, its dictionary words or their stems, where
   * the first letters of one of each are a phrase's (`mayBe`).
   */
  conceptsOf(first: PhraseWord, second: PhraseWord): number[] {
    if (!this.mayBeByForms(first, second)) return [];
    const found = new Set<number>();
    this.forEachOf(first, second, (at) => found.add(this.phrases[at]!.concept));
    return [...found].sort((a, b) => a - b);
  }

  /** Whether a concept has a two-word phrase. */
  isPhrased(concept: number): boolean {
    return this.phrased.has(concept);
  }

  /**
   * Whether two words side by side may be a phrase, by their first letters
   * alone: a look before their dictionary words are known, which a word's forms
   * pass as its dictionary word does (`conceptsOf` says whether they are).
   */
  mayBe(first: string, second: string): boolean {
    return this.beginnings.has(beginningsOf(first, second));
  }

  /** Whether a word may stand in a phrase (`which`: as its first or second word): a cheap first look. */
  mayHold(word: PhraseWord, which: 0 | 1): boolean {
    return phraseKeysOf(word).some((key) => this.byKey[which].has(key));
  }

  /** Whether two words side by side may be a set phrase (set-phrases.ts), by their first letters alone (`mayBe`). */
  mayBeSet(first: string, second: string): boolean {
    // Asked of every two words of every listing: most first words begin no set phrase.
    return this.setFirstBeginnings.has(first.slice(0, PHRASE_BEGINNING)) && this.setBeginnings.has(beginningsOf(first, second));
  }

  /**
   * Which of two words side by side stand apart from the set phrase they make
   * (set-phrases.ts): "роботи" of "ручної роботи" names no job there. Each
   * word is matched as `conceptsOf` matches it.
   */
  apartInSet(first: PhraseWord, second: PhraseWord): [boolean, boolean] {
    const apart: [boolean, boolean] = [false, false];
    if (!this.mayBeByForms(first, second)) return apart;
    this.forEachOf(first, second, (at) => {
      const phrase = this.phrases[at]!;
      apart[0] ||= phrase.apart[0];
      apart[1] ||= phrase.apart[1];
    });
    return apart;
  }

  /** Whether a concept is named by a set phrase (set-phrases.ts). */
  isSet(concept: number): boolean {
    return this.setConcepts.has(concept);
  }

  /**
   * The concepts a run of words names by one of their longer phrases (three to
   * five words that are no function words: "temporary protected status",
   * "individual taxpayer identification number"), each word matched as a
   * two-word phrase's is; with where the run begins and ends in `words`.
   */
  longIn(words: readonly PhraseWord[]): { concept: number; start: number; end: number }[] {
    const found: { concept: number; start: number; end: number }[] = [];
    if (words.length < LONG_PHRASE_MIN) return found;
    // Asked of every text query: only the phrases a word's keys begin are compared.
    const keys: string[][] = [];
    const keysAt = (at: number) => (keys[at] ??= phraseKeysOf(words[at]!));
    for (let start = 0; start + LONG_PHRASE_MIN <= words.length; start++) {
      if (!this.mayBeginLong(words[start]!, words[start + 1]!)) continue;
      const begun = new Set(keysAt(start).flatMap((key) => this.longByFirstKey.get(key) ?? []));
      for (const at of begun) {
        const { concept, words: phrase } = this.longPhrases[at]!;
        if (start + phrase.length > words.length) continue;
        if (phrase.every((wordKeys, k) => keysAt(start + k).some((key) => wordKeys.has(key)))) found.push({ concept, start, end: start + phrase.length });
      }
    }
    return found;
  }

  /**
   * Whether a text (its words, each as its terms: tokenize.ts `words`) may say a longer phrase,
   * by the first letters of two words side by side, or of two with a function word between.
   */
  mayHoldLong(words: readonly (readonly string[])[]): boolean {
    for (let at = 0; at + LONG_PHRASE_MIN <= words.length; at++) {
      const first = words[at]![0]!;
      if (!this.longBeginnings.has(first.slice(0, PHRASE_BEGINNING))) continue;
      const next = words[at + 1]![0]!;
      if (this.longBeginnings.has(beginningsOf(first, next))) return true;
      if (termRole(next) === 'function' && this.longBeginnings.has(beginningsOf(first, words[at + 2]![0]!))) return true;
    }
    return false;
  }

  /** Whether two words side by side may begin a longer phrase, by the first letters of each or of a dictionary word of each. */
  private mayBeginLong(first: PhraseWord, second: PhraseWord): boolean {
    if (!this.longBeginnings.has(first.term.slice(0, PHRASE_BEGINNING)) && !first.lemmas.some((lemma) => this.longBeginnings.has(lemma.slice(0, PHRASE_BEGINNING)))) return false;
    for (const a of [first.term, ...first.lemmas]) for (const b of [second.term, ...second.lemmas]) if (this.longBeginnings.has(beginningsOf(a, b))) return true;
    return false;
  }

  /** `mayBe` of the two words or any of their dictionary words. */
  private mayBeByForms(first: PhraseWord, second: PhraseWord): boolean {
    for (const a of [first.term, ...first.lemmas]) for (const b of [second.term, ...second.lemmas]) if (this.mayBe(a, b)) return true;
    return false;
  }

  /** Calls `each` with every two-word phrase (by index) the two words make, each word by its keys. */
  private forEachOf(first: PhraseWord, second: PhraseWord, each: (at: number) => void): void {
    const firsts = new Set(phraseKeysOf(first).flatMap((key) => this.byKey[0].get(key) ?? []));
    if (firsts.size === 0) return;
    const seen = new Set<number>();
    for (const key of phraseKeysOf(second)) {
      for (const at of this.byKey[1].get(key) ?? []) {
        if (!firsts.has(at) || seen.has(at)) continue;
        seen.add(at);
        each(at);
      }
    }
  }
}
