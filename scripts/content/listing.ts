/**
 * One listing: what it will be (kind, category, city, price mode, languages),
 * decided before any text is written, then its text, price, location, contact,
 * dates, media and directory entry.
 */
import type { Currency, Kind } from '../../src/schema/common.ts';
import type { ExportListing, PriceMode } from '../../src/schema/listing.ts';
import { CITY_WEIGHTS, type CityData, DISABLED_CITY_KEY, ENABLED_CITY_WEIGHTS, SITE, cityByKey } from './places.ts';
import { Rng } from './rng.ts';
import { type Phrase, cap, groupDigits, p, slugify, withApostrophe, withArticle } from './text.ts';
import { DAY, HOUR, MINUTE, MONTHS_EN, MONTHS_UK, REF_MS, WEEKDAYS_EN, WEEKDAYS_UK, at, isoIn, isoUtc, offsetMinutes, pad2, time12, wallClock } from './time.ts';
import { BODY_TYPES, BRANDS, BUSINESS_LINES, BUSINESS_TYPES, CANCELLED_LINE, CLASSIFIED_LINES, CONDITIONS, EMPLOYMENT_TYPES, EVENTS, EVENT_LINES, FIRST_NAMES, FREE_LINES, HOUSING, HOUSING_FEATURES, HOUSING_LINES, ITEMS, JOBS, JOB_LINES, LAST_NAMES, type Line, NOTICES, NOTICE_LINES, OPENING_HOURS, ORGANIZATIONS, ORGANIZATION_LINES, OTHER_NAMES, SALE_LINES, SERVICES, SERVICE_LINES, TRANSMISSIONS, type TextContext, VEHICLE_LINES, VEHICLE_MODELS, VENUES, WANTED, WANTED_LINES, YEARS_OF_EXPERIENCE } from './vocabulary.ts';

const MEDIA_HOST = 'https://media.listings.example.org';

export interface Spec {
  kind: Kind;
  priceMode: PriceMode;
  city: CityData;
  expired: boolean;
  eventWhen: 'past' | 'future' | undefined;
  cancelled: boolean | undefined;
  foreignCurrency: boolean;
}

interface SpecRequest {
  kind?: Kind; priceMode?: PriceMode; cityKey?: string; expired?: boolean;
  eventWhen?: 'past' | 'future'; cancelled?: boolean; foreignCurrency?: boolean;
}

/**
 * The first public records of the NDJSON part are these, so every required case
 * (all kinds, all price modes, both countries and currencies, past, future and
 * cancelled events, the disabled city, an expiry) is present from --count 40 on;
 * every duplicate variant needs --count 200 (one every DUPLICATE_PERIOD records).
 */
export const COVERAGE: readonly SpecRequest[] = [
  { kind: 'classified', priceMode: 'fixed', cityKey: 'us-ny-new-york' },
  { kind: 'service', priceMode: 'from', cityKey: 'ca-on-toronto' },
  { kind: 'business', priceMode: 'not_applicable', cityKey: 'ca-qc-montreal' },
  { kind: 'organization', priceMode: 'free', cityKey: 'us-il-chicago' },
  { kind: 'event', priceMode: 'fixed', eventWhen: 'future', cityKey: 'ca-mb-winnipeg' },
  { kind: 'job', priceMode: 'range', cityKey: 'us-wa-seattle' },
  { kind: 'housing', priceMode: 'fixed', cityKey: 'ca-bc-vancouver' },
  { kind: 'vehicle', priceMode: 'on_request', cityKey: 'ca-ab-edmonton' },
  { kind: 'wanted', priceMode: 'range', cityKey: 'us-pa-philadelphia' },
  { kind: 'notice', priceMode: 'not_applicable', cityKey: 'ca-on-ottawa' },
  { kind: 'event', priceMode: 'free', eventWhen: 'past', cityKey: 'us-oh-cleveland' },
  { kind: 'event', priceMode: 'from', eventWhen: 'future', cancelled: true, cityKey: 'ca-qc-quebec-city' },
  { kind: 'event', eventWhen: 'past', cancelled: true },
  { kind: 'event', priceMode: 'not_applicable', eventWhen: 'future', cancelled: true, cityKey: 'us-mn-minneapolis' },
  { cityKey: DISABLED_CITY_KEY },
  { expired: true },
  { foreignCurrency: true },
];

