/**
 * Runs the judged queries against a snapshot of the evaluation's listings,
 * built by the real build, through the read API (as `GET /api/v1/ads?q=…`
 * answers), and, on the same listings, against MiniSearch's recommended set-up
 * for search as you type and against SQLite FTS5 as the benchmark configures
 * it, and scores all three.
 */
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MiniSearch from 'minisearch';
import sqlite from 'node-sqlite3-wasm';
import { matchExpression } from '../../bench/fts5-query.ts';
import { bodyBytes, ReadApi } from '../../src/api/read-api.ts';
import { SearchQuery } from '../../src/schema/search.ts';
import { loadSnapshot } from '../../src/snapshot/load.ts';
import { build, FIXED_NOW } from '../support/build.ts';
import { writeExport, uuid } from '../support/fixture.ts';
import { EVAL_LISTINGS, evalRecords } from './fixture.ts';
import { HELD_OUT_QUERIES } from './held-out.ts';
import { JUDGED_QUERIES, QUERY_CLASSES, type JudgedQuery, type QueryClass } from './queries.ts';

/** The two parts of the evaluation: the development queries, and the held-out ones (reported only in aggregate). */
export const PARTS = { dev: JUDGED_QUERIES, 'held-out': HELD_OUT_QUERIES } as const;
export type Part = keyof typeof PARTS;

/** Results looked at per query: the API's largest page. */
const RESULTS_SEEN = 48;

/** A search under evaluation: the listing numbers it returns for a query, best first. */
export type Searcher = (q: string) => number[] | Promise<number[]>;

export interface QueryOutcome {
  query: JudgedQuery;
  returned: number[];
  passed: boolean;
  /** Share of the relevant listings returned (1 when none are relevant). */
  recall: number;
  /** Share of the returned listings that are relevant (null when nothing came back). */
  precision: number | null;
  /** 1 / rank of the first relevant listing; 0 when none came back. */
  reciprocalRank: number;
}

export interface ClassSummary {
  cls: QueryClass | 'all';
  queries: number;
  passed: number;
  recall: number;
  precision: number;
  mrr: number;
}

function judge(query: JudgedQuery, returned: number[]): QueryOutcome {
  const seen = returned.slice(0, RESULTS_SEEN);
  const relevant = new Set(query.relevant);
  const found = seen.filter((n) => relevant.has(n));
  const firstRelevant = seen.findIndex((n) => relevant.has(n));
  const passed = found.length === relevant.size
    && (query.first === undefined || seen[0] === query.first)
    && !(query.mustNot ?? []).some((n) => seen.includes(n));
  return {
    query, returned: seen, passed,
    recall: relevant.size === 0 ? 1 : found.length / relevant.size,
    precision: seen.length === 0 ? null : found.length / seen.length,
    reciprocalRank: firstRelevant < 0 ? 0 : 1 / (firstRelevant + 1),
  };
}

export function summarize(outcomes: QueryOutcome[]): ClassSummary[] {
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
  return [...QUERY_CLASSES.map((cls) => summary(cls, outcomes.filter((o) => o.query.class === cls))), summary('all', outcomes)];
}

export async function evaluate(search: Searcher, queries: JudgedQuery[] = JUDGED_QUERIES): Promise<QueryOutcome[]> {
  return Promise.all(queries.map(async (query) => judge(query, await search(query.q))));
}

const NUMBER_OF_ID = new Map(EVAL_LISTINGS.map(([n]) => [uuid(n), n]));

/** This service's search over a real snapshot of the evaluation's listings; `close` removes it. */
export async function serviceSearcher(): Promise<{ search: Searcher; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'listings-eval-'));
  const content = writeExport(path.join(dir, 'content'), { listings: { 'eval.ndjson': evalRecords() } });
  const report = await build(content, path.join(dir, 'dist'));
  if (!report.ok) throw new Error(`the evaluation fixture did not build: ${report.errors.join('; ')}`);
  const snapshot = await loadSnapshot(realpathSync(path.join(dir, 'dist')));
  const api = new ReadApi(snapshot, 'http://localhost', () => FIXED_NOW.getTime());
  const search: Searcher = async (q) => {
    const reply = api.search(SearchQuery.parse({ q, pageSize: RESULTS_SEEN }));
    if (!reply.ok) throw new Error(`search for ${JSON.stringify(q)} failed: ${reply.problem.detail}`);
    const { items } = JSON.parse((await bodyBytes(reply.body)).toString()) as { items: { id: string }[] };
    return items.map((item) => NUMBER_OF_ID.get(item.id)!);
  };
  return { search, close: async () => { snapshot.close(); rmSync(dir, { recursive: true, force: true }); } };
}

/** A listing's titles and descriptions, both languages joined, as the comparisons index them. */
function listingText(uk: string | null, en: string | null): { title: string; description: string } {
  const parts = [uk, en].flatMap((t) => (t === null ? [] : [t.split(' | ')]));
  return { title: parts.map((p) => p[0]).join(' '), description: parts.map((p) => p[1]).join(' ') };
}

/**
 * MiniSearch as its documentation recommends for search as you type: prefix
 * search, fuzzy 0.2, titles boosted; every term required, as this API does.
 */
export function miniSearchSearcher(): Searcher {
  const index = new MiniSearch<{ id: number; title: string; description: string }>({
    fields: ['title', 'description'],
    searchOptions: { boost: { title: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
  });
  index.addAll(EVAL_LISTINGS.map(([n, , uk, en]) => ({ id: n, ...listingText(uk, en) })));
  return (q) => index.search(q).map((r) => r.id as number);
}

/**
 * SQLite FTS5 as bench/fts5-server.ts configures it (unicode61 with
 * remove_diacritics 2; every word required, the last one also as a prefix;
 * SQLite's own rank), in SQLite compiled to WebAssembly, so that it installs
 * from the lockfile without a native build. `close` frees the database.
 */
export function fts5Searcher(): { search: Searcher; close: () => void } {
  const db = new sqlite.Database(':memory:');
  db.exec("CREATE VIRTUAL TABLE ads USING fts5(title, description, tokenize = 'unicode61 remove_diacritics 2')");
  for (const [n, , uk, en] of EVAL_LISTINGS) {
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
