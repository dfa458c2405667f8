/**
 * A verb and the noun that names its doing are one doing asked for: "хто
 * збирає меблі" finds "Збирання меблів", "прибирання" the one who "прибирає",
 * "навчити плавати" the "плавання" lessons. Ukrainian and Russian make the
 * verbal noun from the infinitive by a few regular endings (збирати →
 * збирання, фарбувати → фарбування, лагодити → лагодження, водити → водіння;
 * собирать → собирание, установить → установление); the build pairs the
 * dictionaries' entries so made (word-forms.ts), and a word of one reaches the
 * forms of the other (the `doing` step, match-steps.ts): two words, not two
 * forms of one, so that a verb stays a verb and a noun a noun wherever a word's
 * dictionary words are asked (what it does in a phrase, the glossary's
 * concepts). No list of examples is kept.
 *
 * A pair is made only where the dictionary has both as entries, and only of
 * the nouns in -ння and -ние, which name nothing but the doing ("життя", life,
 * is no "жити" so paired; "знання", knowledge, is what "знати" does). One who
 * does it is paired by an agent's suffix (`agentPartners`) where the glossary
 * names both one thing besides.
 */
import { isVerbalNounEntry, isVerbEntry } from './verbs.ts';

/** The consonant a stem's last one becomes before -ення/-ение (лагодити → лагодження, просити → прошення), and a labial's л (ставити → ставлення). */
const ALTERNATIONS: readonly [verb: string, noun: string][] = [
  ['д', 'дж'], ['з', 'ж'], ['с', 'ш'], ['т', 'ч'], ['ст', 'щ'],
  ['б', 'бл'], ['п', 'пл'], ['в', 'вл'], ['м', 'мл'], ['ф', 'фл'],
];

/**
 * The ways a verbal noun is made from an infinitive: [the infinitive's ending,
 * the noun's]. Of -ити the stem's last consonant may alternate (`ALTERNATIONS`).
 */
const ENDINGS: readonly [verb: string, noun: string][] = [
  // Ukrainian
  ['ати', 'ання'], ['яти', 'яння'], ['іти', 'іння'], ['ити', 'ення'], ['ити', 'іння'], ['нути', 'нення'],
  // Russian
  ['ать', 'ание'], ['ять', 'яние'], ['еть', 'ение'], ['ить', 'ение'],
];

/** The fewest letters of a stem before the ending: "знати", "жати" are short words of their own. */
const MIN_STEM = 2;

/** The nouns an infinitive makes by `ENDINGS`, the alternations of -ити and -ить among them. */
function nounsOf(verb: string): string[] {
  const made: string[] = [];
  for (const [ending, noun] of ENDINGS) {
    if (!verb.endsWith(ending) || verb.length - ending.length < MIN_STEM) continue;
    const stem = verb.slice(0, verb.length - ending.length);
    made.push(stem + noun);
    if (noun !== 'ення' && noun !== 'ение') continue;
    for (const [from, to] of ALTERNATIONS) if (stem.endsWith(from)) made.push(stem.slice(0, stem.length - from.length) + to + noun);
  }
  return made;
}

/** The infinitives a verbal noun may be made from by `ENDINGS` (and back through an alternation). */
function verbsOf(noun: string): string[] {
  const made: string[] = [];
  for (const [ending, suffix] of ENDINGS) {
    if (!noun.endsWith(suffix)) continue;
    const stem = noun.slice(0, noun.length - suffix.length);
    if (stem.length < MIN_STEM) continue;
    made.push(stem + ending);
    if (suffix !== 'ення' && suffix !== 'ение') continue;
    for (const [from, to] of ALTERNATIONS) if (stem.endsWith(to)) made.push(stem.slice(0, stem.length - to.length) + from + ending);
  }
  return made;
}

/**
 * The verbal nouns a dictionary verb makes, or the verbs a verbal noun is made
 * from, of those `isEntry` knows; each pair is made from both sides, so a noun
 * pairs only with a verb that makes it.
 */
