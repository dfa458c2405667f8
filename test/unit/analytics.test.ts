/**
 * Search analytics: the sketch that counts in fixed memory and its bounds, the
 * key a search is counted under, the day and the week with the k threshold
 * that keeps rare queries unreadable, the state files of several replicas and
 * the command that reports over them.
 */
import fc from 'fast-check';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/analytics/command.ts';
import { analyticsKey } from '../../src/analytics/query-key.ts';
import { SearchAnalytics, type AnalyticsReport } from '../../src/analytics/search-analytics.ts';
import { SpaceSaving } from '../../src/analytics/space-saving.ts';
import { readStates, writeState } from '../../src/analytics/store.ts';
import { SearchQuery } from '../../src/schema/search.ts';

const DAY = 86_400_000;
const MAY_14 = Date.UTC(2026, 4, 14, 12, 30);

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analytics-test-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** How often each key came, exactly. */
function exactCounts(stream: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of stream) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** The sketch's promise against the exact counts: held keys bracketed, others at most the floor. */
function expectBounds(sketch: SpaceSaving, stream: readonly string[]): void {
  const exact = exactCounts(stream);
  for (const { key, count, error } of sketch.entries()) {
    const truth = exact.get(key) ?? 0;
    expect(count - error).toBeLessThanOrEqual(truth);
    expect(truth).toBeLessThanOrEqual(count);
  }
  for (const [key, truth] of exact) if (sketch.get(key) === undefined) expect(truth).toBeLessThanOrEqual(sketch.floor);
}

function sketchOf(capacity: number, stream: readonly string[]): SpaceSaving {
  const sketch = new SpaceSaving(capacity);
  for (const key of stream) sketch.add(key);
  return sketch;
}

