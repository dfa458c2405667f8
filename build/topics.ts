/**
 * What a listing is about, for a query that names only the trouble: a listing
 * whose title names a service of a topic (src/search/text/glossary/topics.ts:
 * "Сантехнік у Чикаго", "Emergency dentist") is indexed under the topic's
 * term, so "fix my sink" and "болит зуб" reach it though it says neither
 * "sink" nor "зуб". Its title's words in any form and language name the
 * service, as the glossary knows them.
 *
 * The topic's posting weighs as a description's word, never a title's: a
 * listing that says the thing asked about ranks above one found by its topic.
 * Only a listing that offers its service answers the trouble: another person's
 * request for a plumber, or a plumber's job to fill, names the service too but
 * fixes no sink (src/search/listing-intent.ts).
 */
import { GLOSSARY } from '../src/search/text/glossary/glossary.ts';
import type { WordForms } from '../src/search/text/morphology/word-forms.ts';
import { NOT_IN_TITLE } from '../src/search/titles.ts';
import { packPosting, postingListing, postingTitlePositions } from './posting.ts';
import { glossaryCandidates } from './translations.ts';

/** What a topic's posting weighs in a listing: a description's word. */
const TOPIC_WEIGHT = 1;

/**
 * Adds to `postings` (term → packed postings, listings by arrival) a topic's term for every
 * listing that offers what its title names a service of; `forms`: the word forms of the terms
 * of `postings`; `asks(arrival)`: whether a listing asks for something rather than offers it.
 */
export function addTopics(postings: Map<string, number[]>, forms: WordForms, asks: (arrival: number) => boolean): void {
  const about = new Map<number, Set<number>>();
  for (const term of glossaryCandidates(postings, forms)) {
    const topics = GLOSSARY.topicsAbout(term, forms.lemmasOf(term));
    if (topics.length === 0) continue;
    for (const posting of postings.get(term)!) {
      if (postingTitlePositions(posting) === NOT_IN_TITLE || asks(postingListing(posting))) continue;
      for (const topic of topics) {
        let listings = about.get(topic);
        if (!listings) about.set(topic, (listings = new Set()));
        listings.add(postingListing(posting));
      }
    }
  }
  for (const [topic, listings] of about) {
    postings.set(GLOSSARY.topicTerm(topic), [...listings].sort((a, b) => a - b).map((arrival) => packPosting(arrival, TOPIC_WEIGHT, NOT_IN_TITLE)));
  }
}
