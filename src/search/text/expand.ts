/**
 * Expansion: what each word of a query stands for in the vocabulary — itself,
 * its forms, its prefixes' completions, its near misses — best first, and the
 * reading of a query typed on the other keyboard layout.
 */
import { otherLayout } from './keyboard-layout.ts';
import { Remembered } from '../lru.ts';
import { isKnown, type TermMatch, type Vocabulary } from './vocabulary.ts';
import { queryTerms } from './tokenize.ts';

/** Query terms that expand to more vocabulary terms than this keep the best ones: bounded work per request. */
const MAX_EXPANSIONS_PER_TERM = 64;

/** How many query terms' expansions are remembered. */
const REMEMBERED_EXPANSIONS = 10_000;
/** What they hold at most: a match (some 48 bytes) for each of up to MAX_EXPANSIONS_PER_TERM terms. */
export const REMEMBERED_EXPANSION_BYTES = REMEMBERED_EXPANSIONS * MAX_EXPANSIONS_PER_TERM * 48;

/** A query term, ready to run: where it stood in the query, and the vocabulary terms it stands for, best first. */
export interface QueryTerm {
  position: number;
  matches: TermMatch[];
}

/** What expansion asks of the postings (the engine's `TermFrequencies`): how many listings hold a term, and how many postings matches hold together. */
export interface Frequencies {
  df(termId: number): number;
  volume(matches: readonly { termId: number }[]): number;
}

/** What a query term stands for in the vocabulary (see `expansion`). */
interface Expansion {
  /** Whether the typos of a word that is no word here are among its matches (see `Vocabulary.expanded`). */
  complete: boolean;
  known: boolean;
  matches: TermMatch[];
}

/** The key a query term's expansion is remembered by: a last term (which reaches the words it begins) apart from the same word elsewhere. */
const expansionKey = (term: string, isLast: boolean) => `${isLast ? '+' : '='}${term}`;

export class Expander {
  /** Expansions of the query terms asked most lately; one each, however many matches it holds. */
  private readonly expansions = new Remembered<Expansion>(REMEMBERED_EXPANSIONS, () => 1);

  constructor(private readonly vocabulary: Vocabulary, private readonly frequencies: Frequencies) {}

  /** How many query terms' expansions are remembered. */
  get remembered(): number {
    return this.expansions.size;
  }

  /**
   * The query's terms and what each stands for: as typed, or — when some term
   * typed means nothing here and every term of the same keys on the other
   * keyboard layout does — as retyped. Empty without text; null when nothing
   * could match.
   *
   * Not every word typed must match: a phrase holds words its answer seldom
   * does. Function words, intent words ("шукаю", "need") and preferences
   * ("недорого", "urgent") never decide a match, nor does a word no listing
   * holds; the other words — the meaningful ones — must all match, less the
   * `relaxed` that weigh least (held by the most listings), which the engine
   * lets go only while no listing holds them all. A query that has meaningful
   * words none of which reaches anything finds nothing: "need", "my" or "може"
   * never become the query. Only a query made of nothing but side words has
   * them as meaningful.
   */
  readText(q: string | undefined, relaxed = 0): QueryTerm[] | null {
    const words = this.meaningful(q);
    if (words === null) return [];
    if (words.length === 0) return null;
    const kept = words.slice().sort((x, y) => x.volume - y.volume).slice(0, Math.max(1, words.length - relaxed));
    return kept.sort((x, y) => x.term.position - y.term.position).map(({ term }) => term);
  }

  /** How many meaningful words the query has: how far `readText` can relax it. */
  relaxable(q: string | undefined): number {
    return this.meaningful(q)?.length ?? 0;
  }

  /**
   * The query's meaningful words, each with what it stands for and how many
   * postings its matches hold (its weight goes the other way); null without
   * text.
   */
  private meaningful(q: string | undefined): { term: QueryTerm; volume: number }[] | null {
    const typed = queryTerms(q);
    if (typed.length === 0) return null;
    let read = typed;
    // Whether the words typed are words here needs no typos: the words of a slip of the keyboard
    // layout ("rdfhnbhf") have none to be looked for, once it is read as retyped ("квартира").
    let expansions = typed.map((term, i) => this.expansion(term, i === typed.length - 1, false));
    if (!expansions.every((e) => e.known)) {
      const retyped = queryTerms(otherLayout(q!) ?? '');
      const other = retyped.map((term, i) => this.expansion(term, i === retyped.length - 1));
      if (other.length > 0 && other.every((e) => e.known)) [read, expansions] = [retyped, other];
    }
    if (read === typed) expansions = typed.map((term, i) => this.expansion(term, i === typed.length - 1));
    const words = expansions.map(({ matches }, position) => ({
      term: { position, matches },
      volume: this.frequencies.volume(matches),
      content: this.vocabulary.roleOf(read[position]!) === 'content',
    }));
    const reaching = words.filter((word) => word.term.matches.length > 0);
    // The topic is kept: a query that names something is about it, and its side words never stand in for it.
    if (words.some((word) => word.content)) return reaching.filter((word) => word.content);
    return reaching;
  }

  /**
   * The vocabulary terms a query term stands for, best first, and whether it
   * is known here (found as typed, as a form or as a prefix). Remembered for
   * the words asked most lately: the same words come back again and again,
   * and finding them in the vocabulary is a good part of a short query's time.
   * Without `typos`, a word that is no word here may lack its typos: enough to
   * say whether it is known, not to search with.
   */
  private expansion(term: string, isLast: boolean, typos = true): Expansion {
    const key = expansionKey(term, isLast);
    const remembered = this.expansions.get(key);
    if (remembered && (remembered.complete || !typos)) return remembered;
    const { found, typosLookedFor } = this.vocabulary.expanded(term, isLast, typos);
    const expansion: Expansion = {
      complete: typos || !typosLookedFor,
      known: isKnown(found),
      matches: [...found].map(([termId, reach]) => ({ termId, ...reach }))
        .sort((x, y) => y.quality - x.quality || this.frequencies.df(y.termId) - this.frequencies.df(x.termId) || x.termId - y.termId)
        .slice(0, MAX_EXPANSIONS_PER_TERM),
    };
    this.expansions.set(key, expansion);
    return expansion;
  }
}
