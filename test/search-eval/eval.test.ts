/**
 * The search evaluation as a test. The development queries pass one by one
 * through the read API over a real snapshot, except the known misses below,
 * which must still miss (so that fixing one is noticed and it moves into the
 * passing set). The held-out queries are asserted only in aggregate: their pass
 * rate must stay within five points of the development queries' (a gap means
 * the search was tuned to the development queries rather than to what people
 * type) and must not fall below a floor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluate, fts5Searcher, miniSearchSearcher, serviceSearcher, summarize, type QueryOutcome } from './evaluate.ts';
import { EVAL_LISTINGS } from './fixture.ts';
import { HELD_OUT_QUERIES } from './held-out.ts';
import { JUDGED_QUERIES, QUERY_CLASSES, type JudgedQuery } from './queries.ts';

/** The held-out pass rate the search must keep; raise it as the search improves. */
const HELD_OUT_FLOOR = 0.9;
/** How far, in points, the held-out pass rate may be from the development one. */
const HELD_OUT_GAP = 5;

const LOANWORD = 'one word in both scripts: the loanword in Cyrillic and the English word are not joined';
const PLACE = 'one word in both scripts: a place named in the other script is not found';

/** Development queries the engine does not answer as judged, by `class: query`, and why. */
const KNOWN_MISSES: Record<string, string> = {
  'missing-key: украінська кухня': 'Russian: the Russian phrase "украинской кухни" is two words away from the Ukrainian one (ending and и/і at once)',
  'word-form-uk: книжка': 'a diminutive is another dictionary word: книжка is not a form of книга',
  'phrase: хто збирає меблі': 'the verb "збирає" and the noun "збирання" are different dictionary words; letting a word go keeps the rarer one, here the verb',
  'phrase: потрібен перекладач документів': 'a translator of documents: "перекладу документів" is a different word for the same service',
  'both-scripts: Нью-Йорк': PLACE + ' (two English words, "New York", for one Ukrainian one)',
  'both-scripts: catering': LOANWORD + ' ("кейтерингу": a loanword in a case form no dictionary knows)',
  'alternation: книга': 'a diminutive is another dictionary word: книга is not a form of книжка',
  'alternation: книзі': 'a diminutive is another dictionary word: книзі is not a form of книжка',
  'russian: сдаётся': 'Russian: forms of "сдавать" are not joined to the Ukrainian "здаю" (another verb, with з)',
  'russian: сдается': 'Russian: forms of "сдавать" are not joined to the Ukrainian "здаю" (another verb, with з)',
  'russian: перевозка мебели': 'Russian: "перевозка" and "перевезення" are different words for the same service',
  'false-friend: сир': 'a true ambiguity: "сирі" is a form of both сир and сирий',
  'false-friend: med': 'a short Latin word is the official romanization of a Cyrillic one ("мед")',
  'normalization: drop-off': 'a hyphenated compound is one word: "drop-off" does not reach "drop off"',
};

const key = (query: JudgedQuery) => `${query.class}: ${query.q}`;
const passRate = (outcomes: QueryOutcome[]) => outcomes.filter((o) => o.passed).length / outcomes.length;

let dev: QueryOutcome[];
let heldOut: QueryOutcome[];
let close: () => Promise<void>;
beforeAll(async () => {
  const service = await serviceSearcher();
  close = service.close;
  dev = await evaluate(service.search, JUDGED_QUERIES);
  heldOut = await evaluate(service.search, HELD_OUT_QUERIES);
});
afterAll(async () => { await close(); });

describe('the search evaluation', () => {
  it('has at least 250 listings and 400 judged queries, every class at least 8 times in each part', () => {
    expect(EVAL_LISTINGS.length).toBeGreaterThanOrEqual(250);
    expect(JUDGED_QUERIES.length + HELD_OUT_QUERIES.length).toBeGreaterThanOrEqual(400);
    for (const cls of QUERY_CLASSES) {
      expect(JUDGED_QUERIES.filter((q) => q.class === cls).length, `dev ${cls}`).toBeGreaterThanOrEqual(8);
      expect(HELD_OUT_QUERIES.filter((q) => q.class === cls).length, `held-out ${cls}`).toBeGreaterThanOrEqual(8);
    }
  });

  it('names only judged development queries as known misses', () => {
    const keys = new Set(JUDGED_QUERIES.map(key));
    expect(Object.keys(KNOWN_MISSES).filter((k) => !keys.has(k))).toEqual([]);
  });

  it.each(JUDGED_QUERIES.map((query, i) => [key(query), i] as const))('%s', (_name, i) => {
    const outcome = dev[i]!;
    const why = `got ${outcome.returned.join(',') || 'nothing'}; wanted ${outcome.query.relevant.join(',')}${outcome.query.first ? ` first ${outcome.query.first}` : ''}`;
    expect(outcome.passed, why).toBe(!(key(outcome.query) in KNOWN_MISSES));
  });

  it('misses no near miss outside the known misses and ranks the first relevant listing first on average', () => {
    const all = summarize(dev).find((s) => s.cls === 'all')!;
    expect(all.mrr).toBeGreaterThan(0.9);
    const nearMisses = dev.filter((o) => o.query.mustNot?.length && !(key(o.query) in KNOWN_MISSES));
    for (const o of nearMisses) expect(o.returned.filter((n) => o.query.mustNot!.includes(n)), o.query.q).toEqual([]);
  });

  it('compares with MiniSearch and SQLite FTS5 on the same listings', () => {
    const fts5 = fts5Searcher();
    try {
      expect(fts5.search('yoga')).toEqual([93]);
      expect(fts5.search('бандур')).toEqual(expect.arrayContaining([6, 70, 80]));
    } finally { fts5.close(); }
    expect(miniSearchSearcher()('yoga')).toEqual([93]);
  });

  // Only totals: the held-out queries are never reported one by one.
  it('passes the held-out queries about as often as the development ones, and above the floor', () => {
    const devRate = passRate(dev), heldOutRate = passRate(heldOut);
    const gap = Math.round(Math.abs(devRate - heldOutRate) * 1000) / 10;
    expect(gap, `held-out ${(heldOutRate * 100).toFixed(1)}%, dev ${(devRate * 100).toFixed(1)}%`).toBeLessThanOrEqual(HELD_OUT_GAP);
    expect(heldOutRate, 'held-out pass rate').toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
  });
});
