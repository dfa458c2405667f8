import { describe, expect, it } from 'vitest';
import { compoundPart } from '../../src/search/text/morphology/compounds.ts';
import { crossSpellingKey, spellingPairs } from '../../src/search/text/morphology/cross-spelling.ts';
import { dictionaries, dictionariesFor } from '../../src/search/text/morphology/dictionaries.ts';
import { Hunspell } from '../../src/search/text/morphology/hunspell.ts';
import { genderPartners } from '../../src/search/text/morphology/gender-pairs.ts';
import { agentOrDoingPartners } from '../../src/search/text/morphology/english-agents.ts';
import { suppletivePartners } from '../../src/search/text/morphology/suppletive-plurals.ts';
import { GLOSSARY } from '../../src/search/text/glossary/glossary.ts';
import { aspectPartners, areAspectPair } from '../../src/search/text/morphology/aspect-pairs.ts';
import { reflexivePartners } from '../../src/search/text/morphology/reflexive-pairs.ts';
import { agentPartners, verbalNounPartners, verbsMaking } from '../../src/search/text/morphology/verbal-nouns.ts';
import { termRole } from '../../src/search/text/morphology/roles.ts';
import { WordForms } from '../../src/search/text/morphology/word-forms.ts';

describe('a Hunspell dictionary as a table of word forms', () => {
  const aff = [
    'SET UTF-8',
    'SFX A Y 3',
    'SFX A а и а',
    'SFX A а і [^г]а',
    'SFX A га зі га',
    'SFX B Y 1',
    'SFX B 0 ом .',
  ].join('\n');
  const dic = ['3', 'книга/A', 'мама/A', "п'єса/A", 'Стіл/B'].join('\n');
  const dictionary = Hunspell.parse(aff, dic);

  it.each([
    ['книзі', ['книга']],
    ['книги', ['книга']],
    ['книгі', []], // the condition [^г]а keeps this form out
    ['мамі', ['мама']],
    ['пєсі', ['пєса']], // apostrophes out, as the search spells words
    ['стілом', ['стіл']], // entries are matched in lower case
    ['стіл', ['стіл']],
    ['стола', []],
  ])('%s is a form of %j', (word, lemmas) => {
    expect(dictionary.lemmasOf(word)).toEqual(lemmas);
  });

  it('makes every form of an entry, and none of a word it does not hold', () => {
    expect(dictionary.formsOf('книга').sort()).toEqual(['книга', 'книги', 'книзі']);
    expect(dictionary.formsOf('мама').sort()).toEqual(['мама', 'мами', 'мамі']);
    expect(dictionary.formsOf('стола')).toEqual([]);
  });

  it('reads back from its index the entries the words asked about need, and only those', () => {
    const indexed = Hunspell.fromIndex(aff, dictionary.toIndex(), 'test', ['книзі', 'стілом']);
    expect(indexed.lemmasOf('книзі')).toEqual(['книга']);
    expect(indexed.lemmasOf('стілом')).toEqual(['стіл']);
    expect(indexed.formsOf('книга').sort()).toEqual(dictionary.formsOf('книга').sort());
    expect(indexed.lemmasOf('мамі')).toEqual([]);
  });

  it('refuses a dictionary it would read wrongly, naming what it does not understand', () => {
    expect(() => Hunspell.parse('PFX A Y 1\nPFX A 0 не .', '0', 'test')).toThrow('hunspell: test uses PFX, which this reader does not understand');
    expect(() => Hunspell.parse('SFX A Y 1\nSFX A 0 ий/B .', '0', 'test')).toThrow(/hunspell: test uses continuation classes/);
  });
});

describe('the Ukrainian and Russian dictionaries', () => {
  const { ukrainian, russian } = dictionaries();

  it.each([
    // Consonant and vowel alternations the stemmer cannot undo.
    ['книзі', 'книга'], ['стола', 'стіл'], ['празі', 'прага'], ['вечора', 'вечір'], ['одесі', 'одеса'],
    ['квартиру', 'квартира'], ['пральних', 'пральний'], ['сімї', 'сімя'],
  ])('Ukrainian %s is a form of %s', (form, lemma) => {
    expect(ukrainian.lemmasOf(form)).toContain(lemma);
  });

  it.each([['гора', 'горе'], ['мило', 'милий'], ['сир', 'сирий'], ['банк', 'банка']])('keeps %s and %s apart', (a, b) => {
    const shared = ukrainian.lemmasOf(a).filter((lemma) => ukrainian.lemmasOf(b).includes(lemma));
    expect(shared).toEqual([]);
  });

  it.each([['электрика', 'электрик'], ['одессе', 'одесса'], ['сдается', 'сдаваться'], ['квартиру', 'квартира']])('Russian %s is a form of %s', (form, lemma) => {
    expect(russian.lemmasOf(form)).toContain(lemma);
  });
});

