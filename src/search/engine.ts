/**
 * The search engine: filters, text, order and paging over the precomputed
 * structures of a snapshot, without scanning every listing per request.
 *
 * A search is planned whole (engine/plan.ts), then the plan is followed (engine/execute.ts).
 * Filter-only searches walk one presorted list (the smallest posting list of
 * the filters given, or a presorted price or event order) and check the other
 * conditions on columns. Text searches gather candidates from term postings,
 * then filter and sort them. Every order ends in a total tie-break (ordinal, or
 * id), so pages never overlap or skip. src/search/README.md says where each
 * part lives.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { execute, type ExecuteSources } from './engine/execute.ts';
import { DictionaryWords } from './text/morphology/dictionary-words.ts';
import { Expander, REMEMBERED_EXPANSION_BYTES, WIDENINGS, type ReadAs, type Wants } from './text/expand.ts';
import { dictionaryIndexOf } from './engine/filter.ts';
import type { SearchArrays, SearchMeta } from './model.ts';
import { IntentCounts } from './engine/intent-counts.ts';
import { plan, type PlanSources } from './engine/plan.ts';
import type { EngineQuery, EngineResult, Plan } from './engine/plan-types.ts';
import { intentPart, TermFrequencies } from './engine/relevance.ts';
import { Routes } from './engine/routes.ts';
import { engineTables, finish, type EngineTables } from './engine/tables.ts';
import { REMEMBERED_WORD_LEMMAS_BYTES, REMEMBERED_WORD_STEPS_BYTES, type TermMatch, type Vocabulary } from './text/vocabulary.ts';
import type { StepName } from './text/match-steps.ts';
import { indexOfSorted } from './sorted.ts';
import { NOT_IN_TITLE } from './titles.ts';
import { Scratch, TextMatcher } from './engine/text-match.ts';
import { REMEMBERED_WORD_TOTALS_BYTES, Totals, type VisibilityTimes } from './engine/totals.ts';
import { VisibleBits } from './engine/visible.ts';
import { warmingQueries, type WarmUp } from './serving/warm-up.ts';
import { REMEMBERED_FILTER_BYTES, REMEMBERED_FILTER_LISTINGS_BYTES } from './counts/cells.ts';

export type { EngineQuery, EngineResult } from './engine/plan-types.ts';

/**
 * How a text search found its answer: every meaningful word (`whole`), with some
 * let go (`relaxed`), or with words that reached nothing widened (`widened`).
 */
export type Reading = 'whole' | 'relaxed' | 'widened';

/**
 * A query of several words that its words as typed answer with fewer listings than
 * this, a default page, is read in every language too (Expander.readsInEveryLanguage):
 * where they fill a page, what another language's words add would come after it.
 */
const ANSWERED_BY = 20;

/** A search's result, the plan that found it and how the query was read for it. */
type Answer = { result: EngineResult; plan: Plan; reading: Reading };

/** The most each of an engine's caches holds, in bytes: what searches remember beyond the snapshot itself. */
export const ENGINE_CACHE_BYTES = {
  filterCells: REMEMBERED_FILTER_BYTES,
  filterListings: REMEMBERED_FILTER_LISTINGS_BYTES,
  expansions: REMEMBERED_EXPANSION_BYTES,
  wordSteps: REMEMBERED_WORD_STEPS_BYTES,
  wordLemmas: REMEMBERED_WORD_LEMMAS_BYTES,
  wordTotals: REMEMBERED_WORD_TOTALS_BYTES,
};

export class SearchEngine {
  /** Everything planning and execution read: the snapshot's columns, the tables, and the parts that keep caches and scratch space. */
  private readonly parts: PlanSources & ExecuteSources;

