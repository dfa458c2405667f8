/**
 * The vocabulary: every distinct term of the snapshot, and a MiniSearch index
 * over it through which a query term finds the terms it stands for.
 *
 * MiniSearch is used for what it is best at, its radix tree: exact, prefix and
 * fuzzy lookup among the vocabulary. Each vocabulary term is a small document
 * whose fields are the keys it can be reached by — itself, its spelling without
 * ґ/ї/є/і, its stem, its Latin key and skeleton — so one tree answers every kind
 * of match. Which listings hold a term, and how strongly, lives in typed-array
 * postings beside it (see text.ts), which load in milliseconds where a full
 * per-listing MiniSearch index would take seconds. The build and the runtime
 * share these options: MiniSearch must load the index with the options it was
 * built with.
 */
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { differOnlyByPairs, foldMissingKeys, typedForMissingKeys } from './letters.ts';
import { partitionPoint } from './sorted.ts';
import { stem } from './stem.ts';
import { scriptOf } from './tokenize.ts';
import { latinKey, looseLatin, PLACE_NAME_ALIASES, romanize, skeleton } from './transliterate.ts';

export interface TermDocument {
  /** The term's position in the sorted vocabulary; also its postings slot. */
  id: number;
  term: string;
  /** Spelled without ґ, ї, є, і (letters.ts), when that differs. */
  fold?: string | undefined;
  /** The stem (stem.ts), spelled without those letters. */
  stem?: string | undefined;
  /** A Cyrillic term's official romanization (transliterate.ts). */
  roman?: string | undefined;
  /** The Latin key (transliterate.ts). */
  latin?: string | undefined;
  /** The skeleton of a Latin term's key. */
  skeleton?: string | undefined;
}

type KeyField = 'term' | 'fold' | 'stem' | 'roman' | 'latin' | 'skeleton';

/** Terms are already normalized by tokenize.ts: MiniSearch must take each key as it is. */
const TERM_INDEX_OPTIONS: Options<TermDocument> = {
  fields: ['term', 'fold', 'stem', 'roman', 'latin', 'skeleton'] satisfies KeyField[],
  storeFields: [],
  tokenize: (text) => [text],
  processTerm: (term) => term,
};

/** The keys a vocabulary term is reachable by. */
function termDocument(term: string, id: number): TermDocument {
  const script = scriptOf(term);
  const folded = script === 'cyrillic' ? foldMissingKeys(term) : term;
  const stemmed = stem(term);
  const latin = script === 'other' ? undefined : latinKey(term, script);
  return {
    id,
    term,
    fold: folded === term ? undefined : folded,
    stem: stemmed === null ? undefined : foldMissingKeys(stemmed),
    roman: script === 'cyrillic' ? romanize(term) : undefined,
    latin,
    skeleton: script === 'latin' && latin ? skeleton(latin) ?? undefined : undefined,
  };
}

/** How a query term reached a vocabulary term, best first; a match counts this much against an exact one. */
export const MATCH_QUALITY = {
  exact: 1,
  missingKey: 0.9,
  stem: 0.8,
  prefix: 0.7,
  transliteration: 0.6,
  typo: 0.5,
} as const;
export type MatchKind = keyof typeof MATCH_QUALITY;

/**
 * A vocabulary term a query term stands for. `literal` when it is the word as
 * typed (exactly, with a missing key, or finished): only those make a title
 * "the query" or "start with the query".
 */
export type TermMatch = { termId: number; quality: number; literal: boolean };

export const isLiteral = (kind: MatchKind) => kind === 'exact' || kind === 'missingKey' || kind === 'prefix';

/** A query term of this many letters or more also matches with one edit (a transposition is one)… */
const FUZZY_MIN_LENGTH = 5;
/** …and from this many, with two. */
const TWO_EDITS_MIN_LENGTH = 9;
/** Shorter query terms meet the other script only by the official romanization: loose spellings of short words collide (иога, yoga). */
const LOOSE_TRANSLITERATION_MIN_LENGTH = 5;
/** Longer query terms are looked up as they are, without typo tolerance: bounded work. */
const FUZZY_MAX_LENGTH = 24;

export class Vocabulary {
  constructor(
    /** Every term, sorted by code point: a term's position is its id. */
    readonly terms: readonly string[],
    private readonly index: MiniSearch<TermDocument>,
  ) {}

  static build(terms: readonly string[]): Vocabulary {
    const index = new MiniSearch<TermDocument>(TERM_INDEX_OPTIONS);
    index.addAll(terms.map(termDocument));
    return new Vocabulary(terms, index);
  }

  static fromJSON(json: string): Vocabulary {
    const { terms, index } = JSON.parse(json) as { terms: string[]; index: Parameters<typeof MiniSearch.loadJS>[0] };
    return new Vocabulary(terms, MiniSearch.loadJS<TermDocument>(index, TERM_INDEX_OPTIONS));
  }

