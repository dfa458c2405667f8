/**
 * Postings the glossary gives terms (phrases.ts, translations.ts), gathered as
 * the listings of each term and added once all are known: each listing once,
 * and none the term already holds.
 *
 * Gathered as plain lists of numbers and checked against one byte a listing,
 * marked for one term at a time: a Set of the listings of every term the
 * glossary reached, and a Map of places for every listing's title, were the
 * build's peak (docs/build.md, memory).
 */
import { packPosting, postingListing } from './posting.ts';

export class AddedPostings {
  private readonly listings = new Map<string, number[]>();

  /** `term` is to be given a posting of `listing` (an arrival). */
  add(term: string, listing: number): void {
    let listings = this.listings.get(term);
    if (!listings) this.listings.set(term, (listings = []));
    listings.push(listing);
  }

  /** Adds to each term's postings one of each listing gathered for it that it does not hold, with `weight` and in no title, in listing order. */
  addTo(postings: Map<string, number[]>, weight: number, titlePositions: number): void {
    let held: Uint8Array<ArrayBuffer> = new Uint8Array(0);
    for (const [term, listings] of this.listings) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      const had = list.length;
      for (let i = 0; i < had; i++) {
        const listing = postingListing(list[i]!);
        if (listing >= held.length) held = larger(held, listing);
        held[listing] = 1;
      }
      listings.sort((a, b) => a - b);
      for (const listing of listings) {
        if (listing >= held.length) held = larger(held, listing);
        if (held[listing]) continue;
        held[listing] = 1;
        list.push(packPosting(listing, weight, titlePositions));
      }
      // Unmarked for the next term: the bytes are the same for every term.
      for (const posting of list) held[postingListing(posting)] = 0;
    }
    this.listings.clear();
  }
}

/** The marks with room for `listing`, those made kept. */
function larger(held: Uint8Array<ArrayBuffer>, listing: number): Uint8Array<ArrayBuffer> {
  const grown = new Uint8Array(Math.max(listing + 1, held.length * 2));
  grown.set(held);
  return grown;
}
