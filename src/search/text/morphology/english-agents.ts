/**
 * One who does a thing and the doing, in English: "cleaners" and "cleaning",
 * "truckers" and "trucking", "caregiver" and "caregiving". English makes the
 * agent noun from the verb by -er and the noun of the doing by -ing, and the
 * stemmer does not join them when the dictionary lists the -ing word as an
 * entry of its own ("cleaning" is a noun of its own meaning, stem.ts). Only
 * candidates: the `doing` step keeps those the glossary names one thing with
 * the word, as it pairs a Ukrainian agent noun with its verb
 * (verbal-nouns.ts), so that a "heater" never finds "heating" unless the
 * glossary says they are one service. Not -or: a word ending so is as often
 * no agent ("floor", whose "flooring" is a thing of its own), and the stemmer
 * joins "tutor" and "tutoring" already.
 */
/** The fewest letters of a word paired: shorter ones end in -er or -ing by chance ("ring", "her"). */
const MIN_LENGTH = 5;

/**
 * The words of the doing an agent noun may have, and the agent nouns of a word
 * of a doing, singular and plural; `of`: the word they are of, a plural made
 * singular (the glossary knows "cleaner", not "cleaners").
 */
export function agentOrDoingPartners(term: string): { of: string; partners: string[] } {
  const of = term.endsWith('s') && !term.endsWith('ss') ? term.slice(0, -1) : term;
  if (term.length < MIN_LENGTH || !/^[a-z]+$/.test(term)) return { of, partners: [] };
  const partners: string[] = [];
  // "cleaner" → "cleaning", "driver" → "driving".
  if (of.endsWith('er')) partners.push(`${of.slice(0, -2)}ing`);
  // "cleaning" → "cleaner", "cleaners".
  if (term.endsWith('ing')) partners.push(`${term.slice(0, -3)}er`, `${term.slice(0, -3)}ers`);
  return { of, partners: partners.filter((partner) => partner !== term && partner.length >= MIN_LENGTH - 1) };
}
