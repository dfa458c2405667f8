/**
 * A price said in a query's words (text/price-bound.ts): an upper bound before
 * dollars or a bare number of three digits or more, a lower bound before named
 * dollars; the words that say it are taken out of the query.
 */
import { describe, expect, it } from 'vitest';
import { readPriceBound } from '../../src/search/text/price-bound.ts';

describe('a price said in a query', () => {
  it.each([
    ['2br до $1800', { rest: '2br', max: 1800 }],
    ['кімната до 1000 доларів', { rest: 'кімната', max: 1000 }],
    ['квартира не дорожче 1 500$', { rest: 'квартира', max: 1500 }],
    ['room under 900', { rest: 'room', max: 900 }],
    ['condo up to 2.5k CAD', { rest: 'condo', max: 2500, currency: 'CAD' }],
    ['Honda Civic from $5000 to', { rest: 'Honda Civic to', min: 5000 }],
    ['квартира від 1200 до 1800 доларів', { rest: 'квартира', min: 1200, max: 1800 }],
  ])('reads %s', (q, bound) => {
    expect(readPriceBound(q)).toEqual(bound);
  });

  it('reads no count, distance, age or code as a price', () => {
    for (const q of ['до 5 км від центру', 'няня до 3 років', 'від 2 років досвіду', 'room under 50', 'from 10 years', 'до F-150', 'курси до 10']) {
      expect(readPriceBound(q)).toBeNull();
    }
  });

  it('keeps the other words as typed: capitals say an acronym', () => {
    expect(readPriceBound('CDL job from $25 an hour')?.rest).toBe('CDL job an hour');
  });
});
