/**
 * Pairs the build makes across spellings: a loanword a dictionary knows and
 * its English word (text/loanwords.ts), and a Russian word and a Ukrainian one
 * whose prefixes differ by с-/з- (text/morphology/russian-prefixes.ts).
 */
import { describe, expect, it } from 'vitest';
import { loanwordPairs } from '../../src/search/text/loanwords.ts';
import { dictionariesFor } from '../../src/search/text/morphology/dictionaries.ts';
import { WordForms } from '../../src/search/text/morphology/word-forms.ts';
import { Vocabulary } from '../../src/search/text/vocabulary.ts';

const vocabularyOf = (terms: string[]) => {
  const sorted = [...terms].sort();
  return Vocabulary.build(sorted, WordForms.build(sorted, dictionariesFor(sorted)));
};
const reached = (vocabulary: Vocabulary, word: string) => [...vocabulary.expand(word, false).keys()].map((id) => vocabulary.terms[id]);

describe('loanwords across scripts', () => {
  it('pairs a Cyrillic word a dictionary knows with its English word', () => {
    const terms = ['кейтеринг', 'кейтерингу', 'catering', 'кімната', 'community'];
    const pairs = loanwordPairs(terms, WordForms.build(terms, dictionariesFor(terms)));
    expect(pairs.get('catering')).toEqual(expect.arrayContaining(['кейтеринг']));
    expect(pairs.get('кімната')).toBeUndefined();
    const vocabulary = vocabularyOf(terms);
    expect(reached(vocabulary, 'catering')).toEqual(expect.arrayContaining(['кейтеринг', 'кейтерингу']));
    expect(reached(vocabulary, 'кімната')).not.toContain('community');
  });
});

describe('Russian and Ukrainian prefixes', () => {
  it('reads a Russian с- before a consonant as the Ukrainian з-', () => {
    const vocabulary = vocabularyOf(['сдаю', 'здаю', 'здає']);
    expect(reached(vocabulary, 'сдаю')).toEqual(expect.arrayContaining(['здаю', 'здає']));
    expect(reached(vocabulary, 'здаю')).toContain('сдаю');
  });
});
