/**
 * What the snapshot knows of words besides their postings: data/terms.json,
 * the vocabulary with the word forms of its words' dictionary words, of the
 * words a phrase is read by (roles.ts: "поможет" is "помочь" whether or not a
 * listing says it) and of the glossary's words (a topic's sign typed in a form
 * no listing uses: "разводом" is "развод"); and the dictionaries' words as a
 * filter for the arrays (dictionary-words.ts).
 */
import { dictionariesFor, dictionaryWords, wholeWords } from '../src/search/text/morphology/dictionaries.ts';
import { GLOSSARY } from '../src/search/text/glossary/glossary.ts';
import { ROLE_WORDS } from '../src/search/text/morphology/roles.ts';
import { WordForms } from '../src/search/text/morphology/word-forms.ts';
import { Vocabulary } from '../src/search/text/vocabulary.ts';

/** data/terms.json of a vocabulary (its terms, sorted). */
export function termsFile(vocabulary: readonly string[]): string {
  const known = [...vocabulary, ...ROLE_WORDS, ...GLOSSARY.allWords()];
  // One who does a thing and the doing pair where the glossary names both one thing (verbal-nouns.ts).
  const tied = (verb: string, agent: string) => GLOSSARY.nameOneConcept(verb, agent);
  return JSON.stringify(Vocabulary.build(vocabulary, WordForms.build(known, dictionariesFor(known), tied)));
}

/** The arrays' `dictionaryWords`. */
export function dictionaryWordsArray(): Uint32Array {
  return dictionaryWords().bits;
}

/** The arrays' `wholeWords`. */
export function wholeWordsArray(): Uint32Array {
  return wholeWords().bits;
}
