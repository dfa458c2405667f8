/**
 * The glossary of the listing domain (text/glossary/): a word, or one of its
 * dictionary words, reaches the other words, in every language, that name the
 * same thing; the build adds them to a listing written in one language
 * (build/translations.ts).
 */
import { describe, expect, it } from 'vitest';
import { CONCEPTS } from '../../src/search/text/glossary/concepts.ts';
import { Glossary, isMarkedTerm } from '../../src/search/text/glossary/glossary.ts';
import { phraseWords } from '../../src/search/text/glossary/phrases.ts';
import { GLOSSARY_LEMMAS } from '../../src/search/text/glossary/lemmas.ts';
import { glossaryLemmas } from '../../src/search/text/glossary/lemmas-source.ts';

const glossary = new Glossary([
  { uk: ['бухгалтер', 'бухгалтерка'], ru: ['бухгалтер'], en: ['accountant', 'bookkeeper'] },
  { uk: ['адвокат', 'юрист'], ru: ['адвокат', 'юрист'], en: ['lawyer', 'attorney'] },
  { uk: ['дозвіл на роботу'], ru: ['разрешение на работу'], en: ['work permit'] },
]);

describe('the glossary', () => {
  it('reaches the same thing in the other languages from a word or one of its dictionary words, never the word itself', () => {
    expect(glossary.otherWordsOf('бухгалтерів', ['бухгалтер'], ['en'])).toEqual(expect.arrayContaining(['accountant', 'bookkeeper']));
    expect(glossary.otherWordsOf('бухгалтерів', ['бухгалтер'], ['uk', 'ru', 'en'])).not.toContain('бухгалтер');
    expect(glossary.otherWordsOf('accountant', [], ['uk', 'ru', 'en'])).toContain('бухгалтер');
  });

  it('reaches a word\'s synonyms in its own language too', () => {
    expect(glossary.otherWordsOf('адвокат', ['адвокат'], ['uk', 'ru', 'en'])).toEqual(expect.arrayContaining(['юрист', 'lawyer']));
    expect(glossary.otherWordsOf('attorney', [], ['en'])).toEqual(['lawyer']);
  });

  it('finds an English word by its stem: a plural is the word', () => {
    expect(glossary.otherWordsOf('lawyers', [], ['uk', 'ru', 'en'])).toEqual(expect.arrayContaining(['адвокат', 'юрист']));
  });

  it('takes no phrase: a query is read word by word', () => {
    expect(glossary.otherWordsOf('permit', [], ['uk', 'ru', 'en'])).toEqual([]);
    expect(glossary.otherWordsOf('дозвіл', ['дозвіл'], ['uk', 'ru', 'en'])).toEqual([]);
  });

  it('tells a word it knows only in Russian from one of Ukrainian or English', () => {
    const russian = new Glossary([{ uk: ['перевезення'], ru: ['перевозка'], en: ['moving'] }, { uk: ['юрист'], ru: ['юрист'], en: ['lawyer'] }]);
    expect(russian.isRussianOnly('перевозки', ['перевозка'])).toBe(true);
    expect(russian.isRussianOnly('перевезення', ['перевезення'])).toBe(false);
    expect(russian.isRussianOnly('moving', [])).toBe(false);
    // Spelled alike in both languages: a Ukrainian word as much as a Russian one.
    expect(russian.isRussianOnly('юрист', ['юрист'])).toBe(false);
    expect(russian.isRussianOnly('кіт', ['кіт'])).toBe(false);
  });

  it('knows a word the dictionaries read as a form of another by that word\'s other forms too, and only that word by them', () => {
    // The Russian dictionary reads "животное" as the adjective "животный" made a noun: "животными" is its form by that word alone.
    const pets = new Glossary([{ uk: ['тварина'], ru: ['животное'], en: ['pet'] }], [], [], [], { uk: {}, ru: { животное: 'животный' } });
    expect(pets.otherWordsOf('животными', ['животный'], ['en'])).toEqual(['pet']);
    expect(pets.translationsOf('животные', ['животный'])).toEqual(expect.arrayContaining(['тварина', 'pet']));
    expect(new Glossary([{ uk: ['тварина'], ru: ['животное'], en: ['pet'] }]).otherWordsOf('животными', ['животный'], ['en'])).toEqual([]);
  });

  it('reaches nothing for a word it does not name', () => {
    expect(glossary.otherWordsOf('sink', [], ['uk', 'ru', 'en'])).toEqual([]);
  });
});

