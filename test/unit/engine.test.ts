import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../src/search/engine.ts';
import { Vocabulary } from '../../src/search/text/vocabulary.ts';
import { narrowed } from '../../src/search/engine/lists.ts';
import { BestScored, placesInOrder } from '../../src/search/engine/heaps.ts';
import path from 'node:path';
import { loadSnapshot, vocabularyOf } from '../../src/snapshot/load.ts';
import { build, FIXED_NOW } from '../support/build.ts';
import { record, writeExport, type Json } from '../support/fixture.ts';
import { tempDir } from '../support/temp.ts';
import { randomListings } from '../support/random-export.ts';
import { PRESORTED_COLUMNS } from '../../src/search/presorted.ts';
import { REQUEST_FLAG } from '../../src/search/model.ts';
import { bm25, SECOND_TITLE_STARTS, TermFrequencies, textScore } from '../../src/search/engine/relevance.ts';
import { firstTitlePosition, inTitle, secondTitlePosition } from '../../src/search/titles.ts';
import { idRanks } from '../../src/search/ids.ts';
import { firstByImpact, mergeBudget } from '../../src/search/engine/rank.ts';
import type { Plan } from '../../src/search/engine/plan-types.ts';

/** The snapshot built from these export records, loaded, with its vocabulary (which only the search thread reads) for engines made here. */
async function snapshotOf(records: Json[]) {
  const dir = tempDir();
  writeExport(path.join(dir, 'content'), { listings: { 'a.ndjson': records } });
  expect((await build(path.join(dir, 'content'), path.join(dir, 'dist'))).ok).toBe(true);
  const snapshot = await loadSnapshot(path.join(dir, 'dist'));
  return Object.assign(snapshot, { terms: vocabularyOf(snapshot) });
}

/**
 * A search over listings of one title and description each, in one language:
 * what a query finds, as the titles, sorted.
 */
async function titlesSearch(listings: readonly [title: string, description: string, language: 'uk' | 'en'][]) {
  const records = listings.map(([title, description, language], i) => record(i + 1, {}, { translations: { [language]: { title, description } }, primaryLanguage: language }));
  const snapshot = await snapshotOf(records);
  const engine = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms);
  // Each listing's title by ordinal, from its document: the record it was built from is numbered in its id.
  const documents = await Promise.all(Array.from(snapshot.arrays.documentLength, (_, ordinal) => snapshot.documentOf(ordinal)));
  const titleOf = documents.map((document) => listings[Number((JSON.parse(document.toString()) as { id: string }).id.slice(-12)) - 1]![0]);
  /** The titles a query finds, sorted, or `ordered` as ranked. */
  const found = (q: string, { ordered = false } = {}) => {
    const titles = engine.search({ q, upcoming: false, page: 1, pageSize: 10, now: FIXED_NOW.getTime() }).ordinals.map((ordinal) => titleOf[ordinal]!);
    return ordered ? titles : titles.sort();
  };
  return { found, close: () => snapshot.close() };
}

describe('bounded heaps', () => {
  it('placesInOrder is that stretch of the full sort, for any items, places and total order, in an array or a typed array', () => {
    // Places mostly near the start, so both ways are taken: a heap (for few of many) and a full sort.
    const place = fc.oneof(fc.nat(40), fc.nat(320));
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 300, size: 'max' }), place, place, (values, a, b) => {
      const [from, end] = a <= b ? [a, b] : [b, a];
      // Items are positions; the order is by value, then position (total, like every engine order).
      const items = values.map((_, i) => i);
      const compare = (x: number, y: number) => values[x]! - values[y]! || x - y;
      const stretch = [...items].sort(compare).slice(from, end);
      expect(placesInOrder([...items], from, end, compare)).toEqual(stretch);
      expect(placesInOrder(Int32Array.from(items), from, end, compare)).toEqual(stretch);
    }), { numRuns: 300, seed: 42 });
  });

  it('BestScored keeps the best `count` by score, ties by id order, and gives them from any place on', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 300, size: 'max' }), fc.nat(320), fc.nat(320), (scores, a, b) => {
      const [from, count] = a <= b ? [a, b] : [b, a];
      // Listing o has score scores[o]; id order is the reverse of ordinal order, so ties are decided by it.
      const idRank = Uint32Array.from(scores, (_, o) => scores.length - o);
      const best = new BestScored(count, idRank);
      scores.forEach((score, o) => best.offer(o, score));
      const ranked = scores.map((_, o) => o).sort((x, y) => scores[y]! - scores[x]! || idRank[x]! - idRank[y]!);
      expect(best.inOrderFrom(from)).toEqual(ranked.slice(from, count));
    }), { numRuns: 300, seed: 42 });
  });
});