export function verbalNounPartners(lemma: string, isEntry: (word: string) => boolean): string[] {
  if (isVerbEntry(lemma)) return [...new Set(nounsOf(lemma))].filter((noun) => noun !== lemma && isEntry(noun));
  if (!isVerbalNounEntry(lemma)) return [];
  return [...new Set(verbsOf(lemma))].filter((verb) => isVerbEntry(verb) && isEntry(verb) && nounsOf(verb).includes(lemma));
}

/**
 * The nouns of a doing made with -ка of a perfective verb ("прочистити" → "прочистка", "доставити" →
 * "доставка", "перевірити" → "перевірка"; "подготовить" → "подготовка"), and of -увати with its о
 * ("підготувати" → "підготовка"): [the infinitive's ending, the noun's]. Such a noun also names a
 * thing ("кришка", a lid, of "кришити"): read as a doing only where a verb it could be made of is a
 * word of the listings (`verbsMaking`).
 */
const KA_ENDINGS: readonly [verb: string, noun: string][] = [
  ['ити', 'ка'], ['ати', 'ка'], ['увати', 'овка'], ['ить', 'ка'], ['ать', 'ка'], ['овать', 'овка'],
];

/** The fewest letters before -ка of a noun of a doing: "рука", "мука" and "сумка" are made of no verb. */
const KA_MIN_STEM = 4;

/**
 * The infinitives a noun typed may name the doing of: a verbal noun's (-ння, -ние, by `ENDINGS`) or a
 * noun's in -ка (`KA_ENDINGS`); the caller keeps those it knows as verbs.
 */
export function verbsMaking(noun: string): string[] {
  const made = isVerbalNounEntry(noun) ? verbsOf(noun) : [];
  // A noun in -ка no listing uses is known by no dictionary word here: its commonest cases typed are read as it ("на прочистку", "доставки").
  const nominative = noun.replace(/к(?:у|и|ою|ой)$/u, 'ка');
  for (const [ending, suffix] of KA_ENDINGS) {
    if (nominative.endsWith(suffix) && nominative.length - suffix.length >= KA_MIN_STEM) made.push(nominative.slice(0, nominative.length - suffix.length) + ending);
  }
  return made;
}

/**
 * The agent nouns a verb makes by the regular suffixes of one who does it
 * (Ukrainian -альник, -альниця, -ач, -ачка of -ати; Russian -тель of -ать,
 * -ить), and back: "перекладати", "перекладач"; "доглядати", "доглядальниця".
 * An instrument is made the same way ("вимикач", a switch, of "вимикати"), and
 * one who does a thing may do it to another ("доглядаю котів"): the caller
 * keeps only the pairs another source ties (word-forms.ts, the glossary).
 */
const AGENTS: readonly [verb: string, agent: string][] = [
  ['ати', 'альник'], ['ати', 'альниця'], ['ати', 'ач'], ['ати', 'ачка'], ['яти', 'яльник'], ['яти', 'яльниця'],
  ['ать', 'атель'], ['ать', 'ательница'], ['ить', 'итель'], ['ить', 'ительница'],
];

/** The fewest letters of a stem before an agent's suffix. */
const AGENT_MIN_STEM = 3;

/** The agent nouns a dictionary verb makes, or the verbs an agent noun is made from, of those `isEntry` knows. */
export function agentPartners(lemma: string, isEntry: (word: string) => boolean): string[] {
  const made: string[] = [];
  const verb = isVerbEntry(lemma);
  for (const [ending, agent] of AGENTS) {
    const [from, to] = verb ? [ending, agent] : [agent, ending];
    if (lemma.endsWith(from) && lemma.length - from.length >= AGENT_MIN_STEM) made.push(lemma.slice(0, lemma.length - from.length) + to);
  }
  return [...new Set(made)].filter((partner) => partner !== lemma && isEntry(partner) && isVerbEntry(partner) !== verb);
}
