/**
 * The examples of the bilingual search rules, through the service: over
 * `GET /api/v1/ads` and the MCP `search_listings` tool, on a snapshot of the
 * evaluation's listings (and a few of its own) built by the real build.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../support/build.ts';
import { get } from '../support/client.ts';
import { uuid, writeExport } from '../support/fixture.ts';
import { serveInProcess } from '../support/in-process.ts';
import { tempDir } from '../support/temp.ts';
import { connect, type Session } from '../mcp/support.ts';
import { evalRecords, recordsOf, type EvalListing } from '../search-eval/fixture.ts';

/** [rule, query, listings (by the evaluation's numbers) it must find] */
const EXAMPLES: [string, string, number[]][] = [
  ['a phrase is read past the function word between its words, in a query', 'where can i get a power of attorney', [911]],
  ['… and in a listing', 'комод', [912]],
  ['a short word typed last may be a beginning, let go while it reaches nothing', 'toyota cam', [60]],
  ['apostrophes are one character', 'сімʼя', [12, 13]],
  ['apostrophes are one character', "сім'я", [12, 13]],
  ['a word without its apostrophe', 'сімя', [12, 13]],
  ['a soft hyphen is no word break', 'квартир', [37]],
  ['a zero-width space is no word break', 'торти', [26]],
  ['a hyphenated word whole', "Кам'янець-Подільський", [81]],
  ['a hyphenated word by a part', 'подільський', [81]],
  ['a hyphenated word glued', 'камянецьподільський', [81]],
  ['co-op is coop', 'co-op', [18, 27]],
  ['coop is co-op', 'coop', [18, 27]],
  ['г for ґ', 'грунт', [62]],
  ['і for ї', 'іжа', [24]],
  ['е for є', 'евроремонт', [17]],
  ['и for і', 'библиотека', [8]],
  ['official romanization', 'chernihiv', [83]],
  ['official romanization', 'zhytomyr', [85]],
  ['h for kh', 'harkiv', [84]],
  ['i for y', 'zhitomir', [85]],
  ['sch for shch, ya for ia', 'schastya', [88]],
  ['g for h, ts', 'golubtsi', [21]],
  ['an old place name', 'chernigov', [83]],
  ['an English word in Cyrillic letters', 'плумбер', [33]],
  ['a Ukrainian word form', 'вчителька', [2]],
  ['a man\'s word for an occupation finds the woman\'s', 'вчитель', [1]],
  ['a woman\'s word for an occupation finds the man\'s', 'лікарка', [170]],
  ['an English plural', 'apartments', [10]],
  ['-ing and -er', 'cleaning', [31]],
  ['-er and -ing', 'plumber', [54]],
  ['a transposition is one edit', 'tecaher', [2, 3]],
  ['two edits in a long word', 'aparmtnet', [10]],
  ['the Ukrainian layout on a Latin keyboard', 'rdfhnbhf', [10]],
  ['English on the Ukrainian layout', 'еуфсрук', [3]],
  // Phrases: function, intent and preference words, and words no listing holds, decide nothing.
  ['a phrase with intent and preference words', 'шукаю ковбаси недорого', [20]],
  ['an English phrase', 'need a babysitter for tonight', [35]],
  ['a Russian phrase reaches the Ukrainian ad', 'ищу электрика срочно', [102]],
  ['a phrase with a word no listing holds', 'потрібен переклад документів qwzxv', [40]],
  ['a word for a business beside what it does is a side word', 'компанія з прибирання', [32, 283]],
  ['… and so is a word for one who provides it by no trade of its own', 'спеціаліст з прибирання', [32, 283]],
  ['… in English too', 'cleaning contractor', [30, 31]],
  // Rules that compose, and one word in both scripts.
  ['Latin-typed Ukrainian reaches every form', 'kvartyru', [10, 11, 12, 13]],
  ['Latin-typed Ukrainian reaches another form', 'kovbasa', [20]],
  ['a Russian spelling reaches the Ukrainian word', 'квартиры', [10, 11, 12, 13]],
  ['a case form with an alternation', 'книзі', [8, 273]],
  ['a place in both scripts and its case forms', 'Вінніпег', [196, 230, 231]],
  // Another language: a listing written in one language is found by the others' words for its title.
  ['a Ukrainian phrase finds the roofer who writes in English', 'ремонт даху', [108]],
  ['an English word finds the plumber who writes in Ukrainian', 'plumbing', [104]],
  ['an acronym typed as it is said', 'сідіел', [53, 199]],
  ['a word no listing uses finds the others\' words for it, descriptions too', 'med', [141, 142]],
  // A phrase of the glossary: two words that name one thing together, in any language.
  ['a phrase finds the listing that names its thing in another language', 'tax return', [223]],
  ['… and one that names it by a phrase of its own language', 'driving school', [296]],
  ['… and a phrase typed in Latin letters, read by the Ukrainian words it spells', 'zubnyi likar', [914]],
  ['… and a phrase is its thing, whatever its words say alone: urgent care is no care that is urgent', 'urgent care', [916]],
  // What the thing asked about points to: the listings about the service that answers it.
  ['a thing asked about finds the service that answers it', 'fix my sink', [33, 104, 224]],
  ['… and so does a thing a verb names a doing to', 'замінити унітаз', [104, 224]],
  ['… in Russian, by the trouble', 'течёт кран', [33, 104, 224]],
  ['… by a form of a word no listing uses', 'кто поможет с разводом', [42]],
  ['… though what it says of the thing no listing says', 'хто полагодить іржаву раковину', [33, 104, 224]],
  ['… in English too', 'fix my rusty sink', [33, 104, 224]],
  ['… and a thing to replace, as one to repair', 'заміна змішувача', [33, 104, 224]],
  ['… in English too', 'replace a faucet', [33, 104, 224]],
  ['… and a part of the body whose pain a physiotherapist answers', 'болить коліно', [910]],
  ['… and gums, whose pain a dentist answers though the listing never names them', 'болять ясна', [170]],
  ['… and a chimney, which a stove maker answers', 'хто почистить димар', [114]],
  ['… and a thing a noun of a doing names, which a stove maker answers', 'чистка димаря', [114]],
  ['… and a shelf to hang, which a handyman answers', 'хто може повісити полицю', [34, 113]],
  ['… and a thing beside an infinitive no listing uses, which reads as a doing', 'повесить полку', [34, 113]],
  ['… and a thing named by a phrase whose words alone point to no service', 'who can install a ceiling fan', [102, 212]],
  ['… in Ukrainian too, in any form', 'хто допоможе з незаконним звільненням', [42]],
  // A make or model is a kind of its thing: a listing that names only the make is about the thing.
  ['a listing that names only a make is found by the thing', 'автомобіль', [321]],
  ['… and so is one that names a model in Latin letters in a Ukrainian title, and declines its make', 'car', [909]],
  ['… and a dwelling of a kind by the dwelling: a condo is an apartment', 'квартира', [915]],
  // A verb's two aspects are one doing: "перевезу" (will move) finds "Перевозимо" (we move).
  ['a verb finds the noun of its doing', 'хто збирає меблі', [112]],
  ['… and one who does it the doing, where the glossary names both one thing', 'перекладачка', [918]],
  ['… and the doing one who does it, by its words in any language', 'look after', [198, 211, 328]],
  ['a phrasal verb no listing says reaches the verbs of its doing in any language', 'fill out', [919]],
  ['a verb finds the listing that says it in the other aspect', 'перевезу речі', [901]],
  ['… in Russian too', 'перевезти вещи', [901]],
  // A relaxed query keeps the thing named, not the verb of what is done to it.
  ['a verb is let go before the thing it is done to', 'отримати ITIN', [904]],
  // Quebec counts a dwelling's rooms with a half: the count says what the thing is.
  ['a count of rooms says the thing is a dwelling', 'квартира 5½', [906, 908]],
  ['… written with a slash too', 'apartment 3 1/2', [907]],
  // A set phrase is its thing: "ручної роботи" is handmade, in a title or a description.
  ['a set phrase finds the listings that say it', 'ручна робота', [920, 921]],
  ['… and its other language\'s word the listing that says it in a title', 'handmade', [920]],
  ['a word a listing says apart from a set phrase too is its word', 'робота', [922]],
  // A place by its abbreviation, and by two words one word spells in the other script.
  ['a place abbreviated is its place, in an English phrase too', 'lawyer nj', [923]],
  ['… and its two words the one word of the other script', 'lawyer new jersey', [923]],
  // A short Latin word is a word: the Ukrainian one it spells when it is no English word, finished.
  ['a short Latin word no listing says is the Ukrainian word it spells, in any form', 'mak', [143]],
  // A longer phrase of the glossary is its concept: an acronym's words spelled out find the acronym.
  ['three words that spell out an acronym find it, in any language', 'temporary protected status', [927]],
  ['… in Ukrainian too', 'тимчасовий захищений статус', [927]],
  ['… and an acronym finds the listing that spells it out', 'itin', [928]],
  // A query that buys asks for what is sold.
  ['a query that buys finds what is sold', 'куплю ноутбук', [925]],
  ['… asked where, in English too', 'where to buy a laptop', [925]],
  ['… and what only a service names, when nothing sold does', 'купити страховку на авто', [926]],
  // Several words their own listings answer are read in every language: another's words in a description.
  ['words answered as typed also find the listing that says them in another language, in its description', 'шкіряний диван', [930, 929]],
  ['… the other way too', 'leather sofa', [929, 930]],
  ['… and a phrase of the glossary the listing\'s description names in another language', 'tax return', [223, 931]],
  // A short word typed in Latin letters that no listing says is the Ukrainian word it spells, an English word too.
  ['a short English word no listing says is the Ukrainian word it spells, in its forms', 'sad', [932]],
];