describe('narrowing posting lists', () => {
  // Sparse and dense lists over a small range, so that runs, gaps and lists of very different lengths all occur.
  const list = fc.oneof(fc.uniqueArray(fc.nat(400), { maxLength: 300 }), fc.uniqueArray(fc.nat(4000), { maxLength: 40 }))
    .map((values) => Uint32Array.from(values.sort((x, y) => x - y)));

  it('keeps, in order, the ordinals of the shortest list on every list not eight times longer than what is kept', () => {
    fc.assert(fc.property(fc.array(list, { minLength: 1, maxLength: 4 }), (lists) => {
      const byLength = [...lists].sort((x, y) => x.length - y.length);
      let expected = Array.from(byLength[0]!);
      for (const other of byLength.slice(1)) {
        if (other.length > 8 * expected.length) break;
        expected = expected.filter((o) => other.includes(o));
      }
      expect(Array.from(narrowed(lists))).toEqual(expected);
    }), { numRuns: 500, seed: 43 });
  });

  it('is the intersection of two lists of like lengths', () => {
    const like = fc.array(fc.uniqueArray(fc.nat(300), { minLength: 100, maxLength: 200 }), { minLength: 2, maxLength: 2 })
      .map((lists) => lists.map((values) => Uint32Array.from(values.sort((x, y) => x - y))));
    fc.assert(fc.property(like, (lists) => {
      expect(Array.from(narrowed(lists))).toEqual(Array.from(lists[0]!).filter((o) => lists.every((l) => l.includes(o))));
    }), { numRuns: 200, seed: 44 });
  });
});

describe('text candidates', () => {
  it('are the same, scored the same, whether a common term is read whole or looked up per listing', async () => {
    // A rare word per listing beside common ones that a prefix expands to: "tag7 shar" reads one
    // listing's postings, then looks that listing up in "shared", "sharp" and "shard".
    const common = (n: number) => [n % 2 === 0 ? 'shared' : '', n % 3 === 0 ? 'sharp' : '', n % 5 === 0 ? 'shard' : ''].join(' ');
    const records = Array.from({ length: 300 }, (_, i) => record(i + 1, {}, {
      translations: { en: { title: `tag${i} ${i % 4 === 0 ? common(i) : 'plain'}`, description: `${common(i + 1)} tag${(i * 7) % 300} words` } },
      primaryLanguage: 'en',
    }));
    const snapshot = await snapshotOf(records);
    const probing = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms);
    const reading = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms, { probe: false, onePass: true });
    const tag = fc.nat(299).map((n) => `tag${n}`);
    const query = fc.tuple(fc.array(tag, { minLength: 1, maxLength: 2 }), fc.constantFrom('sha', 'shar', 'shared', 'sharp', 'words', 'plain'), fc.boolean())
      .map(([tags, word, first]) => (first ? [word, ...tags] : [...tags, word]).join(' '));
    let found = 0;
    fc.assert(fc.property(query, fc.constantFrom(1, 2), (q, page) => {
      const asked = { q, upcoming: false, page, pageSize: 3, now: FIXED_NOW.getTime() };
      const result = probing.search(asked);
      found += result.total;
      expect(result).toEqual(reading.search(asked));
    }), { numRuns: 300, seed: 5 });
    expect(found).toBeGreaterThan(300);
    snapshot.close();
  });
});

