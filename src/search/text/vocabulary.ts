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
import { differOnlyByPairs, foldMissingKeys, typedForMissingKeys } from './missing-keys.ts';
import { crossSpellingKey } from './morphology/cross-spelling.ts';
import { termRole, type TermRole } from './morphology/roles.ts';
import { WordForms, type WordFormsJSON } from './morphology/word-forms.ts';
import { nearTerms } from './near-terms.ts';
import { Remembered } from '../lru.ts';
import { partitionPoint } from '../sorted.ts';
import { stem } from './stem.ts';
import { TermKeys, type KeyField, type TermKeysJSON } from './term-keys.ts';
import { scriptOf } from './tokenize.ts';
import { cyrillicSpellings, latinKey, looseLatin, PLACE_NAME_ALIASES, romanize, skeleton } from './transliterate.ts';

/** The keys a vocabulary term is reachable by (see KEY_FIELDS), each kind that applies. */
function keysOfTerm(term: string, forms: WordForms): Partial<Record<KeyField, string[]>> {
  const script = scriptOf(term);
  const folded = script === 'cyrillic' ? foldMissingKeys(term) : term;
  const stemmed = stem(term);
  const latin = script === 'other' ? undefined : latinKey(term, script);
  const lemmas = forms.lemmasOf(term);
  const cross = crossSpellingKey(term);
  // Latin words, and Cyrillic words no dictionary knows (loanwords, names): "клінінг" meets "cleaning".
  const bones = latin && (script === 'latin' || lemmas.length === 0) ? skeleton(latin) : null;
  const keys: Partial<Record<KeyField, string[]>> = { term: [term] };
  if (folded !== term) keys.fold = [folded];
  if (stemmed !== null) keys.stem = [foldMissingKeys(stemmed)];
  if (script === 'cyrillic') keys.roman = [romanize(term)];
  if (latin) keys.latin = [latin];
  if (bones) keys.skeleton = [bones];
  if (lemmas.length > 0) keys.lemma = [...lemmas];
  if (cross !== null) keys.cross = [cross];
  return keys;
}

/**
 * The steps by which a query term reaches a vocabulary term, best first; a
 * step counts this much against an exact match, and a chain of steps (a Latin
 * spelling, then another form of the word) the product of its steps.
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
} as const;

/** How well a query term reaches a vocabulary term, and whether as typed (exactly, with a missing key, or finished). */
export interface Reach {
  quality: number;
  literal: boolean;
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

/** A query term of this many letters or more also matches with one edit (a transposition is one)… */
const FUZZY_MIN_LENGTH = 5;
/** …and from this many, with two. */
const TWO_EDITS_MIN_LENGTH = 9;
/** Shorter query terms meet the other script only by the official romanization: loose spellings of short words collide (иога, yoga). */
const LOOSE_TRANSLITERATION_MIN_LENGTH = 5;
/** Longer query terms are looked up as they are, without typo tolerance: bounded work. */
const FUZZY_MAX_LENGTH = 24;
/** Of the spellings a query term reaches, this many of the best have their other forms added: bounded work. */
const FORMS_OF_BEST = 16;
/** A Cyrillic term shorter than this begins no word of the other script: "кит" is not the start of "kitchen". */
const CROSS_SCRIPT_PREFIX_MIN_LENGTH = 5;
/** From this many letters, a Latin key one letter off is the same word in the other script (transliterations vary: "monreal", "montreal"). */
const LOOSE_EDIT_MIN_LENGTH = 6;
/** From this many letters, a Ukrainian/Russian spelling key one letter off is the same word ("работа", "робота"). */
const CROSS_SPELLING_EDIT_MIN_LENGTH = 6;

/** What the steps remembered from words (see `Vocabulary.reached`) hold at most. */
export const REMEMBERED_WORD_STEPS_BYTES = 8 * 1024 * 1024;

/** The terms a step reaches from a word, and each one's worth against the step's own. */
interface Reached {
  ids: number[];
  worth: number[];
}

export class Vocabulary {
  /** The forms and the other script's spellings of the words asked most lately (see `reached`). */
  private readonly steps = new Remembered<Reached>(REMEMBERED_WORD_STEPS_BYTES, (reached) => 64 + 24 * reached.ids.length);

  constructor(
    /** Every term, sorted by code point: a term's position is its id. */
    readonly terms: readonly string[],
    private readonly keys: TermKeys,
    /** The dictionary words of the terms, and their other forms (none for a snapshot built without dictionaries). */
    private readonly forms: WordForms = WordForms.none,
  ) {}

