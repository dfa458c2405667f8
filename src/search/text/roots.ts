/**
 * A word's root as the vocabulary compares roots: its stem (stem.ts), with the
 * Ukrainian and Russian spellings levelled as the stem keys are folded (missing
 * keys, и/і/ы, е/є/э), so "інструктор" and "инструктор" have one root. The
 * derivation widening asks which roots are of one family, and a compound's
 * second part is keyed by its root (morphology/compounds.ts).
 */
import { foldMissingKeys } from './missing-keys.ts';
import { stem } from './stem.ts';

/** The fewest letters a derivation's root shares with the word's. */
export const DERIVATION_SHARED = 5;
/** A shared beginning this long may end three quarters of the shorter root, whatever follows (`isDerivation`). */
const DERIVATION_LONG_SHARED = 6;

/** The root of a term: its stem (or itself, too short for one), the languages' spellings levelled. */
export function rootOf(term: string): string {
  return foldMissingKeys(stem(term) ?? term).replace(/[ыі]/g, 'и').replace(/[эє]/g, 'е');
}

/**
 * Whether two roots are of one word by another suffix: they share a beginning
 * of five letters or more, and the shorter goes on past it by one letter at
 * most, or by no more letters than the shared beginning has past five — the
 * longer the root shared, the more the endings may differ ("сантехнічні",
 * "сантехнік"; "пральок", "пральних": a suffix of one letter on a short root),
 * while "підстригтися" is not "підстава" — or the shared beginning, of six letters or
 * more, is three quarters of the shorter root at least: a root whose last
 * letters alternate ("водостічні", "водостоки": і and о, ч and к).
 */
export function isDerivation(root: string, other: string): boolean {
  const shared = sharedBeginning(root, other);
  const shorter = Math.min(root.length, other.length);
  return shared >= DERIVATION_SHARED
    && (shorter - shared <= Math.max(1, shared - DERIVATION_SHARED) || (shared >= DERIVATION_LONG_SHARED && shared * 4 >= shorter * 3));
}

/** How many letters two words begin with alike. */
function sharedBeginning(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
