/**
 * Widening (text/match-steps.ts, rows with `widening`): what a word the other
 * steps bring to nothing reaches when a query finds nothing — derivations of
 * its root first, then more typos — and never before.
 */
import { describe, expect, it } from 'vitest';
import { dictionariesFor } from '../../src/search/text/morphology/dictionaries.ts';
import { WordForms } from '../../src/search/text/morphology/word-forms.ts';
import { Vocabulary } from '../../src/search/text/vocabulary.ts';
import { Expander } from '../../src/search/text/expand.ts';

const terms = ['масаж', 'стоматолог', 'сантехнік', 'підстава', 'водостоки', 'пральних', 'спортзал', 'зал', 'plumber', 'dentist', 'перевірка', 'прибирання', 'перевезення', 'перевозимо', 'годин', 'годинами'].sort();
const vocabulary = Vocabulary.build(terms, WordForms.build(terms, dictionariesFor(terms)));
const reached = (word: string, widening: 0 | 1 | 2) => [...vocabulary.expanded(word, false, false, widening).keys()].map((id) => vocabulary.terms[id]);

describe('widening', () => {
  it('reaches nothing of a derivation before it is asked for', () => {
    expect(reached('стоматологічна', 0)).toEqual([]);
    expect(reached('сантехнічні', 0)).toEqual([]);
  });

  it('needs no widening where the glossary ties a derivation to its word: its synonyms are reached first', () => {
    expect(reached('масажистка', 0)).toEqual(['масаж']);
  });

  it.each([['масажистка', 'масаж'], ['стоматологічна', 'стоматолог'], ['сантехнічні', 'сантехнік'], ['dentistry', 'dentist']])(
    'finds by derivation: %s → %s', (word, root) => {
      expect(reached(word, 1)).toContain(root);
    },
  );

  it('lets a root of five letters go on by one letter: another suffix on a short root', () => {
    expect(reached('пральок', 0)).toEqual([]);
    expect(reached('пральок', 1)).toContain('пральних');
  });

  it('takes no compound of the word for a derivation: a gym is a hall, not a sport', () => {
    expect(reached('спорт', 1)).not.toContain('спортзал');
    expect(reached('спорту', 1)).not.toContain('спортзал');
  });

  it('keeps a derivation to a long shared root', () => {
    expect(reached('підстригтися', 1)).toEqual([]);
  });

  it('shares a root, not only a prefix: three letters of the root past a prefix both words begin with', () => {
    // пере- and the vowel of вір- and віз-: a check is no carrier.
    expect(reached('перевізник', 1)).not.toContain('перевірка');
    // при- and бира-: a cleaner is of cleaning.
    expect(reached('прибиральниця', 1)).toContain('прибирання');
  });

  it('takes a word the glossary knows for its own thing: a derivation it names no concept of is another thing', () => {
    // A watch (годинник) is no hour (година), though its root is; a word the glossary does not know widens as any.
    expect(reached('годинник', 1)).toEqual([]);
    expect(reached('годинниковий', 1)).toEqual(expect.arrayContaining(['годин']));
  });

  it('reads і of a root as the о or е it alternates with', () => {
    expect(reached('перевізник', 1)).toEqual(expect.arrayContaining(['перевезення', 'перевозимо']));
  });

  it('lets a root of six letters or more end in other letters, three quarters of it shared', () => {
    expect(reached('водостічні', 0)).toEqual([]);
    expect(reached('водостічні', 1)).toContain('водостоки');
  });

  it('then allows one typo more', () => {
    // Two letters off, neither as said ("plamer" is "plumber" by ear, before any widening).
    expect(reached('plomver', 0)).toEqual([]);
    expect(reached('plomver', 2)).toContain('plumber');
    expect(reached('plamer', 0)).toEqual(['plumber']);
  });

  it('never makes a thing a doing by more typos', () => {
    // No listing says "склад" (a warehouse), whose forms the snapshot knows; one offers "складаю" (I draw up).
    const listed = ['договори', 'складаю'], known = [...listed, 'склад'];
    const words = Vocabulary.build(listed, WordForms.build(known, dictionariesFor(known)));
    const widened = (word: string) => [...words.expanded(word, false, false, 2).keys()].map((id) => words.terms[id]);
    expect(widened('складі')).toEqual([]);
    expect(widened('складах')).toEqual([]);
  });
});

describe('whether widening can change a query', () => {
  const expander = new Expander(vocabulary, { df: () => 1, volume: (matches) => matches.length });

  it('can, while a word that names a thing reaches nothing', () => {
    expect(expander.widens('стоматологічна')).toBe(true);
    expect(expander.widens('масаж plomver')).toBe(true);
  });

  it('cannot once every such word reaches something: the query reads the same widened', () => {
    expect(expander.widens('масаж dentist')).toBe(false);
    expect(expander.widens('шукаю масаж')).toBe(false);
  });
});
