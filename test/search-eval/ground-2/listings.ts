/**
 * Ground 2 of the search evaluation: listings on topics the first ground
 * (../fixture.ts) barely touches — immigration paperwork, taxes, doctors,
 * lawyers, driving schools, Saturday schools, repairs, rentals and roommates,
 * cars, phones and laptops, care work — written the way the diaspora in the US
 * and Canada writes ads: Ukrainian, English, both, Russian (marked `'ru'`) and
 * Ukrainian in Latin letters (marked `'translit'`), with numbers, prices,
 * sizes, bedrooms, phone numbers and model years in every form people type
 * them, brands and loanwords in either script, offers and requests on the same
 * topics, and near misses beside each other (one bedroom and two, G1 and G2,
 * CDL-A and CDL-B, $1,500 and $2,400, a massage beside a plumber).
 *
 * The tuple is the first ground's `EvalListing`:
 * `[number, kind, Ukrainian "title | description", English "title | description", written?, price?]`;
 * `price` is the listing's structured price in major units (`{ amount: 2400, currency: 'USD' }`),
 * exported as the record's `content.price`; without one the price is `not_applicable`.
 * Every listing is placed in New York in the export, as in the first ground:
 * where a listing is, is said in its text.
 *
 * Judge from this text only. Topics no listing here covers, so that a query for
 * them has nothing to find: veterinarians and pets, locksmiths, hairdressers and
 * barbers, photographers, weddings, piano tuning, funeral services, insurance.
 */
import { CATEGORY_OF, recordsOf, type EvalListing, type EvalPrice } from '../fixture.ts';
import type { Json } from '../../support/fixture.ts';

const usd = (amount: number, mode?: 'from'): EvalPrice => ({ amount, currency: 'USD', ...(mode ? { mode } : {}) });
const cad = (amount: number, mode?: 'from'): EvalPrice => ({ amount, currency: 'CAD', ...(mode ? { mode } : {}) });

