/**
 * What the service knows of a word typed, whether or not a listing uses it:
 * whether it is a word of its language (the dictionaries, the glossary), a
 * whole word or the beginning of one, a verb or a noun of a doing, the name of
 * a service or of a thing. The expander (expand.ts) asks these of a query's
 * words to read what each does in its phrase.
 */
import type { Vocabulary } from './vocabulary.ts';
import { DictionaryWords } from './morphology/dictionary-words.ts';
import { isVerbEntry } from './morphology/verbs.ts';
import { verbalNounPartners, verbsMaking } from './morphology/verbal-nouns.ts';
import { GLOSSARY } from './glossary/glossary.ts';
import { SHORT_WORD_MAX_LENGTH } from './match-steps.ts';
import { isNumberTerm } from './numbers.ts';
import { scriptOf } from './tokenize.ts';
import { cyrillicSpellings } from './transliterate.ts';

export class WordKnowledge {
  constructor(
    private readonly vocabulary: Vocabulary,
    /** The dictionaries' words, for a word no listing uses (morphology/dictionary-words.ts). */
    private readonly dictionaryWords: DictionaryWords = DictionaryWords.none,
    /** The words that, typed last, are finished (`isWholeWord`; dictionaries.ts `wholeWords`). */
    private readonly wholeWords: DictionaryWords = DictionaryWords.none,
  ) {}

  /** Whether a word is a verb's form (every lemma the snapshot knows it by is an infinitive): it names a doing, as "fix" does. */
  namesADoing(word: string): boolean {
    const lemmas = this.vocabulary.lemmasOf(word);
    return lemmas.length > 0 && lemmas.every(isVerbEntry);
  }

  /**
   * Whether a word no listing uses is, by its ending, an infinitive that names a bare doing
   * ("повесить", "повісити"): no noun or adjective of the dictionaries, and neither it nor a noun of
   * its doing is a word of the glossary, alone or first in a phrase ("налаштувати" is the
   * "налаштування" of a concept: a service of its own, not something done to a thing). Only a guess,
   * so the expander takes it for a verb only where every other word that names a thing reaches
   * something (expand.ts).
   */
  namesADoingByItsEnding(word: string): boolean {
    if (scriptOf(word) !== 'cyrillic' || !isVerbEntry(word) || this.dictionaryWords.has(word) || this.vocabulary.lemmasOf(word).length > 0) return false;
    return [word, ...verbalNounPartners(word, () => true)]
      .every((form) => GLOSSARY.translationsOf(form, []).length === 0 && !GLOSSARY.phrases.mayHold({ term: form, lemmas: [] }, 0));
  }

  /**
   * Whether a word is a noun that names a doing ("прочистка", "прибирання", morphology/verbal-nouns.ts
   * `verbsMaking`) of a verb the listings use ("прочищу"): beside a thing it asks for a service, as a
   * verb does ("чистка димаря" finds the stove maker), but it is no side word: the doing is often the
   * service itself ("перевезення меблів"), so it is not let go before the thing as a verb is.
   */
  namesADoingNoun(word: string): boolean {
    const lemmas = this.vocabulary.lemmasOf(word);
    return [word, ...lemmas].some((form) => verbsMaking(form).some((verb) => this.vocabulary.lemmasOf(verb).includes(verb)));
  }

  /**
   * Whether a word names a service itself ("стоматологічна", "plumber":
   * glossary/topics.ts `about`): what a phrase is about, above a place or a
   * kind of building, when some of its words must be let go.
   */
  namesAService(word: string): boolean {
    return GLOSSARY.topicsAbout(word, this.vocabulary.lemmasOf(word)).length > 0;
  }

  /**
   * Whether a word typed names a thing, known or not: a word of its language
   * (`isDictionaryWord`), or a finished short word of letters, an acronym or
   * a code ("gre", "ai", "пмж"), which names one thing and no other. The last
   * word may be a beginning still ("toyota cam").
   */
  namesAThing(term: string, isLast: boolean): boolean {
    if (this.isDictionaryWord(term)) return true;
    const length = [...term].length;
    return !isLast && scriptOf(term) !== 'other' && !isNumberTerm(term) && length >= 2 && length <= SHORT_WORD_MAX_LENGTH;
  }

  /**
   * Whether a word is a word of its language, known to name something
   * whether or not a listing uses it: a Cyrillic one by the dictionaries
   * (their nouns and adjectives, morphology/dictionary-words.ts); a Latin one
   * of five letters or more by the Ukrainian words it spells ("zahubyla"), or
   * by the glossary of the listing domain, the service's English word list
   * for things ("plumber", "insurance").
   */
  isDictionaryWord(term: string): boolean {
    const script = scriptOf(term);
    if (script === 'cyrillic') return this.dictionaryWords.has(term);
    if (script !== 'latin') return false;
    return GLOSSARY.mayName(term) || (term.length >= 5 && cyrillicSpellings(term).some((spelling) => this.dictionaryWords.has(spelling)));
  }

  /**
   * Whether a dictionary lists `term` as it is spelled: an English word, or a Ukrainian or Russian
   * entry or form, of three letters or more (two letters are a piece of too many words: "ws").
   */
  isSpelledAsAWord(term: string): boolean {
    return [...term].length >= 3 && (this.wholeWords.has(term) || this.dictionaryWords.has(term));
  }

  /**
   * Whether `term` typed last is finished (expand.ts `expansion`): a whole word, or a Latin word that spells a word
   * here in Cyrillic letters, as a Cyrillic word here is whole (vocabulary.ts `expanded`).
   */
  isWholeWord(term: string): boolean {
    if (this.wholeWords.has(term)) return true;
    if (scriptOf(term) !== 'latin') return false;
    // A short one is finished when it spells a word a dictionary lists, though no listing says it ("mak" is "мак",
    // no "makeup" half typed): as the beginning of a longer word, three letters begin too many.
    const short = [...term].length <= SHORT_WORD_MAX_LENGTH;
    return cyrillicSpellings(term).some((spelling) => this.vocabulary.idOf(spelling) >= 0 || (short && this.isSpelledAsAWord(spelling)));
  }
}
