/** Typing slips for property tests of what finds a word typed wrong. */
import fc from 'fast-check';

export type Slip = [kind: 'insert' | 'delete' | 'replace' | 'swap', place: number, letter: string];

/** A slip of the fingers: a letter put in, left out or replaced, or two neighbours swapped, somewhere. */
export const slip: fc.Arbitrary<Slip> = fc.tuple(fc.constantFrom('insert', 'delete', 'replace', 'swap'), fc.nat(), fc.constantFrom('а', 'б', 'a'));

/** `word` with each slip made in turn (its place taken modulo the word's length). */
export function slipped(word: string, slips: readonly Slip[]): string {
  let typed = word;
  for (const [kind, place, letter] of slips) {
    const at = typed.length === 0 ? 0 : place % typed.length;
    if (kind === 'insert') typed = typed.slice(0, at) + letter + typed.slice(at);
    else if (kind === 'delete') typed = typed.slice(0, at) + typed.slice(at + 1);
    else if (kind === 'replace') typed = typed.slice(0, at) + letter + typed.slice(at + 1);
    else if (at + 1 < typed.length) typed = typed.slice(0, at) + typed[at + 1] + typed[at] + typed.slice(at + 2);
  }
  return typed;
}