const KIND_WEIGHTS: readonly (readonly [Kind, number])[] = [
  ['classified', 14], ['service', 14], ['business', 11], ['organization', 6], ['event', 13],
  ['job', 12], ['housing', 12], ['vehicle', 7], ['wanted', 6], ['notice', 5],
];

const PRICE_WEIGHTS: Record<Kind, readonly (readonly [PriceMode, number])[]> = {
  classified: [['fixed', 70], ['free', 18], ['on_request', 6], ['from', 6]],
  service: [['from', 40], ['fixed', 20], ['range', 15], ['on_request', 20], ['free', 5]],
  business: [['not_applicable', 60], ['on_request', 15], ['from', 25]],
  organization: [['not_applicable', 60], ['free', 30], ['on_request', 10]],
  event: [['free', 35], ['fixed', 35], ['from', 15], ['range', 5], ['not_applicable', 5], ['on_request', 5]],
  job: [['range', 45], ['fixed', 25], ['from', 10], ['on_request', 20]],
  housing: [['fixed', 75], ['range', 10], ['on_request', 10], ['from', 5]],
  vehicle: [['fixed', 80], ['on_request', 20]],
  wanted: [['range', 30], ['on_request', 30], ['not_applicable', 25], ['fixed', 15]],
  notice: [['not_applicable', 70], ['free', 30]],
};

export function resolveSpec(rng: Rng, req: SpecRequest): Spec {
  const kind = req.kind ?? rng.weighted(KIND_WEIGHTS);
  const city = req.cityKey ? cityByKey(req.cityKey) : rng.weighted(req.expired ? ENABLED_CITY_WEIGHTS : CITY_WEIGHTS);
  const isEvent = kind === 'event';
  return {
    kind,
    priceMode: req.priceMode ?? rng.weighted(PRICE_WEIGHTS[kind]),
    city,
    // A record both expired and in a disabled city would be counted differently by
    // different builds; keeping the two apart makes `expected` unambiguous.
    expired: city.enabled && (req.expired ?? rng.chance(0.03)),
    eventWhen: isEvent ? (req.eventWhen ?? (rng.chance(0.4) ? 'past' : 'future')) : undefined,
    cancelled: isEvent ? (req.cancelled ?? rng.weighted([[true, 15], [false, 30], [undefined, 55]] as const)) : undefined,
    foreignCurrency: req.foreignCurrency ?? rng.chance(0.04),
  };
}

export type Price = ExportListing['content']['price'];
type Contact = ExportListing['content']['contact'];
type Location = ExportListing['content']['location'];
type Directory = NonNullable<ExportListing['directory']>;

export interface EventTimes { startMs: number; endMs: number | undefined }

/** What a kind's composer decides: the words, the filing, and the kind's attributes. */
interface Composed {
  title: Phrase;
  lines: Phrase[];
  categorySlug: string;
  attributes: Record<string, unknown>;
  /** Businesses and organizations publish under their own name. */
  ownName?: Phrase;
  /** Used for the website and directory links. */
  handle?: string;
}

export const line = (c: TextContext, l: Line): Phrase => (typeof l === 'function' ? l(c) : l);
const lines = (c: TextContext, pool: readonly Line[], min: number, max: number): Phrase[] =>
  c.rng.sample(pool, c.rng.int(min, max)).map((l) => line(c, l));

function composeHousing(c: TextContext): Composed {
  const { rng, area } = c;
  const subject = rng.pick(HOUSING);
  const feature = rng.pick(HOUSING_FEATURES);
  const month = rng.int(0, 11);
  const title = rng.pick([
    p(`${cap(subject.en)} ${feature.en} — ${area.en}`, `Здається ${subject.uk} ${feature.uk} — ${area.uk}`),
    p(`For rent: ${subject.en} ${feature.en} in ${area.en}`, `Оренда: ${subject.uk} ${feature.uk}, ${area.uk}`),
    p(`${cap(subject.en)} available from ${at(MONTHS_EN, month)} 1`, `${cap(subject.uk)} в оренду з 1 ${at(MONTHS_UK, month)}`),
  ]);
  return {
    title,
    lines: [p(`${cap(subject.en)} in ${area.en}, ${c.city.name}.`, `${cap(subject.uk)} у районі ${area.uk}, ${c.city.ukName}.`),
      ...lines(c, HOUSING_LINES, 2, 4)],
    categorySlug: 'housing',
    attributes: {
      bedrooms: subject.bedrooms, bathrooms: rng.int(1, Math.max(1, subject.bedrooms - 1)),
      furnished: rng.chance(0.4), petsAllowed: rng.chance(0.5), areaSqFt: rng.int(14, 96) * 25,
    },
  };
}

