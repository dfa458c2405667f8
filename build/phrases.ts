/**
 * A phrase of the glossary in a listing's title ("Washing machine repair",
 * "Ремонт пральних машин", "Green card through family"): two words side by
 * side, or with one or two function words between ("Дозвіл на роботу", "Power
 * of attorney", "Man with a van"), that name a concept together, though neither names it alone. The
 * listing is indexed under the concept's term, which the same phrase typed in
 * a query reaches in any language and any form of its words (expand.ts), as is
 * a listing whose title names such a concept by one word ("Грин-карта"); and,
 * written in one language, under the concept's words in the others, as
 * translations.ts does for a single word ("пралка" finds "Washing machine
 * repair").
 *
 * The words added weigh as a description's word, as translations.ts's do.
 */
import { GLOSSARY, type Language } from '../src/search/text/glossary/glossary.ts';
import { PHRASE_GAP_MAX, secondsOfPhrase } from '../src/search/text/glossary/phrases.ts';
import type { WordForms } from '../src/search/text/morphology/word-forms.ts';
import { scriptOf } from '../src/search/text/tokenize.ts';
import { termRole } from '../src/search/text/morphology/roles.ts';
import { firstTitlePosition, NOT_IN_TITLE, secondTitlePosition, TITLE_POSITION_MAX } from '../src/search/titles.ts';
import { postingListing, postingTitlePositions } from './posting.ts';
import { AddedPostings } from './added-postings.ts';
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
  // Where each word that may stand in a phrase stands in the titles, one number each: its
  // listing, then its title and place, then the word's number in `inPhrase` (placeKey).
  const inPhrase: string[] = [];
  // Of the words noted, the function words, and those that stand in no phrase themselves.
  const functionWords = new Set<number>(), onlyBetween = new Set<number>();
  const places: number[] = [];
  const added = new AddedPostings();
  for (const [term, list] of postings) {
    if (scriptOf(term) === 'other') continue;
    const word = { term, lemmas: forms.lemmasOf(term) };
    // A title that names a phrased concept by one word ("Грин-карта", "Пралка") is about it too.
    const named = GLOSSARY.mayName(term) || word.lemmas.some((lemma) => GLOSSARY.mayName(lemma)) ? GLOSSARY.phrasedConceptsOf(term, word.lemmas) : [];
    // A function word may stand between a phrase's two words ("дозвіл на роботу"): its place is noted, as a phrase word's is.
    const between = termRole(term) === 'function';
    const phraseWord = GLOSSARY.phrases.mayHold(word, 0) || GLOSSARY.phrases.mayHold(word, 1);
    const mayBeInPhrase = between || phraseWord;
    if (named.length === 0 && !mayBeInPhrase) continue;
    const termNumber = mayBeInPhrase ? inPhrase.push(term) - 1 : -1;
    if (between) functionWords.add(termNumber);
    if (!phraseWord && between) onlyBetween.add(termNumber);
    for (const posting of list) {
      const positions = postingTitlePositions(posting);
      if (positions === NOT_IN_TITLE) continue;
      const listing = postingListing(posting);
      for (const concept of named) added.add(GLOSSARY.conceptTerm(concept), listing);
      if (!mayBeInPhrase) continue;
      for (const [title, place] of [[0, firstTitlePosition(positions)], [1, secondTitlePosition(positions)]] as const) {
        // A place past the last kept is the last kept: words there are no neighbours.
        if (place >= TITLE_POSITION_MAX) continue;
        places.push(placeKey(listing, title * 16 + place, termNumber));
      }
    }
  }
  // By listing, then title and place: a word's neighbour to its right is in the run of the next place.
  const sorted = Float64Array.from(places).sort();
  places.length = 0;
  for (let at = 0; at < sorted.length;) {
    const listing = listingOf(sorted[at]!);
    let end = at;
    while (end < sorted.length && listingOf(sorted[end]!) === listing) end++;
    const [uk, en] = titles(listing);
    for (let first = at; first < end; first++) {
      if (onlyBetween.has(termOf(sorted[first]!))) continue;
      const next = slotOf(sorted[first]!) + 1;
      // The word next to it, or past one or two function words there. A title's last places are never noted, so no
      // pair runs on into the other title.
      const holdsAFunctionWord = (slot: number) => {
        for (let k = first + 1; k < end && slotOf(sorted[k]!) <= slot; k++) if (slotOf(sorted[k]!) === slot && functionWords.has(termOf(sorted[k]!))) return true;
        return false;
      };
      let last = next;
      while (last - next < PHRASE_GAP_MAX && holdsAFunctionWord(last)) last++;
      for (let second = first + 1; second < end && slotOf(sorted[second]!) <= last; second++) {
        const slot = slotOf(sorted[second]!);
        if (slot < next || onlyBetween.has(termOf(sorted[second]!))) continue;
        const a = inPhrase[termOf(sorted[first]!)]!, b = inPhrase[termOf(sorted[second]!)]!;
        for (const concept of GLOSSARY.phrases.conceptsOf({ term: a, lemmas: forms.lemmasOf(a) }, { term: b, lemmas: forms.lemmasOf(b) })) {
          added.add(GLOSSARY.conceptTerm(concept), listing);
          const script = scriptOf(a) as 'cyrillic' | 'latin';
          for (const word of GLOSSARY.wordsOfConcept(concept, wantedLanguages(uk, en)[script] as Language[])) added.add(word, listing);
        }
      }
    }
    at = end;
  }
  added.addTo(postings, PHRASE_WEIGHT, NOT_IN_TITLE);
}

