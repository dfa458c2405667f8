import { describe, expect, it } from 'vitest';
import { differOnlyByPairs, foldMissingKeys, typedForMissingKeys } from '../../src/search/text/missing-keys.ts';
import { otherLayout } from '../../src/search/text/keyboard-layout.ts';
import { stem } from '../../src/search/text/stem.ts';
import { acronymsOfAgentNoun, acronymsSaid, cyrillicSpellings, latinKey, latinKeys, romanize, skeleton } from '../../src/search/text/transliterate.ts';
import { dictionariesFor } from '../../src/search/text/morphology/dictionaries.ts';
import { WordForms } from '../../src/search/text/morphology/word-forms.ts';
import { Vocabulary } from '../../src/search/text/vocabulary.ts';
import { Expander } from '../../src/search/text/expand.ts';

describe('letters typed for lack of a key', () => {
  it.each([
    ['грунт', 'ґрунт'], ['іжак', 'їжак'], ['евроремонт', 'євроремонт'], ['библіотека', 'бібліотека'], ['миколаив', 'миколаїв'],
  ])('%s stands for %s', (typed, word) => {
    expect(foldMissingKeys(typed)).toBe(foldMissingKeys(word));
    expect(typedForMissingKeys(typed, word)).toBe(true);
  });

  it.each([
    ['ґрати', 'грати', 'ґ is typed on purpose: the other way is not a slip'],
    ['кит', 'кіт', 'и for і counts only from five letters'],
    ['дим', 'дім', 'и for і counts only from five letters'],
    ['дім', 'дим', 'і for и is no slip'],
    ['иога', 'йога', 'й and и are different letters'],
  ])('%s does not stand for %s (%s)', (typed, word) => {
    expect(typedForMissingKeys(typed, word)).toBe(false);
  });

  it('calls no pair of those letters a typo', () => {
    expect(differOnlyByPairs('ґрати', 'грати')).toBe(true);
    expect(differOnlyByPairs('иогами', 'йогами')).toBe(true);
    expect(differOnlyByPairs('грати', 'брати')).toBe(false);
  });
});

describe('transliteration', () => {
  it.each([['чернігів', 'chernihiv'], ['житомир', 'zhytomyr'], ['щастя', 'shchastia'], ['львів', 'lviv'], ['київ', 'kyiv']])('romanizes %s as %s', (cyrillic, latin) => {
    expect(romanize(cyrillic)).toBe(latin);
  });

  it.each([
    ['хата', 'hata'], ['житомир', 'zhitomir'], ['київ', 'kyyiv'], ['щастя', 'schastya'], ['голубці', 'golubtsi'], ['одеса', 'odessa'], ['борщ', 'borsch'],
  ])('%s and %s share a Latin key', (cyrillic, latin) => {
    expect(latinKey(latin, 'latin')).toBe(latinKey(cyrillic, 'cyrillic'));
  });

  it('meets an English word typed in Cyrillic by its skeleton, and says nothing of short ones', () => {
    expect(skeleton(latinKey('клінінг', 'cyrillic'))).toBe(skeleton(latinKey('cleaning', 'latin')));
    expect(skeleton(latinKey('хендімен', 'cyrillic'))).toBe(skeleton(latinKey('handyman', 'latin')));
    expect(skeleton(latinKey('кар', 'cyrillic'))).toBeNull();
  });

  it('meets it by the skeleton of how it is said too: a silent b, a soft c', () => {
    const saidSkeletons = (english: string) => latinKeys(english, 'latin').map(skeleton);
    expect(saidSkeletons('plumber')).toContain(skeleton(latinKey('пламер', 'cyrillic')));
    expect(saidSkeletons('service')).toContain(skeleton(latinKey('сервіс', 'cyrillic')));
    expect(saidSkeletons('plumber')).not.toContain(skeleton(latinKey('плеєр', 'cyrillic')));
  });

  it.each([['elektrishen', 'electrician'], ['instaleishn', 'installation'], ['kommunikeishn', 'communication']])(
    'meets an English word written as it sounds by how it is said: %s and %s (-cian, -tion, -sian say sh)', (heard, english) => {
      const bones = skeleton(latinKey(heard, 'latin'));
      expect(bones).not.toBeNull();
      expect(latinKeys(english, 'latin').map(skeleton)).toContain(bones);
    });

  it.each([
    ['айфон', 'iphone'], ['квикбукс', 'quickbooks'], ['онлайн', 'online'], ['скайп', 'skype'], ['кейк', 'cake'], ['фон', 'phone'],
    ['пайтон', 'python'], ['сайбер', 'cyber'], ['метод', 'method'],
  ])('meets an English word spelled otherwise than said by how it is said: %s and %s', (cyrillic, english) => {
    expect(latinKeys(english, 'latin')).toContain(latinKey(cyrillic, 'cyrillic'));
  });

  it('keeps a word\'s own key first, and gives a Cyrillic word, a short word or one said as spelled no other', () => {
    expect(latinKeys('iphone', 'latin')[0]).toBe(latinKey('iphone', 'latin'));
    expect(latinKeys('айфон', 'cyrillic')).toEqual([latinKey('айфон', 'cyrillic')]);
    expect(latinKeys('the', 'latin')).toEqual(['the']);
    expect(latinKeys('kvartyra', 'latin')).toEqual([latinKey('kvartyra', 'latin')]);
  });

  it.each([['айті', 'it'], ['айти', 'it'], ['піар', 'pr'], ['ейчар', 'hr'], ['сідіел', 'cdl'], ['есейті', 'sat']])(
    'reads %s, an acronym typed as it is said, as %s', (said, acronym) => {
      expect(acronymsSaid(said)).toContain(acronym);
    });

  it.each([['айтішник', 'it'], ['айтішниці', 'it'], ['піарниця', 'pr'], ['пиарщик', 'pr'], ['ейчарка', 'hr']])(
    'reads %s, one who works in a field an acronym names, as %s', (worker, acronym) => {
      expect(acronymsOfAgentNoun(worker)).toContain(acronym);
    });

  it('reads no acronym in a noun of a worker whose stem is no acronym said', () => {
    expect(acronymsOfAgentNoun('сантехнік')).toEqual([]);
    expect(acronymsOfAgentNoun('бік')).toEqual([]);
  });

  it('reads no acronym in a word that does not divide whole into letters\' names, or spells one letter or more than five', () => {
    expect(acronymsSaid('квартира')).toEqual([]);
    expect(acronymsSaid('ті')).toEqual([]);
    expect(acronymsSaid('ейбісідііеф')).toEqual([]);
  });
});