function composeVehicle(c: TextContext): Composed {
  const { rng } = c;
  const [make, model, body] = rng.pick(VEHICLE_MODELS);
  const year = rng.int(2008, 2025);
  const miles = c.city.countryCode === 'US';
  const mileage = miles ? rng.int(30, 320) * 500 : rng.int(20, 260) * 1000;
  const unit = miles ? p('mi', 'миль') : p('km', 'км');
  const transmission = rng.chance(0.85) ? 'automatic' : 'manual';
  const bodyType = BODY_TYPES[body] ?? p(body, body);
  const gearbox = TRANSMISSIONS[transmission] ?? p(transmission, transmission);
  const title = rng.pick([
    p(`${year} ${make} ${model}, ${groupDigits(mileage, ',')} ${unit.en}`,
      `${make} ${model} ${year} року, пробіг ${groupDigits(mileage, ' ')} ${unit.uk}`),
    p(`Selling my ${make} ${model} (${year})`, `Продаю ${make} ${model} (${year})`),
    p(`${make} ${model} ${year} — ${bodyType.en}, ${gearbox.en}`, `${make} ${model} ${year} — ${bodyType.uk}, ${gearbox.uk}`),
  ]);
  return {
    title,
    lines: lines(c, VEHICLE_LINES, 2, 5),
    categorySlug: 'vehicles',
    attributes: {
      make, model, year, mileage, mileageUnit: unit.en, transmission,
      fuel: make === 'Tesla' ? 'electric' : rng.weighted([['gasoline', 85], ['hybrid', 10], ['diesel', 5]] as const),
    },
  };
}

function composeJob(c: TextContext): Composed {
  const { rng, area, city } = c;
  const job = rng.pick(JOBS);
  const [employmentType, employment] = rng.pick(EMPLOYMENT_TYPES);
  const title = rng.pick([
    p(`${cap(job.en)} — ${employment.en}`, `${cap(job.uk)} — ${employment.uk}`),
    p(`Hiring: ${job.en} in ${city.name}`, `Шукаємо ${job.ukAcc} ${city.ukIn}`),
    p(`Job opening: ${job.en} (${area.en})`, `Вакансія: ${job.uk} (${area.uk})`),
  ]);
  return {
    title,
    lines: [p(`We are hiring ${withArticle(job.en)} (${employment.en}).`, `Шукаємо ${job.ukAcc}, ${employment.uk}.`),
      ...lines(c, JOB_LINES, 2, 4)],
    categorySlug: 'jobs',
    attributes: { employmentType, remote: job.remote === true && rng.chance(0.6), experienceYears: rng.int(0, 5) },
  };
}

function composeEvent(c: TextContext): Composed {
  const { rng, city, event, spec } = c;
  if (!event) throw new Error('event without times');
  const subject = rng.pick(EVENTS);
  const venue = rng.pick(VENUES);
  const start = wallClock(city, event.startMs);
  const dayEn = `${at(MONTHS_EN, start.month)} ${start.day}`;
  const dayUk = `${start.day} ${at(MONTHS_UK, start.month)}`;
  let title = rng.pick([
    p(`${subject.en} in ${city.name}`, `${subject.uk} ${city.ukIn}`),
    p(`${subject.en} — ${dayEn}`, `${subject.uk} — ${dayUk}`),
  ]);
  if (spec.cancelled && rng.chance(0.5)) title = p(`CANCELLED: ${title.en}`, `СКАСОВАНО: ${title.uk}`);
  const when = p(
    `When: ${at(WEEKDAYS_EN, start.weekday)}, ${dayEn}, ${start.year}, at ${time12(start)}. Where: ${venue.en}, ${city.name}.`,
    `Коли: ${at(WEEKDAYS_UK, start.weekday)}, ${dayUk} ${start.year} року, о ${pad2(start.hour)}:${pad2(start.minute)}. Де: ${cap(venue.uk)}, ${city.ukName}.`,
  );
  const body = [when];
  if (event.endMs !== undefined && event.endMs - event.startMs > DAY / 2) {
    const end = wallClock(city, event.endMs);
    body.push(p(`It runs until ${at(MONTHS_EN, end.month)} ${end.day}.`, `Триватиме до ${end.day} ${at(MONTHS_UK, end.month)}.`));
  }
  if (spec.cancelled) body.push(CANCELLED_LINE);
  else body.push(...lines(c, EVENT_LINES, 1, 3));
  const attributes: Record<string, unknown> = { startsAt: isoIn(city, event.startMs, rng.chance(0.2)) };
  if (event.endMs !== undefined) attributes.endsAt = isoIn(city, event.endMs, rng.chance(0.2));
  if (spec.cancelled !== undefined) attributes.cancelled = spec.cancelled;
  attributes.venue = venue.en;
  return { title, lines: body, categorySlug: subject.cat, attributes };
}

