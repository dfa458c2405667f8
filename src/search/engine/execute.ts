/**
 * Execution: a plan followed, and only here are listings checked against the
 * filters. Each kind of plan has its own way; none decides anything the plan
 * did not. Totals not counted while reading come from totals.ts.
 */
import { matcher } from './filter.ts';
import { BestScored, placesInOrder } from './heaps.ts';
import { narrowed } from './lists.ts';
import type { SearchArrays } from '../model.ts';
import type { EngineResult, Piece, Plan, QueryTerm, Walk } from './plan-types.ts';
import type { Wants } from '../text/expand.ts';
import { comparator, firstByImpact, mergeBudget } from './rank.ts';
import type { EngineTables } from './tables.ts';
import { intentPart, type TermFrequencies } from './relevance.ts';
import type { TextMatcher } from './text-match.ts';
import type { Totals } from './totals.ts';
import type { VisibleBits } from './visible.ts';

/** What execution reads. */
export interface ExecuteSources {
  n: number;
  columns: SearchArrays;
  tables: EngineTables;
  text: TextMatcher;
  totals: Totals;
  frequencies: TermFrequencies;
  visible: VisibleBits;
}

export function execute(plan: Plan, from: ExecuteSources): EngineResult {
  if (plan.kind === 'nothing') return { total: 0, ordinals: [] };
  // A one-word search scored whole tests every listing its word's matches hold.
  const tests = plan.kind === 'text' && plan.way.kind === 'one term' ? from.frequencies.volume(plan.terms[0]!.matches) : 0;
  const matches = matcher(from.tables.cells, from.columns, plan.filter, plan.now, from.visible.at(plan.now), tests);
  switch (plan.kind) {
    case 'text': return findText(plan, matches, from);
    case 'everything':
    case 'walk': return follow(plan.walk, plan.total, from.n, matches);
    case 'gather': return gather(plan, matches);
  }
}

/** Every listing that passes holding the terms, once, with its relevance; the page put in order, and their number. */
function findText(plan: Plan & { kind: 'text' }, passes: (o: number) => boolean, from: ExecuteSources): EngineResult {
  const { terms, order, way, page: { offset, end } } = plan;
  const { idRank } = from.tables;
  const { wants } = plan;
  const { flags } = from.columns;
  if (way.kind === 'ranked') {
    const ranked = rankedPage(terms[0]!, wants, way.sparse, end, passes, from);
    // A merge that gave up (rank.ts firstByImpact) leaves the page to be scored, as 'one term' does.
    if (ranked) return { total: from.totals.oneWord(terms[0]!.matches, plan.now), ordinals: ranked.slice(offset) };
  }
  const each = (found: (o: number, score: number) => void) => {
    const take = wants === null ? found : (o: number, score: number) => found(o, score + intentPart(wants, flags[o]!));
    return way.kind === 'one term' || way.kind === 'ranked' ? from.text.eachOneTermMatch(terms[0]!, passes, take)
      : from.text.eachTextMatch(terms, passes, take, way.kind === 'among' ? way.listings : null);
  };
  if (order === 'relevance') {
    const best = new BestScored(end, idRank);
    let total = 0;
    each((o, score) => {
      total++;
      best.offer(o, score);
    });
    return { total, ordinals: best.inOrderFrom(offset) };
  }
  // Matches come in posting order, not sorted: they are noted in scratch space, and only the page is put in order, recent included.
  let kept = from.text.keptSpace(0);
  let total = 0;
  each((o) => {
    if (total === kept.length) kept = from.text.keptSpace(total + 1);
    kept[total++] = o;
  });
  return { total, ordinals: placesInOrder(kept.subarray(0, total), offset, end, comparator(order, from.tables)) };
}

/**
 * The first `end` listings of a one-word query by relevance, merged off impact
 * order (rank.ts): with an intent, the side wanted first, then the other, each
 * in relevance order (the intent outweighs every other part of a score,
 * relevance.ts); the side wanted scored instead when it is `sparse` (the
 * fewer, plan.ts) or its merge gives up. Null when the other side's merge
 * reads what scoring every posting costs.
 */