describe('the dictionaries as far as a vocabulary needs them', () => {
  const vocabulary = ['книзі', 'стола', 'горе', 'гори', 'сдаётся', 'электрика', 'toronto'];

  it('read the same word forms as the whole dictionaries', () => {
    const { ukrainian, russian } = dictionaries();
    const whole = WordForms.build(vocabulary, [ukrainian, russian]).toJSON();
    expect(WordForms.build(vocabulary, dictionariesFor(vocabulary)).toJSON()).toEqual(whole);
  });

  it('read no Russian entry for words the Ukrainian dictionary knows, and nothing for Latin words', () => {
    expect(dictionariesFor(['книзі', 'стола'])[1]!.size).toBe(0);
    expect(dictionariesFor(['toronto', 'cleaning'])).toEqual([]);
  });

  it('read a lemma\'s Russian forms for a vocabulary of Ukrainian words alone', () => {
    const forms = WordForms.build(['зуби'], dictionariesFor(['зуби']));
    expect(forms.lemmasOf('зубов')).toContain('зуб');
  });
});

describe('the word forms a snapshot keeps', () => {
  const { ukrainian, russian } = dictionaries();
  const forms = WordForms.build(['книга', 'стіл', 'сдаётся', 'toronto'], [ukrainian, russian]);

  it('reaches the vocabulary\'s dictionary words from forms the listings never use', () => {
    expect(forms.lemmasOf('книзі')).toEqual(['книга']);
    expect(forms.lemmasOf('столом')).toEqual(['стіл']);
    expect(forms.lemmasOf('сдаётся')).toContain('сдаваться');
    expect(forms.lemmasOf('сдавался')).toContain('сдаваться');
  });

  it('knows nothing of words outside the dictionaries or of lemmas the vocabulary does not use', () => {
    expect(forms.lemmasOf('toronto')).toEqual([]);
    expect(forms.lemmasOf('гори')).toEqual([]);
  });

  it('reads back what it wrote', () => {
    const again = WordForms.fromJSON(JSON.parse(JSON.stringify(forms.toJSON())));
    expect(again.lemmasOf('книзі')).toEqual(['книга']);
    expect(again.size).toBe(forms.size);
  });
});

describe('a word both languages share', () => {
  const { ukrainian, russian } = dictionaries();
  const forms = WordForms.build(['зуб', 'гора', 'горе'], [ukrainian, russian]);

  it('has its Russian forms among its forms: a Russian case reaches a Ukrainian listing\'s word', () => {
    expect(forms.lemmasOf('зубов')).toContain('зуб');
    expect(forms.lemmasOf('зубами')).toContain('зуб');
  });

  it('leaves to the Ukrainian word a Russian form spelled as one ("горе" is grief, not on the mountain)', () => {
    expect(forms.lemmasOf('горе')).not.toContain('гора');
    expect(forms.lemmasOf('гори')).toContain('гора');
  });
});

describe('a man\'s and a woman\'s word for one occupation', () => {
  const { ukrainian, russian } = dictionaries();
  const forms = WordForms.build(['перекладач', 'юристка', 'переводчица', 'воспитатель', 'сумка', 'банк'], [ukrainian, russian]);

  it('are each other\'s forms and dictionary words, either way, in Ukrainian and in Russian', () => {
    expect(forms.lemmasOf('перекладачка').sort()).toEqual(['перекладач', 'перекладачка']);
    expect(forms.lemmasOf('перекладачці').sort()).toEqual(['перекладач', 'перекладачка']);
    expect(forms.lemmasOf('юриста').sort()).toEqual(['юрист', 'юристка']);
    expect(forms.lemmasOf('переводчика').sort()).toEqual(['переводчик', 'переводчица']);
    expect(forms.lemmasOf('воспитательницы').sort()).toEqual(['воспитатель', 'воспитательница']);
  });

  it('are paired only where the man\'s word ends as an agent noun', () => {
    expect(genderPartners('вчитель')).toContain('вчителька');
    expect(genderPartners('працівниця')).toContain('працівник');
    expect(genderPartners('сумка')).toEqual([]);
    expect(forms.lemmasOf('сум')).toEqual([]);
    expect(forms.lemmasOf('банка')).not.toContain('банк');
  });
});

