/**
 * The vocabulary: every distinct term of the snapshot, and the keys through
 * which a query term finds the terms it stands for.
 *
 * Each vocabulary term is reachable by several keys — itself, its spelling
 * without ґ/ї/є/і, its stem, its Latin key and skeleton, its dictionary words —
 * each kind in a radix tree of its own (term-keys.ts), so exact, prefix and
 * fuzzy lookups answer every kind of match. Which listings hold a term, and
 * how strongly, lives in typed-array postings beside it (see engine/text-match.ts).
 */
import { isShortWord, MATCH_QUALITY, MATCH_STEPS, type StepName } from './match-steps.ts';
import { foldMissingKeys, typedForMissingKeys } from './missing-keys.ts';
import { crossSpellingKey } from './morphology/cross-spelling.ts';
import { buysIn, intentOf, phraseRoles, SUBJECT_PRONOUNS, termRole, type Intent, type TermRole } from './morphology/roles.ts';
import { WordForms, type WordFormsJSON } from './morphology/word-forms.ts';
import { GLOSSARY, isMarkedTerm, LANGUAGES } from './glossary/glossary.ts';
import { isNumberTerm } from './numbers.ts';
import { loanwordPairs } from './loanwords.ts';
import { Remembered } from '../lru.ts';
import { partitionPoint } from '../sorted.ts';
import { nounAfterPronoun, stem } from './stem.ts';
import { TermKeys, type KeyField, type TermKeysJSON } from './term-keys.ts';
import { scriptOf } from './tokenize.ts';
import { cyrillicSpellings, latinKeys, romanize, skeleton } from './transliterate.ts';
import { SeenOnce } from '../seen-once.ts';
import { compoundPart } from './morphology/compounds.ts';
import { isADoing, isFirstPersonForm, isVerbEntry } from './morphology/verbs.ts';
import { rootOf } from './roots.ts';
import { applies, StepLookups, type Reaching, type StepWord } from './step-lookups.ts';

/** The keys a vocabulary term is reachable by (see KEY_FIELDS), each kind that applies. */
function keysOfTerm(term: string, forms: WordForms, loans: readonly string[] | undefined): Partial<Record<KeyField, string[]>> {
  // A number term is reached only as itself: a number has no spellings, forms or typos.
  if (isNumberTerm(term)) return { term: [term] };
  // A topic's or a concept's term is reached only by its id (the topic step, a phrase): no word typed is it.
  if (isMarkedTerm(term)) return {};
  const script = scriptOf(term);
  const folded = script === 'cyrillic' ? foldMissingKeys(term) : term;
  const stemmed = stem(term);
  // An English word is also found by how it is said, as a loanword typed in Cyrillic follows it ("айфон", "iphone").
  const latinKeysOfTerm = script === 'other' ? [] : latinKeys(term, script);
  const latin = latinKeysOfTerm[0];
  const lemmas = forms.lemmasOf(term);
  const cross = crossSpellingKey(term);
  // Latin words, and Cyrillic words no dictionary knows (loanwords, names): "клінінг" meets "cleaning".
  // Both the spelling's and the sound's ("plumber", said "plamer", meets "пламер").
  const bones = latin && (script === 'latin' || lemmas.length === 0)
    ? [...new Set(latinKeysOfTerm.map(skeleton).filter((key): key is string => key !== null))] : [];
  const keys: Partial<Record<KeyField, string[]>> = { term: [term] };
  if (folded !== term) keys.fold = [folded];
  if (stemmed !== null) keys.stem = [foldMissingKeys(stemmed)];
  if (script === 'cyrillic') keys.roman = [romanize(term)];
  if (latin) keys.latin = latinKeysOfTerm;
  if (bones.length > 0) keys.skeleton = bones;
  if (lemmas.length > 0) keys.lemma = [...lemmas];
  if (cross !== null) keys.cross = [cross];
  // A loanword and its pairs share each other's words as keys: looking a word up finds its pairs (loanwords.ts).
  if (loans) keys.loan = [term, ...loans];
  const part = script === 'cyrillic' ? compoundPart(term) : null;
  if (part !== null) keys.part = [rootOf(part)];
  return keys;
}

