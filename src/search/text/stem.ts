/**
 * Word forms: a term's stem, so that "вчительку" meets "вчителька" and
 * "cleaners" meets "cleaning". Ukrainian terms go through Orama's Ukrainian
 * Snowball-style stemmer, Latin ones through its English (Porter) stemmer, with
 * two steps more: an agent noun's "-er" comes off and a doubled final consonant
 * is single ("cleaner", "plumber", "babysitter" stem as "cleaning", "plumbing",
 * "babysitting" do).
 *
 * Short words have no stem (their endings are most of them, and cutting them
 * makes other words: "київ" would stem to "ки"), and neither has a word whose
 * stem would be too short to tell words apart (STEM_MIN_LENGTH).
 */
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as ukrainianStemmer } from '@orama/stemmers/ukrainian';
import { scriptOf } from './tokenize.ts';

/** Words shorter than this are matched only as they are. */
const STEM_MIN_WORD_LENGTH = 4;
/**
 * Shorter stems join nothing. A Ukrainian stem of three letters is mostly a
 * short root with its ending cut, shared by unrelated words ("гора" and
 * "горе", "сир" and "сирий"); an English one is a whole root ("car", "job").
 */
const STEM_MIN_LENGTH = { cyrillic: 4, latin: 3 } as const;
const AGENT_SUFFIX_MIN_LENGTH = 5;
const DOUBLED_FINAL = /([b-df-hj-np-tv-z])\1$/;

function englishStem(term: string): string {
  let stem = englishStemmer(term);
  if (stem.length >= AGENT_SUFFIX_MIN_LENGTH && stem.endsWith('er')) stem = stem.slice(0, -2);
  // Porter undoubles after "-ing" but not after "-er" ("babysitting" → babysit, "babysitter" → babysitt): always, here.
  return stem.replace(DOUBLED_FINAL, '$1');
}

/** The stem a term shares with its other forms, or null when it is matched only as it is. */
export function stem(term: string): string | null {
  if ([...term].length < STEM_MIN_WORD_LENGTH) return null;
  const script = scriptOf(term);
  if (script === 'other') return null;
  const stemmed = script === 'cyrillic' ? ukrainianStemmer(term) : englishStem(term);
  return [...stemmed].length >= STEM_MIN_LENGTH[script] ? stemmed : null;
}
