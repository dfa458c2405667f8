/**
 * What the glossary of the listing domain gives the listings a build makes, by
 * their titles: the topics of the services they name (topics.ts), the concepts
 * they name by a phrase (phrases.ts; by their descriptions too), the things
 * requests ask for (asked-for.ts), and, written
 * in one language, the other languages' words for what they say
 * (translations.ts). Each reads the listings' words by their dictionary words.
 */
import { dictionariesFor } from '../src/search/text/morphology/dictionaries.ts';
import { WordForms } from '../src/search/text/morphology/word-forms.ts';
import { scriptOf } from '../src/search/text/tokenize.ts';
import { byCodeUnit } from '../src/search/sorted.ts';
import { addAskedFor } from './asked-for.ts';
import { addPhrases, type DescriptionPhrases } from './phrases.ts';
import { addTopics } from './topics.ts';
import { addTranslations } from './translations.ts';
import type { SetPhraseOccurrences } from './set-phrases.ts';

/**
 * Adds to `postings` (term → packed postings, listings by arrival) what the
 * glossary gives their listings; `titles(arrival)`: whether a listing has a
 * Ukrainian and an English title; `asks(arrival)`: whether it asks for something, and
 * `hires(arrival)` whether it is a job to fill (src/search/listing-intent.ts); `descriptions`: the pairs of words the
 * descriptions say that may be phrases; `setPhrases`: the words listings say only in a set phrase, which
 * are taken out once the phrases are read and before what they mean alone is added. The word forms it reads the words by are
 * dropped on return, so that they are not held while the vocabulary's own are made.
 */
export function addGlossaryWords(postings: Map<string, number[]>, titles: (arrival: number) => [uk: boolean, en: boolean], asks: (arrival: number) => boolean, hires: (arrival: number) => boolean, descriptions: DescriptionPhrases, setPhrases: SetPhraseOccurrences): void {
  const fresh = [...postings.keys()].filter((term) => scriptOf(term) !== 'other').sort(byCodeUnit);
  const forms = WordForms.build(fresh, dictionariesFor(fresh));
  addPhrases(postings, forms, titles);
  descriptions.addTo(postings, forms);
  setPhrases.removeFrom(postings, forms);
  addTopics(postings, forms, asks);
  addAskedFor(postings, forms, (arrival) => asks(arrival) && !hires(arrival));
  addTranslations(postings, titles, forms);
}