describe('the shipped concepts', () => {
  const shipped = new Glossary(CONCEPTS);

  it('call no therapy of the body a psychotherapy, and give one who asks for either a psychologist or a psychotherapist', () => {
    expect(shipped.otherWordsOf('therapy', [], ['uk', 'ru', 'en'])).not.toContain('психотерапевт');
    expect(shipped.otherWordsOf('терапія', ['терапія'], ['uk', 'ru', 'en'])).not.toContain('psychotherapist');
    expect(shipped.otherWordsOf('психотерапевт', ['психотерапевт'], ['uk', 'ru', 'en'])).toEqual(expect.arrayContaining(['психолог', 'psychologist']));
  });

  it('are keyed by the dictionary words the dictionaries read them by, as scripts/glossary-lemmas.ts last wrote them', () => {
    expect(GLOSSARY_LEMMAS).toEqual(glossaryLemmas());
    // Too short a dictionary word is too often another's: "тату" is no form of a father.
    expect(GLOSSARY_LEMMAS.uk['тату']).toBeUndefined();
  });

  it('name each concept in at least two languages, in lower case, each word once', () => {
    for (const concept of CONCEPTS) {
      const named = [concept.uk, concept.ru, concept.en].filter((words) => words.length > 0);
      expect(named.length, JSON.stringify(concept)).toBeGreaterThanOrEqual(2);
      for (const word of [...concept.uk, ...concept.ru, ...concept.en]) {
        expect(word, JSON.stringify(concept)).toBe(word.toLowerCase().trim());
      }
    }
  });
});


describe('who does a thing and what is done', () => {
  const concepts = [
    { uk: ['вчитель', 'вчителька'], ru: ['учитель'], en: ['teacher'] },
    { uk: ['урок', 'заняття'], ru: ['урок'], en: ['lesson'] },
    { uk: ['школа'], ru: ['школа'], en: ['school'] },
  ];
  const doings = new Glossary(concepts, [], [], [], { uk: {}, ru: {} }, [], [{ who: 'вчитель', does: ['урок'] }]);

  it('lead one who does it to what is done, and back, in the languages asked for', () => {
    expect(doings.doingWordsOf('вчителька', [], ['uk', 'ru']).sort()).toEqual(['заняття', 'урок']);
    expect(doings.doingWordsOf('уроки', ['урок'], ['uk', 'ru']).sort()).toEqual(['вчитель', 'вчителька', 'учитель']);
    expect(doings.doingWordsOf('lessons', [], ['en'])).toEqual(['teacher']);
  });

  it('tie nothing else: a place of it is no doing', () => {
    expect(doings.doingWordsOf('школа', [], ['uk', 'ru', 'en'])).toEqual([]);
  });

  it('refuse a doing that names no concept, saying which word', () => {
    expect(() => new Glossary(concepts, [], [], [], { uk: {}, ru: {} }, [], [{ who: 'вчитель', does: ['лекція'] }])).toThrow(/"лекція"/);
  });
});

