/**
 * A listing written in one language is also indexed under the other words the
 * glossary of the listing domain (src/search/text/glossary/) names the same
 * things by: an ad written only in Ukrainian, "Бухгалтер для малого бізнесу",
 * is found by "accountant" and "бухгалтерія", one only in English, "Nanny
 * available", by "няня" and its Russian word, and "Ремонт даху" by "покрівля"
 * and "roof". A listing in both languages says in each what it means; its
 * words get only their synonyms in their own language. A make or model in a
 * title gets the words of the thing it is a kind of ("honda": "car",
 * "автомобіль"; glossary/kinds.ts), in the same languages — and in a title of
 * the other script in that title's, for a make is no quote ("Продаю Тойоту RAV4").
 *
 * The words added weigh as a description's word, never a title's: a listing
 * that says the word itself ranks above one found by another word for it.
 */
import { GLOSSARY, type Language } from '../src/search/text/glossary/glossary.ts';
import type { WordForms } from '../src/search/text/morphology/word-forms.ts';
import { scriptOf } from '../src/search/text/tokenize.ts';
import { byCodeUnit } from '../src/search/sorted.ts';
import { postingListing, postingTitlePositions } from './posting.ts';
import { AddedPostings } from './added-postings.ts';
import { NOT_IN_TITLE } from '../src/search/titles.ts';

/** What a word the glossary adds weighs in a listing: a description's word. */
const TRANSLATED_WEIGHT = 1;

/**
 * The languages the glossary's words for a listing's title words are taken from, by its titles.
 * Written in one language: an English word's in every language; a Cyrillic word's, Ukrainian or
 * Russian, in Ukrainian and English — a Russian reader finds a Ukrainian word by its Russian
 * spelling, and the Russian words a glossary gives a Ukrainian title ("дом" for "Дім культури",
 * "вечеринка" for "вечорниці") are near, in letters, to too many others. A Cyrillic word in an
 * English title, or a Latin one in a Ukrainian title, is a name or a quote, left as it is.
 * Written in both: each says in its language what it means, so a word gets only its synonyms in
 * its own language ("Immigration attorney" is found by "lawyer", "Сертифікований переклад" by
 * "перекладач"): some 6% more postings (docs/search.md says what they found).
 */
export function wantedLanguages(hasUkrainian: boolean, hasEnglish: boolean): { cyrillic: readonly Language[]; latin: readonly Language[] } {
  if (hasUkrainian && hasEnglish) return { cyrillic: ['uk'], latin: ['en'] };
  return { cyrillic: hasEnglish ? [] : ['uk', 'en'], latin: hasUkrainian ? [] : ['uk', 'ru', 'en'] };
}

/**
 * The terms of `postings` that may name a concept of the glossary, themselves
 * or by a dictionary word they are a form of (`forms`: "будинків" of
 * "будинок"), in code-unit order: a few of the vocabulary.
 */
export function glossaryCandidates(postings: ReadonlyMap<string, unknown>, forms: WordForms): string[] {
  return [...postings.keys()]
    .filter((term) => scriptOf(term) !== 'other' && (GLOSSARY.mayName(term) || GLOSSARY.mayNameKind(term) || forms.lemmasOf(term).some((lemma) => GLOSSARY.mayName(lemma))))
    .sort(byCodeUnit);
}

/**
 * Adds to `postings` (term → packed postings, listings by arrival) the
 * glossary's words for the title words of every listing written in one language.
 * `titles(arrival)`: whether the listing has a Ukrainian and an English title;
 * `forms`: the word forms of the terms of `postings`.
 */
export function addTranslations(postings: Map<string, number[]>, titles: (arrival: number) => [uk: boolean, en: boolean], forms: WordForms): void {
  const candidates = glossaryCandidates(postings, forms);
  const added = new AddedPostings();
  for (const term of candidates) {
    const lemmas = forms.lemmasOf(term);
    const script = scriptOf(term) as 'cyrillic' | 'latin';
    // Per set of languages wanted, the words: listings of one language share them.
    const byWanted = new Map<string, string[]>();
    for (const posting of postings.get(term)!) {
      // What a listing is about is in its title: a word its description only mentions gets no other words.
      if (postingTitlePositions(posting) === NOT_IN_TITLE) continue;
      const arrival = postingListing(posting);
      const [uk, en] = titles(arrival);
      const languages = wantedLanguages(uk, en);
      const wanted = languages[script];
      // A make or model is no quote: in a title of the other script ("Продаю Тойоту RAV4") it says the thing as a word of the title's script would.
      const kindWanted = wanted.length > 0 ? wanted : languages[script === 'latin' ? 'cyrillic' : 'latin'];
      const key = `${wanted.join()}|${kindWanted.join()}`;
      let words = byWanted.get(key);
      if (!words) byWanted.set(key, (words = [...new Set([...GLOSSARY.otherWordsOf(term, lemmas, wanted), ...GLOSSARY.kindWordsOf(term, lemmas, kindWanted)])]));
      for (const word of words) added.add(word, arrival);
    }
  }
  added.addTo(postings, TRANSLATED_WEIGHT, NOT_IN_TITLE);
}
