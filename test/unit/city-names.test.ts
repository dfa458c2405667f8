import { describe, expect, it } from 'vitest';
import { cityNameKey, namesCity } from '../../src/api/city-names.ts';

const CITIES = ['New York', 'Chicago', 'Philadelphia', 'Toronto', 'Montréal', 'Vancouver', 'Edmonton', 'Winnipeg', 'Calgary', 'Ottawa', 'Québec City'];
const found = (typed: string) => CITIES.filter((name) => namesCity(typed, name, cityNameKey(name)));

describe('a city asked for by name, as people type it', () => {
  it.each([
    ['Торонто', ['Toronto']], ['торонто', ['Toronto']], ['Вінніпег', ['Winnipeg']], ['Ванкувер', ['Vancouver']],
    ['Едмонтон', ['Edmonton']], ['Калгарі', ['Calgary']], ['Філадельфія', ['Philadelphia']], ['Оттава', ['Ottawa']],
    ['Монреаль', ['Montréal']], ['Квебек', ['Québec City']], ['Чикаго', ['Chicago']],
    ['Vinipeg', ['Winnipeg']], ['torronto', ['Toronto']], ['MONTREAL', ['Montréal']], ['Tor', ['Toronto']], ['Тор', ['Toronto']],
  ])('%s finds %j', (typed, cities) => {
    expect(found(typed)).toEqual(cities);
  });

  it.each(['Львів', 'Boston', 'Оде'])('%s finds no city of the list', (typed) => {
    expect(found(typed)).toEqual([]);
  });

  it('keeps substrings of the English name, as the specification filters', () => {
    expect(found('o')).toEqual(CITIES.filter((name) => name.toLowerCase().includes('o')));
  });
});
