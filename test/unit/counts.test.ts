import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CellSpace, everyListing, LiveCounts, BANDS, blockShiftOf, membersOf, PriceRangeCounts, type CellFilter } from '../../src/search/counts/index.ts';
import type { SearchArrays } from '../../src/search/model.ts';

const DIMS = { cities: 4, categories: 3, kinds: 5, currencies: 2 };
/** Cities 0 and 2 are in country 0, 1 and 3 in country 1. */
const countryOf = (city: number) => city % 2;

/** Prices from a short list, so that many are equal (bands with the same edges) and bounds hit them exactly. */
const price = fc.constantFrom(0, 0, 0, 100, 100, 250, 999, 1000, 5000, 120_000);

/** A few instants, so that many listings leave at the same one. */
const time = fc.integer({ min: 1, max: 12 }).map((t) => t * 1000);

const listing = fc.record({
  city: fc.nat(DIMS.cities - 1),
  category: fc.nat(DIMS.categories - 1),
  kind: fc.nat(DIMS.kinds - 1),
  currency: fc.nat(DIMS.currencies - 1),
  expiresAt: fc.oneof(fc.constant(Infinity), time),
  // An event's end: it counts as upcoming while its end is not behind now (NaN: not an event).
  eventEnd: fc.oneof(fc.constant(NaN), time),
  // A price [low, high] in minor units, as the price rules make them: fixed, a range, "from" (high Infinity), or none (NaN).
  price: fc.oneof(
    fc.constant<number[]>([NaN, NaN]),
    price.map((p): number[] => [p, p]),
    fc.tuple(price, price).map(([x, y]): number[] => [Math.min(x, y), Math.max(x, y)]),
    price.map((p): number[] => [p, Infinity]),
  ),
});

/** Asked-for instants: often exactly an expiry (a listing is gone at its expiresAt), else anywhere around them. */
const instant = fc.oneof(fc.integer({ min: 0, max: 13 }).map((t) => t * 1000), fc.integer({ min: 0, max: 13_000 }));

const given = (max: number) => fc.oneof(fc.constant(-1), fc.nat(max - 1));
const filter: fc.Arbitrary<CellFilter> = fc.record({
  city: given(DIMS.cities), country: given(2), category: given(DIMS.categories), kind: given(DIMS.kinds),
  sectionKinds: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: (1 << DIMS.kinds) - 1 })), currency: given(DIMS.currencies),
});

type Row = { city: number; category: number; kind: number; currency: number; expiresAt: number; eventEnd: number; price: number[] };

function columns(listings: Row[]): SearchArrays {
  return {
    city: Uint16Array.from(listings, (l) => l.city),
    country: Uint8Array.from(listings, (l) => countryOf(l.city)),
    category: Uint16Array.from(listings, (l) => l.category),
    kind: Uint8Array.from(listings, (l) => l.kind),
    currency: Uint8Array.from(listings, (l) => l.currency),
    expiresAt: Float64Array.from(listings, (l) => l.expiresAt),
    eventEnd: Float64Array.from(listings, (l) => l.eventEnd),
    priceLow: Float64Array.from(listings, (l) => l.price[0]!),
    priceHigh: Float64Array.from(listings, (l) => l.price[1]!),
  } as SearchArrays;
}

const passes = (f: CellFilter, l: Row) => (f.city < 0 || l.city === f.city) && (f.country < 0 || countryOf(l.city) === f.country)
  && (f.category < 0 || l.category === f.category) && (f.kind < 0 || l.kind === f.kind)
  && (f.sectionKinds === 0 || (f.sectionKinds & (1 << l.kind)) !== 0)
  && (f.currency < 0 || l.currency === f.currency);

const queries = fc.array(fc.tuple(filter, instant), { minLength: 1, maxLength: 30 });
const EXPIRY = (a: SearchArrays) => ({ at: a.expiresAt, inclusive: true });

