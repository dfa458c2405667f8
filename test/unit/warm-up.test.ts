/**
 * The warm-up asks a search of every kind the engine plans, made of the
 * snapshot's own words and values, and changes no answer: a snapshot loaded
 * warm (as a reload loads it), on a thread or on this one, answers every
 * search as an engine that was never warmed.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '../../src/search/engine.ts';
import type { Plan } from '../../src/search/query.ts';
import { loadSnapshot, vocabularyOf, type Snapshot } from '../../src/snapshot/load.ts';
import { buildRandomSnapshot, randomEngineQuery } from '../support/random-snapshot.ts';

let cold: SearchEngine;
let warmThreaded: Snapshot, warmHere: Snapshot;
beforeAll(async () => {
  const { dist } = await buildRandomSnapshot(2000);
  [warmThreaded, warmHere] = await Promise.all([
    loadSnapshot(dist, { searchThread: true, warmSearches: true }),
    loadSnapshot(dist, { searchThread: false, warmSearches: true }),
  ]);
  cold = new SearchEngine(warmHere.arrays, warmHere.meta, vocabularyOf(warmHere));
});
afterAll(() => {
  warmThreaded.close();
  warmHere.close();
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

  it.each([['on a thread of its own', () => warmThreaded], ['on this thread', () => warmHere]])('leaves every answer as it was, searching %s', async (_, snapshot) => {
    for (const q of fc.sample(randomEngineQuery, { numRuns: 200, seed: 29 })) {
      expect(await snapshot().searcher.search(q)).toEqual(cold.search(q));
    }
  });
});
