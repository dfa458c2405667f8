/**
 * The glossary's concepts (concepts.ts) as a lookup: from a word of a
 * listing's title to the other words, in every language, that name the same
 * thing; and from a word to the topics (topics.ts) it names a service of or
 * points to.
 *
 * A word is looked up as it is, by its dictionary words (a Ukrainian or
 * Russian form: "бухгалтерів" by "бухгалтер"), and in Latin letters by its
 * stem too ("lawyers" by "lawyer"); the concepts' own words are keyed alike.
 * Only the concepts' single words take part: the build and the search read
 * text word by word, so "green card" would be a phrase no one word reaches.
 */
import { stem } from '../stem.ts';
import { scriptOf } from '../tokenize.ts';
import { CONCEPTS, type Concept } from './concepts.ts';
import { TOPICS, type Topic } from './topics.ts';

/**
 * A topic's term: what the build indexes a listing about the topic under, and
 * what a query word that points to it reaches. It begins with a mark no word
 * typed holds, and is too short for any typo of a word to reach it.
 */
export const topicTerm = (topic: number): string => `${TOPIC_MARK}${topic}`;
export const isTopicTerm = (term: string): boolean => term.startsWith(TOPIC_MARK);
const TOPIC_MARK = '⁂';

const LANGUAGES = ['uk', 'ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A concept's single words, by language: text is read word by word. */
function wordsOf(concept: Concept): Record<Language, string[]> {
  const single = (words: readonly string[]) => words.filter((word) => !word.includes(' '));
  return { uk: single(concept.uk), ru: single(concept.ru), en: single(concept.en) };
}

/** The keys a word is found by: itself, and a Latin word's stem. */
function keysOf(word: string): string[] {
  const stemmed = scriptOf(word) === 'latin' ? stem(word) : null;
  return stemmed !== null && stemmed !== word ? [word, stemmed] : [word];
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

  /** `topics` name `concepts` by their first words: the shipped topics go with the shipped concepts. */
  constructor(concepts: readonly Concept[] = CONCEPTS, topics: readonly Topic[] = concepts === CONCEPTS ? TOPICS : []) {
    this.words = concepts.map(wordsOf);
    this.words.forEach((words, index) => {
      for (const language of LANGUAGES) {
        for (const word of words[language]) {
          const stemmed = stem(word);
          if (stemmed !== null) this.stems.add(stemmed);
          for (const key of keysOf(word)) {
            const named = this.byKey.get(key);
            if (!named) this.byKey.set(key, [[index, language]]);
            else if (!named.some(([i, l]) => i === index && l === language)) named.push([index, language]);
          }
        }
      }
    });
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
  }

  /** The concepts `term`, or one of its dictionary words (`lemmas`), names. */
  private conceptsOf(term: string, lemmas: readonly string[]): Set<number> {
    const found = new Set<number>();
    for (const word of [term, ...lemmas]) for (const key of keysOf(word)) for (const [index] of this.byKey.get(key) ?? []) found.add(index);
    return found;
  }

  /** The topics a listing is about when its title holds `term` (or a form of `lemmas`): a plumber's listing is about plumbing. */
  topicsAbout(term: string, lemmas: readonly string[]): number[] {
    return this.topicsBy(this.topicsAboutConcept, term, lemmas);
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

  /** Whether `term` may name a concept: it or its stem is a key (a cheap first look before its dictionary words are known). */
  mayName(term: string): boolean {
    return keysOf(term).some((key) => this.byKey.has(key)) || (stem(term) !== null && this.stems.has(stem(term)!));
  }
}

/** The glossary of the listing domain the service ships. */
export const GLOSSARY = new Glossary();
