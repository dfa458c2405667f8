/**
 * What a reader asks, on the project's own sample content (the export `npm start`
 * serves), through `GET /api/v1/ads` and the MCP `search_listings` tool alike:
 * a question the listings cannot answer returns nothing unrelated, a form no listing
 * uses finds the listings of its word, the spellings of a number of bedrooms find one
 * another and never another number, a loanword typed in Cyrillic finds its English spelling, a price written four ways finds its listing,
 * a price said in the words is asked of the prices, a word the dictionary reads
 * through another word is found in any form, an acronym typed in Cyrillic
 * letters is the acronym, a complete short word is not read as a beginning, a word for a kind of listing finds
 * its listings (a thing for sale the things offered), a request sees offers first and an offer requests, and a word a
 * dictionary knows is never read as a slip of the keyboard layout nor as a loanword
 * typed by ear.
 * Each expectation is judged on the listings' own text, never on their ids.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, ROOT } from '../support/build.ts';
import { get } from '../support/client.ts';
import { serveInProcess } from '../support/in-process.ts';
import { tempDir } from '../support/temp.ts';
import { connect, type Session } from '../mcp/support.ts';

interface Item {
  id: string;
  content: {
    kind: string;
    translations: Partial<Record<'uk' | 'en', { title: string; description: string }>>;
    price: { mode: string; currency: string; amountMinor?: number };
  };
}

const textOf = (item: Item) => Object.values(item.content.translations).map((t) => `${t!.title} ${t!.description}`).join(' ').toLowerCase();
const titlesOf = (item: Item) => Object.values(item.content.translations).map((t) => t!.title.toLowerCase());

let base: string;
let session: Session;
beforeAll(async () => {
  const dist = path.join(tempDir(), 'dist');
  const report = await build(path.join(ROOT, 'content'), dist);
  expect(report.ok).toBe(true);
  base = await serveInProcess(dist);
  session = await connect('v2 client (2025-11-25)', `${base}/mcp`);
});
afterAll(async () => {
  await session?.close();
});

/** The first page of a search through both front doors, which must agree. */
async function search(q: string, pageSize = 48): Promise<Item[]> {
  const response = await get(`${base}/api/v1/ads?${new URLSearchParams({ q, pageSize: String(pageSize) })}`);
  expect(response.status).toBe(200);
  const result = await session.callTool('search_listings', { q, pageSize });
  expect(result.isError).toBeFalsy();
  const viaMcp = (result.structuredContent as { items: Item[] }).items;
  expect(viaMcp.map((item) => item.id)).toEqual(response.body.items.map((item: Item) => item.id));
  return response.body.items as Item[];
}

/** `asked` finds the listings `thing` finds, and those are some: in the same order, or in any (when an intent may order them). */
async function expectSameListings(asked: string, thing: string, order: 'in order' | 'in any order'): Promise<void> {
  const ids = async (q: string) => {
    const found = (await search(q)).map((item) => item.id);
    return order === 'in order' ? found : found.toSorted();
  };
  const found = await ids(thing);
  expect(found.length).toBeGreaterThan(0);
  expect(await ids(asked)).toEqual(found);
}

describe('a question the listings cannot answer returns nothing unrelated', () => {
  it.each([
    ['need a plumber', /plumb|сантехн/],
    ['fix my sink', /sink|раковин|мийк|plumb|сантехн/],
    ['хто може полагодити дах', /дах|покрівл|roof/],
  ])('%s', async (q, topic) => {
    const unrelated = (await search(q)).filter((item) => !topic.test(textOf(item)));
    expect(unrelated.map(titlesOf)).toEqual([]);
  });
});

describe('a form no listing uses finds the listings of its word', () => {
  it('вчителька finds a listing that looks for a вчителя', async () => {
    const items = await search('вчителька');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(textOf(item)).toMatch(/вчител/);
  });
});

describe('the spellings of a number of bedrooms find one another, and never another number', () => {
  const spellings = ['2br', '2 bedroom', '2-bedroom', 'two-bedroom', 'двокімнатна'];
  it.each(spellings)('%s', async (q) => {
    const items = await search(q);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(textOf(item)).toMatch(/two-bedroom|two bedroom|2-bedroom|2 bedroom|2br|двокімнатн|2-кімн|двох кімнат|двухкомнатн/);
      expect(textOf(item)).not.toMatch(/one-bedroom|однокімнатн|three-bedroom|трикімнатн/);
    }
  });
  it('every spelling finds the same listings', async () => {
    const sets = await Promise.all(spellings.map(async (q) => (await search(q)).map((item) => item.id).sort()));
    for (const set of sets) expect(set).toEqual(sets[0]);
  });
});