describe('a plural made of another word than its singular', () => {
  const { ukrainian, russian } = dictionaries();
  const forms = WordForms.build(['дітей', 'детьми', 'людей'], [ukrainian, russian]);

  it('is one word with its singular and its other cases, which the dictionaries list apart', () => {
    expect(forms.lemmasOf('дітей')).toEqual(expect.arrayContaining(['дитина', 'діти']));
    expect(forms.lemmasOf('детьми')).toEqual(expect.arrayContaining(['ребёнок', 'дети', 'детей']));
    expect(forms.lemmasOf('людей')).toEqual(expect.arrayContaining(['людина', 'люди']));
    // The glossary's word for a child names the Russian case no dictionary ties to it.
    expect(GLOSSARY.translationsOf('детьми', forms.lemmasOf('детьми'))).toContain('children');
  });

  it('ties no other word', () => {
    expect(suppletivePartners('дитина')).toContain('дітей');
    expect(suppletivePartners('сумка')).toEqual([]);
  });
});

describe('one who does a thing and the doing, in English', () => {
  it('are candidates of each other by -er and -ing, singular or plural', () => {
    expect(agentOrDoingPartners('cleaners')).toEqual({ of: 'cleaner', partners: ['cleaning'] });
    expect(agentOrDoingPartners('caregiver').partners).toContain('caregiving');
    expect(agentOrDoingPartners('cleaning').partners).toEqual(expect.arrayContaining(['cleaner', 'cleaners']));
    // Not by -or: "floor" is no one who "floors", and its "flooring" is a thing of its own.
    expect(agentOrDoingPartners('floor').partners).toEqual([]);
  });

  it('pair only what the glossary names one thing', () => {
    // "heater" and "heating" are candidates; the glossary, not the ending, says whether they are one service.
    expect(GLOSSARY.nameOneConcept('cleaner', 'cleaning')).toBe(true);
    expect(agentOrDoingPartners('ring').partners).toEqual([]);
    expect(agentOrDoingPartners('summer').partners).toContain('summing');
    expect(GLOSSARY.nameOneConcept('summer', 'summing')).toBe(false);
  });
});

describe('a verb\'s two aspects', () => {
  const { ukrainian, russian } = dictionaries();
  const forms = WordForms.build(['перевозимо', 'замінюємо', 'продаю', 'вывозим', 'оформляем', 'стоит'], [ukrainian, russian]);
  const isEntry = (dictionary: typeof ukrainian) => (word: string) => dictionary.formsOf(word).length > 0;

  it('are each other\'s forms, either way, in Ukrainian and in Russian', () => {
    expect(forms.lemmasOf('перевезу')).toContain('перевозити');
    expect(forms.lemmasOf('перевезе')).toContain('перевозити');
    expect(forms.lemmasOf('замінити')).toContain('замінювати');
    expect(forms.lemmasOf('продам')).toContain('продавати');
    expect(forms.lemmasOf('вывезти')).toContain('вывозить');
    expect(forms.lemmasOf('оформить')).toContain('оформлять');
    // The other aspect is a dictionary word of the forms too: the glossary names moving by "перевезти".
    expect(forms.lemmasOf('перевозимо')).toEqual(expect.arrayContaining(['перевезти', 'перевозити']));
    expect(GLOSSARY.topicsAbout('перевозимо', forms.lemmasOf('перевозимо'))).not.toEqual([]);
  });

  it('keep the prefix and change only the ending, the longest that makes a verb of the dictionary', () => {
    expect(aspectPartners('вивезти', isEntry(ukrainian))).toEqual(['вивозити']);
    expect(aspectPartners('встановити', isEntry(ukrainian))).toContain('встановлювати');
    // "продати" sells as "продавати" does; "продувати" blows through.
    expect(aspectPartners('продати', isEntry(ukrainian))).toEqual(['продавати']);
    expect(areAspectPair('продувати', 'продати', isEntry(ukrainian))).toBe(false);
    // A stem too short for an ending any verb may have: "стоить" costs, "стоять" stands.
    expect(aspectPartners('стоить', isEntry(russian))).toEqual([]);
    expect(forms.lemmasOf('стоять')).not.toContain('стоить');
    // No prefix is taken off: "показати" shows, "казати" says.
    expect(aspectPartners('показати', isEntry(ukrainian))).not.toContain('казати');
  });
});