  static build(terms: readonly string[], forms: WordForms = WordForms.none): Vocabulary {
    return new Vocabulary(terms, TermKeys.build(terms.length, (id) => keysOfTerm(terms[id]!, forms)), forms);
  }

  static fromJSON(json: string): Vocabulary {
    const { terms, keys, forms } = JSON.parse(json) as { terms: string[]; keys: TermKeysJSON; forms?: WordFormsJSON };
    return new Vocabulary(terms, TermKeys.fromJSON(keys), forms ? WordForms.fromJSON(forms) : WordForms.none);
  }

  toJSON(): { terms: readonly string[]; keys: TermKeysJSON; forms: WordFormsJSON } {
    return { terms: this.terms, keys: this.keys.toJSON(), forms: this.forms.toJSON() };
  }

  /** What a query word does in a phrase (morphology/roles.ts), known by its dictionary forms too. */
  roleOf(term: string): TermRole {
    return termRole(term, this.forms.lemmasOf(term));
  }

  /** The id of a term, by binary search of the sorted vocabulary; -1 when absent. */
  idOf(term: string): number {
    // A predicate, not lowerBound: the value-taking searches see only numbers, on the engine's hot paths.
    const at = partitionPoint(0, this.terms.length, (i) => this.terms[i]! >= term);
    return this.terms[at] === term ? at : -1;
  }

  /**
   * Every vocabulary term a query term stands for, each with the quality of
   * its best way there, a chain of steps worth the product of their qualities:
   *
   * 1. the spellings it reaches — itself; with ґ, ї, є or і typed for lack of
   *    a key; its Ukrainian or Russian spelling; words it begins (the last
   *    query term only); its spellings in the other script; and, for a word
   *    that is no word here, words an edit away (from five letters; two from
   *    nine; a transposition is one edit), as typed or with a missing key;
   * 2. the other forms of the query word and of the best of those spellings
   *    (not of the words it begins: those are the typing's, not the word's);
   * 3. the other script's spellings of the best of those forms.
   */
  expand(term: string, isLast: boolean): Map<number, Reach> {
    return this.expanded(term, isLast, true).found;
  }

  /**
   * `expand`, or without the words an edit away (`typos` false) and with
   * whether there were any to look for: when not, nothing is missing. What a
   * term reaches without them says whether it is a word here (`isKnown`): they
   * reach nothing as a word or a form, and no better spelling than those found.
   */
  expanded(term: string, isLast: boolean, typos: boolean): { found: Map<number, Reach>; typosLookedFor: boolean } {
    const found = new Map<number, Reach>();
    /** What a chain may go on from: the spellings reached, with their quality. */
    const spellings = new Map<number, number>();
    const add = (id: number, quality: number, literal = false, chains = true) => {
      const had = found.get(id);
      if (had === undefined || quality > had.quality) found.set(id, { quality, literal });
      if (chains && quality > (spellings.get(id) ?? 0)) spellings.set(id, quality);
    };
    const script = scriptOf(term);
    const length = [...term].length;

    const exact = this.idOf(term);
    if (exact >= 0) add(exact, MATCH_QUALITY.exact, true);
    if (script === 'cyrillic') {
      for (const id of this.keys.lookup(foldMissingKeys(term), ['term', 'fold'])) {
        if (typedForMissingKeys(term, this.terms[id]!)) add(id, MATCH_QUALITY.missingKey, true);
      }
      this.crossSpellings(term, length, add);
    }
    if (isLast) for (const id of this.keys.lookup(term, ['term'], { prefix: true })) if (id !== exact) add(id, MATCH_QUALITY.prefix, true, false);
    this.otherScript(term, script, isLast, length, MATCH_QUALITY.transliteration, add);

    const lemmas = this.forms.lemmasOf(term);
    // One edit from a real word is usually another real word ("horse", "house"): only a word that is no word here has typos.
    const typosLookedFor = length >= FUZZY_MIN_LENGTH && length <= FUZZY_MAX_LENGTH && lemmas.length === 0 && !isKnown(found);
    if (typos && typosLookedFor) this.typos(term, script, add);

    // The query word's own dictionary forms, though the listings may use none of its spellings ("книзі" for "книга").
    const forms = new Map<number, number>();
    const addForm = (id: number, quality: number) => {
      add(id, quality, false, false);
      if (quality > (forms.get(id) ?? 0)) forms.set(id, quality);
    };
    this.addForms(term, MATCH_QUALITY.stem, addForm);
    // A Latin spelling of a Ukrainian word reaches its forms through the Cyrillic spelling it stands for ("kvartyru").
    if (script === 'latin') {
      for (const cyrillic of cyrillicSpellings(term)) {
        if (this.forms.lemmasOf(cyrillic).length > 0) this.addForms(cyrillic, MATCH_QUALITY.transliteration * MATCH_QUALITY.stem, addForm);
      }
    }
    for (const [id, quality] of best(spellings, FORMS_OF_BEST)) {
      this.addForms(this.terms[id]!, quality * MATCH_QUALITY.stem, addForm);
    }
    // And a form reaches the other script: "Вінніпезі" is a form of "Вінніпег", which is "Winnipeg".
    for (const [id, quality] of best(forms, FORMS_OF_BEST)) {
      const word = this.terms[id]!;
      const wordScript = scriptOf(word);
      this.otherScript(word, wordScript, false, [...word].length, quality * MATCH_QUALITY.transliteration, (other, q) => add(other, q, false, false));
    }
    return { found, typosLookedFor };
  }