  constructor(
    columns: SearchArrays,
    meta: SearchMeta,
    private readonly vocabulary: Vocabulary,
    /**
     * Whether a common term may be looked up per listing rather than read whole,
     * whether a one-word query takes its own single pass, and whether a search
     * under a narrow filter starts from the filter's few listings (each on
     * unless given off, off only to show both ways give the same), and what the
     * remembered expansions hold at most (smaller only to show the bound holds).
     */
    options: { probe?: boolean; onePass?: boolean; among?: boolean; rememberedExpansionBytes?: number } = {},
    /** The tables, if made already (see `prepare`); else made here, in one piece. */
    tables?: EngineTables,
  ) {
    const n = meta.listingCount;
    const dictionaryIndex = dictionaryIndexOf(meta);
    const made = tables ?? finish(engineTables(columns, meta, dictionaryIndex));
    const frequencies = new TermFrequencies(columns.termOffsets, n);
    const scratch = new Scratch(n);
    this.parts = {
      n, columns, meta, dictionaryIndex, tables: made, frequencies, intents: new IntentCounts(columns), onePass: options.onePass ?? true, among: options.among ?? true,
      expander: new Expander(vocabulary, frequencies, new DictionaryWords(columns.dictionaryWords), new DictionaryWords(columns.wholeWords), options.rememberedExpansionBytes),
      routes: new Routes(n, columns, meta, made),
      totals: new Totals(n, columns, made, frequencies, scratch),
      text: new TextMatcher(n, columns, frequencies, scratch, options.probe ?? true),
      visible: new VisibleBits(n, columns.expiresAtOrder, made.expiriesSorted),
    };
  }

  /**
   * An engine whose tables are made a step at a time, the event loop let through
   * between steps: a server that searches on the thread that answers requests
   * goes on answering while it loads a new snapshot (the tables take long; a
   * step, a small part of that).
   */
  static async prepare(columns: SearchArrays, meta: SearchMeta, vocabulary: Vocabulary): Promise<SearchEngine> {
    const steps = engineTables(columns, meta, dictionaryIndexOf(meta));
    let step = steps.next();
    while (!step.done) {
      await nextTurn();
      step = steps.next();
    }
    return new SearchEngine(columns, meta, vocabulary, undefined, step.value);
  }

  get listingCount(): number {
    return this.parts.n;
  }

  /**
   * A text query's meaningful words must all match. A query of several that
   * they answer as typed is read in every language: each word reaches too
   * the glossary's words for it in the other languages (Expander.readsInEveryLanguage).
   * When no listing holds
   * them all, as few are let go as will do, those that weigh least first, until some
   * listing holds the rest (Expander.relaxations), read in every language when it finds less
   * than a page and misses a listing the whole query so read finds. When no reading finds
   * anything, its words that reach nothing are widened, by derivations, then
   * by more typos, and it is read again (relaxed again if need be); the first
   * widening that finds something answers. A query that asks or offers is
   * answered by the first of these readings whose first listing is of the
   * intent it wants, when one is; else by the first that finds anything.
   * A query that buys something ("куплю машину", "buy a stroller") and names no
   * kind or section is answered first among the classifieds (what is sold and
   * what is wanted: no service that names the thing), as if it said
   * `section=classifieds`; when none holds all its words, among every listing
   * ("купити страховку на авто" is answered by the insurers, not by cars).
   */
  search(query: EngineQuery): EngineResult {
    return this.answer(query).result;
  }

  /** A search's result, and the plan that found it (relaxed, when it had to be). */
  private answer(query: EngineQuery): Answer {
    if (query.kind === undefined && query.section === undefined && this.parts.expander.buys(query.q)) {
      const sold = this.read({ ...query, section: 'classifieds' });
      if (sold.result.total > 0 && sold.reading === 'whole') return sold;
    }
    return this.read(query);
  }