function composeService(c: TextContext): Composed {
  const { rng, area, city } = c;
  const service = rng.pick(SERVICES);
  const [years, yearsWord] = rng.pick(YEARS_OF_EXPERIENCE);
  const title = rng.pick([
    p(`${cap(service.en)} in ${city.name}`, `${cap(service.uk)} ${city.ukIn}`),
    p(`${cap(service.en)} — fast and affordable`, `${cap(service.uk)} — швидко та недорого`),
    p(`${cap(service.en)}: over ${yearsWord.en} years of experience`, `${cap(service.uk)}: досвід понад ${yearsWord.uk} років`),
    p(`Professional ${service.en} (${area.en})`, `Професійні послуги: ${service.uk} (${area.uk})`),
  ]);
  return {
    title,
    // A colon list keeps the nominative correct: "Пропоную заміна" would not be Ukrainian.
    lines: [p(`I offer ${service.en}; ${yearsWord.en} years of experience.`, `Пропоную послуги: ${service.uk}. Досвід — ${yearsWord.uk} років.`),
      ...lines(c, SERVICE_LINES, 2, 4)],
    categorySlug: service.cat,
    attributes: {
      yearsExperience: years,
      serviceArea: rng.pick(['client_location', 'studio', 'online', 'mixed']),
      languages: rng.pick([['uk', 'en'], ['uk'], ['uk', 'en', 'fr']]),
    },
    handle: slugify(service.en),
  };
}

function composeBusiness(c: TextContext): Composed {
  const { rng, area } = c;
  const type = rng.pick(BUSINESS_TYPES);
  const brand = rng.pick(BRANDS);
  const name = p(type.en.replace('{b}', brand.en), type.uk.replace('{b}', brand.uk));
  const tagline = rng.pick(type.taglines);
  const established = rng.int(1975, 2024);
  const title = rng.pick([
    p(`${name.en} — ${tagline.en}`, `${name.uk} — ${tagline.uk}`),
    p(`${name.en} in ${area.en}`, `${name.uk}, ${area.uk}`),
    p(`${name.en}: ${tagline.en}`, `${name.uk}: ${tagline.uk}`),
  ]);
  const family = p(`Family-owned since ${established}.`, `Сімейний бізнес із ${established} року.`);
  return {
    title,
    lines: [p(`${cap(tagline.en)}.`, `${cap(tagline.uk)}.`), ...(rng.chance(0.5) ? [family] : []),
      ...lines(c, BUSINESS_LINES[type.group], 1, 3), ...lines(c, BUSINESS_LINES.any, 0, 2)],
    categorySlug: type.cat,
    attributes: { openingHours: rng.pick(OPENING_HOURS), established, wheelchairAccessible: rng.chance(0.6) },
    ownName: name,
    handle: slugify(name.en),
  };
}

function composeOrganization(c: TextContext): Composed {
  const { rng, area, city } = c;
  const org = rng.pick(ORGANIZATIONS);
  const founded = rng.int(1910, 2023);
  const title = rng.pick([
    p(`${org.en} — ${city.name}`, `${org.uk} ${city.ukIn}`),
    p(`${org.en} (${area.en})`, `${org.uk} (${area.uk})`),
    p(`${org.en}: new members welcome`, `${org.uk}: запрошуємо нових учасників`),
  ]);
  return {
    title,
    lines: [p(`Serving the local Ukrainian community since ${founded}.`, `Служимо місцевій українській громаді з ${founded} року.`),
      ...lines(c, ORGANIZATION_LINES, 2, 4)],
    categorySlug: org.cat,
    attributes: { founded, membership: rng.pick(['open', 'by_application']), languages: rng.pick([['uk', 'en'], ['uk']]) },
    ownName: org,
    handle: slugify(org.en),
  };
}