  /** The words spelled the same in Ukrainian and Russian spelling, and from six letters with one letter more, less or other ("работу", "роботу"). */
  private crossSpellings(term: string, length: number, add: (id: number, quality: number) => void): void {
    const cross = crossSpellingKey(term);
    if (cross === null) return;
    const exact = this.idOf(term);
    for (const id of this.keys.lookup(cross, ['cross'])) if (id !== exact) add(id, MATCH_QUALITY.crossSpelling);
    if (length < CROSS_SPELLING_EDIT_MIN_LENGTH) return;
    for (const id of this.keys.lookup(cross, ['cross'], { fuzzy: 1 })) if (id !== exact) add(id, MATCH_QUALITY.crossSpelling * MATCH_QUALITY.typo);
  }

  /**
   * The other forms of `word`, each worth `quality`: the words of the same
   * dictionary entries, or, between words a dictionary does not both know, of
   * the same stem (stem.ts says how short a stem may be). Two dictionary words
   * of different entries are never joined by their stem: "гора" is not "горе",
   * "банк" not "банка". Remembered by word (see `reached`).
   */
  private addForms(word: string, quality: number, add: (id: number, quality: number) => void): void {
    const { ids } = this.reached(`f${word}`, (take) => this.formsOf(word, take));
    for (const id of ids) add(id, quality);
  }

  /** The forms `addForms` adds, each worth the step's own. */
  private formsOf(word: string, take: (id: number, worth: number) => void): void {
    const lemmas = this.forms.lemmasOf(word);
    for (const lemma of lemmas) for (const id of this.keys.lookup(lemma, ['lemma'])) take(id, 1);
    const stemmed = stem(word);
    if (stemmed === null) return;
    // A word that is itself the stem ("car" for "cars") is a form too.
    for (const id of this.keys.lookup(foldMissingKeys(stemmed), ['stem', 'term'])) {
      const other = this.terms[id]!;
      const otherStem = stem(other) ?? other;
      if (otherStem !== stemmed && !typedForMissingKeys(stemmed, otherStem)) continue;
      if (lemmas.length > 0 && this.forms.lemmasOf(other).length > 0) continue;
      take(id, 1);
    }
  }

  /**
   * The terms a step reaches from a word, each with its worth against the
   * step's own (1, or less for a typo on the way), as `find` finds them, in that
   * order: remembered by `key`, for the same words are reached from query word
   * after query word (the forms of "квартира" from "квартиру", "квартири" and
   * every spelling of them), and each step is lookups in the keys' trees, some
   * of them fuzzy.
   */
  private reached(key: string, find: (take: (id: number, worth: number) => void) => void): Reached {
    const remembered = this.steps.get(key);
    if (remembered) return remembered;
    const reached: Reached = { ids: [], worth: [] };
    find((id, worth) => {
      reached.ids.push(id);
      reached.worth.push(worth);
    });
    this.steps.set(key, reached);
    return reached;
  }

  /**
   * Spellings of `term` in the other script, each worth `quality`: by the
   * official romanization, from five letters by the loose Latin key (and from
   * six one letter off it: transliterations vary), by the aliases of place
   * names, and by the skeleton between an English word and a Cyrillic word no
   * dictionary knows (a loanword: "клінінг", "хендімен").
   */
  private otherScript(term: string, script: ReturnType<typeof scriptOf>, isLast: boolean, length: number, quality: number, add: (id: number, quality: number) => void): void {
    const { ids, worth } = this.reached(`${isLast ? 'p' : 'o'}${term}`, (take) => this.otherScriptOf(term, script, isLast, length, take));
    for (let k = 0; k < ids.length; k++) add(ids[k]!, worth[k] === 1 ? quality : quality * worth[k]!);
  }

