/**
 * A listing written in one language is also indexed under the words the
 * glossary of the listing domain (src/search/text/glossary/) names the same
 * things by in the others: an ad written only in Ukrainian, "Бухгалтер для
 * малого бізнесу", is found by "accountant", and one only in English, "Nanny
 * available", by "няня" and its Russian word. A listing in both languages
 * says in each what it means; nothing is added to it, so a word's own
 * listings are never widened by a translation.
 *
 * The words added weigh as a description's word, never a title's: a listing
 * that says the word itself ranks above one found by its translation.
 */
import { GLOSSARY, type Language } from '../src/search/text/glossary/glossary.ts';
import { dictionariesFor } from '../src/search/text/morphology/dictionaries.ts';
import { WordForms } from '../src/search/text/morphology/word-forms.ts';
import { scriptOf } from '../src/search/text/tokenize.ts';
import { byCodeUnit } from '../src/search/sorted.ts';
import { packPosting, postingListing, postingTitlePositions } from './posting.ts';
import { NOT_IN_TITLE } from '../src/search/titles.ts';

/** What a word found by its translation weighs in a listing: a description's word. */
const TRANSLATED_WEIGHT = 1;

/** The languages a listing's words are translated into, by its titles: none when it has both. */
function missingLanguages(hasUkrainian: boolean, hasEnglish: boolean): { cyrillic: readonly Language[]; latin: readonly Language[] } {
  if (hasUkrainian && hasEnglish) return { cyrillic: [], latin: [] };
  // A Cyrillic text may be Ukrainian or Russian: its words go to English; an English text's to both.
  return { cyrillic: hasEnglish ? [] : ['en'], latin: hasUkrainian ? [] : ['uk', 'ru'] };
}

/**
 * Adds to `postings` (term → packed postings, listings by arrival) the
 * translated words of every listing written in one language.
 * `titles(arrival)`: whether the listing has a Ukrainian and an English title.
 */
export function addTranslations(postings: Map<string, number[]>, titles: (arrival: number) => [uk: boolean, en: boolean]): void {
  // Only the terms that may name a concept are looked up in the dictionaries: a few of the vocabulary.
  const candidates = [...postings.keys()].filter((term) => scriptOf(term) !== 'other' && GLOSSARY.mayName(term)).sort(byCodeUnit);
  if (candidates.length === 0) return;
  const forms = WordForms.build(candidates, dictionariesFor(candidates));
  const had = new Map<string, Set<number>>();
  const holders = (word: string): Set<number> => {
    let set = had.get(word);
    if (!set) had.set(word, (set = new Set((postings.get(word) ?? []).map(postingListing))));
    return set;
  };
  for (const term of candidates) {
    const lemmas = forms.lemmasOf(term);
    const script = scriptOf(term) as 'cyrillic' | 'latin';
    // Per set of languages wanted, the words: listings of one language share them.
    const byWanted = new Map<string, string[]>();
    for (const posting of postings.get(term)!) {
      // What a listing is about is in its title: a word its description only mentions is not translated.
      if (postingTitlePositions(posting) === NOT_IN_TITLE) continue;
      const arrival = postingListing(posting);
      const [uk, en] = titles(arrival);
      const wanted = missingLanguages(uk, en)[script];
      if (wanted.length === 0) continue;
      const key = wanted.join();
      let words = byWanted.get(key);
      if (!words) byWanted.set(key, (words = GLOSSARY.translationsOf(term, lemmas, wanted)));
      for (const word of words) {
        const listings = holders(word);
        if (listings.has(arrival)) continue;
        listings.add(arrival);
        let list = postings.get(word);
        if (!list) postings.set(word, (list = []));
        list.push(packPosting(arrival, TRANSLATED_WEIGHT, NOT_IN_TITLE));
      }
    }
  }
}