/** Listings of these examples beside the evaluation's. */
const OWN_LISTINGS: EvalListing[] = [
  [901, 'service', 'Перевозимо речі між містами | Щотижня з Торонто в Монреаль і Оттаву, недорого.', null],
  [902, 'wanted', 'Шукаю сантехніка | Потрібен майстер на новобудову в Едмонтоні.', null],
  [903, 'job', null, 'Plumber wanted | Hiring a licensed plumber for new construction in Edmonton.'],
  [904, 'service', 'Номер ITIN | Заповнюємо форму W-7 для подружжя і дітей, Сакраменто.', null],
  [905, 'service', 'Допоможу отримати посвідку | Консультації щодо документів у Калгарі.', null],
  [906, 'housing', null, 'Big 5 1/2 in Laval | Three bedrooms, a garage, near the metro.'],
  [907, 'housing', 'Студія 3½ на Плато | Світла студія, 1200$ на місяць.', null],
  [908, 'housing', 'Квартира 5½ у Монреалі | Три спальні, балкон.', null],
  [909, 'classified', 'Продаю Тойоту RAV4 | Один власник, зимові шини.', null],
  [910, 'service', null, 'Physiotherapy | Sports injuries and rehabilitation in Edmonton.'],
  [911, 'service', 'Нотаріус | Довіреності, заповіти, засвідчення підписів.', null],
  [912, 'classified', null, 'Chest of drawers, solid oak | Six drawers, pick up in Etobicoke.'],
  [913, 'service', null, 'Candle maker | Hand-poured soy candles to order, Etobicoke.'],
  [914, 'service', null, 'Dentist in Oakville | Cleanings, fillings and crowns.'],
  [915, 'housing', null, 'Condo near Square One | One bedroom, a gym and a pool in the building.'],
  [916, 'service', null, 'Walk-in clinic in Mississauga | Family doctors, no appointment needed.'],
  [917, 'service', null, 'Pet care | Dog walking and cat sitting in Etobicoke.'],
  [918, 'service', 'Документи англійською | Перекладаю свідоцтва і дипломи, швидко, Оквіл.', null],
  [919, 'service', 'Документи для імміграції | Заповнюю анкети і заяви, Вінніпег.', null],
  [920, 'classified', 'Свічки ручної роботи | Соєві свічки з ароматом лаванди, Оквіл.', null],
  [921, 'classified', 'Подарункові набори | Мило і свічки ручної роботи, доставка по Едмонтону.', null],
  [922, 'wanted', 'Шукаю роботу | Вмію шити, продаю вироби ручної роботи, Едмонтон.', null],
  [923, 'service', 'Адвокат у Нью-Джерсі | Спадщина, нерухомість, сімейні справи.', null],
  [924, 'service', null, 'Lawyer in Calgary | Wills, real estate and family law.'],
  [925, 'classified', 'Продам ноутбук Dell | Dell Latitude, 16 ГБ, зарядка в комплекті, Оквіл.', null],
  [926, 'service', 'Страхування авто | Страховка на авто і житло, порівняю ціни, Оквіл.', null],
  [927, 'service', 'TPS для українців | Подаємо заяви і продовження, Чикаго.', null],
  [928, 'service', null, 'Tax ID for your spouse | Individual Taxpayer Identification Number applications, Sacramento.'],
  [929, 'classified', null, 'Moving sale in Oakville | A leather sofa, a dining table and lamps, all must go.'],
  [930, 'classified', 'Шкіряний диван | Майже новий, забрати в Торонто.', null],
  [931, 'service', 'Бухгалтер у Вінніпезі | Податкові декларації для родин і самозайнятих.', null],
  [932, 'classified', 'Саджанці для саду | Яблуні та груші, самовивіз з Оквіла.', null],
];

