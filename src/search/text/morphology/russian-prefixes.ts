/**
 * One verb or noun in Russian and Ukrainian spelling whose prefix differs by a
 * regular letter: the Russian prefix с- before a consonant is the Ukrainian з-
 * ("снимаю", "знімаю"; "сдаётся", "здається"; "сбор", "збору"). The build
 * pairs the dictionaries' words so spelled, from their forms, and the runtime
 * reads each as a form of the other; no list of examples is kept.
 */
import { crossSpellingKey } from './cross-spelling.ts';

/** A Russian word beginning with the prefix с- before a consonant: what its Ukrainian spelling begins with з- instead. */
const RUSSIAN_PREFIX = /^с(?=[бвгджзклмнпрстфхцчшщ])/;

/**
 * The pairs of a Russian lemma and a Ukrainian one that some form of each
 * spells alike once the Russian prefix с- is read as з- (and the two
 * languages' spellings are levelled, cross-spelling.ts).
 */
export function prefixPairs(russian: ReadonlyMap<string, ReadonlySet<string>>, ukrainian: ReadonlyMap<string, ReadonlySet<string>>): [russianLemma: string, ukrainianLemma: string][] {
  const ukrainianByKey = new Map<string, Set<string>>();
  for (const [lemma, forms] of ukrainian) {
    for (const form of forms) {
      if (!form.startsWith('з')) continue;
      const key = crossSpellingKey(form);
      if (key === null) continue;
      let lemmas = ukrainianByKey.get(key);
      if (!lemmas) ukrainianByKey.set(key, lemmas = new Set());
      lemmas.add(lemma);
    }
  }
  const pairs = new Map<string, [string, string]>();
  for (const [lemma, forms] of russian) {
    for (const form of forms) {
      if (!RUSSIAN_PREFIX.test(form)) continue;
      const key = crossSpellingKey(form.replace(RUSSIAN_PREFIX, 'з'));
      for (const paired of (key === null ? undefined : ukrainianByKey.get(key)) ?? []) pairs.set(`${lemma} ${paired}`, [lemma, paired]);
    }
  }
  return [...pairs.values()];
}
