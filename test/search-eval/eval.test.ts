/**
 * The search evaluation as a test. The development queries pass one by one
 * through the read API over a real snapshot, except the known misses below,
 * which must still miss (so that fixing one is noticed and it moves into the
 * passing set). The held-out queries are asserted only in aggregate: their pass
 * rate must stay within five points of the development queries' (a gap means
 * the search was tuned to the development queries rather than to what people
 * type) and must not fall below a floor.
 *
 * Ground 2 (ground-2/) has its own listings and snapshot: its size and the
 * soundness of its judgements are asserted now, the number of its queries once
 * they are written, and its pass rates once GROUND_2_FLOORS are set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emptyAnswers, evaluate, fts5Searcher, GROUND_2, miniSearchSearcher, overallPrecision, serviceSearcher, stepPrecision, summarize, type QueryOutcome,
} from './evaluate.ts';
import { EVAL_LISTINGS } from './fixture.ts';
import { GROUND_2_HELD_OUT_QUERIES } from './ground-2/held-out.ts';
import { GROUND_2_LISTINGS, ground2Records } from './ground-2/listings.ts';
import { GROUND_2_CLASSES } from './ground-2/queries.ts';
import { GROUND_2_DEV } from './ground-2/dev.ts';
import { HELD_OUT_QUERIES } from './held-out.ts';
import { JUDGED_QUERIES, QUERY_CLASSES, type JudgedQuery } from './queries.ts';

/** The held-out pass rate the search must keep; raise it as the search improves. */
const HELD_OUT_FLOOR = 0.9;
/** How far, in points, the held-out pass rate may be from the development one. */
const HELD_OUT_GAP = 5;

/** Development queries the engine does not answer as judged, by `class: query`, and why. */
const KNOWN_MISSES: Record<string, string> = {
  'phrase: потрібен перекладач документів': 'a translator of documents: "перекладу документів" is a different word for the same service',
  'near-miss: дом': 'a Russian word reaches the Ukrainian words for it: "дом" reaches "дім", and "Дім культури" is an institution so named, not a house',
  'false-friend: сир': 'a true ambiguity: "сирі" is a form of both сир and сирий',
};

const key = (query: JudgedQuery<string>) => `${query.class}: ${query.q}`;
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

  it('says for each listing it returns the matching step that brought it in, how the query was read and where its words are', async () => {
    const service = await serviceSearcher();
    try {
      const yoga = service.explain('yoga');
      expect([...yoga.steps.values()]).toEqual(['exact']);
      expect(yoga.reading).toBe('whole');
      expect([...yoga.titled]).toEqual([...yoga.steps.keys()]);
      const steps = stepPrecision(await evaluate(service.search, JUDGED_QUERIES.filter((q) => q.class === 'typo')), service.explain);
      expect(steps.map((row) => row.step)).toEqual(expect.arrayContaining(['typo', 'whole', 'title']));
      for (const { brought, wanted } of steps) expect(wanted).toBeLessThanOrEqual(brought);
    } finally {
      await service.close();
    }
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
  it('answers every query that has a relevant listing with something, in both parts', () => {
    expect(emptyAnswers(dev).map((o) => o.query.q)).toEqual([]);
    expect(emptyAnswers(heldOut).length, 'held-out queries with a relevant listing that got nothing back').toBe(0);
  });

  it('passes the held-out queries about as often as the development ones, and above the floor', () => {
    const devRate = passRate(dev), heldOutRate = passRate(heldOut);
    const gap = Math.round(Math.abs(devRate - heldOutRate) * 1000) / 10;
    expect(gap, `held-out ${(heldOutRate * 100).toFixed(1)}%, dev ${(devRate * 100).toFixed(1)}%`).toBeLessThanOrEqual(HELD_OUT_GAP);
    expect(heldOutRate, 'held-out pass rate').toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
  });
});

/**
 * GROUND_2_FLOORS: what the search must reach on ground 2 (null: not asserted). The
 * held-out floors are the aim of the work ground 2 measures — a pass rate of at least
 * 0.92 within three points of the development one, a precision over all results of at
 * least 0.90, no empty answer — and stand at it with little margin: a change that
 * loses a held-out query turns them red. Raise them as the search improves. The
 * development part holds queries written later by another hand (more-queries.ts),
 * harder than the first: it passes fewer than the held-out part, and its
 * precision is floored apart.
 */
