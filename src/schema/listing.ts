/**
 * The listing: what the export holds, and what the API publishes.
 *
 * Every object here is a plain `z.object`, so parsing keeps only the keys named
 * (the build publishes by whitelisting) and the JSON Schema of the output is closed
 * (`additionalProperties: false`). The one open map is `content.attributes`.
 */
import { z } from 'zod';
import {
  CountryCode, Currency, DateTime, Kind, Language, LocalizedUrls, Uri, Uuid,
} from './common.ts';
import { City } from './city.ts';
import { Category } from './category.ts';

const PRICE_MODES = ['fixed', 'from', 'range', 'free', 'on_request', 'not_applicable'] as const;
export const PriceMode = z.enum(PRICE_MODES);
export type PriceMode = z.infer<typeof PriceMode>;

/** Integer minor units (1250 means 12.50). */
const MinorAmount = z.int().min(0);

export const Price = z.object({
  mode: PriceMode,
  currency: Currency,
  amountMinor: MinorAmount.optional(),
  minAmountMinor: MinorAmount.optional(),
  maxAmountMinor: MinorAmount.optional(),
  unit: z.string().optional(),
  negotiable: z.boolean().optional(),
});
export type Price = z.infer<typeof Price>;

const Translation = z.object({ title: z.string(), description: z.string() });

export const Location = z.object({
  cityKey: z.string(),
  countryCode: CountryCode,
  regionCode: z.string(),
  visibility: z.enum(['city', 'street']),
  address: z.object({ streetAddress: z.string().optional(), postalCode: z.string().optional() }).optional(),
  coordinates: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).optional(),
});

export const Contact = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  website: z.string().optional(),
  preferredLanguage: Language.optional(),
  socialLinks: z.array(z.object({ platform: z.string(), url: z.string() })).optional(),
});

export const Content = z.object({
  schemaVersion: z.enum(['1.0.0', '1.1.0']),
  kind: Kind,
  categorySlug: z.string(),
  primaryLanguage: Language,
  translations: z.object({ uk: Translation.optional(), en: Translation.optional() }),
  location: Location,
  price: Price,
  contact: Contact,
  images: z.array(z.object({ assetId: Uuid, alt: z.string() })),
  attributes: z.record(z.string(), z.unknown()),
});
export type Content = z.infer<typeof Content>;

export const Directory = z.object({
  status: z.enum(['unclaimed', 'claimed', 'existing']),
  locality: z.string(),
  nearby: z.boolean(),
  checkedAt: DateTime,
  sources: z.array(z.object({ title: z.string(), url: Uri })),
});

/** The fields a listing has both in the export and in the API, in the API's order. */
const listingHead = {
  id: Uuid,
  urls: LocalizedUrls,
  content: Content,
};
const listingTail = {
  createdAt: DateTime,
  updatedAt: DateTime,
  expiresAt: DateTime.nullable(),
  publisher: z.object({ displayName: z.string().nullable() }),
  rating: z.object({ average: z.number().nullable(), count: z.number().min(0) }),
  media: z.array(z.object({ id: Uuid, url: Uri, alt: z.string() })),
  directory: Directory.nullable(),
};

const LISTING_STATUSES = ['draft', 'pending', 'approved', 'rejected', 'archived'] as const;

/** A listing record of the moderation export. Anything not named here is private and dropped. */
export const ExportListing = z.object({
  ...listingHead,
  ...listingTail,
  status: z.enum(LISTING_STATUSES),
  published: z.boolean(),
});
export type ExportListing = z.infer<typeof ExportListing>;

/**
 * The four fields duplicates are resolved on, checked before full validation
 * (a draft may be half-written, but never without these).
 */
export const ListingEnvelope = z.object({
  id: Uuid,
  status: z.enum(LISTING_STATUSES),
  published: z.boolean(),
  updatedAt: DateTime,
});
export type ListingEnvelope = z.infer<typeof ListingEnvelope>;

/** A published listing, as `GET /api/v1/ads/{id}` returns it. */
export const Listing = z.object({
  ...listingHead,
  city: City,
  category: Category,
  ...listingTail,
}).meta({ id: 'Listing', description: 'An approved, published public listing.' });
export type Listing = z.infer<typeof Listing>;