export const GROUND_2_LISTINGS: EvalListing[] = [
  // Immigration paperwork: CUAET, work permits, PR, green card, TPS, parole, ITIN/SIN, apostille, translations
  [1001, 'service', 'Допомога з CUAET і робочим дозволом | Заповнюю заявки на продовження робочого дозволу (work permit) за CUAET, відповідаю на листи IRCC. Торонто та онлайн.', 'CUAET and work permit help | Work permit extensions under CUAET, replies to IRCC letters. Toronto and online.', undefined, cad(150, 'from')],
  [1002, 'service', 'Заява на PR для українців | Ліцензований консультант RCIC: спеціальна програма PR для українців з родичами в Канаді, Express Entry, провінційні програми. Перша консультація 30 хв безкоштовно.', null],
  [1003, 'service', null, 'Green card through family | We prepare I-130 and I-485 packets, affidavit of support and interview prep. Chicago and all of Illinois.'],
  [1004, 'service', 'TPS для українців: подання і продовження | Допоможу подати заяву на TPS і дозвіл на роботу (EAD), форми I-821 та I-765. Бруклін, Нью-Йорк.', null, undefined, usd(250)],
  [1005, 'service', 'Продовження гуманітарного паролю U4U | Подаємо на re-parole, готуємо пакет документів для USCIS. Філадельфія і передмістя.', 'U4U parole renewal | Re-parole applications and document packets for USCIS. Philadelphia and suburbs.'],
  [1006, 'service', 'Апостиль і нотаріус | Апостиль на свідоцтво про народження, довідки про несудимість, нотаріальне засвідчення копій. Працюємо з генконсульством у Чикаго.', null],
  [1007, 'service', 'Сертифікований переклад документів | Перекладаю паспорти, дипломи, свідоцтва про шлюб з української та російської на англійську для USCIS та IRCC. 25$ за сторінку.', 'Certified translations | Passports, diplomas and marriage certificates translated into English, accepted by USCIS and IRCC. $25 per page.', undefined, usd(25)],
  [1008, 'service', 'Переводы документов и апостиль | Переводим документы с русского и украинского, нотариальное заверение, апостиль за 3 дня. Бруклин, Брайтон-Бич.', null, 'ru'],
  [1009, 'service', 'Отримати SIN і медичну картку | Підкажу, як отримати SIN, OHIP і відкрити рахунок у банку в перший тиждень у Канаді. Супроводжую в Service Canada, Міссісага.', null],
  [1010, 'service', null, 'ITIN applications | Certified Acceptance Agent: ITIN (form W-7) for spouses and children, no need to mail your passport. Sacramento, CA.'],
  [1011, 'wanted', 'Шукаю перекладача | Потрібно перекласти диплом і трудову книжку для підтвердження освіти, бажано з апостилем. Едмонтон.', null],
  [1012, 'wanted', null, 'Looking for help with my green card interview | Need someone who speaks Ukrainian to help me get ready for the interview in Seattle.'],
  [1013, 'event', 'Семінар: з CUAET на постійне проживання | Громадський центр у Вінніпезі пояснить, як власникам CUAET отримати статус постійного резидента. Вхід вільний.', null],
  [1014, 'service', 'Dopomoga z dokumentamy | Zapovniuiu formy dlia parolu, I-131 ta I-765, perekladaiu dovidky. Pyshit u Viber, N\'iu-Dzhersi.', null, 'translit'],
  [1015, 'service', 'Грин-карта и гражданство | Подготовка документов на грин-карту, натурализация, форма N-400, подготовка к интервью. Чикаго.', null, 'ru'],
  [1016, 'notice', null, 'Work permit about to expire? | Free clinic for Ukrainians whose work permits are expiring: maintained status explained. Calgary Public Library, Saturdays.'],

  // Taxes and accounting
  [1021, 'service', 'Бухгалтер у Торонто | Подаю податкові декларації (tax return) для родин, T4, T2125 для самозайнятих, дитячі виплати CCB. Від 80 доларів.', null, undefined, cad(80, 'from')],
  [1022, 'service', null, 'Tax preparation | Individual tax returns, W-2 and 1099, ITIN filers welcome. $120 flat fee. Parma, Ohio.', undefined, usd(120)],
  [1023, 'service', 'CPA: облік для малого бізнесу | Сертифікований бухгалтер CPA веде бухгалтерію, зарплату, QuickBooks, податки корпорацій. Нью-Джерсі.', 'CPA for small business | Bookkeeping, payroll, QuickBooks and corporate taxes. New Jersey.'],
  [1024, 'wanted', 'Шукаю бухгалтера | Шукаю бухгалтера, який розбирається в доходах з України та FBAR. Кліфтон, Нью-Джерсі.', null],
  [1025, 'job', null, 'Bookkeeper wanted | Ukrainian-owned trucking company hiring a part-time bookkeeper, QuickBooks required. Chicago suburbs.'],
  [1026, 'service', 'Бухгалтерские услуги | Налоговые декларации, бухгалтерия для ИП и корпораций, консультации по налогам. Торонто, Норт-Йорк.', null, 'ru'],
  [1027, 'service', 'Повернення податків студентам | Допоможу повернути податки: T2202, кредит GST/HST, пільги для новоприбулих. Онлайн по всій Канаді.', null],
  [1028, 'event', 'Безкоштовні податкові консультації | Волонтери допоможуть з першою декларацією, візьміть із собою T4 і SIN. Едмонтон, український центр.', 'Free tax clinic | Volunteers file first-time returns; bring your T4 slips and SIN. Edmonton, Ukrainian centre.'],
  [1029, 'service', 'Podatkova deklaratsiia | Zapovniu deklaratsiiu za 2024 rik, W-2, 1099-NEC, 60$. Chykago i peredmistia.', null, 'translit', usd(60)],
  [1030, 'job', 'Потрібен помічник бухгалтера | Бухгалтерська фірма в Міссісазі шукає помічника зі знанням української та Excel.', null],
  [1031, 'service', null, 'Payroll and T4 slips | Payroll for small businesses, T4s and ROEs, remittances to the CRA. Oakville.'],
  [1032, 'service', 'Облік для далекобійників | Рахую IFTA, подаю 1099 і квартальні податки власникам траків. Сакраменто.', null],

  // Doctors, dentists, therapists — and beauty, the near misses of a repair
  [1041, 'business', 'Стоматологія з українською мовою | Стоматолог приймає нових пацієнтів: пломби, чистка, коронки, страховка CDCP. Етобіко.', 'Ukrainian-speaking dentist | New patients welcome: fillings, cleanings, crowns; CDCP accepted. Etobicoke.'],
  [1042, 'business', null, 'Family doctor accepting new patients | Family physician in Brooklyn; Medicaid and the Essential Plan accepted; Ukrainian and Russian spoken.'],
  [1043, 'business', 'Стоматолог в Бруклине | Лечение зубов, импланты, отбеливание. Говорим по-русски и по-украински. Тел. 718 555 0163.', null, 'ru'],
  [1044, 'wanted', 'Шукаємо сімейного лікаря | Родина з трьома дітьми шукає сімейного лікаря, який говорить українською, у Калгарі.', null],
  [1045, 'business', 'Педіатр | Дитячий лікар: огляди, щеплення, довідки для школи і табору. Чикаго, Українське село.', null],
  [1046, 'service', null, 'Physiotherapy and massage therapy | Registered massage therapist and physiotherapist, direct billing to insurers. Winnipeg.'],
  [1047, 'service', 'Масаж | Класичний і лікувальний масаж спини, виїзд додому. Вінніпег.', null, undefined, cad(70)],
  [1048, 'service', 'Манікюр і педикюр | Манікюр, гель-лак, педикюр у мене вдома в Міссісазі. 40$.', null, undefined, cad(40)],
  [1049, 'business', null, 'Emergency dentist | Same-day emergency dental care: root canals, wisdom teeth, broken crowns. Calgary.'],
  [1050, 'service', 'Психологиня онлайн | Консультації українською для дорослих і підлітків: тривога, безсоння, адаптація після переїзду.', null],
  [1051, 'business', 'Stomatolog u Vankuveri | Likuiemo zuby, chystka, protezuvannia. Hovorymo ukrainskoiu.', null, 'translit'],
  [1052, 'job', null, 'Dental assistant needed | Dental office in Philadelphia hiring a dental assistant; Ukrainian a plus.'],
  [1053, 'business', 'Окуліст | Перевірка зору, окуляри і контактні лінзи, приймаємо страховку. Торонто, Блур-Вест.', null],

  // Lawyers and notaries
  [1061, 'service', 'Адвокат з імміграційних справ | Притулок (азил), захист від депортації, апеляції. Нью-Йорк, Манхеттен.', 'Immigration attorney | Asylum, removal defense and appeals. Manhattan, New York.'],
  [1062, 'service', null, 'Family lawyer | Divorce, custody and separation agreements in Ontario. Ukrainian spoken.'],
  [1063, 'service', 'Юристка з нерухомості | Юристка супроводжує купівлю будинку: перевірка титулу, закриття угоди. Торонто і Міссісага.', null],
  [1064, 'service', 'Адвокат по ДТП | Травмы после аварий, бесплатная консультация, оплата только при выигрыше. Чикаго.', null, 'ru'],
  [1065, 'wanted', 'Потрібен адвокат | Орендодавець не повертає депозит, шукаю адвоката або юриста. Монреаль.', null],
  [1066, 'service', 'Нотаріус українською | Довіреності, заповіти, засвідчення підписів. Філадельфія.', null],
  [1067, 'service', null, 'Traffic ticket defence | A licensed paralegal fights speeding and careless driving tickets. Brampton courts.'],
  [1068, 'service', 'Юридичні послуги для бізнесу | Реєструю LLC, складаю договори, трудове право. Кліфтон, Нью-Джерсі.', null],

  // Driving schools, licences, CDL
  [1071, 'service', 'Автошкола в Торонто | Підготовка до G2 і G: уроки водіння на машині інструктора по маршруту іспиту. Від 50$ за годину.', null, undefined, cad(50, 'from')],
  [1072, 'service', null, 'G1 test prep | Classes for the G1 written knowledge test, handbook explained in Ukrainian. Mississauga.'],
  [1073, 'service', 'Інструкторка з водіння | Терпляча інструкторка, уроки на автоматі, підготовка до road test, Class 5. Едмонтон.', null],
  [1074, 'service', null, 'CDL-A training | Class A CDL training, 4 weeks, job placement with trucking companies. Chicago. $4,500.', undefined, usd(4500)],
  [1075, 'service', 'Курси CDL-B | Навчання на CDL класу B: шкільний автобус, самоскид. Сакраменто.', null],
  [1076, 'service', 'Автоинструктор | Уроки вождения, подготовка к экзамену, машина с двойным тормозом. Бруклин.', null, 'ru'],
  [1077, 'wanted', null, 'Looking for a driving instructor | Need a driving instructor who speaks Ukrainian, my road test is in 3 weeks. Calgary.'],
  [1078, 'notice', 'Обмін українських прав | Як обміняти українське посвідчення водія в Альберті та Онтаріо: переклад, лист з ГСЦ, іспити.', null],
  [1079, 'job', 'Потрібні водії CDL-A | Траковій компанії в Іллінойсі потрібні водії з CDL-A, рейси OTR, від 0,65 $ за милю.', null],
  [1080, 'service', 'Uroky vodinnia | Vchu vodyty z nulia, pidhotovka do G2, mashyna instruktora. Ottava.', null, 'translit'],

  // Saturday schools, tutors, courses
  [1081, 'organization', 'Суботня школа українознавства | Набір учнів 4–17 років: мова, література, історія. Заняття щосуботи у Вінніпезі.', 'Ukrainian Saturday school | Enrolling students aged 4–17: language, literature, history. Every Saturday in Winnipeg.'],
  [1082, 'job', 'Суботня школа шукає вчителя | Українська суботня школа в Чикаго шукає вчителя для 2 класу.', null],
  [1083, 'service', null, 'ESL classes for adults | English as a Second Language, evening classes, beginner to intermediate. Free for newcomers. Toronto.'],
  [1084, 'service', 'Вчителька англійської | Англійська для дорослих: розмовна практика, підготовка до IELTS і CELPIP. Онлайн.', null],
  [1085, 'service', null, 'SAT and ACT tutoring | SAT math and reading prep with practice tests. New Jersey.'],
  [1086, 'wanted', 'Шукаємо репетитора з математики | Синові 13 років, 8 клас, потрібні заняття двічі на тиждень. Оттава.', null],
  [1087, 'organization', 'Субботняя школа | Русско-украинская субботняя школа: математика, чтение, рисование для детей 5–12 лет. Сиэтл.', null, 'ru'],
  [1088, 'service', null, 'IT courses for newcomers | QA testing and IT support courses, resume help included. Online.'],
  [1089, 'organization', 'Пластовий гурток | Пласт запрошує дітей на сходини щоп’ятниці, влітку табір. Філадельфія.', null],
  [1090, 'service', 'Уроки програмування для дітей | Python і Scratch, маленькі групи, онлайн.', null],

  // Repairs: plumbers, electricians, roofs, drywall, HVAC, movers
  [1091, 'service', 'Сантехнік у Чикаго | Прочищу засор, заміню унітаз, змішувач, бойлер. Виїзд сьогодні. 773-555-0182', null],
  [1092, 'service', null, 'Plumbing repairs | Leaky faucets, clogged sinks and toilets, water heaters. Licensed plumber in Brampton, call 905 555 0147.'],
  [1093, 'wanted', 'Потрібен сантехнік | Тече труба під раковиною на кухні, шукаю сантехніка терміново. Едмонтон.', null],
  [1094, 'service', 'Електрик | Електромонтаж, заміна щитка, розетки, освітлення, підключення плити. Ліцензія ESA. Міссісага.', null],
  [1095, 'service', null, 'Electrician for hire | Residential electrician: panel upgrades, pot lights, EV chargers. Chicago, IL.'],
  [1096, 'job', 'Потрібен електрик | Будівельна компанія в Калгарі шукає електрика з досвідом, оплата від 35$ за годину.', null],
  [1097, 'wanted', 'Ищу электрика | Нужно поменять проводку в старом доме, ищу электрика с лицензией. Филадельфия.', null, 'ru'],
  [1098, 'service', 'Ремонт даху | Ремонт і заміна даху, шингл, водостоки, безкоштовна оцінка. Гамільтон.', null],
  [1099, 'service', null, 'Roof repair and replacement | Shingle and flat roofs, leak repair, 10-year warranty. Sacramento.'],
  [1100, 'service', 'Гіпсокартон і шпаклівка | Ремонтую стіни та стелі з гіпсокартону, латки після сантехніків, фарбування. Вінніпег.', null],
  [1101, 'service', null, 'Drywall installation | Drywall hanging, taping and mudding; a 750 sq ft basement in a week. Calgary.'],
  [1102, 'service', 'Опалення і кондиціонери (HVAC) | Встановлення і ремонт кондиціонерів, печей, теплових насосів. Торонто.', 'HVAC service | Furnace and AC installation and repair, heat pumps. Toronto.'],
  [1103, 'service', 'Ремонт кондиционеров | Заправка, чистка и ремонт кондиционеров, отопление. Нью-Йорк, Квинс.', null, 'ru'],
  [1104, 'service', 'Remont kvartyr | Robymo remont pid kliuch: plytka, hipsokarton, pidlohy. Toronto i GTA.', null, 'translit'],
  [1105, 'service', 'Перевезення меблів і квартир | Квартирні та офісні переїзди, 24-футова вантажівка, пакування. Вінніпег.', null],
  [1106, 'service', 'Перевозимо речі між містами | Перевозимо речі з Торонто в Монреаль і Оттаву щотижня, недорого.', null],
  [1107, 'service', null, 'Handyman | Small repairs, TV mounting, shelves, caulking; carpet cleaning too. Oakville.'],
  [1108, 'service', 'Чистка килимів | Хімчистка килимів і м’яких меблів з виїздом. Едмонтон.', null],
  [1109, 'service', null, 'Carpet installation | Carpet and vinyl plank flooring installed, free measuring. Winnipeg.'],
  [1110, 'service', 'Ремонт холодильників і пральних машин | Ремонт побутової техніки у вас вдома, виїзд у день звернення. Калгарі.', null],

  // Rentals, rooms and roommates, homes for sale
  [1121, 'housing', null, '2 BR apartment in Jersey City | 2 BR, 1 bath, 10 min walk to PATH, $2,400/mo, heat included.', undefined, usd(2400)],
  [1122, 'housing', 'Здаю 2-кімн. квартиру | 2-кімн. квартира в Квінсі, 3 поверх, 1 800 доларів на місяць, без тварин.', null, undefined, usd(1800)],
  [1123, 'housing', null, 'Two bedroom apartment in Chicago | Two bedroom, one bath, Ukrainian Village, heat included. 2.4k a month.', undefined, usd(2400)],
  [1124, 'housing', 'Двокімнатна квартира в Едмонтоні | Двокімнатна, 65 кв. м, балкон, паркінг, поруч LRT. 1800$ на місяць.', null, undefined, cad(1800)],
  [1125, 'housing', 'Сдаётся двухкомнатная квартира | Двухкомнатная квартира в Бруклине, 2400 USD, рядом метро, можно с детьми.', null, 'ru', usd(2400)],
  [1126, 'housing', null, 'One-bedroom apartment | 1-bedroom in Scarborough, $1,500, available March 1. Call 416-555-0123.', undefined, cad(1500)],
  [1127, 'housing', 'Однушка в Бруклині | Здаю однушку, 1500$, все включено, 10 хв до метро.', null, undefined, usd(1500)],
  [1128, 'housing', null, 'Studio near downtown Calgary | Furnished studio, 450 sq ft, $1,350, pets ok.', undefined, cad(1350)],
  [1129, 'housing', 'Студія в Монреалі | Студія 3½ на Плато, 1200$ на місяць, опалення включено.', null, undefined, cad(1200)],
  [1130, 'housing', 'Квартира 5½ у Монреалі | Велика квартира 5½, три спальні, 15 км від центру, 2100$.', null, undefined, cad(2100)],
  [1131, 'housing', null, 'Big 5 1/2 in Laval | 5 1/2 with 3 bedrooms, 15km from downtown Montreal, garage.'],
  [1132, 'housing', 'Сдаю квартиру 1+1 | Квартира 1+1 в Торонто, Норт-Йорк, 1700 долларов, можно с ребёнком.', null, 'ru', cad(1700)],
  [1133, 'housing', null, '3-bedroom house for rent | Three-bedroom bungalow with a finished basement, CAD 2400, Winnipeg.', undefined, cad(2400)],
  [1134, 'housing', 'Трикімнатна квартира | Трикімнатна квартира, 90 кв. м, поруч школа. Сакраменто, 2 600 $.', null, undefined, usd(2600)],
  [1135, 'housing', 'Будинок на 4 спальні | Здаємо будинок з чотирма спальнями, 2000 sq ft, двір, гараж. Калгарі.', null],
  [1136, 'wanted', 'Шукаю співмешканку | Дівчина шукає співмешканку в 2-bedroom біля UofT, бюджет до 1000$.', null],
  [1137, 'wanted', null, 'Roommate wanted | Looking for a roommate to share a 2br in Jersey City, $1,100 each.'],
  [1138, 'housing', 'Здаю кімнату дівчині | Кімната в будинку, 15км від Едмонтона, 700 доларів, спільна кухня.', null, undefined, cad(700)],
  [1139, 'wanted', 'Ищу комнату | Ищу комнату в Бруклине или Квинсе до 1000$, работаю, без вредных привычек.', null, 'ru'],
  [1140, 'wanted', 'Сім’я шукає двокімнатну квартиру | Шукаємо двокімнатну в Торонто або Міссісазі до 2300 доларів, маємо роботу і рекомендації.', null],
  [1141, 'wanted', null, 'Looking for a 1-bedroom | Couple looking for a one bedroom apartment in Chicago, up to $1,600.'],
  [1142, 'housing', null, 'Basement apartment for rent | Legal basement apartment, 2 bedrooms, separate entrance, 1.8k with utilities. Brampton.', undefined, cad(1800)],
  [1143, 'housing', 'Zdaiu kimnatu | Kimnata v Chykago, 800$, vse vkliucheno, nedaleko vid metro.', null, 'translit', usd(800)],
  [1144, 'housing', 'Кондо на продаж | Продаю кондо 1+1, 750 sq ft, 9 поверх, Міссісага. 549 000 $.', null, undefined, cad(549000)],
  [1145, 'housing', null, 'House for sale in Parma | 3 bed 2 bath ranch, 1,600 sq ft, $289,000.', undefined, usd(289000)],
  [1146, 'housing', 'Студії в новому будинку | Студії та однокімнатні квартири від 1500 $, басейн, спортзал. Міссісага.', null, undefined, cad(1500, 'from')],
  [1147, 'housing', null, 'Two-bedroom condo for rent | Bright two-bedroom condo in Mississauga, 800 sq ft, parking, $1,800 a month.', undefined, cad(1800)],

  // Cars and trucks
  [1151, 'vehicle', null, '2018 Honda Civic | 2018 Honda Civic LX, 85,000 km, one owner, winter tires. $17,900. Call 647 555 0199.', undefined, cad(17900)],
  [1152, 'vehicle', 'Тойота Камрі 2015 | Продам Тойоту Камрі 2015 року, пробіг 160 тис. км, не бита. 12 500 $.', null, undefined, usd(12500)],
  [1153, 'vehicle', null, 'Ford F-150 2016 | 2016 F-150 XLT, 4x4, 5.0 V8, 120k miles. $21,000 obo.', undefined, usd(21000)],
  [1154, 'vehicle', 'Хонда Аккорд 2012 | Хонда в гарному стані, автомат, двигун 2.4. 7 800 доларів. Чикаго.', null, undefined, usd(7800)],
  [1155, 'vehicle', 'Продаю Тойоту RAV4 2019 | Тойота RAV4 2019 года, полный привод, один хозяин. Торонто, 28 000 CAD.', null, 'ru', cad(28000)],
  [1156, 'vehicle', null, 'Honda CR-V 2015 for sale | 2015 Honda CR-V EX, AWD, 140,000 km. CAD 13,500.', undefined, cad(13500)],
  [1157, 'wanted', 'Куплю авто до 5000$ | Шукаю недорогу машину для роботи: Королла, Сівік або подібне. Калгарі.', null],
  [1158, 'vehicle', 'Трак Freightliner Cascadia 2017 | Продаю трак 2017 року, готовий до роботи, для водіїв з CDL-A. Іллінойс.', null],
  [1159, 'service', null, 'Car detailing | Interior and exterior car detailing, ceramic coating. Mississauga.'],
  [1160, 'service', 'Таксі в аеропорт | Відвезу в аеропорт О’Гара або Мідвей, мінівен, дитяче крісло. Чикаго.', null],

  // Phones, laptops, fitness and things for sale
  [1161, 'classified', null, 'iPhone 13 Pro, 256 GB | Unlocked iPhone 13 Pro, battery at 88%, with a case. $550.', undefined, usd(550)],
  [1162, 'classified', 'Продам ноутбук Lenovo | Ноутбук Lenovo ThinkPad, 16 ГБ, SSD 512, для роботи і навчання. 400$.', null, undefined, usd(400)],
  [1163, 'classified', 'Лептоп для студента | Продаю лептоп Dell, 15 дюймів, майже новий, зарядка в комплекті. 350 CAD.', null, undefined, cad(350)],
  [1164, 'classified', null, 'MacBook Air M1 | MacBook Air M1 2020, 8 GB, great condition. $600. Brooklyn.', undefined, usd(600)],
  [1165, 'classified', 'Самсунг Галаксі S21 | Продаю Самсунг у гарному стані, з чохлом. 250 доларів.', null, undefined, usd(250)],
  [1166, 'classified', null, 'Gaming laptop | ASUS gaming laptop, RTX 3060, 16 GB RAM. $800 CAD.', undefined, cad(800)],
  [1167, 'business', 'Фітнес для жінок | Групові тренування, фітнес і стретчинг для жінок. Етобіко. Перше заняття безкоштовне.', null],
  [1168, 'business', null, 'Fitness bootcamp in the park | Outdoor fitness bootcamp, Tuesdays and Thursdays. Chicago.'],
  [1169, 'service', 'Персональний тренер | Тренування в залі і вдома, схуднення, відновлення після травм. Калгарі.', null],
  [1170, 'classified', 'Дитяче автокрісло | Автокрісло Graco до 18 кг, майже нове, 60 $.', null, undefined, usd(60)],
  [1171, 'classified', null, 'Treadmill for sale | Folding treadmill, barely used. $300. Garage sale items too.', undefined, usd(300)],

  // Nannies, caregivers, cleaning: offers and requests
  [1181, 'wanted', 'Няня шукає роботу | Досвідчена няня шукає роботу з дітьми від 1 року, Бруклін або Квінс.', null],
  [1182, 'job', null, 'Looking for a nanny | Family in Toronto looking for a nanny for twins, Mon–Fri, 8 to 5.'],
  [1183, 'job', 'Потрібна няня | Родина у Ванкувері шукає няню для дівчинки 3 років, можливе проживання.', null],
  [1184, 'wanted', 'Ищу работу няней | Ищу работу няней или помощницей по дому, опыт 8 лет. Нью-Джерси.', null, 'ru'],
  [1185, 'service', null, 'Caregiver for seniors | Experienced caregiver and personal support worker (PSW), day and night shifts. Winnipeg.'],
  [1186, 'job', 'Потрібна доглядальниця | Шукаємо доглядальницю для бабусі на 3 дні на тиждень. Філадельфія.', null],
  [1187, 'service', 'Прибирання будинків | Прибираю будинки та квартири своїми засобами. Оттава.', null],
  [1188, 'job', null, 'Cleaners wanted | Cleaning company hiring cleaners, $20/h, must have a car. Calgary.'],
  [1189, 'service', 'Nyania na vykhidni | Doghliadaiu za ditmy na vykhidnykh i vechoramy. Toronto, Etobiko.', null, 'translit'],
  [1190, 'wanted', null, 'Care for my mom | Looking for someone to care for my mom after surgery, weekdays. Chicago.'],

  // Work, IT, community
  [1191, 'job', null, 'IT support technician | IT help desk, Windows and networks, full time. Toronto.'],
  [1192, 'wanted', 'Шукаю роботу в IT | QA-інженер з 5 роками досвіду шукаю роботу в Канаді, маю робочий дозвіл.', null],
  [1193, 'service', 'Вивіз сміття | Вивеземо сміття після ремонту, старі меблі і техніку. Калгарі.', null],
  [1194, 'event', null, 'Job fair for Ukrainian newcomers | Employers hiring in trucking, construction, IT and healthcare. Edmonton.'],
];

/** Requests for housing; every other request (a worker, a service, a car) is filed under jobs. */
const HOUSING_REQUESTS: ReadonlySet<number> = new Set([1136, 1137, 1139, 1140, 1141]);

/** The export records of ground 2: as the first ground's, with each listing's price and a request's own category. */
export function ground2Records(): Json[] {
  return recordsOf(GROUND_2_LISTINGS, ([n, kind]) => {
    if (kind === 'wanted') return HOUSING_REQUESTS.has(n) ? 'housing' : 'jobs';
    return CATEGORY_OF[kind];
  });
}