function composeClassified(c: TextContext): Composed {
  const { rng, area } = c;
  const item = rng.pick(ITEMS);
  const [condition, conditionText] = rng.pick(CONDITIONS);
  const free = c.spec.priceMode === 'free';
  const title = free
    ? p(`Free: ${item.en}`, `Віддам безкоштовно: ${item.uk}`)
    : rng.pick([
      p(`${cap(item.en)}, ${conditionText.en}`, `${cap(item.uk)}, ${conditionText.uk}`),
      p(`Selling: ${item.en}`, `Продам: ${item.uk}`),
      p(`${cap(item.en)} — pickup in ${area.en}`, `${cap(item.uk)} — самовивіз, ${area.uk}`),
    ]);
  return {
    title,
    lines: [p(`${cap(item.en)}, ${conditionText.en}.`, `${cap(item.uk)}, ${conditionText.uk}.`),
      ...lines(c, free ? FREE_LINES : SALE_LINES, 1, 2), ...lines(c, CLASSIFIED_LINES, 1, 2)],
    categorySlug: free ? 'free-stuff' : 'for-sale',
    attributes: { condition, delivery: rng.chance(0.3) },
  };
}

function composeWanted(c: TextContext): Composed {
  const { rng, area, city } = c;
  const want = rng.pick(WANTED);
  const title = rng.pick([
    p(want.en, want.uk),
    p(`${want.en} (${area.en})`, `${want.uk} (${area.uk})`),
    p(`${want.en} in ${city.name}`, `${want.uk} ${city.ukIn}`),
  ]);
  return {
    title,
    lines: [p(`${want.en}.`, `${want.uk}.`), ...lines(c, WANTED_LINES, 1, 3)],
    categorySlug: want.cat,
    attributes: { urgent: rng.chance(0.3) },
  };
}

function composeNotice(c: TextContext): Composed {
  const { rng } = c;
  const notice = rng.pick(NOTICES);
  const text = line(c, notice.text);
  return {
    title: text,
    lines: [p(`${text.en}.`, `${text.uk}.`), ...lines(c, NOTICE_LINES, 1, 3)],
    categorySlug: notice.cat,
    attributes: { topic: notice.topic, urgent: notice.topic === 'lost_found' || rng.chance(0.1) },
  };
}

const COMPOSERS: Record<Kind, (c: TextContext) => Composed> = {
  housing: composeHousing, vehicle: composeVehicle, job: composeJob, event: composeEvent,
  service: composeService, business: composeBusiness, organization: composeOrganization,
  classified: composeClassified, wanted: composeWanted, notice: composeNotice,
};

/** Amounts in major units: [min, max, step] and the units a price may be quoted in. */
const PRICE_SCALE: Record<Kind, { min: number; max: number; step: number; units: readonly string[] }> = {
  classified: { min: 5, max: 900, step: 5, units: [] },
  service: { min: 30, max: 250, step: 5, units: ['hour', 'visit', 'session', 'page'] },
  business: { min: 10, max: 80, step: 5, units: ['person', 'order'] },
  organization: { min: 10, max: 100, step: 5, units: ['month', 'year'] },
  event: { min: 10, max: 80, step: 5, units: ['ticket', 'person'] },
  job: { min: 17, max: 48, step: 1, units: ['hour'] },
  housing: { min: 750, max: 3900, step: 25, units: ['month'] },
  vehicle: { min: 2500, max: 42000, step: 100, units: [] },
  wanted: { min: 100, max: 2500, step: 50, units: [] },
  notice: { min: 5, max: 50, step: 5, units: [] },
};

