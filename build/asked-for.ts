/**
 * What a request asks for, for a query that offers a make or model: a listing
 * that looks for a thing makes and models are kinds of ("Куплю авто до 5000$",
 * "Looking for a used car", "Шукаю вживану Тойоту"; src/search/text/glossary/kinds.ts)
 * is indexed under the thing's asked-for term, which "продаю свою Тойоту" and
 * "selling my honda civic" reach (src/search/text/step-lookups.ts `kindOffered`).
 * A seller of one make wants its buyers, not the other sellers of cars.
 *
 * Only a request for the thing itself: a job to fill that asks for a car
 * ("Cleaners wanted, must have a car") buys none. The title or the description
 * may name it: a request says in its description what it looks for.
 *
 * The posting weighs as a description's word, as the glossary's other words do.
 */
import { GLOSSARY } from '../src/search/text/glossary/glossary.ts';
import type { WordForms } from '../src/search/text/morphology/word-forms.ts';
import { NOT_IN_TITLE } from '../src/search/titles.ts';
import { postingListing } from './posting.ts';
import { AddedPostings } from './added-postings.ts';
import { glossaryCandidates } from './translations.ts';

/** What a thing asked for weighs in a listing: a description's word. */
const ASKED_FOR_WEIGHT = 1;

/**
 * Adds to `postings` (term → packed postings, listings by arrival) the asked-for term of each
 * thing a request names; `forms`: the word forms of the terms of `postings`; `wantsThing(arrival)`:
 * whether a listing asks for something and is no job to fill.
 */
export function addAskedFor(postings: Map<string, number[]>, forms: WordForms, wantsThing: (arrival: number) => boolean): void {
  const added = new AddedPostings();
  for (const term of glossaryCandidates(postings, forms)) {
    const things = GLOSSARY.thingsNamedBy(term, forms.lemmasOf(term));
    if (things.length === 0) continue;
    for (const posting of postings.get(term)!) {
      const listing = postingListing(posting);
      if (!wantsThing(listing)) continue;
      for (const thing of things) added.add(GLOSSARY.askedForTerm(thing), listing);
    }
  }
  added.addTo(postings, ASKED_FOR_WEIGHT, NOT_IN_TITLE);
}