describe('the Space-Saving sketch', () => {
  it('counts exactly while there are no more keys than its capacity', () => {
    const sketch = sketchOf(3, ['b', 'a', 'b', 'c', 'b', 'a']);
    sketch.add('c', 4);
    expect(sketch.entries()).toEqual([
      { key: 'c', count: 5, error: 0 },
      { key: 'b', count: 3, error: 0 },
      { key: 'a', count: 2, error: 0 },
    ]);
    expect(sketch.floor).toBe(2);
  });

  it('lists entries by count, then by key', () => {
    expect(sketchOf(10, ['z', 'y', 'x', 'y']).entries().map((entry) => entry.key)).toEqual(['y', 'x', 'z']);
  });

  it('keeps a heavy key through a flood of distinct keys, its guaranteed count ≤ its true count ≤ its count', () => {
    const sketch = new SpaceSaving(100);
    for (let i = 0; i < 100_000; i++) {
      sketch.add(`rare ${i}`);
      if (i % 20 === 0) sketch.add('heavy');
    }
    const heavy = sketch.get('heavy')!;
    expect(heavy).toBeDefined();
    expect(heavy.count - heavy.error).toBeLessThanOrEqual(5000);
    expect(heavy.count).toBeGreaterThanOrEqual(5000);
    expect(sketch.entries()[0]!.key).toBe('heavy');
    expect(sketch.size).toBe(100);
  });

  it('bounds every key of any stream, in at most its capacity', () => {
    const stream = fc.array(fc.integer({ min: 0, max: 30 }).map((n) => `k${n}`), { maxLength: 300 });
    fc.assert(fc.property(stream, fc.integer({ min: 1, max: 12 }), (keys, capacity) => {
      const sketch = sketchOf(capacity, keys);
      expect(sketch.size).toBeLessThanOrEqual(capacity);
      // Every add adds to one count: the counts sum to the stream's length.
      expect(sketch.entries().reduce((sum, entry) => sum + entry.count, 0)).toBe(keys.length);
      expectBounds(sketch, keys);
    }));
  });

  it('merges two sketches into one of the same capacity whose bounds hold for both streams together', () => {
    const left = ['a', 'a', 'a', 'b', 'c', 'd'];
    const right = ['a', 'e', 'e', 'f', 'b', 'g'];
    const merged = SpaceSaving.merge([sketchOf(3, left), sketchOf(3, right)]);
    expect(merged.capacity).toBe(3);
    expect(merged.size).toBe(3);
    expect(merged.entries()[0]!.key).toBe('a');
    expectBounds(merged, [...left, ...right]);

    const stream = fc.array(fc.integer({ min: 0, max: 25 }).map((n) => `k${n}`), { maxLength: 200 });
    fc.assert(fc.property(fc.array(stream, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 10 }), (streams, capacity) => {
      expectBounds(SpaceSaving.merge(streams.map((keys) => sketchOf(capacity, keys))), streams.flat());
    }));
  });

  it('stays exact through a merge of sketches that never dropped a key', () => {
    const merged = SpaceSaving.merge([sketchOf(10, ['a', 'b', 'a']), sketchOf(10, ['a', 'c'])]);
    expect(merged.entries()).toEqual([
      { key: 'a', count: 3, error: 0 },
      { key: 'b', count: 1, error: 0 },
      { key: 'c', count: 1, error: 0 },
    ]);
  });

  it('refuses a merge larger than the smallest sketch merged', () => {
    expect(() => SpaceSaving.merge([new SpaceSaving(5), new SpaceSaving(3)], 4)).toThrow(RangeError);
  });

  it('round-trips through JSON, and refuses what is not a sketch', () => {
    const sketch = sketchOf(2, ['a', 'b', 'a', 'c', 'c', 'c']);
    const read = SpaceSaving.fromJSON(JSON.parse(JSON.stringify(sketch)));
    expect(read.capacity).toBe(2);
    expect(read.entries()).toEqual(sketch.entries());
    read.add('d');
    sketch.add('d');
    expect(read.entries()).toEqual(sketch.entries());

    expect(() => SpaceSaving.fromJSON({ capacity: 1, entries: [{ key: 'a', count: 1, error: 0 }, { key: 'b', count: 1, error: 0 }] })).toThrow(/not a Space-Saving sketch/);
    expect(() => SpaceSaving.fromJSON({ capacity: 2, entries: [{ key: 'a', count: 2, error: 2 }] })).toThrow(/error must be less than count/);
    expect(() => SpaceSaving.fromJSON({ capacity: 2, entries: [{ key: 'a', count: 1, error: 0 }, { key: 'a', count: 1, error: 0 }] })).toThrow(/held twice/);
    expect(() => SpaceSaving.fromJSON({ capacity: 0, entries: [] })).toThrow(/not a Space-Saving sketch/);
  });

  it('takes a million distinct keys at capacity 1000 in well under a few seconds', () => {
    const started = performance.now();
    const sketch = new SpaceSaving(1000);
    for (let i = 0; i < 1_000_000; i++) sketch.add(`q${i}`);
    expect(sketch.size).toBe(1000);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('the key a search is counted under', () => {
  const key = (input: Record<string, unknown>) => analyticsKey(SearchQuery.parse(input));

  it.each([
    ['terms as the engine reads them', { q: '  Квартира   ОРЕНДА ' }, 'квартира оренда'],
    ['accents and apostrophes folded', { q: "Café  сім'я" }, 'cafe сімя'],
    ['a repeated term once, the order kept', { q: 'room rent room' }, 'room rent'],
    ['filters after the terms', { q: 'квартира оренда', city: 'toronto', kind: 'housing' }, 'квартира оренда | city=toronto kind=housing'],
    ['every filter in one fixed order', {
      upcoming: true, max: '100', min: '12.50', currency: 'CAD', section: 'community', kind: 'event', category: 'concerts', country: 'CA', city: 'toronto', q: 'concert',
    }, 'concert | city=toronto country=CA category=concerts kind=event section=community currency=CAD min=12.5 max=100 upcoming=true'],
    ['amounts as the engine reads them', { q: 'bike', currency: 'USD', min: '0.50', max: '012' }, 'bike | currency=USD min=0.5 max=12'],
    ['upcoming=false left out', { q: 'concert', upcoming: false }, 'concert'],
    ['sort and pageSize ignored', { q: 'concert', sort: 'recent', pageSize: 48 }, 'concert'],
    ['the first page counted', { q: 'concert', page: 1 }, 'concert'],
    ['a later page not counted', { q: 'concert', page: 2 }, null],
    ['no q not counted', { city: 'toronto' }, null],
    ['an empty q not counted', { q: '' }, null],
    ['a q of nothing searchable not counted', { q: ' !!! — ' }, null],
  ])('%s', (_, input, expected) => {
    expect(key(input)).toBe(expected);
  });
});

/** A clock the test moves. */
function fakeClock(start = MAY_14) {
  const clock = { now: start, read: () => clock.now };
  return clock;
}

function ask(analytics: SearchAnalytics, query: string, times: number, total = 3): void {
  for (let i = 0; i < times; i++) analytics.record(query, total);
}

describe('search analytics', () => {
  it('lists a query asked k times and not one asked k - 1 times, for the day and the week', () => {
    const clock = fakeClock();
    const analytics = new SearchAnalytics({ minCount: 5, clock: clock.read });
    ask(analytics, 'квартира оренда', 5);
    ask(analytics, 'john smith 555 0100', 4);
    const report = analytics.report();
    expect(report.minCount).toBe(5);
    expect(report.day).toEqual({ date: '2026-05-14', asked: [{ query: 'квартира оренда', count: 5 }], noHits: [] });
    expect(report.week).toEqual({ from: '2026-05-08', to: '2026-05-14', asked: [{ query: 'квартира оренда', count: 5 }], noHits: [] });
  });

  it('lists a query that found nothing among those asked and those that found nothing', () => {
    const analytics = new SearchAnalytics({ minCount: 2, clock: fakeClock().read });
    ask(analytics, 'snow tires', 3, 0);
    ask(analytics, 'bike', 4, 12);
    ask(analytics, 'unicorn', 1, 0);
    const { day, week } = analytics.report();
    expect(day.asked).toEqual([{ query: 'bike', count: 4 }, { query: 'snow tires', count: 3 }]);
    expect(day.noHits).toEqual([{ query: 'snow tires', count: 3 }]);
    expect(week.noHits).toEqual(day.noHits);
  });

  it('lists the most asked first, then by query, at most top rows', () => {
    const analytics = new SearchAnalytics({ minCount: 1, clock: fakeClock().read });
    ask(analytics, 'b', 2);
    ask(analytics, 'c', 2);
    ask(analytics, 'a', 1);
    ask(analytics, 'd', 3);
    expect(analytics.report({ top: 3 }).day.asked.map((row) => row.query)).toEqual(['d', 'b', 'c']);
  });

  it('never lists a rare query the sketch over-counts: the guaranteed count decides', () => {
    const analytics = new SearchAnalytics({ capacity: 2, minCount: 5, clock: fakeClock().read });
    ask(analytics, 'bike', 10);
    ask(analytics, 'room', 10);
    // Takes the place of one of them and its count: an estimate of 11, asked once.
    ask(analytics, 'jane doe', 1);
    expect(analytics.report().day.asked.map((row) => row.query)).not.toContain('jane doe');
  });

  it('moves to the next UTC day at midnight, keeping the week, and drops a day older than 7', () => {
    const clock = fakeClock(Date.UTC(2026, 4, 14, 23, 59, 59));
    const analytics = new SearchAnalytics({ minCount: 2, clock: clock.read });
    ask(analytics, 'tuesday query', 2);
    clock.now += 1000;
    ask(analytics, 'wednesday query', 2);
    let report = analytics.report();
    expect(report.day.date).toBe('2026-05-15');
    expect(report.day.asked).toEqual([{ query: 'wednesday query', count: 2 }]);
    expect(report.week.asked).toEqual([{ query: 'tuesday query', count: 2 }, { query: 'wednesday query', count: 2 }]);

    clock.now += 5 * DAY; // May 20: May 14 is the oldest of the 7 days
    report = analytics.report();
    expect(report.week.from).toBe('2026-05-14');
    expect(report.week.asked.map((row) => row.query)).toEqual(['tuesday query', 'wednesday query']);

    clock.now += DAY; // May 21: May 14 is 8 days back
    report = analytics.report();
    expect(report.week.asked.map((row) => row.query)).toEqual(['wednesday query']);
    expect(analytics.state().days.map((day) => day.date)).toEqual(['2026-05-15']);
  });

  it('sums a query over the days of the week', () => {
    const clock = fakeClock();
    const analytics = new SearchAnalytics({ minCount: 5, clock: clock.read });
    ask(analytics, 'daycare', 3, 0);
    clock.now += DAY;
    ask(analytics, 'daycare', 3, 0);
    const { day, week } = analytics.report();
    expect(day.noHits).toEqual([]);
    expect(week.noHits).toEqual([{ query: 'daycare', count: 6 }]);
  });

  it('keeps memory bounded under a stream of a million distinct queries: days × 2 × capacity entries', () => {
    const clock = fakeClock();
    const analytics = new SearchAnalytics({ capacity: 1000, days: 7, minCount: 5, clock: clock.read });
    for (let i = 0; i < 1_000_000; i++) {
      if (i % 100_000 === 0) clock.now += DAY; // ten days: more than the window holds
      analytics.record(`distinct query ${i}`, 0);
      if (i % 100 === 0) analytics.record('lost cat', 0);
    }
    expect(analytics.size).toBeLessThanOrEqual(7 * 2 * 1000);
    expect(analytics.state().days).toHaveLength(7);
    const { day, week } = analytics.report();
    // Asked a thousand times a day among a hundred thousand others: still found.
    expect(day.noHits[0]?.query).toBe('lost cat');
    expect(week.noHits[0]?.query).toBe('lost cat');
    expect(week.noHits.every((row) => row.query === 'lost cat')).toBe(true);
  });

  it('restores its week from its state, as after a restart', () => {
    const clock = fakeClock();
    const before = new SearchAnalytics({ minCount: 2, clock: clock.read });
    ask(before, 'bike', 2, 0);
    clock.now += DAY;
    ask(before, 'room', 1);
    const after = SearchAnalytics.fromState(JSON.parse(JSON.stringify(before.state())), { minCount: 2, clock: clock.read });
    ask(after, 'room', 1);
    expect(after.report()).toEqual({
      minCount: 2,
      day: { date: '2026-05-15', asked: [{ query: 'room', count: 2 }], noHits: [] },
      week: { from: '2026-05-09', to: '2026-05-15', asked: [{ query: 'bike', count: 2 }, { query: 'room', count: 2 }], noHits: [{ query: 'bike', count: 2 }] },
    });
    expect(() => SearchAnalytics.fromState({ version: 2, days: [] })).toThrow(/not a search analytics state/);
  });

  it('merges the states of several replicas day by day', () => {
    const clock = fakeClock();
    const one = new SearchAnalytics({ clock: clock.read });
    const two = new SearchAnalytics({ clock: clock.read });
    ask(one, 'bike', 3);
    ask(two, 'bike', 3);
    clock.now += DAY;
    ask(two, 'room', 5, 0);
    const merged = SearchAnalytics.mergeStates([one.state(), two.state()]);
    expect(merged.days.map((day) => day.date)).toEqual(['2026-05-14', '2026-05-15']);
    const report = SearchAnalytics.fromState(merged, { clock: clock.read }).report();
    expect(report.week.asked).toEqual([{ query: 'bike', count: 6 }, { query: 'room', count: 5 }]);
    expect(report.day.noHits).toEqual([{ query: 'room', count: 5 }]);
  });
});

describe('state files', () => {
  it('are written atomically, private to their owner, and read back', async () => {
    const dir = tempDir();
    const analytics = new SearchAnalytics({ clock: fakeClock().read });
    ask(analytics, 'bike', 2);
    const file = await writeState(dir, 'host/8081 ../x', analytics.state());
    expect(path.basename(file)).toBe('host_8081_.._x.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await writeState(dir, 'host/8081 ../x', analytics.state());
    expect(readdirSync(dir)).toEqual(['host_8081_.._x.json']);
    writeFileSync(path.join(dir, '.replica.json.123.ab.tmp'), '{"half');
    const states = await readStates(dir);
    expect(states).toEqual([{ file, state: analytics.state() }]);
  });

  it('refuse a file that is not a state, naming it', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'broken.json'), '{"version": 1, "days": [');
    await expect(readStates(dir)).rejects.toThrow(`${path.join(dir, 'broken.json')}: cannot read it as JSON`);
    writeFileSync(path.join(dir, 'broken.json'), '{"version": 1, "days": [{"date": "2026-13-01"}]}');
    await expect(readStates(dir)).rejects.toThrow(`${path.join(dir, 'broken.json')}: not a search analytics state`);
  });

  it('of two replicas merge: a query asked 3 times on each is listed with 6 at k = 5', async () => {
    const dir = tempDir();
    const clock = fakeClock();
    for (const name of ['host-8081', 'host-8082']) {
      const replica = new SearchAnalytics({ minCount: 5, clock: clock.read });
      ask(replica, 'квартира оренда | city=toronto', 3, 0);
      expect(replica.report().day.asked).toEqual([]);
      await writeState(dir, name, replica.state());
    }
    const merged = SearchAnalytics.mergeStates((await readStates(dir)).map((file) => file.state));
    const report = SearchAnalytics.fromState(merged, { minCount: 5, clock: clock.read }).report();
    expect(report.day.asked).toEqual([{ query: 'квартира оренда | city=toronto', count: 6 }]);
    expect(report.week.noHits).toEqual([{ query: 'квартира оренда | city=toronto', count: 6 }]);
  });
});

/** Runs the command in this process: its exit code and what it wrote. */
async function run(argv: string[], context: { clock?: () => number } = {}): Promise<{ code: number; out: string; err: string }> {
  let out = '', err = '';
  const code = await main(argv, { ...context, out: (text) => void (out += text), err: (text) => void (err += text) });
  return { code, out, err };
}

describe('the analytics command', () => {
  async function twoReplicas(): Promise<string> {
    const dir = tempDir();
    const clock = fakeClock(MAY_14 - DAY);
    const replicas = [new SearchAnalytics({ clock: clock.read }), new SearchAnalytics({ clock: clock.read })];
    ask(replicas[0]!, 'bike', 4);
    ask(replicas[1]!, 'bike', 4);
    clock.now += DAY;
    ask(replicas[0]!, 'квартира оренда | city=toronto kind=housing', 3, 0);
    ask(replicas[1]!, 'квартира оренда | city=toronto kind=housing', 3, 0);
    ask(replicas[1]!, 'room', 12);
    ask(replicas[0]!, 'jane doe', 4, 0);
    await writeState(dir, 'host-8081', replicas[0]!.state());
    await writeState(dir, 'host-8082', replicas[1]!.state());
    return dir;
  }

  it('prints the day and the week from a state directory, k applied to the merge', async () => {
    const dir = await twoReplicas();
    const { code, out, err } = await run(['--dir', dir], { clock: () => MAY_14 });
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toBe([
      'Search analytics: a query is listed once it was asked at least 5 times.',
      'Merged 2 state files: host-8081.json, host-8082.json.',
      '',
      'Day 2026-05-14 (UTC)',
      '  Most asked',
      '    12  room',
      '     6  квартира оренда | city=toronto kind=housing',
      '  Asked, found nothing',
      '     6  квартира оренда | city=toronto kind=housing',
      '',
      'Week 2026-05-08 to 2026-05-14 (UTC)',
      '  Most asked',
      '    12  room',
      '     8  bike',
      '     6  квартира оренда | city=toronto kind=housing',
      '  Asked, found nothing',
      '     6  квартира оренда | city=toronto kind=housing',
      '',
    ].join('\n'));
  });

  it('takes k and the top from its options, and prints JSON', async () => {
    const dir = await twoReplicas();
    const { code, out } = await run(['--dir', dir, '--min-count', '7', '--top', '1', '--json'], { clock: () => MAY_14 });
    expect(code).toBe(0);
    const report = JSON.parse(out) as AnalyticsReport;
    expect(report.minCount).toBe(7);
    expect(report.day.asked).toEqual([{ query: 'room', count: 12 }]);
    expect(report.week.asked).toEqual([{ query: 'room', count: 12 }]);
    expect(report.week.noHits).toEqual([]);
  });

  it('sums the reports of replicas it asks over HTTP, and says what that misses', async () => {
    const reports: AnalyticsReport[] = [
      { minCount: 5, day: { date: '2026-05-14', asked: [{ query: 'room', count: 7 }, { query: 'bike', count: 5 }], noHits: [] }, week: { from: '2026-05-08', to: '2026-05-14', asked: [{ query: 'room', count: 9 }], noHits: [] } },
      { minCount: 5, day: { date: '2026-05-14', asked: [{ query: 'room', count: 6 }], noHits: [{ query: 'daycare', count: 5 }] }, week: { from: '2026-05-08', to: '2026-05-14', asked: [{ query: 'room', count: 6 }], noHits: [{ query: 'daycare', count: 5 }] } },
    ];
    const servers: Server[] = [];
    const urls: string[] = [];
    for (const report of reports) {
      const server = createServer((request, response) => {
        response.writeHead(request.url === '/analytics' ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(report));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
      urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    }
    try {
      const { code, out } = await run(urls.flatMap((url) => ['--url', url]));
      expect(code).toBe(0);
      expect(out).toContain('a query under k on every\nreplica is in none of these lists; merging the state files (--dir) finds it.');
      expect(out).toContain('Day 2026-05-14 (UTC)\n  Most asked\n    13  room\n     5  bike\n  Asked, found nothing\n     5  daycare\n');
      expect(out).toContain('Week 2026-05-08 to 2026-05-14 (UTC)\n  Most asked\n    15  room\n');
    } finally {
      for (const server of servers) server.close();
    }
  });

  it.each([
    [[], /give --dir <dir>/],
    [['--dir', 'a', '--url', 'http://127.0.0.1:1'], /not both/],
    [['--dir', 'a', '--min-count', '0'], /--min-count takes a positive whole number/],
    [['--dir', 'a', '--top', 'ten'], /--top takes a positive whole number/],
    [['--dir', 'a', '--days', '3'], /Unknown option '--days'/],
    [['--url', 'localhost'], /--url takes a URL/],
  ])('refuses a wrong command line %j with exit 2', async (argv, message) => {
    const { code, out, err } = await run(argv);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(/^analytics: /);
    expect(err).toMatch(message);
  });

  it('exits 1 for input it cannot read, naming it', async () => {
    const empty = tempDir();
    expect(await run(['--dir', path.join(empty, 'missing')])).toMatchObject({ code: 1, err: expect.stringMatching(/^analytics: .*missing: cannot read the state directory/) });
    expect(await run(['--dir', empty])).toMatchObject({ code: 1, err: expect.stringMatching(/^analytics: no analytics state files/) });
    writeFileSync(path.join(empty, 'host-8081.json'), '[]');
    expect(await run(['--dir', empty])).toMatchObject({ code: 1, err: expect.stringContaining(`analytics: ${path.join(empty, 'host-8081.json')}: not a search analytics state`) });
    expect(await run(['--url', 'http://127.0.0.1:1'])).toMatchObject({ code: 1, err: expect.stringMatching(/^analytics: http:\/\/127\.0\.0\.1:1\/analytics: /) });
  });

  it('prints its options with --help', async () => {
    const { code, out } = await run(['--help']);
    expect(code).toBe(0);
    expect(out).toMatch(/--min-count <k>/);
  });
});
