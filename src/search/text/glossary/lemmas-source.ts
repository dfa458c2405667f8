/**
 * How lemmas.ts is made from the dictionaries (scripts/glossary-lemmas.ts
 * writes it; a test compares): build-time code, never loaded by the runtime,
 * which reads the file it wrote.
 */
import { dictionaries } from '../morphology/dictionaries.ts';
import { scriptOf } from '../tokenize.ts';
import { CONCEPTS } from './concepts.ts';
import type { GlossaryLemmas } from './lemmas.ts';

/** Shorter dictionary words are too often another word's ("тату" reads as a form of "тато"). */
const MIN_LEMMA_LENGTH = 5;
/** How many last letters of the dictionary word may differ from the glossary word's: an ending, not another word ("суши" is no form of "сушить"). */
const MAX_ENDING = 3;

const commonBeginning = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

/**
 * By language, each glossary word the dictionary of its language reads as a
 * form of exactly one other word, an ending apart from it, with that word.
 */
export function glossaryLemmas(): GlossaryLemmas {
  const { ukrainian, russian } = dictionaries();
  const found = { uk: new Map<string, string>(), ru: new Map<string, string>() };
  for (const concept of CONCEPTS) {
    for (const [language, dictionary] of [['uk', ukrainian], ['ru', russian]] as const) {
      for (const word of concept[language]) {
        if (word.includes(' ') || scriptOf(word) !== 'cyrillic') continue;
        const lemmas = dictionary.lemmasOf(word);
        if (lemmas.length !== 1 || lemmas[0] === word) continue;
        const lemma = lemmas[0]!;
        if ([...lemma].length < MIN_LEMMA_LENGTH || commonBeginning(word, lemma) < lemma.length - MAX_ENDING) continue;
        found[language].set(word, lemma);
      }
    }
  }
  const sorted = (map: Map<string, string>) => Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { uk: sorted(found.uk), ru: sorted(found.ru) };
}

/** lemmas.ts's text. */
export function renderGlossaryLemmas(lemmas: GlossaryLemmas): string {
  const lines = (record: Record<string, string>) => Object.entries(record).map(([word, lemma]) => `    ${JSON.stringify(word)}: ${JSON.stringify(lemma)},`).join('\n');
  return `/**
 * Written by "npm run glossary:lemmas" from the dictionaries; do not edit.
 *
 * The dictionary word each single Ukrainian or Russian word of the glossary is
 * a form of, where it is no dictionary word itself (a noun made of an
 * adjective, a plural, an adverb): the glossary keys the word by it too.
 */
export type GlossaryLemmas = { readonly uk: Readonly<Record<string, string>>; readonly ru: Readonly<Record<string, string>> };

export const GLOSSARY_LEMMAS: GlossaryLemmas = {
  uk: {
${lines(lemmas.uk)}
  },
  ru: {
${lines(lemmas.ru)}
  },
};
`;
}
