/**
 * What two words side by side reach as a phrase of the glossary, beside what
 * each reaches by itself: the expander (expand.ts) adds it to both words.
 */
import { GLOSSARY } from './glossary/glossary.ts';
import { LONG_PHRASE_MIN, PHRASE_GAP_MAX, type PhraseWord } from './glossary/phrases.ts';
import { STEP, type StepName } from './match-steps.ts';
import type { TermMatch, Vocabulary } from './vocabulary.ts';
import type { TermRole } from './morphology/roles.ts';

/**
 * Two words side by side (or with one or two function words between: "power
 * of attorney", "man with a van") that name a concept of the glossary as a phrase ("washing
 * machine", "грін картою", a Latin-lettered "zubnyi likar" by the Ukrainian
 * words it spells) each reach the concept's term too: the
 * listings whose titles name it by a phrase in any language
 * (build/phrases.ts) hold both words so. Where one of the two reaches
 * nothing by itself ("eye exam", where no listing says "eye"), each reaches
 * the concept's single words too, in every language and wherever a listing
 * says them, as a word that reaches nothing reaches its own concept's
 * (vocabulary.ts `translation`): "перевірка зору" in a description — and the
 * listings whose descriptions name the concept by a phrase of any language
 * ("зимова гума" finds "winter tires" in a description). In a phrase that
 * asks for a service (`asksForAService`), the topics the concept is a sign of
 * too, as a word's topic step reaches them ("who can install a ceiling fan"
 * the electricians). `expansions` are the words' own matches, best first; the
 * same array when no phrase adds anything.
 */
export function withPhrases<E extends { matches: TermMatch[] }>(
  read: readonly string[], expansions: E[], vocabulary: Vocabulary, roles: readonly TermRole[], asksForAService: boolean,
): E[] {
  let withPhrase: E[] | null = null;
  for (const [i, j] of sideBySide(roles)) {
    const [first, second] = [read[i]!, read[j]!];
    const concepts = GLOSSARY.phrases.conceptsOf(phraseWord(first, expansions[i]!.matches, vocabulary), phraseWord(second, expansions[j]!.matches, vocabulary));
    if (concepts.length === 0) continue;
    // A set phrase's words are no words of a listing that says the phrase (build/set-phrases.ts): the phrase typed
    // reaches it by the concept, in its title or its description alike.
    const phrased = matchesBy('phrase', concepts.flatMap((concept) => (GLOSSARY.phrases.isSet(concept) ? [GLOSSARY.conceptTerm(concept), GLOSSARY.describedConceptTerm(concept)] : [GLOSSARY.conceptTerm(concept)]))
      .map((term) => vocabulary.idOf(term)));
    const unreached = expansions[i]!.matches.length === 0 || expansions[j]!.matches.length === 0;
    // A phrase neither of whose words reaches anything is all the query says of its thing: the listings about it
    // name it in their titles, and one that names it in passing ("адаптація після переїзду") is no answer — unless
    // no title names it.
    const onlyThePhrase = expansions[i]!.matches.length === 0 && expansions[j]!.matches.length === 0
      && concepts.some((concept) => vocabulary.idOf(GLOSSARY.conceptTerm(concept)) >= 0);
    const worded = !unreached || onlyThePhrase ? [] : matchesBy('translation', concepts.flatMap((concept) => [...vocabulary.conceptWords(concept), vocabulary.idOf(GLOSSARY.describedConceptTerm(concept))]));
    // A phrase that names a thing whose trouble one service answers points to that service, as such
    // a word does (match-steps.ts `topic`): "check engine light is on, who can help" to a mechanic.
    const signed = !asksForAService ? [] : matchesBy('topic', concepts.flatMap((concept) => GLOSSARY.topicsSignedByConcept(concept))
      .map((topic) => vocabulary.idOf(GLOSSARY.topicTerm(topic))));
    if (phrased.length === 0 && worded.length === 0 && signed.length === 0) continue;
    withPhrase ??= [...expansions];
    for (const at of [i, j]) withPhrase[at] = withAdded(withPhrase[at]!, [...phrased, ...worded, ...signed]);
  }
  return withPhrase ?? expansions;
}