describe('a text search by relevance', () => {
  it('is its holders in score order, each scored by its best match of every term, as a naive scorer of the postings has them', async () => {
    // Words repeated in descriptions (weights above one), at every place of the titles, several forms of one word
    // (matches of several qualities, a listing holding two of them), rare tags beside them (a common word looked up
    // per candidate), a city of few listings (the candidates its listings): whatever the way the holders are found and noted.
    const words = ['garden', 'gardens', 'piano', 'room', 'rooms', 'lessons', 'repair', 'sharp', 'shared'];
    const pick = (i: number, k: number) => Array.from({ length: k }, (_, j) => words[(i * (j + 2) + j * 7) % words.length]!);
    const montreal = { cityKey: 'ca-qc-montreal', countryCode: 'CA', regionCode: 'QC', visibility: 'city' };
    const records = Array.from({ length: 360 }, (_, i) => record(i + 1, {}, {
      translations: { en: { title: `${pick(i, 1 + (i % 4)).join(' ')} tag${i % 60}`, description: `${pick(i + 5, 2 + (i % 5)).join(' ')} ${`${words[i % 9]} `.repeat(i % 4)}end` } },
      primaryLanguage: 'en',
      ...(i % 30 === 0 ? { location: montreal } : {}),
    }));
    const snapshot = await snapshotOf(records);
    const engine = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms);
    const documents = await Promise.all(Array.from(snapshot.arrays.documentLength, async (_, o) => (await snapshot.documentOf(o)).toString()));
    const { termOffsets, termPostings, termWeights, termTitlePositions, titleWords, idOrder } = snapshot.arrays;
    const n = snapshot.meta.listingCount;
    const frequencies = new TermFrequencies(termOffsets, n);
    const idRank = idRanks(idOrder);
    // How listing o holds a match: its posting, or -1.
    const posting = (termId: number, o: number) => {
      for (let p = termOffsets[termId]!; p < termOffsets[termId + 1]!; p++) if (termPostings[p] === o) return p;
      return -1;
    };
    const word = fc.constantFrom(...words, 'gard', 'sha', 'roo');
    const typedWords = fc.tuple(word, fc.oneof(word, fc.nat(59).map((t) => `tag${t}`)), fc.option(word, { nil: undefined }))
      .map((typed) => typed.filter((w) => w !== undefined));
    const query = fc.tuple(typedWords, fc.constantFrom(undefined, undefined, 'ca-qc-montreal'), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 9 }));
    let compared = 0;
    fc.assert(fc.property(query, ([typed, city, page, pageSize]) => {
      const asked = { q: typed.join(' '), city, upcoming: false, page, pageSize, now: FIXED_NOW.getTime() };
      // Of a query read whole (a relaxed one is another plan's), with words that match.
      const planned = engine.planOf(asked);
      const { result, reading } = engine.explain(asked);
      if (planned.kind !== 'text' || reading !== 'whole' || result.total === 0 || planned.terms.length < 2) return;
      // The terms rarest first, as the engine sums them; each listing scored by the first (best) match of each term it holds.
      const terms = [...planned.terms].sort((x, y) => frequencies.volume(x.matches) - frequencies.volume(y.matches));
      let all = 0;
      for (const { position } of terms) all |= 1 << position;
      const scored: [number, number][] = [];
      for (let o = 0; o < n; o++) {
        if (city && !documents[o]!.includes(`"${city}"`)) continue;
        let sumBm25 = 0, quality = 0, starts = 0, inTitles = 0, holdsAll = true;
        for (const { position, matches } of terms) {
          const found = matches.map((match) => [match, posting(match.termId, o)] as const).find(([, p]) => p >= 0);
          if (!found) {
            holdsAll = false;
            break;
          }
          const [match, p] = found, titled = termTitlePositions[p]!, bit = 1 << position;
          sumBm25 += bm25(frequencies.idf(match.termId), match.quality, termWeights[p]!);
          quality += match.quality;
          if (match.literal) starts |= (firstTitlePosition(titled) === position ? bit : 0) | (secondTitlePosition(titled) === position ? bit << SECOND_TITLE_STARTS : 0);
          if (inTitle(titled)) inTitles |= bit;
        }
        if (holdsAll) scored.push([o, textScore(terms.length, all, sumBm25, quality, starts, inTitles, titleWords, o)]);
      }
      scored.sort(([x, a], [y, b]) => b - a || idRank[x]! - idRank[y]!);
      expect(result.total, asked.q).toBe(scored.length);
      expect(result.ordinals, asked.q).toEqual(scored.slice((page - 1) * pageSize, page * pageSize).map(([o]) => o));
      compared++;
    }), { numRuns: 200, seed: 33 });
    expect(compared).toBeGreaterThan(80);
    snapshot.close();
  });
});

describe('a text search under a narrow filter', () => {
  it('starts from the filter\'s few listings and finds, scores and counts as reading the postings whole does', async () => {
    // Common words everywhere, and a few listings in Montréal among hundreds in New York.
    const montreal = { cityKey: 'ca-qc-montreal', countryCode: 'CA', regionCode: 'QC', visibility: 'city' };
    const records = Array.from({ length: 400 }, (_, i) => record(i + 1, {}, {
      translations: { en: { title: `${i % 3 === 0 ? 'shared' : 'plain'} tag${i % 40}`, description: `words ${i % 2 === 0 ? 'shared sharp' : 'shard'}` } },
      primaryLanguage: 'en',
      ...(i % 50 === 0 ? { location: montreal } : {}),
    }));
    const snapshot = await snapshotOf(records);
    const among = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms);
    const whole = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms, { among: false });
    const query = fc.tuple(fc.constantFrom('shared', 'words', 'shar', 'sharp plain', 'shared words', 'tag0 words', 'plain'), fc.constantFrom<'relevance' | 'recent'>('relevance', 'recent'));
    let took = 0, found = 0;
    fc.assert(fc.property(query, fc.constantFrom(1, 2), ([q, sort], page) => {
      const asked = { q, city: 'ca-qc-montreal', sort, upcoming: false, page, pageSize: 3, now: FIXED_NOW.getTime() };
      const planned = among.planOf(asked);
      if (planned.kind === 'text' && planned.way.kind === 'among') took++;
      const result = among.search(asked);
      found += result.total;
      expect(result).toEqual(whole.search(asked));
    }), { numRuns: 60, seed: 7 });
    expect(took).toBeGreaterThan(30);
    expect(found).toBeGreaterThan(60);
    snapshot.close();
  });
});

