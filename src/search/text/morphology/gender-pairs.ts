/**
 * An occupation named for a woman and for a man is one thing asked for:
 * "вчителька" finds the listing that looks for a "вчителя", "переводчица" the
 * "переводчик", "юрист" the "юристка". Ukrainian and Russian make the woman's
 * word from the man's by a few regular suffixes; the build pairs the
 * dictionaries' words so made, and the runtime reads each as a form of the
 * other (word-forms.ts), as it reads the Russian and Ukrainian spellings of a
 * prefix (russian-prefixes.ts). No list of examples is kept.
 *
 * A pair is made only where the dictionary has both words as entries and the
 * man's word ends as an agent noun does (-ист, -ач, -ар, -ер, -ник, -тель, …) in
 * five letters or more: "сумка" is no woman's "сум".
 */

/** How a word names the one who does something: the endings of agent nouns, in both languages. */
const AGENT_NOUN = /(?:ист|ач|яч|ар|яр|ер|ор|тель|ій|ант|ент|лог|граф|ник|чик|щик)$/;

/** The fewest letters of a man's word that is paired: shorter words end as agent nouns by chance. */
const MIN_LENGTH = 5;

/**
 * The ways a woman's word is made from a man's: [the woman's ending, what replaces it in the man's word].
 * Ukrainian: вчитель → вчителька, психолог → психологиня, працівник → працівниця;
 * Russian: массажист → массажистка, учитель → учительница, работник → работница,
 * переводчик → переводчица.
 */
const ENDINGS: readonly [feminine: string, masculine: string][] = [
  ['ка', ''], ['иня', ''], ['ниця', 'ник'], ['ница', ''], ['ница', 'ник'], ['чица', 'чик'], ['щица', 'щик'],
];

/**
 * The words of the other gender a dictionary word may have: the woman's words
 * a man's word makes and the man's words a woman's word comes from. Only
 * candidates: the build keeps those the dictionary has as entries.
 */
export function genderPartners(lemma: string): string[] {
  const partners = new Set<string>();
  for (const [feminine, masculine] of ENDINGS) {
    if (isAgentNoun(lemma) && lemma.endsWith(masculine)) partners.add(lemma.slice(0, lemma.length - masculine.length) + feminine);
    if (lemma.endsWith(feminine)) {
      const man = lemma.slice(0, lemma.length - feminine.length) + masculine;
      if (isAgentNoun(man)) partners.add(man);
    }
  }
  partners.delete(lemma);
  return [...partners];
}

function isAgentNoun(word: string): boolean {
  return [...word].length >= MIN_LENGTH && AGENT_NOUN.test(word);
}