const GROUND_2_FLOORS: {
  /** Least pass rate of the development queries. */
  dev: number | null;
  /** Least pass rate of the held-out queries. */
  heldOut: number | null;
  /** Most points the held-out pass rate may stand from the development one, either way (below: rules fitted to the development queries). */
  gap: number | null;
  /** Least precision over all results returned, in each part. */
  precision: { dev: number; heldOut: number } | null;
  /** Most queries with a relevant listing that get nothing back, in each part (the aim is none). */
  empty: { dev: number; heldOut: number } | null;
} = { dev: 0.88, heldOut: 0.92, gap: 3, precision: { dev: 0.9, heldOut: 0.92 }, empty: { dev: 0, heldOut: 0 } };

const GROUND_2_PARTS = { dev: GROUND_2_DEV, 'held-out': GROUND_2_HELD_OUT_QUERIES };
const GROUND_2_UNWRITTEN = GROUND_2_DEV.length === 0 || GROUND_2_HELD_OUT_QUERIES.length === 0;
const GROUND_2_UNFLOORED = GROUND_2_UNWRITTEN || Object.values(GROUND_2_FLOORS).every((floor) => floor === null);

/** The words of a text as the unseen-form check compares them: lower case, split at anything but letters and digits. */
const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);

describe('ground 2 of the search evaluation', () => {
  it('judges only, ranked, acceptable and atLeast as JudgedQuery says', async () => {
    const returns = (...numbers: number[]) => () => numbers;
    const passes = async (query: Omit<JudgedQuery<string>, 'class'>, returned: number[]) =>
      (await evaluate(returns(...returned), [{ class: 'topic', ...query }]))[0]!.passed;
    expect(await passes({ q: 'need a plumber', relevant: [], only: true }, [])).toBe(true);
    expect(await passes({ q: 'need a plumber', relevant: [], only: true }, [1047])).toBe(false);
    expect(await passes({ q: 'x', relevant: [1], acceptable: [2], only: true }, [1, 2])).toBe(true);
    expect(await passes({ q: 'x', relevant: [1], acceptable: [2], only: true }, [1, 2, 3])).toBe(false);
    expect(await passes({ q: 'x', relevant: [1, 2], acceptable: [3], ranked: true }, [2, 1, 3, 4])).toBe(true);
    expect(await passes({ q: 'x', relevant: [1, 2], acceptable: [3], ranked: true }, [2, 3, 1])).toBe(false);
    expect(await passes({ q: 'x', relevant: [1, 2, 3], atLeast: 1 }, [4, 2])).toBe(true);
    expect(await passes({ q: 'x', relevant: [1, 2, 3], atLeast: 1 }, [4])).toBe(false);
    const [outcome] = await evaluate(returns(1, 2, 3, 4), [{ q: 'x', class: 'topic', relevant: [1], acceptable: [2] }]);
    expect([outcome!.precision, outcome!.recall, outcome!.wanted]).toEqual([0.5, 1, 2]);
    expect(overallPrecision([outcome!, ...(await evaluate(returns(9), [{ q: 'y', class: 'topic', relevant: [9] }]))])).toBe(0.6);
    const nothing = await evaluate(returns(), [{ q: 'z', class: 'topic', relevant: [5] }, { q: 'need a plumber', class: 'topic', relevant: [], only: true }]);
    expect(emptyAnswers(nothing).map((o) => o.query.q)).toEqual(['z']);
  });

  it('has at least 110 listings, numbered from 1001, each once', () => {
    const numbers = GROUND_2_LISTINGS.map(([n]) => n);
    expect(numbers.length).toBeGreaterThanOrEqual(110);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(1001);
  });

  it('exports a listing\'s price in minor units, and files a request under its own category', () => {
    const records = ground2Records();
    const content = (n: number) => records.find((r) => r.id.endsWith(n.toString(16).padStart(12, '0')))!.content;
    expect(content(1123).price).toEqual({ mode: 'fixed', currency: 'USD', amountMinor: 240000 });
    expect(content(1146).price).toEqual({ mode: 'from', currency: 'CAD', amountMinor: 150000 });
    expect(content(1003).price).toEqual({ mode: 'not_applicable', currency: 'USD' });
    expect([content(1024).categorySlug, content(1136).categorySlug, content(1121).categorySlug]).toEqual(['jobs', 'housing', 'housing']);
  });

  it('builds into a snapshot that the service and both comparisons search', async () => {
    const service = await serviceSearcher(GROUND_2);
    const fts5 = fts5Searcher(GROUND_2);
    try {
      for (const search of [service.search, fts5.search, miniSearchSearcher(GROUND_2)]) {
        expect(await search('CUAET')).toEqual(expect.arrayContaining([1001, 1013]));
      }
    } finally {
      fts5.close();
      await service.close();
    }
  });

  it('judges only its own listings, each query consistently', () => {
    const numbers = new Set(GROUND_2_LISTINGS.map(([n]) => n));
    for (const [part, queries] of Object.entries(GROUND_2_PARTS)) {
      for (const query of queries) {
        const what = `${part} [${query.class}] ${query.q}`;
        const named = [...query.relevant, ...(query.mustNot ?? []), ...(query.acceptable ?? []), ...(query.first === undefined ? [] : [query.first])];
        expect(named.filter((n) => !numbers.has(n)), `${what}: not a listing of ground 2`).toEqual([]);
        expect(GROUND_2_CLASSES, what).toContain(query.class);
        const wanted = [...query.relevant, ...(query.acceptable ?? [])];
        expect(new Set(wanted).size, `${what}: a listing is relevant or acceptable, once`).toBe(wanted.length);
        expect((query.mustNot ?? []).filter((n) => wanted.includes(n)), `${what}: wanted and a near miss at once`).toEqual([]);
        if (query.first !== undefined) expect(query.relevant, `${what}: first is relevant`).toContain(query.first);
        if (query.atLeast !== undefined) {
          expect(query.atLeast, `${what}: atLeast`).toBeGreaterThanOrEqual(1);
          expect(query.atLeast, `${what}: atLeast`).toBeLessThanOrEqual(query.relevant.length);
        }
      }
    }
  });

  it('types in each unseen-form query a word that no listing contains', () => {
    const vocabulary = new Set(GROUND_2_LISTINGS.flatMap(([, , uk, en]) => [uk, en].flatMap((text) => (text === null ? [] : words(text)))));
    const seen = [...GROUND_2_DEV, ...GROUND_2_HELD_OUT_QUERIES]
      .filter((query) => query.class === 'unseen-form' && words(query.q).every((w) => vocabulary.has(w)));
    expect(seen.map((query) => query.q)).toEqual([]);
  });

  it.skipIf(GROUND_2_UNWRITTEN)('has at least 150 judged queries, every class at least 8 times in each part', () => {
    expect(GROUND_2_DEV.length + GROUND_2_HELD_OUT_QUERIES.length).toBeGreaterThanOrEqual(150);
    for (const cls of GROUND_2_CLASSES) {
      expect(GROUND_2_DEV.filter((q) => q.class === cls).length, `dev ${cls}`).toBeGreaterThanOrEqual(8);
      expect(GROUND_2_HELD_OUT_QUERIES.filter((q) => q.class === cls).length, `held-out ${cls}`).toBeGreaterThanOrEqual(8);
    }
  });

  // Only totals, of both parts.
  it.skipIf(GROUND_2_UNFLOORED)('passes its queries above GROUND_2_FLOORS', async () => {
    const service = await serviceSearcher(GROUND_2);
    try {
      const dev2 = await evaluate(service.search, GROUND_2_DEV);
      const heldOut2 = await evaluate(service.search, GROUND_2_HELD_OUT_QUERIES);
      const devRate = passRate(dev2), heldOutRate = passRate(heldOut2);
      const { dev: devFloor, heldOut: heldOutFloor, gap, precision, empty } = GROUND_2_FLOORS;
      if (devFloor !== null) expect(devRate, 'ground 2 dev pass rate').toBeGreaterThanOrEqual(devFloor);
      if (heldOutFloor !== null) expect(heldOutRate, 'ground 2 held-out pass rate').toBeGreaterThanOrEqual(heldOutFloor);
      if (gap !== null) expect(Math.round(Math.abs(devRate - heldOutRate) * 1000) / 10, 'ground 2 points between held-out and dev').toBeLessThanOrEqual(gap);
      if (precision !== null) {
        expect(overallPrecision(dev2) ?? 1, 'ground 2 dev precision over all results').toBeGreaterThanOrEqual(precision.dev);
        expect(overallPrecision(heldOut2) ?? 1, 'ground 2 held-out precision over all results').toBeGreaterThanOrEqual(precision.heldOut);
      }
      if (empty !== null) {
        expect(emptyAnswers(dev2).length, 'ground 2 dev queries answered with nothing while one exists').toBeLessThanOrEqual(empty.dev);
        expect(emptyAnswers(heldOut2).length, 'ground 2 held-out queries answered with nothing while one exists').toBeLessThanOrEqual(empty.heldOut);
      }
    } finally {
      await service.close();
    }
  });
});
