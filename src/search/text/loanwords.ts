/**
 * Loanwords and brands across scripts: "лептоп" and "laptop", "фітнес" and
 * "fitness", "Хонда" and "Honda". The build pairs a Cyrillic word a
 * dictionary knows with an English word of the vocabulary when both reduce to
 * one skeleton (transliterate.ts) and their loose Latin keys are near; the
 * snapshot keeps the pairs, and a query looks its word's pairs up. (A Cyrillic
 * word no dictionary knows meets its English word by the skeleton at query
 * time, match-steps.ts.)
 *
 * The guard: a skeleton of four letters or more, loose keys at most a third
 * of their letters apart (so "кімната", kmnt, is not "community", kmnt), and
 * both real words of their language: the Cyrillic one known to a dictionary,
 * the Latin one no Latin spelling of a Ukrainian word the dictionaries know
 * ("kvartyra" is "квартира" by its romanization, not a loanword).
 */
import { isNumberTerm } from './numbers.ts';
import type { WordForms } from './morphology/word-forms.ts';
import { scriptOf } from './tokenize.ts';
import { cyrillicSpellings, latinKey, skeleton } from './transliterate.ts';

/** Loose keys farther apart than this share of the longer one's letters are no pair. */
const MOST_APART = 1 / 3;

/** Edit distance (insertions, deletions, substitutions) between two short keys. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** Every term of the vocabulary that has a pair in the other script, with its pairs. */
export function loanwordPairs(terms: readonly string[], forms: WordForms): Map<string, string[]> {
  const bySkeleton = new Map<string, { latin: [string, string][]; cyrillic: [string, string][] }>();
  for (const term of terms) {
    if (isNumberTerm(term)) continue;
    const script = scriptOf(term);
    if (script === 'other') continue;
    if (script === 'cyrillic' ? forms.lemmasOf(term).length === 0 : cyrillicSpellings(term).some((c) => forms.lemmasOf(c).length > 0)) continue;
    const key = latinKey(term, script);
    const bones = skeleton(key);
    if (bones === null) continue;
    let group = bySkeleton.get(bones);
    if (!group) bySkeleton.set(bones, group = { latin: [], cyrillic: [] });
    group[script].push([term, key]);
  }
  const pairs = new Map<string, string[]>();
  const pair = (a: string, b: string) => {
    const of = pairs.get(a);
    if (of) of.push(b);
    else pairs.set(a, [b]);
  };
  for (const { latin, cyrillic } of bySkeleton.values()) {
    for (const [c, cKey] of cyrillic) {
      for (const [l, lKey] of latin) {
        if (distance(cKey, lKey) > Math.max(cKey.length, lKey.length) * MOST_APART) continue;
        pair(c, l);
        pair(l, c);
      }
    }
  }
  return pairs;
}
