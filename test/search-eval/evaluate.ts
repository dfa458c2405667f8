/**
 * Runs the judged queries against a snapshot of the evaluation's listings,
 * built by the real build, through the read API (as `GET /api/v1/ads?q=…`
 * answers), and, on the same listings, against MiniSearch's recommended set-up
 * for search as you type and against SQLite FTS5 as the benchmark configures
 * it, and scores all three.
 *
 * The evaluation has two grounds, each its own listings, snapshot, classes and
 * two parts of queries: ground 1 (fixture.ts, queries.ts, held-out.ts) and
 * ground 2 (ground-2/), new listings for the phenomena ground 1 does not
 * reach. Every function here takes a ground and defaults to ground 1.
 */
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MiniSearch from 'minisearch';
import sqlite from 'node-sqlite3-wasm';
import { matchExpression } from '../../bench/fts5-query.ts';
import { bodyBytes, ReadApi } from '../../src/api/read-api.ts';
import { SearchQuery } from '../../src/schema/search.ts';
import { loadSnapshot, vocabularyOf } from '../../src/snapshot/load.ts';
import { SearchEngine, type Reading } from '../../src/search/engine.ts';
import { bytesToUuid } from '../../src/search/ids.ts';
import { MATCH_STEPS, type StepName } from '../../src/search/text/match-steps.ts';
import { GLOSSARY, LANGUAGES } from '../../src/search/text/glossary/glossary.ts';
import { stem } from '../../src/search/text/stem.ts';
import { queryTerms, tokenize } from '../../src/search/text/tokenize.ts';
import { indexOfSorted } from '../../src/search/sorted.ts';
import { build, FIXED_NOW } from '../support/build.ts';
import { writeExport, uuid, type Json } from '../support/fixture.ts';
import { EVAL_LISTINGS, evalRecords, type EvalListing } from './fixture.ts';
import { GROUND_2_HELD_OUT_QUERIES } from './ground-2/held-out.ts';
import { GROUND_2_LISTINGS, ground2Records } from './ground-2/listings.ts';
import { GROUND_2_CLASSES, type Ground2Class } from './ground-2/queries.ts';
import { GROUND_2_DEV } from './ground-2/dev.ts';
import { HELD_OUT_QUERIES } from './held-out.ts';
import { JUDGED_QUERIES, QUERY_CLASSES, type JudgedQuery, type QueryClass } from './queries.ts';

/** The two parts of a ground: the development queries, and the held-out ones (reported only in aggregate). */
export type Part = 'dev' | 'held-out';

/** A ground of the evaluation: its listings and their export records, its classes of query and its two parts. */
export interface Ground<C extends string = string> {
  name: string;
  listings: EvalListing[];
  records: () => Json[];
  classes: readonly C[];
  parts: Record<Part, JudgedQuery<C>[]>;
}

export const GROUND_1: Ground<QueryClass> = {
  name: 'ground 1', listings: EVAL_LISTINGS, records: evalRecords, classes: QUERY_CLASSES,
  parts: { dev: JUDGED_QUERIES, 'held-out': HELD_OUT_QUERIES },
};

export const GROUND_2: Ground<Ground2Class> = {
  name: 'ground 2', listings: GROUND_2_LISTINGS, records: ground2Records, classes: GROUND_2_CLASSES,
  parts: { dev: GROUND_2_DEV, 'held-out': GROUND_2_HELD_OUT_QUERIES },
};

export const GROUNDS: readonly Ground[] = [GROUND_1, GROUND_2];

/** Ground 1's parts. */
export const PARTS = GROUND_1.parts;

/** Results looked at per query: the API's largest page. */
const RESULTS_SEEN = 48;

/** A search under evaluation: the listing numbers it returns for a query, best first. */
export type Searcher = (q: string) => number[] | Promise<number[]>;

export interface QueryOutcome {
  query: JudgedQuery<string>;
  returned: number[];
  passed: boolean;
  /** The rules it failed by, none when it passed. */
  failed: FailedRule[];
  /** How many of the returned listings are relevant or acceptable. */
  wanted: number;
  /** Share of the relevant listings returned (1 when none are relevant). */
  recall: number;
  /** Share of the returned listings that are relevant or acceptable (null when nothing came back). */
  precision: number | null;
  /** 1 / rank of the first relevant listing; 0 when none came back. */
  reciprocalRank: number;
}

export interface ClassSummary {
  cls: string;
  queries: number;
  passed: number;
  recall: number;
  precision: number;
  mrr: number;
}

