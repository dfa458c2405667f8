/**
 * The glossary's concepts (concepts.ts) as a lookup: from a word of a
 * listing's title to the other words, in every language, that name the same
 * thing; and from a word to the topics (topics.ts) it names a service of or
 * points to.
 *
 * A word is looked up as it is, by its dictionary words (a Ukrainian or
 * Russian form: "бухгалтерів" by "бухгалтер"), and in Latin letters by its
 * stem too ("lawyers" by "lawyer"); the concepts' own words are keyed alike.
 * A concept's two-word phrases ("green card", "пральна машина") are matched
 * as two words side by side, each by itself, its dictionary words or their
 * stems (`phraseConceptsOf`); the build marks the titles that name a concept
 * so (build/phrases.ts), and a query that types the phrase reaches them.
 */
import { russianStem, stem } from '../stem.ts';
import { scriptOf } from '../tokenize.ts';
import { termRole } from '../morphology/roles.ts';
import { isADoing, isVerbEntry } from '../morphology/verbs.ts';
import { CONCEPTS, type Concept } from './concepts.ts';
import { TOPICS, type Topic } from './topics.ts';
import { KINDS, type Kind } from './kinds.ts';
import { LISTING_KINDS, type ListingKind } from './listing-kinds.ts';
import { GLOSSARY_LEMMAS, type GlossaryLemmas } from './lemmas.ts';
import { SET_PHRASES, type SetPhrase } from './set-phrases.ts';
import type { Kind as KindOfListing } from '../../../schema/common.ts';

/**
 * A topic's term (`Glossary.topicTerm`): what the build indexes a listing
 * about the topic under, and what a query word that points to it reaches. It
 * begins with a mark no word typed holds, so no spelling step reaches it.
 */
const TOPIC_MARK = '⁂';

/**
 * A concept's term (`Glossary.conceptTerm`): what the build indexes a listing
 * under when its title names the concept by a phrase ("washing machine",
 * "пральних машин"), and what the same phrase typed in a query reaches.
 * Marked as a topic's is.
 */
const CONCEPT_MARK = '⁑';

/**
 * A kind of listing's term (listing-kinds.ts): what the build indexes every
 * listing of the kind under, and what a word that names the kind reaches.
 * Marked as a topic's is; a topic's term holds a number, a kind's its name.
 */
export const listingKindTerm = (kind: KindOfListing): string => `${TOPIC_MARK}${kind}`;

/** Whether a term is the build's own (a topic's, a concept's or a kind of listing's), which no word typed is. */
export const isMarkedTerm = (term: string): boolean => term.startsWith(TOPIC_MARK) || term.startsWith(CONCEPT_MARK);

/**
 * A thing asked for (`Glossary.askedForTerm`): what the build indexes a
 * request under when it names a thing makes and models are kinds of ("Куплю
 * авто", "looking for a used car"), and what a make or model offered reaches.
 * It follows the concept's term, so it is marked as that is.
 */
const ASKED_MARK = '?';

/** Marks a Russian stem among a phrase word's keys (no term holds it). */
const RUSSIAN_STEM_MARK = '\u0001';

/** A word as a phrase is matched against: itself and its dictionary words. */
export interface PhraseWord {
  term: string;
  lemmas: readonly string[];
}

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

