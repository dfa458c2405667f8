import { describe, expect, it } from 'vitest';
import { foldForMatch, MAX_QUERY_TERMS, normalizeTerm, queryTerms, tokenize } from '../../src/search/tokenize.ts';

describe('tokenize', () => {
  it.each<[string, string[]]>([
    ['Hello, World!', ['hello', 'world']],
    ['3-кімнатна квартира', ['3', 'кімнатна', 'квартира']],
    ['п’ять п\'ять пʼять', ["п'ять", "п'ять", "п'ять"]],
    ["O'Neil's café", ["o'neil's", 'cafe']],
    ["'quoted' words'", ['quoted', 'words']],
    ['Montréal Québec naïve façade', ['montreal', 'quebec', 'naive', 'facade']],
    ['ЙОГА йога Їжак ЄНОТ Ґанок', ['йога', 'йога', 'їжак', 'єнот', 'ґанок']],
    ['e\u0301 й', ['e', 'й']], // decomposed input is composed first, then Latin accents fold
    ['tab\tand\nnewline', ['tab', 'and', 'newline']],
    ['   ,.;!?   ', []],
  ])('%j → %j', (text, terms) => {
    expect(tokenize(text)).toEqual(terms);
  });

  it('keeps Cyrillic letters apart that a plain NFD would merge', () => {
    expect(normalizeTerm('й')).not.toBe(normalizeTerm('и'));
    expect(normalizeTerm('ї')).not.toBe(normalizeTerm('і'));
    expect(normalizeTerm('и\u0306')).toBe('й');
  });
});

describe('queryTerms', () => {
  it('drops duplicates and keeps the first twelve distinct terms', () => {
    const words = Array.from({ length: 20 }, (_, i) => `w${i}`);
    expect(queryTerms(`w0 W0 ${words.join(' ')}`)).toEqual(words.slice(0, MAX_QUERY_TERMS));
  });

  it('treats empty and punctuation-only queries as no query', () => {
    expect(queryTerms('')).toEqual([]);
    expect(queryTerms(undefined)).toEqual([]);
    expect(queryTerms(' - ')).toEqual([]);
  });
});

describe('foldForMatch', () => {
  it('ignores case and accents for substring matching of city names', () => {
    expect(foldForMatch('Montréal').includes(foldForMatch('MONTREAL'))).toBe(true);
    expect(foldForMatch('Québec City').includes(foldForMatch('bec c'))).toBe(true);
  });
});
