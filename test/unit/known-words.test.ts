/**
 * Whether a word typed is a word here (vocabulary.ts `knows`): what a query
 * asks of every word before reading it, to tell a slip of the keyboard layout
 * from words typed wrong on their own. Asked by the steps that can say so
 * alone, it says what reading the word whole says.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dictionariesFor } from '../../src/search/text/morphology/dictionaries.ts';
import { WordForms } from '../../src/search/text/morphology/word-forms.ts';
import { isKnown, Vocabulary } from '../../src/search/text/vocabulary.ts';
import { otherLayout } from '../../src/search/text/keyboard-layout.ts';
import { romanize } from '../../src/search/text/transliterate.ts';
import { slip, slipped } from '../support/slips.ts';

const terms = [
  'квартира', 'квартиру', 'оренда', 'сантехнік', 'сантехніка', 'прибирання', 'прибирає', 'ремонт', 'ремонту', 'пральних', 'машина',
  'работа', 'роботу', 'ищу', 'грузчик', 'няня', 'ґанок', 'їжа', 'єнот', 'автоинструктор',
  'plumber', 'cleaning', 'cleaners', 'apartment', 'rent', 'evs', 'ev', 'it', 'hvac', 'nanny', 'winnipeg', 'вінніпег',
].sort();
const vocabulary = Vocabulary.build(terms, WordForms.build(terms, dictionariesFor(terms)));
const readWhole = (word: string, isLast: boolean, capitals: boolean, listed: boolean) => isKnown(vocabulary.expanded(word, isLast, capitals, 0, false, false, listed));

/** Words as they are typed: as written, a beginning, slipped, romanized, on the other layout, with a missing key. */
const typed: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...terms),
  fc.tuple(fc.constantFrom(...terms), fc.integer({ min: 1, max: 8 })).map(([term, length]) => term.slice(0, length)),
  fc.tuple(fc.constantFrom(...terms), fc.array(slip, { minLength: 1, maxLength: 2 })).map(([term, slips]) => slipped(term, slips)),
  fc.constantFrom(...terms).map(romanize),
  fc.constantFrom(...terms).map((term) => otherLayout(term) ?? term),
  fc.constantFrom(...terms).map((term) => term.replace(/[ґїє]/g, (letter) => ({ ґ: 'г', ї: 'і', є: 'е' })[letter]!)),
  fc.constantFrom('роботі', 'квартирі', 'cleaner', 'plumbers', 'kvartyra', 'santekhnik', 'sud', 'суд', 'qwzxv'),
).filter((word) => word.length > 0);

describe('whether a word typed is a word here', () => {
  it('says what reading the word whole says, typed anywhere in a query, in capitals or not, listed by a dictionary or not', () => {
    fc.assert(fc.property(typed, fc.boolean(), fc.boolean(), fc.boolean(), (word, isLast, capitals, listed) => {
      expect(vocabulary.knows(word, isLast, capitals, listed)).toBe(readWhole(word, isLast, capitals, listed));
    }), { numRuns: 600, seed: 20261207 });
  });

  it('knows a word here, its forms and a beginning typed last; not a slip, nor a word only another script spells', () => {
    expect(vocabulary.knows('квартиру', false)).toBe(true);
    expect(vocabulary.knows('квартирі', false)).toBe(true);
    expect(vocabulary.knows('сантех', true)).toBe(true);
    expect(vocabulary.knows('сантех', false)).toBe(false);
    expect(vocabulary.knows('квартирв', false)).toBe(false);
    expect(vocabulary.knows('kvartyra', false)).toBe(false);
  });
});
