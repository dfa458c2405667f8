/**
 * The glossary's concepts (concepts.ts) as a lookup: from a word of a
 * listing's title to the other words, in every language, that name the same
 * thing; and from a word to the topics (topics.ts) it names a service of or
 * points to.
 *
 * A word is looked up as it is, by its dictionary words (a Ukrainian or
 * Russian form: "бухгалтерів" by "бухгалтер"), and in Latin letters by its
 * stem too ("lawyers" by "lawyer"); the concepts' own words are keyed alike.
 * A concept's phrases ("green card", "пральна машина", "temporary protected
 * status") are looked up by `phrases` (phrases.ts); the build marks the titles
 * that name a concept so (build/phrases.ts), and a query that types the phrase
 * reaches them.
 */
import { stem } from '../stem.ts';
import { scriptOf } from '../tokenize.ts';
import { termRole } from '../morphology/roles.ts';
import { isADoing, isVerbEntry } from '../morphology/verbs.ts';
import { CONCEPTS, type Concept } from './concepts.ts';
import { TOPICS, type Topic } from './topics.ts';
import { KINDS, type Kind } from './kinds.ts';
import { LISTING_KINDS, type ListingKind } from './listing-kinds.ts';
import { GLOSSARY_LEMMAS, type GlossaryLemmas } from './lemmas.ts';
import { SET_PHRASES, type SetPhrase } from './set-phrases.ts';
import { DOINGS, type Doing } from './doings.ts';
import { ConceptPhrases } from './phrases.ts';
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
export const CONCEPT_MARK = '⁑';

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

export const LANGUAGES = ['uk', 'ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A concept's single words, by language: a phrase is matched as its words side by side (phrases.ts). */
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

export class Glossary {
  /** The concepts each key names, by index, and the language it names them in. */
  private readonly byKey = new Map<string, [number, Language][]>();
  private readonly words: Record<Language, string[]>[];
  /** The stems of every word of the concepts, Cyrillic ones too: a form's stem is most often its word's. */
  private readonly stems = new Set<string>();

  /** By concept, the topics a listing that names it in its title is about, and those it points to when a query asks about it. */
  private readonly topicsAboutConcept = new Map<number, number[]>();
  private readonly topicsOfSign = new Map<number, number[]>();
  /** The concepts' phrases: two words side by side, set phrases, longer phrases (phrases.ts). */
  readonly phrases: ConceptPhrases;

  /** By each key of a make or model (kinds.ts), the concepts it is a kind of. */
  private readonly kindsByKey = new Map<string, number[]>();
  /** The concepts makes and models are kinds of (kinds.ts). */
  private readonly kindConcepts = new Set<number>();
  /** By concept, the kinds of listing its words name (listing-kinds.ts). */
  private readonly listingKindsOfConcept = new Map<number, KindOfListing[]>();
  /** By concept, the concepts of who does it or of what is done (doings.ts), both ways. */
  private readonly doingConcepts = new Map<number, number[]>();
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
    doings: readonly Doing[] = concepts === CONCEPTS ? DOINGS : [],
  ) {
    // A snapshot holds these terms, and a runtime may read a snapshot built before its lists changed (until
    // the next build): each is named by what it names, never by its place in a list, so that none moves.
    this.topicTerms = distinct('topic', topics.map(({ about }) => `${TOPIC_MARK}${about.join('+')}`));
    this.conceptTerms = distinct('concept', concepts.map(({ uk, en }) => `${CONCEPT_MARK}${uk[0]}|${en[0] ?? ''}`));
    this.words = concepts.map(wordsOf);
    this.keyWords(lemmas);
    this.phrases = new ConceptPhrases(concepts, setPhrases);
    // Topics, kinds of listing, doings and kinds name concepts by their first Ukrainian word.
    const conceptNamed = new Map(concepts.map((concept, index) => [concept.uk[0]!, index]));
    const named = (word: string, what: string) => {
      const concept = conceptNamed.get(word);
      if (concept === undefined) throw new Error(`glossary: ${what} names "${word}", the first word of no concept`);
      return concept;
    };
    const tie = (to: Map<number, number[]>, word: string, topic: number) => {
      const concept = named(word, `topic ${topic}`);
      const of = to.get(concept);
      if (!of) to.set(concept, [topic]);
      else if (!of.includes(topic)) of.push(topic);
    };
    topics.forEach(({ about, signs }, topic) => {
      for (const word of about) tie(this.topicsAboutConcept, word, topic);
      for (const word of signs) tie(this.topicsOfSign, word, topic);
    });
    for (const { kind, concepts: words } of listingKinds) {
      for (const word of words) {
        const concept = named(word, `the kind ${kind}`);
        this.listingKindsOfConcept.set(concept, [...(this.listingKindsOfConcept.get(concept) ?? []), kind]);
      }
    }
    for (const { who, does } of doings) {
      const person = named(who, 'a doing');
      for (const done of does.map((word) => named(word, 'a doing'))) {
        this.doingConcepts.set(person, [...(this.doingConcepts.get(person) ?? []), done]);
        this.doingConcepts.set(done, [...(this.doingConcepts.get(done) ?? []), person]);
      }
    }
    for (const { of, members } of kinds) {
      const concept = named(of, 'a kind');
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
   * The concepts that have a two-word phrase and that `term` (or a form of
   * `lemmas`) names by a single word: a title naming one so ("Грин-карта",
   * "Пралка") is about it as one naming it by a phrase is.
   */
  phrasedConceptsOf(term: string, lemmas: readonly string[]): number[] {
    return [...this.conceptsOf(term, lemmas)].filter((concept) => this.phrases.isPhrased(concept)).sort((a, b) => a - b);
  }

  /**
   * The words a text names a concept by, where it says one of the concept's longer phrases
   * (`ConceptPhrases.longIn`, each word by its stems: "Individual Taxpayer Identification Number"): the
   * concept's single words in every language ("itin", "ітін"; no verb, but of a doing), which a
   * listing that spells an acronym out is found by. `words`: the text's words, each as its terms (tokenize.ts `words`).
   */
  longPhraseNames(words: readonly (readonly string[])[]): string[] {
    // Asked of every title and description a build reads: most say no word a longer phrase begins with.
    if (!this.phrases.mayHoldLong(words)) return [];
    const spoken = words.map((terms) => terms[0]!).filter((term) => termRole(term) !== 'function');
    const found = this.phrases.longIn(spoken.map((term) => ({ term, lemmas: [] })));
    // A thing's concept may hold a verb that means more than it; a doing's is its verbs (vocabulary.ts `conceptWords`).
    return [...new Set(found.flatMap(({ concept }) => {
      const names = this.wordsOfConcept(concept, LANGUAGES);
      return isADoing(names) ? names : names.filter((name) => !isVerbEntry(name));
    }))];
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
   * The single words, in `languages`, of who does what `term` (or one of
   * `lemmas`) names, or of what is done by who it names (doings.ts):
   * "тренування" for "тренерка", "вчителька" for "уроки".
   */
  doingWordsOf(term: string, lemmas: readonly string[], languages: readonly Language[]): string[] {
    const found = new Set<string>();
    for (const concept of this.conceptsOf(term, lemmas)) {
      for (const other of this.doingConcepts.get(concept) ?? []) for (const word of this.wordsOfConcept(other, languages)) found.add(word);
    }
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
