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
const HELD_OUT_FLOOR = 0.75;
/** How far, in points, the held-out pass rate may be from the development one. */
const HELD_OUT_GAP = 5;

const PHRASE = 'a phrase: function, intent and preference words (хто, шукаю, потрібен, недорого, need, looking for, where, someone) must all match, so the ads are not found';
const LOANWORD = 'one word in both scripts: the loanword in Cyrillic and the English word are not joined';
const PLACE = 'one word in both scripts: a place named in the other script, or in a case form the stemmer does not reduce to it, is not found';

/** Development queries the engine does not answer as judged, by `class: query`, and why. */
const KNOWN_MISSES: Record<string, string> = {
  'exact: Montréal': PLACE,
  'missing-key: украінська кухня': 'Russian: the Russian spelling "украинской кухни" is not joined to the Ukrainian words',
  'transliteration: kharkiv': PLACE + ' ("Харкова" in a description)',
  'transliteration: harkiv': PLACE + ' ("Харкова" in a description)',
  'transliteration: vyshyvanka': 'Latin-typed Ukrainian reaches the nominative only, not the genitive plural "вишиванок"',
  'transliteration: клінінг': LOANWORD,
  'transliteration: хендімен': LOANWORD,
  'transliteration: бебісітер': LOANWORD,
  'transliteration: kovbasa': 'Latin-typed Ukrainian reaches one form only: "ковбаси" is not reached from "kovbasa"',
  'word-form-uk: книжка': 'the Ukrainian stemmer does not undo the fleeting vowel of the genitive plural ("книжок" stems to itself, "книжка" to "книжк"), nor join книга and книжка',
  'typo: вишивнка': 'a typo is corrected to one form of the word, not to its other forms ("вишиванок")',
  'ranking: будинок': 'the locative "будинку" is not reached from "будинок"',
  'ranking: сантехнік': 'Russian: "сантехник" (и for і) is not joined to the Ukrainian word',
  'ranking: cheap movers': 'a phrase: the preference word "cheap" must match, so the listing without it is not found',
  'normalization: drop-off': 'a hyphenated compound is one word: "drop-off" does not reach "drop off"',
  'phrase: хто ремонтує пральні машини': PHRASE,
  'phrase: need a ride to the airport': PHRASE,
  'phrase: шукаю електрика': PHRASE,
  'phrase: потрібен сантехнік': PHRASE,
  'phrase: недорогі перевезення меблів': PHRASE,
  'phrase: looking for a cheap mover in Toronto': PHRASE,
  'phrase: терміново потрібна доглядальниця': PHRASE,
  'phrase: where can I fix my phone screen': PHRASE,
  'phrase: need someone to remove snow': PHRASE,
  'phrase: хто збирає меблі': PHRASE,
  'phrase: need a babysitter for tonight': PHRASE,
  'phrase: потрібен перекладач документів': PHRASE,
  'phrase: хто шиє на замовлення': PHRASE,
  'compose: kimnatu': 'Latin-typed Ukrainian reaches some forms of the word, not all (кімната, кімнати)',
  'compose: pralni mashyny': 'Latin-typed Ukrainian reaches some forms of the word, not all (пральна машина)',
  'compose: vchytelku': 'Latin-typed Ukrainian reaches some forms of the word, not all (вчителька)',
  'compose: хендімена': LOANWORD,
  'compose: грнут': 'a missing ґ and a typo together are not corrected',
  'compose: гудизки': 'a missing ґ and a typo together are not corrected',
  'both-scripts: Вінніпег': PLACE + ' ("Вінніпезі")',
  'both-scripts: Нью-Йорк': PLACE + ' ("New York")',
  'both-scripts: babysitter': LOANWORD,
  'both-scripts: handyman': LOANWORD,
  'both-scripts: catering': LOANWORD,
  'both-scripts: Монреаль': PLACE + ' ("Montréal")',
  'alternation: стіл': 'the stem alternation і/о is not undone ("стола")',
  'alternation: стола': 'the stem alternation і/о is not undone ("стіл")',
  'alternation: книга': 'the alternation г/з is not undone ("книзі"), nor книга joined to книжка',
  'alternation: книзі': 'the alternation г/з is not undone ("книга"), nor книга joined to книжка',
  'alternation: Вінніпезі': 'the alternation г/з is not undone ("Вінніпег"), nor the English name joined',
  'alternation: Львові': PLACE + ' ("Lviv")',
  'alternation: Едмонтоні': PLACE + ' ("Edmonton")',
  'russian: ищу работу': 'Russian: the Russian spelling does not reach the Ukrainian word (шукаю роботу)',
  'russian: сдаётся': 'Russian: forms of a Russian verb are not joined (сдаю), nor the Ukrainian здається',
  'russian: сдается': 'Russian: forms of a Russian verb are not joined (сдаю), nor the Ukrainian здається',
  'russian: перевозка мебели': 'Russian: the Russian spelling does not reach the Ukrainian word (перевезу меблі)',
  'russian: Киев': 'Russian: the Russian name of a place does not reach the Ukrainian or English one',
  'russian: Харьков': 'Russian: the Russian name of a place does not reach the Ukrainian or English one',
  'false-friend: гора': 'a false friend: гора and горе share a stem after stemming',
  'false-friend: горе': 'a false friend: гора and горе share a stem after stemming',
  'false-friend: сир': 'a false friend: сир (cheese) and сирий (raw) share a stem after stemming',
  'false-friend: med': 'a false friend: a short Cyrillic word typed in Latin ("мед") is also the beginning of an English word ("medical")',
};

const key = (query: JudgedQuery) => `${query.class}: ${query.q}`;
const passRate = (outcomes: QueryOutcome[]) => outcomes.filter((o) => o.passed).length / outcomes.length;

let dev: QueryOutcome[];
let heldOut: QueryOutcome[];
let close: () => Promise<void>;
beforeAll(async () => {
  const service = await serviceSearcher();
  close = service.close;
  dev = evaluate(service.search, JUDGED_QUERIES);
  heldOut = evaluate(service.search, HELD_OUT_QUERIES);
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
