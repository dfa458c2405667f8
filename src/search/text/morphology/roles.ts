/**
 * What a query word does in a phrase. People type what they want in whole
 * phrases ("шукаю няню на вечір", "need a ride to the airport"): function
 * words, intent words and preferences rarely appear in the listing that
 * answers, so they never decide whether a listing matches — they only help
 * rank one that holds them.
 *
 * Function words come from the `stopword` package's Ukrainian, Russian and
 * English lists (MIT), short lists of pronouns, prepositions and particles.
 * Intent and preference words are this service's own: no list covers how
 * people ask for things in classifieds, and the lists are short.
 */
import { eng, rus, ukr } from 'stopword';
import { normalizeTerm } from '../tokenize.ts';

export type TermRole = 'function' | 'intent' | 'preference' | 'content';

/** Lemmas (and spellings) of words that say someone wants something, in the three languages. */
const INTENT = [
  // Ukrainian
  'шукати', 'шукаю', 'шукаємо', 'шукає', 'потрібен', 'потрібна', 'потрібно', 'потрібні', 'потрібний', 'треба', 'хто',
  'хочу', 'хотіти', 'куплю', 'купити', 'знайти', 'де', 'допоможіть', 'порадьте', 'підкажіть', 'є',
  // Russian (хочу, куплю are spelled as in Ukrainian, above)
  'ищу', 'искать', 'ищем', 'нужен', 'нужна', 'нужно', 'нужны', 'нужный', 'надо', 'кто', 'найти', 'где',
  'помогите', 'посоветуйте', 'подскажите',
  // English
  'need', 'needed', 'needs', 'looking', 'look', 'want', 'wanted', 'seeking', 'seek', 'who', 'where', 'find', 'help',
  'anyone', 'somebody', 'someone', 'recommend', 'please',
];

/** Words that say how, not what: cheap, soon, good. */
const PREFERENCE = [
  // Ukrainian
  'недорого', 'недорогий', 'дешево', 'дешевий', 'терміново', 'терміновий', 'швидко', 'якісно', 'якісний', 'добрий',
  'хороший', 'найкращий', 'надійний', 'поруч', 'близько',
  // Russian (недорого, дешево, хороший are spelled as in Ukrainian, above)
  'дёшево', 'срочно', 'срочный', 'быстро', 'качественно', 'лучший', 'надежный', 'рядом',
  // English
  'cheap', 'cheaper', 'affordable', 'inexpensive', 'urgent', 'urgently', 'asap', 'fast', 'quick', 'quickly', 'good',
  'best', 'reliable', 'nearby', 'near', 'local',
];

/**
 * Words of time a phrase names, which the listing that answers must say as it
 * says a place ("на вихідні", "today"): meaningful, though a function word list
 * has some of them.
 */
const TIME = ['сьогодні', 'завтра', 'сегодня', 'вихідні', 'выходные', 'today', 'tomorrow', 'tonight', 'weekend', 'weekends'];

const ROLES = new Map<string, TermRole>();
for (const [words, role] of [[[...ukr, ...rus, ...eng], 'function'], [INTENT, 'intent'], [PREFERENCE, 'preference'], [TIME, 'content']] as const) {
  for (const word of words) ROLES.set(normalizeTerm(word), role);
}

/**
 * The role of a normalized query word: given its lemmas too (so "шукаємо"
 * and "потрібного" are known by their dictionary forms), the first that has
 * one.
 */
export function termRole(word: string, lemmas: readonly string[] = []): TermRole {
  const role = ROLES.get(word);
  if (role) return role;
  for (const lemma of lemmas) {
    const of = ROLES.get(lemma);
    if (of) return of;
  }
  return 'content';
}
