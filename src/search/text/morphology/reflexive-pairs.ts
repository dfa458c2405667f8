/**
 * A verb and its reflexive are one doing asked for: "сдаётся" (is let) finds
 * the listings that "сдаю" and "здаю", "здається кімната" those that "здаю
 * кімнату". The dictionaries list a reflexive verb (-ся, -сь) as an entry of its
 * own; the build pairs the two where the dictionary has both as entries, and
 * the runtime reads each as a form of the other (word-forms.ts), as it reads a
 * verb's two aspects (aspect-pairs.ts). No list of examples is kept.
 */
import { isVerbEntry } from './verbs.ts';

/** A reflexive infinitive: an infinitive's ending, then the reflexive one. */
const REFLEXIVE = /^(.+(?:ти|ть|чь))(?:ся|сь)$/;

/** The verb a reflexive verb is made from, or the reflexive verbs a verb makes, of those `isEntry` knows. */
export function reflexivePartners(lemma: string, isEntry: (word: string) => boolean): string[] {
  const made = REFLEXIVE.exec(lemma);
  if (made) return isEntry(made[1]!) ? [made[1]!] : [];
  if (!isVerbEntry(lemma)) return [];
  return [`${lemma}ся`, `${lemma}сь`].filter(isEntry);
}