  toJSON(): { terms: readonly string[]; index: MiniSearch<TermDocument> } {
    return { terms: this.terms, index: this.index };
  }

  /** The id of a term, by binary search of the sorted vocabulary; -1 when absent. */
  idOf(term: string): number {
    // A predicate, not lowerBound: the value-taking searches see only numbers, on the engine's hot paths.
    const at = partitionPoint(0, this.terms.length, (i) => this.terms[i]! >= term);
    return this.terms[at] === term ? at : -1;
  }

  private lookup(key: string, fields: KeyField[], options: Pick<SearchOptions, 'prefix' | 'fuzzy'> = {}): number[] {
    return this.index.search(key, { fields, prefix: options.prefix ?? false, fuzzy: options.fuzzy ?? 0, combineWith: 'OR' })
      .map((result) => result.id as number);
  }

  /**
   * Every vocabulary term a query term stands for, each with the quality of its
   * best way there: itself; its spelling with ґ, ї, є or і typed for lack of a
   * key; its other forms; words it begins (the last query term only); its
   * spellings in the other script; and, from five letters, words an edit away
   * (two from nine letters; a transposition counts as one edit).
   */
  expand(term: string, isLast: boolean): Map<number, MatchKind> {
    const found = new Map<number, MatchKind>();
    const add = (id: number, kind: MatchKind) => {
      const had = found.get(id);
      if (had === undefined || MATCH_QUALITY[kind] > MATCH_QUALITY[had]) found.set(id, kind);
    };
    const script = scriptOf(term);

    const exact = this.idOf(term);
    if (exact >= 0) add(exact, 'exact');
    if (script === 'cyrillic') {
      for (const id of this.lookup(foldMissingKeys(term), ['term', 'fold'])) {
        if (typedForMissingKeys(term, this.terms[id]!)) add(id, 'missingKey');
      }
    }
    const stemmed = stem(term);
    if (stemmed !== null) {
      // A word that is itself the stem ("car" for "cars") is a form too.
      for (const id of this.lookup(foldMissingKeys(stemmed), ['stem', 'term'])) {
        const other = stem(this.terms[id]!) ?? this.terms[id]!;
        if (other === stemmed || typedForMissingKeys(stemmed, other)) add(id, 'stem');
      }
    }
    if (isLast) for (const id of this.lookup(term, ['term'], { prefix: true })) if (id !== exact) add(id, 'prefix');
    const length = [...term].length;
    const loose = length >= LOOSE_TRANSLITERATION_MIN_LENGTH;
    if (script === 'latin') {
      const alias = PLACE_NAME_ALIASES.get(term);
      for (const spelling of alias ? [term, alias] : [term]) {
        const fields: KeyField[] = spelling === alias ? ['roman', 'term'] : ['roman'];
        for (const id of this.lookup(spelling, fields, { prefix: isLast })) if (id !== exact) add(id, 'transliteration');
        if (!loose && spelling !== alias) continue;
        for (const id of this.lookup(looseLatin(spelling), ['latin'], { prefix: isLast })) if (id !== exact) add(id, 'transliteration');
      }
    } else if (script === 'cyrillic') {
      const english = this.lookup(romanize(term), ['term'], { prefix: isLast });
      if (loose) {
        const key = latinKey(term, 'cyrillic');
        english.push(...this.lookup(key, ['latin'], { prefix: isLast }));
        // The skeleton, the loosest key, only for a word that is no Ukrainian word here ("кімната" is not "community").
        const bones = skeleton(key);
        const isWordHere = [...found.values()].some((kind) => MATCH_QUALITY[kind] >= MATCH_QUALITY.stem);
        if (bones && !isWordHere) english.push(...this.lookup(bones, ['skeleton']));
      }
      for (const id of english) if (scriptOf(this.terms[id]!) === 'latin') add(id, 'transliteration');
    }
    if (length >= FUZZY_MIN_LENGTH && length <= FUZZY_MAX_LENGTH) {
      const typo = (id: number) => { if (!differOnlyByPairs(term, this.terms[id]!)) add(id, 'typo'); };
      const edits = length >= TWO_EDITS_MIN_LENGTH ? 2 : 1;
      for (const id of this.lookup(term, ['term'], { fuzzy: edits })) typo(id);
      for (const swapped of transpositions(term)) {
        const id = this.idOf(swapped);
        if (id >= 0) typo(id);
        if (edits === 1) continue;
        // Two edits: a transposition and any other edit, or two transpositions.
        for (const near of this.lookup(swapped, ['term'], { fuzzy: 1 })) typo(near);
        for (const twice of transpositions(swapped)) {
          const again = this.idOf(twice);
          if (again >= 0) typo(again);
        }
      }
    }
    return found;
  }
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