export const LANGUAGES = ['uk', 'ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The first letters of a phrase's two words, which the forms of each word share with it (`Glossary.mayBePhrase`). */
const PHRASE_BEGINNING = 3;
const phraseBeginnings = (first: string, second: string) => `${first.slice(0, PHRASE_BEGINNING)} ${second.slice(0, PHRASE_BEGINNING)}`;

/** A concept's single words, by language: a phrase is matched as two words side by side (`phraseConceptsOf`). */
function wordsOf(concept: Concept): Record<Language, string[]> {
  const single = (words: readonly string[]) => words.filter((word) => !word.includes(' '));
  return { uk: single(concept.uk), ru: single(concept.ru), en: single(concept.en) };
}

/** The keys a word is found by: itself, and a Latin word's stem. */
function keysOf(word: string): string[] {
  const stemmed = scriptOf(word) === 'latin' ? stem(word) : null;
  return stemmed !== null && stemmed !== word ? [word, stemmed] : [word];
}

/** Cyrillic makes and models of this many letters or more are known by their stem too. */
const KIND_STEM_MIN_LENGTH = 5;

/**
 * The keys of a make or model: `keysOf`, and a Cyrillic one's stem, for a make
 * is declined as a noun ("продаю Тойоту", "на Хонді") and the dictionaries know
 * none of them; a Cyrillic stem is marked apart from every word.
 */
function kindKeysOf(word: string): string[] {
  const keys = keysOf(word);
  if (scriptOf(word) !== 'cyrillic' || [...word].length < KIND_STEM_MIN_LENGTH) return keys;
  const stemmed = stem(word);
  return stemmed !== null && stemmed !== word ? [...keys, `~${stemmed}`] : keys;
}

/** The fewest and most words, function words apart, of a longer phrase a query is read by (`Glossary.longPhrasesIn`). */
export const LONG_PHRASE_MIN = 3;
const LONG_PHRASE_MAX = 5;

/** A phrase's words that are no function words, when they are three to five; null otherwise. */
function longPhraseWords(phrase: string): string[] | null {
  const words = phrase.split(' ').filter((word) => termRole(word) !== 'function');
  return words.length >= LONG_PHRASE_MIN && words.length <= LONG_PHRASE_MAX ? words : null;
}

/**
 * The two words a phrase of the glossary is matched by: its two words, or the
 * first and last of three with a function word between ("дозвіл на роботу",
 * "power of attorney"), which the search reads past in a listing and a query
 * alike (`Glossary.phraseConceptsOf`). Null for a single word or a longer phrase.
 */
export function phraseWords(phrase: string): [string, string] | null {
  const words = phrase.split(' ');
  if (words.length === 2) return [words[0]!, words[1]!];
  if (words.length === 3 && termRole(words[1]!) === 'function') return [words[0]!, words[2]!];
  return null;
}

export class Glossary {
  /** The concepts each key names, by index, and the language it names them in. */
  private readonly byKey = new Map<string, [number, Language][]>();
  private readonly words: Record<Language, string[]>[];
  /** The stems of every word of the concepts, Cyrillic ones too: a form's stem is most often its word's. */
  private readonly stems = new Set<string>();

  /** By concept, the topics a listing that names it in its title is about, and those it points to when a query asks about it. */
  private readonly topicsAboutConcept = new Map<number, number[]>();
  private readonly topicsOfSign = new Map<number, number[]>();
  /** The concepts' two-word phrases, and by each key of a phrase's first or second word, the phrases it may stand in. */
  private readonly phrases: { concept: number; words: [string, string]; apart: [boolean, boolean] }[] = [];
  private readonly phrasesByKey: [Map<string, number[]>, Map<string, number[]>] = [new Map(), new Map()];
  /** The concepts that have a two-word phrase. */
  private readonly phrased = new Set<number>();
  /** The concepts' longer phrases, each as the keys of its words that are no function words ("temporary protected status"). */
  private readonly longPhrases: { concept: number; words: Set<string>[] }[] = [];
  /** By each key of a longer phrase's first word, the phrases (`longPhrases`) it may begin. */
  private readonly longPhrasesByFirstKey = new Map<string, number[]>();
  /** The first letters of each longer phrase's first word, and of its first two (`phraseBeginnings`): a cheap first look, which every form keeps. */
  private readonly longPhraseBeginnings = new Set<string>();
  /** The beginnings of each phrase's two words (`phraseBeginnings`), and of each set phrase's (set-phrases.ts). */
  private readonly phraseBeginnings = new Set<string>();
  private readonly setPhraseBeginnings = new Set<string>();
  private readonly setPhraseFirstBeginnings = new Set<string>();
  /** The concepts a set phrase names. */
  private readonly setPhraseConcepts = new Set<number>();

  /** By each key of a make or model (kinds.ts), the concepts it is a kind of. */
  private readonly kindsByKey = new Map<string, number[]>();
  /** The concepts makes and models are kinds of (kinds.ts). */
  private readonly kindConcepts = new Set<number>();
  /** By concept, the kinds of listing its words name (listing-kinds.ts). */
  private readonly listingKindsOfConcept = new Map<number, KindOfListing[]>();
  /** The marked terms of the topics and of the concepts, by index (`topicTerm`, `conceptTerm`). */
  private readonly topicTerms: string[];
  private readonly conceptTerms: string[];

  /** `topics`, `kinds` and `listingKinds` name `concepts` by their first words: the shipped ones go with the shipped concepts. */
  constructor(
    concepts: readonly Concept[] = CONCEPTS,
    topics: readonly Topic[] = concepts === CONCEPTS ? TOPICS : [],
    kinds: readonly Kind[] = concepts === CONCEPTS ? KINDS : [],
    listingKinds: readonly ListingKind[] = concepts === CONCEPTS ? LISTING_KINDS : [],
    /** The dictionary word each word of `concepts` is a form of, where it is none itself (lemmas.ts). */
    lemmas: GlossaryLemmas = concepts === CONCEPTS ? GLOSSARY_LEMMAS : { uk: {}, ru: {} },
    /** The phrases of `concepts` whose words, alone, name something else (set-phrases.ts). */
    setPhrases: readonly SetPhrase[] = concepts === CONCEPTS ? SET_PHRASES : [],
  ) {
    // A snapshot holds these terms, and a runtime may read a snapshot built before its lists changed (until
    // the next build): each is named by what it names, never by its place in a list, so that none moves.
    this.topicTerms = distinct('topic', topics.map(({ about }) => `${TOPIC_MARK}${about.join('+')}`));
    this.conceptTerms = distinct('concept', concepts.map(({ uk, en }) => `${CONCEPT_MARK}${uk[0]}|${en[0] ?? ''}`));
    this.words = concepts.map(wordsOf);
    this.keyWords(lemmas);
    this.notePhrases(concepts, setPhrases);
    // A topic names concepts by their first Ukrainian word.
    const conceptNamed = new Map(concepts.map((concept, index) => [concept.uk[0]!, index]));
    const tie = (to: Map<number, number[]>, word: string, topic: number) => {
      const concept = conceptNamed.get(word);
      if (concept === undefined) throw new Error(`glossary: topic ${topic} names "${word}", the first word of no concept`);
      const of = to.get(concept);
      if (!of) to.set(concept, [topic]);
      else if (!of.includes(topic)) of.push(topic);
    };
    topics.forEach(({ about, signs }, topic) => {
      for (const word of about) tie(this.topicsAboutConcept, word, topic);
      for (const word of signs) tie(this.topicsOfSign, word, topic);
    });
    for (const { kind, concepts: named } of listingKinds) {
      for (const word of named) {
        const concept = conceptNamed.get(word);
        if (concept === undefined) throw new Error(`glossary: the kind ${kind} names "${word}", the first word of no concept`);
        this.listingKindsOfConcept.set(concept, [...(this.listingKindsOfConcept.get(concept) ?? []), kind]);
      }
    }
    for (const { of, members } of kinds) {
      const concept = conceptNamed.get(of);
      if (concept === undefined) throw new Error(`glossary: a kind names "${of}", the first word of no concept`);
      this.kindConcepts.add(concept);
      for (const member of members) {
        for (const key of kindKeysOf(member)) {
          const kindOf = this.kindsByKey.get(key);
          if (!kindOf) this.kindsByKey.set(key, [concept]);
          else if (!kindOf.includes(concept)) kindOf.push(concept);
        }
      }
    }
  }

  /**
   * Keys each single word of the concepts by itself (and a Latin word's stem), and a word the
   * dictionaries read as a form of another ("животное" of "животный") by that word too: a
   * query's other form of it ("животными") is known by that word alone.
   */
  private keyWords(lemmas: GlossaryLemmas): void {
    const lemmaOf = (language: Language, word: string) => (language === 'en' ? undefined : lemmas[language][word]);
    this.words.forEach((words, index) => {
      for (const language of LANGUAGES) {
        for (const word of words[language]) {
          const lemma = lemmaOf(language, word);
          for (const named of lemma === undefined ? [word] : [word, lemma]) {
            const stemmed = stem(named);
            if (stemmed !== null) this.stems.add(stemmed);
          }
          for (const key of lemma === undefined ? keysOf(word) : [...keysOf(word), lemma]) {
            const named = this.byKey.get(key);
            if (!named) this.byKey.set(key, [[index, language]]);
            else if (!named.some(([i, l]) => i === index && l === language)) named.push([index, language]);
          }
        }
      }
    });
  }

  /**
   * Notes the concepts' two-word phrases, each word by its keys (`phraseKeysOf`), and of a set
   * phrase, which of its words stand apart from it.
   */
  private notePhrases(concepts: readonly Concept[], setPhrases: readonly SetPhrase[]): void {
    const apartIn = new Map(setPhrases.map(({ phrase, apart }) => [phrase, apart]));
    const named = new Set<string>();
    concepts.forEach((concept, index) => {
      for (const phrase of [...concept.uk, ...concept.ru, ...concept.en]) {
        const words = phraseWords(phrase);
        if (words === null) {
          const long = longPhraseWords(phrase);
          if (long !== null) {
            const at = this.longPhrases.push({ concept: index, words: long.map((word) => new Set(phraseKeysOf({ term: word, lemmas: [] }))) }) - 1;
            for (const key of this.longPhrases[at]!.words[0]!) this.longPhrasesByFirstKey.set(key, [...(this.longPhrasesByFirstKey.get(key) ?? []), at]);
            this.longPhraseBeginnings.add(long[0]!.slice(0, PHRASE_BEGINNING));
            this.longPhraseBeginnings.add(phraseBeginnings(long[0]!, long[1]!));
          }
          continue;
        }
        const apart = apartIn.get(phrase) ?? [];
        named.add(phrase);
        const at = this.phrases.push({ concept: index, words, apart: [apart.includes(words[0]), apart.includes(words[1])] }) - 1;
        this.phrased.add(index);
        this.phraseBeginnings.add(phraseBeginnings(words[0]!, words[1]!));
        if (apart.length > 0) {
          this.setPhraseBeginnings.add(phraseBeginnings(words[0]!, words[1]!));
          this.setPhraseFirstBeginnings.add(words[0]!.slice(0, PHRASE_BEGINNING));
          this.setPhraseConcepts.add(index);
        }
        words.forEach((word, which) => {
          for (const key of phraseKeysOf({ term: word, lemmas: [] })) {
            const by = this.phrasesByKey[which]!;
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

  /** A topic's term (its mark and the concepts it is about). */
  topicTerm(topic: number): string {
    return this.topicTerms[topic]!;
  }

  /** A concept's term (its mark, its first Ukrainian and first English words). */
  conceptTerm(concept: number): string {
    return this.conceptTerms[concept]!;
  }

  /**
   * The term of a concept a listing's description names by a phrase
   * (build/phrases.ts `DescriptionPhrases`): apart from `conceptTerm`, as a
   * phrase typed reaches it only where one of its words reaches nothing by
   * itself (phrase-matches.ts).
   */
  describedConceptTerm(concept: number): string {
    return `${this.conceptTerms[concept]!}${CONCEPT_MARK}`;
  }

  /**
   * Whether two words may name one thing by the glossary: `other` names a
   * concept `term` names, or `term` names none. A word the glossary knows
   * names its concept's thing, and another word of its root names another
   * ("годинник", a watch, is no "година", an hour).
   */
  mayNameTheSame(term: string, lemmas: readonly string[], other: string, otherLemmas: readonly string[]): boolean {
    const own = this.conceptsOf(term, lemmas);
    if (own.size === 0) return true;
    for (const concept of this.conceptsOf(other, otherLemmas)) if (own.has(concept)) return true;
    return false;
  }

  /** Whether two dictionary words name one concept: the glossary ties them ("перекладати", "перекладач"). */
  nameOneConcept(word: string, other: string): boolean {
    const own = this.conceptsOf(word, []);
    for (const concept of this.conceptsOf(other, [])) if (own.has(concept)) return true;
    return false;
  }

  /** The concepts `term`, or one of its dictionary words (`lemmas`), names. */
  private conceptsOf(term: string, lemmas: readonly string[]): Set<number> {
    const found = new Set<number>();
    for (const word of [term, ...lemmas]) for (const key of keysOf(word)) for (const [index] of this.byKey.get(key) ?? []) found.add(index);
    return found;
  }

  /**
   * The concepts two words side by side name as one of their two-word phrases
   * ("washing machine", "green card", "пральних машин" for "пральна машина"):
   * each word matched by itself, its dictionary words or their stems, where
   * the first letters of one of each are a phrase's (`mayBePhrase`).
   */
  phraseConceptsOf(first: PhraseWord, second: PhraseWord): number[] {
    // Most pairs of words are no phrase's by their first letters, which every form keeps: no stems are worked out for them.
    if (!this.mayBePhraseByForms(first, second)) return [];
    const firsts = new Set(phraseKeysOf(first).flatMap((key) => this.phrasesByKey[0].get(key) ?? []));
    if (firsts.size === 0) return [];
    const found = new Set<number>();
    for (const key of phraseKeysOf(second)) for (const at of this.phrasesByKey[1].get(key) ?? []) if (firsts.has(at)) found.add(this.phrases[at]!.concept);
    return [...found].sort((a, b) => a - b);
  }

  /**
   * The concepts that have a two-word phrase and that `term` (or a form of
   * `lemmas`) names by a single word: a title naming one so ("Грин-карта",
   * "Пралка") is about it as one naming it by a phrase is.
   */
  phrasedConceptsOf(term: string, lemmas: readonly string[]): number[] {
    return [...this.conceptsOf(term, lemmas)].filter((concept) => this.phrased.has(concept)).sort((a, b) => a - b);
  }

  /**
   * Whether two words side by side may be a phrase, by their first letters
   * alone: a look before their dictionary words are known, which a word's forms
   * pass as its dictionary word does (`phraseConceptsOf` says whether they are).
   */
  mayBePhrase(first: string, second: string): boolean {
    return this.phraseBeginnings.has(phraseBeginnings(first, second));
  }

  /** `mayBePhrase` of the two words or any of their dictionary words. */
  private mayBePhraseByForms(first: PhraseWord, second: PhraseWord): boolean {
    for (const a of [first.term, ...first.lemmas]) for (const b of [second.term, ...second.lemmas]) if (this.mayBePhrase(a, b)) return true;
    return false;
  }

  /** Whether two words side by side may be a set phrase (set-phrases.ts), by their first letters alone (`mayBePhrase`). */
  mayBeSetPhrase(first: string, second: string): boolean {
    // Asked of every two words of every listing: most first words begin no set phrase.
    return this.setPhraseFirstBeginnings.has(first.slice(0, PHRASE_BEGINNING)) && this.setPhraseBeginnings.has(phraseBeginnings(first, second));
  }

  /**
   * Which of two words side by side stand apart from the set phrase they make
   * (set-phrases.ts): "роботи" of "ручної роботи" names no job there. Each
   * word is matched as `phraseConceptsOf` matches it.
   */
  apartInSetPhrase(first: PhraseWord, second: PhraseWord): [boolean, boolean] {
    const apart: [boolean, boolean] = [false, false];
    if (!this.mayBePhraseByForms(first, second)) return apart;
    const firsts = new Set(phraseKeysOf(first).flatMap((key) => this.phrasesByKey[0].get(key) ?? []));
    for (const key of phraseKeysOf(second)) {
      for (const at of this.phrasesByKey[1].get(key) ?? []) {
        if (!firsts.has(at)) continue;
        const phrase = this.phrases[at]!;
        apart[0] ||= phrase.apart[0];
        apart[1] ||= phrase.apart[1];
      }
    }
    return apart;
  }

  /** Whether a concept is named by a set phrase (set-phrases.ts). */
  hasSetPhrase(concept: number): boolean {
    return this.setPhraseConcepts.has(concept);
  }

  /**
   * The concepts a run of words names by one of their longer phrases (three to
   * five words that are no function words: "temporary protected status",
   * "individual taxpayer identification number"), each word matched as a
   * two-word phrase's is; with where the run begins and ends in `words`.
   */
  longPhrasesIn(words: readonly PhraseWord[]): { concept: number; start: number; end: number }[] {
    const found: { concept: number; start: number; end: number }[] = [];
    if (words.length < LONG_PHRASE_MIN) return found;
    // Asked of every text query: only the phrases a word's keys begin are compared.
    const keys: string[][] = [];
    const keysAt = (at: number) => (keys[at] ??= phraseKeysOf(words[at]!));
    for (let start = 0; start + LONG_PHRASE_MIN <= words.length; start++) {
      // Most pairs of words begin no longer phrase by their first letters, which every form keeps: no stem is worked out for them.
      if (!this.mayBeginLongPhrase(words[start]!, words[start + 1]!)) continue;
      const begun = new Set(keysAt(start).flatMap((key) => this.longPhrasesByFirstKey.get(key) ?? []));
      for (const at of begun) {
        const { concept, words: phrase } = this.longPhrases[at]!;
        if (start + phrase.length > words.length) continue;
        if (phrase.every((wordKeys, k) => keysAt(start + k).some((key) => wordKeys.has(key)))) found.push({ concept, start, end: start + phrase.length });
      }
    }
    return found;
  }

  /** Whether two words side by side may begin a longer phrase, by the first letters of each or of a dictionary word of each. */
  private mayBeginLongPhrase(first: PhraseWord, second: PhraseWord): boolean {
    if (!this.longPhraseBeginnings.has(first.term.slice(0, PHRASE_BEGINNING)) && !first.lemmas.some((lemma) => this.longPhraseBeginnings.has(lemma.slice(0, PHRASE_BEGINNING)))) return false;
    for (const a of [first.term, ...first.lemmas]) for (const b of [second.term, ...second.lemmas]) if (this.longPhraseBeginnings.has(phraseBeginnings(a, b))) return true;
    return false;
  }

  /**
   * The words a text names a concept by, where it says one of the concept's longer phrases
   * (`longPhrasesIn`, each word by its stems: "Individual Taxpayer Identification Number"): the
   * concept's single words in every language ("itin", "ітін"; no verb, but of a doing), which a
   * listing that spells an acronym out is found by. `words`: the text's words, each as its terms (tokenize.ts `words`).
   */
  longPhraseNames(words: readonly (readonly string[])[]): string[] {
    // Asked of every title and description a build reads: most say no word a longer phrase begins with.
    let begins = false;
    for (let at = 0; at + LONG_PHRASE_MIN <= words.length && !begins; at++) {
      const first = words[at]![0]!;
      if (!this.longPhraseBeginnings.has(first.slice(0, PHRASE_BEGINNING))) continue;
      const next = words[at + 1]![0]!;
      begins = this.longPhraseBeginnings.has(phraseBeginnings(first, next))
        || (termRole(next) === 'function' && this.longPhraseBeginnings.has(phraseBeginnings(first, words[at + 2]![0]!)));
    }
    if (!begins) return [];
    const spoken = words.map((terms) => terms[0]!).filter((term) => termRole(term) !== 'function');
    const found = this.longPhrasesIn(spoken.map((term) => ({ term, lemmas: [] })));
    // A thing's concept may hold a verb that means more than it; a doing's is its verbs (vocabulary.ts `conceptWords`).
    return [...new Set(found.flatMap(({ concept }) => {
      const names = this.wordsOfConcept(concept, LANGUAGES);
      return isADoing(names) ? names : names.filter((name) => !isVerbEntry(name));
    }))];
  }

  /** Whether a word may stand in a phrase (`which`: as its first or second word): a cheap first look. */
  mayBeInPhrase(word: PhraseWord, which: 0 | 1): boolean {
    return phraseKeysOf(word).some((key) => this.phrasesByKey[which].has(key));
  }

  /** The words `languages` name a concept by (its single words). */
  wordsOfConcept(concept: number, languages: readonly Language[]): string[] {
    return [...new Set(languages.flatMap((language) => this.words[concept]![language]))];
  }

  /** The topics a listing is about when its title holds `term` (or a form of `lemmas`): a plumber's listing is about plumbing. */
  topicsAbout(term: string, lemmas: readonly string[]): number[] {
    return this.topicsBy(this.topicsAboutConcept, term, lemmas);
  }

  /** The kinds of listing `term` (or a form of `lemmas`) names: "вакансії" job postings, "events" events. */
  listingKindsNamedBy(term: string, lemmas: readonly string[]): KindOfListing[] {
    const found = new Set<KindOfListing>();
    for (const concept of this.conceptsOf(term, lemmas)) for (const kind of this.listingKindsOfConcept.get(concept) ?? []) found.add(kind);
    return [...found].sort();
  }

  /** The topics a concept points to when a query asks about it by a phrase ("check engine" to a mechanic). */
  topicsSignedByConcept(concept: number): readonly number[] {
    return this.topicsOfSign.get(concept) ?? [];
  }

  /** The topics `term` (or a form of `lemmas`) points to when a query asks about it: a sink to plumbing. */
  topicsSignedBy(term: string, lemmas: readonly string[]): number[] {
    return this.topicsBy(this.topicsOfSign, term, lemmas);
  }

  private topicsBy(by: ReadonlyMap<number, number[]>, term: string, lemmas: readonly string[]): number[] {
    const found = new Set<number>();
    for (const concept of this.conceptsOf(term, lemmas)) for (const topic of by.get(concept) ?? []) found.add(topic);
    return [...found].sort((a, b) => a - b);
  }

  /**
   * The words `languages` name the same thing by, for every concept that
   * `term`, or one of its dictionary words (`lemmas`), names: its
   * translations and its synonyms, never the word itself.
   */
  otherWordsOf(term: string, lemmas: readonly string[], languages: readonly Language[]): string[] {
    const found = new Set<string>();
    for (const word of [term, ...lemmas]) {
      for (const key of keysOf(word)) {
        for (const [index] of this.byKey.get(key) ?? []) {
          for (const language of languages) for (const word of this.words[index]![language]) found.add(word);
        }
      }
    }
    for (const own of [term, ...lemmas]) found.delete(own);
    return [...found];
  }

  /**
   * The words `languages` name a thing by, for every concept that `term` (or
   * one of `lemmas`) names a make or model of (kinds.ts): "car" and
   * "автомобіль" for "honda". One way: no member is a word of its concept.
   */
  kindWordsOf(term: string, lemmas: readonly string[], languages: readonly Language[]): string[] {
    const found = new Set<string>();
    for (const word of [term, ...lemmas]) {
      for (const key of kindKeysOf(word)) for (const concept of this.kindsByKey.get(key) ?? []) for (const other of this.wordsOfConcept(concept, languages)) found.add(other);
    }
    return [...found];
  }

  /** The concepts `term` (or one of `lemmas`) names a make or model of (kinds.ts): the car concept for "honda". */
  kindsOf(term: string, lemmas: readonly string[]): number[] {
    const found = new Set<number>();
    for (const word of [term, ...lemmas]) for (const key of kindKeysOf(word)) for (const concept of this.kindsByKey.get(key) ?? []) found.add(concept);
    return [...found].sort((a, b) => a - b);
  }

  /**
   * The things makes and models are kinds of that `term` (or one of `lemmas`)
   * names, by a word of the thing ("авто", "машину", "car") or a make or model
   * of it ("Тойоту"): what a request that says it asks for.
   */
  thingsNamedBy(term: string, lemmas: readonly string[]): number[] {
    const found = new Set(this.kindsOf(term, lemmas));
    for (const concept of this.conceptsOf(term, lemmas)) if (this.kindConcepts.has(concept)) found.add(concept);
    return [...found].sort((a, b) => a - b);
  }

  /** The term of a request for the thing `concept` names (build/asked-for.ts). */
  askedForTerm(concept: number): string {
    return `${this.conceptTerms[concept]!}${ASKED_MARK}`;
  }

  /** Whether `term` may name a make or model (`kindWordsOf`): a cheap first look. */
  mayNameKind(term: string): boolean {
    return kindKeysOf(term).some((key) => this.kindsByKey.has(key));
  }

  /**
   * The words the other languages name the same thing by, for every concept
   * that `term`, or one of its dictionary words (`lemmas`), names: its
   * translations, never its synonyms in the language it is a word of (a word
   * of two languages, "ремонт", is translated into the third only).
   */
  translationsOf(term: string, lemmas: readonly string[]): string[] {
    const found = new Set<string>();
    for (const [index, own] of this.languagesOf(term, lemmas)) {
      for (const language of LANGUAGES) if (!own.has(language)) for (const word of this.words[index]![language]) found.add(word);
    }
    return [...found];
  }

  /** Whether the concepts `term` names, itself or by its dictionary words, name it in Russian alone: a Russian word, never a Ukrainian or English one. */
  isRussianOnly(term: string, lemmas: readonly string[]): boolean {
    const languages = [...this.languagesOf(term, lemmas).values()];
    return languages.length > 0 && languages.every((own) => own.size === 1 && own.has('ru'));
  }

  /** The concepts `term` or its dictionary words name, each with the languages it names them in. */
  private languagesOf(term: string, lemmas: readonly string[]): Map<number, Set<Language>> {
    const languagesOf = new Map<number, Set<Language>>();
    for (const word of [term, ...lemmas]) {
      for (const key of keysOf(word)) {
        for (const [index, language] of this.byKey.get(key) ?? []) {
          let languages = languagesOf.get(index);
          if (!languages) languagesOf.set(index, (languages = new Set()));
          languages.add(language);
        }
      }
    }
    return languagesOf;
  }

  /** Every single word of the concepts, in every language: the words whose forms a snapshot knows (build/vocabulary-file.ts). */
  allWords(): string[] {
    return [...new Set(this.words.flatMap((words) => LANGUAGES.flatMap((language) => words[language])))];
  }

  /** Whether `term` may name a concept: it or its stem is a key (a cheap first look before its dictionary words are known). */
  mayName(term: string): boolean {
    return keysOf(term).some((key) => this.byKey.has(key)) || (stem(term) !== null && this.stems.has(stem(term)!));
  }
}

/** The glossary of the listing domain the service ships. */
export const GLOSSARY = new Glossary();

/** The marked terms given, checked to name one topic or concept each. */
function distinct(what: string, terms: string[]): string[] {
  const seen = new Set<string>();
  for (const term of terms) {
    if (seen.has(term)) throw new Error(`glossary: two of its ${what}s would share the term "${term}"`);
    seen.add(term);
  }
  return terms;
}