describe('a verb and its reflexive', () => {
  const { ukrainian, russian } = dictionaries();
  const forms = WordForms.build(['сдаю', 'здаю', 'вчимо'], [ukrainian, russian]);
  const isEntry = (dictionary: typeof ukrainian) => (word: string) => dictionary.formsOf(word).length > 0;

  it('are each other\'s forms, either way, in Russian and in Ukrainian', () => {
    expect(forms.lemmasOf('сдаётся')).toContain('сдавать');
    expect(forms.lemmasOf('сдается')).toContain('сдавать');
    expect(forms.lemmasOf('здається')).toContain('здавати');
    expect(forms.lemmasOf('вчитися')).toContain('вчити');
  });

  it('are paired only where the dictionary has both, and only as verbs', () => {
    expect(reflexivePartners('сдаваться', isEntry(russian))).toEqual(['сдавать']);
    expect(reflexivePartners('здавати', isEntry(ukrainian))).toContain('здаватися');
    expect(reflexivePartners('здаватисяся', isEntry(ukrainian))).toEqual([]);
    // A noun that ends as a reflexive does is no verb ("рись", a lynx).
    expect(reflexivePartners('рись', isEntry(ukrainian))).toEqual([]);
  });
});

describe('one word in Ukrainian and Russian spelling', () => {
  it.each([
    ['электрик', 'електрик'], ['одесса', 'одеса'], ['компьютер', 'компютер'], ['сантехник', 'сантехнік'],
    ['станция', 'станція'], ['ремонт', 'ремонт'],
  ])('%s and %s share a key', (russianWord, ukrainianWord) => {
    expect(crossSpellingKey(russianWord)).not.toBeNull();
    expect(crossSpellingKey(russianWord)).toBe(crossSpellingKey(ukrainianWord));
  });

  it.each([['ищу', 'шукаю'], ['парикмахер', 'перукар'], ['квартира', 'картина'], ['ґратами', 'гратами']])('%s and %s are different words', (a, b) => {
    expect(crossSpellingKey(a)).not.toBe(crossSpellingKey(b));
  });

  it('gives short and Latin words no key', () => {
    expect(crossSpellingKey('кіт')).toBeNull();
    expect(crossSpellingKey('toronto')).toBeNull();
  });

  it('makes each one\'s forms the other\'s where their dictionary words share the key: "субботних" is a form of "суботній"', () => {
    const { ukrainian, russian } = dictionaries();
    const forms = WordForms.build(['суботня', 'субботняя', 'українська', 'украинской'], [ukrainian, russian]);
    expect(forms.lemmasOf('субботних')).toContain('суботній');
    expect(forms.lemmasOf('суботньої')).toContain('субботний');
    expect(forms.lemmasOf('украинская')).toContain('український');
  });

  it('pairs only dictionary words spelled apart whose key is one', () => {
    expect(spellingPairs(['субботний', 'школа', 'квартира'], ['суботній', 'школа', 'картина'])).toEqual([['субботний', 'суботній']]);
  });
});

describe('a word made of a combining form and a word', () => {
  it.each([
    ['автоинструктор', 'инструктор'],
    ['електромонтажник', 'монтажник'],
    ['мікроавтобус', 'автобус'],
    ['фотостудія', 'студія'],
  ])('%s is a kind of %s', (compound, part) => {
    expect(compoundPart(compound)).toBe(part);
  });

  it.each(['автор', 'автобус', 'телефон', 'мотор', 'інструктор', 'autoservice'])('%s has no part a query would type', (word) => {
    expect(compoundPart(word)).toBeNull();
  });
});

