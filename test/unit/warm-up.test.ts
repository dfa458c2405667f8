/**
 * The warm-up asks a search of every kind the engine plans, made of the
 * snapshot's own words and values, and changes no answer: a snapshot loaded
 * warm (as a reload loads it), on a thread or on this one, answers every
 * search as an engine that was never warmed; and so does a thread started
 * without it (as a first start loads it), which asks it once serving.
 */
import fc from 'fast-check';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '../../src/search/engine.ts';
import { SAMPLED_WORDS } from '../../src/search/serving/warm-up.ts';
import type { Plan } from '../../src/search/engine/plan-types.ts';
import { loadSnapshot, vocabularyOf, type Snapshot } from '../../src/snapshot/load.ts';
import { build } from '../support/build.ts';
import { writeExport } from '../support/fixture.ts';
import { buildRandomSnapshot, randomEngineQuery } from '../support/random-snapshot.ts';
import { tempDir } from '../support/temp.ts';
import { evalRecords } from '../search-eval/fixture.ts';

let cold: SearchEngine;
let warmThreaded: Snapshot, warmHere: Snapshot, warmingThreaded: Snapshot;
beforeAll(async () => {
  const { dist } = await buildRandomSnapshot(2000);
  [warmThreaded, warmHere, warmingThreaded] = await Promise.all([
    loadSnapshot(dist, { searchThread: true, warmSearches: true }),
    loadSnapshot(dist, { searchThread: false, warmSearches: true }),
    // As a first start loads it: warmed once serving.
    loadSnapshot(dist, { searchThread: true }),
  ]);
  cold = new SearchEngine(warmHere.arrays, warmHere.meta, vocabularyOf(warmHere));
});
afterAll(() => {
  warmThreaded.close();
  warmHere.close();
  warmingThreaded.close();
});

/** What kind of search a plan is: its kind, and for text its way and order. */
function kindOf(plan: Plan): string {
  return plan.kind === 'text' ? `text ${plan.way.kind} by ${plan.order}` : plan.kind;
}

describe('the warm-up', () => {
  it('asks text searches of every way and order, and filter-only searches of every kind but a gathered one', () => {
    const kinds = new Set(cold.warmingQueries(Date.now()).map((query) => kindOf(cold.planOf(query))));
    expect([...kinds].sort()).toEqual(expect.arrayContaining([
      'everything',
      'text one term by price_low',
      'text one term by recent',
      'text one term by relevance',
      'text ranked by relevance',
      'text terms by relevance',
      'walk',
    ]));
  });

  it('finds something with its text searches: they are made of words the listings hold', () => {
    const texts = cold.warmingQueries(Date.now()).filter((query) => query.q);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((query) => cold.search(query).total > 0).length).toBeGreaterThan(texts.length / 2);
  });

  it('is asked of a thread started without it once it serves, and every answer is as it was meanwhile', async () => {
    const searches = fc.sample(randomEngineQuery, { numRuns: 200, seed: 31 });
    const answers = await Promise.all(searches.map((q) => warmingThreaded.searcher.search(q)));
    expect(answers).toEqual(searches.map((q) => cold.search(q)));
    expect(await warmingThreaded.searcher.warmedUp).toMatchObject({ searches: cold.warmingQueries(Date.now()).length });
  });

  it('says what it asked of a snapshot loaded warm', async () => {
    const asked = cold.warmingQueries(Date.now()).length;
    expect(await warmThreaded.searcher.warmedUp).toMatchObject({ searches: asked });
    expect(await warmHere.searcher.warmedUp).toMatchObject({ searches: asked });
  });

  it.each([['on a thread of its own', () => warmThreaded], ['on this thread', () => warmHere]])('leaves every answer as it was, searching %s', async (_, snapshot) => {
    for (const q of fc.sample(randomEngineQuery, { numRuns: 200, seed: 29 })) {
      expect(await snapshot().searcher.search(q)).toEqual(cold.search(q));
    }
  });
});

describe('the warm-up of a snapshot with a vocabulary of some size', () => {
  it('asks words spread over it, of both scripts, each one of the ways a user asks one', async () => {
    const dir = tempDir();
    writeExport(path.join(dir, 'content'), { listings: { 'a.ndjson': evalRecords() } });
    expect((await build(path.join(dir, 'content'), path.join(dir, 'dist'))).ok).toBe(true);
    const snapshot = await loadSnapshot(path.join(dir, 'dist'), { searchThread: false });
    try {
      const engine = new SearchEngine(snapshot.arrays, snapshot.meta, vocabularyOf(snapshot));
      const { terms } = vocabularyOf(snapshot);
      const texts = engine.warmingQueries(Date.now()).filter((query) => query.q);
      const words = new Set(texts.map((query) => query.q!.split(' ')[0]!));
      // A word in twenty of the vocabulary's, or SAMPLED_WORDS of a larger one.
      expect(words.size).toBeGreaterThan(Math.min(SAMPLED_WORDS, terms.length / 20));
      expect([...words].filter((word) => /^[a-z]/.test(word)).length).toBeGreaterThan(words.size / 10);
      expect([...words].filter((word) => /^[а-яіїєґ]/.test(word)).length).toBeGreaterThan(words.size / 10);
      const ways = new Set(texts.map((query) => [query.q!.includes(' ') ? 'two words' : 'one', query.city ? 'in a city' : '', query.sort ?? ''].join()));
      expect(ways).toEqual(new Set(['one,,', 'two words,,', 'one,in a city,', 'one,,recent', 'one,,price_low']));
      expect(texts.filter((query) => engine.search(query).total > 0).length).toBeGreaterThan(texts.length * 0.75);
    } finally {
      snapshot.close();
    }
  });
});
