/**
 * The word forms of a snapshot: for every word of its vocabulary that a
 * dictionary knows, and every other form of the same dictionary words, the
 * lemmas it is a form of. The build works it out from the dictionaries; the
 * runtime only looks up, so a query word the listings never use ("книзі",
 * "стола", "Празі") still reaches the forms they do use ("книга", "стіл",
 * "Прага") without a dictionary in memory. A man's and a woman's word for one
 * occupation are each other's forms too ("вчитель", "вчителька"), and so are a
 * verb's two aspects ("перевезти", "перевозити").
 */
import { byCodeUnit, partitionPoint } from '../../sorted.ts';
import type { Hunspell } from './hunspell.ts';
import { genderPartners } from './gender-pairs.ts';
import { aspectPartners } from './aspect-pairs.ts';
import { reflexivePartners } from './reflexive-pairs.ts';
import { suppletivePartners } from './suppletive-plurals.ts';
import { agentPartners, verbalNounPartners } from './verbal-nouns.ts';
import { prefixPairs } from './russian-prefixes.ts';
import { spellingPairs } from './cross-spelling.ts';

export interface WordFormsJSON {
  /** Every lemma, sorted; a lemma's position is its id. */
  lemmas: string[];
  /** Every form, sorted, once per lemma it is a form of. */
  forms: string[];
  /** The lemma id of each entry of `forms`. */
  lemmaOf: number[];
  /**
   * A lemma's partners that are dictionary words of its forms too (the other gender's word, the
   * other aspect, the reflexive), by lemma id: absent in a snapshot built before them.
   */
  partners?: [lemma: number, partners: string[]][];
  /**
   * A verb's verbal nouns and the agent nouns the caller ties to it, and back (verbal-nouns.ts),
   * by lemma id: another word of the same doing, not a form. Absent in a snapshot built before them.
   */
  doings?: [lemma: number, doings: string[]][];
}

/** The spellings a dictionary may hold a word by: ё is written е in most Russian text and in the Russian dictionary. */
export function dictionarySpellings(word: string): string[] {
  return word.includes('ё') ? [word, word.replace(/ё/g, 'е')] : [word];
}

/**
 * A lemma's forms in every dictionary that has it: a word both languages
 * share is one word, and its Russian forms are its forms too ("зубов" of
 * "зуб"). A form a dictionary read earlier knows as a word of its own is left
 * to it: the Russian "горе" (on the mountain) is no form of "гора", it is the
 * Ukrainian "горе" (grief).
 */
function formsInEvery(lemma: string, dictionaries: readonly Hunspell[]): string[] {
  const forms = new Set<string>();
  dictionaries.forEach((dictionary, which) => {
    const own = dictionary.formsOf(lemma);
    if (which === 0 || forms.size === 0) for (const form of own) forms.add(form);
    else for (const form of own) if (!forms.has(form) && !dictionaries.slice(0, which).some((earlier) => earlier.knowsAsWord(form))) forms.add(form);
  });
  return [...forms];
}

export class WordForms {
  private readonly partnersOf: ReadonlyMap<number, readonly string[]>;
  private readonly doingsOfLemma: ReadonlyMap<number, readonly string[]>;

  private constructor(private readonly json: WordFormsJSON) {
    this.partnersOf = new Map(json.partners ?? []);
    this.doingsOfLemma = new Map(json.doings ?? []);
  }

  /** No dictionary: every word is unknown (a snapshot built without them). */
  static readonly none = new WordForms({ lemmas: [], forms: [], lemmaOf: [] });