describe('a price written four ways finds its listing', () => {
  it('$N, N$, N USD and "N доларів" each find a listing priced N US dollars', async () => {
    // A listing of the sample with a whole-dollar fixed price in USD, whatever the generator made.
    const priced = (await get(`${base}/api/v1/ads?currency=USD&min=1000&max=5000&sort=price_low&pageSize=48`)).body.items as Item[];
    const listing = priced.find((item) => item.content.price.mode === 'fixed' && item.content.price.amountMinor! % 100 === 0)!;
    expect(listing).toBeDefined();
    const dollars = listing.content.price.amountMinor! / 100;
    const grouped = dollars.toLocaleString('en-US');
    for (const q of [`$${grouped}`, `${dollars}$`, `${dollars} USD`, `${dollars} доларів`]) {
      expect((await search(q)).map((item) => item.id), q).toContain(listing.id);
    }
  });
});

describe('a price asked per month finds a listing that never says "month"', () => {
  it('"N в месяц", "$N a month", "N per month" and "N$/міс" each find it', async () => {
    const priced = (await get(`${base}/api/v1/ads?currency=USD&min=500&max=5000&sort=price_low&pageSize=48`)).body.items as Item[];
    const sayMonth = /month|місяц|месяц|міс\b|мес\b|\/mo\b/i;
    const listing = priced.find((item) => item.content.price.mode === 'fixed' && item.content.price.amountMinor! % 100 === 0 && !sayMonth.test(textOf(item)))!;
    expect(listing).toBeDefined();
    const dollars = listing.content.price.amountMinor! / 100;
    for (const q of [`${dollars} в месяц`, `$${dollars.toLocaleString('en-US')} a month`, `${dollars} per month`, `${dollars}$/міс`]) {
      expect((await search(q)).map((item) => item.id), q).toContain(listing.id);
    }
  });
});

describe('a price said in the words is asked of the prices', () => {
  const lowest = (item: Item) => (item.content.price as { amountMinor?: number; minAmountMinor?: number }).amountMinor
    ?? (item.content.price as { minAmountMinor?: number }).minAmountMinor;

  it.each(['до $1500', 'до 1500 доларів', 'under 1500', 'не дорожче 1500$'])('"квартира %s" finds the apartments the words find, those of 1,500 dollars or less', async (bound) => {
    const apartments = await search('квартира');
    const affordable = apartments.filter((item) => lowest(item) !== undefined && lowest(item)! <= 150_000);
    expect(affordable.length).toBeGreaterThan(0);
    expect(affordable.length).toBeLessThan(apartments.length);
    expect((await search(`квартира ${bound}`)).map((item) => item.id)).toEqual(affordable.map((item) => item.id));
  });

  it('gives way to the request\'s own max and currency', async () => {
    const own = (await get(`${base}/api/v1/ads?${new URLSearchParams({ q: 'квартира до 1500 доларів', currency: 'CAD', max: '3000', pageSize: '48' })}`)).body.items as Item[];
    const asked = (await get(`${base}/api/v1/ads?${new URLSearchParams({ q: 'квартира', currency: 'CAD', max: '3000', pageSize: '48' })}`)).body.items as Item[];
    expect(own.map((item) => item.id)).toEqual(asked.map((item) => item.id));
  });
});

describe('a loanword typed in Cyrillic finds its English spelling', () => {
  it('айфон finds the iPhone', async () => {
    const items = await search('айфон');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(textOf(item)).toMatch(/iphone|айфон/);
  });
});

describe('a word the dictionary reads through another word is found in any form', () => {
  it('пирожных, a form of the adjective the dictionary reads "пирожное" as, finds the pastries', async () => {
    const items = await search('пирожных');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(textOf(item)).toMatch(/pastr|пирож|тістеч|випічк|выпечк/);
  });
});

describe('an English word written by ear in Latin letters is that word', () => {
  it('elektrishen finds what electrician finds; kimnatu is still a room, not a community', async () => {
    await expectSameListings('elektrishen', 'electrician', 'in order');
    for (const item of await search('kimnatu')) expect(textOf(item)).not.toMatch(/communit/);
  });
});