/**
 * The rules a query can fail by (those of `JudgedQuery`, queries.ts): a relevant listing
 * missing — with nothing returned (`empty`), with none of the relevant returned
 * (`none-relevant`), with some (`some-missing`) — then `first`, `mustNot`, `only`, `ranked`.
 */
export const FAILED_RULES = ['empty', 'none-relevant', 'some-missing', 'first', 'mustNot', 'only', 'ranked'] as const;
export type FailedRule = (typeof FAILED_RULES)[number];

function judge(query: JudgedQuery<string>, returned: number[]): QueryOutcome {
  const seen = returned.slice(0, RESULTS_SEEN);
  const relevant = new Set(query.relevant);
  const wanted = new Set([...query.relevant, ...(query.acceptable ?? [])]);
  const found = seen.filter((n) => relevant.has(n));
  const firstRelevant = seen.findIndex((n) => relevant.has(n));
  const failed: FailedRule[] = [];
  if (found.length < (query.atLeast ?? relevant.size)) failed.push(seen.length === 0 ? 'empty' : found.length === 0 ? 'none-relevant' : 'some-missing');
  if (query.first !== undefined && seen[0] !== query.first) failed.push('first');
  if ((query.mustNot ?? []).some((n) => seen.includes(n))) failed.push('mustNot');
  if (query.only && !seen.every((n) => wanted.has(n))) failed.push('only');
  if (query.ranked && !seen.slice(0, found.length).every((n) => relevant.has(n))) failed.push('ranked');
  const wantedSeen = seen.filter((n) => wanted.has(n)).length;
  return {
    query, returned: seen, passed: failed.length === 0, failed, wanted: wantedSeen,
    recall: relevant.size === 0 ? 1 : found.length / relevant.size,
    precision: seen.length === 0 ? null : wantedSeen / seen.length,
    reciprocalRank: firstRelevant < 0 ? 0 : 1 / (firstRelevant + 1),
  };
}

/** A count of nothing yet for each of `keys`. */
function noneOf<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}

/** The relevant listings the outcomes' queries missed, counted by why (`MissCause`). */
export function missedByCause(outcomes: QueryOutcome[], missCause: (q: string, listing: number) => MissCause): Record<MissCause, number> {
  const counts = noneOf(MISS_CAUSES);
  for (const o of outcomes) {
    if (o.passed) continue;
    for (const n of o.query.relevant) if (!o.returned.includes(n)) counts[missCause(o.query.q, n)]++;
  }
  return counts;
}

/** How many of the outcomes failed by each rule (a query failing by two counts under both). */
export function failedByRule(outcomes: QueryOutcome[]): Record<FailedRule, number> {
  const counts = noneOf(FAILED_RULES);
  for (const o of outcomes) for (const rule of o.failed) counts[rule]++;
  return counts;
}

/** Per class of the ground (ground 1's by default), then `all`. */
export function summarize(outcomes: QueryOutcome[], classes: readonly string[] = QUERY_CLASSES): ClassSummary[] {
  const mean = (values: number[]) => (values.length === 0 ? 1 : values.reduce((a, b) => a + b, 0) / values.length);
  const summary = (cls: ClassSummary['cls'], of: QueryOutcome[]): ClassSummary => {
    const withRelevant = of.filter((o) => o.query.relevant.length > 0);
    return {
      cls, queries: of.length, passed: of.filter((o) => o.passed).length,
      recall: mean(withRelevant.map((o) => o.recall)),
      // A query that rightly returns nothing (a near miss) is precise.
      precision: mean(of.map((o) => o.precision ?? (o.query.relevant.length === 0 ? 1 : 0))),
      mrr: mean(withRelevant.map((o) => o.reciprocalRank)),
    };
  };
  return [...classes.map((cls) => summary(cls, outcomes.filter((o) => o.query.class === cls))), summary('all', outcomes)];
}

/**
 * Precision over every result returned: the wanted (relevant or acceptable)
 * results of all the queries over all their results, so that a query that
 * returns 40 unwanted listings weighs 40 times one that returns one; null when
 * nothing came back.
 */
export function overallPrecision(outcomes: QueryOutcome[]): number | null {
  const returned = outcomes.reduce((sum, o) => sum + o.returned.length, 0);
  return returned === 0 ? null : outcomes.reduce((sum, o) => sum + o.wanted, 0) / returned;
}

/** The queries that have a relevant listing and got nothing back: an empty answer while one exists. */
export function emptyAnswers(outcomes: QueryOutcome[]): QueryOutcome[] {
  return outcomes.filter((o) => o.query.relevant.length > 0 && o.returned.length === 0);
}

