/**
 * A phrase of the glossary in a listing's title ("Washing machine repair",
 * "Ремонт пральних машин", "Green card through family"): two words side by
 * side that name a concept together, though neither names it alone. The
 * listing is indexed under the concept's term, which the same phrase typed in
 * a query reaches in any language and any form of its words (expand.ts), as is
 * a listing whose title names such a concept by one word ("Грин-карта"); and,
 * written in one language, under the concept's words in the others, as
 * translations.ts does for a single word ("пралка" finds "Washing machine
 * repair").
 *
 * The words added weigh as a description's word, as translations.ts's do.
 */
import { conceptTerm, GLOSSARY, type Language } from '../src/search/text/glossary/glossary.ts';
import type { WordForms } from '../src/search/text/morphology/word-forms.ts';
import { scriptOf } from '../src/search/text/tokenize.ts';
import { firstTitlePosition, NOT_IN_TITLE, secondTitlePosition, TITLE_POSITION_MAX } from '../src/search/titles.ts';
import { packPosting, postingListing, postingTitlePositions } from './posting.ts';
import { wantedLanguages } from './translations.ts';

/** What a word a phrase adds weighs in a listing: a description's word. */
const PHRASE_WEIGHT = 1;

/**
 * Adds to `postings` (term → packed postings, listings by arrival) the terms of
 * the concepts the titles name by a phrase, and the concepts' words in the
 * languages a listing's titles lack. `forms`: the word forms of the terms of
 * `postings`; `titles(arrival)`: whether the listing has a Ukrainian and an English title.
 */
export function addPhrases(postings: Map<string, number[]>, forms: WordForms, titles: (arrival: number) => [uk: boolean, en: boolean]): void {
  // Where each word that may stand in a phrase stands in the titles: by listing, title and place.
  const places = new Map<number, Map<number, string[]>>();
  const added = new Map<string, Set<number>>();
  const add = (term: string, listing: number) => {
    let listings = added.get(term);
    if (!listings) added.set(term, (listings = new Set()));
    listings.add(listing);
  };
  for (const [term, list] of postings) {
    if (scriptOf(term) === 'other') continue;
    const word = { term, lemmas: forms.lemmasOf(term) };
    // A title that names a phrased concept by one word ("Грин-карта", "Пралка") is about it too.
    const named = GLOSSARY.mayName(term) || word.lemmas.some((lemma) => GLOSSARY.mayName(lemma)) ? GLOSSARY.phrasedConceptsOf(term, word.lemmas) : [];
    const inPhrase = GLOSSARY.mayBeInPhrase(word, 0) || GLOSSARY.mayBeInPhrase(word, 1);
    if (named.length === 0 && !inPhrase) continue;
    for (const posting of list) {
      const positions = postingTitlePositions(posting);
      if (positions === NOT_IN_TITLE) continue;
      const listing = postingListing(posting);
      for (const concept of named) add(conceptTerm(concept), listing);
      if (!inPhrase) continue;
      let ofListing = places.get(listing);
      if (!ofListing) places.set(listing, (ofListing = new Map()));
      for (const [title, place] of [[0, firstTitlePosition(positions)], [1, secondTitlePosition(positions)]] as const) {
        // A place past the last kept is the last kept: words there are no neighbours.
        if (place >= TITLE_POSITION_MAX) continue;
        const key = title * 16 + place;
        const at = ofListing.get(key);
        if (at) at.push(term);
        else ofListing.set(key, [term]);
      }
    }
  }
  for (const [listing, ofListing] of places) {
    const [uk, en] = titles(listing);
    for (const [key, firsts] of ofListing) {
      const seconds = ofListing.get(key + 1);
      if (!seconds) continue;
      for (const first of firsts) {
        for (const second of seconds) {
          for (const concept of GLOSSARY.phraseConceptsOf({ term: first, lemmas: forms.lemmasOf(first) }, { term: second, lemmas: forms.lemmasOf(second) })) {
            add(conceptTerm(concept), listing);
            const script = scriptOf(first) as 'cyrillic' | 'latin';
            for (const word of GLOSSARY.wordsOfConcept(concept, wantedLanguages(uk, en)[script] as Language[])) add(word, listing);
          }
        }
      }
    }
  }
  for (const [term, listings] of added) {
    let list = postings.get(term);
    const had = new Set((list ?? []).map(postingListing));
    if (!list) postings.set(term, (list = []));
    for (const listing of [...listings].sort((a, b) => a - b)) if (!had.has(listing)) list.push(packPosting(listing, PHRASE_WEIGHT, NOT_IN_TITLE));
  }
}