/** How well a query term reaches a vocabulary term, whether as typed (exactly, with a missing key, or finished), and by which step (the last of its best chain). */
export interface Reach {
  quality: number;
  literal: boolean;
  step: StepName;
}

/**
 * A vocabulary term a query term stands for. `literal` when it is the word as
 * typed (exactly, with a missing key, or finished): only those make a title
 * "the query" or "start with the query".
 */
export type TermMatch = { termId: number } & Reach;

/** Whether a term reached is a word here, not only a look-alike: found as typed, as a form or as a prefix. */
export const isKnown = (found: ReadonlyMap<number, Reach>) => {
  for (const { quality } of found.values()) if (quality >= MATCH_QUALITY.prefix) return true;
  return false;
};

/** What the steps remembered from words (see `Vocabulary.reached`) hold at most. */
export const REMEMBERED_WORD_STEPS_BYTES = 8 * 1024 * 1024;

/**
 * What the dictionary words remembered of query words (`lemmasSpelled`) hold at
 * most: a query asks a word's several times (its roles, its phrases, its intent,
 * whether it buys), and a Latin word's Ukrainian spellings are worked out letter
 * by letter. Some 10,000 words, at a hundred bytes and more each.
 */
export const REMEMBERED_WORD_LEMMAS_BYTES = 1024 * 1024;

/** What a word's remembered dictionary words take: the entry, the key, the array and each string. */
const lemmasBytes = (lemmas: readonly string[], term: string) => 96 + 2 * term.length + lemmas.reduce((sum, lemma) => sum + 32 + 2 * lemma.length, 0);

export class Vocabulary {
  /** The forms and the other script's spellings of the words asked most lately (see `reached`). */
  private readonly steps = new Remembered<number[]>(REMEMBERED_WORD_STEPS_BYTES, (ids) => 64 + 24 * ids.length, new SeenOnce());
  /** What each step of the table reaches from a word. */
  private readonly lookups = new StepLookups(this);
  /** The dictionary words of the words asked most lately (`lemmasSpelled`). */
  private readonly lemmasRemembered = new Remembered<readonly string[]>(REMEMBERED_WORD_LEMMAS_BYTES, lemmasBytes);

  constructor(
    /** Every term, sorted by code point: a term's position is its id. */
    readonly terms: readonly string[],
    /** The keys each term is reachable by (for the step lookups, step-lookups.ts). */
    readonly keys: TermKeys,
    /** The dictionary words of the terms, and their other forms (none for a snapshot built without dictionaries). */
    readonly forms: WordForms = WordForms.none,
  ) {}

  static build(terms: readonly string[], forms: WordForms = WordForms.none): Vocabulary {
    const loans = loanwordPairs(terms, forms);
    return new Vocabulary(terms, TermKeys.build(terms.length, (id) => keysOfTerm(terms[id]!, forms, loans.get(terms[id]!))), forms);
  }

  static fromJSON(json: string): Vocabulary {
    const { terms, keys, forms } = JSON.parse(json) as { terms: string[]; keys: TermKeysJSON; forms?: WordFormsJSON };
    return new Vocabulary(terms, TermKeys.fromJSON(keys), forms ? WordForms.fromJSON(forms) : WordForms.none);
  }

  toJSON(): { terms: readonly string[]; keys: TermKeysJSON; forms: WordFormsJSON } {
    return { terms: this.terms, keys: this.keys.toJSON(), forms: this.forms.toJSON() };
  }