describe('the topics: what a need points to', () => {
  const concepts = [
    { uk: ['сантехнік'], ru: ['сантехник'], en: ['plumber', 'plumbing'] },
    { uk: ['раковина'], ru: ['раковина'], en: ['sink'] },
    { uk: ['змішувач', 'кран'], ru: ['смеситель', 'кран'], en: ['faucet'] },
    { uk: ['стоматолог'], ru: ['стоматолог'], en: ['dentist'] },
    { uk: ['зуб'], ru: ['зуб'], en: ['tooth'] },
  ];
  const topics = new Glossary(concepts, [
    { about: ['сантехнік'], signs: ['раковина', 'змішувач'] },
    { about: ['стоматолог'], signs: ['зуб'] },
  ]);

  it('lead a thing, in any language or form, to the topic of the service that answers it', () => {
    expect(topics.topicsSignedBy('sink', [])).toEqual([0]);
    expect(topics.topicsSignedBy('sinks', [])).toEqual([0]);
    expect(topics.topicsSignedBy('крана', ['кран'])).toEqual([0]);
    expect(topics.topicsSignedBy('зубов', ['зуб'])).toEqual([1]);
  });

  it('make a listing that names the service in its title about its topic', () => {
    expect(topics.topicsAbout('plumbing', [])).toEqual([0]);
    expect(topics.topicsAbout('стоматологи', ['стоматолог'])).toEqual([1]);
    expect(topics.topicsAbout('sink', [])).toEqual([]);
  });

  it('tie nothing else: a service is no sign of itself, an unrelated word no sign at all', () => {
    expect(topics.topicsSignedBy('dentist', [])).toEqual([]);
    expect(topics.topicsSignedBy('sofa', [])).toEqual([]);
  });

  it('are marked by what they are about, never by their place: a topic added first moves no other', () => {
    const moved = new Glossary(concepts, [
      { about: ['зуб'], signs: ['раковина'] },
      { about: ['сантехнік'], signs: ['раковина', 'змішувач'] },
      { about: ['стоматолог'], signs: ['зуб'] },
    ]);
    expect([topics.topicTerm(0), topics.topicTerm(1)]).toEqual([moved.topicTerm(1), moved.topicTerm(2)]);
    expect(new Set([moved.topicTerm(0), moved.topicTerm(1), moved.topicTerm(2)]).size).toBe(3);
    const conceptsMoved = new Glossary([{ uk: ['кран'], ru: ['кран'], en: ['crane'] }, ...concepts]);
    expect(concepts.map((_, i) => topics.conceptTerm(i))).toEqual(concepts.map((_, i) => conceptsMoved.conceptTerm(i + 1)));
  });

  it('refuse two topics, or two concepts, that would share a term', () => {
    expect(() => new Glossary(concepts, [{ about: ['сантехнік'], signs: ['раковина'] }, { about: ['сантехнік'], signs: ['змішувач'] }])).toThrow(/share/);
    expect(() => new Glossary([...concepts, { uk: ['зуб'], ru: ['зуб'], en: ['tooth', 'teeth'] }])).toThrow(/share/);
  });

  it('refuse a topic that names no concept, saying which word', () => {
    expect(() => new Glossary(concepts, [{ about: ['сантехнік'], signs: ['труба'] }])).toThrow(/"труба"/);
  });

  it('as shipped, name only concepts the glossary has', () => {
    expect(() => new Glossary(CONCEPTS)).not.toThrow();
  });

  it('as shipped, lead the troubles of a home, a car, a body and paperwork, in any language, to the service that answers each', () => {
    const shipped = new Glossary(CONCEPTS);
    const answers = (service: string) => shipped.topicsAbout(service, [service]);
    const leads = (thing: string, lemmas: string[], service: string) => {
      expect(answers(service), service).not.toEqual([]);
      expect(shipped.topicsSignedBy(thing, lemmas), thing).toEqual(expect.arrayContaining(answers(service)));
    };
    leads('termites', [], 'exterminator');
    leads('запобіжник', ['запобіжник'], 'електрик');
    leads('димар', ['димар'], 'пічник');
    leads('живопліт', ['живопліт'], 'садівник');
    leads('антифриз', ['антифриз'], 'автомеханік');
    leads('руль', ['руль'], 'механик');
    leads('ясна', ['ясна'], 'стоматолог');
    leads('fever', [], 'doctor');
    leads('rash', [], 'dermatologist');
    leads('заикание', ['заикание'], 'логопед');
    leads('grief', [], 'психолог');
    leads('irs', [], 'accountant');
    leads('prenup', [], 'lawyer');
    leads('essay', [], 'tutor');
  });
});