function buildPrice(rng: Rng, spec: Spec): Price {
  const { kind, priceMode: mode } = spec;
  const home = spec.city.defaultCurrency;
  const currency: Currency = spec.foreignCurrency ? (home === 'USD' ? 'CAD' : 'USD') : home;
  const price: Price = { mode, currency };
  if (mode === 'free' || mode === 'on_request' || mode === 'not_applicable') return price;

  // Jobs are quoted hourly or, one time in four, as a yearly salary.
  const yearly = kind === 'job' && rng.chance(0.25);
  const scale = yearly ? { min: 42, max: 125, step: 1, units: ['year'] } : PRICE_SCALE[kind];
  const factor = yearly ? 1000 : 1;
  const amount = (): number => rng.int(scale.min / scale.step, scale.max / scale.step) * scale.step * factor * 100;

  if (mode === 'range') {
    const min = amount();
    // Now and then a degenerate range (min = max), which the rules allow.
    const spread = rng.chance(0.05) ? 0 : rng.int(1, 8) * scale.step * factor * 100;
    price.minAmountMinor = min;
    price.maxAmountMinor = min + spread;
  } else {
    // Second-hand prices sometimes end in .99; everything else is whole units.
    price.amountMinor = kind === 'classified' && rng.chance(0.2) ? amount() - 1 : amount();
  }
  if (scale.units.length > 0 && (kind === 'job' || kind === 'housing' || rng.chance(0.6))) price.unit = rng.pick(scale.units);
  if (['classified', 'vehicle', 'housing', 'wanted'].includes(kind)) {
    const negotiable = rng.weighted([[true, 30], [false, 20], [undefined, 50]] as const);
    if (negotiable !== undefined) price.negotiable = negotiable;
  }
  return price;
}

function buildLocation(rng: Rng, spec: Spec): Location {
  const { city, kind } = spec;
  const streetChance = kind === 'business' || kind === 'organization' ? 0.8 : kind === 'event' ? 0.5 : 0.1;
  const location: Location = {
    cityKey: city.key, countryCode: city.countryCode, regionCode: city.regionCode,
    visibility: rng.chance(streetChance) ? 'street' : 'city',
  };
  const jitter = (spread: number, digits: number): number => Number(((rng.next() - 0.5) * spread).toFixed(digits));
  if (location.visibility === 'street') {
    location.address = { streetAddress: `${rng.int(2, 9800)} ${rng.pick(city.streets)}`, postalCode: rng.pick(city.postalCodes) };
    location.coordinates = {
      latitude: Number((city.lat + jitter(0.12, 5)).toFixed(5)),
      longitude: Number((city.lon + jitter(0.16, 5)).toFixed(5)),
    };
  } else {
    if (rng.chance(0.2)) location.address = { postalCode: rng.pick(city.postalCodes) };
    if (rng.chance(0.5)) {
      location.coordinates = {
        latitude: Number((city.lat + jitter(0.2, 3)).toFixed(3)),
        longitude: Number((city.lon + jitter(0.25, 3)).toFixed(3)),
      };
    }
  }
  return location;
}

export function phoneNumber(rng: Rng, city: CityData): string {
  const area = rng.pick(city.areaCodes);
  const tail = `01${pad2(rng.int(0, 99))}`; // 555-0100…0199 are reserved for fiction
  return rng.pick([`+1 ${area} 555 ${tail}`, `(${area}) 555-${tail}`, `${area}-555-${tail}`, `+1${area}555${tail}`]);
}

interface Person { latin: string; cyrillic: string }

function personName(rng: Rng): Person {
  if (rng.chance(0.12)) {
    const name = rng.pick(OTHER_NAMES);
    return { latin: name, cyrillic: name };
  }
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  return rng.chance(0.5)
    ? { latin: `${first.en} ${last.en}`, cyrillic: `${first.uk} ${last.uk}` }
    : { latin: `${first.en} ${last.en.charAt(0)}.`, cyrillic: `${first.uk} ${last.uk.charAt(0)}.` };
}

function buildContact(rng: Rng, spec: Spec, person: Person, composed: Composed): Contact {
  const contact: Contact = {};
  const handle = composed.handle ?? slugify(person.latin).replaceAll('-', '.');
  if (rng.chance(0.6)) {
    contact.email = `${handle.replaceAll('-', '.')}${rng.chance(0.5) ? rng.int(1, 99) : ''}@${rng.pick(['example.com', 'example.org', 'example.net', 'mail.example.com'])}`;
  }
  if (rng.chance(0.65)) contact.phone = phoneNumber(rng, spec.city);
  const organised = composed.handle !== undefined;
  if (organised && rng.chance(0.6)) contact.website = `https://${composed.handle}.example.com`;
  if (rng.chance(0.5)) contact.preferredLanguage = rng.chance(0.6) ? 'uk' : 'en';
  if (rng.chance(organised || spec.kind === 'event' ? 0.4 : 0.08)) {
    contact.socialLinks = rng.sample(['facebook', 'instagram', 'telegram', 'youtube'], rng.int(1, 2))
      .map((platform) => ({ platform, url: `https://${platform}.example.com/${handle}` }));
  }
  return contact;
}