describe('an acronym typed on the Cyrillic layout is the acronym', () => {
  it('ЕСЛ and есл find what ESL finds, ХВАК what HVAC finds', async () => {
    await expectSameListings('ЕСЛ', 'ESL', 'in order');
    await expectSameListings('есл', 'ESL', 'in order');
    await expectSameListings('ХВАК', 'HVAC', 'in order');
  });

  it('never stands for an English function word: ТО is no "to"', async () => {
    expect((await search('to')).length).toBeGreaterThan(0);
    expect(await search('ТО')).toEqual([]);
  });
});

describe('a complete short word is a word, not a beginning', () => {
  it('car does not put a caregiver first', async () => {
    const [first] = await search('car');
    expect(first).toBeDefined();
    expect(titlesOf(first!).join(' ')).not.toMatch(/caregiver|carpet|career/);
  });
});

describe('a request sees the offers first', () => {
  it.each(['шукаю бухгалтера', 'потрібен бухгалтер'])('%s: no request before an offer', async (q) => {
    const kinds = (await search(q)).map((item) => item.content.kind);
    expect(kinds.length).toBeGreaterThan(0);
    const firstRequest = kinds.indexOf('wanted');
    if (firstRequest !== -1) expect(kinds.slice(firstRequest).every((kind) => kind === 'wanted')).toBe(true);
  });
});

describe('the first person that rents or takes asks, as "куплю" does', () => {
  it.each(['сниму квартиру', 'зніму квартиру', 'орендую квартиру'])('%s finds the apartments for rent, offers first', async (q) => {
    const items = await search(q);
    expect(items[0]?.content.kind).toBe('housing');
    for (const item of items) expect(textOf(item)).toMatch(/квартир|apartment|suite|studio|condo/);
  });

  it('"отдам даром" finds the things given away', async () => {
    const items = await search('отдам даром');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(textOf(item)).toMatch(/безкоштовно|free/);
  });
});

describe('a word that asks is never the thing asked for', () => {
  it.each(['buy a car', 'купить машину'])('%s finds cars, not every listing that says "buy"', async (q) => {
    const items = await search(q);
    expect(items.some((item) => item.content.kind === 'vehicle')).toBe(true);
    for (const item of items) expect(textOf(item)).not.toMatch(/laptop|ноутбук/);
  });
});

describe('what a thing costs is asked of the thing', () => {
  it.each([
    ['скільки коштують уроки фортепіано', 'уроки фортепіано'],
    ['сколько стоят уроки фортепиано', 'уроки фортепиано'],
    ['piano lessons price', 'piano lessons'],
  ])('%s finds what %s finds', async (asked, thing) => {
    await expectSameListings(asked, thing, 'in order');
  });
});

describe('how good, how soon or how cheap never decides a match', () => {
  it.each([
    ['досвідчена няня', 'няня'],
    ['няня сейчас', 'няня'],
    ['дешевая няня', 'няня'],
    ['experienced nanny', 'nanny'],
    ['няня з досвідом', 'няня'],
    // How a thing is kept, which no listing need say, said of it past a preference.
    ['ноутбук в хорошем состоянии', 'ноутбук'],
  ])('%s finds what %s finds', async (asked, thing) => {
    await expectSameListings(asked, thing, 'in any order');
  });
});

describe('asking for a recommendation or a contact is asking for the thing', () => {
  it.each([
    ['babysitter recommendations', 'babysitter'],
    ['контакти вчителя фортепіано', 'вчителя фортепіано'],
  ])('%s finds what %s finds', async (asked, thing) => {
    await expectSameListings(asked, thing, 'in any order');
  });
});

