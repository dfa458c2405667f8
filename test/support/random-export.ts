/**
 * A seeded, varied export for end-to-end tests: every filter value, price mode,
 * event state and language occurs, with words that exercise typos, prefixes,
 * apostrophes and accents. Same seed, same records (the generator's own Rng).
 */
import { CATEGORIES, CITIES, record, uuid, type Json } from './fixture.ts';
import { Rng } from '../../scripts/content/rng.ts';


const UK_WORDS = ['квартира', 'кімната', 'п’ять', 'сім’я', 'їжак', 'йога', 'робота', 'вчитель', 'концерт', 'музика', 'автомобіль', 'ремонт', 'Київ', 'затишна', 'світла', 'пропоную', 'шукаю', 'безкоштовно', 'ґанок', 'єнот', 'ручної'];
const EN_WORDS = ['apartment', 'room', 'teacher', 'concert', 'music', 'car', 'repair', 'cozy', 'bright', 'offer', 'looking', 'free', 'Café', 'Montréal', "o'neil", 'garden', 'garage', 'gardener', 'piano', 'pianist'];

const KIND_CATEGORY: [string, string][] = [
  ['housing', 'housing'], ['wanted', 'housing'], ['job', 'jobs'], ['wanted', 'jobs'], ['event', 'events'], ['notice', 'events'],
  ['service', 'services'], ['business', 'services'], ['organization', 'services'], ['classified', 'for-sale'], ['vehicle', 'for-sale'],
];

export interface RandomExportOptions {
  count: number;
  seed: number;
  /** The reference instant the dates are spread around (ms). */
  around: number;
}

export function randomListings({ count, seed, around }: RandomExportOptions): Json[] {
  const rng = new Rng(seed);
  const random = () => rng.next();
  const pick = <T>(list: readonly T[]): T => rng.pick(list);
  const words = (pool: string[], n: number) => Array.from({ length: n }, () => pick(pool)).join(' ');
  const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
  const day = 86_400_000;
  const enabled = CITIES.filter((c) => c.enabled);
  const out: Json[] = [];
  for (let i = 1; i <= count; i++) {
    const city = pick(enabled);
    const [kind, categorySlug] = pick(KIND_CATEGORY);
    const currency = random() < 0.8 ? city.defaultCurrency : city.defaultCurrency === 'USD' ? 'CAD' : 'USD';
    const amount = () => Math.floor(random() * 20) * 2500; // coarse, so equal prices (ties) occur
    const mode = pick(['fixed', 'from', 'range', 'free', 'on_request', 'not_applicable'] as const);
    const price: Json = { mode, currency };
    if (mode === 'fixed' || mode === 'from') price.amountMinor = amount();
    if (mode === 'range') { const a = amount(), b = amount(); price.minAmountMinor = Math.min(a, b); price.maxAmountMinor = Math.max(a, b); }
    const languages = pick([['uk'], ['en'], ['uk', 'en'], ['uk', 'en']]);
    const translations: Json = {};
    if (languages.includes('uk')) translations.uk = { title: words(UK_WORDS, 3), description: words(UK_WORDS, 8) };
    if (languages.includes('en')) translations.en = { title: words(EN_WORDS, 3), description: words(EN_WORDS, 8) };
    const attributes: Json = {};
    if (kind === 'event') {
      const start = around + Math.floor((random() - 0.5) * 60) * day;
      attributes.startsAt = iso(start);
      if (random() < 0.5) attributes.endsAt = iso(start + Math.floor(random() * 3) * day);
      if (random() < 0.2) attributes.cancelled = true;
    }
    // A few listings expire in the past: published by the build, hidden by the runtime at request time.
    const expiresAt = random() < 0.1 ? iso(around - day * (1 + Math.floor(random() * 30))) : random() < 0.5 ? null : iso(around + 365 * day);
    out.push(record(i, {
      // Coarse update times, so equal ones (ties broken by id) occur.
      updatedAt: iso(around - Math.floor(random() * 40) * 3_600_000),
      expiresAt,
    }, {
      kind, categorySlug, primaryLanguage: languages[0], translations, price, attributes,
      location: { cityKey: city.key, countryCode: city.countryCode, regionCode: city.regionCode, visibility: 'city' },
    }));
  }
  return out;
}

export { CATEGORIES, CITIES, uuid };
