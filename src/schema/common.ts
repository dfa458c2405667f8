/**
 * The vocabulary every other schema is made of: enums, identifiers and formats
 * from the API specification. Build, runtime, OpenAPI and MCP all import these.
 */
import { z } from 'zod';

export const KINDS = [
  'classified', 'service', 'business', 'organization', 'event',
  'job', 'housing', 'vehicle', 'wanted', 'notice',
] as const;
export const Kind = z.enum(KINDS);
export type Kind = z.infer<typeof Kind>;

export const COUNTRIES = ['US', 'CA'] as const;
export const CountryCode = z.enum(COUNTRIES);
export type CountryCode = z.infer<typeof CountryCode>;

export const CURRENCIES = ['USD', 'CAD'] as const;
export const Currency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof Currency>;

const LANGUAGES = ['uk', 'en'] as const;
export const Language = z.enum(LANGUAGES);

export const SECTIONS = ['directory', 'classifieds', 'jobs', 'community'] as const;
export const Section = z.enum(SECTIONS);
export type Section = z.infer<typeof Section>;

/** How `section` maps onto kinds: the specification leaves it open, this is our decision. */
export const SECTION_KINDS: Record<Section, readonly Kind[]> = {
  directory: ['business', 'organization', 'service'],
  classifieds: ['classified', 'housing', 'vehicle', 'wanted'],
  jobs: ['job'],
  community: ['event', 'notice'],
};

export const Uuid = z.uuid();
export const Uri = z.url();
/** RFC 3339 date-time with an offset; copied unchanged into the snapshot. */
export const DateTime = z.iso.datetime({ offset: true });

/** Lower-case letters and digits in hyphen-separated groups: city keys, slugs, category slugs. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const Slug = z.string().regex(SLUG_PATTERN, { error: 'must be lower-case letters and digits in hyphen-separated groups' });

export const LocalizedUrls = z.object({ uk: Uri, en: Uri });