/** Only directory-like kinds are ever matched against an outside directory. */
const DIRECTORY_CHANCE: Partial<Record<Kind, number>> = { business: 0.35, organization: 0.35, service: 0.12 };

function buildDirectory(rng: Rng, spec: Spec, area: Phrase, composed: Composed, contact: Contact): Directory | null {
  if (!rng.chance(DIRECTORY_CHANCE[spec.kind] ?? 0)) return null;
  const slug = composed.handle ?? 'listing';
  const sources: Directory['sources'] = [
    { title: 'Ukrainian community business directory', url: `https://directory.example.org/${spec.city.slug}/${slug}` },
  ];
  if (contact.website) sources.push({ title: 'Official website', url: contact.website });
  if (rng.chance(0.3)) sources.push({ title: 'City business licence registry', url: `https://data.${spec.city.slug}.example.gov/licences/${rng.int(10000, 99999)}` });
  return {
    status: rng.weighted([['unclaimed', 40], ['claimed', 35], ['existing', 25]] as const),
    locality: area.en,
    nearby: rng.chance(0.25),
    checkedAt: isoUtc(rng.instant(Date.parse('2026-01-05T00:00:00Z'), REF_MS - DAY)),
    sources,
  };
}

/** Start (and maybe end) of an event, on the hour or half hour local time, within 2026-03 … 2027-12. */
function eventTimes(rng: Rng, spec: Spec): EventTimes {
  const [from, to] = spec.eventWhen === 'past'
    ? [Date.parse('2026-03-01T00:00:00Z'), REF_MS - 7 * DAY]
    : [REF_MS + 3 * DAY, Date.parse('2027-12-20T00:00:00Z')];
  const day = new Date(rng.instant(from, to));
  const hour = rng.pick([10, 11, 12, 14, 16, 17, 18, 19]);
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, rng.pick([0, 30]));
  // The offset at roughly that moment is right except within an hour of a DST switch, which is fine here.
  const startMs = wall - offsetMinutes(spec.city, wall - spec.city.stdOffsetHours * HOUR) * MINUTE;
  const endMs = rng.weighted([
    [startMs + rng.int(2, 5) * HOUR, 60],
    [startMs + rng.int(1, 2) * DAY + rng.int(1, 4) * HOUR, 10],
    [undefined, 30],
  ] as const);
  return { startMs, endMs };
}

export interface Dates { createdMs: number; updatedMs: number; createdAt: string; updatedAt: string; updatedUtc: boolean; expiresAt: string | null }

/** Era decides the span: legacy imports are older. Public records are edited at least 3 h after creation (duplicates rely on it). */
function buildDates(rng: Rng, spec: Spec, era: Era, event: EventTimes | undefined): Dates {
  let [from, to] = era === 'legacy'
    ? [Date.parse('2024-02-01T00:00:00Z'), Date.parse('2025-08-31T00:00:00Z')]
    : [Date.parse('2025-09-01T00:00:00Z'), REF_MS - 2 * DAY];
  if (spec.expired) to = Math.min(to, Date.parse('2026-08-31T00:00:00Z'));
  if (event) to = Math.min(to, event.startMs - 3 * DAY);
  from = Math.min(from, to - 30 * DAY);
  const createdMs = rng.instant(from, to);
  const updatedMs = rng.instant(createdMs + 3 * HOUR, Math.min(createdMs + 60 * DAY, REF_MS - HOUR));
  const createdUtc = rng.chance(0.6);
  const updatedUtc = rng.chance(0.5);

  let expiresAt: string | null = null;
  if (spec.expired) {
    expiresAt = isoIn(spec.city, rng.instant(Math.max(createdMs + 7 * DAY, Date.parse('2026-05-01T00:00:00Z')), REF_MS - DAY), rng.chance(0.7));
  } else if (rng.chance(0.45)) {
    // From noon UTC on 1 January, so even a local-offset rendering reads as 2027.
    expiresAt = isoIn(spec.city, rng.instant(Date.parse('2027-01-01T12:00:00Z'), Date.parse('2028-12-31T12:00:00Z')), rng.chance(0.7));
  }
  return {
    createdMs, updatedMs, updatedUtc, expiresAt,
    createdAt: isoIn(spec.city, createdMs, createdUtc),
    updatedAt: isoIn(spec.city, updatedMs, updatedUtc),
  };
}

