/**
 * What a number says of the query words beside it (numbers.ts reads the
 * numbers themselves): a count names the thing it counts, and a period what a
 * price is asked per, so the word that says so again is a side word, not one
 * every listing must hold. Each changes `roles` (morphology/roles.ts) in place,
 * as the expander reads a query (expand.ts).
 */
import { GLOSSARY } from './glossary/glossary.ts';
import type { TermRole } from './morphology/roles.ts';
import { isNumberTerm, RATE_PERIODS, unitOf, WHAT_A_COUNT_NAMES } from './numbers.ts';
import { scriptOf } from './tokenize.ts';
import { cyrillicSpellings } from './transliterate.ts';
import type { TermMatch, Vocabulary } from './vocabulary.ts';

/**
 * A count of a unit beside a word for the thing it counts ("2-кімнатна
 * квартира", "1 bedroom apartment"): the count says what the thing is
 * (`WHAT_A_COUNT_NAMES`), and the word for it becomes a side word, so that a
 * listing that says only "2-bedroom" or "2br condo" answers too.
 */
export function countedThingsAside(read: readonly string[], roles: TermRole[], expansions: readonly { matches: readonly TermMatch[] }[], vocabulary: Vocabulary): void {
  const named = new Set<string>();
  expansions.forEach(({ matches }, i) => {
    const units = [read[i]!, ...matches.map((match) => vocabulary.terms[match.termId]!)].map(unitOf);
    for (const unit of units) for (const word of (unit && WHAT_A_COUNT_NAMES[unit]) || []) named.add(word);
  });
  if (named.size === 0) return;
  read.forEach((term, i) => {
    if (roles[i] !== 'content' || isNumberTerm(term)) return;
    // A Latin word names what the Ukrainian word it spells does ("kvartyra").
    const spellings = scriptOf(term) === 'latin' ? [term, ...cyrillicSpellings(term)] : [term];
    const english = spellings.flatMap((word) => {
      const lemmas = vocabulary.lemmasOf(word);
      return [word, ...lemmas, ...GLOSSARY.otherWordsOf(word, lemmas, ['en'])];
    });
    if (english.some((word) => named.has(word))) roles[i] = 'preference';
  });
}

/**
 * A period beside a number ("1800 в месяц", "$25/hr", "monthly 1800"; function
 * words between are passed over) says what the price is asked per
 * (`RATE_PERIODS`): a side word, so that a listing priced so that does not say
 * "a month" answers too.
 */
export function ratePeriodsAside(read: readonly string[], roles: TermRole[], vocabulary: Vocabulary): void {
  const isPeriod = (i: number) => roles[i] === 'content' && [read[i]!, ...vocabulary.lemmasOf(read[i]!)].some((word) => RATE_PERIODS.has(word));
  read.forEach((term, i) => {
    if (!isNumberTerm(term)) return;
    for (const step of [1, -1]) {
      let j = i + step;
      while (roles[j] === 'function') j += step;
      if (j >= 0 && j < read.length && isPeriod(j)) roles[j] = 'preference';
    }
  });
}
