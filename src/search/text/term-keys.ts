/**
 * The keys vocabulary terms are reached by: per kind of key (the term itself,
 * its spelling without ґ/ї/є/і, its stem, its Latin key…), a radix tree from
 * each key to the terms that have it. Exact, prefix and fuzzy lookups walk one
 * kind's tree only, and answer term ids with nothing scored: MiniSearch's
 * `SearchableMap` is the tree, without the document index around it, whose
 * search would score and sort every term it finds and walk every kind's keys
 * in one tree.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { DeletionIndex } from './deletion-index.ts';

/**
 * The kinds of key: the term; spelled without ґ, ї, є, і (missing-keys.ts), when that
 * differs; its stem (stem.ts), spelled so; a Cyrillic term's official romanization
 * and any term's Latin key (transliterate.ts); the skeleton of that key, for a Latin
 * term or a Cyrillic one no dictionary knows; the dictionary words it is a form of
 * (morphology/word-forms.ts); the key it shares with its Ukrainian or Russian
 * spelling (morphology/cross-spelling.ts); the words the build paired it with
 * as a loanword (loanwords.ts); the stem of a compound's second part
 * (morphology/compounds.ts), the languages' spellings levelled.
 */
export const KEY_FIELDS = ['term', 'fold', 'stem', 'roman', 'latin', 'skeleton', 'lemma', 'cross', 'loan', 'part'] as const;
export type KeyField = (typeof KEY_FIELDS)[number];

/** A key's terms: one id, or several (most keys reach one term). */
type Ids = number | number[];

/** Per kind, every key and its terms, as the snapshot stores them. */
export type TermKeysJSON = Record<KeyField, [key: string, ids: Ids][]>;

export interface LookupOptions {
  /** Keys that begin with the one looked up. */
  prefix?: boolean;
  /** Keys this many edits away at most (an insertion, deletion or substitution is one). */
  fuzzy?: number;
}

export class TermKeys {
  /** Per kind looked up fuzzily, its keys filed by their deletions (deletion-index.ts): made on the first such lookup. */
  private readonly deletions = new Map<KeyField, { keys: string[]; index: DeletionIndex }>();

  private constructor(private readonly trees: Record<KeyField, SearchableMap<Ids>>) {}

  /** The trees of `keysOf(id)` for every term id below `count`. */
  static build(count: number, keysOf: (id: number) => Partial<Record<KeyField, readonly string[]>>): TermKeys {
    const trees = Object.fromEntries(KEY_FIELDS.map((field) => [field, new SearchableMap<Ids>()])) as Record<KeyField, SearchableMap<Ids>>;
    for (let id = 0; id < count; id++) {
      for (const [field, keys] of Object.entries(keysOf(id)) as [KeyField, readonly string[]][]) {
        for (const key of keys) trees[field].update(key, (ids) => join(ids, id));
      }
    }
    return new TermKeys(trees);
  }

  static fromJSON(json: TermKeysJSON): TermKeys {
    // A kind of key a snapshot lacks (one built before the kind was) reaches nothing.
    return new TermKeys(Object.fromEntries(KEY_FIELDS.map((field) => [field, SearchableMap.from(json[field] ?? [])])) as Record<KeyField, SearchableMap<Ids>>);
  }

  toJSON(): TermKeysJSON {
    return Object.fromEntries(KEY_FIELDS.map((field) => [field, [...this.trees[field]]])) as TermKeysJSON;
  }

  /** The ids of the terms a key of any of `fields` reaches, ascending, each once. */
  lookup(key: string, fields: readonly KeyField[], { prefix = false, fuzzy = 0 }: LookupOptions = {}): number[] {
    const found: number[] = [];
    const take = (ids: Ids) => {
      if (typeof ids === 'number') found.push(ids);
      else found.push(...ids);
    };
    for (const field of fields) {
      const tree = this.trees[field];
      if (fuzzy > 0) {
        // The tree's fuzzy walk costs as the vocabulary's trie walk did; the deletions find the same keys in a few lookups.
        const filed = this.deletionsOf(field);
        if (filed.index.covers(key, fuzzy)) for (const at of filed.index.find(key, fuzzy)) take(tree.get(filed.keys[at]!)!);
        else for (const [ids] of tree.fuzzyGet(key, fuzzy).values()) take(ids);
      }
      if (prefix) for (const ids of tree.atPrefix(key).values()) take(ids);
      if (fuzzy === 0 && !prefix) {
        const ids = tree.get(key);
        if (ids !== undefined) take(ids);
      }
    }
    if (found.length < 2) return found;
    found.sort((x, y) => x - y);
    return found.filter((id, i) => i === 0 || id !== found[i - 1]);
  }

  private deletionsOf(field: KeyField): { keys: string[]; index: DeletionIndex } {
    let filed = this.deletions.get(field);
    if (!filed) {
      const keys = [...this.trees[field].keys()];
      // The tree counts edits as Levenshtein does: a swap of neighbours is two.
      this.deletions.set(field, (filed = { keys, index: DeletionIndex.build(keys, false) }));
    }
    return filed;
  }
}

function join(ids: Ids | undefined, id: number): Ids {
  if (ids === undefined) return id;
  if (typeof ids === 'number') return ids === id ? ids : [ids, id];
  if (ids[ids.length - 1] !== id) ids.push(id);
  return ids;
}
