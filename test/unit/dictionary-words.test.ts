import { describe, expect, it } from 'vitest';
import { DictionaryWords } from '../../src/search/text/morphology/dictionary-words.ts';
import { dictionaryWords, isVerbEntry, wholeWords } from '../../src/search/text/morphology/dictionaries.ts';

describe('the dictionaries\' words as a Bloom filter', () => {
  it('knows every word it was made of, and few others', () => {
    const words = Array.from({ length: 20_000 }, (_, i) => `слово${i}`);
    const filter = DictionaryWords.build(words, words.length);
    expect(words.every((word) => filter.has(word))).toBe(true);
    const strangers = Array.from({ length: 20_000 }, (_, i) => `інше${i}`).filter((word) => filter.has(word));
    expect(strangers.length / 20_000).toBeLessThan(0.01);
  });

  it('knows no word when made of none', () => {
    expect(DictionaryWords.none.has('торт')).toBe(false);
  });

  it('holds the forms of the dictionaries\' nouns and adjectives, not their verbs nor what no dictionary knows', () => {
    const filter = dictionaryWords();
    for (const word of ['торт', 'торта', 'тортом', 'парасолька', 'стоматологічна', 'квартиру', 'машину']) expect(filter.has(word), word).toBe(true);
    for (const word of ['qwzxv', 'ыфвфывфы', 'kvartyra']) expect(filter.has(word), word).toBe(false);
    expect(['поміняти', 'фарбувати', 'сделать', 'мочь', 'починиться'].every(isVerbEntry)).toBe(true);
    expect(['радість', 'радость', 'сіль', 'торт'].some(isVerbEntry)).toBe(false);
  });

  it('holds, apart, every English word and its suffixed forms and the Ukrainian and Russian entries, not the beginnings of longer words nor other forms', () => {
    const filter = wholeWords();
    for (const word of ['car', 'cars', 'lice', 'tax', 'taxes', 'licensed', 'plumber', 'parking', 'парк', 'пол', 'торт', 'бандура', 'ремонтувати']) expect(filter.has(word), word).toBe(true);
    for (const word of ['caregi', 'licen', 'plumbe', 'kvartyra', 'бандур', 'тортами', 'паркі']) expect(filter.has(word), word).toBe(false);
  });
});