describe('the kinds: makes and models of a thing', () => {
  const concepts = [
    { uk: ['автомобіль', 'авто'], ru: ['автомобиль'], en: ['car', 'auto'] },
    { uk: ['ноутбук'], ru: ['ноутбук'], en: ['laptop'] },
  ];
  const kinds = new Glossary(concepts, [], [{ of: 'автомобіль', members: ['honda', 'хонда', 'тойота'] }]);

  it('know a Cyrillic make in any case, as a title declines it ("Продаю Тойоту")', () => {
    expect(kinds.kindWordsOf('тойоту', [], ['en'])).toEqual(['car', 'auto']);
    expect(kinds.kindWordsOf('тойоті', [], ['en'])).toEqual(['car', 'auto']);
    expect(kinds.mayNameKind('тойоту')).toBe(true);
    expect(kinds.mayNameKind('той')).toBe(false);
  });

  it('give a make, in either script, the words of its thing in the languages asked', () => {
    expect(kinds.kindWordsOf('honda', [], ['uk', 'en'])).toEqual(['автомобіль', 'авто', 'car', 'auto']);
    expect(kinds.kindWordsOf('хонда', [], ['en'])).toEqual(['car', 'auto']);
    expect(kinds.mayNameKind('honda')).toBe(true);
  });

  it('go one way: the thing is no make, one make no other, and a make no synonym of its thing', () => {
    expect(kinds.kindWordsOf('car', [], ['uk', 'ru', 'en'])).toEqual([]);
    expect(kinds.kindWordsOf('toyota', [], ['uk', 'ru', 'en'])).toEqual([]);
    expect(kinds.otherWordsOf('honda', [], ['uk', 'ru', 'en'])).toEqual([]);
    expect(kinds.otherWordsOf('car', [], ['uk', 'ru', 'en'])).not.toContain('honda');
  });

  it('name the thing a request asks for by a word of the thing or by a make, never by another thing', () => {
    const car = kinds.kindsOf('honda', []);
    expect(car).toHaveLength(1);
    expect(kinds.thingsNamedBy('авто', [])).toEqual(car);
    expect(kinds.thingsNamedBy('тойоту', [])).toEqual(car);
    expect(kinds.thingsNamedBy('автомобиль', [])).toEqual(car);
    expect(kinds.thingsNamedBy('laptop', [])).toEqual([]);
    expect(kinds.askedForTerm(car[0]!)).not.toBe(kinds.conceptTerm(car[0]!));
    expect(isMarkedTerm(kinds.askedForTerm(car[0]!))).toBe(true);
  });

  it('refuse a kind of no concept, saying which word', () => {
    expect(() => new Glossary(concepts, [], [{ of: 'велосипед', members: ['trek'] }])).toThrow(/"велосипед"/);
  });

  it('as shipped, are kinds of concepts the glossary has', () => {
    expect(() => new Glossary(CONCEPTS)).not.toThrow();
  });
});