describe('remembered expansions', () => {
  it('give the same results as finding the terms afresh, in any order, and stay bounded', async () => {
    const words = ['apartment', 'garden', 'piano', 'квартира', 'кімната', 'teacher', 'repair', 'music'];
    const records = Array.from({ length: 120 }, (_, i) => record(i + 1, {}, {
      translations: { en: { title: `${words[i % 8]} ${words[(i * 3) % 8]}`, description: `${words[(i * 5) % 8]} and more` } },
      primaryLanguage: 'en',
    }));
    const snapshot = await snapshotOf(records);
    const budget = 64 * 1024;
    const lasting = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms, { rememberedExpansionBytes: budget });
    // Nothing remembered, in the engine or in the vocabulary (the forms and other-script spellings of words).
    const afresh = () => new SearchEngine(snapshot.arrays, snapshot.meta, Vocabulary.fromJSON(JSON.stringify(snapshot.terms)));
    const query = fc.array(fc.constantFrom('apart', 'apartment', 'gardn', 'pian', 'квартир', 'rdfhnbhf', 'kimnata', 'teach', 'music'), { minLength: 1, maxLength: 3 })
      .map((terms) => terms.join(' '));
    // A word is a prefix only as the last word: asked both ways, it must not be taken for the other.
    fc.assert(fc.property(fc.array(query, { minLength: 2, maxLength: 6 }), (asked) => {
      for (const q of [...asked, ...asked.map((q) => q.split(' ').reverse().join(' '))]) {
        const search = { q, upcoming: false, page: 1, pageSize: 10, now: FIXED_NOW.getTime() };
        expect(lasting.search(search), q).toEqual(afresh().search(search));
      }
    }), { numRuns: 40, seed: 9 });
    // More distinct words than its budget keeps: the oldest are forgotten, not hoarded, and what is kept
    // stays within the budget.
    const asked = 1_000;
    for (let i = 0; i < asked; i++) lasting.search({ q: `w${i}`, upcoming: false, page: 1, pageSize: 1, now: FIXED_NOW.getTime() });
    const { entries, bytes } = lasting.remembered.expansions;
    expect(entries).toBeGreaterThan(100);
    expect(entries).toBeLessThan(asked);
    expect(bytes).toBeLessThanOrEqual(budget);
    snapshot.close();
  });
});

describe('a one-word query', () => {
  it('takes one pass that finds, filters and scores as the general way does, titles and typos included', async () => {
    // Titles of one word (the top tier), starting with the word (the next), or holding it further on, in both languages;
    // descriptions that repeat a word (BM25 favours them, a title outranks them).
    const en = ['piano', 'garden', 'apartment', 'pianist', 'room'], uk = ['кімната', 'музика', 'квартира', 'кімнати', 'сад'];
    const title = (words: string[], i: number) => [words[i % 5], ...(i % 3 === 0 ? [] : [words[(i * 7) % 5], 'near', words[(i * 3) % 5]])].join(' ');
    const records = Array.from({ length: 240 }, (_, i) => record(i + 1, { expiresAt: i % 11 === 0 ? '2020-01-01T00:00:00Z' : null }, {
      translations: { en: { title: title(en, i), description: `${`${en[(i * 2) % 5]} `.repeat(1 + (i % 4) * 3)}and ${uk[(i * 3) % 5]}` }, uk: { title: title(uk, i + 1), description: 'опис' } },
      location: { cityKey: i % 2 ? 'us-ny-new-york' : 'ca-on-toronto', countryCode: i % 2 ? 'US' : 'CA', regionCode: i % 2 ? 'NY' : 'ON', visibility: 'city' },
    }));
    const snapshot = await snapshotOf(records);
    const onePass = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms);
    const general = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms, { probe: true, onePass: false });
    const query = fc.record({
      // The last three leave one word at a later place (the others name nothing here, or are a phrase's): its tier is its own place in a title.
      q: fc.constantFrom('piano', 'pian', 'garden', 'gardn', 'room', 'rooms', 'кімната', 'кімн', 'музик', 'kimnata', 'ghbfyj', 'near', 'zzzqx qqqzz near', 'zzzqx piano', 'need a room'),
      city: fc.constantFrom(undefined, 'us-ny-new-york', 'ca-on-toronto'),
      sort: fc.constantFrom(undefined, 'relevance', 'recent', 'price_low' as const),
      page: fc.integer({ min: 1, max: 3 }),
      pageSize: fc.integer({ min: 1, max: 10 }),
    });
    let found = 0;
    fc.assert(fc.property(query, ({ q, city, sort, page, pageSize }) => {
      const asked = { q, city, sort, currency: sort === 'price_low' ? 'USD' : undefined, upcoming: false, page, pageSize, now: FIXED_NOW.getTime() };
      const result = onePass.search(asked);
      found += result.total;
      expect(result).toEqual(general.search(asked));
    }), { numRuns: 300, seed: 12 });
    expect(found).toBeGreaterThan(3000);
    snapshot.close();
  });
});

