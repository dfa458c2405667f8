/**
 * The evaluation's listings: a fixed, hand-written sample of what the diaspora
 * posts — Ukrainian only, English only, both, or in Russian — with the spellings
 * real ads use (typographic and ASCII apostrophes, ʼ, hyphenated place names,
 * soft hyphens pasted from word processors).
 *
 * Each listing is `[number, kind, Ukrainian "title | description", English "title | description", written?]`;
 * the queries in queries.ts and held-out.ts name listings by these numbers.
 *
 * Russian-language ads (people post them too) are written in Russian and put in
 * the Ukrainian slot, as a moderation export carries them: the schema knows only
 * `uk` and `en`. The fifth element, `'ru'`, marks them, so that the evaluation
 * can tell them apart; the export does not carry it.
 */
import type { Kind } from '../../src/schema/common.ts';
import { record, type Json } from '../support/fixture.ts';

export type Text = `${string} | ${string}`;

/**
 * A listing's structured price, in major units (2400 means 2,400.00); the
 * export carries it in minor units. A listing without one is exported with
 * the price mode `not_applicable`, as every listing of this file is.
 */
export interface EvalPrice { amount: number; currency: 'USD' | 'CAD'; mode?: 'fixed' | 'from' }

/**
 * `written` marks how the Ukrainian slot is written when it is not Ukrainian
 * in Cyrillic: `'ru'` Russian, `'translit'` Ukrainian in Latin letters.
 */