type Languages = 'both' | 'uk' | 'en';

function buildTranslations(rng: Rng, composed: Composed, languages: Languages): ExportListing['content']['translations'] {
  const style = rng.weighted([['’', 70], ["'", 20], ['ʼ', 10]] as const);
  const uk = { title: withApostrophe(composed.title.uk, style), description: withApostrophe(composed.lines.map((l) => l.uk).join(' '), style) };
  const en = { title: composed.title.en, description: composed.lines.map((l) => l.en).join(' ') };
  if (languages === 'uk') return { uk };
  if (languages === 'en') return { en };
  return { uk, en };
}

function buildMedia(rng: Rng, id: string, altBase: string): ExportListing['media'] {
  const count = rng.weighted([[0, 35], [1, 30], [2, 20], [3, 15]] as const);
  return Array.from({ length: count }, (_, i) => {
    const mediaId = rng.uuid();
    return { id: mediaId, url: `${MEDIA_HOST}/ads/${id}/${mediaId}.jpg`, alt: `${altBase} (${i + 1})` };
  });
}

function buildRating(rng: Rng, kind: Kind): ExportListing['rating'] {
  if (!['business', 'organization', 'service'].includes(kind) || rng.chance(0.3)) return { average: null, count: 0 };
  return { average: rng.int(30, 50) / 10, count: rng.int(1, 240) };
}

export type Era = 'legacy' | 'current';

/** One valid listing as the export holds it, before status and private data. */
export interface Fresh { listing: ExportListing; dates: Dates; person: Person }

export function buildListing(rng: Rng, spec: Spec, era: Era): Fresh {
  const id = rng.uuid();
  const area = rng.pick(spec.city.areas);
  const event = spec.kind === 'event' ? eventTimes(rng, spec) : undefined;
  const dates = buildDates(rng, spec, era, event);
  const composed = COMPOSERS[spec.kind]({ rng, city: spec.city, area, spec, event });
  const languages = rng.weighted([['both', 55], ['uk', 25], ['en', 20]] as const);
  const primaryLanguage = languages === 'both' ? (rng.chance(0.6) ? 'uk' : 'en') : languages;
  const translations = buildTranslations(rng, composed, languages);
  const person = personName(rng);
  const contact = buildContact(rng, spec, person, composed);
  const primaryTitle = translations[primaryLanguage]?.title ?? composed.title.en;
  const photo = primaryLanguage === 'uk' ? 'Фото' : 'Photo';

  const displayName = rng.chance(0.08)
    ? null
    : composed.ownName
      ? composed.ownName[primaryLanguage]
      : primaryLanguage === 'uk' ? person.cyrillic : person.latin;

  const listing: ExportListing = {
    id,
    urls: { uk: `${SITE}/uk/ads/${id}`, en: `${SITE}/en/ads/${id}` },
    content: {
      schemaVersion: era === 'legacy' || rng.chance(0.15) ? '1.0.0' : '1.1.0',
      kind: spec.kind,
      categorySlug: composed.categorySlug,
      primaryLanguage,
      translations,
      location: buildLocation(rng, spec),
      price: buildPrice(rng, spec),
      contact,
      images: Array.from({ length: rng.weighted([[0, 40], [1, 30], [2, 20], [3, 10]] as const) },
        (_, i) => ({ assetId: rng.uuid(), alt: `${photo} ${i + 1}: ${primaryTitle}` })),
      attributes: composed.attributes,
    },
    createdAt: dates.createdAt,
    updatedAt: dates.updatedAt,
    expiresAt: dates.expiresAt,
    publisher: { displayName },
    rating: buildRating(rng, spec.kind),
    media: buildMedia(rng, id, primaryTitle),
    directory: buildDirectory(rng, spec, area, composed, contact),
    status: 'approved',
    published: true,
  };
  return { listing, dates, person };
}
