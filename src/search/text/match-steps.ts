/**
 * The steps by which a word typed reaches a vocabulary term, as one table.
 *
 * A word reaches terms by a chain of steps: first its spellings (itself, with a
 * missing key, in the other language's spelling, in the other script, with a
 * typo), then the forms of those spellings, then a form's other script. Each
 * row below is one step: what it is called, what it is worth against an exact
 * match (a chain is worth the product of its steps), the words it applies to
 * (script, length, the last word only, a word that is no word here), what it
 * reads, and what a chain may go on to from what it reaches.
 *
 * The vocabulary (vocabulary.ts) walks the rows in order and calls each one's
 * lookup (step-lookups.ts); docs/search.md's table of the steps is made from the
 * rows (npm run docs:tables). A new step is a row here and its lookup there.
 */
import { CROSS_SPELLING_MIN_LENGTH } from './morphology/cross-spelling.ts';
import { isNumberTerm } from './numbers.ts';
import { scriptOf } from './tokenize.ts';

/**
 * The qualities the steps are made of, best first: a step counts this much
 * against an exact match, and a chain of steps the product of its steps.
 */
export const MATCH_QUALITY = {
  exact: 1,
  missingKey: 0.9,
  /** The same word in Ukrainian and in Russian spelling. */
  crossSpelling: 0.85,
  /** Another form of the word: the same dictionary word, or (for a word no dictionary knows) the same stem. */
  stem: 0.8,
  prefix: 0.7,
  transliteration: 0.6,
  typo: 0.5,
  /** The other word of a doing: a verb's verbal noun or agent noun, and back ("збирати", "збирання"; "перекладати", "перекладач"). */
  doing: 0.7,
  /** A word made of a combining form and the word ("автоинструктор" of "інструктор"): a kind of what it names. */
  compound: 0.6,
  /** A word of the same root by another suffix (a widening: see `MatchStep.widening`). */
  derivation: 0.4,
  /** Another word for the same thing, in any language, by the glossary of the listing domain. */
  translation: 0.6,
  /** A listing of the kind the word names (glossary/listing-kinds.ts), whatever its text says. */
  kind: 0.6,
  /** A listing about what the thing asked about points to (glossary/topics.ts). */
  topic: 0.4,
  /** The thing a make or model offered is a kind of (glossary/kinds.ts): below every spelling of the make itself. */
  kindOf: 0.2,
  /** Two words side by side that name a concept of the glossary together, in a listing's title in any language. */
  phrase: 0.85,
} as const;

/** Longer query words are looked up as they are, without typo tolerance: bounded work. */
const TYPO_MAX_LENGTH = 24;
/** Of the spellings (or forms) a word reaches, this many of the best have a chain go on from them: bounded work. */
const CHAIN_FROM_BEST = 16;

/** Words of up to this many letters are whole words: matched only by the steps for short words. */
export const SHORT_WORD_MAX_LENGTH = 3;

/**
 * Whether a word typed is a short word: up to three letters, an acronym
 * (typed in capitals: "CPA", "HVAC"), or a number (digits, or a number term
 * of numbers.ts). Such a word is complete as
 * typed — "car" is not on its way to "caregiver", "IT" not to "items" — and
 * one letter off it is another word: only the steps for short words
 * (`shortWords`) take it. But three letters typed last that are no word
 * (`noWord`: no term here, no dictionary's word) are on their way to one,
 * "kyi" to "kyiv": the word's beginning, as a longer one is; two letters are
 * the beginnings of too many words to be read as one.
 */
export function isShortWord(term: string, length: number, capitals: boolean, noWord = false): boolean {
  if (capitals || scriptOf(term) === 'other' || isNumberTerm(term)) return true;
  return length < SHORT_WORD_MAX_LENGTH || (length === SHORT_WORD_MAX_LENGTH && !noWord);
}

