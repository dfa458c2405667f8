/**
 * Offers and requests: the build reads whether a listing asks for something
 * (search/listing-intent.ts), and a query's words say whether it wants offers
 * or requests (text/morphology/roles.ts); relevance ranks the wanted first.
 */
import { describe, expect, it } from 'vitest';
import { asksFor, hires } from '../../src/search/listing-intent.ts';
import { intentOf, modifiersIn, phraseRoles, SUBJECT_PRONOUNS, termRole } from '../../src/search/text/morphology/roles.ts';
import { nounAfterPronoun } from '../../src/search/text/stem.ts';
import { Vocabulary } from '../../src/search/text/vocabulary.ts';
import { Expander } from '../../src/search/text/expand.ts';
import { WordForms } from '../../src/search/text/morphology/word-forms.ts';
import { dictionariesFor } from '../../src/search/text/morphology/dictionaries.ts';
import { normalizeTerm, scriptOf } from '../../src/search/text/tokenize.ts';

/** Query words as typed, normalized as a query's are. */
const words = (...terms: string[]) => terms.map((term) => ({ term: normalizeTerm(term), lemmas: [] as string[] }));

describe('a listing asks or offers', () => {
  it.each<[string, Parameters<typeof asksFor>[0], string, boolean]>([
    ['a request', 'wanted', 'Ищу комнату', true],
    ['a job to fill', 'job', 'IT support technician', true],
    ['a title that asks, in any language', 'service', 'Потрібен сантехнік', true],
    ['a title that asks in English', 'classified', 'Looking for a nanny', true],
    ['one who looks for work offers it', 'wanted', 'Няня шукає роботу', false],
    ['in Russian too', 'wanted', 'Ищу работу няней', false],
    ['nor does a job whose title offers work', 'job', 'Шукаю роботу водієм', false],
    ['a service', 'service', 'Електрик', false],
    ['a rental', 'housing', 'Здаю кімнату дівчині', false],
  ])('%s: %s "%s"', (_what, kind, title, asks) => {
    expect(asksFor(kind, [title])).toBe(asks);
  });

  it.each<[Parameters<typeof hires>[0], string, boolean]>([
    ['job', 'Вакансія: няня для двох дітей', true],
    ['job', 'Hiring: QA engineer', true],
    ['job', 'We hire drivers with CDL-A', true],
    ['wanted', 'Шукаю няню на вечори', false],
    ['job', 'Шукаю роботу водієм', false],
  ])('a job to fill hires: %s "%s"', (kind, title, hiring) => {
    expect(hires(kind, [title])).toBe(hiring);
  });
});