describe('Ukrainian read back from Latin letters', () => {
  it('reads i as і, as и, and after a vowel as й, as the romanization writes them', () => {
    expect(cyrillicSpellings('znaity')).toContain('знайти');
    expect(cyrillicSpellings('andrii')).toContain('андрій');
    expect(cyrillicSpellings('kvartyra')).toEqual(['квартира']);
    expect(cyrillicSpellings('dity')).toEqual(['діти', 'дити']);
  });
});

describe('stems', () => {
  it.each([
    ['вчителька', 'вчительку'], ['квартира', 'квартири'], ['автомобіль', 'автомобілів'],
    ['cleaner', 'cleaners'], ['painter', 'paints'], ['babysitter', 'babysits'], ['tutors', 'tutoring'], ['repairing', 'repairs'],
    ['caterer', 'catering'], ['teacher', 'teaches'], ['worker', 'works'], ['charger', 'charges'], ['seller', 'sells'], ['installer', 'installs'],
  ])('%s and %s share a stem', (a, b) => {
    expect(stem(a)).not.toBeNull();
    expect(stem(a)).toBe(stem(b));
  });

  it.each([['parking', 'park'], ['cleaning', 'cleaner'], ['building', 'build'], ['training', 'trainer']])(
    '%s, a noun of its own in the English dictionary, is not %s',
    (noun, verb) => {
      expect(stem(noun)).toBe(noun);
      expect(stem(`${noun}s`)).toBe(noun);
      expect(stem(verb)).not.toBe(stem(noun));
    },
  );

  it.each([['fill', 'fills', 'filers'], ['buzz', 'buzzes', 'bus']])(
    '%s keeps its double l, s or z, as Porter\'s stemmer does after "-ing": it is %s, no %s',
    (word, form, other) => {
      expect(stem(word)).toBe(word);
      expect(stem(form)).toBe(word);
      expect(stem(word)).not.toBe(stem(other));
    },
  );

  it.each([['caterer', 'cat'], ['summer', 'sum'], ['easter', 'east'], ['water', 'wat'], ['letters', 'let']])(
    '%s, whose "-er" leaves no verb of the English dictionary, is no %s who does',
    (word, shorter) => {
      expect(stem(word)).not.toBe(stem(shorter));
      expect(stem(word)).not.toBe(shorter);
    },
  );

  it('leaves short words as they are', () => {
    expect(stem('кіт')).toBeNull();
    expect(stem('київ')).toBeNull(); // the stemmer would cut it to "ки"
    expect(stem('car')).toBeNull();
  });
});

describe('keyboard layout', () => {
  it.each([['rdfhnbhf', 'квартира'], ['ghb,bhfyyz', 'прибирання'], ['еуфсрук', 'teacher'], ['RDFHNBHF', 'квартира']])('%s is %s on the other layout', (typed, meant) => {
    expect(otherLayout(typed)).toBe(meant);
  });

  it('keeps a Cyrillic word whose keys type punctuation on the Latin layout, which no English word holds', () => {
    // ю and б are the full stop and the comma: "юр" is no ".h", "бух" no ",e[".
    expect(otherLayout('юр')).toBeNull();
    expect(otherLayout('бух')).toBeNull();
    expect(otherLayout('юр еуфсрук')).toBe('юр teacher');
    // є is the apostrophe an English word may hold ("don't").
    expect(otherLayout('вщтєе')).toBe("don't");
  });

  it('keeps chunks of neither layout as they are', () => {
    expect(otherLayout('rdfhnbhf 2015')).toBe('квартира 2015');
    expect(otherLayout('2015')).toBeNull();
  });
});

