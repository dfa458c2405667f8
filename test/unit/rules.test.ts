import { describe, expect, it } from 'vitest';
import { priceBounds } from '../../src/search/price.ts';
import { majorToMinor, SearchQuery } from '../../src/schema/search.ts';
import { RequestBudget, ReadGate } from '../../src/http/limits.ts';

describe('price bounds', () => {
  it.each([
    [{ mode: 'fixed', currency: 'USD', amountMinor: 1250 }, { low: 1250, high: 1250 }],
    [{ mode: 'from', currency: 'USD', amountMinor: 500 }, { low: 500, high: Infinity }],
    [{ mode: 'range', currency: 'CAD', minAmountMinor: 100, maxAmountMinor: 900 }, { low: 100, high: 900 }],
    [{ mode: 'free', currency: 'CAD' }, { low: 0, high: 0 }],
    [{ mode: 'on_request', currency: 'USD' }, null],
    [{ mode: 'not_applicable', currency: 'USD' }, null],
  ] as const)('%j → %j', (price, bounds) => {
    expect(priceBounds(price)).toEqual(bounds);
  });
});

describe('major units', () => {
  it.each([['0', 0], ['12', 1200], ['12.5', 1250], ['12.05', 1205], ['0.1', 10], ['999999999.99', 99999999999]])('%s → %i minor', (major, minor) => {
    expect(majorToMinor(major)).toBe(minor);
  });
});

describe('search rules shared by HTTP and MCP', () => {
  it.each<[object, string[]]>([
    [{ min: '1' }, ['min']],
    [{ max: '1' }, ['max']],
    [{ sort: 'price_high' }, ['sort']],
    [{ currency: 'USD', min: '2', max: '1.99' }, ['min', 'max']],
    [{ upcoming: true, kind: 'notice' }, ['upcoming', 'kind']],
    [{ currency: 'USD', min: '2', max: '2', sort: 'price_low', upcoming: true, kind: 'event' }, []],
  ])('%j is refused on %j', (query, names) => {
    const result = SearchQuery.safeParse(query);
    expect(result.success ? [] : result.error.issues.map((i) => i.path[0])).toEqual(names);
  });
});

describe('RequestBudget', () => {
  it('grants the capacity at once, then refills continuously, never a fresh window at once', () => {
    let now = 0;
    const budget = new RequestBudget(60, () => now); // one per second
    for (let i = 0; i < 60; i++) expect(budget.take().ok).toBe(true);
    expect(budget.take()).toEqual({ ok: false, retryAfter: 1 });
    now += 500;
    expect(budget.take()).toEqual({ ok: false, retryAfter: 1 });
    now += 500;
    expect(budget.take().ok).toBe(true);
    now += 60_000 * 10; // a long pause refills to the capacity, not beyond
    for (let i = 0; i < 60; i++) expect(budget.take().ok).toBe(true);
    expect(budget.take().ok).toBe(false);
  });

  it('says how long until a request fits', () => {
    let now = 0;
    const budget = new RequestBudget(6, () => now); // one per 10 s
    for (let i = 0; i < 6; i++) budget.take();
    expect(budget.take()).toEqual({ ok: false, retryAfter: 10 });
    now += 7_500;
    expect(budget.take()).toEqual({ ok: false, retryAfter: 3 });
  });
});

describe('ReadGate', () => {
  it('admits up to the limit, queues in order, and refuses past the queue', async () => {
    const gate = new ReadGate(1, 1, 60_000);
    const release = await gate.acquire();
    const order: string[] = [];
    const waiting = gate.acquire().then((r) => { order.push('queued'); return r; });
    await expect(gate.acquire()).rejects.toThrow('queue full');
    release();
    release(); // a second release is harmless
    (await waiting)();
    expect(order).toEqual(['queued']);
    expect(gate.inProgress).toBe(0);
  });
});
