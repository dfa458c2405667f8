/**
 * A verb's two aspects are one doing asked for: "перевезу меблі" finds the
 * movers who write "Перевозимо", "вывезти" the listing that says "вивозимо",
 * "замінити кран" the one that "замінює". Ukrainian and Russian make the
 * imperfective from the perfective by a few regular changes of the stem's end,
 * keeping its prefix (перевезти → перевозити, замінити → заміняти, переписати →
 * переписувати, продати → продавати); the build pairs the dictionaries' verbs
 * so made, and the runtime reads each as a form of the other (word-forms.ts),
 * as it reads a man's and a woman's word for one occupation (gender-pairs.ts).
 * No list of examples is kept.
 *
 * A pair is made only where the dictionary has both verbs as entries. A change
 * of prefix is never one ("показати" shows, "казати" says; "здати" lets, "дати"
 * gives): only the ending after the prefix changes.
 */

/**
 * The ways an imperfective is made from a perfective: [the perfective's ending,
 * the imperfective's, the fewest letters before the ending]. An л comes in
 * after a labial before -ювати/-яти (встановити → встановлювати, оформить →
 * оформлять); Russian writes -ивать after a velar or a hissing letter. The
 * verbs of carrying and leading pair with their prefix alone ("вивезти",
 * "внести"); the endings any verb may have need a longer stem ("стоить" costs,
 * "стоять" stands).
 */
const ENDINGS: readonly [perfective: string, imperfective: string, minStem: number][] = [
  // Ukrainian
  ['везти', 'возити', 1], ['нести', 'носити', 1], ['вести', 'водити', 1],
  ['ити', 'яти', 4], ['ити', 'ювати', 4],
  ['бити', 'блювати', 3], ['вити', 'влювати', 3], ['мити', 'млювати', 3], ['пити', 'плювати', 3], ['фити', 'флювати', 3],
  ['бити', 'бляти', 3], ['вити', 'вляти', 3], ['мити', 'мляти', 3], ['пити', 'пляти', 3],
  ['ати', 'увати', 4], ['яти', 'ювати', 4],
  ['дати', 'давати', 2], ['знати', 'знавати', 2], ['стати', 'ставати', 2],
  // Russian
  ['везти', 'возить', 1], ['нести', 'носить', 1], ['вести', 'водить', 1],
  ['ить', 'ять', 4],
  ['бить', 'блять', 3], ['вить', 'влять', 3], ['мить', 'млять', 3], ['пить', 'плять', 3],
  ['ать', 'ывать', 4],
  ...[...'гкхжшчщ'].map((last): [string, string, number] => [`${last}ать`, `${last}ивать`, 3]),
  ['дать', 'давать', 2], ['знать', 'знавать', 2], ['стать', 'ставать', 2],
];

/** The reflexive endings: a reflexive verb pairs as its stem does ("перевозитися"). */
const REFLEXIVE = /(?:ся|сь)$/;

/**
 * The verbs of the other aspect a dictionary verb may have, of those `isEntry`
 * knows, as read from its own ending: the imperfectives a perfective makes and
 * the perfectives an imperfective comes from. The longest ending that makes an
 * entry wins: "продати" sells as "продавати" does, not as "продувати" blows.
 */
function partnersByEnding(lemma: string, isEntry: (word: string) => boolean): string[] {
  const reflexive = REFLEXIVE.exec(lemma)?.[0] ?? '';
  const stem = lemma.slice(0, lemma.length - reflexive.length);
  const made = (from: 0 | 1): string[] => {
    let longest = 0;
    let found: string[] = [];
    for (const rule of ENDINGS) {
      const [ending, other, minStem] = [rule[from], rule[1 - from] as string, rule[2]];
      if (!stem.endsWith(ending) || stem.length - ending.length < minStem || ending.length < longest) continue;
      const partner = stem.slice(0, stem.length - ending.length) + other + reflexive;
      if (partner === lemma || !isEntry(partner)) continue;
      if (ending.length > longest) [longest, found] = [ending.length, []];
      found.push(partner);
    }
    return found;
  };
  return [...new Set([...made(0), ...made(1)])];
}

/**
 * The verbs of the other aspect a dictionary verb has: those it pairs with
 * and that pair with it, each read from its own ending, so that a pair one
 * side's longer ending refuses is never made from the other side ("продувати"
 * does not pair with "продати", which pairs with "продавати").
 */
export function aspectPartners(lemma: string, isEntry: (word: string) => boolean): string[] {
  return partnersByEnding(lemma, isEntry).filter((partner) => partnersByEnding(partner, isEntry).includes(lemma));
}

/** Whether two verbs are each other's other aspect. */
export function areAspectPair(a: string, b: string, isEntry: (word: string) => boolean): boolean {
  return aspectPartners(a, isEntry).includes(b);
}