describe('the phrases: two words that name one thing together', () => {
  const phrases = new Glossary([
    { uk: ['пралка', 'пральна машина'], ru: ['стиралка', 'стиральная машина'], en: ['washer', 'washing machine'] },
    { uk: ['грінкарта', 'грін карта'], ru: ['гринкарта'], en: ['greencard', 'green card'] },
    { uk: ['машина'], ru: ['машина'], en: ['car'] },
  ]);

  it('are found side by side in any language, the words by their forms or stems', () => {
    expect(phrases.phrases.conceptsOf({ term: 'washing', lemmas: [] }, { term: 'machines', lemmas: [] })).toEqual([0]);
    expect(phrases.phrases.conceptsOf({ term: 'пральних', lemmas: ['пральний'] }, { term: 'машин', lemmas: ['машина'] })).toEqual([0]);
    expect(phrases.phrases.conceptsOf({ term: 'грін', lemmas: [] }, { term: 'картою', lemmas: ['карта'] })).toEqual([1]);
  });

  it('meet a Russian phrase whatever the gender or number of its adjective, which the dictionary word does not level', () => {
    // "стиральные" is read by "стиральный", the phrase says "стиральная": only the Russian stems meet.
    expect(phrases.phrases.conceptsOf({ term: 'стиральные', lemmas: ['стиральный'] }, { term: 'машины', lemmas: ['машина'] })).toEqual([0]);
    expect(phrases.phrases.conceptsOf({ term: 'стиральный', lemmas: [] }, { term: 'машине', lemmas: [] })).toEqual([0]);
  });

  it('are looked for in a text by the first letters of two words, which every form of a phrase\'s words keeps', () => {
    for (const [first, second] of [['washing', 'machines'], ['пральних', 'машин'], ['стиральные', 'машины'], ['грін', 'картою']] as const) {
      expect(phrases.phrases.mayBe(first, second), `${first} ${second}`).toBe(true);
    }
    expect(phrases.phrases.mayBe('washing', 'dishes')).toBe(false);
    expect(phrases.phrases.mayBe('machine', 'washing')).toBe(false);
  });

  it('read past one or two function words between their two words, as people write them; a longer phrase is none', () => {
    expect(phraseWords('дозвіл на роботу')).toEqual(['дозвіл', 'роботу']);
    expect(phraseWords('power of attorney')).toEqual(['power', 'attorney']);
    expect(phraseWords('man with a van')).toEqual(['man', 'van']);
    expect(phraseWords('man with a big van')).toBeNull();
    expect(phraseWords('hot water tank')).toBeNull();
    expect(phraseWords('майстер на всі руки')).toBeNull();
    const permits = new Glossary([{ uk: ['дозвіл на роботу'], ru: ['разрешение на работу'], en: ['work permit'] }]);
    expect(permits.phrases.conceptsOf({ term: 'дозволу', lemmas: ['дозвіл'] }, { term: 'роботу', lemmas: ['робота'] })).toEqual([0]);
    expect(permits.phrases.conceptsOf({ term: 'разрешение', lemmas: [] }, { term: 'работу', lemmas: ['работа'] })).toEqual([0]);
  });

  it('are two words in their order, never one of them, nor the two the other way round', () => {
    expect(phrases.phrases.conceptsOf({ term: 'machine', lemmas: [] }, { term: 'washing', lemmas: [] })).toEqual([]);
    expect(phrases.phrases.conceptsOf({ term: 'green', lemmas: [] }, { term: 'machine', lemmas: [] })).toEqual([]);
  });

  it('mark the concepts that have one, which a title naming them by one word is about too', () => {
    expect(phrases.phrasedConceptsOf('гринкарта', [])).toEqual([1]);
    expect(phrases.phrasedConceptsOf('машина', [])).toEqual([]);
    expect(phrases.wordsOfConcept(0, ['uk'])).toEqual(['пралка']);
  });

  it('give a concept named in a description a term of its own, apart from the one a title names it by', () => {
    expect(phrases.describedConceptTerm(0)).not.toBe(phrases.conceptTerm(0));
    expect(phrases.describedConceptTerm(0)).not.toBe(phrases.describedConceptTerm(1));
    expect(isMarkedTerm(phrases.describedConceptTerm(0))).toBe(true);
  });
});