describe('what a query word does in a phrase', () => {
  const { ukrainian } = dictionaries();
  it.each([
    ['на', 'function'], ['for', 'function'], ['в', 'function'], ['и', 'function'],
    ['шукаю', 'intent'], ['шукаємо', 'intent'], ['need', 'intent'], ['ищу', 'intent'], ['потрібного', 'intent'],
    ['допоможе', 'intent'], ['болить', 'intent'], ['broken', 'intent'], ['можна', 'function'], ['хтось', 'function'], ['можу', 'function'], ['может', 'function'],
    ['недорого', 'preference'], ['срочно', 'preference'], ['cheap', 'preference'],
    ['ремонту', 'activity'], ['полагодити', 'activity'], ['fix', 'activity'], ['services', 'activity'], ['роботи', 'activity'],
    ['няню', 'content'], ['airport', 'content'], ['квартира', 'content'],
  ])('%s is a %s word', (word, role) => {
    expect(termRole(word, ukrainian.lemmasOf(word))).toBe(role);
  });
});

describe('a verb and the noun of its doing', () => {
  const { ukrainian, russian } = dictionaries();
  const isEntry = (dictionary: typeof ukrainian) => (word: string) => dictionary.hasEntry(word);

  it('pair by the regular endings, where the dictionary has both, either way', () => {
    expect(verbalNounPartners('збирати', isEntry(ukrainian))).toContain('збирання');
    expect(verbalNounPartners('збирання', isEntry(ukrainian))).toContain('збирати');
    expect(verbalNounPartners('фарбувати', isEntry(ukrainian))).toContain('фарбування');
    expect(verbalNounPartners('собирать', isEntry(russian))).toContain('собирание');
  });

  it('read an alternating consonant before -ення', () => {
    expect(verbalNounPartners('лагодити', isEntry(ukrainian))).toContain('лагодження');
    expect(verbalNounPartners('водити', isEntry(ukrainian))).toContain('водіння');
  });

  it('never pair a noun that names more than the doing, nor a word with no verb', () => {
    expect(verbalNounPartners('жити', isEntry(ukrainian))).not.toContain('життя');
    expect(verbalNounPartners('будинок', isEntry(ukrainian))).toEqual([]);
  });

  it('tell the verbs a noun typed may name the doing of: a verbal noun\'s, and a noun\'s in -ка', () => {
    expect(verbsMaking('збирання')).toContain('збирати');
    expect(verbsMaking('прочистка')).toContain('прочистити');
    expect(verbsMaking('підготовка')).toContain('підготувати');
    expect(verbsMaking('подготовка')).toContain('подготовить');
    expect(verbsMaking('прочистку')).toContain('прочистити');
    expect(verbsMaking('доставки')).toContain('доставити');
    // A noun of neither ending, or too short to be made of a verb, names no doing.
    expect(verbsMaking('будинок')).toEqual([]);
    expect(verbsMaking('ка')).toEqual([]);
  });

  it('pair one who does it by the regular suffixes, either way, the caller keeping those another source ties', () => {
    expect(agentPartners('перекладати', isEntry(ukrainian))).toContain('перекладач');
    expect(agentPartners('перекладач', isEntry(ukrainian))).toContain('перекладати');
    expect(agentPartners('доглядальниця', isEntry(ukrainian))).toContain('доглядати');
    expect(agentPartners('будинок', isEntry(ukrainian))).toEqual([]);
    const tied = (a: string, b: string) => [a, b].sort().join() === ['перекладати', 'перекладач'].sort().join();
    const forms = WordForms.build(['перекладач', 'перекладаю', 'доглядальниця', 'доглядаю'], [ukrainian, russian], tied);
    expect(forms.doingsOf('перекладача')).toContain('перекладати');
    expect(forms.doingsOf('доглядальниці')).not.toContain('доглядати');
  });

  it('stay two words, not forms of one: the verb is still a verb', () => {
    const forms = WordForms.build(['збирає', 'збирання'], [ukrainian, russian]);
    expect(forms.doingsOf('збирає')).toContain('збирання');
    expect(forms.doingsOf('збиранням')).toContain('збирати');
    expect(forms.lemmasOf('збирає')).not.toContain('збирання');
  });
});