export async function evaluate(search: Searcher, queries: readonly JudgedQuery<string>[] = JUDGED_QUERIES): Promise<QueryOutcome[]> {
  return Promise.all(queries.map(async (query) => judge(query, await search(query.q))));
}

/**
 * For each listing a query returns, the matching step that brought it in, by listing number;
 * the listings that hold a query word in their title; and how the search read the query
 * (SearchEngine.explain).
 */
export type Explainer = (q: string) => { steps: Map<number, StepName | null>; titled: Set<number>; reading: Reading };

/**
 * Why a relevant listing a query did not return was missed, as far as the words tell, the first that
 * holds: the query read to no meaningful word (a word naming what is asked for reached nothing); the
 * listing holds every meaningful word (another reading was answered, or it ranked past the page); it
 * says a meaningful word it lacks by another word of the word's glossary concept, in any language;
 * it says neither the word nor any of its concept's; the word it lacks is in no concept. What would
 * have found it — a reading, a rule for the other words, the glossary's words, a concept — by kind,
 * without reading the query.
 */
export const MISS_CAUSES = ['read to nothing', 'holds every word', 'says a word by another glossary word', 'lacks a word and its glossary words', 'lacks a word no concept has'] as const;
export type MissCause = (typeof MISS_CAUSES)[number];

/** This service's search over a real snapshot of the ground's listings; `explain` says by which steps, `missCause` why a listing was missed; `close` removes it. */
export async function serviceSearcher(ground: Ground = GROUND_1): Promise<{ search: Searcher; explain: Explainer; missCause: (q: string, listing: number) => MissCause; close: () => Promise<void> }> {
  const numberOfId = new Map(ground.listings.map(([n]) => [uuid(n), n]));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'listings-eval-'));
  const content = writeExport(path.join(dir, 'content'), { listings: { 'eval.ndjson': ground.records() } });
  const report = await build(content, path.join(dir, 'dist'));
  if (!report.ok) throw new Error(`the evaluation listings of ${ground.name} did not build: ${report.errors.join('; ')}`);
  const snapshot = await loadSnapshot(realpathSync(path.join(dir, 'dist')));
  const api = new ReadApi(snapshot, 'http://localhost', () => FIXED_NOW.getTime());
  const search: Searcher = async (q) => {
    const reply = api.search(SearchQuery.parse({ q, pageSize: RESULTS_SEEN }));
    if (!reply.ok) throw new Error(`search for ${JSON.stringify(q)} failed: ${reply.problem.detail}`);
    const { items } = JSON.parse((await bodyBytes(reply.body)).toString()) as { items: { id: string }[] };
    return items.map((item) => numberOfId.get(item.id)!);
  };
  // An engine of its own on this thread, asked only to explain: the server's runs on its search thread.
  const engine = new SearchEngine(snapshot.arrays, snapshot.meta, vocabularyOf(snapshot));
  const explain: Explainer = (q) => {
    const { result, steps, titled, reading } = engine.explain({ q, upcoming: false, page: 1, pageSize: RESULTS_SEEN, now: FIXED_NOW.getTime() });
    const numbers = result.ordinals.map((o) => numberOfId.get(bytesToUuid(snapshot.arrays.ids, o * 16))!);
    return { steps: new Map(numbers.map((n, i) => [n, steps[i]!])), titled: new Set(numbers.filter((_, i) => titled[i])), reading };
  };
  const vocabulary = vocabularyOf(snapshot);
  const ordinalOf = new Map<number, number>();
  for (let o = 0; o < engine.listingCount; o++) ordinalOf.set(numberOfId.get(bytesToUuid(snapshot.arrays.ids, o * 16))!, o);
  const stemsOf = new Map(ground.listings.map(([n, , uk, en]) => [n, new Set(tokenize(`${uk ?? ''} ${en ?? ''}`).map((word) => stem(word) ?? word))]));
  const missCause = (q: string, listing: number): MissCause => {
    const planned = engine.planOf({ q, upcoming: false, page: 1, pageSize: RESULTS_SEEN, now: FIXED_NOW.getTime() });
    if (planned.kind !== 'text' || planned.terms.length === 0) return 'read to nothing';
    const o = ordinalOf.get(listing);
    if (o === undefined) throw new Error(`listing ${listing} of ${ground.name} is not in its snapshot`);
    const { termOffsets, termPostings } = snapshot.arrays;
    const lacking = planned.terms.filter(({ matches }) => !matches.some(({ termId }) => indexOfSorted(termPostings, o, termOffsets[termId]!, termOffsets[termId + 1]!) >= 0));
    if (lacking.length === 0) return 'holds every word';
    // The words as typed: a word the engine read otherwise (retyped from the other layout, a code
    // joined) is looked up in the glossary as typed, which for a count by kind is near enough.
    const typed = queryTerms(q);
    const glossed = lacking.map(({ position }) => typed[position] ?? '').map((word) => GLOSSARY.otherWordsOf(word, vocabulary.lemmasOf(word), LANGUAGES));
    const says = stemsOf.get(listing)!;
    if (glossed.some((others) => others.some((other) => says.has(stem(other) ?? other)))) return 'says a word by another glossary word';
    return glossed.some((others) => others.length > 0) ? 'lacks a word and its glossary words' : 'lacks a word no concept has';
  };
  return { search, explain, missCause, close: async () => { snapshot.close(); rmSync(dir, { recursive: true, force: true }); } };
}