/** A word's place in a title as one number: listing, then slot (title · 16 + place), then the word's number; exact for 2^26 listings and 2^22 words. */
const SLOTS = 32, TERMS = 2 ** 22;
function placeKey(listing: number, slot: number, term: number): number {
  if (term >= TERMS || listing >= 2 ** 26) throw new Error('phrases: more listings or words than a place key holds');
  return (listing * SLOTS + slot) * TERMS + term;
}
const listingOf = (key: number) => Math.floor(key / (SLOTS * TERMS));
const slotOf = (key: number) => Math.floor(key / TERMS) % SLOTS;
const termOf = (key: number) => key % TERMS;

/**
 * The concepts listings' descriptions name by a phrase of the glossary
 * ("winter tires", "налоговые декларации"): each such listing is indexed under
 * the concept's described term (`Glossary.describedConceptTerm`), as a
 * description's word, which a phrase typed one of whose words reaches nothing
 * reaches ("зимова гума" where no listing says "гума"), as it reaches the
 * concept's single words wherever a listing says them. Not the concept's
 * words in other languages, as for a title: a description names many things
 * in passing.
 *
 * Descriptions are read as listings arrive, before the word forms of the
 * export are known: two words side by side are noted when their beginnings
 * are a phrase's (`ConceptPhrases.mayBe`), and read by their dictionary words
 * once those are known (`addTo`).
 */
export class DescriptionPhrases {
  /** "first second" → the listings (arrivals) whose descriptions say the two side by side. */
  private readonly pairs = new Map<string, number[]>();

  /** Notes the words of a listing's description (each word's terms, in order) that may be a phrase. */
  note(listing: number, words: readonly (readonly string[])[]): void {
    for (let at = 0; at + 1 < words.length; at++) for (const second of secondsOfPhrase(words, at)) this.notePair(listing, words[at]!, words[second]!);
  }

  private notePair(listing: number, firsts: readonly string[], seconds: readonly string[]): void {
    for (const first of firsts) {
      for (const second of seconds) {
        if (!GLOSSARY.phrases.mayBe(first, second)) continue;
        const pair = `${first} ${second}`;
        let listings = this.pairs.get(pair);
        if (!listings) this.pairs.set(pair, (listings = []));
        if (listings[listings.length - 1] !== listing) listings.push(listing);
      }
    }
  }

  /** Adds to `postings` the concepts' terms of the pairs noted that are phrases, read by `forms`; forgets the pairs. */
  addTo(postings: Map<string, number[]>, forms: WordForms): void {
    const added = new AddedPostings();
    for (const [pair, listings] of this.pairs) {
      const [first, second] = pair.split(' ') as [string, string];
      for (const concept of GLOSSARY.phrases.conceptsOf({ term: first, lemmas: forms.lemmasOf(first) }, { term: second, lemmas: forms.lemmasOf(second) })) {
        for (const listing of listings) added.add(GLOSSARY.describedConceptTerm(concept), listing);
      }
    }
    this.pairs.clear();
    added.addTo(postings, PHRASE_WEIGHT, NOT_IN_TITLE);
  }
}
