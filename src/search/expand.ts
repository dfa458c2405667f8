/**
 * Expansion: what each word of a query stands for in the vocabulary — itself,
 * its forms, its prefixes' completions, its near misses — best first, and the
 * reading of a query typed on the other keyboard layout.
 */
import { otherLayout } from './layout.ts';
import type { QueryTerm } from './query.ts';
import type { TermFrequencies } from './relevance.ts';
import { Remembered } from './remembered.ts';
import { isLiteral, MATCH_QUALITY, type MatchKind, type TermMatch, type Vocabulary } from './terms.ts';
import { queryTerms } from './tokenize.ts';

/** Query terms that expand to more vocabulary terms than this keep the best ones: bounded work per request. */
const MAX_EXPANSIONS_PER_TERM = 64;

/** How many query terms' expansions are remembered (a few MB at most). */
const REMEMBERED_EXPANSIONS = 10_000;

/** What a query term stands for in the vocabulary (see `expansion`). */
interface Expansion {
  known: boolean;
  matches: TermMatch[];
}

/** Whether a term was found as typed, as a form or as a prefix (not only as a near miss). */
const isKnown = (found: Map<number, MatchKind>) => {
  for (const kind of found.values()) if (MATCH_QUALITY[kind] >= MATCH_QUALITY.prefix) return true;
  return false;
};

export class Expander {
  /** Expansions of the query terms asked most lately; one each, however many matches it holds. */
  private readonly expansions = new Remembered<Expansion>(REMEMBERED_EXPANSIONS, () => 1);

  constructor(private readonly vocabulary: Vocabulary, private readonly frequencies: TermFrequencies) {}

  /** How many query terms' expansions are remembered. */
  get remembered(): number {
    return this.expansions.size;
  }

  /**
   * The query's terms and what each stands for: as typed, or — when some term
   * typed means nothing here and every term of the same keys on the other
   * keyboard layout does — as retyped. Empty without text; null when a term
   * matches nothing.
   */
  readText(q: string | undefined): QueryTerm[] | null {
    const typed = queryTerms(q);
    if (typed.length === 0) return [];
    let expansions = typed.map((term, i) => this.expansion(term, i === typed.length - 1));
    if (!expansions.every((e) => e.known)) {
      const retyped = queryTerms(otherLayout(q!) ?? '');
      const other = retyped.map((term, i) => this.expansion(term, i === retyped.length - 1));
      if (other.length > 0 && other.every((e) => e.known)) expansions = other;
    }
    if (expansions.some((e) => e.matches.length === 0)) return null;
    return expansions.map(({ matches }, position) => ({ position, matches }));
  }

  /**
   * The vocabulary terms a query term stands for, best first, and whether it
   * is known here (found as typed, as a form or as a prefix). Remembered for
   * the words asked most lately: the same words come back again and again,
   * and finding them in the vocabulary is a good part of a short query's time.
   */
  private expansion(term: string, isLast: boolean): Expansion {
    const key = `${isLast ? '+' : '='}${term}`;
    const remembered = this.expansions.get(key);
    if (remembered) return remembered;
    const found = this.vocabulary.expand(term, isLast);
    const expansion: Expansion = {
      known: isKnown(found),
      matches: [...found].map(([termId, kind]) => ({ termId, quality: MATCH_QUALITY[kind], literal: isLiteral(kind) }))
        .sort((x, y) => y.quality - x.quality || this.frequencies.df(y.termId) - this.frequencies.df(x.termId) || x.termId - y.termId)
        .slice(0, MAX_EXPANSIONS_PER_TERM),
    };
    this.expansions.set(key, expansion);
    return expansion;
  }
}
