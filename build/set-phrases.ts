/**
 * A set phrase of the glossary in a listing (src/search/text/glossary/set-phrases.ts):
 * "Мило ручної роботи" is handmade soap, and says nothing of a job, though
 * "роботи" is a form of "робота". Where each of a listing's occurrences of a
 * word stands apart in a set phrase, the listing is not indexed under that
 * word, nor (translations.ts, topics.ts) under what the word means alone; it
 * keeps the phrase's concept (phrases.ts), which the phrase, or its other
 * languages' words, typed in a query reach.
 *
 * Listings are read as they arrive, before the word forms of the export are
 * known: two words side by side whose beginnings are a set phrase's
 * (`ConceptPhrases.mayBeSet`) are noted, with whether the listing says each
 * of them anywhere else, and read by their dictionary words once those are
 * known (`removeFrom`). Set phrases are few; so are the pairs noted.
 */
import { GLOSSARY } from '../src/search/text/glossary/glossary.ts';
import type { WordForms } from '../src/search/text/morphology/word-forms.ts';
import { secondsOfPhrase } from '../src/search/text/glossary/phrases.ts';
import { postingListing } from './posting.ts';

/** Two words side by side in one listing that may be a set phrase, and whether each is said only there. */
interface NotedPair {
  listing: number;
  first: string;
  second: string;
  /** The word is said nowhere else in the listing: it may be let go of the listing's terms. */
  firstOnlyHere: boolean;
  secondOnlyHere: boolean;
}

export class SetPhraseOccurrences {
  private readonly pairs: NotedPair[] = [];

  /** Notes a listing's words (each field's words, each word's terms, in order): its pairs that may be a set phrase. */
  note(listing: number, fields: readonly (readonly (readonly string[])[])[]): void {
    let found: { first: string; second: string }[] | null = null;
    for (const words of fields) {
      for (let at = 0; at + 1 < words.length; at++) for (const second of secondsOfPhrase(words, at)) found = this.pairsAt(words[at]!, words[second]!, found);
    }
    if (found === null) return;
    // How often the listing says each word of a pair, and how often within such a pair.
    const said = new Map<string, number>(), inPairs = new Map<string, number>();
    for (const { first, second } of found) {
      said.set(first, 0).set(second, 0);
      inPairs.set(first, (inPairs.get(first) ?? 0) + 1);
      inPairs.set(second, (inPairs.get(second) ?? 0) + 1);
    }
    for (const words of fields) for (const terms of words) for (const term of terms) if (said.has(term)) said.set(term, said.get(term)! + 1);
    for (const { first, second } of found) {
      this.pairs.push({ listing, first, second, firstOnlyHere: said.get(first)! <= inPairs.get(first)!, secondOnlyHere: said.get(second)! <= inPairs.get(second)! });
    }
  }

  private pairsAt(firsts: readonly string[], seconds: readonly string[], found: { first: string; second: string }[] | null) {
    for (const first of firsts) {
      for (const second of seconds) {
        if (first === second || !GLOSSARY.phrases.mayBeSet(first, second)) continue;
        (found ??= []).push({ first, second });
      }
    }
    return found;
  }

  /**
   * Takes out of `postings` (term → packed postings, listings by arrival) each listing noted of
   * a word it says only where it stands apart in a set phrase, read by `forms`; forgets the pairs.
   */
  removeFrom(postings: Map<string, number[]>, forms: WordForms): void {
    const removed = new Map<string, Set<number>>();
    const remove = (term: string, listing: number) => {
      let listings = removed.get(term);
      if (!listings) removed.set(term, (listings = new Set()));
      listings.add(listing);
    };
    for (const { listing, first, second, firstOnlyHere, secondOnlyHere } of this.pairs) {
      if (!firstOnlyHere && !secondOnlyHere) continue;
      const [firstApart, secondApart] = GLOSSARY.phrases.apartInSet({ term: first, lemmas: forms.lemmasOf(first) }, { term: second, lemmas: forms.lemmasOf(second) });
      if (firstApart && firstOnlyHere) remove(first, listing);
      if (secondApart && secondOnlyHere) remove(second, listing);
    }
    this.pairs.length = 0;
    // A term no listing holds any longer stays a word of the vocabulary, of no listing: typed in a phrase
    // ("пральна машина" in Latin letters or on the other layout), it is a word, and the phrase is read.
    for (const [term, listings] of removed) postings.set(term, (postings.get(term) ?? []).filter((posting) => !listings.has(postingListing(posting))));
  }
}