/** [rule, query, listings it must not find] */
const NEAR_MISSES: [string, string, number[]][] = [
  ['a word alone is read in its own language: another\'s word for it in a description is not it', 'шкіряний', [929]],
  ['a thing named alone is asked for as itself, not for the service that moves it', 'диван', [105]],
  ['a mountain is not grief', 'гора', [166]],
  ['grief is not a mountain', 'горе', [182, 250]],
  ['a short word in Cyrillic begins no English word', 'кит', [112, 148]],
  ['one make never finds another', 'toyota', [321]],
  ['the trouble is answered by those who offer the service, not by a request for it or a job to fill', 'fix my sink', [902, 903]],
  ['… in Ukrainian too', 'хто полагодить раковину', [902, 903]],
  ['… and the verb never stands in for the thing', 'отримати ITIN', [905]],
  ['… and never stands in for what is done', 'компанія з прибирання', [38, 103]],
  ['a phrase of the glossary is its thing, not its words alone: urgent care is no pet care', 'urgent care', [917]],
  ['a count of rooms is only that count', 'квартира 5½', [907]],
  ['a word of a set phrase that alone names another thing is not said by it: handmade candles are no job', 'робота', [920, 921]],
  ['… in another language either', 'work', [920]],
  ['a place abbreviated finds no other place', 'lawyer nj', [924]],
  ['a query that buys is no question for those who repair the thing', 'куплю ноутбук', [109]],
  ['a short Latin word that spells a Ukrainian word is finished, no beginning of English words', 'mak', [163]],
  ['… in English either', 'where to buy a laptop', [109]],
  ['an infinitive no listing uses, whose doing the glossary names, is that doing: tuning a piano is asked of no mover', 'налаштувати піаніно', [38, 106, 215, 901]],
  ['a verb reaches the noun of its doing: who assembles furniture is answered by "Збирання меблів", not by the movers', 'хто збирає меблі', [105, 215, 38, 106]],
];