describe('a one-word search by relevance, with or without filters', () => {
  it('pages through the matches of a prefix in relevance order, ties across matches by id, as scoring every posting does', async () => {
    // One-word titles and the same description: "shar" finds every listing, through "shared", "sharp" or "shard"
    // (prefix matches of one quality), and most of them score alike: only the id order tells them apart.
    const words = ['shared', 'sharp', 'shard'];
    const inAnHour = new Date(FIXED_NOW.getTime() + 3600_000).toISOString();
    const records = Array.from({ length: 90 }, (_, i) => record(i + 1, { expiresAt: i % 17 === 0 ? '2020-01-01T00:00:00Z' : i % 5 === 0 ? inAnHour : null }, {
      translations: { en: { title: words[i % 3]!, description: i % 10 === 0 ? `${words[i % 3]} again` : 'the same words' } },
      primaryLanguage: 'en',
      location: i % 4 === 0
        ? { cityKey: 'us-ny-new-york', countryCode: 'US', regionCode: 'NY', visibility: 'city' }
        : { cityKey: 'ca-on-toronto', countryCode: 'CA', regionCode: 'ON', visibility: 'city' },
    }));
    const snapshot = await snapshotOf(records);
    const ranked = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms);
    const scoring = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms, { probe: true, onePass: false });
    // Now, and two hours on (when those expiring in an hour have gone: totals and pages follow the clock), and back.
    for (const now of [FIXED_NOW.getTime(), FIXED_NOW.getTime() + 7200_000, FIXED_NOW.getTime()]) {
      for (const q of ['shar', 'sha', 'shared', 'sharp']) {
        // Without a filter (pages merged off impact order), and with one (every posting scored).
        for (const city of [undefined, 'us-ny-new-york', 'ca-on-toronto']) {
          for (const pageSize of [1, 4, 7]) {
            for (let page = 1; (page - 1) * pageSize <= 90; page++) {
              const asked = { q, city, upcoming: false, page, pageSize, now };
              expect(ranked.search(asked), `${q} ${city} ${pageSize} ${page} at ${now}`).toEqual(scoring.search(asked));
            }
          }
        }
      }
    }
    const expired = (i: number) => i % 17 === 0, inAnHourOnly = (i: number) => !expired(i) && i % 5 === 0;
    const count = (keep: (i: number) => boolean) => Array.from({ length: 90 }, (_, i) => i).filter(keep).length;
    expect(ranked.search({ q: 'shar', upcoming: false, page: 1, pageSize: 100, now: FIXED_NOW.getTime() }).total).toBe(count((i) => !expired(i)));
    expect(ranked.search({ q: 'shar', upcoming: false, page: 1, pageSize: 100, now: FIXED_NOW.getTime() + 7200_000 }).total).toBe(count((i) => !expired(i) && !inAnHourOnly(i)));
    snapshot.close();
  });
});

describe('a one-word merge that reads what scoring costs', () => {
  it('gives the page up to scoring every posting, which pages alike', async () => {
    // "shar" reaches "shared" (every description: more listings, so the first match) and "sharp" (every title,
    // so each of its postings outranks any of "shared"'s): every listing "sharp" brings is held by the better
    // match and comes again there, so the merge reads all of "sharp" before a page's first listing.
    const records = Array.from({ length: 40 }, (_, i) => record(i + 1, { expiresAt: i % 11 === 0 ? '2020-01-01T00:00:00Z' : null }, {
      translations: { en: { title: `sharp knife ${i % 4 === 0 ? 'set' : 'block'}`, description: `${'shared '.repeat(1 + (i % 3))}kitchen` } },
      primaryLanguage: 'en',
    }));
    const snapshot = await snapshotOf(records);
    const ranked = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms);
    const scoring = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms, { probe: true, onePass: false });
    const now = FIXED_NOW.getTime();
    const plan = ranked.planOf({ q: 'shar', upcoming: false, page: 1, pageSize: 5, now }) as Plan & { kind: 'text' };
    expect(plan.way.kind).toBe('ranked');
    const term = plan.terms[0]!;
    const frequencies = new TermFrequencies(snapshot.arrays.termOffsets, snapshot.meta.listingCount);
    const idRank = idRanks(snapshot.arrays.idOrder);
    expect(firstByImpact(snapshot.arrays, frequencies, idRank, term, () => true, 5, mergeBudget(term, frequencies))).toBeNull();
    expect(firstByImpact(snapshot.arrays, frequencies, idRank, term, () => true, 5)).toHaveLength(5);
    for (const pageSize of [1, 5, 12]) {
      for (let page = 1; (page - 1) * pageSize <= 40; page++) {
        const asked = { q: 'shar', upcoming: false, page, pageSize, now };
        expect(ranked.search(asked), `${pageSize} ${page}`).toEqual(scoring.search(asked));
      }
    }
    snapshot.close();
  });
});

