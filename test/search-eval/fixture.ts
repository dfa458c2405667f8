/**
 * The evaluation's listings: a fixed, hand-written bilingual sample of what the
 * diaspora posts — Ukrainian only, English only, or both — with the spellings
 * real ads use (typographic and ASCII apostrophes, ʼ, hyphenated place names,
 * soft hyphens pasted from word processors).
 *
 * Each listing is `[number, kind, Ukrainian "title | description", English "title | description"]`;
 * the queries in queries.ts name listings by these numbers.
 */
import type { Kind } from '../../src/schema/common.ts';
import { record, type Json } from '../support/fixture.ts';

type Text = `${string} | ${string}`;
type EvalListing = [n: number, kind: Kind, uk: Text | null, en: Text | null];

export const EVAL_LISTINGS: EvalListing[] = [
  // Teachers, tutors, schools
  [1, 'service', 'Вчителька української мови | Досвідчена вчителька проводить уроки для дітей онлайн.', null],
  [2, 'job', 'Шукаємо вчительку для суботньої школи | Українська суботня школа шукає вчительку початкових класів.', 'Saturday school is looking for a teacher | A Ukrainian Saturday school needs a primary grades teacher.'],
  [3, 'service', null, 'English teacher for adults | Private English lessons for newcomers, evenings and weekends.'],
  [4, 'service', 'Репетитор з математики | Готую до іспитів SAT, досвід понад десять років.', 'Math tutor | SAT preparation, more than ten years of experience.'],
  [5, 'service', null, 'Piano lessons | Piano lessons for children and adults in Brooklyn.'],
  [6, 'organization', 'Музична школа | Уроки гри на скрипці, бандурі та фортепіано. Вчимо грати з нуля.', 'Music school | Violin, bandura and piano lessons. We teach beginners to play.'],
  [7, 'service', null, 'Tutoring in chemistry | Experienced tutors help high school students with chemistry.'],
  [8, 'organization', 'Бібліотека української книги | Безкоштовна бібліотека при церкві, понад 3000 книжок.', null],

  // Housing
  [10, 'housing', 'Квартира | Двокімнатна квартира в Квінсі, поруч метро.', 'Apartment | Two-bedroom apartment in Queens near the subway.'],
  [11, 'housing', 'Здаю кімнату | Кімната в квартирі, квартира тиха, квартира з меблями, квартира біля парку.', null],
  [12, 'wanted', 'Молода сім\'я винайме квартиру | Шукаємо квартиру на довгий термін, без тварин.', null],
  [13, 'wanted', 'Сімʼя з двома дітьми шукає житло | Потрібен будинок або квартири з двома спальнями.', null],
  [14, 'housing', null, 'Apartments for rent in Toronto | Several apartments available from December, utilities included.'],
  [15, 'housing', 'Кімната для студентки | Затишна кімната, Wi-Fi включено.', 'Room for a student | Cozy room, free Wi-Fi included.'],
  [16, 'housing', 'Будинок на продаж | Цегляний будинок, ґанок і сад.', 'House for sale | A house with a porch and a garden.'],
  [17, 'housing', 'Євроремонт, квартира в центрі | Свіжий євроремонт, нова кухня.', null],
  [18, 'housing', null, 'Housing co-op looking for members | Our co-op has two units free this winter.'],

  // Food
  [20, 'business', 'Домашнє м’ясо та ковбаси | Копчене м’ясо, ковбаси, сало з власної коптильні.', null],
  [21, 'business', 'Вареники і голубці на замовлення | Ліпимо вареники з картоплею та голубці щотижня.', null],
  [22, 'business', null, 'Homemade varenyky and holubtsi | Frozen varenyky, holubtsi and borshch to order.'],
  [23, 'business', 'Борщ щонеділі | Червоний борщ та пиро\u00ADги в парафіяльній залі.', null],
  [24, 'business', 'Їжа на винос | Українська кухня на винос щодня.', 'Takeout food | Ukrainian food to go every day.'],
  [25, 'business', 'Європейська кухня: кейтеринг | Обслуговуємо весілля та хрестини.', 'European cuisine catering | Weddings and christenings catered.'],
  [26, 'business', 'Кафе «Київ» | Кава, тор\u200Bти та десерти.', 'Café Kyiv | Coffee, cakes and desserts in Montréal.'],
  [27, 'business', null, 'Food co\u00ADop | Community food coop: bulk buying for member families.'],

  // Services
  [30, 'service', null, 'House cleaning | Weekly house cleaning, eco products, insured.'],
  [31, 'service', null, 'Office cleaner available | Reliable cleaner for offices and shops, nights.'],
  [32, 'service', 'Прибирання квартир | Генеральне прибирання після ремонту.', null],
  [33, 'service', null, 'Licensed plumber | Emergency plumbing repairs, water heaters, drains.'],
  [34, 'service', null, 'Handyman services | Handyman for small repairs, furniture assembly, painting.'],
  [35, 'service', null, 'Babysitter available | Experienced babysitter, speaks Ukrainian and English.'],
  [36, 'service', 'Няня для малюка | Шукаю роботу няні, досвід з немовлятами.', null],
  [37, 'service', 'Ремонт квар\u00ADтир | Ремонт під ключ, плитка, гіпсокартон.', 'Apartment renovation | Turnkey renovation, tiles, drywall.'],
  [38, 'service', null, 'Moving company | Local moving and packing, two movers and a truck.'],
  [39, 'service', 'Автомеханік | Ремонт автомобілів усіх марок, діагностика.', 'Car mechanic | Repairs of all car makes, diagnostics.'],
  [40, 'service', 'Перекладач | Переклад документів з української на англійську.', 'Translator | Certified translation of Ukrainian documents into English.'],
  [41, 'service', 'Бухгалтер | Податкові декларації для родин і малого бізнесу.', 'Accountant | Tax returns for families and small businesses.'],
  [42, 'service', 'Юрист з імміграції | Консультації щодо програми CUAET та робочих дозволів.', 'Immigration lawyer | Advice on CUAET and work permits.'],
  [43, 'service', null, 'Dance classes | Ukrainian folk dance for kids; dancing every Saturday.'],

  // Jobs
  [50, 'job', 'Потрібна няня | Родина шукає няню для дворічного сина.', 'Nanny needed | A family is looking for a nanny for a two-year-old.'],
  [51, 'job', 'Робота на складі | Пропонуємо роботу на складі, повний день.', null],
  [52, 'job', null, 'Cleaners wanted | We hire cleaners for hotel rooms, weekends.'],
  [53, 'job', 'Шукаємо водія | Водій з категорією CDL, рейси по Онтаріо.', 'Truck driver wanted | CDL driver for runs across Ontario.'],
  [54, 'job', null, 'Plumbers needed | Plumbing company hiring apprentice plumbers.'],
  [55, 'job', 'Кухар у ресторан | Ресторан шукає кухаря, знання української кухні.', null],
  [56, 'wanted', 'Шукаю роботу | Жінка шукає роботу прибиральниці або доглядальниці.', null],

  // Vehicles and things for sale
  [60, 'vehicle', 'Автомобіль Toyota Camry 2015 | Один власник, автомобіль у доброму стані.', 'Toyota Camry 2015 | One owner, good condition.'],
  [61, 'vehicle', null, 'Cars for sale | Two used cars, both inspected.'],
  [62, 'classified', 'Продаю ґрунт для саду | Чорнозем, ґрунт для розсади, доставка.', null],
  [63, 'classified', 'Ґудзики ручної роботи | Дерев\'яні ґудзики для вишиванок.', null],
  [64, 'classified', 'Вишиванка чоловіча | Вишита сорочка, розмір L.', 'Embroidered shirt | Men\'s vyshyvanka, size L.'],
  [65, 'classified', 'Продам кота-скарбничку | Керамічний кіт, скарбничка ручної роботи.', null],
  [66, 'classified', 'Іграшковий кит | Плюшевий кит для дитини.', null],
  [67, 'classified', 'Ковані ґрати на вікна | Ґрати для вікон, метал, 4 штуки.', null],
  [68, 'classified', null, 'Greeting cards | Hand-made greeting cards with Ukrainian motifs.'],
  [69, 'classified', null, 'Care package supplies | Boxes and tape for care packages to Ukraine.'],
  [70, 'classified', 'Бандура | Продаю концертну бандуру, стан відмінний.', 'Bandura for sale | Concert bandura in excellent condition.'],
  [71, 'classified', 'Книжки для дітей | Українські книжки для дітей, 20 штук.', 'Children\'s books | Twenty Ukrainian books for kids.'],

  // Events and community
  [80, 'event', 'Концерт бандуристів | Концерт капели бандуристів у Чикаго.', 'Bandurist concert | The bandurist chorus performs in Chicago.'],
  [81, 'event', 'Зустріч земляків: Кам\'янець-Подільський | Запрошуємо всіх з Кам\'янця-Подільського та області.', null],
  [82, 'event', 'Вечір пам\'яті | Вечір пам\'яті героїв у громадському центрі.', null],
  [83, 'event', 'Фестиваль у Чернігові | Благодійний фестиваль: Чернігів, 12 травня.', null],
  [84, 'notice', 'Допомога переселенцям з Харкова | Збираємо речі для родин, що виїхали з Харкова. Харків, тримайся!', null],
  [85, 'notice', 'Земляки з Житомира | Спільнота житомирян у Торонто. Житомир у серці.', null],
  [86, 'notice', 'Львів: обмін книжками | Клуб любителів книжок зі Львова.', null],
  [87, 'event', 'Одеса: вечір гумору | Гумористичний вечір з одеськими артистами.', null],
  [88, 'notice', 'Щастя поруч | Група підтримки для родин військових.', null],
  [89, 'event', 'Вінниця: зустріч випускників | Випускники вінницьких шкіл.', null],
  [90, 'notice', 'Миколаїв потребує допомоги | Збір коштів для Миколаєва.', null],
  [91, 'event', null, 'Garage sale at the church | Garage sale to support Ukraine, Saturday.'],
  [92, 'event', 'Київ: благодійний концерт | Збір коштів для лікарень Києва.', null],
  [93, 'event', 'Йога в парку | Безкоштовна йога щосуботи.', 'Yoga in the park | Free yoga every Saturday.'],
  [94, 'notice', 'Дім культури шукає волонтерів | Український дім культури.', null],
  [95, 'notice', 'Дим у під\'їзді | Сусіди, хто курить? Дим щовечора.', null],
  [96, 'notice', 'Привіт від громади | Привіт усім новоприбулим!', 'Hello from the community | Welcome to all newcomers!'],
  [97, 'event', null, 'Kharkiv charity dinner | Dinner to support hospitals in Kharkiv.'],
  [98, 'event', null, 'Chernihiv: photo exhibition | Photographs of Chernihiv before and after.'],
];

const CATEGORY_OF: Record<Kind, string> = {
  housing: 'housing', wanted: 'housing', job: 'jobs', event: 'events', notice: 'events',
  service: 'services', business: 'services', organization: 'services', classified: 'for-sale', vehicle: 'for-sale',
};

function translation(text: Text | null): { title: string; description: string } | undefined {
  if (text === null) return undefined;
  const [title, description] = text.split(' | ') as [string, string];
  return { title, description };
}

/** The export records of the evaluation's listings: approved, published, never expiring. */
export function evalRecords(): Json[] {
  return EVAL_LISTINGS.map(([n, kind, uk, en]) => {
    const translations = { uk: translation(uk), en: translation(en) };
    const attributes = kind === 'event' ? { startsAt: '2027-03-01T18:00:00Z' } : {};
    return record(n, {}, {
      kind, categorySlug: CATEGORY_OF[kind], primaryLanguage: uk ? 'uk' : 'en', translations, attributes,
      price: { mode: 'not_applicable', currency: 'USD' },
    });
  });
}
