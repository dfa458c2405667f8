/**
 * Latin for Cyrillic and back. Every term gets a "Latin key": a Cyrillic term
 * its romanization by Ukraine's official system of 2010 (Чернігів → chernihiv),
 * a Latin term itself; then both are loosened the same way, so the spellings
 * people actually type meet: kh = h, g = h, y = i = j, shch = sch, ts = tz,
 * c = k, w = v, soft signs and apostrophes dropped, doubled letters once
 * ("zhitomir", "kyyiv", "odessa", "schastya" find Житомир, Київ, Одеса, Щастя).
 *
 * A few places are still typed by their older or Russian-derived names
 * (Kiev, Kharkov, Chernigov): those are aliases of the official spelling.
 *
 * An English word typed in Cyrillic letters ("клінінг") seldom has the English
 * vowels; its "skeleton" — first letter and consonants of the Latin key — meets
 * the English word's ("klnh" = cleaning).
 */

import { stem } from './stem.ts';

const ROMAN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'h', ґ: 'g', д: 'd', е: 'e', є: 'ie', ж: 'zh', з: 'z', и: 'y', і: 'i', ї: 'i',
  й: 'i', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh',
  ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ь: '', ю: 'iu', я: 'ia',
  // Russian letters, for words typed on a Russian layout.
  ы: 'y', э: 'e', ё: 'io', ъ: '',
};

/** Latin letters back to Ukrainian ones, longest first: the official romanization read backwards. */
const CYRILLIC: [string, string][] = [
  ['shch', 'щ'], ['zh', 'ж'], ['kh', 'х'], ['ts', 'ц'], ['ch', 'ч'], ['sh', 'ш'], ['yi', 'ї'], ['ie', 'є'], ['iu', 'ю'], ['ia', 'я'],
  ['yu', 'ю'], ['ya', 'я'], ['ye', 'є'],
  ['a', 'а'], ['b', 'б'], ['v', 'в'], ['w', 'в'], ['h', 'г'], ['g', 'г'], ['d', 'д'], ['e', 'е'], ['z', 'з'], ['y', 'и'], ['i', 'і'],
  ['j', 'й'], ['k', 'к'], ['c', 'к'], ['l', 'л'], ['m', 'м'], ['n', 'н'], ['o', 'о'], ['p', 'п'], ['r', 'р'], ['s', 'с'], ['t', 'т'],
  ['u', 'у'], ['f', 'ф'],
];

/**
 * The Ukrainian spellings a Latin term most likely stands for: the official
 * romanization read backwards, the same with и for i (people type i for
 * both), and each with й for an i after a vowel. Null-free, but possibly no word at all: the caller looks them up.
 */
export function cyrillicSpellings(latin: string): string[] {
  let cyrillic = '';
  for (let i = 0; i < latin.length;) {
    const pair = CYRILLIC.find(([from]) => latin.startsWith(from, i));
    if (!pair) return [];
    cyrillic += pair[1];
    i += pair[0].length;
  }
  const withY = cyrillic.replace(/і/g, 'и');
  // The romanization writes й as i after a vowel inside a word ("znaity", "Andrii").
  const withShortI = (spelling: string) => spelling.replace(/(?<=[аеиоуяюєії])і/g, 'й');
  return [...new Set([cyrillic, withY, withShortI(cyrillic), withShortI(withY)])];
}

/** A lower-case Cyrillic term in Latin letters (official Ukrainian romanization, word-inner forms). */
export function romanize(term: string): string {
  let latin = '';
  for (const letter of term) latin += ROMAN[letter] ?? letter;
  return latin;
}

const DIGRAPHS: [RegExp, string][] = [
  [/shch|sch/g, 'šč'], [/zh/g, 'ž'], [/ch/g, 'č'], [/sh/g, 'š'], [/kh/g, 'h'], [/ts|tz/g, 'ç'], [/ph/g, 'f'],
];
const LETTERS: Record<string, string> = { c: 'k', q: 'k', x: 'ks', w: 'v', g: 'h', y: 'i', j: 'i' };
const LOOSE_LETTERS = /[cqxwgyj]/g;
const DOUBLED = /(.)\1+/gu;

