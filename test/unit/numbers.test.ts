/**
 * Numbers and units (src/search/text/numbers.ts): a listing's text and a query
 * read into the same number terms, so that every way of writing one number
 * and unit meets every other, and no other number.
 */
import { describe, expect, it } from 'vitest';
import { priceTerms, readNumbers } from '../../src/search/text/numbers.ts';
import { queryTerms } from '../../src/search/text/tokenize.ts';

/** The number terms a listing saying `text` is indexed under. */
const indexed = (text: string) => readNumbers(text.toLowerCase()).flatMap((read) => read.index);

describe('numbers and units', () => {
  it.each([
    ['3br', '3⁄bedroom'], ['3 br', '3⁄bedroom'], ['3-bedroom', '3⁄bedroom'], ['three-bedroom', '3⁄bedroom'],
    ['3 bedrooms', '3⁄bedroom'], ['трикімнатна', '3⁄bedroom'], ['3-кімн.', '3⁄bedroom'], ['трехкомнатная', '3⁄bedroom'],
    ['три спальні', '3⁄bedroom'], ['две спальни', '2⁄bedroom'], ['dvokimnatna', '2⁄bedroom'], ['однушка', '1⁄bedroom'],
    ['15 km', '15⁄km'], ['15км', '15⁄km'], ['750 sq ft', '750⁄sqft'], ['750 square feet', '750⁄sqft'], ['65 кв. м', '65⁄m2'],
    ['16gb', '16⁄gb'], ['120k miles', '120000⁄mile'],
    ['2 bath', '2⁄bathroom'], ['two bathrooms', '2⁄bathroom'], ['2ba', '2⁄bathroom'], ['2 санвузли', '2⁄bathroom'],
    ['2 ванні кімнати', '2⁄bathroom'], ['две ванные комнаты', '2⁄bathroom'],
  ])('reads "%s" as %s', (typed, term) => {
    expect(queryTerms(typed)).toEqual([term]);
    expect(indexed(typed)).toContain(term);
  });

  it('reads a price written four ways as one, of either dollar when none is named', () => {
    for (const typed of ['$2,400', '2400$', '2 400 доларів', '$2400']) expect(queryTerms(typed)).toEqual(['2400⁄$']);
    expect(queryTerms('2400 USD')).toEqual(['2400⁄usd']);
    expect(queryTerms('CAD 2400')).toEqual(['2400⁄cad']);
    expect(queryTerms('2.4k')).toEqual(['2400⁄']);
    expect(indexed('2.4k a month')).toEqual(['2400⁄']);
    expect(priceTerms(2400, 'USD')).toEqual(['2400⁄', '2400⁄$', '2400⁄usd']);
  });

  it('reads dollars named in Latin letters, and which dollars by the country named', () => {
    for (const typed of ['1800 dolariv', '1800 dollarov', '1800 baksiv', '1800 доларів']) expect(queryTerms(typed)).toEqual(['1800⁄$']);
    expect(queryTerms('1800 канадських доларів')).toEqual(['1800⁄cad']);
    expect(queryTerms('1800 американских долларов')).toEqual(['1800⁄usd']);
    expect(indexed('1800 kanadskykh dolariv')).toEqual(['1800⁄', '1800⁄$', '1800⁄cad']);
  });

  it('reads cents as the hundredths of a dollar they are', () => {
    for (const typed of ['99 центів', '99 cents', '99¢', '0.99$']) expect(queryTerms(typed)).toEqual(['0.99⁄$']);
    expect(priceTerms(0.99, 'USD')).toContain('0.99⁄$');
  });

  it('reads the colloquial words for square metres', () => {
    for (const typed of ['50 квадратів', '50 квадратов', '50 kvadrativ', '50 sqm', '50 м²', '50 метрів квадратних']) expect(queryTerms(typed)).toEqual(['50⁄m2']);
  });

  it('reads halves, decimal commas and thousands', () => {
    expect(queryTerms('5 1/2')).toEqual(['5.5⁄rooms']);
    expect(queryTerms('5½')).toEqual(['5.5⁄rooms']);
    expect(indexed('Квартира 4½')).toEqual(['4.5⁄', '4.5⁄rooms']);
    expect(queryTerms('12½')).toEqual(['12.5⁄']);
    expect(queryTerms('0,65 $')).toEqual(['0.65⁄$']);
    expect(queryTerms('160 тис. км')).toEqual(['160000⁄km']);
  });

  it('reads bedrooms and a den as the bedrooms they are, and a den besides', () => {
    for (const typed of ['1+1', '1 + den', '1+ден', '1 bedroom plus den', '1 br + den', '1-bedroom and den']) expect(queryTerms(typed)).toEqual(['1⁄bedroom+den']);
    // A listing of bedrooms and a den is one of that many bedrooms to a query that asks for them alone.
    expect(indexed('Квартира 2+1 в Торонто')).toEqual(['2⁄', '2⁄bedroom', '2⁄bedroom+den']);
    expect(indexed('2 bedroom + den, 1 bath')).toEqual(['2⁄', '2⁄bedroom', '2⁄bedroom+den', '1⁄', '1⁄bathroom']);
    expect(queryTerms('2 bedroom')).toEqual(['2⁄bedroom']);
    expect(queryTerms('2+2')).toEqual(['2⁄']);
  });

  it('never takes one number for another', () => {
    expect(indexed('One-bedroom, 1-bedroom')).not.toContain('2⁄bedroom');
    expect(indexed('3 bed 2 bath ranch')).toEqual(['3⁄', '3⁄bedroom', '2⁄', '2⁄bathroom']);
    expect(indexed('двигун 2.4')).not.toContain('2400⁄');
  });

  it('reads a phone number as its digits, however grouped', () => {
    for (const typed of ['718-555-0163', '718 555 0163', '(718) 555-0163', '7185550163']) expect(queryTerms(typed)).toEqual(['7185550163']);
  });

  it('leaves codes as words', () => {
    expect(queryTerms('G1')).toEqual(['g1']);
    expect(queryTerms('CDL-A')).toEqual(['cdla']);
    expect(indexed('F-150, 4x4, W-2, 1099-NEC, T2202')).toEqual([]);
  });
});