  /** A search's result read from its words: whole, relaxed or widened (`search`). */
  private read(query: EngineQuery): Answer {
    let planned = plan(query, this.parts);
    let result = execute(planned, this.parts);
    // Words that answer a query with less than a page as typed are read in every language too (ANSWERED_BY).
    const everyLanguage = result.total > 0 && result.total < ANSWERED_BY && this.parts.expander.readsInEveryLanguage(query.q);
    if (everyLanguage) {
      planned = plan(query, this.parts, { everyLanguage });
      result = execute(planned, this.parts);
    }
    // Read for the other side only when its words say it asks or offers (Expander.saysIntent).
    const wants = planned.kind === 'text' && planned.wants !== null && this.parts.expander.saysIntent(query.q) ? planned.wants : null;
    // A query that asks or offers is answered by the first reading that finds a listing of the intent it
    // wants, if one does; else by the first that finds anything, as any other query.
    const answers = (readAs: ReadAs, found?: EngineResult) => wants === null || this.leadsWith(wants, query, readAs, found);
    if (result.total > 0 && answers({ everyLanguage }, result)) return { result, plan: planned, reading: 'whole' };
    let found: Answer | null = result.total > 0 ? { result, plan: planned, reading: 'whole' } : null;
    if (!found && (!query.q || this.filterHoldsNothing(planned, query.now))) return { result, plan: planned, reading: 'whole' };
    // A query whose words all reach something reads the same widened, and one that found something is
    // never widened: only its relaxings are tried.
    const widenings = !found && this.parts.expander.widens(query.q) ? WIDENINGS : WIDENINGS.slice(0, 1);
    // Words a listing holds together only in another language ("leather sofa" typed, "шкіряний диван" in a
    // description): a relaxing that answers with less than a page, as a whole reading does, is read in every
    // language when it misses a listing the whole query so read finds, which then stays among what it finds.
    // Only then: a relaxing's every word translated reaches many a passing mention, and at a million listings
    // reading every relaxing so cost a never-asked text search 30% more.
    let wholeInEveryLanguage: number[] | undefined;
    const firstPage = { ...query, page: 1, pageSize: ANSWERED_BY };
    const relaxesInEveryLanguage = (keep: number, relaxing: EngineResult) => {
      wholeInEveryLanguage ??= this.parts.expander.readsInEveryLanguage(query.q) ? execute(plan(firstPage, this.parts, { everyLanguage: true }), this.parts).ordinals : [];
      if (wholeInEveryLanguage.length === 0) return false;
      // The relaxing's own page holds all it finds when it is the first and no shorter than that: read it again only else.
      const all = relaxing.ordinals.length === relaxing.total ? relaxing.ordinals : execute(plan(firstPage, this.parts, { keep }), this.parts).ordinals;
      const relaxed = new Set(all);
      return wholeInEveryLanguage.some((o) => !relaxed.has(o));
    };
    for (const widening of widenings) {
      if (widening > 0) {
        planned = plan(query, this.parts, { widening });
        result = execute(planned, this.parts);
        if (result.total > 0) {
          if (answers({ widening }, result)) return { result, plan: planned, reading: 'widened' };
          found ??= { result, plan: planned, reading: 'widened' };
        }
      }
      for (const keep of this.parts.expander.relaxations(query.q, widening)) {
        const reading = widening > 0 ? 'widened' : 'relaxed';
        // Past a reading that found something, only one that leads with the intent wanted answers instead.
        if (found && !answers({ keep, widening })) continue;
        planned = plan(query, this.parts, { keep, widening });
        result = execute(planned, this.parts);
        if (result.total === 0) continue;
        const everyLanguage = widening === 0 && result.total < ANSWERED_BY && relaxesInEveryLanguage(keep, result);
        if (everyLanguage) {
          planned = plan(query, this.parts, { keep, widening, everyLanguage });
          result = execute(planned, this.parts);
        }
        if (found || answers({ keep, widening, everyLanguage }, result)) return { result, plan: planned, reading };
        found = { result, plan: planned, reading };
      }
      if (found) return found;
    }
    return { result, plan: planned, reading: 'whole' };
  }

  /**
   * Whether the first listing a reading of the query finds is of the intent it wants ("даю уроки
   * вождения": one who looks for lessons). Asked of the first page's first listing, so every page
   * of the query is read the same way: of `found`, the reading's own result, when it is that page.
   */
  private leadsWith(wants: Wants, query: EngineQuery, readAs: ReadAs, found?: EngineResult): boolean {
    const [first] = found && query.page === 1 ? found.ordinals
      : execute(plan({ ...query, page: 1, pageSize: 1 }, this.parts, readAs), this.parts).ordinals;
    return first !== undefined && intentPart(wants, this.parts.columns.flags[first]!) > 0;
  }