  /** The spellings `otherScript` adds, each with its worth against the step's own: 1, or a typo's. */
  private otherScriptOf(term: string, script: ReturnType<typeof scriptOf>, isLast: boolean, length: number, add: (id: number, worth: number) => void): void {
    const quality = 1;
    const loose = length >= LOOSE_TRANSLITERATION_MIN_LENGTH;
    const exact = this.idOf(term);
    const offByOne = length >= LOOSE_EDIT_MIN_LENGTH;
    const ofScript = (wanted: 'latin' | 'cyrillic', worth: number) => (id: number) => { if (scriptOf(this.terms[id]!) === wanted) add(id, worth); };
    if (script === 'latin') {
      const alias = PLACE_NAME_ALIASES.get(term);
      for (const spelling of alias ? [term, alias] : [term]) {
        const fields: KeyField[] = spelling === alias ? ['roman', 'term'] : ['roman'];
        for (const id of this.keys.lookup(spelling, fields, { prefix: isLast })) if (id !== exact) add(id, quality);
        if (!loose && spelling !== alias) continue;
        for (const id of this.keys.lookup(looseLatin(spelling), ['latin'], { prefix: isLast })) if (id !== exact) add(id, quality);
      }
      const key = looseLatin(term);
      if (offByOne) this.keys.lookup(key, ['latin'], { fuzzy: 1 }).forEach(ofScript('cyrillic', quality * MATCH_QUALITY.typo));
      const bones = loose ? skeleton(key) : null;
      if (bones) this.keys.lookup(bones, ['skeleton']).forEach(ofScript('cyrillic', quality));
    } else if (script === 'cyrillic') {
      const prefix = isLast && length >= CROSS_SCRIPT_PREFIX_MIN_LENGTH;
      const roman = romanize(term);
      const english = this.keys.lookup(roman, ['term'], { prefix });
      // An older or Russian name of a place, in Cyrillic letters ("Киев", "Харьков").
      const alias = PLACE_NAME_ALIASES.get(roman);
      if (alias) {
        english.push(...this.keys.lookup(alias, ['term']));
        for (const id of this.keys.lookup(alias, ['roman'])) add(id, quality);
      }
      if (loose) {
        const key = latinKey(term, 'cyrillic');
        english.push(...this.keys.lookup(key, ['latin'], { prefix }));
        if (offByOne) this.keys.lookup(key, ['latin'], { fuzzy: 1 }).forEach(ofScript('latin', quality * MATCH_QUALITY.typo));
        // The skeleton, the loosest key, only for a word no dictionary knows here ("кімната" is not "community").
        const bones = skeleton(key);
        if (bones && this.forms.lemmasOf(term).length === 0) english.push(...this.keys.lookup(bones, ['skeleton']));
      }
      english.forEach(ofScript('latin', quality));
    }
  }

  /**
   * Words an edit or two away from `term` (a swap of neighbours is one; not by
   * a pair of letters that is a missing key or another word), as typed and with
   * a missing key as well.
   */
  private typos(term: string, script: ReturnType<typeof scriptOf>, add: (id: number, quality: number) => void): void {
    const edits = [...term].length >= TWO_EDITS_MIN_LENGTH ? 2 : 1;
    for (const id of nearTerms(this.terms, term, edits)) if (!differOnlyByPairs(term, this.terms[id]!)) add(id, MATCH_QUALITY.typo);
    if (script !== 'cyrillic') return;
    // A missing key and a typo: "грнут" finds "ґрунт".
    const withTypo = MATCH_QUALITY.missingKey * MATCH_QUALITY.typo;
    const folded = foldMissingKeys(term);
    for (const id of this.keys.lookup(folded, ['fold'], { fuzzy: edits })) add(id, withTypo);
    for (const swapped of transpositions(folded)) for (const id of this.keys.lookup(swapped, ['fold'])) add(id, withTypo);
  }
}

/** The best `count` entries of a map of qualities by term id, ties by id. */
function best(qualities: ReadonlyMap<number, number>, count: number): [number, number][] {
  return [...qualities].sort(([a, x], [b, y]) => y - x || a - b).slice(0, count);
}

/** The term with each pair of neighbouring letters swapped in turn. */
function transpositions(term: string): string[] {
  const letters = [...term];
  const swapped: string[] = [];
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const copy = [...letters];
    [copy[i], copy[i + 1]] = [copy[i + 1]!, copy[i]!];
    swapped.push(copy.join(''));
  }
  return swapped;
}
