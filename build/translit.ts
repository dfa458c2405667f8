/**
 * Ukrainian written in Latin letters ("Nyania na vykhidni", "Zdaiu kimnatu"):
 * many in the diaspora type so, on a phone without the Ukrainian layout. A
 * Latin word of a listing's Ukrainian text that spells a word of the Ukrainian
 * dictionary is also indexed under that word, as its own posting says (its
 * weight, its title place): so "няня" and "нянею" find "Nyania", and the
 * glossary gives it "nanny" as it gives "Няня". A query typed so reaches the
 * Cyrillic words already (the `latinForms` step); this is the other way.
 *
 * Only the Ukrainian text: an English word that happens to spell a Ukrainian
 * one ("more", "море") is English where it is written.
 */
import { dictionariesFor } from '../src/search/text/morphology/dictionaries.ts';
import { cyrillicSpellings } from '../src/search/text/transliterate.ts';
import { scriptOf } from '../src/search/text/tokenize.ts';
import { byCodeUnit } from '../src/search/sorted.ts';
import { postingListing } from './posting.ts';

/**
 * Adds to `postings` (term → packed postings, listings by arrival) the
 * Cyrillic spellings of `latinInUkrainian` (a Latin term → its postings from
 * listings' Ukrainian text) that the Ukrainian dictionary knows.
 */
export function addCyrillicSpellings(postings: Map<string, number[]>, latinInUkrainian: ReadonlyMap<string, readonly number[]>): void {
  const spellings = new Map([...latinInUkrainian.keys()].map((latin) => [latin, cyrillicSpellings(latin)]));
  const candidates = [...new Set([...spellings.values()].flat())].sort(byCodeUnit);
  if (candidates.length === 0) return;
  const [ukrainian] = dictionariesFor(candidates);
  if (!ukrainian) return;
  // The listings each Cyrillic word is held by, worked out once a word: a common word has many.
  const holders = new Map<string, Set<number>>();
  for (const latin of [...latinInUkrainian.keys()].sort(byCodeUnit)) {
    for (const cyrillic of spellings.get(latin)!) {
      if (ukrainian.lemmasOf(cyrillic).length === 0) continue;
      let list = postings.get(cyrillic);
      if (!list) postings.set(cyrillic, (list = []));
      let held = holders.get(cyrillic);
      if (!held) holders.set(cyrillic, (held = new Set(list.map(postingListing))));
      for (const posting of latinInUkrainian.get(latin)!) {
        if (held.has(postingListing(posting))) continue;
        held.add(postingListing(posting));
        list.push(posting);
      }
    }
  }
}

/** The postings of the Latin words of listings' Ukrainian text, gathered listing by listing as the build reads them. */
export class LatinInUkrainian {
  readonly postings = new Map<string, number[]>();
  private readonly ofListing = new Set<string>();

  /** A word of the listing being read, in its Ukrainian text (language 0) or another. */
  note(language: number, term: string): void {
    if (language === 0 && scriptOf(term) === 'latin') this.ofListing.add(term);
  }

  /** The listing's posting of `term`, kept if the term is one of its Latin Ukrainian words. */
  keep(term: string, posting: number): void {
    if (!this.ofListing.has(term)) return;
    let list = this.postings.get(term);
    if (!list) this.postings.set(term, (list = []));
    list.push(posting);
  }

  /** The listing is read: the next one's words begin. */
  next(): void {
    this.ofListing.clear();
  }
}