describe('a one-word search that asks or offers', () => {
  it('pages the listings of the intent it wants first, each side in relevance order, as scoring every posting does', async () => {
    // Offers and requests ("wanted") of one word, in titles of every tier and in descriptions; some gone.
    const titles = ['piano', 'piano lessons', 'old piano for sale', 'tuning', 'grand piano'];
    const records = Array.from({ length: 80 }, (_, i) => record(i + 1, { expiresAt: i % 13 === 0 ? '2020-01-01T00:00:00Z' : null }, {
      kind: i % 3 === 0 ? 'wanted' : 'housing',
      categorySlug: 'housing',
      translations: { en: { title: titles[i % 5]!, description: `${'piano '.repeat(1 + (i % 4))}here` } },
      primaryLanguage: 'en',
    }));
    const snapshot = await snapshotOf(records);
    const ranked = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms);
    const scoring = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms, { probe: true, onePass: false });
    const now = FIXED_NOW.getTime();
    const isRequest = (ordinal: number) => (snapshot.arrays.flags[ordinal]! & REQUEST_FLAG) !== 0;
    for (const q of ['need piano', 'offering piano', 'piano']) {
      for (const pageSize of [1, 4, 9]) {
        for (let page = 1; (page - 1) * pageSize <= 80; page++) {
          const asked = { q, upcoming: false, page, pageSize, now };
          expect(ranked.search(asked), `${q} ${pageSize} ${page}`).toEqual(scoring.search(asked));
        }
      }
    }
    // The side wanted is merged where it is the more (53 offers of 80); where it is the fewer (27
    // requests), it alone is scored, and a page it cannot fill merged on off the other side.
    const way = (q: string, pageSize: number) => (ranked.planOf({ q, upcoming: false, page: 1, pageSize, now }) as { way: object }).way;
    expect([way('need piano', 5), way('offering piano', 5), way('offering piano', 40)]).toEqual([
      { kind: 'ranked', sparse: false }, { kind: 'ranked', sparse: true }, { kind: 'ranked', sparse: true },
    ]);
    // The side asked for leads.
    const first = (q: string) => ranked.search({ q, upcoming: false, page: 1, pageSize: 5, now }).ordinals;
    expect(first('need piano').some(isRequest)).toBe(false);
    expect(first('offering piano').every(isRequest)).toBe(true);
    snapshot.close();
  });
});

describe('a one-word search\'s total', () => {
  it('is counted again once a listing that holds the word expires, and is the same when nothing has', async () => {
    const day = 86_400_000;
    const records = Array.from({ length: 40 }, (_, i) => record(i + 1, { expiresAt: i % 4 === 0 ? new Date(FIXED_NOW.getTime() + (1 + i) * day).toISOString() : null }, {
      translations: { en: { title: i % 2 ? 'piano' : 'pianos for sale', description: 'piano here' } },
      primaryLanguage: 'en',
    }));
    const snapshot = await snapshotOf(records);
    const asked = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms);
    const total = (engine: SearchEngine, now: number) => engine.search({ q: 'pianos', upcoming: false, page: 1, pageSize: 5, now }).total;
    const times = [0, 0.5, 3, 3.5, 20, 41].map((days) => FIXED_NOW.getTime() + days * day);
    const seen = times.map((now) => total(asked, now));
    expect(seen).toEqual(times.map((now) => total(new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms), now)));
    expect(seen[0]).toBe(40);
    expect(seen.at(-1)).toBe(30);
    snapshot.close();
  });
});

describe('a later word alone', () => {
  it('pages the titles that hold it at its own place first, each listing once, as scoring every posting does', async () => {
    // "zzzqx" names nothing and is let go: "garden" is left at the second place of the query. Its titles hold it
    // there ("green garden …": the tier), further on, first, or not at all (only the description).
    const titles = ['green garden', 'garden green', 'green old garden', 'green garden tools', 'old green fence'];
    const records = Array.from({ length: 60 }, (_, i) => record(i + 1, { expiresAt: i % 13 === 0 ? '2020-01-01T00:00:00Z' : null }, {
      translations: { en: { title: titles[i % 5]!, description: `${'garden '.repeat(1 + (i % 4))}for sale` } },
      primaryLanguage: 'en',
    }));
    const snapshot = await snapshotOf(records);
    const ranked = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms);
    const scoring = new SearchEngine(snapshot.arrays, snapshot.meta, snapshot.terms, { probe: true, onePass: false });
    let seen = 0;
    for (const pageSize of [1, 5, 8]) {
      const ordinals: number[] = [];
      for (let page = 1; (page - 1) * pageSize <= 60; page++) {
        const asked = { q: 'zzzqx garden', upcoming: false, page, pageSize, now: FIXED_NOW.getTime() };
        const result = ranked.search(asked);
        expect(result, `${pageSize} ${page}`).toEqual(scoring.search(asked));
        ordinals.push(...result.ordinals);
      }
      expect(new Set(ordinals).size).toBe(ordinals.length);
      seen = ordinals.length;
    }
    expect(seen).toBe(records.filter((_, i) => i % 13 !== 0).length);
    snapshot.close();
  });
});

describe('the orders the build presorts', () => {
  it('are the columns in value order (ties by ordinal, no NaN) and every listing’s place in the price and event orders', async () => {
    const snapshot = await snapshotOf(randomListings({ count: 300, seed: 9, around: FIXED_NOW.getTime() }));
    const a = snapshot.arrays;
    for (const [column, order] of Object.entries(PRESORTED_COLUMNS)) {
      const values = a[column as keyof typeof PRESORTED_COLUMNS];
      const expected = [...values.keys()].filter((o) => !Number.isNaN(values[o]!)).sort((x, y) => values[x]! - values[y]! || x - y);
      expect([...a[order]], column).toEqual(expected);
    }
    let ranked = 0;
    for (const [name, [offset, length]] of Object.entries(snapshot.meta.orders)) {
      const rank = name.startsWith('price_low:') ? a.priceLowRank : name.startsWith('price_high:') ? a.priceHighRank : a.eventRank;
      for (let i = 0; i < length; i++) expect(rank[a.orders[offset + i]!]).toBe(i);
      ranked += length;
    }
    expect(ranked).toBeGreaterThan(300);
    snapshot.close();
  });
});

