/**
 * Word forms: a term's stem, so that "вчительку" meets "вчителька" and
 * "cleaners" meets "cleaner". Ukrainian terms go through Orama's Ukrainian
 * Snowball-style stemmer, Latin ones through its English (Porter) stemmer, with
 * two steps more: an agent noun's "-er" comes off, where what is left is a verb
 * of the English dictionary, and a doubled final consonant is single, as the
 * stemmer makes it after "-ing" ("painter" stems as "paints" does, "babysitter"
 * as "babysit"; "caterer" as "cater", never "cat"; "fill" stays "fill", no
 * "file"). An
 * "-ing" word the English dictionary lists as an entry of its own ("parking",
 * "cleaning", "training") is a noun of its own meaning and is its own stem:
 * "park" is not "parking", while "tutoring" meets "tutor" and "repairing"
 * "repairs". Which service is the same as which doing is the glossary's to say
 * ("cleaning" and "cleaner", glossary/concepts.ts).
 *
 * Short words have no stem (their endings are most of them, and cutting them
 * makes other words: "київ" would stem to "ки"), and neither has a word whose
 * stem would be too short to tell words apart (STEM_MIN_LENGTH).
 */
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as russianStemmer } from '@orama/stemmers/russian';
import { stemmer as ukrainianStemmer } from '@orama/stemmers/ukrainian';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { scriptOf } from './tokenize.ts';

const require = createRequire(import.meta.url);

/** Words shorter than this are matched only as they are. */
const STEM_MIN_WORD_LENGTH = 4;
/**
 * Shorter stems join nothing. A Ukrainian stem of three letters is mostly a
 * short root with its ending cut, shared by unrelated words ("гора" and
 * "горе", "сир" and "сирий"); an English one is a whole root ("car", "job").
 */
const STEM_MIN_LENGTH = { cyrillic: 4, latin: 3 } as const;
const AGENT_SUFFIX_MIN_LENGTH = 5;
/** A doubled final consonant but l, s and z, which Porter's stemmer keeps double after "-ing" too ("filling" fill, "dressing" dress). */
const DOUBLED_FINAL = /([b-df-hj-km-np-rtv-y])\1$/;

/**
 * What the stemmer reads of the English dictionary (`dictionary-en`), once, on
 * the first need, from the installed package itself: the build and the runtime
 * stem alike. One pass of a regular expression each over the file's 50,000
 * lines, not a split of them: it is read on a query's path (a few milliseconds).
 */
interface EnglishWords {
  /**
   * The words in "-ing" it lists as entries of their own ("parking",
   * "building", "cleaning", "training"): nouns of their own meaning, which
   * Porter's stemmer would join to their verbs ("park", "build"). Some 1,600.
   */
  gerunds: ReadonlySet<string>;
  /**
   * Its verbs: the words it inflects by its suffix rules D (-ed) or G (-ing),
   * or makes an "-er" word of by R ("paint", "clean", "heat", "charge",
   * "work"). An agent noun is a verb's doer: its "-er" comes off to one of
   * these. A word that merely ends so is no agent noun: "cater" is no "cat" who
   * does, "summer" no "sum", "easter" no "east", "water" no "wat".
   */
  agentRoots: ReadonlySet<string>;
  /** Its nouns: the words it gives a possessive by its suffix rule M ("job", "support", "company"). */
  nouns: ReadonlySet<string>;
}

let english: EnglishWords | undefined;

function englishWords(): EnglishWords {
  if (english) return english;
  const folder = path.dirname(require.resolve('dictionary-en'));
  const entries = readFileSync(path.join(folder, 'index.dic'), 'utf8');
  return english = {
    gerunds: new Set(Array.from(entries.matchAll(/^([a-z]+ing)(?:\/|$)/gm), (entry) => entry[1]!)),
    agentRoots: new Set(Array.from(entries.matchAll(/^([a-z]+)\/[A-Za-z]*[DGR]/gm), (entry) => entry[1]!)),
    nouns: new Set(Array.from(entries.matchAll(/^([a-z]+)\/[A-Za-z]*M/gm), (entry) => entry[1]!)),
  };
}

/** The stem without its "-er" when what is left is a verb of the dictionary (its "e" restored: "baker", "bake"). */
function withoutAgentSuffix(stem: string): string {
  if (stem.length < AGENT_SUFFIX_MIN_LENGTH || !stem.endsWith('er')) return stem;
  const root = stem.slice(0, -2);
  const { agentRoots } = englishWords();
  return agentRoots.has(root) || agentRoots.has(`${root}e`) ? root : stem;
}

function englishStem(term: string): string {
  const gerund = term.endsWith('ings') ? term.slice(0, -1) : term;
  if (gerund.endsWith('ing') && englishWords().gerunds.has(gerund)) return gerund;
  const stem = withoutAgentSuffix(englishStemmer(term));
  // Porter undoubles after "-ing" but not after "-er" ("babysitting" → babysit, "babysitter" → babysitt): always, here,
  // but l, s and z, which it keeps after "-ing" too.
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

/**
 * A Cyrillic term's stem by the Russian stemmer, or null: the Ukrainian one
 * stems Russian adjectives apart by their gender ("налоговая" налогов,
 * "налоговые" налоговы), where a Russian phrase's words must meet whatever
 * their forms (glossary.ts `phraseKeysOf`).
 */
export function russianStem(term: string): string | null {
  if ([...term].length < STEM_MIN_WORD_LENGTH || scriptOf(term) !== 'cyrillic') return null;
  const stemmed = russianStemmer(term);
  return [...stemmed].length >= STEM_MIN_LENGTH.cyrillic ? stemmed : null;
}

/** The words an English word may be an "-s" form of ("jobs", "taxes", "companies"). */
const withoutS = (word: string): string[] => [word.slice(0, -1), word.slice(0, -2), `${word.slice(0, -3)}y`].filter((base) => base.length > 0 && word.endsWith('s'));
/** The words an English word may be an "-ed" form of ("fixed", "moved", "stopped"). */
const withoutEd = (word: string): string[] => (word.endsWith('ed') ? [word.slice(0, -1), word.slice(0, -2), word.slice(0, -3)] : []);

/**
 * Whether an English word, after a subject pronoun, leaves the pronoun no
 * verb: a noun of the English dictionary (`nouns`, or its "-s" form) that is
 * no form of a verb agreeing with the pronoun — after "it", "he" or "she"
 * (`thirdPersonSingular`) a verb's "-s" or "-ed" form, after "I", "you", "we"
 * or "they" its bare or "-ed" form. "It jobs" and "it support" name no doing
 * of "it"; "it costs", "we buy" do.
 */
export function nounAfterPronoun(word: string, thirdPersonSingular: boolean): boolean {
  if (scriptOf(word) !== 'latin') return false;
  const { nouns, agentRoots: verbs } = englishWords();
  if (!nouns.has(word) && !withoutS(word).some((base) => nouns.has(base))) return false;
  const agreeing = [...withoutEd(word), ...(thirdPersonSingular ? withoutS(word) : [word])];
  return !agreeing.some((base) => verbs.has(base));
}