/** The names the steps' lookups are known by. */
export type StepName =
  | 'exact' | 'missingKey' | 'crossSpelling' | 'crossSpellingEdit' | 'prefix'
  | 'romanization' | 'looseLatin' | 'looseLatinEdit' | 'latinSkeleton' | 'englishByEar'
  | 'englishSpelling' | 'englishBeginning' | 'looseCyrillic' | 'looseCyrillicEdit' | 'cyrillicSkeleton' | 'loanword' | 'letterNames' | 'acronymOtherScript'
  | 'typo' | 'twoTypos' | 'missingKeyTypo' | 'missingKeyTwoTypos'
  | 'wordForms' | 'latinForms' | 'spellingForms' | 'formsOtherScript' | 'doing' | 'doer' | 'compound' | 'translation' | 'kind' | 'kindOffered' | 'topic' | 'phrase'
  | 'derivation' | 'moreTypos';

export interface MatchStep {
  readonly name: StepName;
  /** The step as docs/search.md names it. */
  readonly title: string;
  /** What it starts from: the word typed, or the best of the spellings or forms reached before it. */
  readonly from: 'word' | 'spellings' | 'forms';
  /** The script of the word it starts from (any when absent). */
  readonly script?: 'latin' | 'cyrillic';
  /** The qualities the step's is the product of (from spellings or forms, times what led there). */
  readonly qualities: readonly (keyof typeof MATCH_QUALITY)[];
  /** What the step is worth against an exact match: the product of `qualities`. */
  readonly quality: number;
  /** The fewest letters of the word it starts from. */
  readonly minLength: number;
  /** The most letters, when bounded. */
  readonly maxLength?: number;
  /**
   * Only for the last word of a query while it is unfinished: no term of the
   * vocabulary as typed (a whole word is read as itself: "car" is not on its
   * way to "carpet"). A dictionary form no listing uses ("бандур") is still
   * on its way to the words it begins ("бандурист").
   */
  readonly lastOnly?: true;
  /** Also for short words and acronyms (`isShortWord`); every other step leaves them be. */
  readonly shortWords?: true;
  /** Only for a word that is no word here: no dictionary word, and nothing reached so far as a word or a form (`isKnown`). */
  readonly unknownOnly?: true;
  /**
   * Only for a word of a phrase that asks for something or names a doing
   * (an intent or activity word beside it: "need", "хто", "болит", "fix",
   * "ремонт", "not working", or a verb: "замінити"): a thing named alone is
   * asked for as itself.
   */
  readonly asking?: true;
  /**
   * Only for a word of a phrase that offers something ("продаю", "здаю",
   * "selling"): one who offers a make wants those who ask for its kind of thing.
   */
  readonly offering?: true;
  /**
   * Only for a word that may be an acronym typed in the other script: typed
   * in capitals, of two letters, or of three that no dictionary lists as
   * typed (`Vocabulary.expanded`).
   */
  readonly acronym?: true;
  /**
   * Only for a word of a query of two meaningful words or more, or of a phrase
   * that asks (`asking`): a word alone is asked for as itself, while another
   * word, or the intent, narrows what it reaches.
   */
  readonly several?: true;
  /** Taken for two words side by side together (expand.ts), never for a word alone. */
  readonly pair?: true;
  /** How many edits a typo step allows (a transposition is one). */
  readonly edits?: 1 | 2;
  /** Of the spellings or forms it starts from, the best this many. */
  readonly best?: number;
  /** The step is one of a word's other-script spellings, taken again from each of the best forms (`formsOtherScript`). */
  readonly otherScript?: true;
  /**
   * A widening: taken only for a meaningful word that the other steps bring to
   * nothing, the first widening before the second, the second only when the
   * first reaches nothing either (expand.ts). Never a first-rank match.
   */
  readonly widening?: 1 | 2;
  /** Whether the term reached is the word as typed: only those make a title "the query" or "start with the query". */
  readonly literal: boolean;
  /** What a chain may go on to from what the step reaches. */
  readonly then: 'forms' | 'otherScript' | null;
  /** What it reads, as the docs say it. */
  readonly reads: string;
}