/** [rule, query]: queries that must find nothing at all. */
const NOTHING: [string, string][] = [
  ['the topic is kept: side words never stand in for it', 'need a locksmith please'],
  ['the topic is kept in Ukrainian', 'хто може порадити ветеринара'],
  ['a word of the glossary is spelled as meant though no listing uses it, no typo of another ("Candle maker")', 'baker'],
  ['the words for what is done never stand in for the thing', 'fix my treadmill'],
  ['… in Ukrainian either', 'ремонт кавоварки'],
  ['an acronym no listing uses is the thing asked for, never let go for the words beside it', 'gre classes'],
  ['… in Cyrillic too', 'пмж курси'],
];

let base: string;
let session: Session;
beforeAll(async () => {
  const dir = tempDir();
  const content = writeExport(path.join(dir, 'content'), { listings: { 'eval.ndjson': [...evalRecords(), ...recordsOf(OWN_LISTINGS)] } });
  const dist = path.join(dir, 'dist');
  const report = await build(content, dist);
  expect(report.ok).toBe(true);
  base = await serveInProcess(dist);
  session = await connect('v2 client (2025-11-25)', `${base}/mcp`);
});
afterAll(async () => {
  await session?.close();
});

describe.each(EXAMPLES)('%s: %s', (_rule, q, expected) => {
  const ids = expected.map(uuid);

  it('GET /api/v1/ads finds it', async () => {
    const response = await get(`${base}/api/v1/ads?${new URLSearchParams({ q, pageSize: '48' })}`);
    expect(response.status).toBe(200);
    expect(response.body.items.map((item: { id: string }) => item.id)).toEqual(expect.arrayContaining(ids));
  });

  it('the MCP tool search_listings finds it', async () => {
    const result = await session.callTool('search_listings', { q, pageSize: 48 });
    expect(result.isError).toBeFalsy();
    const items = (result.structuredContent as { items: { id: string }[] }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((item) => item.id)).toEqual(expect.arrayContaining(ids));
  });
});