describe('CellSpace', () => {
  it('lists the listings of the cells a filter takes, ascending, when they lie in few cells and are at most as many as asked', () => {
    fc.assert(fc.property(fc.array(listing, { maxLength: 200 }), filter, fc.nat(220), (listings, f, most) => {
      const a = columns(listings);
      const space = new CellSpace(a, DIMS);
      const listed = space.listingsOf(f, most);
      const taken = listings.flatMap((l, o) => (passes(f, l) ? [o] : []));
      if (space.cellsOf(f).length > 8 || taken.length > most) expect(listed).toBeNull();
      else expect([...listed!]).toEqual(taken);
    }), { numRuns: 500, seed: 23 });
  });

  it('marks exactly the listings a filter takes, the first time it is asked and every time after, among other filters, for searches of any size', () => {
    fc.assert(fc.property(fc.array(listing, { maxLength: 200 }), fc.array(fc.tuple(filter, fc.nat(250)), { minLength: 1, maxLength: 6 }), (listings, filters) => {
      const space = new CellSpace(columns(listings), DIMS);
      // Each filter three times, interleaved: by its cells, or, once asked before by a search testing at
      // least an eighth as many listings as it takes, by its listings set and remembered.
      for (const [f, tests] of [...filters, ...filters, ...filters]) {
        const taken = space.mark(f, tests);
        expect(listings.flatMap((_, o) => (taken(o) ? [o] : []))).toEqual(listings.flatMap((l, o) => (passes(f, l) ? [o] : [])));
      }
    }), { numRuns: 300, seed: 29 });
  });
});

