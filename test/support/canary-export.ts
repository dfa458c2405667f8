/**
 * An export with a unique canary in every private place: private fields of
 * public records, unknown keys of cities and categories, and records that are
 * not public (every field of theirs, id included, is private).
 */
import { CATEGORIES, CITIES, record, writeExport, type Json } from './fixture.ts';

export const canary = (place: string) => `CANARY-${place}-7f3a9c`;

/** A public record carrying private data everywhere the export may keep it. */
function withPrivateData(n: number): Json {
  const base = record(n);
  return {
    ...base,
    account: { email: canary('account'), passwordHash: canary('account-hash') },
    moderation: { notes: canary('moderation'), reviewer: canary('reviewer') },
    internalId: canary('top-level'),
    publisher: { ...base.publisher, email: canary('publisher'), accountId: canary('publisher-account') },
    content: {
      ...base.content,
      internalNotes: canary('content'),
      contact: { ...base.content.contact, privatePhone: canary('contact') },
      location: { ...base.content.location, exactAddressNote: canary('location'), address: { streetAddress: '1 Main St', gateCode: canary('address') } },
      price: { ...base.content.price, costMinor: canary('price') },
      translations: {
        ...base.content.translations,
        uk: { ...base.content.translations.uk, reviewerComment: canary('translation') },
        de: { title: canary('translation-de'), description: canary('translation-de') },
      },
      images: [{ assetId: '11111111-1111-4111-8111-111111111111', alt: 'photo', originalPath: canary('image') }],
      socialLinks: canary('content-extra'),
      attributes: { bedrooms: 2, petsAllowed: true, notes: ['balcony'] },
    },
    rating: { ...base.rating, raters: [canary('rating')] },
    media: [{ id: '22222222-2222-4222-8222-222222222222', url: 'https://cdn.example.org/a.jpg', alt: '', uploader: canary('media') }],
  };
}

/** A non-public record whose every field, id included, is a canary. */
export function hidden(n: number, over: Json, place: string): Json {
  const id = `99999999-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return record(n, { ...over, id, urls: { uk: `https://x.example/${canary(`${place}-url`)}`, en: 'https://x.example/en' } }, {
    translations: { uk: { title: canary(`${place}-title`), description: canary(`${place}-text`) } },
  });
}

/** Writes the canary export to `dir`; returns the ids that must never be seen. */
export function writeCanaryExport(dir: string): { hiddenIds: string[] } {
  const drafts = [
    hidden(901, { status: 'draft' }, 'draft'),
    hidden(902, { status: 'rejected' }, 'rejected'),
    hidden(903, { published: false }, 'unpublished'),
    hidden(904, { status: 'pending' }, 'pending'),
    hidden(905, { status: 'archived' }, 'archived'),
    hidden(906, { expiresAt: '2020-01-01T00:00:00Z' }, 'expired'),
    hidden(907, {}, 'disabled-city'),
  ];
  drafts[6]!.content.location = { cityKey: 'us-oh-parma', countryCode: 'US', regionCode: 'OH', visibility: 'city' };
  writeExport(dir, {
    cities: CITIES.map((c) => ({ ...c, internalOwner: canary('city') })),
    categories: CATEGORIES.map((c) => ({ ...c, moderatorNotes: canary('category') })),
    listings: { 'a.ndjson': [withPrivateData(1), withPrivateData(2), ...drafts], 'b.json': [withPrivateData(3)] },
  });
  return { hiddenIds: drafts.map((d) => d.id as string) };
}
