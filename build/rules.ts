/**
 * The rules of stage "validate": a winning public record against the schema and the
 * cross-checks of the catalogue, turned into the published listing (whitelisted) or a
 * list of issues.
 */
import type { z } from 'zod';
import { DateTime } from '../src/schema/common.ts';
import { ExportListing, type Listing, type Price } from '../src/schema/listing.ts';
import type { City } from '../src/schema/city.ts';
import type { Category } from '../src/schema/category.ts';

export interface Issue {
  path: string;
  message: string;
}

export interface Catalogue {
  /** Every city of the export by key, enabled or not. */
  cities: Map<string, City & { enabled: boolean }>;
  categories: Map<string, Category>;
}

/** ['content', 'images', 0, 'assetId'] → "content.images[0].assetId" */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += (out === '' ? '' : '.') + String(part);
  }
  return out === '' ? '(record)' : out;
}

function zodIssues(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
}

const AMOUNT_FIELDS = ['amountMinor', 'minAmountMinor', 'maxAmountMinor'] as const;
const AMOUNTS_BY_MODE: Record<Price['mode'], readonly (typeof AMOUNT_FIELDS)[number][]> = {
  fixed: ['amountMinor'],
  from: ['amountMinor'],
  range: ['minAmountMinor', 'maxAmountMinor'],
  free: [],
  on_request: [],
  not_applicable: [],
};

function priceIssues(price: Price): Issue[] {
  const issues: Issue[] = [];
  const wanted = AMOUNTS_BY_MODE[price.mode];
  for (const field of AMOUNT_FIELDS) {
    const present = price[field] !== undefined;
    if (wanted.includes(field) && !present) {
      issues.push({ path: `content.price.${field}`, message: `required when mode is ${price.mode}` });
    } else if (!wanted.includes(field) && present) {
      issues.push({ path: `content.price.${field}`, message: `not allowed when mode is ${price.mode}` });
    }
  }
  if (price.mode === 'range' && price.minAmountMinor !== undefined && price.maxAmountMinor !== undefined
    && price.minAmountMinor > price.maxAmountMinor) {
    issues.push({ path: 'content.price.maxAmountMinor', message: 'must not be less than minAmountMinor' });
  }
  return issues;
}

function eventIssues(attributes: Record<string, unknown>): Issue[] {
  const issues: Issue[] = [];
  const { startsAt, endsAt, cancelled } = attributes;
  const start = DateTime.safeParse(startsAt);
  if (!start.success) {
    issues.push({ path: 'content.attributes.startsAt', message: startsAt === undefined ? 'required for an event' : 'must be an RFC 3339 date-time' });
  }
  if (endsAt !== undefined) {
    const end = DateTime.safeParse(endsAt);
    if (!end.success) issues.push({ path: 'content.attributes.endsAt', message: 'must be an RFC 3339 date-time' });
    else if (start.success && Date.parse(end.data) < Date.parse(start.data)) {
      issues.push({ path: 'content.attributes.endsAt', message: 'must not be before startsAt' });
    }
  }
  if (cancelled !== undefined && typeof cancelled !== 'boolean') {
    issues.push({ path: 'content.attributes.cancelled', message: 'must be a boolean' });
  }
  return issues;
}

/** How deep `content.attributes` may nest: the open map is published as exported, and must stay serializable. */
const MAX_ATTRIBUTE_DEPTH = 32;

/** The nesting depth of a JSON value, measured without recursion (a hostile value may nest a million deep). */
function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [next, depth] = stack.pop()!;
    if (typeof next !== 'object' || next === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(next)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * A reference to the catalogue, quoted only when it has the shape of a key: the
 * operator needs the key to mend the export, and a report never repeats free text.
 */
function quoteKey(value: string): string {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 100 ? `"${value}"` : '(not shaped like a key)';
}

export type Validation = { ok: true; listing: Listing } | { ok: false; issues: Issue[] };

export function validateListing(raw: unknown, catalogue: Catalogue): Validation {
  const parsed = ExportListing.safeParse(raw);
  if (!parsed.success) return { ok: false, issues: zodIssues(parsed.error) };
  const record = parsed.data;
  const { content } = record;
  const issues: Issue[] = [];

  const city = catalogue.cities.get(content.location.cityKey);
  if (!city) issues.push({ path: 'content.location.cityKey', message: `unknown city ${quoteKey(content.location.cityKey)}` });
  else if (city.countryCode !== content.location.countryCode) {
    issues.push({ path: 'content.location.countryCode', message: `must be ${city.countryCode}, the country of city "${city.key}"` });
  }
  const category = catalogue.categories.get(content.categorySlug);
  if (!category) issues.push({ path: 'content.categorySlug', message: `unknown category ${quoteKey(content.categorySlug)}` });
  else if (!category.allowedKinds.includes(content.kind)) {
    issues.push({ path: 'content.kind', message: `kind ${content.kind} is not allowed in category "${category.slug}"` });
  }
  issues.push(...priceIssues(content.price));
  if (content.kind === 'event') issues.push(...eventIssues(content.attributes));
  if (nestingDepth(content.attributes, MAX_ATTRIBUTE_DEPTH) > MAX_ATTRIBUTE_DEPTH) {
    issues.push({ path: 'content.attributes', message: `nested deeper than ${MAX_ATTRIBUTE_DEPTH} levels` });
  }

  if (issues.length > 0 || !city || !category) return { ok: false, issues };
  const { enabled: _enabled, ...publicCity } = city;
  // Spelled out in the specification's field order: the document's bytes follow it.
  const listing: Listing = {
    id: record.id.toLowerCase(),
    urls: record.urls,
    content: record.content,
    city: publicCity,
    category,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    expiresAt: record.expiresAt,
    publisher: record.publisher,
    rating: record.rating,
    media: record.media,
    directory: record.directory,
  };
  return { ok: true, listing };
}