describe('a query wants offers or requests', () => {
  it('asks for something', () => {
    expect(intentOf(words('шукаю', 'бухгалтера'))).toBe('request');
    expect(intentOf(words('need', 'an', 'electrician'))).toBe('request');
    // Needing, said with a verb.
    expect(intentOf(words('мама', 'потребує', 'догляду'))).toBe('request');
    expect(intentOf(words('нуждаюсь', 'в', 'юристе'))).toBe('request');
  });

  it('offers something', () => {
    expect(intentOf(words('здаю', 'кімнату'))).toBe('offer');
  });

  it('asks for the one who offers when a question asks who or where: "хто продає", "who sells"', () => {
    expect(intentOf(words('хто', 'продає', 'вишиванки'))).toBe('request');
    expect(intentOf(words('кто', 'сдаёт', 'комнату'))).toBe('request');
    expect(intentOf(words('who', 'sells', 'vyshyvanka'))).toBe('request');
    expect(intentOf(words('продає', 'вишиванки'))).toBe('offer');
    // What a listing is, for rent, is no one's offer.
    expect(termRole('здається')).toBe('content');
  });

  it('reads "hire" by the word before it: offered for hire, asked for otherwise', () => {
    expect(intentOf(words('electrician', 'for', 'hire'))).toBe('offer');
    expect(intentOf(words('hire', 'a', 'nanny'))).toBe('request');
    expect(intentOf(words('we', 'hire', 'drivers'))).toBe('request');
  });

  it('looks for work: offers one\'s work and asks for a job', () => {
    expect(intentOf(words('ищу', 'работу', 'няней'))).toBe('work');
    expect(intentOf(words('looking', 'for', 'work'))).toBe('work');
  });

  it('looks for a tenant, a buyer or clients: offers what they would take', () => {
    expect(intentOf(words('looking', 'for', 'tenants', 'for', 'my', '2⁄bedroom'))).toBe('offer');
    expect(intentOf(words('шукаю', 'квартирантів'))).toBe('offer');
    expect(intentOf(words('ищу', 'покупателя', 'на', 'машину'))).toBe('offer');
    // The one asked for is a lawyer; the tenants are said of the lawyer.
    expect(intentOf(words('need', 'a', 'lawyer', 'for', 'tenants'))).toBe('request');
  });

  it('looks for a family to work for, an employer or pupils: offers the work', () => {
    expect(intentOf(words('я', 'няня', 'шукаю', 'сімʼю', 'в', 'торонто'))).toBe('offer');
    expect(intentOf(words('looking', 'for', 'a', 'family'))).toBe('offer');
    expect(intentOf(words('ищу', 'учеников'))).toBe('offer');
    // A family doctor is a doctor: the word after the family names what is asked for.
    expect(intentOf(words('looking', 'for', 'a', 'family', 'doctor'))).toBe('request');
  });

  it('reads trouble as asking for whoever fixes it, said as a verb or as what the thing is', () => {
    for (const word of ['тече', 'капає', 'засорился', 'broken', 'leaky', 'dripping', 'cracked']) expect(termRole(word), word).toBe('intent');
    expect(termRole('tap')).toBe('content');
  });

  it('reads speaking a language as said of the language, never as the thing asked for', () => {
    for (const word of ['speaks', 'speaking', 'говорить', 'розмовляти']) expect(termRole(word)).toBe('preference');
    expect(termRole('ukrainian')).toBe('content');
  });

  it('reads knowing, learning and a thing fixed as side words of the thing', () => {
    expect(termRole('know')).toBe('function');
    expect(termRole('anybody')).toBe('function');
    for (const word of ['learn', 'study', 'вивчити', 'выучить']) expect(termRole(word)).toBe('intent');
    expect(termRole('fixed')).toBe('activity');
    // Where to go asks for the place: "куди піти з дітьми".
    for (const word of ['куда', 'піти', 'сходить']) expect(termRole(word)).toBe('function');
  });

  it('says neither', () => {
    expect(intentOf(words('електрик'))).toBeNull();
  });

  describe('a verb of the first person says what one does, and offers it', () => {
    const terms = ['документи', 'килими', 'квартири', 'перекладаю', 'перевозимо', 'чистимо', 'роботу', 'хочу', 'ремонтирую', 'холодильники'].sort();
    const vocabulary = Vocabulary.build(terms, WordForms.build(terms, dictionariesFor(terms)));
    const doings = (...query: string[]) => vocabulary.intentOf(query, { doings: true });

    it.each([
      [['перекладаю', 'документи']], [['чистимо', 'килими']], [['перевозимо']], [['ремонтирую', 'холодильники']], [['perekladaiu', 'dokumenty']],
    ])('%j offers', (query) => {
      expect(doings(...query)).toBe('offer');
    });

    it('unless it asks: to buy, rent, take, hire or order', () => {
      expect(doings('найму', 'няню')).toBe('request');
      expect(doings('замовлю', 'торт')).toBe('request');
      expect(doings('візьму', 'квартиру')).toBe('request');
      expect(doings('куплю', 'килими')).toBe('request');
    });

    it('and only a verb of the first person that is no word of a role: a noun, wanting or being able is none', () => {
      expect(doings('квартири')).toBeNull();
      expect(doings('роботу')).toBeNull();
      expect(doings('хочу', 'килими')).toBeNull();
      expect(doings('можу', 'килими')).toBeNull();
    });

    it('is read only when asked for: the words of intent alone say nothing of it', () => {
      expect(vocabulary.intentOf(['перекладаю', 'документи'])).toBeNull();
    });

    it('ranks the requests first, but is not read for the other side: a relaxing that lets the verb go answers another thing', () => {
      const expander = new Expander(vocabulary, { df: () => 1, volume: (matches) => matches.length });
      expect(expander.wants('чистимо килими')).toBe('requests');
      expect(expander.saysIntent('чистимо килими')).toBe(false);
      expect(expander.wants('здаю квартири')).toBe('requests');
      expect(expander.saysIntent('здаю квартири')).toBe(true);
    });
  });

  it('reads work as what is offered, and a Latin function word among Cyrillic ones as a name', () => {
    const roles = (...terms: string[]) => phraseRoles(terms.map((term) => ({ term, lemmas: [], role: termRole(term), script: scriptOf(term) })));
    expect(roles('ищу', 'работу', 'в', 'it')).toEqual(['intent', 'intent', 'function', 'content']);
    expect(roles('ищу', 'работу')).toEqual(['intent', 'content']);
    expect(roles('looking', 'for', 'it')).toEqual(['intent', 'function', 'function']);
    // And those an offer is made to, unless the phrase names nothing else.
    expect(roles('looking', 'for', 'tenants', 'condo')).toEqual(['intent', 'function', 'intent', 'content']);
    expect(roles('шукаю', 'квартирантів')).toEqual(['intent', 'content']);
  });

  it('reads a doing a thing is for as a side word, and whom it serves or what it is as the thing', () => {
    const roles = (...typed: [string, string[]?][]) => phraseRoles(typed.map(([term, lemmas = []]) => ({ term, lemmas, role: termRole(term, lemmas), script: scriptOf(term) })));
    expect(roles(['ноутбук'], ['для'], ['навчання'])).toEqual(['content', 'function', 'preference']);
    expect(roles(['laptop'], ['for'], ['gaming'])).toEqual(['content', 'function', 'preference']);
    expect(roles(['ноутбук'], ['для'], ['обучения', ['обучение']])).toEqual(['content', 'function', 'preference']);
    // Whom a thing serves, and what is sold, are what is asked for.
    expect(roles(['облік'], ['для'], ['далекобійників'])).toEqual(['content', 'function', 'content']);
    expect(roles(['truck'], ['for'], ['sale'])).toEqual(['content', 'function', 'content']);
    // Alone, a doing is the query.
    expect(roles(['для'], ['навчання'])).toEqual(['function', 'content']);
  });

  it('reads a function word typed in capitals as an acronym, unless the whole phrase is shouted', () => {
    const roles = (...typed: string[]) => phraseRoles(typed.map((word) => {
      const term = word.toLowerCase();
      return { term, lemmas: [], role: termRole(term), script: scriptOf(term), capitals: word.length > 1 && word === word.toUpperCase() };
    }));
    expect(roles('IT', 'jobs')).toEqual(['content', 'content']);
    expect(roles('US', 'visa')).toEqual(['content', 'content']);
    expect(roles('IT', 'JOBS')).toEqual(['function', 'content']);
  });

  it('reads a subject pronoun typed first before a noun that is no verb of it as the name spelled so', () => {
    const roles = (...terms: string[]) => phraseRoles(terms.map((term, i) => {
      const pronoun = SUBJECT_PRONOUNS.get(terms[0]!);
      return { term, lemmas: [], role: termRole(term), script: scriptOf(term), nounAfterPronoun: i === 1 && pronoun !== undefined && nounAfterPronoun(term, pronoun) };
    }));
    // No verb follows "it": it is the acronym.
    expect(roles('it', 'jobs')).toEqual(['content', 'content']);
    expect(roles('it', 'support')).toEqual(['content', 'content']);
    // A verb that agrees with the pronoun keeps it one: "costs" after "it", "buy" after "we".
    expect(roles('it', 'costs', 'much')[0]).toBe('function');
    expect(roles('we', 'buy', 'cars')[0]).toBe('function');
    // Not first, it is the object of what comes before.
    expect(roles('install', 'it', 'today')[1]).toBe('function');
  });

  it('reads a query so: "it support" is IT support, "it costs" a pronoun', () => {
    const vocabulary = Vocabulary.build(['costs', 'it', 'support']);
    expect(vocabulary.rolesIn(['it', 'support'])).toEqual(['content', 'content']);
    expect(vocabulary.rolesIn(['it', 'costs'])[0]).toBe('function');
  });

  it('reads a word after a preposition behind a word that names a thing as said of it, and after an asking word as the thing', () => {
    const modifiers = (...terms: string[]) => modifiersIn(terms, terms.map((term) => termRole(term)));
    expect(modifiers('страховка', 'на', 'машину')).toEqual([false, false, true]);
    expect(modifiers('plumber', 'in', 'chicago')).toEqual([false, false, true]);
    // Past a preference between ("in good condition").
    expect(modifiers('laptop', 'in', 'good', 'condition')).toEqual([false, false, false, true]);
    expect(modifiers('help', 'with', 'math')).toEqual([false, false, false]);
    expect(modifiers('ремонт', 'у', 'торонто')).toEqual([false, false, false]);
    expect(modifiers('кімната', 'студенту')).toEqual([false, false]);
  });

  it('reads every word of the phrase a preposition begins as said of the word before it, until another preposition', () => {
    const modifiers = (...terms: string[]) => modifiersIn(terms, terms.map((term) => termRole(term)));
    expect(modifiers('догляд', 'за', 'літніми', 'людьми')).toEqual([false, false, true, true]);
    expect(modifiers('room', 'for', 'my', 'elderly', 'mother')).toEqual([false, false, false, true, true]);
    expect(modifiers('кімната', 'для', 'студента', 'в', 'торонто')).toEqual([false, false, true, false, true]);
    expect(modifiers('help', 'with', 'math', 'homework')).toEqual([false, false, false, false]);
  });
});