  /**
   * What a query word does in a phrase (morphology/roles.ts), known by its
   * dictionary forms too, and a Latin word by the Ukrainian word it spells
   * when it has no role of its own ("vid" is "від", "shukaiu" "шукаю") and
   * names nothing of the glossary ("ny" is New York, no "ни").
   */
  roleOf(term: string): TermRole {
    const role = termRole(term, this.forms.lemmasOf(term));
    if (role !== 'content' || scriptOf(term) !== 'latin' || GLOSSARY.mayName(term)) return role;
    for (const cyrillic of cyrillicSpellings(term)) {
      const spelled = termRole(cyrillic, this.forms.lemmasOf(cyrillic));
      if (spelled !== 'content') return spelled;
    }
    return role;
  }

  /** What each word of a query does in its phrase (morphology/roles.ts `phraseRoles`), each known as `roleOf` knows it; `capitals`: the words typed in capitals. */
  rolesIn(terms: readonly string[], capitals: ReadonlySet<string> = new Set()): TermRole[] {
    const pronoun = SUBJECT_PRONOUNS.get(terms[0] ?? '');
    return phraseRoles(terms.map((term, i) => ({
      term, lemmas: this.lemmasSpelled(term), role: this.roleOf(term), script: scriptOf(term), capitals: capitals.has(term),
      nounAfterPronoun: i === 1 && pronoun !== undefined && nounAfterPronoun(term, pronoun),
    })));
  }

  /** The dictionary words a word is a form of, as the snapshot knows them. */
  lemmasOf(term: string): string[] {
    return this.forms.lemmasOf(term);
  }

  /** The terms that name what `term` names in the other languages, and their forms (step-lookups.ts `otherLanguageTerms`). */
  otherLanguageTerms(term: string): number[] {
    return this.lookups.otherLanguageTerms(term);
  }

  /** A word's lemmas, and a Latin word's Ukrainian spellings and theirs; remembered, never to be changed. */
  lemmasSpelled(term: string): readonly string[] {
    let lemmas = this.lemmasRemembered.get(term);
    if (lemmas === undefined) {
      lemmas = [...this.forms.lemmasOf(term), ...(scriptOf(term) === 'latin' ? cyrillicSpellings(term).flatMap((c) => [c, ...this.forms.lemmasOf(c)]) : [])];
      this.lemmasRemembered.set(term, lemmas);
    }
    return lemmas;
  }

  /**
   * Whether the words of a query ask for something or offer it
   * (morphology/roles.ts), known by their dictionary forms, and a Latin word
   * by the Ukrainian words it spells ("shukaiu"). With `doings`, a verb of the
   * first person that says what one does offers it too ("перекладаю документи").
   */
  intentOf(terms: readonly string[], { doings = false } = {}): Intent | null {
    return intentOf(terms.map((term) => ({ term, lemmas: this.lemmasSpelled(term), ...(doings ? { firstPerson: this.isFirstPersonVerb(term) } : {}) })), { query: true });
  }

  /** Whether the words of a query buy something (morphology/roles.ts `buysIn`), known by their dictionary forms and Ukrainian spellings. */
  buysIn(terms: readonly string[]): boolean {
    return buysIn(terms.map((term) => ({ term, lemmas: this.lemmasSpelled(term) })));
  }

  /**
   * Whether a word is a verb of the first person (`isFirstPersonForm`), every dictionary word of it a
   * verb: as typed, or a Latin word by the Ukrainian words it spells ("perekladaiu").
   */
  private isFirstPersonVerb(term: string): boolean {
    return (scriptOf(term) === 'latin' ? cyrillicSpellings(term) : [term]).some((form) => {
      const lemmas = this.forms.lemmasOf(form);
      return lemmas.length > 0 && lemmas.every(isVerbEntry) && isFirstPersonForm(form);
    });
  }

  /** The id of a term, by binary search of the sorted vocabulary; -1 when absent. */
  idOf(term: string): number {
    // A predicate, not lowerBound: the value-taking searches see only numbers, on the engine's hot paths.
    const at = partitionPoint(0, this.terms.length, (i) => this.terms[i]! >= term);
    return this.terms[at] === term ? at : -1;
  }