describe('LiveCounts', () => {
  it('counts exactly the visible listings that pass, in all and per block of ordinals, whichever instants are asked for, in any order', () => {
    fc.assert(fc.property(fc.array(listing, { maxLength: 200 }), queries, (listings, asked) => {
      const a = columns(listings);
      const counts = LiveCounts.of(new CellSpace(a, DIMS), a, everyListing(listings.length), [EXPIRY(a)], { blocks: true })!;
      const shift = counts.blockShift!;
      for (const [f, now] of asked) {
        expect(counts.count(f, now)).toBe(listings.filter((l) => l.expiresAt > now && passes(f, l)).length);
        // Blocks of ordinals: the visible listings that pass among ordinals [from << shift, to << shift).
        for (const [from, to] of [[0, BANDS], [0, 3], [2, 9], [5, 5]] as const) {
          expect(counts.blocksBetween(f, from, to, now))
            .toBe(listings.filter((l, o) => o >= from << shift && o < to << shift && l.expiresAt > now && passes(f, l)).length);
        }
      }
    }), { numRuns: 300, seed: 7 });
  });

  it('finds the small block of ordinals holding the visible listing with k before it, and how many come before that block', () => {
    fc.assert(fc.property(fc.array(listing, { maxLength: 200 }), fc.array(instant, { minLength: 1, maxLength: 10 }), (listings, instants) => {
      const a = columns(listings);
      const counts = LiveCounts.of(new CellSpace(a, DIMS), a, everyListing(listings.length), [EXPIRY(a)], { fineBlockShift: 2 })!;
      for (const now of instants) {
        const visible = listings.flatMap((l, o) => (l.expiresAt > now ? [o] : []));
        for (let k = 0; k < visible.length; k++) {
          const located = counts.locate(k, now)!;
          // The block of four ordinals the listing is in, and the visible listings before that block.
          expect(located.first).toBe(visible[k]! - (visible[k]! % 4));
          expect(located.passed).toBe(visible.filter((o) => o < located.first).length);
        }
      }
    }), { numRuns: 200, seed: 17 });
  });

  it('with two ways of leaving, counts the members that have left by neither (upcoming events: not expired, end not behind)', () => {
    fc.assert(fc.property(fc.array(listing, { maxLength: 200 }), queries, (listings, asked) => {
      const a = columns(listings);
      const isEvent = (l: Row) => !Number.isNaN(l.eventEnd) && l.kind !== 0;
      const counts = LiveCounts.of(new CellSpace(a, DIMS), a, membersOf(listings.length, (o) => isEvent(listings[o]!)), [EXPIRY(a), { at: a.eventEnd, inclusive: false }])!;
      for (const [f, now] of asked) {
        expect(counts.count(f, now)).toBe(listings.filter((l) => isEvent(l) && l.expiresAt > now && l.eventEnd >= now && passes(f, l)).length);
      }
    }), { numRuns: 300, seed: 11 });
  });

  it('counts the priced listings of a currency whose price meets a range, from bands and the listings of the two bands at its bounds', () => {
    const bound = fc.oneof(price, fc.integer({ min: 0, max: 130_000 }), fc.constant(-Infinity), fc.constant(Infinity));
    const range = fc.tuple(bound, bound).map(([x, y]) => [Math.min(x, y), Math.max(x, y)] as const);
    // Enough listings that the 64 bands hold several each.
    fc.assert(fc.property(fc.array(listing, { minLength: 100, maxLength: 400 }), fc.array(fc.tuple(filter, range, instant), { minLength: 1, maxLength: 20 }), (listings, asked) => {
      const a = columns(listings);
      const counts = PriceRangeCounts.of(new CellSpace(a, DIMS), a, DIMS.currencies, everyListing(listings.length), [EXPIRY(a)])!;
      for (const [f, [min, max], now] of asked) {
        const currency = f.currency < 0 ? 0 : f.currency;
        const expected = listings.filter((l) => l.expiresAt > now && passes({ ...f, currency }, l) && l.price[0]! <= max && l.price[1]! >= min).length;
        expect(counts[currency]!.count({ ...f, currency }, min, max, now)).toBe(expected);
      }
    }), { numRuns: 200, seed: 13 });
  });

  it('counts per block of ordinals the priced listings whose price meets a range, for filters of kinds alone (none of city, country, category)', () => {
    const bound = fc.oneof(price, fc.integer({ min: 0, max: 130_000 }), fc.constant(-Infinity), fc.constant(Infinity));
    const range = fc.tuple(bound, bound).map(([x, y]) => [Math.min(x, y), Math.max(x, y)] as const);
    fc.assert(fc.property(fc.array(listing, { minLength: 100, maxLength: 400 }), fc.array(fc.tuple(filter, range, instant), { minLength: 1, maxLength: 20 }), (listings, asked) => {
      const a = columns(listings);
      const counts = PriceRangeCounts.of(new CellSpace(a, DIMS), a, DIMS.currencies, everyListing(listings.length), [EXPIRY(a)], { blocks: true })!;
      const shift = blockShiftOf(listings.length);
      for (const [f, [min, max], now] of asked) {
        const currency = f.currency < 0 ? 0 : f.currency;
        const perBlock = counts[currency]!.blocksMeeting({ ...f, currency }, min, max, now);
        if (f.city >= 0 || f.country >= 0 || f.category >= 0) {
          expect(perBlock).toBeNull();
          continue;
        }
        const meeting = (l: Row) => l.expiresAt > now && passes({ ...f, currency }, l) && l.price[0]! <= max && l.price[1]! >= min;
        expect(Array.from(perBlock!)).toEqual(Array.from({ length: BANDS }, (_, block) =>
          listings.filter((l, o) => o >>> shift === block && meeting(l)).length));
      }
    }), { numRuns: 200, seed: 23 });
  });

  it('counts per stretch of the price ranges the ranges reaching up to a bound, for filters of kinds alone', () => {
    const bound = fc.oneof(price, fc.integer({ min: 0, max: 130_000 }), fc.constant(-Infinity));
    fc.assert(fc.property(fc.array(listing, { minLength: 100, maxLength: 400 }), fc.array(fc.tuple(filter, bound, instant), { minLength: 1, maxLength: 20 }), (listings, asked) => {
      const a = columns(listings);
      // The ranges of each currency in some order (the engine's: by low price), each with its place in it.
      const place = new Int32Array(listings.length).fill(-1);
      const count = [0, 0];
      listings.forEach((l, o) => {
        if (l.price[0]! < l.price[1]!) place[o] = count[l.currency]!++;
      });
      const counts = PriceRangeCounts.of(new CellSpace(a, DIMS), a, DIMS.currencies, everyListing(listings.length), [EXPIRY(a)], { ranges: { place, count } })!;
      for (const [f, min, now] of asked) {
        const currency = f.currency < 0 ? 1 : f.currency;
        const reaching = counts[currency]!.rangesReaching({ ...f, currency }, min, now);
        if (f.city >= 0 || f.country >= 0 || f.category >= 0) {
          expect(reaching).toBeNull();
          continue;
        }
        const { perStretch, shift } = reaching!;
        expect(shift).toBe(blockShiftOf(count[currency]!));
        expect(Array.from(perStretch)).toEqual(Array.from({ length: BANDS }, (_, stretch) => listings.filter((l, o) =>
          place[o]! >= 0 && place[o]! >>> shift === stretch && l.expiresAt > now && passes({ ...f, currency }, l) && l.price[1]! >= min).length));
      }
    }), { numRuns: 200, seed: 29 });
  });

  it('counts price ranges of upcoming events too: members that have left by neither way', () => {
    const bound = fc.oneof(price, fc.constant(-Infinity), fc.constant(Infinity));
    const range = fc.tuple(bound, bound).map(([x, y]) => [Math.min(x, y), Math.max(x, y)] as const);
    fc.assert(fc.property(fc.array(listing, { minLength: 100, maxLength: 300 }), fc.array(fc.tuple(filter, range, instant), { minLength: 1, maxLength: 20 }), (listings, asked) => {
      const a = columns(listings);
      const isEvent = (l: Row) => !Number.isNaN(l.eventEnd) && l.kind !== 0;
      const counts = PriceRangeCounts.of(new CellSpace(a, DIMS), a, DIMS.currencies, membersOf(listings.length, (o) => isEvent(listings[o]!)), [EXPIRY(a), { at: a.eventEnd, inclusive: false }])!;
      for (const [f, [min, max], now] of asked) {
        const currency = f.currency < 0 ? 1 : f.currency;
        const expected = listings.filter((l) => isEvent(l) && l.expiresAt > now && l.eventEnd >= now && passes({ ...f, currency }, l) && l.price[0]! <= max && l.price[1]! >= min).length;
        expect(counts[currency]!.count({ ...f, currency }, min, max, now)).toBe(expected);
      }
    }), { numRuns: 150, seed: 17 });
  });

  it('counts, in any run of bands of the low price, the visible priced listings that pass; bands hold consecutive low prices', () => {
    fc.assert(fc.property(fc.array(listing, { minLength: 100, maxLength: 400 }), fc.array(fc.tuple(filter, instant, price), { minLength: 1, maxLength: 20 }), (listings, asked) => {
      const a = columns(listings);
      const counts = PriceRangeCounts.of(new CellSpace(a, DIMS), a, DIMS.currencies, everyListing(listings.length), [EXPIRY(a)])!;
      for (const [f, now, max] of asked) {
        const currency = f.currency < 0 ? 0 : f.currency;
        const edges = counts[currency]!.lowEdges;
        const counted = listings.filter((l) => l.expiresAt > now && passes({ ...f, currency }, l) && !Number.isNaN(l.price[0]!));
        // Bands from..to-1 hold the low prices in [edges[from], edges[to]): the bands part the priced listings.
        for (let from = 0; from <= BANDS; from += 7) {
          for (let to = from; to <= BANDS; to += 5) {
            expect(counts[currency]!.lowBandsBetween({ ...f, currency }, from, to, now))
              .toBe(counted.filter((l) => l.price[0]! >= edges[from]! && l.price[0]! < edges[to]!).length);
          }
        }
        expect(counts[currency]!.lowBandsBetween({ ...f, currency }, 0, BANDS, now)).toBe(counted.length);
        const band = counts[currency]!.lowBandOf(max);
        if (band >= 0) {
          expect(counts[currency]!.lowInBand({ ...f, currency }, band, -Infinity, max, now))
            .toBe(counted.filter((l) => l.price[0]! >= edges[band]! && l.price[0]! <= max).length);
          expect(counts[currency]!.lowInBand({ ...f, currency }, band, max, Infinity, now))
            .toBe(counted.filter((l) => l.price[0]! >= max && l.price[0]! < edges[band + 1]!).length);
        }
      }
    }), { numRuns: 150, seed: 19 });
  });

  it('is not made when its cells would take more memory than walking takes time', () => {
    const a = columns([]);
    const space = new CellSpace(a, { cities: 5000, categories: 500, kinds: 10, currencies: 3 });
    expect(LiveCounts.of(space, a, everyListing(0), [])).toBeNull();
    expect(PriceRangeCounts.of(space, a, 3, everyListing(0), [])).toBeNull();
  });
});
