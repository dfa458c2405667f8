/**
 * One who does a thing and the doing, in English: "cleaners" and "cleaning",
 * "truckers" and "trucking", "caregiver" and "caregiving", "tutoring" and
 * "tutor". English makes the agent noun from the verb by -er or -or and the
 * noun of the doing by -ing, and the stemmer does not join them when the
 * dictionary lists the -ing word as an entry of its own ("cleaning" is a noun
 * of its own meaning, stem.ts). Only candidates: the `doing` step keeps those
 * the glossary names one thing with the word, as it pairs a Ukrainian agent
 * noun with its verb (verbal-nouns.ts), so that a "heater" never finds
 * "heating" unless the glossary says they are one service.
 */

/** The fewest letters of a word paired: shorter ones end in -er or -ing by chance ("ring", "her"). */
const MIN_LENGTH = 5;

/** The words of the doing an agent noun may have, and the agent nouns of a word of a doing, singular and plural. */
export function agentOrDoingPartners(term: string): string[] {
  if (term.length < MIN_LENGTH || !/^[a-z]+$/.test(term)) return [];
  const partners: string[] = [];
  const singular = term.endsWith('s') && !term.endsWith('ss') ? term.slice(0, -1) : term;
  if (/(?:er|or)$/.test(singular)) {
    // "cleaner" → "cleaning", "driver" → "driving"; "tutor" → "tutoring".
    const base = singular.slice(0, -2);
    partners.push(`${base}ing`, `${singular}ing`);
  }
  if (term.endsWith('ing')) {
    // "cleaning" → "cleaner", "driving" → "driver"; "tutoring" → "tutor".
    const base = term.slice(0, -3);
    for (const agent of [`${base}er`, `${base}or`, base]) partners.push(agent, `${agent}s`);
  }
  return [...new Set(partners)].filter((partner) => partner !== term && partner.length >= MIN_LENGTH - 1);
}