/** A listing's titles and descriptions, both languages joined, as the comparisons index them. */
function listingText(uk: string | null, en: string | null): { title: string; description: string } {
  const parts = [uk, en].flatMap((t) => (t === null ? [] : [t.split(' | ')]));
  return { title: parts.map((p) => p[0]).join(' '), description: parts.map((p) => p[1]).join(' ') };
}

/** Of the listings a step (or a reading) brought in over some queries' results, how many, and how many were wanted (relevant or acceptable). */
export interface StepPrecision {
  step: StepName | Reading | Where;
  brought: number;
  wanted: number;
}

const READINGS: readonly Reading[] = ['whole', 'relaxed', 'widened'];
/** Where a listing holds the query's words: some in its title, or in its description only. */
type Where = 'title' | 'description only';
const WHERE: readonly Where[] = ['title', 'description only'];

/**
 * Per matching step, in the table's order, then per reading of the query and
 * per place of the words, what each brought into the results of `outcomes`
 * and how much of that was wanted.
 */
export function stepPrecision(outcomes: QueryOutcome[], explain: Explainer): StepPrecision[] {
  const tally = new Map<StepName | Reading | Where, StepPrecision>();
  const count = (key: StepName | Reading | Where, isWanted: boolean) => {
    let row = tally.get(key);
    if (!row) tally.set(key, row = { step: key, brought: 0, wanted: 0 });
    row.brought++;
    if (isWanted) row.wanted++;
  };
  for (const { query, returned } of outcomes) {
    const wanted = new Set([...query.relevant, ...(query.acceptable ?? [])]);
    const { steps, titled, reading } = explain(query.q);
    for (const n of returned) {
      const step = steps.get(n);
      if (!step) continue;
      count(step, wanted.has(n));
      count(reading, wanted.has(n));
      count(titled.has(n) ? 'title' : 'description only', wanted.has(n));
    }
  }
  return [...MATCH_STEPS.map(({ name }) => name), ...READINGS, ...WHERE].flatMap((name) => tally.get(name) ?? []);
}

/**
 * MiniSearch as its documentation recommends for search as you type: prefix
 * search, fuzzy 0.2, titles boosted; every term required, as this API does.
 */
export function miniSearchSearcher(ground: Ground = GROUND_1): Searcher {
  const index = new MiniSearch<{ id: number; title: string; description: string }>({
    fields: ['title', 'description'],
    searchOptions: { boost: { title: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
  });
  index.addAll(ground.listings.map(([n, , uk, en]) => ({ id: n, ...listingText(uk, en) })));
  return (q) => index.search(q).map((r) => r.id as number);
}

/**
 * SQLite FTS5 as bench/fts5-server.ts configures it (unicode61 with
 * remove_diacritics 2; every word required, the last one also as a prefix;
 * SQLite's own rank), in SQLite compiled to WebAssembly, so that it installs
 * from the lockfile without a native build. `close` frees the database.
 */
export function fts5Searcher(ground: Ground = GROUND_1): { search: Searcher; close: () => void } {
  const db = new sqlite.Database(':memory:');
  db.exec("CREATE VIRTUAL TABLE ads USING fts5(title, description, tokenize = 'unicode61 remove_diacritics 2')");
  for (const [n, , uk, en] of ground.listings) {
    const { title, description } = listingText(uk, en);
    db.run('INSERT INTO ads (rowid, title, description) VALUES (?, ?, ?)', [n, title, description]);
  }
  const search: Searcher = (q) => {
    const expression = matchExpression(q);
    if (expression === null) return [];
    const rows = db.all(`SELECT rowid FROM ads WHERE ads MATCH ? ORDER BY rank LIMIT ${RESULTS_SEEN}`, [expression]) as { rowid: number }[];
    return rows.map((row) => row.rowid);
  };
  return { search, close: () => db.close() };
}