/** The loosened Latin spelling shared by a Latin word and the spellings of it people type. */
export function looseLatin(latin: string): string {
  let key = latin;
  for (const [pattern, replacement] of DIGRAPHS) key = key.replace(pattern, replacement);
  return key.replace(LOOSE_LETTERS, (letter) => LETTERS[letter]!).replace(DOUBLED, '$1');
}

/** The Latin key of a term in either script. */
export function latinKey(term: string, script: 'cyrillic' | 'latin'): string {
  return looseLatin(script === 'cyrillic' ? romanize(term) : term);
}

/**
 * English letters read as an English speaker says them, where that differs from
 * reading them one by one, as a loanword written in Cyrillic letters follows the
 * sound: qu = kv, ck = k, c before e, i or y = s, -sian, -tion, -cian (and their plurals) end
 * in sh and the vowel ("electrician" is said "electrishan"), th = t as Cyrillic writes it
 * ("python" is "пайтон", "therapy" "терапія"), a y after the first consonants before one
 * consonant and a vowel says ai ("python", "cyber"), oo = u, ee = i, a b after m
 * at the end or before -er is silent ("plumber" is said "plamer"); a final e
 * after a consonant is silent, and makes a single i, y or a before that
 * consonant say ai, ai and ei; an i that begins a word before a consonant and a
 * vowel says ai ("iphone" is said "aifon", "quickbooks" "kvikbuks", "online"
 * "onlain", "skype" "skaip", "cake" "keik").
 */
const ENGLISH_SOUNDS: [RegExp, string][] = [
  [/qu/g, 'kv'], [/ck/g, 'k'], [/c(?=[eiy])/g, 's'], [/(?<=.)[st]i(?=[ao]ns?$)/, 'sh'], [/th/g, 't'], [/oo/g, 'u'], [/ee/g, 'i'], [/mb(?=er|s?$)/g, 'm'],
  [/^([^aeiouy]+)y(?=[^aeiouy][aeiou])/, '$1ai'],
  [/[iy]([^aeiouy])e$/, 'ai$1'], [/a([^aeiouy])e$/, 'ei$1'],
  [/(?<=[aeiouy][^aeiouy]*[^aeiouy])e$/, ''],
  [/^i(?=[^aeiouy]{1,2}[aeiouy])/, 'ai'],
];

/** The Latin keys of a term: its Latin key and, for an English word said otherwise than spelled, the key of how it is said. */
export function latinKeys(term: string, script: 'cyrillic' | 'latin'): string[] {
  const key = latinKey(term, script);
  if (script === 'cyrillic' || term.length < 4) return [key];
  let said = term;
  for (const [pattern, sound] of ENGLISH_SOUNDS) said = said.replace(pattern, sound);
  const saidKey = looseLatin(said);
  return saidKey === key ? [key] : [key, saidKey];
}

const VOWELS = /[aeiou]/g;
/** A skeleton shorter than this says too little to match on. */
const SKELETON_MIN_LENGTH = 4;

/** First letter and consonants of a Latin key, doubles once; null when too short to tell words apart. */
export function skeleton(key: string): string | null {
  const bones = (key[0]! + key.slice(1).replace(VOWELS, '')).replace(DOUBLED, '$1');
  return bones.length >= SKELETON_MIN_LENGTH ? bones : null;
}

