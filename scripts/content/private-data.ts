/**
 * What the moderation system knows and the API must never publish (accounts,
 * addresses, notes), and the final export record: a listing with its private
 * data, sometimes half-written.
 */
import type { ExportListing } from '../../src/schema/listing.ts';
import { type Fresh, phoneNumber } from './listing.ts';
import { type CityData } from './places.ts';
import { Rng } from './rng.ts';
import { slugify } from './text.ts';
import { isoUtc } from './time.ts';
import { ADDRESS_NOTES, INTERNAL_NOTES, MODERATION_NOTES } from './vocabulary.ts';

/** Every private e-mail ends here, so a leak test can grep a snapshot for this one string. */
export const PRIVATE_EMAIL_DOMAIN = 'private.example';

/** Data the moderation system keeps beside a listing; the build must drop all of it. */
export interface Private {
  internalId?: string;
  account?: { email: string; accountId: string; ip: string };
  moderation?: { notes: string; reviewerId: string; reviewedAt?: string };
  publisher?: { email: string; accountId: string };
  content?: { internalNotes: string };
  contact?: { privatePhone: string };
  location?: { exactAddressNote: string };
}

export function buildPrivate(rng: Rng, fresh: Fresh, city: CityData, hidden: boolean, sequence: number): Private {
  const priv: Private = {};
  if (!hidden && rng.chance(0.2)) return priv;
  const accountId = `acc_${rng.int(0x100000, 0xffffff).toString(16)}`;
  const mailbox = slugify(fresh.person.latin).replaceAll('-', '.') || 'user';
  const likely = (p: number): boolean => rng.chance(hidden ? Math.min(1, p + 0.3) : p);
  if (likely(0.7)) priv.internalId = `MOD-${new Date(fresh.dates.createdMs).getUTCFullYear()}-${String(sequence).padStart(7, '0')}`;
  if (likely(0.6)) {
    const ip = rng.pick([`203.0.113.${rng.int(1, 254)}`, `198.51.100.${rng.int(1, 254)}`, `2001:db8::${rng.int(1, 0xffff).toString(16)}`]);
    priv.account = { email: `${mailbox}.${rng.int(1, 999)}@${PRIVATE_EMAIL_DOMAIN}`, accountId, ip };
  }
  if (likely(0.35)) {
    priv.moderation = { notes: rng.pick(MODERATION_NOTES), reviewerId: `rev_${rng.int(1, 40)}` };
    if (rng.chance(0.5)) priv.moderation.reviewedAt = isoUtc(fresh.dates.updatedMs);
  }
  if (likely(0.4)) priv.publisher = { email: `${mailbox}@${PRIVATE_EMAIL_DOMAIN}`, accountId };
  if (likely(0.2)) priv.content = { internalNotes: rng.pick(INTERNAL_NOTES) };
  if (likely(0.25)) priv.contact = { privatePhone: phoneNumber(rng, city) };
  if (likely(0.15)) priv.location = { exactAddressNote: rng.pick(ADDRESS_NOTES) };
  return priv;
}

export type ExportRecord = Record<string, unknown>;

/** The listing with its private data woven in where a moderation system would keep it. */
export function assemble(listing: ExportListing, priv: Private): ExportRecord {
  const { content } = listing;
  return {
    id: listing.id,
    ...(priv.internalId !== undefined && { internalId: priv.internalId }),
    urls: listing.urls,
    content: {
      ...content,
      location: { ...content.location, ...priv.location },
      contact: { ...content.contact, ...priv.contact },
      ...priv.content,
    },
    createdAt: listing.createdAt,
    updatedAt: listing.updatedAt,
    expiresAt: listing.expiresAt,
    publisher: { ...listing.publisher, ...priv.publisher },
    ...(priv.account !== undefined && { account: priv.account }),
    rating: listing.rating,
    media: listing.media,
    directory: listing.directory,
    status: listing.status,
    published: listing.published,
    ...(priv.moderation !== undefined && { moderation: priv.moderation }),
  };
}

const HALF_WRITTEN_CONTENT = ['price', 'location', 'translations', 'images', 'attributes', 'contact', 'categorySlug', 'kind'];
const HALF_WRITTEN_TOP = ['urls', 'media', 'rating', 'directory', 'expiresAt', 'publisher', 'createdAt'];

/** A draft saved mid-way: some fields missing, but never id, status, published or updatedAt. */
export function halfWrite(rng: Rng, record: ExportRecord): void {
  const content = record.content as Record<string, unknown>;
  for (const key of rng.sample(HALF_WRITTEN_CONTENT, rng.int(1, 3))) delete content[key];
  for (const key of rng.sample(HALF_WRITTEN_TOP, rng.int(0, 2))) delete record[key];
  if (rng.chance(0.2)) delete record.content;
}
