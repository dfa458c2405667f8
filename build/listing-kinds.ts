/**
 * A listing is about its kind whether or not its text says so: "Bookkeeper
 * wanted" is a job posting, "Carol evening" an event. Every listing of a kind a word
 * names (src/search/text/glossary/listing-kinds.ts) is indexed under the kind's
 * term, so that "вакансії" or "vacancy" reach every job posting.
 *
 * The kind's posting weighs as a description's word, never a title's: a
 * listing that says the word ranks above one found by its kind alone.
 */
import type { Kind } from '../src/schema/common.ts';
import { listingKindTerm } from '../src/search/text/glossary/glossary.ts';
import { LISTING_KINDS } from '../src/search/text/glossary/listing-kinds.ts';
import { NOT_IN_TITLE } from '../src/search/titles.ts';
import { packPosting } from './posting.ts';

/** What a kind's posting weighs in a listing: a description's word. */
const KIND_WEIGHT = 1;

/**
 * Adds to `postings` (term → packed postings, listings by arrival) the term of each named kind
 * for the listings of `n` made here (`madeHere(arrival)`) by their kinds (`kindOf(arrival)`): a
 * listing carried from the previous release brings its postings, these among them.
 */
export function addListingKinds(postings: Map<string, number[]>, n: number, madeHere: (arrival: number) => boolean, kindOf: (arrival: number) => Kind): void {
  const named = new Map<Kind, number[]>(LISTING_KINDS.map(({ kind }) => [kind, []]));
  for (let arrival = 0; arrival < n; arrival++) if (madeHere(arrival)) named.get(kindOf(arrival))?.push(packPosting(arrival, KIND_WEIGHT, NOT_IN_TITLE));
  for (const [kind, listings] of named) if (listings.length > 0) postings.set(listingKindTerm(kind), listings);
}
