/**
 * The ways to relax a query no listing answers whole, in the order to try
 * them: which of its meaningful words are kept, as bits by their order in the
 * query (expand.ts reads the words, engine.ts tries each way).
 */

/** Up to this many meaningful words, every way of letting some go is tried; past it, one at a time. */
export const RELAXED_SUBSETS_MAX_WORDS = 5;

/** What the order of relaxing asks of a meaningful word as read (expand.ts `ReadWord`). */
export interface WordToRelax {
  /** How many postings its matches hold: its weight goes the other way. */
  volume: number;
  /** It names a thing, not what is to be done. */
  topic: boolean;
  /** It names what is asked for, not something said of it (roles.ts `modifiersIn`). */
  head: boolean;
  /** It names a need a service answers (a topic: match-steps.ts `topic`), the surest sign of what is asked for. */
  asked: boolean;
  /** The word as read. */
  word: string;
}

/**
 * As few words let go as will do — a listing that holds two of three words
 * answers better than one that holds one — and, among as many, the words
 * said of another first and a word that points to or names a service last
 * ("стоматологічна клініка" keeps the dentists, not a tax clinic), then those
 * that weigh least (whose matches hold the most postings). The words for what
 * is to be done ("ремонт", "fix") are never all that is kept of a query that
 * names a thing: they are let go before the last word that names it. A query
 * of more than RELAXED_SUBSETS_MAX_WORDS meaningful words lets them go one at
 * a time, those words first, then the lightest: bounded work. `namesAService`
 * is asked of a word only here, when a query is relaxed.
 */
export function relaxationsOf(words: readonly WordToRelax[], namesAService: (word: string) => boolean): number[] {
  const n = words.length;
  if (n <= 1) return [];
  const weight = (kept: number) => words.reduce((sum, word, i) => sum + ((kept & (1 << i)) === 0 ? word.volume : 0), 0);
  // What a word counts for in what is kept: naming what is asked for, and more, pointing to or naming a service.
  const standings = words.map((word) => Number(word.head) + Number(word.asked || namesAService(word.word)));
  const heads = (kept: number) => standings.reduce((count, standing, i) => count + ((kept >> i) & 1) * standing, 0);
  const topics = words.reduce((bits, word, i) => bits | (word.topic ? 1 << i : 0), 0);
  if (n > RELAXED_SUBSETS_MAX_WORDS) {
    const lightestFirst = words.map((_, i) => i).sort((x, y) => Number(words[x]!.topic) - Number(words[y]!.topic)
      || standings[x]! - standings[y]! || words[y]!.volume - words[x]!.volume || y - x);
    const chain: number[] = [];
    let kept = (1 << n) - 1;
    for (const i of lightestFirst.slice(0, -1)) chain.push(kept &= ~(1 << i));
    return chain;
  }
  const subsets: number[] = [];
  for (let kept = 1; kept < (1 << n) - 1; kept++) if (topics === 0 || (kept & topics) !== 0) subsets.push(kept);
  const size = (kept: number) => words.reduce((count, _, i) => count + ((kept >> i) & 1), 0);
  return subsets.sort((x, y) => size(y) - size(x) || heads(y) - heads(x) || weight(y) - weight(x) || x - y);
}