  /**
   * The forms of every dictionary word the vocabulary uses a form of. A word
   * is read by the first dictionary (in the order given) that knows it, so a
   * Ukrainian word is never taken for a Russian form of another word ("горе",
   * grief, is also Russian for "on the mountain"). `tied`: whether a verb and
   * an agent noun made of it are one doing by another source (the glossary's).
   */
  static build(vocabulary: Iterable<string>, dictionaries: readonly Hunspell[], tied: (a: string, b: string) => boolean = () => false): WordForms {
    const formsOfLemma = new Map<string, Set<string>>();
    // Each dictionary's lemmas apart: a Russian word and a Ukrainian one spelled with another prefix are paired (russian-prefixes.ts).
    const byDictionary = dictionaries.map(() => new Map<string, Set<string>>());
    for (const word of vocabulary) {
      const spellings = dictionarySpellings(word);
      const which = dictionaries.findIndex((d) => spellings.some((spelling) => d.lemmasOf(spelling).length > 0));
      if (which < 0) continue;
      const dictionary = dictionaries[which]!;
      for (const lemma of new Set(spellings.flatMap((spelling) => dictionary.lemmasOf(spelling)))) {
        let forms = formsOfLemma.get(lemma);
        if (!forms) formsOfLemma.set(lemma, forms = new Set(formsInEvery(lemma, dictionaries)));
        forms.add(word);
        byDictionary[which]!.set(lemma, forms);
      }
    }
    // A man's and a woman's word for one occupation are forms of each other (gender-pairs.ts), and so are
    // a verb's two aspects (aspect-pairs.ts), a verb and its reflexive, where the dictionary has both, and a
    // plural made of another word and its singular (suppletive-plurals.ts); and
    // the partner is a dictionary word of the lemma's forms, for whatever asks a word's dictionary words (the
    // glossary: "перевозимо" names moving as "перевезти" does, "перекладачка" translating as "перекладач").
    const partnersOfLemma = new Map<string, string[]>();
    const doingsOfLemma = new Map<string, string[]>();
    byDictionary.forEach((lemmasOfDictionary, which) => {
      const dictionary = dictionaries[which]!;
      // Every ending paired is an infinitive's: an entry so made is a verb.
      const isEntry = (word: string) => dictionary.hasEntry(word);
      for (const [lemma, forms] of lemmasOfDictionary) {
        // A verb and the noun of its doing stay two words: only the lemmas the snapshot has forms of.
        const doings = [...verbalNounPartners(lemma, isEntry), ...agentPartners(lemma, isEntry).filter((agent) => tied(lemma, agent))]
          .filter((doing) => lemmasOfDictionary.has(doing));
        if (doings.length > 0) doingsOfLemma.set(lemma, doings);
        const partners = [...genderPartners(lemma), ...aspectPartners(lemma, isEntry), ...reflexivePartners(lemma, isEntry), ...suppletivePartners(lemma).filter(isEntry)];
        for (const partner of partners) for (const form of dictionary.formsOf(partner)) forms.add(form);
        const entries = [...new Set(partners)].filter((partner) => partner !== lemma && isEntry(partner));
        if (entries.length > 0) partnersOfLemma.set(lemma, entries);
      }
    });
    const lemmas = [...formsOfLemma.keys()].sort(byCodeUnit);
    const idOf = new Map(lemmas.map((lemma, id) => [lemma, id]));
    const pairs: [string, number][] = [];
    lemmas.forEach((lemma, id) => { for (const form of formsOfLemma.get(lemma)!) pairs.push([form, id]); });
    // A pair's forms are each other's: every form of one is also a form of the other's lemma. So are those of a
    // Russian word and a Ukrainian one that spell one word the two languages' ways ("субботний", "суботній":
    // cross-spelling.ts).
    if (byDictionary.length === 2) {
      const paired = [...prefixPairs(byDictionary[1]!, byDictionary[0]!), ...spellingPairs(byDictionary[1]!.keys(), byDictionary[0]!.keys())];
      for (const [russian, ukrainian] of new Map(paired.map((pair) => [pair.join(' '), pair])).values()) {
        for (const form of formsOfLemma.get(russian)!) pairs.push([form, idOf.get(ukrainian)!]);
        for (const form of formsOfLemma.get(ukrainian)!) pairs.push([form, idOf.get(russian)!]);
      }
    }
    pairs.sort(([a, x], [b, y]) => byCodeUnit(a, b) || x - y);
    const partners = lemmas.flatMap((lemma, id): [number, string[]][] => (partnersOfLemma.has(lemma) ? [[id, partnersOfLemma.get(lemma)!]] : []));
    const doings = lemmas.flatMap((lemma, id): [number, string[]][] => (doingsOfLemma.has(lemma) ? [[id, doingsOfLemma.get(lemma)!]] : []));
    return new WordForms({ lemmas, forms: pairs.map(([form]) => form), lemmaOf: pairs.map(([, id]) => id), partners, doings });
  }

  static fromJSON(json: WordFormsJSON): WordForms {
    return new WordForms(json);
  }

  toJSON(): WordFormsJSON {
    return this.json;
  }

  /** How many (form, lemma) pairs are held. */
  get size(): number {
    return this.json.forms.length;
  }

  /** The lemmas `word` (normalized) is a form of, and their partners (`partners`); empty when no dictionary knows it. */
  lemmasOf(word: string): string[] {
    const { forms, lemmaOf, lemmas } = this.json;
    const found: string[] = [];
    // A predicate, not lowerBound: the value-taking searches see only numbers, on the engine's hot paths.
    let partnered = false;
    for (let at = partitionPoint(0, forms.length, (i) => forms[i]! >= word); at < forms.length && forms[at] === word; at++) {
      found.push(lemmas[lemmaOf[at]!]!);
      const partners = this.partnersOf.get(lemmaOf[at]!);
      if (partners) {
        found.push(...partners);
        partnered = true;
      }
    }
    return partnered ? [...new Set(found)] : found;
  }

  /** The other words of the doing `word` names, a verb's, a verbal noun's or an agent noun's (verbal-nouns.ts): dictionary words, each a lemma here. */
  doingsOf(word: string): string[] {
    const { forms, lemmaOf } = this.json;
    const found: string[] = [];
    for (let at = partitionPoint(0, forms.length, (i) => forms[i]! >= word); at < forms.length && forms[at] === word; at++) {
      const doings = this.doingsOfLemma.get(lemmaOf[at]!);
      if (doings) found.push(...doings);
    }
    return [...new Set(found)];
  }
}