function rankedPage(term: QueryTerm, wants: Wants | null, sparse: boolean, end: number, passes: (o: number) => boolean, from: ExecuteSources): number[] | null {
  const { flags } = from.columns;
  const budget = mergeBudget(term, from.frequencies);
  const first = (keep: (o: number) => boolean, count: number) => firstByImpact(from.columns, from.frequencies, from.tables.idRank, term, keep, count, budget);
  if (wants === null) return first(passes, end);
  const isWanted = (o: number) => passes(o) && intentPart(wants, flags[o]!) > 0;
  // A merge that gives up on the side wanted has met it late in impact order (said in descriptions more
  // than in titles): that side alone is scored, the other still merged.
  const wanted = (sparse ? null : first(isWanted, end)) ?? scoredPage(term, isWanted, end, from);
  if (!wanted) return null;
  const others = wanted.length < end ? first((o) => passes(o) && intentPart(wants, flags[o]!) === 0, end - wanted.length) : [];
  return others && [...wanted, ...others];
}

/** The first `end` listings that `keep` passes of a one-word query by relevance, every posting scored. */
function scoredPage(term: QueryTerm, keep: (o: number) => boolean, end: number, from: ExecuteSources): number[] {
  const best = new BestScored(end, from.tables.idRank);
  from.text.eachOneTermMatch(term, keep, (o, score) => best.offer(o, score));
  return best.inOrderFrom(0);
}

/** A walk followed; its total, when the plan has none, counted on the way. */
function follow(walk: Walk | null, total: number | null, n: number, matches: (o: number) => boolean): EngineResult {
  if (walk === null) return { total: total ?? 0, ordinals: [] };
  if (walk.direction === 'back') return { total: total ?? 0, ordinals: walkBack(walk.piece, n, matches, walk.after, walk.size) };
  const walked = walkForward(walk.pieces, n, matches, walk.skip, walk.size, { count: walk.count });
  return { total: total ?? walked.total, ordinals: walked.ordinals };
}

/**
 * Each listing kept stands for its place in the presorted order: sorting the
 * places (numbers, natively) and reading the order there puts the page in order.
 */
function gather(plan: Plan & { kind: 'gather' }, matches: (o: number) => boolean): EngineResult {
  const { placeOf, page: { offset, end } } = plan;
  const list = narrowed(plan.lists);
  const places = new Uint32Array(list.length);
  let kept = 0;
  for (const o of list) if (matches(o)) places[kept++] = placeOf[o]!;
  const page = places.subarray(0, kept).sort().subarray(offset, end);
  return { total: kept, ordinals: Array.from(page, (place) => plan.sorted[place]!) };
}

/**
 * Walks the pieces one after the other (a number: its ordinals up to n - 1),
 * keeping the page's matches. Counting, it walks to the end for the total; not
 * counting, it stops once the page is full.
 */
function walkForward(pieces: Piece[], n: number, matches: (o: number) => boolean, offset: number, size: number, { count }: { count: boolean }): EngineResult {
  const ordinals: number[] = [];
  let total = 0;
  for (const piece of pieces) {
    const list = typeof piece === 'number' ? null : piece;
    const from = typeof piece === 'number' ? piece : 0;
    const length = list ? list.length : n - from;
    for (let i = 0; i < length && (count || ordinals.length < size); i++) {
      const o = list ? list[i]! : from + i;
      if (!matches(o)) continue;
      if (total >= offset && ordinals.length < size) ordinals.push(o);
      total++;
    }
  }
  return { total, ordinals };
}

/** The `size` matches that come before the last `after` matches of a piece (walked back from its end), in order. */
function walkBack(piece: Piece, n: number, matches: (o: number) => boolean, after: number, size: number): number[] {
  const list = typeof piece === 'number' ? null : piece;
  const from = typeof piece === 'number' ? piece : 0;
  const page: number[] = [];
  let passed = 0;
  for (let i = (list ? list.length : n - from) - 1; i >= 0 && page.length < size; i--) {
    const o = list ? list[i]! : from + i;
    if (!matches(o)) continue;
    if (passed < after) passed++;
    else page.push(o);
  }
  return page.reverse();
}
