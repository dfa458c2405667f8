import { describe, expect, it } from 'vitest';
import { foldForMatch, MAX_QUERY_TERMS, normalizeTerm, queryTerms, tokenize, words } from '../../src/search/text/tokenize.ts';

describe('tokenize', () => {
  it.each<[string, string[]]>([
    ['Hello, World!', ['hello', 'world']],
    ['п’ять п\'ять пʼять п`ять п′ять пять', ['пять', 'пять', 'пять', 'пять', 'пять', 'пять']],
    ["O'Neil's café", ['oneils', 'cafe']],
    ["'quoted' words'", ['quoted', 'words']],
    ['Montréal Québec naïve façade', ['montreal', 'quebec', 'naive', 'facade']],
    ['ЙОГА йога Їжак ЄНОТ Ґанок', ['йога', 'йога', 'їжак', 'єнот', 'ґанок']],
    ['e\u0301 й', ['e', 'й']], // decomposed input is composed first, then Latin accents fold
    ['tab\tand\nnewline', ['tab', 'and', 'newline']],
    ['   ,.;!?   ', []],
    // Soft hyphens and zero-width characters are dropped, never word breaks.
    ['квар\u00adтир тор\u200bти co\u00adop\u2060s', ['квартир', 'торти', 'coops']],
    // A hyphenated word is one term, glued.
    ["Кам'янець-Подільський co-op 3-кімнатна Wi‑Fi", ['камянецьподільський', 'coop', '3кімнатна', 'wifi']],
    ['-leading trailing- a - b', ['leading', 'trailing', 'a', 'b']],
  ])('%j → %j', (text, terms) => {
    expect(tokenize(text)).toEqual(terms);
  });

  it('indexes a hyphenated word whole and by its parts', () => {
    expect(words("Зустріч: Кам'янець-Подільський, co-op")).toEqual([
      ['зустріч'], ['камянецьподільський', 'камянець', 'подільський'], ['coop', 'co', 'op'],
    ]);
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
    expect(queryTerms("' ’ \u00ad")).toEqual([]);
  });

  it('reads a query asked again the same, whatever was done with the terms read before', () => {
    const first = queryTerms('2br до $1800 Toronto');
    expect(first.length).toBeGreaterThan(0);
    const read = [...first];
    first.length = 0;
    expect(queryTerms('2br до $1800 Toronto')).toEqual(read);
    expect(queryTerms('квартира Торонто')).not.toEqual(read);
  });
});

describe('foldForMatch', () => {
  it('ignores case and accents for substring matching of city names', () => {
    expect(foldForMatch('Montréal').includes(foldForMatch('MONTREAL'))).toBe(true);
    expect(foldForMatch('Québec City').includes(foldForMatch('bec c'))).toBe(true);
  });
});
