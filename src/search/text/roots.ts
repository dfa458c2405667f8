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

/**
 * The prefixes of three letters or more that Ukrainian and Russian put before
 * a root (пере-, при-, під-, роз-, …; пред-, віді-, …), and English's
 * ("trans-", "inter-", "under-", "over-"), as `rootOf` levels them (і, ы as и):
 * a beginning shared up to one of them and a letter or two past it is the
 * prefix's, not a root's ("перевірка" and "перевізник" share "перев" and the
 * vowel of their roots, вір- and віз-). A closed class; the one- and
 * two-letter prefixes leave at least three letters of a five-letter beginning
 * to the root.
 */
const PREFIXES = [
  'від', 'віді', 'під', 'піді', 'над', 'наді', 'пере', 'перед', 'пред', 'при', 'про', 'пре', 'роз', 'розі', 'без', 'безі', 'понад', 'недо', 'поза',
  'раз', 'рас', 'бес', 'воз', 'вос', 'под', 'подо', 'надо', 'обо', 'ото', 'изо',
  'trans', 'inter', 'under', 'over', 'super', 'counter',
].map((prefix) => prefix.replace(/[ыі]/g, 'и')).sort((a, b) => b.length - a.length);

/** A root's vowel and the one it alternates with, as `rootOf` levels them (і as и): о and е (`sharedBeginning`). */
const ALTERNATING_VOWELS = new Set(['ио', 'ие', 'ои', 'еи']);

/** The fewest letters of a root that a shared beginning must hold past a prefix (`isDerivation`). */
const ROOT_PAST_PREFIX = 3;

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
 * letters alternate ("водостічні", "водостоки": і and о, ч and к). The beginning
 * shared may have і in one where the other has о or е, a root's vowel that
 * alternates ("перевізник", "перевезення", "перевозимо"). Either way
 * the beginning shared holds three letters of the root past a prefix both
 * begin with (`PREFIXES`): "перевізник" is not "перевірка".
 */
export function isDerivation(root: string, other: string): boolean {
  const shared = sharedBeginning(root, other);
  const prefix = PREFIXES.find((p) => root.startsWith(p) && other.startsWith(p))?.length ?? 0;
  if (shared - prefix < ROOT_PAST_PREFIX) return false;
  const shorter = Math.min(root.length, other.length);
  return shared >= DERIVATION_SHARED
    && (shorter - shared <= Math.max(1, shared - DERIVATION_SHARED) || (shared >= DERIVATION_LONG_SHARED && shared * 4 >= shorter * 3));
}

/**
 * How many letters two roots begin with alike, one vowel of a root's last
 * syllable apart allowed: Ukrainian writes і in a closed syllable where the
 * open one has о or е (віз, возити, везти; піч, печі), and `rootOf` levels
 * і as и; a letter alike after it in both, so that it is inside a root.
 */
function sharedBeginning(a: string, b: string): number {
  let i = 0;
  let alternated = false;
  while (i < a.length && i < b.length) {
    if (a[i] !== b[i]) {
      const pair = a[i]! + b[i]!;
      if (alternated || !ALTERNATING_VOWELS.has(pair) || i + 1 >= a.length || i + 1 >= b.length || a[i + 1] !== b[i + 1]) break;
      alternated = true;
    }
    i++;
  }
  return i;
}