  /**
   * Every vocabulary term a query term stands for, each with the quality of
   * its best way there, a chain of steps worth the product of their qualities
   * (match-steps.ts has the steps):
   *
   * 1. the spellings it reaches — itself; with ґ, ї, є or і typed for lack of
   *    a key; its Ukrainian or Russian spelling; words it begins (the last
   *    query term only); its spellings in the other script; and, for a word
   *    that is no word here, words an edit or two away, as typed or with a
   *    missing key;
   * 2. the other forms of the query word and of the best of those spellings
   *    (not of the words it begins: those are the typing's, not the word's);
   * 3. the other script's spellings of the best of those forms.
   */
  expand(term: string, isLast: boolean, capitals = false): Map<number, Reach> {
    return this.expanded(term, isLast, capitals);
  }

  /**
   * `expand`, as a query reads a word: the steps are taken in the table's order
   * (MATCH_STEPS), each by its lookup.
   * `capitals`: the word was typed in capitals (an acronym, `isShortWord`);
   * `widening`: only the steps of that widening (`MatchStep.widening`);
   * `asking`: its phrase asks for something or names a doing (`MatchStep.asking`);
   * `offering`: its phrase offers something (`MatchStep.offering`);
   * `listed`: a dictionary lists it as typed, whether or not a listing uses it
   * (morphology/dictionary-words.ts): a word, never a loanword typed by ear nor
   * an acronym.
   */
  expanded(term: string, isLast: boolean, capitals = false, widening: 0 | 1 | 2 = 0, asking = false, offering = false, listed = false): Map<number, Reach> {
    return this.walkSteps(term, isLast, capitals, widening, asking, offering, listed, false);
  }

  /**
   * Whether `term` is a word here (`isKnown` of what `expanded` reaches), taking only the steps that
   * can reach a term at a known word's quality, and stopping at the first that does. A step is worth
   * the product of its qualities and a chain from it at most that, so a step worth less than
   * `MATCH_QUALITY.prefix` (a typo, another script) can neither reach such a term nor lead to one.
   * A query asks it of every word before reading them (expand.ts `typedOrRetyped`), and a word that
   * is no word here (a typo, a beginning, a Latin spelling) is then read whole once, not twice.
   */
  knows(term: string, isLast: boolean, capitals = false, listed = false): boolean {
    return isKnown(this.walkSteps(term, isLast, capitals, 0, false, false, listed, true));
  }

  /** The steps of `expanded`; `knownOnly`, only those that can make the word known, until one does (`knows`). */
  private walkSteps(term: string, isLast: boolean, capitals: boolean, widening: 0 | 1 | 2, asking: boolean, offering: boolean, listed: boolean, knownOnly: boolean): Map<number, Reach> {
    const reaching: Reaching = { found: new Map(), spellings: new Map(), forms: new Map() };
    const length = [...term].length;
    const exact = this.idOf(term);
    // `isLast` is false for a dictionary's word typed last (Expander): what is left typed last and no term here is no word.
    const short = isShortWord(term, length, capitals, isLast && exact < 0);
    // The last word is read as a beginning only while it is no term here: a whole word is itself.
    const unfinished = isLast && !short && exact < 0;
    const script = scriptOf(term);
    const word: StepWord = { term, script, length, isLast: unfinished, short, exact, listed };
    // An acronym typed on the Cyrillic layout ("ІТ", "есл"): in capitals, of two letters (the dictionaries list many
    // abbreviations of two), or of three no dictionary lists ("сім" is seven); a longer word in small letters is a word.
    const acronym = script === 'cyrillic' && (capitals || length === 2 || (length === 3 && !listed));
    // One edit from a real word is usually another real word ("horse", "house"): only a word that is no word here has typos.
    let unknown: boolean | undefined;
    for (const step of MATCH_STEPS) {
      // A widening is asked for alone, once the steps before it reached nothing (`widening`).
      if ((step.widening ?? 0) !== widening) continue;
      if (short && !step.shortWords) continue;
      if ((step.asking && !asking) || (step.offering && !offering) || step.several || (step.acronym && !acronym) || step.pair) continue;
      if (knownOnly && (step.unknownOnly || step.quality < MATCH_QUALITY.prefix)) continue;
      if (step.from === 'word' && !applies(step, word)) continue;
      if (step.unknownOnly) {
        // A word of the glossary is spelled as meant too, though no listing uses it: "baker" is no "maker".
        unknown ??= this.forms.lemmasOf(term).length === 0 && !isKnown(reaching.found) && !GLOSSARY.mayName(term);
        if (!unknown) continue;
      }
      this.lookups.byName[step.name](word, step, reaching);
      if (knownOnly && isKnown(reaching.found)) break;
    }
    return reaching.found;
  }

