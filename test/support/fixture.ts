/**
 * A small, hand-shaped moderation export for tests: a few cities and categories,
 * and a factory for listing records that are valid unless a test says otherwise.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ExportCity } from '../../src/schema/city.ts';
import type { Category } from '../../src/schema/category.ts';

const BASE = 'https://listings.example.org';

function city(key: string, slug: string, name: string, countryCode: 'US' | 'CA', regionCode: string, timeZone: string, enabled = true): ExportCity {
  return {
    key, slug, name, countryCode, regionCode, timeZone, defaultCurrency: countryCode === 'US' ? 'USD' : 'CAD',
    urls: { uk: `${BASE}/uk/cities/${slug}`, en: `${BASE}/en/cities/${slug}` }, enabled,
  };
}

export const CITIES: ExportCity[] = [
  city('us-ny-new-york', 'new-york', 'New York', 'US', 'NY', 'America/New_York'),
  city('us-il-chicago', 'chicago', 'Chicago', 'US', 'IL', 'America/Chicago'),
  city('ca-qc-montreal', 'montreal', 'Montréal', 'CA', 'QC', 'America/Toronto'),
  city('ca-on-toronto', 'toronto', 'Toronto', 'CA', 'ON', 'America/Toronto'),
  city('us-oh-parma', 'parma', 'Parma', 'US', 'OH', 'America/New_York', false),
];

export const CATEGORIES: Category[] = [
  { slug: 'housing', nameEn: 'Housing', nameUk: 'Житло', allowedKinds: ['housing', 'wanted'], defaultKind: 'housing' },
  { slug: 'jobs', nameEn: 'Jobs', nameUk: 'Робота', allowedKinds: ['job', 'wanted'], defaultKind: 'job' },
  { slug: 'events', nameEn: 'Events', nameUk: 'Події', allowedKinds: ['event', 'notice'], defaultKind: 'event' },
  { slug: 'services', nameEn: 'Services', nameUk: 'Послуги', allowedKinds: ['service', 'business', 'organization'], defaultKind: 'service' },
  { slug: 'for-sale', nameEn: 'For sale', nameUk: 'Продаж', allowedKinds: ['classified', 'vehicle'], defaultKind: 'classified' },
];

/** A deterministic UUID (version 4 shape) from a number. */
export function uuid(n: number): string {
  const hex = n.toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
}

export type Json = Record<string, any>;

/** A valid, approved and published listing record; `over` replaces top-level fields, `content` merges into content. */
export function record(n: number, over: Json = {}, content: Json = {}): Json {
  const id = uuid(n);
  const base: Json = {
    id,
    urls: { uk: `${BASE}/uk/ads/${id}`, en: `${BASE}/en/ads/${id}` },
    content: {
      schemaVersion: '1.1.0',
      kind: 'housing',
      categorySlug: 'housing',
      primaryLanguage: 'uk',
      translations: {
        uk: { title: `Квартира номер ${n}`, description: 'Світла квартира біля парку.' },
        en: { title: `Apartment number ${n}`, description: 'A bright apartment near the park.' },
      },
      location: { cityKey: 'us-ny-new-york', countryCode: 'US', regionCode: 'NY', visibility: 'city' },
      price: { mode: 'fixed', currency: 'USD', amountMinor: 100000 },
      contact: { email: 'owner@example.org' },
      images: [],
      attributes: {},
      ...content,
    },
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: `2026-02-01T00:00:${String(n % 60).padStart(2, '0')}Z`,
    expiresAt: null,
    publisher: { displayName: 'Олена' },
    rating: { average: null, count: 0 },
    media: [],
    directory: null,
    status: 'approved',
    published: true,
  };
  return { ...base, ...over };
}

export interface ExportFiles {
  cities?: unknown;
  categories?: unknown;
  /** Listing files by path under listings/: arrays become NDJSON (.ndjson) or a JSON array (.json); strings are written as they are. */
  listings: Record<string, Json[] | string>;
}

export function writeExport(dir: string, files: ExportFiles): string {
  mkdirSync(path.join(dir, 'listings'), { recursive: true });
  if (files.cities !== null) writeFileSync(path.join(dir, 'cities.json'), JSON.stringify(files.cities ?? CITIES));
  if (files.categories !== null) writeFileSync(path.join(dir, 'categories.json'), JSON.stringify(files.categories ?? CATEGORIES));
  for (const [name, records] of Object.entries(files.listings)) {
    const file = path.join(dir, 'listings', name);
    mkdirSync(path.dirname(file), { recursive: true });
    const text = typeof records === 'string' ? records
      : name.endsWith('.json') ? JSON.stringify(records, null, 2)
        : records.map((r) => JSON.stringify(r)).join('\n') + '\n';
    writeFileSync(file, text);
  }
  return dir;
}
