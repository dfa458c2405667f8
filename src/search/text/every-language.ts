/**
 * A query's words read in every language (SearchEngine.read): each meaningful
 * word reaches too the words the glossary names the same thing by in the other
 * languages and their forms (vocabulary.ts `otherLanguageTerms`), and a phrase
 * of the glossary it reaches, the listings whose descriptions name the phrase
 * in any language (`describedPhrases`), all at a translation's quality. A
 * listing written in one language is found by the words of another wherever it
 * says them, its description included, where the build gives the other
 * languages' words to titles alone (build/translations.ts). A lookup a word,
 * remembered: the words' own matches are those of the reading.
 */
import { MATCH_QUALITY } from './match-steps.ts';
import { CONCEPT_MARK } from './glossary/glossary.ts';
import type { TermMatch, Vocabulary } from './vocabulary.ts';
import type { Frequencies, QueryTerm } from './expand.ts';

/** Matches best first: by quality, then the more common term, then the vocabulary's order. */
export function bestFirst(frequencies: Frequencies): (x: TermMatch, y: TermMatch) => number {
  return (x, y) => y.quality - x.quality || frequencies.df(y.termId) - frequencies.df(x.termId) || x.termId - y.termId;
}

/** `words` (as read: the word, its term, its postings' volume), each with its other languages' words, at most `most` matches a word. */
export function inEveryLanguage<W extends { word: string; term: QueryTerm; volume: number }>(
  words: readonly W[], vocabulary: Vocabulary, frequencies: Frequencies, most: number,
): W[] {
  const order = bestFirst(frequencies);
  return words.map((word) => {
    const others = [...vocabulary.otherLanguageTerms(word.word), ...describedPhrases(word.term.matches, vocabulary)];
    if (others.length === 0) return word;
    const reached = new Set(word.term.matches.map(({ termId }) => termId));
    const added = others.filter((termId) => !reached.has(termId))
      .map((termId): TermMatch => ({ termId, quality: MATCH_QUALITY.translation, literal: false, step: 'translation' }));
    if (added.length === 0) return word;
    const matches = [...word.term.matches, ...added].sort(order).slice(0, most);
    return { ...word, term: { position: word.term.position, matches }, volume: frequencies.volume(matches) };
  });
}

/**
 * The described terms of the glossary's phrases a word reaches as a phrase (phrase-matches.ts): the
 * listings whose descriptions name the phrase's concept by a phrase of any language ("tax returns"
 * finds "Налоговые декларации" in a description).
 */
function describedPhrases(matches: readonly TermMatch[], vocabulary: Vocabulary): number[] {
  const described: number[] = [];
  for (const { termId, step } of matches) {
    if (step !== 'phrase') continue;
    const term = vocabulary.terms[termId]!;
    if (term.endsWith(CONCEPT_MARK)) continue;
    const id = vocabulary.idOf(`${term}${CONCEPT_MARK}`);
    if (id >= 0) described.push(id);
  }
  return described;
}