  /**
   * What the steps for a word beside others (`MatchStep.several`) reach from
   * `term`, which `expanded` leaves out: a query adds them to a word's
   * expansion where another word or its intent narrows them (expand.ts).
   */
  expandedBesideOthers(term: string, capitals = false): Map<number, Reach> {
    const reaching: Reaching = { found: new Map(), spellings: new Map(), forms: new Map() };
    const length = [...term].length;
    if (isShortWord(term, length, capitals)) return reaching.found;
    const word: StepWord = { term, script: scriptOf(term), length, isLast: false, short: false, exact: this.idOf(term), listed: false };
    for (const step of MATCH_STEPS) if (step.several && applies(step, word)) this.lookups.byName[step.name](word, step, reaching);
    return reaching.found;
  }

  /**
   * The terms that name a concept of the glossary by its single words, in every language, and their
   * forms, never a verb but of a doing's concept: what a phrase of the concept reaches when one of its
   * words reaches nothing (phrase-matches.ts): "eye exam", where no listing says "eye", finds
   * "перевірка зору"; "fill out" finds "Заповнюю заявки".
   */
  conceptWords(concept: number): number[] {
    return this.reached(`concept:${concept}`, (take) => {
      const words = GLOSSARY.wordsOfConcept(concept, LANGUAGES);
      // A doing's concept ("fill out": заповнити, заповнювати, заповнення) is its verbs; a thing's verbs mean more than it.
      const doing = isADoing(words);
      for (const word of words) {
        if (isVerbEntry(word) && !doing) continue;
        const id = this.idOf(word);
        if (id >= 0) take(id);
        this.formsOf(word, take);
      }
    });
  }

  /** The forms `addForms` adds. */
  formsOf(word: string, take: (id: number) => void): void {
    const lemmas = this.forms.lemmasOf(word);
    for (const lemma of lemmas) for (const id of this.keys.lookup(lemma, ['lemma'])) take(id);
    const stemmed = stem(word);
    // A word too short for a stem is the stem of its longer forms ("car" of "cars").
    if (stemmed === null) {
      for (const id of this.keys.lookup(foldMissingKeys(word), ['stem'])) if (lemmas.length === 0 || this.forms.lemmasOf(this.terms[id]!).length === 0) take(id);
      return;
    }
    // A word that is itself the stem ("car" for "cars") is a form too.
    for (const id of this.keys.lookup(foldMissingKeys(stemmed), ['stem', 'term'])) {
      const other = this.terms[id]!;
      const otherStem = stem(other) ?? other;
      if (otherStem !== stemmed && !typedForMissingKeys(stemmed, otherStem)) continue;
      if (lemmas.length > 0 && this.forms.lemmasOf(other).length > 0) continue;
      take(id);
    }
  }

  /**
   * The terms a step reaches from a word, as `find` finds them, in that order:
   * remembered by `key`, for the same words are reached from query word after
   * query word (the forms of "квартира" from "квартиру", "квартири" and every
   * spelling of them), and each step is lookups in the keys' trees, some of
   * them fuzzy.
   */
  reached(key: string, find: (take: (id: number) => void) => void): number[] {
    const remembered = this.steps.get(key);
    if (remembered) return remembered;
    const ids: number[] = [];
    find((id) => ids.push(id));
    this.steps.set(key, ids);
    return ids;
  }
}
