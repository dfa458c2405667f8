import { z } from 'zod';
import { CountryCode, Currency, LocalizedUrls, Slug } from './common.ts';

/** A city as the API returns it (closed: unknown keys are dropped on parse). */
export const City = z.object({
  key: Slug,
  slug: Slug,
  name: z.string().min(1),
  countryCode: CountryCode,
  regionCode: z.string().min(1),
  timeZone: z.string().min(1),
  defaultCurrency: Currency,
  urls: LocalizedUrls,
}).meta({ id: 'City', description: 'An enabled city. Names are always English.' });
export type City = z.infer<typeof City>;

/** A city in the moderation export: the API object plus whether it is enabled. */
export const ExportCity = City.extend({ enabled: z.boolean() });
export type ExportCity = z.infer<typeof ExportCity>;

export const CitiesEnvelope = z.object({
  items: z.array(City),
  total: z.int().min(0),
}).meta({ id: 'Cities' });
export type CitiesEnvelope = z.infer<typeof CitiesEnvelope>;