/** A row, its quality made of its qualities. */
const step = (row: Omit<MatchStep, 'quality'>): MatchStep => ({ ...row, quality: row.qualities.reduce((product, q) => product * MATCH_QUALITY[q], 1) });

/** Every step, in the order the vocabulary takes them. */
export const MATCH_STEPS: readonly MatchStep[] = [
  step({ name: 'exact', title: 'Exact', from: 'word', qualities: ['exact'], minLength: 1, shortWords: true, literal: true, then: 'forms', reads: 'the vocabulary' }),
  step({ name: 'missingKey', title: 'A missing key', from: 'word', script: 'cyrillic', qualities: ['missingKey'], minLength: 1, shortWords: true, literal: true, then: 'forms', reads: 'the key without ґ, ї, є, і (`term`, `fold`)' }),
  step({ name: 'crossSpelling', title: 'Ukrainian and Russian spelling', from: 'word', script: 'cyrillic', qualities: ['crossSpelling'], minLength: CROSS_SPELLING_MIN_LENGTH, literal: false, then: 'forms', reads: 'the spelling key (`cross`)' }),
  step({ name: 'crossSpellingEdit', title: 'Ukrainian and Russian spelling, a letter off', from: 'word', script: 'cyrillic', qualities: ['crossSpelling', 'typo'], minLength: 6, unknownOnly: true, literal: false, then: 'forms', reads: 'the spelling key (`cross`), one edit' }),
  step({ name: 'prefix', title: 'Finished', from: 'word', qualities: ['prefix'], minLength: 1, lastOnly: true, literal: true, then: null, reads: 'the words it begins (`term`)' }),
  step({ name: 'romanization', title: 'The other script: romanization', from: 'word', script: 'latin', qualities: ['transliteration'], minLength: 1, otherScript: true, literal: false, then: 'forms', reads: 'the Cyrillic words it romanizes, or for the last word begins (`roman`); a place name\'s alias (`roman`, `term`, and its loose key `latin`)' }),
  step({ name: 'looseLatin', title: 'The other script: loose key', from: 'word', script: 'latin', qualities: ['transliteration'], minLength: 5, otherScript: true, literal: false, then: 'forms', reads: 'the loose Latin key, or for the last word its beginning (`latin`)' }),
  step({ name: 'looseLatinEdit', title: 'The other script: loose key, a letter off', from: 'word', script: 'latin', qualities: ['transliteration', 'typo'], minLength: 6, otherScript: true, literal: false, then: 'forms', reads: 'the loose Latin key, one edit (`latin`), Cyrillic words' }),
  step({ name: 'latinSkeleton', title: 'The other script: skeleton', from: 'word', script: 'latin', qualities: ['transliteration'], minLength: 5, otherScript: true, literal: false, then: 'forms', reads: 'the skeleton of the loose key (`skeleton`), Cyrillic words' }),
  step({ name: 'englishByEar', title: 'An English word spelled by ear', from: 'word', script: 'latin', qualities: ['transliteration'], minLength: 6, unknownOnly: true, literal: false, then: 'forms', reads: 'for a Latin word no dictionary knows nor lists ("drawing" is no "driving") that no step before reached, the Latin words of the same skeleton of how they are said (`skeleton`): an English word written as it sounds, "elektrishen" finds "electrician", "instoleishn" "installation"' }),
  step({ name: 'englishSpelling', title: 'The other script: romanization', from: 'word', script: 'cyrillic', qualities: ['transliteration'], minLength: 1, otherScript: true, literal: false, then: 'forms', reads: 'the English word that is its romanization (`term`); a place name\'s alias (`term`, `roman`)' }),
  step({ name: 'englishBeginning', title: 'The other script: a beginning', from: 'word', script: 'cyrillic', qualities: ['transliteration'], minLength: 5, lastOnly: true, otherScript: true, literal: false, then: 'forms', reads: 'the English words its romanization begins (`term`)' }),
  step({ name: 'looseCyrillic', title: 'The other script: loose key', from: 'word', script: 'cyrillic', qualities: ['transliteration'], minLength: 5, otherScript: true, literal: false, then: 'forms', reads: 'English words of the same loose key, or for the last word beginning with it (`latin`)' }),
  step({ name: 'looseCyrillicEdit', title: 'The other script: loose key, a letter off', from: 'word', script: 'cyrillic', qualities: ['transliteration', 'typo'], minLength: 6, otherScript: true, literal: false, then: 'forms', reads: 'the loose key, one edit (`latin`), Latin words' }),
  step({ name: 'cyrillicSkeleton', title: 'The other script: skeleton', from: 'word', script: 'cyrillic', qualities: ['transliteration'], minLength: 5, otherScript: true, literal: false, then: 'forms', reads: 'the skeleton of the loose key (`skeleton`), Latin words by the skeleton of how they are spelled or said ("пламер" finds "plumber"), for a word no dictionary knows' }),
  step({ name: 'loanword', title: 'The other script: a loanword', from: 'word', qualities: ['transliteration'], minLength: 5, otherScript: true, literal: false, then: 'forms', reads: 'the words of the other script the build paired with it (`loan`): one skeleton, loose keys at most a third apart, a Cyrillic word a dictionary knows and an English word' }),
  step({ name: 'letterNames', title: 'The other script: letter names', from: 'word', script: 'cyrillic', qualities: ['transliteration'], minLength: 3, literal: false, then: null, reads: 'the acronym of two to five letters it spells by the English letters\' names, or its stem does without a suffix of a worker (-ник, -ниця, -щик, -чик, -ка), a Latin word here (`term`): "айті" finds "IT", "піар" "PR", "ейчар" "HR", "айтішник" "IT"' }),
  step({ name: 'acronymOtherScript', title: 'The other script: an acronym', from: 'word', script: 'cyrillic', qualities: ['transliteration'], minLength: 2, maxLength: 5, shortWords: true, acronym: true, literal: false, then: null, reads: 'for a word typed in capitals, of two letters, or of three that no dictionary lists, the Latin words of up to five letters of its loose Latin key (`latin`) that are no English function word: an acronym typed on the Cyrillic layout, "ЕСЛ" finds "ESL", "Г1" "G1", "ХВАК" "HVAC"; "ТО" is not "to"' }),
  step({ name: 'typo', title: 'Typos', from: 'word', qualities: ['typo'], minLength: 5, maxLength: 8, unknownOnly: true, edits: 1, literal: false, then: 'forms', reads: 'the vocabulary, one edit away' }),
  step({ name: 'twoTypos', title: 'Typos', from: 'word', qualities: ['typo'], minLength: 9, maxLength: TYPO_MAX_LENGTH, unknownOnly: true, edits: 2, literal: false, then: 'forms', reads: 'the vocabulary, two edits away' }),
  step({ name: 'missingKeyTypo', title: 'A missing key and typos', from: 'word', script: 'cyrillic', qualities: ['missingKey', 'typo'], minLength: 5, maxLength: 8, unknownOnly: true, edits: 1, literal: false, then: 'forms', reads: 'the key without ґ, ї, є, і (`fold`), one edit away' }),
  step({ name: 'missingKeyTwoTypos', title: 'A missing key and typos', from: 'word', script: 'cyrillic', qualities: ['missingKey', 'typo'], minLength: 9, maxLength: TYPO_MAX_LENGTH, unknownOnly: true, edits: 2, literal: false, then: 'forms', reads: 'the key without ґ, ї, є, і (`fold`), two edits away' }),
  step({ name: 'wordForms', title: 'Word forms', from: 'word', qualities: ['stem'], minLength: 1, shortWords: true, literal: false, then: 'otherScript', reads: 'the forms of its dictionary words (`lemma`), or of its stem (`stem`, `term`); a word too short for a stem, the words it is the stem of (`stem`); a short Latin word with an "-s" no dictionary lists, the word before it and its forms ("evs" finds "ev")' }),
  step({ name: 'latinForms', title: 'Word forms', from: 'word', script: 'latin', qualities: ['transliteration', 'stem'], minLength: 1, shortWords: true, literal: false, then: 'otherScript', reads: 'the forms of the Ukrainian words it spells that a dictionary knows (`lemma`); of a short word, only when it is no term here ("mak" finds "маком")' }),
  step({ name: 'spellingForms', title: 'Word forms', from: 'spellings', qualities: ['stem'], minLength: 1, best: CHAIN_FROM_BEST, shortWords: true, literal: false, then: 'otherScript', reads: 'the forms of each spelling reached (`lemma`, `stem`, `term`)' }),
  step({ name: 'doing', title: 'The verb or the noun of its doing', from: 'word', qualities: ['doing'], minLength: 4, literal: false, then: null, reads: 'for a verb, the forms of the nouns that name its doing, and for such a noun, of its verbs, where a dictionary has both and one is made from the other by a regular ending (`src/search/text/morphology/verbal-nouns.ts`; `doings` of the word forms): "збирає" finds "збирання", "прибирання" "прибирає", "плавати" "плавання"; and one who does it, by an agent\'s suffix, where the glossary names both one thing: "перекладачка" finds "перекладаю"; in English, one who does it and the doing by -er and -ing, where the glossary names both one thing (`src/search/text/morphology/english-agents.ts`): "cleaners" finds "cleaning"' }),
  step({ name: 'doer', title: 'Who does it, or what is done', from: 'word', qualities: ['doing'], minLength: 4, several: true, literal: false, then: null, reads: 'in a query of two meaningful words or more or a phrase that asks, for a noun that names one who does a thing, the nouns of what that one does or gives, and back, where the glossary keeps the two apart as concepts of their own (`src/search/text/glossary/doings.ts`), in its script\'s languages, and their forms: "тренерка з фітнесу" finds "тренування … фітнес", "уроки англійської" "вчителька англійської", "шукаю вчительку" "уроки"; a word alone is asked for as itself ("вчителька" is no "урок")' }),
  step({ name: 'compound', title: 'A compound of it', from: 'word', script: 'cyrillic', qualities: ['compound'], minLength: 5, best: CHAIN_FROM_BEST, literal: false, then: null, reads: 'the words made of a combining form (авто-, електро-, фото-, мікро-, … in both spellings) and a word of its stem or of the stem of one of the best forms reached, the languages\' spellings levelled (`part`, `src/search/text/morphology/compounds.ts`): "інструктора" finds "автоинструктор", "монтажник" "електромонтажник", "інструкторку" "автоинструктор" by "інструктор"' }),
  step({ name: 'translation', title: 'Another word for it', from: 'word', qualities: ['translation'], minLength: 2, shortWords: true, literal: false, then: null, reads: 'for a word that reaches nothing, the words the glossary of the listing domain names the same thing by in every language, and for a Russian word always (titles are given no Russian words), those of the other languages (`src/search/text/glossary/concepts.ts`), for its word, its dictionary words or a Latin word\'s Ukrainian spelling, and their forms (`term`, `lemma`, `stem`): "пол" finds "flooring" and "підлоги" wherever a listing says them; a word that is no verb, the concept\'s words that are none either ("повар" is "кухар", never "готувати", which also prepares for exams)' }),
  step({ name: 'kind', title: 'The kind of listing it names', from: 'word', qualities: ['kind'], minLength: 2, shortWords: true, literal: false, then: null, reads: 'the kind of listing its word, a form of it or a Latin word\'s Ukrainian spelling names by a concept of the glossary (`src/search/text/glossary/listing-kinds.ts`): every listing of the kind, whatever its text says ("вакансії" and "vacancy" find job postings, "події" and "events" events, "житло" housing, "sale" and "продаж" classifieds and vehicles; `⁂` and the kind, `build/listing-kinds.ts`)' }),
  step({ name: 'kindOffered', title: 'What a make offered is a kind of', from: 'word', qualities: ['kindOf'], minLength: 2, shortWords: true, offering: true, literal: false, then: null, reads: 'in a phrase that offers, the requests for the thing a make or model is a kind of (`src/search/text/glossary/kinds.ts`), wherever they name it, by a word of it in any language or by a make (`build/asked-for.ts`): "продаю свою Тойоту" finds "Шукаю вживане авто" and "looking for a used car", which the intent ranks first, and no other make offered' }),
  step({ name: 'topic', title: 'What the thing asked about points to', from: 'word', qualities: ['topic'], minLength: 2, shortWords: true, asking: true, literal: false, then: null, reads: 'the topics whose signs name its word or a form of it, in any language (`src/search/text/glossary/topics.ts`), in a phrase that asks: the listings whose titles name the service that answers it ("fix my sink" finds a plumber, "болит зуб" a dentist)' }),
  step({ name: 'phrase', title: 'A phrase of the glossary', from: 'word', qualities: ['phrase'], minLength: 1, shortWords: true, pair: true, literal: false, then: null, reads: 'for two words side by side, or with one or two function words between ("power of attorney", "дозвіл на роботу", "man with a van"), that name a concept of the glossary as one of its two-word phrases, each by itself, its dictionary words or their stems ("washing machine", "green card", "пральну машину"), the listings whose titles name it by a phrase of any language (`⁑` and the concept, `build/phrases.ts`); where one of the two reaches nothing, the concept\'s single words in every language (no verb, but of a concept that names a doing: "fill out" finds "заповнюю") and their forms, wherever a listing says them, and the listings whose descriptions name it by a phrase (its described term, `⁑` and the concept then `⁑`), at a translation\'s quality ("eye exam" finds "перевірка зору", "зимова гума" "winter tires"); where neither reaches anything, only the titles that name it, while one does' }),
  step({ name: 'derivation', title: 'Widening: a derivation', from: 'word', qualities: ['derivation'], minLength: 5, widening: 1, literal: false, then: null, reads: 'the words whose stem shares a beginning of five letters or more with its stem, the shorter stem going on past it by one letter at most or by no more letters than the shared beginning has past five, or six letters or more that are three quarters of the shorter stem (`stem`), three of them past a prefix both begin with, an і of the root read as the о or е it alternates with (`roots.ts`), never the word with another word after it (a compound: "спортзал" is a hall, not a sport), nor, from a word the glossary knows, a word that names none of its concepts ("годинник", a watch, is no "година", an hour): "масажистка" finds "масаж", "стоматологічна" "стоматолог", "пральок" "пральних", "водостічні" "водостоки"; "перевізник" is not "перевірка"' }),
  step({ name: 'moreTypos', title: 'Widening: more typos', from: 'word', qualities: ['typo', 'typo'], minLength: 6, maxLength: TYPO_MAX_LENGTH, widening: 2, literal: false, then: null, reads: 'the vocabulary one edit farther than its typos (two edits to eight letters, three from nine): "plomver" finds "plumber"; from a word the dictionaries know only as a noun or an adjective, no form of a verb ("складі" is not "складаю")' }),
  step({ name: 'formsOtherScript', title: 'A form in the other script', from: 'forms', qualities: ['transliteration'], minLength: 1, best: CHAIN_FROM_BEST, literal: false, then: null, reads: 'the other-script steps above, from each form' }),
];

/** A step by its name. */
export const STEP = Object.fromEntries(MATCH_STEPS.map((step) => [step.name, step])) as Record<StepName, MatchStep>;
