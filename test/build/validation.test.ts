/**
 * Every validation rule of the build, each with a record that breaks it and the
 * exact line the report gives for it.
 */
import path from 'node:path';
import { describe, expect, it, beforeAll } from 'vitest';
import { record, uuid, writeExport, type Json } from '../support/fixture.ts';
import { build } from '../support/build.ts';
import { tempDir } from '../support/temp.ts';
import type { BuildReport } from '../../build/report.ts';

type Row = [rule: string, broken: Json, expected: string[]];

const event = (attributes: Json) => ({ kind: 'event', categorySlug: 'events', attributes });
const withContent = (n: number, content: Json) => record(n, {}, content);
const withPrice = (n: number, price: Json) => withContent(n, { price });

const ROWS: Row[] = [
  ['id is a UUID', record(101, { id: 'not-a-uuid' }), ['(invalid id): id: Invalid UUID']],
  ['urls are URIs', record(102, { urls: { uk: 'https://x.example/uk', en: 'not a url' } }), ['urls.en: Invalid URL']],
  ['schemaVersion is 1.0.0 or 1.1.0', withContent(103, { schemaVersion: '2.0.0' }), ['content.schemaVersion: Invalid option: expected one of "1.0.0"|"1.1.0"']],
  ['kind is one of the ten', withContent(104, { kind: 'auction' }), ['content.kind: Invalid option: expected one of "classified"|"service"|"business"|"organization"|"event"|"job"|"housing"|"vehicle"|"wanted"|"notice"']],
  ['primaryLanguage is uk or en', withContent(105, { primaryLanguage: 'fr' }), ['content.primaryLanguage: Invalid option: expected one of "uk"|"en"']],
  ['a translation has a title', withContent(106, { translations: { en: { description: 'no title' } } }), ['content.translations.en.title: Invalid input: expected string, received undefined']],
  ['location visibility is city or street', withContent(107, { location: { cityKey: 'us-ny-new-york', countryCode: 'US', regionCode: 'NY', visibility: 'exact' } }), ['content.location.visibility: Invalid option: expected one of "city"|"street"']],
  ['currency is USD or CAD', withPrice(108, { mode: 'fixed', currency: 'EUR', amountMinor: 1 }), ['content.price.currency: Invalid option: expected one of "USD"|"CAD"']],
  ['price mode is known', withPrice(109, { mode: 'barter', currency: 'USD' }), ['content.price.mode: Invalid option: expected one of "fixed"|"from"|"range"|"free"|"on_request"|"not_applicable"']],
  ['amounts are integers', withPrice(110, { mode: 'fixed', currency: 'USD', amountMinor: 12.5 }), ['content.price.amountMinor: Invalid input: expected int, received number']],
  ['amounts are non-negative', withPrice(111, { mode: 'fixed', currency: 'USD', amountMinor: -1 }), ['content.price.amountMinor: Too small: expected number to be >=0']],
  ['image asset ids are UUIDs', withContent(112, { images: [{ assetId: 'x', alt: 'photo' }] }), ['content.images[0].assetId: Invalid UUID']],
  ['createdAt is RFC 3339', record(113, { createdAt: '2026-01-01 10:00' }), ['createdAt: Invalid ISO datetime']],
  ['expiresAt is RFC 3339 or null', record(114, { expiresAt: 'tomorrow' }), ['expiresAt: Invalid ISO datetime']],
  ['media URLs are URIs', record(115, { media: [{ id: uuid(9001), url: 'nope', alt: '' }] }), ['media[0].url: Invalid URL']],
  ['directory status is known', record(116, { directory: { status: 'verified', locality: 'Queens', nearby: false, checkedAt: '2026-01-01T00:00:00Z', sources: [] } }), ['directory.status: Invalid option: expected one of "unclaimed"|"claimed"|"existing"']],
  ['rating count is a number', record(117, { rating: { average: null, count: 'many' } }), ['rating.count: Invalid input: expected number, received string']],
  ['the city exists', withContent(118, { location: { cityKey: 'us-xx-atlantis', countryCode: 'US', regionCode: 'XX', visibility: 'city' } }), ['content.location.cityKey: unknown city "us-xx-atlantis"']],
  ['the category exists', withContent(119, { categorySlug: 'antiques' }), ['content.categorySlug: unknown category "antiques"']],
  ['the kind is allowed in the category', withContent(120, { kind: 'job' }), ['content.kind: kind job is not allowed in category "housing"']],
  ['the country is the city\'s', withContent(121, { location: { cityKey: 'us-ny-new-york', countryCode: 'CA', regionCode: 'NY', visibility: 'city' } }), ['content.location.countryCode: must be US, the country of city "us-ny-new-york"']],
  ['fixed needs amountMinor', withPrice(122, { mode: 'fixed', currency: 'USD' }), ['content.price.amountMinor: required when mode is fixed']],
  ['from needs amountMinor and no range', withPrice(123, { mode: 'from', currency: 'USD', minAmountMinor: 5 }), ['content.price.amountMinor: required when mode is from', 'content.price.minAmountMinor: not allowed when mode is from']],
  ['range needs min and max', withPrice(124, { mode: 'range', currency: 'USD', minAmountMinor: 5 }), ['content.price.maxAmountMinor: required when mode is range']],
  ['range min is not above max', withPrice(125, { mode: 'range', currency: 'USD', minAmountMinor: 500, maxAmountMinor: 100 }), ['content.price.maxAmountMinor: must not be less than minAmountMinor']],
  ['free has no amounts', withPrice(126, { mode: 'free', currency: 'USD', amountMinor: 0 }), ['content.price.amountMinor: not allowed when mode is free']],
  ['on_request has no amounts', withPrice(127, { mode: 'on_request', currency: 'CAD', maxAmountMinor: 10 }), ['content.price.maxAmountMinor: not allowed when mode is on_request']],
  ['not_applicable has no amounts', withPrice(128, { mode: 'not_applicable', currency: 'USD', amountMinor: 10 }), ['content.price.amountMinor: not allowed when mode is not_applicable']],
  ['an event has startsAt', withContent(129, event({})), ['content.attributes.startsAt: required for an event']],
  ['startsAt is RFC 3339', withContent(130, event({ startsAt: 'next friday' })), ['content.attributes.startsAt: must be an RFC 3339 date-time']],
  ['endsAt is not before startsAt', withContent(131, event({ startsAt: '2026-07-01T18:00:00Z', endsAt: '2026-07-01T17:00:00Z' })), ['content.attributes.endsAt: must not be before startsAt']],
  ['endsAt is RFC 3339', withContent(132, event({ startsAt: '2026-07-01T18:00:00Z', endsAt: 'late' })), ['content.attributes.endsAt: must be an RFC 3339 date-time']],
  ['cancelled is a boolean', withContent(133, event({ startsAt: '2026-07-01T18:00:00Z', cancelled: 'yes' })), ['content.attributes.cancelled: must be a boolean']],
];