/** Older or Russian-derived names of Ukrainian places, still typed: each to its official romanization (a Map: a query term is never an object's own key like "constructor"). */
export const PLACE_NAME_ALIASES: ReadonlyMap<string, string> = new Map(Object.entries({
  kiev: 'kyiv', kyev: 'kyiv', kharkov: 'kharkiv', chernigov: 'chernihiv', lvov: 'lviv', lwow: 'lviv', lemberg: 'lviv',
  odessa: 'odesa', nikolaev: 'mykolaiv', nikolayev: 'mykolaiv', rovno: 'rivne', ternopol: 'ternopil',
  vinnitsa: 'vinnytsia', zaporozhye: 'zaporizhzhia', zaporozhe: 'zaporizhzhia', dnepr: 'dnipro',
  dnepropetrovsk: 'dnipro', chernovtsy: 'chernivtsi', chernovtsi: 'chernivtsi', uzhgorod: 'uzhhorod',
  cherkassy: 'cherkasy', lugansk: 'luhansk', krivoyrog: 'kryvyirih', ivanofrankovsk: 'ivanofrankivsk',
  kamenetspodolsky: 'kamianetspodilskyi', khmelnitsky: 'khmelnytskyi', kirovograd: 'kropyvnytskyi',
  zhitomir: 'zhytomyr', poltava: 'poltava', sumy: 'sumy', kherson: 'kherson', mariupol: 'mariupol',
}));

/**
 * The English letters' names as Ukrainians and Russians say and write them: an
 * acronym typed as it is said ("айті" for IT, "піар" for PR, "ейчар" for HR,
 * "сіві" for CV) is the acronym.
 */
const LETTER_NAMES: Record<string, readonly string[]> = {
  a: ['ей', 'эй'], b: ['бі', 'би'], c: ['сі', 'си'], d: ['ді', 'ди'], e: ['і', 'и'], f: ['еф', 'эф'],
  g: ['джі', 'джи'], h: ['ейч', 'эйч', 'аш'], i: ['ай'], j: ['джей'], k: ['кей', 'кэй'], l: ['ел', 'эл'],
  m: ['ем', 'эм'], n: ['ен', 'эн'], o: ['оу', 'о'], p: ['пі', 'пи'], q: ['кю'], r: ['ар'], s: ['ес', 'эс'],
  t: ['ті', 'ти'], u: ['ю'], v: ['ві', 'ви'], w: ['даблю'], x: ['екс', 'экс'], y: ['уай', 'вай'], z: ['зед', 'зет', 'зі', 'зи'],
};
const LETTER_OF_NAME = new Map(Object.entries(LETTER_NAMES).flatMap(([letter, names]) => names.map((name) => [name, letter] as const)));
const LONGEST_LETTER_NAME = Math.max(...[...LETTER_OF_NAME.keys()].map((name) => name.length));

/** Acronyms of two to five letters, none longer. */
const ACRONYM_LETTERS = { min: 2, max: 5 };

/**
 * The acronyms a Cyrillic word spells by the English letters' names, each way
 * it divides into them whole ("айті" → "it"; "діві" → "dv"); none when it does
 * not so divide.
 */
export function acronymsSaid(word: string): string[] {
  const found = new Set<string>();
  const walk = (at: number, letters: string) => {
    if (letters.length > ACRONYM_LETTERS.max) return;
    if (at === word.length) {
      if (letters.length >= ACRONYM_LETTERS.min) found.add(letters);
      return;
    }
    for (let length = 1; length <= LONGEST_LETTER_NAME && at + length <= word.length; length++) {
      const letter = LETTER_OF_NAME.get(word.slice(at, at + length));
      if (letter !== undefined) walk(at + length, letters + letter);
    }
  };
  walk(0, '');
  return [...found];
}

/** The suffixes that make a worker of a field, on a stem: "айтішник", "піарниця", "пиарщик", "ейчарка". */
const AGENT_SUFFIX = /(?:шн|щ|ч|н)(?:ик|иц)$|к$/;

/**
 * The acronyms a Cyrillic agent noun is made of, said by the English letters'
 * names: "айтішник" (one who works in IT) is of "it", "піарниця" of "pr",
 * "ейчарка" of "hr"; none for a word that is no such noun.
 */
export function acronymsOfAgentNoun(word: string): string[] {
  const stemmed = stem(word) ?? word;
  const bare = stemmed.replace(AGENT_SUFFIX, '');
  return bare === stemmed ? [] : acronymsSaid(bare);
}