describe('one who offers sees the requests first, the phrase relaxed if it must be', () => {
  const offer = 'здаю однокімнатну квартиру з паркуванням';

  it('a landlord sees the tenants who ask before the other landlords, though no request mentions parking', async () => {
    const items = await search(offer);
    expect(items[0]?.content.kind).toBe('wanted');
    expect(items.some((item) => item.content.kind !== 'wanted')).toBe(true);
    // The same words that neither offer nor ask are read whole: it is the offer that reads them for the other side.
    const kinds = (await search('однокімнатна квартира з паркуванням')).map((item) => item.content.kind);
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds).not.toContain('wanted');
  });

  it('reads every page of the query the same way', async () => {
    const whole = (await search(offer)).map((item) => item.id);
    const paged: string[] = [];
    for (let page = 1; paged.length < whole.length; page++) {
      const response = await get(`${base}/api/v1/ads?${new URLSearchParams({ q: offer, pageSize: '2', page: String(page) })}`);
      expect(response.status).toBe(200);
      expect(response.body.total).toBe(whole.length);
      paged.push(...response.body.items.map((item: Item) => item.id));
    }
    expect(paged).toEqual(whole);
  });

  it('one who sells a make sees those who ask for its kind of thing, then that make, never other makes offered', async () => {
    const items = await search('продаю тойоту');
    expect(items[0]?.content.kind).toBe('wanted');
    expect(textOf(items[0]!)).not.toMatch(/toyota|тойот/);
    const firstOffer = items.findIndex((item) => item.content.kind !== 'wanted');
    expect(textOf(items[firstOffer]!)).toMatch(/toyota/);
    // Another make for sale is another seller, not a buyer.
    for (const item of items) if (item.content.kind !== 'wanted') expect(textOf(item)).toMatch(/toyota|тойот/);
    // Named alone, the make finds its own listings only.
    for (const item of await search('тойоту')) expect(textOf(item)).toMatch(/toyota|тойот/);
  });

  it('never lets a preposition decide a match', async () => {
    const ids = async (q: string) => (await search(q)).map((item) => item.id).toSorted();
    // "біля" and "поруч" are prepositions as "до" is, though the function word lists lack them.
    const near = await ids('квартира біля метро');
    expect(near.length).toBeGreaterThan(0);
    expect(near).toEqual(await ids('квартира до метро'));
    expect(await ids('квартира поруч метро')).toEqual(near);
  });
});

describe('a word a dictionary knows is that word, not a slip of the keyboard layout', () => {
  it('суд, which no listing says, finds nothing, not the words its keys spell on the other layout begin', async () => {
    expect((await search('cel')).length).toBeGreaterThan(0);
    expect(await search('суд')).toEqual([]);
  });
});

describe('a word a dictionary knows is that word, not a loanword typed by ear', () => {
  it('спорт, which no listing says, finds nothing, not the English words of its skeleton, as пламер finds a plumber', async () => {
    expect((await search('пламер')).length).toBeGreaterThan(0);
    expect(await search('спорт')).toEqual([]);
  });
});

describe('a word that names a kind of listing finds the listings of that kind', () => {
  it.each([
    ['вакансії', 'job', /ваканс|vacanc|job opening/],
    ['events', 'event', /event|поді/],
    ['житло', 'housing', /житл|housing/],
  ])('%s', async (q, kind, said) => {
    const items = await search(q);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.content.kind === kind || said.test(textOf(item))).toBe(true);
    // Not only those that say the word: the kind is what they are.
    expect(items.some((item) => item.content.kind === kind && !said.test(textOf(item)))).toBe(true);
  });
});

describe('a thing for sale is a thing offered as a classified or a vehicle, whether or not it says so', () => {
  const saysSale = /sale|sell|прода/;
  it.each([['car for sale', 'car'], ['авто на продаж', 'авто']])('%s', async (q, thing) => {
    const items = await search(q);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(['vehicle', 'classified'].includes(item.content.kind) || saysSale.test(textOf(item)), textOf(item)).toBe(true);
    expect(items.some((item) => !saysSale.test(textOf(item)))).toBe(true);
    // The thing alone finds what serves it too: the garage that repairs cars is no car for sale.
    const services = (await search(thing)).filter((item) => item.content.kind === 'service' || item.content.kind === 'business');
    expect(services.length).toBeGreaterThan(0);
    const sold = new Set(items.map((item) => item.id));
    for (const service of services) expect(sold.has(service.id) && !saysSale.test(textOf(service)), textOf(service)).toBe(false);
  });
});

describe('one who looks for work sees the jobs to fill first, then other requests', () => {
  it.each(['шукаю роботу няні', 'ищу работу няней', 'looking for work as a nanny'])('%s', async (q) => {
    const kinds = (await search(q)).map((item) => item.content.kind);
    expect(kinds[0]).toBe('job');
    expect(kinds).toContain('wanted');
    // The sample's nannies who offer their work come last, if at all.
    const side = (kind: string) => (kind === 'job' ? 0 : kind === 'wanted' ? 1 : 2);
    expect(kinds.map(side)).toEqual(kinds.map(side).toSorted((a, b) => a - b));
  });
});