describe('the longer phrases: three to five words that name one thing', () => {
  const glossary = new Glossary([{ uk: ['тпс', 'тимчасовий захищений статус'], ru: ['тпс'], en: ['tps', 'temporary protected status'] }]);
  const words = (text: string) => text.split(' ').map((term) => ({ term, lemmas: [] }));

  it('are found as a run of words in any form, where the run begins and ends', () => {
    expect(glossary.phrases.longIn(words('help with temporary protected status'))).toEqual([{ concept: 0, start: 2, end: 5 }]);
    expect(glossary.phrases.longIn(words('тимчасового захищеного статусу'))).toEqual([{ concept: 0, start: 0, end: 3 }]);
  });

  it('need every word in its place', () => {
    expect(glossary.phrases.longIn(words('temporary status'))).toEqual([]);
    expect(glossary.phrases.longIn(words('protected temporary status'))).toEqual([]);
  });
});

describe('the set phrases: a word that, alone, names another thing', () => {
  const concepts = [
    { uk: ['хендмейд', 'ручна робота'], ru: ['хендмейд', 'ручная работа'], en: ['handmade'] },
    { uk: ['дозвіл на роботу'], ru: ['разрешение на работу'], en: ['work permit'] },
  ];
  const glossary = new Glossary(concepts, [], [], [], { uk: {}, ru: {} }, [{ phrase: 'ручна робота', apart: ['робота'] }, { phrase: 'ручная работа', apart: ['работа'] }]);

  it('stand apart in any form of the phrase, and only the words marked', () => {
    expect(glossary.phrases.apartInSet({ term: 'ручної', lemmas: ['ручний'] }, { term: 'роботи', lemmas: ['робота'] })).toEqual([false, true]);
    expect(glossary.phrases.apartInSet({ term: 'ручной', lemmas: ['ручной'] }, { term: 'работы', lemmas: ['работа'] })).toEqual([false, true]);
  });

  it('stand with a phrase that is no set phrase, and with words that make no phrase', () => {
    expect(glossary.phrases.apartInSet({ term: 'дозволу', lemmas: ['дозвіл'] }, { term: 'роботу', lemmas: ['робота'] })).toEqual([false, false]);
    expect(glossary.phrases.apartInSet({ term: 'шукаю', lemmas: ['шукати'] }, { term: 'роботу', lemmas: ['робота'] })).toEqual([false, false]);
    expect(glossary.phrases.isSet(0)).toBe(true);
    expect(glossary.phrases.isSet(1)).toBe(false);
  });

  it('are looked for by the first letters of two words, as phrases are', () => {
    expect(glossary.phrases.mayBeSet('ручної', 'роботи')).toBe(true);
    expect(glossary.phrases.mayBeSet('дозволу', 'роботу')).toBe(false);
  });

  it('are phrases of the concepts, their words apart words of the phrase: a slip in the list fails as the glossary is made', () => {
    expect(() => new Glossary(concepts, [], [], [], { uk: {}, ru: {} }, [{ phrase: 'ручна праця', apart: ['праця'] }])).toThrow(/no concept/);
    expect(() => new Glossary(concepts, [], [], [], { uk: {}, ru: {} }, [{ phrase: 'ручна робота', apart: ['праця'] }])).toThrow(/words apart/);
  });
});

describe('the kinds of listing a word names', () => {
  const concepts = [
    { uk: ['вакансія'], ru: ['вакансия'], en: ['vacancy', 'job opening'] },
    { uk: ['подія'], ru: ['событие'], en: ['event'] },
  ];
  const named = new Glossary(concepts, [], [], [{ kind: 'job', concepts: ['вакансія'] }, { kind: 'event', concepts: ['подія'] }]);

  it('are named by every word of their concepts, a form by its dictionary word, an English word by its stem', () => {
    expect(named.listingKindsNamedBy('вакансії', ['вакансія'])).toEqual(['job']);
    expect(named.listingKindsNamedBy('vacancies', [])).toEqual(['job']);
    expect(named.listingKindsNamedBy('событие', [])).toEqual(['event']);
    expect(named.listingKindsNamedBy('concert', [])).toEqual([]);
  });

  it('refuse a kind that names no concept, saying which word', () => {
    expect(() => new Glossary(concepts, [], [], [{ kind: 'housing', concepts: ['житло'] }])).toThrow(/"житло"/);
  });
});