describe('validation of public records', () => {
  let report: BuildReport;
  const good = [record(1), record(2)];
  beforeAll(async () => {
    const dir = tempDir();
    // Line 1 and 2 are good; broken record i stands on line i + 3.
    writeExport(path.join(dir, 'content'), { listings: { 'night.ndjson': [...good, ...ROWS.map((row) => row[1])] } });
    report = await build(path.join(dir, 'content'), path.join(dir, 'dist'), { maxInvalid: ROWS.length });
  });

  it.each(ROWS.map((row, i) => [row[0], i, row] as const))('%s', (_rule, i, [, broken, expected]) => {
    const id = typeof broken.id === 'string' && broken.id.length === 36 ? broken.id : null;
    const prefix = `listings/night.ndjson:${i + 3} ${id ?? ''}`.trimEnd();
    const lines = report.errors.filter((line) => line.startsWith(`listings/night.ndjson:${i + 3} `));
    expect(lines).toEqual(expected.map((tail) => (id ? `${prefix}: ${tail}` : `${prefix} ${tail}`)));
  });

  it('publishes the good records and counts every broken one as invalid', () => {
    expect(report.ok).toBe(true);
    expect(report.counts).toMatchObject({ read: good.length + ROWS.length, public: good.length, invalid: ROWS.length });
  });

  it('never quotes a record\'s text in the report', () => {
    const text = JSON.stringify(report);
    for (const quoted of ['not a url', 'next friday', 'Queens', 'auction', 'many']) expect(text).not.toContain(quoted);
  });
});