describe('another word for it', () => {
  it('finds, for a word no listing uses, the listings that say it in another language, descriptions too', async () => {
    const { found, close } = await titlesSearch([
      ['Ремонт квартир', 'Плитка, гіпсокартон, підлога під ключ.', 'uk'],
      ['Carpet installation', 'Carpet and vinyl plank flooring installed.', 'en'],
      ['Dog walking', 'Daily walks, call us.', 'en'],
    ]);
    // No listing says "пол" (Russian: floor): its Ukrainian and English words do, in descriptions.
    expect(found('пол')).toEqual(['Carpet installation', 'Ремонт квартир']);
    // A word that reaches listings of its own is answered by them.
    expect(found('flooring')).toEqual(['Carpet installation']);
    // One that reaches none ("flooring" is a noun of its own, no form of "floor") takes its synonyms too.
    expect(found('floor')).toEqual(['Carpet installation', 'Ремонт квартир']);
    close();
  });

  it('finds, for a Russian word its own listings use, the listings that say it in Ukrainian or English too', async () => {
    const { found, close } = await titlesSearch([
      ['Перевозка мебели', 'Грузчики, переезды по городу.', 'uk'],
      ['Перевезення меблів', 'Квартирні переїзди, вантажівка.', 'uk'],
      ['Moving help', 'Two movers and a truck.', 'en'],
      ['Dog walking', 'Daily walks, call us.', 'en'],
    ]);
    // A Ukrainian title is given no Russian words: without its translations, "перевозка" would miss the Ukrainian listing.
    const movers = ['Moving help', 'Перевезення меблів', 'Перевозка мебели'].sort();
    expect(found('перевозка')).toEqual(movers);
    expect(found('перевезення')).toEqual(movers);
    close();
  });

  it('relaxes, in every language, a query whose words no listing holds together as typed but one does in another language', async () => {
    const { found, close } = await titlesSearch([
      ['Leather jacket', 'Black leather jacket, size M.', 'en'],
      ['Sofa for free', 'Old sofa, pick it up today.', 'en'],
      ['Продам меблі', 'Шкіряний диван і крісло, як нові.', 'uk'],
    ]);
    // No listing says both words in English; the Ukrainian one says both in its own, and stays among what the
    // relaxing finds, below the listing that says the word kept as typed.
    const relaxed = found('leather sofa', { ordered: true });
    expect(relaxed).toContain('Продам меблі');
    expect(relaxed.at(-1)).toBe('Продам меблі');
    close();
  });

  it('finds, for a phrase of the glossary one of whose words no listing uses, the listings that say its thing by a word of any language', async () => {
    const { found, close } = await titlesSearch([
      ['Окуліст', 'Перевірка зору, окуляри, приймаємо страховку.', 'uk'],
      ['Exam prep', 'SAT and ACT exam preparation.', 'en'],
      ['Eyelash extensions', 'Classic and volume lashes.', 'en'],
    ]);
    // No listing says "eye": the phrase "eye exam" names vision, which "зору" (a form of "зір") says in a description.
    expect(found('eye exam')).toEqual(['Окуліст']);
    // Two words of no phrase of the glossary reach only what each says.
    expect(found('exam prep')).toEqual(['Exam prep']);
    close();
  });
});

describe('who does a thing and what is done', () => {
  it('reach each other beside another word or in a phrase that asks, never for a word alone', async () => {
    const { found, close } = await titlesSearch([
      ['Вчителька англійської', 'Англійська для дорослих, розмовна практика.', 'uk'],
      ['Уроки математики', 'Алгебра і геометрія для школярів.', 'uk'],
      ['Шкільна форма', 'Продам форму для школи, розмір 140.', 'uk'],
    ]);
    // No listing says lessons of English: the teacher of English gives them.
    expect(found('уроки англійської')).toEqual(['Вчителька англійської']);
    // One who asks for a teacher wants lessons too.
    expect(found('шукаю вчительку')).toEqual(['Вчителька англійської', 'Уроки математики']);
    // A word alone is asked for as itself.
    expect(found('вчителька')).toEqual(['Вчителька англійської']);
    close();
  });
});

describe('a phrase of the glossary', () => {
  it('is read past a preposition and an article, and when it is all the query says, the titles that name its thing answer', async () => {
    const { found, close } = await titlesSearch([
      ['Перевезення меблів', 'Квартирні переїзди, вантажники.', 'uk'],
      ['Психологиня онлайн', 'Тривога, безсоння, адаптація після переїзду.', 'uk'],
      ['Dog walking', 'Daily walks, call us.', 'en'],
    ]);
    // No listing says "man" or "van": the phrase names moving, which the movers' title names; the psychologist
    // mentions a move in passing.
    expect(found('man with a van')).toEqual(['Перевезення меблів']);
    expect(found('man and van')).toEqual(['Перевезення меблів']);
    close();
  });

  it('in a title, past a preposition and an article, names its thing in the other languages', async () => {
    const { found, close } = await titlesSearch([
      ['Man with a van', 'Small jobs across town, same day.', 'en'],
      ['Dog walking', 'Daily walks, call us.', 'en'],
    ]);
    expect(found('переїзд')).toEqual(['Man with a van']);
    close();
  });
});