describe('the vocabulary', () => {
  it('takes words that are names of object properties as words', () => {
    const vocabulary = Vocabulary.build(['constructor', 'kyiv', 'tostring', 'київ']) // sorted, as the build writes it;
    for (const term of ['constructor', '__proto__', 'tostring', 'hasownproperty', 'valueof']) {
      expect(() => vocabulary.expand(term, true)).not.toThrow();
    }
    expect([...vocabulary.expand('kiev', false).keys()].map((id) => vocabulary.terms[id]).sort()).toEqual(['kyiv', 'київ']);
  });

  it('reaches the compounds of a word, in either language\'s spelling, and no compound of another', () => {
    const vocabulary = Vocabulary.build(['автоинструктор', 'автомеханік', 'електромонтажник', 'інструктор']);
    const reached = (term: string) => [...vocabulary.expand(term, false).entries()]
      .filter(([, reach]) => reach.step === 'compound').map(([id]) => vocabulary.terms[id]).sort();
    expect(reached('інструктора')).toEqual(['автоинструктор']);
    expect(reached('монтажник')).toEqual(['електромонтажник']);
    expect(reached('механіка')).toEqual(['автомеханік']);
    expect(reached('автоинструктор')).toEqual([]);
  });

  it('reaches the compounds of the forms it reaches: a woman instructor finds a driving instructor', () => {
    const terms = ['автоинструктор', 'інструктор'];
    const vocabulary = Vocabulary.build(terms, WordForms.build(terms, dictionariesFor(terms)));
    const compounds = [...vocabulary.expand('інструкторку', false).entries()]
      .filter(([, reach]) => reach.step === 'compound').map(([id]) => vocabulary.terms[id]);
    expect(compounds).toEqual(['автоинструктор']);
  });

  it('reads three letters typed last that are no word as a beginning, and a word or two letters as typed', () => {
    const vocabulary = Vocabulary.build(['car', 'caregiver', 'kyiv', 'київ']);
    const reached = (term: string, isLast: boolean, capitals = false) => [...vocabulary.expand(term, isLast, capitals).keys()].map((id) => vocabulary.terms[id]).sort();
    expect(reached('kyi', true)).toEqual(['kyiv', 'київ']);
    expect(reached('kyi', false)).toEqual([]);
    expect(reached('car', true)).toEqual(['car']);
    expect(reached('ky', true)).toEqual([]);
    // Typed in capitals, an acronym: complete.
    expect(reached('kyi', true, true)).toEqual([]);
  });

  it('reads a short word with an -s that no dictionary lists as the plural of the word before it', () => {
    const vocabulary = Vocabulary.build(['bu', 'ev', 't4']);
    const reached = (term: string, listed = false) => [...vocabulary.expanded(term, false, false, 0, false, false, listed).keys()].map((id) => vocabulary.terms[id]);
    expect(reached('evs')).toEqual(['ev']);
    expect(reached('t4s')).toEqual(['t4']);
    // A word of the dictionary is that word: "bus" is no plural of "bu".
    expect(reached('bus', true)).toEqual([]);
  });

  it('hears an English word by ear only when no dictionary lists it: "drivin" is "driving", "drawing" is not', () => {
    const vocabulary = Vocabulary.build(['driving']);
    const reached = (term: string, listed = false) => [...vocabulary.expanded(term, false, false, 0, false, false, listed).keys()].map((id) => vocabulary.terms[id]);
    expect(reached('dryvyng')).toEqual(['driving']);
    expect(reached('drawing', true)).toEqual([]);
  });
});

describe('a Latin word typed last', () => {
  const terms = ['kyiv', 'київ', 'сантехнік', 'сантехніків'];
  const vocabulary = Vocabulary.build(terms, WordForms.build(terms, dictionariesFor(terms)));
  const expander = new Expander(vocabulary, { df: () => 1, volume: (matches) => matches.length });
  const quality = (q: string, word: string) => expander.readText(q)![0]!.matches.find((m) => vocabulary.terms[m.termId] === word)?.quality;

  it('is whole when it spells a Cyrillic word here: "santekhnik" is "сантехнік", its other forms below it', () => {
    expect(quality('santekhnik', 'сантехнік')).toBe(0.6);
    expect(quality('santekhnik', 'сантехніків')).toBeLessThan(0.6);
  });

  it('is still a beginning when it spells none: "kyi" begins "Київ"', () => {
    expect(quality('kyi', 'київ')).toBe(0.6);
  });
});
