/**
 * Whether a dictionary entry is a verb, by the endings of the Ukrainian and
 * Russian infinitive (-ти, -тися, -ть, -ться, -чь, …), nouns in -сть
 * ("радість", "радость") apart. A verb names a doing, as the words for what is
 * to be done do (roles.ts): one no listing uses ("поміняти", "фарбую") says
 * what is to be done with the thing asked for, and is not the thing.
 */
import { scriptOf } from '../tokenize.ts';

const INFINITIVE = /(?:ти|тись|тися|ть|ться|чь|чься)$/u;
export const isVerbEntry = (entry: string): boolean => INFINITIVE.test(entry) && !entry.endsWith('сть');

/**
 * Whether a form of a verb is of the first person, by the endings of the Ukrainian and Russian
 * present and future: -у and -ю of one ("перекладаю", "перевезу"), the Ukrainian -мо and the Russian
 * -ем, -ём and -им of many ("чистимо", "перевозим"), and their reflexives (-уся, -юсь, -мося, -емся).
 * Asked of a word every dictionary word of which is a verb (`isVerbEntry`): a noun's "роботу" is no person.
 */
const FIRST_PERSON = /(?:у|ю|мо|ем|ём|им)(?:ся|сь)?$/u;
export const isFirstPersonForm = (form: string): boolean => FIRST_PERSON.test(form);

/**
 * Whether a concept's words name a doing, not a thing: its Cyrillic words are
 * verbs and nouns of a doing (-ння, -ние) only, one verb at least ("заповнити",
 * "заповнювати", "заповнення" of "fill out"). A thing's concept may hold a
 * verb that means more than it ("готувати" of a cook also prepares for exams).
 */
export function isADoing(words: readonly string[]): boolean {
  const cyrillic = words.filter((word) => scriptOf(word) === 'cyrillic' && !word.includes(' '));
  return cyrillic.some(isVerbEntry) && cyrillic.every((word) => isVerbEntry(word) || isVerbalNounEntry(word));
}

/** Whether a dictionary entry is a noun of a doing by its ending, -ння or -ние ("збирання", "собирание"): it names nothing but the doing. */
export const isVerbalNounEntry = (entry: string): boolean => /(?:ння|ние)$/.test(entry);