describe('a count of bedrooms beside a word for the dwelling', () => {
  it('finds every listing of that count, whether or not it names the dwelling, and never another count', async () => {
    const { found, close } = await titlesSearch([
      ['2 BR apartment in Jersey City', '2 BR, 1 bath, heat included.', 'en'],
      ['Two-bedroom condo for rent', 'Bright condo, parking.', 'en'],
      ['Roommate wanted', 'Looking for a roommate to share a 2br.', 'en'],
      ['Одна кімната в квартирі', 'Однокімнатна квартира біля метро.', 'uk'],
      ['Apartment for rent', 'A bright apartment downtown.', 'en'],
    ]);
    const twoBedrooms = ['2 BR apartment in Jersey City', 'Roommate wanted', 'Two-bedroom condo for rent'];
    // The count says what the thing is: "квартира" and "apartment" say it again.
    for (const q of ['двокімнатна квартира', '2br apartment', 'dvokimnatna kvartyra', '2br', '2 bedroom unit', '2br rental', '2 bedroom suite']) expect(found(q), q).toEqual(twoBedrooms);
    // Without a count, the word decides as any word does.
    expect(found('apartment')).not.toContain('Roommate wanted');
    close();
  });

  it('and so is a count of gigabytes beside the word for memory', async () => {
    const { found, close } = await titlesSearch([
      ['Ноутбук Lenovo', '16 ГБ, SSD 512, для навчання.', 'uk'],
      ['Gaming laptop', 'RTX 3060, 16 GB RAM.', 'en'],
      ['Old laptop', '8 GB RAM, works fine.', 'en'],
    ]);
    expect(found('16gb ram')).toEqual(['Gaming laptop', 'Ноутбук Lenovo']);
    close();
  });
});

describe('a phrase no listing answers whole', () => {
  it('keeps the word that names a service, though another word is rarer', async () => {
    const { found, close } = await titlesSearch([
      ['Стоматологія з українською мовою', 'Стоматолог приймає нових пацієнтів: пломби, чистка.', 'uk'],
      ['Emergency dentist', 'Same-day emergency dental care.', 'en'],
      ['Стоматолог у Вінніпегу', 'Пломби, коронки, чистка.', 'uk'],
      ['Податкові консультації', 'Безкоштовна податкова клініка для новоприбулих.', 'uk'],
      ['Work permit help', 'Free clinic for Ukrainians whose permits expire.', 'en'],
    ]);
    // No listing is a dental clinic: the clinics' word is let go, not the dentists', though fewer listings hold it.
    expect(found('стоматологічна клініка')).toEqual(['Emergency dentist', 'Стоматолог у Вінніпегу', 'Стоматологія з українською мовою']);
    close();
  });
});

describe('a period beside a number', () => {
  it('says what the price is asked per: a listing that never says it answers', async () => {
    const { found, close } = await titlesSearch([
      ['Basement apartment', 'Separate entrance, 1800 with utilities.', 'en'],
      ['Квартира в Квінсі', '1800 доларів на місяць, без тварин.', 'uk'],
      ['Condo downtown', '2400 a month, parking.', 'en'],
    ]);
    const at1800 = ['Basement apartment', 'Квартира в Квінсі'];
    for (const q of ['1800 в месяц', '1800 per month', 'monthly 1800', '1800/mo']) expect(found(q), q).toEqual(at1800);
    close();
  });
});

describe('the last word typed', () => {
  it('is a whole word when it is an English one, and a beginning while it is none', async () => {
    const { found, close } = await titlesSearch(['Licensed electrician', 'License plates renewed', 'Carpet cleaning', 'Carpets sold'].map((title) => [title, 'call us', 'en'] as const));
    // No listing has lice: a whole word no listing uses finds nothing, not the words it begins.
    expect(found('lice')).toEqual([]);
    expect(found('licen')).toEqual(['License plates renewed', 'Licensed electrician']);
    // A word's forms are still the word ("carpet", "carpets").
    expect(found('carpet')).toEqual(['Carpet cleaning', 'Carpets sold']);
    close();
  });

  it('is a whole word when a Ukrainian or Russian dictionary lists it so, and a beginning while it is another form or none', async () => {
    const { found, close } = await titlesSearch(['Паркінг у центрі', 'Концертна бандура', 'Капела бандуристів'].map((title) => [title, 'дзвоніть', 'uk'] as const));
    // "парк" is an entry of the dictionary: no listing has a park, so nothing, not the parking.
    expect(found('парк')).toEqual([]);
    expect(found('паркі')).toEqual(['Паркінг у центрі']);
    // "бандур" is a form of "бандура", no entry: on its way to "бандуристів" too.
    expect(found('бандур')).toEqual(['Капела бандуристів', 'Концертна бандура']);
    close();
  });
});