describe.each(NEAR_MISSES)('%s: %s', (_rule, q, never) => {
  const ids = never.map(uuid);

  it('GET /api/v1/ads does not find it', async () => {
    const response = await get(`${base}/api/v1/ads?${new URLSearchParams({ q, pageSize: '48' })}`);
    expect(response.status).toBe(200);
    expect(response.body.total).toBeGreaterThan(0);
    expect(response.body.items.map((item: { id: string }) => item.id).filter((id: string) => ids.includes(id))).toEqual([]);
  });

  it('the MCP tool search_listings does not find it', async () => {
    const result = await session.callTool('search_listings', { q, pageSize: 48 });
    const items = (result.structuredContent as { items: { id: string }[] }).items;
    expect(items.map((item) => item.id).filter((id) => ids.includes(id))).toEqual([]);
  });
});

describe('a city typed in Cyrillic letters', () => {
  it('GET /api/v1/cities?q=Торонто finds Toronto', async () => {
    const response = await get(`${base}/api/v1/cities?${new URLSearchParams({ q: 'Торонто' })}`);
    expect(response.status).toBe(200);
    expect(response.body.items.map((city: { name: string }) => city.name)).toEqual(['Toronto']);
  });

  it('the MCP tool list_cities finds it too', async () => {
    const result = await session.callTool('list_cities', { q: 'Торонто' });
    expect((result.structuredContent as { items: { name: string }[] }).items.map((city) => city.name)).toEqual(['Toronto']);
  });
});

describe.each(NOTHING)('%s: %s', (_rule, q) => {
  it('GET /api/v1/ads finds nothing', async () => {
    const response = await get(`${base}/api/v1/ads?${new URLSearchParams({ q, pageSize: '48' })}`);
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(0);
  });

  it('the MCP tool search_listings finds nothing', async () => {
    const result = await session.callTool('search_listings', { q, pageSize: 48 });
    expect((result.structuredContent as { items: unknown[] }).items).toEqual([]);
  });
});
