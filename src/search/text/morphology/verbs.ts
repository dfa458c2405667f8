/**
 * Whether a dictionary entry is a verb, by the endings of the Ukrainian and
 * Russian infinitive (-ти, -тися, -ть, -ться, -чь, …), nouns in -сть
 * ("радість", "радость") apart. A verb names a doing, as the words for what is
 * to be done do (roles.ts): one no listing uses ("поміняти", "фарбую") says
 * what is to be done with the thing asked for, and is not the thing.
 */
const INFINITIVE = /(?:ти|тись|тися|ть|ться|чь|чься)$/u;
export const isVerbEntry = (entry: string): boolean => INFINITIVE.test(entry) && !entry.endsWith('сть');