  /**
   * Whether a text search's filters alone match nothing, by the counts: then no
   * relaxing or widening of its words can, and none is tried (each is a search).
   */
  private filterHoldsNothing(planned: Plan, now: number): boolean {
    if (planned.kind !== 'text') return false;
    return planned.filter.filtered && this.parts.totals.ofFilter(planned.filter, now) === 0;
  }

  /**
   * A search, and for each listing of its page the matching step
   * (text/match-steps.ts) that brought it in: of the query words' best matches
   * the listing holds, the weakest one's step (null without text). It reads
   * each listing's postings again, so it is for measuring the steps
   * (npm run eval:search), never on the way of a search.
   */
  explain(query: EngineQuery): { result: EngineResult; steps: (StepName | null)[]; titled: boolean[]; reading: Reading } {
    const { result, plan: planned, reading } = this.answer(query);
    if (planned.kind !== 'text') return { result, steps: result.ordinals.map(() => null), titled: result.ordinals.map(() => false), reading };
    const { termOffsets, termPostings, termTitlePositions } = this.parts.columns;
    const at = (termId: number, o: number) => indexOfSorted(termPostings, o, termOffsets[termId]!, termOffsets[termId + 1]!);
    const steps: (StepName | null)[] = [];
    const titled: boolean[] = [];
    for (const o of result.ordinals) {
      let weakest: TermMatch | null = null;
      let inTitle = false;
      for (const { matches } of planned.terms) {
        for (const match of matches) {
          const p = at(match.termId, o);
          if (p < 0) continue;
          if (termTitlePositions[p] !== NOT_IN_TITLE) inTitle = true;
          if (weakest === null || match.quality < weakest.quality) weakest = match;
          break;
        }
      }
      steps.push(weakest?.step ?? null);
      titled.push(inTitle);
    }
    return { result, steps, titled, reading };
  }

  /** What a search would do (engine/plan.ts), without doing it: why a page is slow, and what a warm-up covers. */
  planOf(query: EngineQuery): Plan {
    return plan(query, this.parts);
  }

  /** The warm-up's searches, made of this snapshot's words and values (serving/warm-up.ts). */
  warmingQueries(now: number): EngineQuery[] {
    return warmingQueries(this.parts.meta, this.vocabulary, this.parts.frequencies, now);
  }

  /**
   * Asks the warming queries, so that no user's search pays for the first of
   * its kind; says how many it asked and how long they took. `between` is
   * awaited before each: a server that searches on the thread answering
   * requests lets them through.
   */
  async warmUp(now: number, between: () => Promise<unknown> = async () => {}): Promise<WarmUp> {
    const started = performance.now();
    const queries = this.warmingQueries(now);
    for (const query of queries) {
      await between();
      this.warmWith(query);
    }
    return { searches: queries.length, ms: Math.round(performance.now() - started) };
  }

  /** Asks one warming query, for its effect on the engine alone. */
  warmWith(query: EngineQuery): void {
    try {
      this.search(query);
    } catch {
      // Let be: a user asking the same search gets the error, logged as any.
    }
  }

  /**
   * A number that changes whenever what a search can see changes (see
   * Totals.visibilityEpoch). Searches' ETags are made of it.
   */
  visibilityEpoch(now: number): number {
    return this.parts.totals.visibilityEpoch(now);
  }

  /** The times what a search can see changes at: enough to make `visibilityEpoch` elsewhere (serving/searcher.ts). */
  get visibilityTimes(): VisibilityTimes {
    const { expiriesSorted, eventEndsSorted } = this.parts.tables;
    return { expiriesSorted, eventEndsSorted };
  }

  /** What the caches hold: query words' expansions, how many and their bytes. */
  get remembered(): { expansions: { entries: number; bytes: number } } {
    return { expansions: this.parts.expander.remembered };
  }
}