/**
 * A run of three to five words (function words apart) that names a concept of the glossary by
 * one of its longer phrases ("temporary protected status", "individual taxpayer identification
 * number"): each of its words reaches the concept's single words in every language and their
 * forms, where a listing says them ("TPS", "ITIN", "тпс"), and the listings whose titles or
 * descriptions name it by a phrase, as a phrase's words do (`withPhrases`). `expansions` as there.
 */
export function withLongPhrases<E extends { matches: TermMatch[] }>(read: readonly string[], expansions: E[], vocabulary: Vocabulary, roles: readonly TermRole[]): E[] {
  const at = read.map((_, i) => i).filter((i) => roles[i] !== 'function');
  if (at.length < LONG_PHRASE_MIN) return expansions;
  const found = GLOSSARY.phrases.longIn(at.map((i) => phraseWord(read[i]!, expansions[i]!.matches, vocabulary)));
  if (found.length === 0) return expansions;
  const withPhrase = [...expansions];
  for (const { concept, start, end } of found) {
    const added = matchesBy('phrase', [...vocabulary.conceptWords(concept), vocabulary.idOf(GLOSSARY.conceptTerm(concept)), vocabulary.idOf(GLOSSARY.describedConceptTerm(concept))]);
    for (const i of at.slice(start, end)) withPhrase[i] = withAdded(withPhrase[i]!, added);
  }
  return withPhrase;
}

/** The terms of `ids` (those here: an id of -1 is none) as matches of `step`, at its quality. */
function matchesBy(step: StepName, ids: readonly number[]): TermMatch[] {
  return ids.filter((id) => id >= 0).map((termId) => ({ termId, quality: STEP[step].quality, literal: false, step }));
}

/**
 * An expansion with `added` besides its own matches, each term once (its own match of it, else the first
 * added), best first as every expansion is (a listing takes the first match it holds).
 */
function withAdded<E extends { matches: TermMatch[] }>(expansion: E, added: readonly TermMatch[]): E {
  const held = new Set(expansion.matches.map((match) => match.termId));
  const fresh: TermMatch[] = [];
  for (const match of added) {
    if (held.has(match.termId)) continue;
    held.add(match.termId);
    fresh.push(match);
  }
  return { ...expansion, matches: [...expansion.matches, ...fresh].sort((x, y) => y.quality - x.quality) };
}

/** The steps that reach the word itself in another spelling: a phrase is read by the words they reach. */
const SPELLINGS: ReadonlySet<StepName> = new Set(['exact', 'missingKey', 'crossSpelling', 'romanization', 'looseLatin']);

/**
 * A query word as a phrase is matched against (`ConceptPhrases.conceptsOf`): its dictionary
 * words, a Latin-lettered Ukrainian word's by the Ukrainian words it spells ("zymova guma" is
 * "зимова гума"), and the words its spellings reach here and theirs ("pralni" is the "пральні"
 * a listing says, though its letters spell "пралні").
 */
function phraseWord(term: string, matches: readonly TermMatch[], vocabulary: Vocabulary): PhraseWord {
  const spelled = matches.filter((match) => SPELLINGS.has(match.step)).map((match) => vocabulary.terms[match.termId]!);
  return { term, lemmas: [...vocabulary.lemmasSpelled(term), ...spelled.flatMap((word) => [word, ...vocabulary.lemmasOf(word)])] };
}

/**
 * The places of the words that stand side by side in a query of these roles:
 * next to each other, or with one or two function words between ("дозвіл на
 * роботу", "power of attorney", "man with a van"), as the glossary's phrases
 * are read (`phraseWords`).
 */
function* sideBySide(roles: readonly TermRole[]): Generator<[number, number]> {
  for (let i = 0; i + 1 < roles.length; i++) {
    yield [i, i + 1];
    if (roles[i] === 'function') continue;
    for (let j = i + 2; j < roles.length && j - i - 1 <= PHRASE_GAP_MAX && roles[j - 1] === 'function'; j++) if (roles[j] !== 'function') yield [i, j];
  }
}