export type EvalListing = [n: number, kind: Kind, uk: Text | null, en: Text | null, written?: 'ru' | 'translit', price?: EvalPrice];

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

  // Repairs and trades, the way people ask for them in whole phrases
  [100, 'service', 'Ремонт пральних машин | Ремонтую пральні машини, посудомийки та сушарки вдома у клієнта. Виїзд по Брукліну і Квінсу.', null],
  [101, 'service', null, 'Appliance repair | Washers, dryers, fridges and dishwashers fixed at your home. Same-day visits in Toronto.'],
  [102, 'service', 'Електрик з ліцензією | Заміна щитків, освітлення, зарядки для електромобілів. Вінніпег і околиці.', 'Licensed electrician | Panel upgrades, lighting, EV chargers. Winnipeg and area.'],
  [103, 'job', 'Терміново потрібен електрик | Будівельна компанія в Едмонтоні шукає електрика, оплата щотижня.', null],
  [104, 'service', 'Сантехнік | Заміна труб, бойлерів, змішувачів, прочищення каналізації. Торонто, Етобіко.', null],
  [105, 'service', 'Недорого перевезу меблі | Вантажне таксі: переїзди, доставка з IKEA, вивіз сміття. Працюю і у вихідні.', null],
  [106, 'service', null, 'Cheap movers | Two guys and a cube van, moves within the GTA, no hidden fees.'],
  [107, 'service', 'Поклейка шпалер і фарбування | Фарбую стіни, клею шпалери, шпаклівка. Роботу виконую акуратно.', null],
  [108, 'service', null, 'Roofing and eavestroughs | Shingle roofs, gutters, soffit and fascia; free estimates in Hamilton.'],
  [109, 'service', 'Ремонт телефонів і ноутбуків | Заміна екрана за годину, чистка ноутбуків, відновлення даних.', 'Phone and laptop repair | Screen replacement in an hour, laptop cleaning, data recovery.'],
  [110, 'service', null, 'Snow removal | Driveway and sidewalk snow removal, seasonal contracts, Oakville and Burlington.'],
  [111, 'service', 'Укладаю ламінат і паркет | Підлоги під ключ: ламінат, паркет, вінілова плитка, плінтуси.', null],
  [112, 'service', 'Збирання меблів | Зберу шафи, ліжка, кухні з IKEA. Маю свій інструмент.', 'Furniture assembly | IKEA wardrobes, beds and kitchens assembled; own tools.'],
  [113, 'service', 'Хендімен на годину | Дрібний ремонт: полички, карнизи, змішувачі, двері, що скриплять. Вінніпег.', null],
  [114, 'service', 'Пічник | Кладу печі, каміни та барбекю з цегли, ремонт старої печі.', null],

  // Rides, deliveries, parcels
  [120, 'service', 'Поїздки в аеропорт | Відвезу в аеропорт Пірсон або зустріну з рейсу. Мінівен на 7 місць, дитяче крісло.', 'Airport rides | Rides to and from Pearson airport, minivan for 7, child seat.'],
  [121, 'wanted', null, 'Need a ride to Chicago | Looking for a ride from Detroit to Chicago on Friday, will share gas.'],
  [122, 'service', 'Посилки в Україну | Відправляємо посилки до Києва, Львова, Одеси та по всій Україні щотижня.', 'Parcels to Ukraine | Weekly parcels to Kyiv, Lviv, Odesa and all of Ukraine.'],
  [123, 'wanted', 'Шукаю попутника до Оттави | Їду з Монреаля в Оттаву в суботу, є два вільних місця.', null],
  [124, 'service', null, 'Courier for documents | Same-day courier for documents between Manhattan and Brooklyn.'],
  [125, 'service', 'Трансфер з аеропорту О’Гара | Зустрічаємо в аеропорту О’Гара, Чикаго, з табличкою.', null],

  // More housing, without the words of the first block
  [130, 'housing', 'Здається підвал | Окремий вхід, підвал з кухнею і пральнею, для однієї особи. Етобіко.', null],
  [131, 'housing', null, 'Basement suite in Edmonton | Bright basement suite near the LRT, separate entrance, utilities included.'],
  [132, 'housing', 'Кімнати в будинку біля озера | Три кімнати в будинку, спільна кухня. Кімнати здаються з січня.', null],
  [133, 'wanted', 'Шукаю кімнату в Едмонтоні | Студентка шукає кімнату біля університету, до 600 доларів.', null],
  [134, 'housing', 'Кондо в центрі Торонто | Здаю кондо-студію біля Юніон, паркінг, 2100 на місяць.', 'Condo for rent in Toronto | Downtown studio condo near Union, parking included.'],
  [135, 'housing', 'Дача під Львовом | Продаю дачу у Львівській області, 10 соток, сад і криниця.', null],
  [136, 'housing', null, 'Townhouse in Mississauga | Three-bedroom townhouse, finished basement, close to schools.'],
  [137, 'wanted', null, 'Family of four looking for a rental | Newcomers from Ukraine need a two-bedroom rental in Winnipeg, have references.'],
  [138, 'housing', 'Ділянка під забудову | Продам ділянку землі в Онтаріо, 2 акри, електрика поруч.', null],

  // Food, home cooking, shops
  [140, 'business', 'Домашній сир і сметана | Свіжий сир, сметана і масло від фермера з Пенсильванії. Доставка по четвергах.', null],
  [141, 'business', 'Мед з власної пасіки | Гречаний і липовий мед, пилок, віск. Альберта.', null],
  [142, 'business', null, 'Local honey | Raw honey from our bees, Manitoba; pick up at the farm.'],
  [143, 'business', 'Маківники на замовлення | Печемо маківники і пироги з маком до свят.', null],
  [144, 'business', 'Кейтеринг на свята | Кейтеринг для корпоративів, хрестин і поминальних обідів, Чикаго.', null],
  [145, 'business', null, 'Ukrainian deli in Edmonton | Kovbasa, salo, pickles and rye bread; open seven days.'],
  [146, 'business', 'Торти на замовлення | Медовик, Наполеон, Київський торт. Пишу на торті що завгодно.', null],
  [147, 'business', 'Паски та баби на Великдень | Приймаємо замовлення на паски до Великодня, Вінніпег.', 'Easter paska | Easter bread to order, Winnipeg.'],
  [148, 'business', null, 'Pierogi and cabbage rolls | Church kitchen sells frozen pierogi and cabbage rolls every Friday, Edmonton.'],
  [149, 'business', 'Свіжий яблучний сік | Сік з власного саду, банки по 3 літри, без цукру.', null],
  [150, 'business', 'Квашена капуста і соління | Квасимо капусту, огірки, помідори в бочці, як у бабусі.', null],
  [151, 'business', null, 'Cheese platters | Charcuterie and cheese boards for parties, Calgary.'],

  // Beauty, health, wellbeing
  [160, 'service', 'Манікюр вдома | Манікюр, педикюр, нарощування нігтів. Працюю в Міссісазі.', null],
  [161, 'service', 'Стрижка для чоловіків і дітей | Барбер з Харкова, стрижу вдома або з виїздом.', null],
  [162, 'service', 'Візажистка на весілля | Макіяж для нареченої та гостей, виїзд по Чикаго.', null],
  [163, 'service', null, 'Makeup artist | Bridal makeup and hair for weddings, Chicago and suburbs.'],
  [164, 'service', 'Масаж стоп | Масаж ніг, біль у нозі після травми, відновлення. Приймаю в Торонто.', null],
  [165, 'service', 'Психологиня українською | Консультації онлайн: тривога, стрес, адаптація після переїзду.', null],
  [166, 'service', 'Група підтримки: горе і втрата | Психологиня веде групу для тих, хто переживає горе після втрати близьких.', 'Grief support group | A group for those grieving the loss of loved ones.'],
  [167, 'service', 'Фітнес-тренерка онлайн | Тренування вдома, план харчування, фітнес для мам.', null],
  [168, 'service', null, 'Personal trainer | Fitness coaching in Calgary, Ukrainian and English spoken.'],
  [169, 'service', 'Тату-майстер | Роблю тату в Нью-Йорку, тату майстер з 8-річним досвідом, ескізи з українськими мотивами.', null],
  [170, 'service', 'Стоматолог | Стоматологічна клініка в Чикаго, лікар розмовляє українською.', 'Dentist | Dental clinic in Chicago, the dentist speaks Ukrainian.'],
  [171, 'service', null, 'Medical interpreter | Ukrainian and Russian medical interpreter for doctor visits and hospital stays.'],

  // Children and families
  [180, 'service', 'Бебіситер на вечір | Студентка посидить з дитиною вечорами та у вихідні, Едмонтон.', null],
  [181, 'service', null, 'Home daycare with early drop-off | Licensed home daycare in Etobicoke, drop-off from 7:00, pick-up until 18:00.'],
  [182, 'organization', 'Пластовий табір | Літній табір Пласту для дітей 7–17 років у горах Кетскіл.', null],
  [183, 'classified', 'Продаю дитячу коляску | Коляска 2 в 1, мало використовувалась, Калгарі.', null],
  [184, 'classified', 'Віддам дитячі речі | Одяг для дівчинки 2–4 роки, безкоштовно, самовивіз.', null],
  [185, 'service', 'Логопед для дітей | Заняття українською та англійською, онлайн або вдома.', null],
  [186, 'organization', null, 'Ukrainian preschool | Bilingual preschool in Parma, ages 3 to 5.'],
  [187, 'event', 'Дитячий ранок до Миколая | Святий Миколай завітає до дітей, подарунки для кожного, Нью-Йорк.', null],

  // Jobs
  [190, 'job', 'Потрібен траккер | Компанія в Чикаго шукає траккерів з досвідом, CDL клас A, рейси по штатах.', null],
  [191, 'job', 'Вакансія зварювальника | Шукаємо зварювальників на завод у Гамільтоні, навчання на місці.', null],
  [192, 'job', 'Прибиральниці в готель | Готель у Ніагара-Фолз шукає прибиральниць на літо.', 'Housekeepers for a hotel | Niagara Falls hotel hiring housekeepers for the summer.'],
  [193, 'job', null, 'Warehouse associates | Full-time warehouse jobs in Brampton, forklift licence a plus.'],
  [194, 'job', 'Помічник на будову | Потрібен помічник-різноробочий на будову, оплата готівкою.', null],
  [195, 'job', null, 'Bookkeeper, part-time | Small Ukrainian business needs a part-time bookkeeper, QuickBooks.'],
  [196, 'job', 'Продавчиня в магазин | Український магазин у Вінніпезі шукає продавчиню зі знанням англійської.', null],
  [197, 'job', null, 'Dishwasher needed | Restaurant in Ukrainian Village hiring a dishwasher, evenings.'],
  [198, 'job', 'Доглядальниця з проживанням | Шукаємо доглядальницю для бабусі, проживання в родині, Філадельфія.', null],
  [199, 'wanted', 'Шукаю роботу водія | Маю права категорії CDL, досвід 12 років, розглядаю Онтаріо.', null],
  [200, 'job', 'Малярі на об’єкт | Потрібні малярі на комерційний об’єкт у Торонто.', null],

  // Russian-language ads
  [210, 'housing', 'Сдаётся комната в Бруклине | Сдаётся комната для одной женщины, Брайтон, недорого.', null, 'ru'],
  [211, 'wanted', 'Ищу работу сиделки | Ищу работу сиделки или няни, опыт 10 лет, Нью-Йорк.', null, 'ru'],
  [212, 'service', 'Электрик с опытом | Электрик, все виды электромонтажных работ, Бруклин и Стейтен-Айленд.', null, 'ru'],
  [213, 'event', 'Одесса: встреча земляков | Встреча одесситов в Торонто, приходите семьями.', null, 'ru'],
  [214, 'classified', 'Продаю детскую кроватку | Кроватка с матрасом, почти новая, Торонто.', null, 'ru'],
  [215, 'service', 'Перевозка мебели и переезды | Грузчики, переезды офисов и домов, Чикаго и пригороды.', null, 'ru'],
  [216, 'job', 'Требуется повар | В ресторан на Брайтоне требуется повар, знание украинской кухни.', null, 'ru'],
  [217, 'service', 'Ремонт стиральных машин | Ремонт стиральных и посудомоечных машин на дому, выезд в день обращения.', null, 'ru'],
  [218, 'housing', 'Сдаю студию в Чикаго | Студия недалеко от метро, мебель, коммунальные включены.', null, 'ru'],
  [219, 'service', 'Уборка домов и офисов | Уборка, мытьё окон, генеральная уборка после ремонта.', null, 'ru'],
  [220, 'event', 'Новогодний утренник | Детский утренник, Дед Мороз и подарки, Филадельфия.', null, 'ru'],
  [221, 'classified', 'Продам зимнюю резину | Зимние шины 17 дюймов, комплект, Эдмонтон.', null, 'ru'],
  [222, 'wanted', 'Ищу попутчика до Нью-Йорка | Еду из Монреаля в Нью-Йорк, возьму попутчика.', null, 'ru'],
  [223, 'service', 'Налоговые декларации | Заполняю налоговые декларации для семей, Торонто и Миссиссога.', null, 'ru'],
  [224, 'service', 'Сантехник недорого | Сантехник, замена труб и смесителей, срочный выезд.', null, 'ru'],
  [225, 'service', 'Маникюр и педикюр | Маникюр на дому, гель-лак, Бруклин.', null, 'ru'],
  [226, 'classified', 'Продаю велосипед | Горный велосипед, 21 скорость, Торонто. Состояние хорошее.', null, 'ru'],
  [227, 'service', 'Няня с опытом | Няня для ребёнка от года, рекомендации, Квинс.', null, 'ru'],

  // Places in both scripts
  [230, 'event', 'Пікнік громади у Вінніпезі | Сімейний пікнік у парку Асінібойн. Беріть дітей!', null],
  [231, 'event', null, 'Winnipeg Ukrainian festival | Folklorama pavilion: dance, food and crafts.'],
  [232, 'event', 'Вечорниці в Едмонтоні | Традиційні вечорниці з музикою і танцями.', null],
  [233, 'event', null, 'Edmonton Malanka | New Year Malanka dinner and dance.'],
  [234, 'notice', 'Збір теплих речей у Нью-Йорку | Збираємо теплий одяг для Херсона, Іст-Вілледж.', null],
  [235, 'event', null, 'New York Ukrainian film night | Screening of Ukrainian short films, East Village.'],
  [236, 'event', 'Зустріч львів’ян у Чикаго | Земляки зі Львова та Львівщини зустрічаються в ресторані.', null],
  [237, 'event', null, 'Lviv coffee evening | Lviv-style coffee and strudel night, Ukrainian Village, Chicago.'],
  [238, 'event', null, 'Kyiv Symphony Orchestra on tour | The orchestra from Kyiv plays Toronto; tickets at the door.'],
  [239, 'notice', 'Торонто: українська парафія шукає хористів | Церковний хор запрошує нових співаків.', null],
  [240, 'event', null, 'Toronto Ukrainian Festival | Bloor West Village street festival, two stages.'],
  [241, 'event', 'Детройт: ярмарок | Різдвяний ярмарок у Детройті, вишиті рушники, іграшки.', null],
  [242, 'notice', null, 'Detroit area volunteers | Volunteers needed to sort humanitarian aid in Warren.'],
  [243, 'event', 'Виставка «Прага і Київ» | Фотографії двох міст; автор жив у Празі десять років.', null],
  [244, 'notice', 'Калгарі: курси англійської | Безкоштовні курси англійської для новоприбулих у Калгарі.', null],
  [245, 'event', null, 'Calgary Stampede meetup | Ukrainian newcomers meet-up at the Stampede grounds.'],
  [246, 'notice', 'Земляки з Херсона | Херсонці в Монреалі, давайте знайомитись.', null],
  [247, 'event', 'Монреаль: вечір поезії | Читаємо Стуса і Жадана, кава і чай.', null],
  [248, 'event', null, 'Philadelphia Ukrainian Folk Festival | Music, dance and food, all weekend.'],
  [249, 'notice', 'Оттава: допомога з документами | Волонтери допомагають заповнити документи, щосуботи.', null],

  // False friends and near neighbours
  [250, 'event', 'Похід у гори | Дводенний похід в Адірондаки: гори, намети, вогнище. Група з Нью-Йорка.', null],
  [251, 'classified', 'Дошки соснові, сирі | Сирі дошки 2x6, самовивіз з Вінніпега, дешево.', null],
  [252, 'classified', 'Мило ручної роботи | Натуральне мило з козячого молока, лаванда і м’ята.', null],
  [253, 'notice', 'Миле кошеня шукає родину | Руде кошеня, 3 місяці, привчене до лотка, віддаємо в добрі руки.', null],
  [254, 'service', null, 'Cat sitting | I visit your cats twice a day while you travel, Queens.'],
  [255, 'classified', null, 'Bunk bed for sale | Wooden bunk bed, two mattresses included.'],
  [256, 'classified', null, 'Winter coat | Women’s winter coat, size M, like new.'],
  [257, 'classified', null, 'Fishing boat | 14 ft aluminum boat with trailer, Lake Simcoe.'],
  [258, 'vehicle', null, 'Pickup truck for sale | 2012 Ford F-150 pickup, 180k km, new tires.'],
  [259, 'notice', null, 'Drop off donations | Drop off winter clothes at the parish hall on Sunday.'],
  [260, 'classified', 'Лук і стріли | Спортивний лук для початківців, 6 стріл.', null],
  [261, 'business', 'Цибуля і часник з городу | Продаємо цибулю, часник, кріп, самовивіз.', null],
  [262, 'classified', null, 'Bread maker | Bread machine, used twice.'],
  [263, 'classified', null, 'Hat and scarf set | Hand-knitted hat and scarf, blue and yellow.'],
  [264, 'notice', 'Ліс біля Оквіля: збір грибів | Ходимо в ліс по гриби щонеділі, новачків навчимо.', null],
  [265, 'classified', null, 'Price list templates | Printable price lists for small shops.'],

  // Things for sale and vehicles
  [270, 'classified', 'Продам обідній стіл | Дубовий стіл і шість стільців, розкладний.', null],
  [271, 'wanted', 'Шукаю письмовий стіл | Купив би недорогий письмовий стіл для школяра.', null],
  [272, 'classified', 'Ніжки для стола | Металеві ніжки для стола, комплект 4 шт.', null],
  [273, 'notice', 'Презентація книги | Авторка розповість про нову книгу, підписи в книзі на місці.', null],
  [274, 'classified', 'Продам пральну машину | Пральна машина Samsung, працює, 150 доларів.', null],
  [275, 'vehicle', 'Honda CR-V 2018 | Позашляховик у доброму стані, зимова гума в подарунок.', 'Honda CR-V 2018 | SUV in good shape, winter tires included.'],
  [276, 'vehicle', null, 'Minivan Dodge Grand Caravan | 2016, seats seven, safety certified.'],
  [277, 'classified', 'Зимова гума | Шини 205/55 R16, один сезон.', null],
  [278, 'classified', 'Продаю велосипед дитячий | Велосипед на 6–9 років, синій.', null],
  [279, 'vehicle', 'Мотоцикл Yamaha | Мотоцикл 2019 року, пробіг 8 тисяч.', null],
  [280, 'classified', 'Допомога на дорозі | Заміна колеса, підвезу пальне, буксир, якщо ви застрягли в дорозі.', null],
  [281, 'classified', 'Подарунок подрузі | Набори косметики ручної роботи, подарунок подрузі чи мамі.', null],
  [282, 'service', 'Катання на конях | Кінна ферма під Торонто, катання на конях для дітей.', null],
  [283, 'service', 'Прибирання двору | Прибираємо двір від листя і снігу, стрижемо газон.', null],
  [284, 'event', 'Майстер-клас з писанкарства | Майстер клас для дітей і дорослих: пишемо писанки.', null],
  [285, 'service', 'Фотосесія для родини | Фото-сесія на природі або в студії, Торонто.', null],
  [286, 'business', 'Інтернет-магазин прикрас | Намиста, сережки, гердани ручної роботи; доставка по США і Канаді.', null],
  [287, 'service', 'Ріелтор у Торонто та Міссісазі | Допоможу купити або продати будинок, консультація українською.', null],
  [288, 'service', null, 'Realtor in Chicago suburbs | Helping Ukrainian families buy their first home.'],
  [289, 'business', 'Клінінг у Торонто | Клінінг квартир і офісів, прибирання після ремонту.', null],
  [290, 'organization', 'Українська кредитівка | Кредитова спілка: рахунки, кредити, іпотека, обслуговування українською.', 'Ukrainian credit union | Accounts, loans and mortgages in Ukrainian.'],
  [291, 'organization', 'Спортивний клуб «Карпати» | Футбол для хлопців і дівчат 6–14 років, тренування двічі на тиждень.', null],
  [292, 'event', null, 'Soccer tryouts | Youth soccer club tryouts, boys and girls U10–U14.'],
  [293, 'organization', 'Хор «Дніпро» | Чоловічий хор запрошує нових співаків, репетиції щосереди.', null],
  [294, 'service', 'Переклад і нотаріус | Завірений переклад свідоцтв, апостиль, нотаріус.', null],
  [295, 'service', null, 'Notary public | Notarized translations, affidavits, Brooklyn.'],
  [296, 'event', 'Курси водіння | Групові курси для новоприбулих: правила дорожнього руху українською.', null],
  [297, 'classified', 'Продаю гірський велосипед | Гірський велосипед Trek, рама M.', null],
  [298, 'event', null, 'Mountain hike | Day hike in the Rockies for Ukrainian newcomers, Banff.'],
  [299, 'classified', 'Продаю сирну тарілку | Керамічна тарілка для сиру з кришкою.', null],

  // Community, churches, schools, money
  [300, 'organization', 'Парафія святого Володимира | Богослужіння щонеділі о 10:00, недільна школа, парафіяльний дім.', null],
  [301, 'organization', null, 'St. Nicholas Ukrainian Catholic Parish | Sunday liturgy in Ukrainian and English, Winnipeg.'],
  [302, 'event', 'Курси програмування для жінок | Безкоштовні курси Python для українок, онлайн, з ментором.', 'Coding course for women | Free Python course for Ukrainian women, online, with a mentor.'],
  [303, 'service', null, 'Resume help | I rewrite resumes and cover letters for Canadian employers, LinkedIn too.'],
  [304, 'service', 'Допомога з резюме | Складу резюме англійською під канадський ринок праці.', null],
  [305, 'service', 'Страхування авто і житла | Страховий агент у Вінніпезі, порівняю ціни кількох компаній.', null],
  [306, 'service', null, 'Insurance broker | Auto, home and life insurance quotes, Ontario; Ukrainian spoken.'],
  [307, 'service', 'Податки для новоприбулих | Допоможу подати першу податкову декларацію в Канаді, CUAET.', null],
  [308, 'organization', 'Суботня школа у Філадельфії | Українознавство для дітей 5–15 років: мова, історія, географія.', null],
  [309, 'event', 'Вечір пам’яті жертв Голодомору | Хвилина мовчання, свічки, панахида в соборі.', null],
  [310, 'notice', 'Знайдено гаманець | Біля церкви знайдено коричневий гаманець, пишіть, щоб забрати.', null],
  [311, 'notice', null, 'Lost dog | Small white dog lost near High Park, answers to Bublyk.'],
  [312, 'notice', 'Загубився собака | Пропав пес, бігль, біля парку Гай-Парк. Винагорода.', null],
  [313, 'service', 'Вигул собак | Вигулюю собак і доглядаю котів, поки ви у відпустці.', null],
  [314, 'event', 'Ярмарок вишиванок | Продаж вишиванок і рушників, майстри з усієї Канади.', null],
  [315, 'service', null, 'Ukrainian embroidery classes | Learn cross-stitch embroidery, Saturday mornings.'],
  [316, 'event', 'Благодійний забіг | Забіг на 5 км на підтримку шпиталю в Ірпені.', 'Charity run | 5 km run for a hospital in Irpin.'],
  [317, 'event', null, 'Ukrainian language conversation club | Practise speaking Ukrainian over tea, all levels.'],
  [318, 'organization', 'Театральна студія | Дитяча театральна студія ставить казки українською.', null],
  [319, 'service', 'Уроки гітари | Вчу грати на гітарі, від акордів до пісень, онлайн.', null],
  [320, 'vehicle', 'Продаю авто Ford Focus 2014 | Автомат, пробіг 140 тис., без аварій.', null],
  [321, 'vehicle', null, 'Used Subaru Outback | 2017, AWD, one owner, Calgary.'],
  [322, 'classified', 'Диван розкладний | Кутовий диван, сірий, самовивіз з Брамптона.', null],
  [323, 'classified', null, 'Sofa bed | Grey sectional sofa bed, pick up in Brampton.'],
  [324, 'classified', 'Зимові чоботи | Жіночі чоботи, розмір 38, натуральна шкіра.', null],
  [325, 'service', 'Шиття і ремонт одягу | Вкорочую штани, міняю блискавки, шию на замовлення.', null],
  [326, 'service', null, 'Alterations and tailoring | Hems, zippers and dresses taken in, Oakville.'],
  [327, 'service', 'Комп’ютерні курси для пенсіонерів | Навчимо користуватися телефоном, Zoom і Viber.', null],
  [328, 'job', null, 'Caregiver needed | Live-in caregiver for an elderly man, Philadelphia.'],
  [329, 'job', 'Шукаємо бариста | Кав’ярня в Ошаві шукає бариста на вихідні.', null],
  [330, 'service', 'Кейтеринг і бар на весілля | Виїзний бар, коктейлі, бармен на ваше свято.', null],
  [331, 'service', 'Сервіс шин | Шиномонтаж, балансування, сезонна заміна гуми.', null],
  [332, 'service', null, 'Tire change | Seasonal tire swap and balancing, Brampton.'],
  [333, 'classified', null, 'Rain boots for kids | Rubber boots, sizes 10 and 11, barely worn.'],
  [334, 'classified', 'Продаю лижі | Гірські лижі з черевиками, розмір 42.', null],
];

/** The category of a listing of each kind (a request is filed under housing). */
export const CATEGORY_OF: Record<Kind, string> = {
  housing: 'housing', wanted: 'housing', job: 'jobs', event: 'events', notice: 'events',
  service: 'services', business: 'services', organization: 'services', classified: 'for-sale', vehicle: 'for-sale',
};

function translation(text: Text | null): { title: string; description: string } | undefined {
  if (text === null) return undefined;
  const [title, description] = text.split(' | ') as [string, string];
  return { title, description };
}

/** The numbers of the Russian-language ads. */
export const RUSSIAN_LISTINGS: ReadonlySet<number> = new Set(EVAL_LISTINGS.filter((l) => l[4] === 'ru').map(([n]) => n));

/** The export records of the evaluation's listings: approved, published, never expiring. */
export function evalRecords(): Json[] {
  return recordsOf(EVAL_LISTINGS);
}

/**
 * The export records of any evaluation's listings, as `evalRecords` makes
 * them; `categoryOf` chooses a listing's category where its kind alone does not
 * say (a request for a service is not a request for housing).
 */
export function recordsOf(listings: EvalListing[], categoryOf: (listing: EvalListing) => string = ([, kind]) => CATEGORY_OF[kind]): Json[] {
  return listings.map((listing) => {
    const [n, kind, uk, en, , price] = listing;
    const translations = { uk: translation(uk), en: translation(en) };
    const attributes = kind === 'event' ? { startsAt: '2027-03-01T18:00:00Z' } : {};
    return record(n, {}, {
      kind, categorySlug: categoryOf(listing), primaryLanguage: uk ? 'uk' : 'en', translations, attributes,
      price: price === undefined
        ? { mode: 'not_applicable', currency: 'USD' }
        : { mode: price.mode ?? 'fixed', currency: price.currency, amountMinor: Math.round(price.amount * 100) },
    });
  });
}
