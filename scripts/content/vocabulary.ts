/**
 * What the generated listings say: whole phrases in English and Ukrainian for
 * every kind. Every Ukrainian string is a whole phrase, never assembled from
 * separately inflected words, so gender and case always agree.
 */
import type { Kind } from '../../src/schema/common.ts';
import { type EventTimes, type Spec } from './listing.ts';
import { CATEGORIES, type CityData } from './places.ts';
import { Rng } from './rng.ts';
import { type Phrase, p } from './text.ts';

/** A listing's fixed circumstances, which some sentences mention. */
export interface TextContext {
  rng: Rng;
  city: CityData;
  area: Phrase;
  spec: Spec;
  event: EventTimes | undefined;
}

/** A sentence: fixed, or built from the context. */
export type Line = Phrase | ((c: TextContext) => Phrase);

/** A subject tied to the category it is filed under (checked against allowedKinds at start-up). */
interface Subject extends Phrase { readonly cat: string }
export const s = (en: string, uk: string, cat: string): Subject => ({ en, uk, cat });

export const YEARS_OF_EXPERIENCE: readonly (readonly [number, Phrase])[] = [
  [5, p('five', 'п’ять')], [7, p('seven', 'сім')], [10, p('ten', 'десять')],
  [12, p('twelve', 'дванадцять')], [15, p('fifteen', 'п’ятнадцять')],
];

export const BRANDS: readonly Phrase[] = [
  p('Kalyna', 'Калина'), p('Vyshnia', 'Вишня'), p('Karpaty', 'Карпати'), p('Dnipro', 'Дніпро'),
  p('Soniashnyk', 'Соняшник'), p('Barvinok', 'Барвінок'), p('Yizhachok', 'Їжачок'), p('Smerichka', 'Смерічка'),
  p('Pysanka', 'Писанка'), p('Zatyshok', 'Затишок'), p('Marusia', 'Маруся'), p('Leleka', 'Лелека'),
  p('Lastivka', 'Ластівка'), p('Poltava', 'Полтава'), p('Trembita', 'Трембіта'), p('Hoverla', 'Говерла'),
  p('Chervona Ruta', 'Червона рута'), p('Podillia', 'Поділля'), p('Yavir', 'Явір'), p('Gerdan', 'Ґердан'),
];

export const FIRST_NAMES: readonly Phrase[] = [
  p('Oksana', 'Оксана'), p('Andriy', 'Андрій'), p('Taras', 'Тарас'), p('Iryna', 'Ірина'), p('Yuliia', 'Юлія'),
  p('Oleh', 'Олег'), p('Nataliia', 'Наталія'), p('Bohdan', 'Богдан'), p('Sofiia', 'Софія'), p('Yevhen', 'Євген'),
  p('Halyna', 'Галина'), p('Mykola', 'Микола'), p('Olena', 'Олена'), p('Dmytro', 'Дмитро'), p('Khrystyna', 'Христина'),
  p('Yaroslav', 'Ярослав'), p('Ihor', 'Ігор'), p('Mariia', 'Марія'), p('Serhii', 'Сергій'), p('Liudmyla', 'Людмила'),
  p('Vasyl', 'Василь'), p('Anastasiia', 'Анастасія'), p('Yurii', 'Юрій'), p('Zoriana', 'Зоряна'),
];
export const LAST_NAMES: readonly Phrase[] = [
  p('Kovalenko', 'Коваленко'), p('Shevchuk', 'Шевчук'), p('Bondarenko', 'Бондаренко'), p('Melnyk', 'Мельник'),
  p('Tkachuk', 'Ткачук'), p('Kravets', 'Кравець'), p('Hnatiuk', 'Гнатюк'), p('Lysenko', 'Лисенко'),
  p('Ponomarenko', 'Пономаренко'), p('Savchuk', 'Савчук'), p('Oliinyk', 'Олійник'), p('Zinchuk', 'Зінчук'),
  p('Havryliuk', 'Гаврилюк'), p('Demianenko', 'Дем’яненко'), p('Yaroshenko', 'Ярошенко'), p('Ivanyshyn', 'Іванишин'),
  p('Kuzmenko', 'Кузьменко'), p('Hrytsenko', 'Гриценко'), p('Gudz', 'Ґудзь'), p('Stepaniuk', 'Степанюк'), p('Vovk', 'Вовк'),
];
/** Neighbours who write in English only; several need accent folding to be found. */
export const OTHER_NAMES = ['Chloé Gagnon', 'Hélène Roy', 'Jean-François Tremblay', 'Zoë Martin', 'Emily Carter',
  "Michael O'Brien", 'José Álvarez', 'Priya Natarajan', 'Marek Nowak', 'Ava Thompson'];

/** Sentences any listing may end with. */
// --- housing ---------------------------------------------------------------

interface HousingSubject extends Phrase { readonly bedrooms: number }
export const HOUSING: readonly HousingSubject[] = [
  { en: 'studio apartment', uk: 'квартира-студія', bedrooms: 0 },
  { en: 'one-bedroom apartment', uk: 'однокімнатна квартира', bedrooms: 1 },
  { en: 'two-bedroom apartment', uk: 'двокімнатна квартира', bedrooms: 2 },
  { en: 'three-bedroom condo', uk: 'трикімнатне кондо', bedrooms: 3 },
  { en: 'private room in a shared house', uk: 'окрема кімната у спільному будинку', bedrooms: 1 },
  { en: 'basement suite with a separate entrance', uk: 'квартира в цокольному поверсі з окремим входом', bedrooms: 1 },
  { en: 'townhouse with a garage', uk: 'таунхаус із гаражем', bedrooms: 3 },
  { en: 'family house with a backyard', uk: 'будинок для сім’ї з подвір’ям', bedrooms: 4 },
  { en: 'bright loft', uk: 'світлий лофт', bedrooms: 1 },
  { en: 'room for a female student', uk: 'кімната для студентки', bedrooms: 1 },
];
export const HOUSING_FEATURES: readonly Phrase[] = [
  p('with a balcony', 'з балконом'), p('near the subway', 'біля метро'), p('after renovation', 'після ремонту'),
  p('with furniture', 'з меблями'), p('next to a park', 'поруч із парком'), p('with parking', 'з паркуванням'),
  p('with a lake view', 'з видом на озеро'), p('close to schools', 'недалеко від шкіл'), p('with a porch', 'з ґанком'),
];
export const HOUSING_LINES: readonly Line[] = [
  p('Utilities are included, except the internet.', 'Комунальні послуги включено, крім інтернету.'),
  p('It is a five-minute walk to the bus stop.', 'До зупинки автобуса — п’ять хвилин пішки.'),
  p('Pets are welcome.', 'Можна з домашніми тваринами.'),
  p('No smoking inside, please.', 'Курити в приміщенні не можна.'),
  p('Ideal for a family with a small child.', 'Ідеально підійде для сім’ї з маленькою дитиною.'),
  p('Laundry in the building and one parking spot.', 'Пральня в будинку та одне місце для паркування.'),
  p('The landlord speaks Ukrainian and English.', 'Власник розмовляє українською та англійською.'),
  p('The minimum lease is twelve months.', 'Мінімальний термін оренди — дванадцять місяців.'),
  p('Quiet neighbours, a park and a grocery store nearby.', 'Тихі сусіди, поруч парк і продуктовий магазин.'),
  p('The kitchen and bathroom were renovated this year.', 'Кухню та ванну кімнату відремонтували цього року.'),
  p('Heating and hot water are included in the rent.', 'Опалення та гаряча вода входять в орендну плату.'),
  p('The furniture stays: a bed, a wardrobe and a desk.', 'Залишаються меблі: ліжко, шафа й письмовий стіл.'),
  p('A deposit equal to one month is required.', 'Потрібен завдаток у розмірі місячної оплати.'),
  p('Big windows and lots of morning sun.', 'Великі вікна, зранку багато сонця.'),
  p('We are looking for responsible tenants without bad habits.', 'Шукаємо відповідальних орендарів без шкідливих звичок.'),
  p('Newcomers from Ukraine are welcome; references are not required.', 'Раді новоприбулим з України, рекомендації не обов’язкові.'),
  p('There is a small vegetable garden behind the house.', 'За будинком є невеликий город.'),
];

// --- vehicles --------------------------------------------------------------

export const VEHICLE_MODELS: readonly (readonly [make: string, model: string, body: string])[] = [
  ['Toyota', 'Camry', 'sedan'], ['Honda', 'Civic', 'sedan'], ['Ford', 'F-150', 'pickup'],
  ['Subaru', 'Outback', 'wagon'], ['Hyundai', 'Elantra', 'sedan'], ['Mazda', 'CX-5', 'suv'],
  ['Chevrolet', 'Equinox', 'suv'], ['Volkswagen', 'Jetta', 'sedan'], ['Nissan', 'Rogue', 'suv'],
  ['Kia', 'Sorento', 'suv'], ['Tesla', 'Model 3', 'sedan'], ['Dodge', 'Grand Caravan', 'minivan'],
  ['Jeep', 'Grand Cherokee', 'suv'], ['Toyota', 'RAV4', 'suv'], ['Honda', 'Odyssey', 'minivan'],
];
export const BODY_TYPES: Record<string, Phrase> = {
  sedan: p('sedan', 'седан'), pickup: p('pickup truck', 'пікап'), wagon: p('wagon', 'універсал'),
  suv: p('SUV', 'позашляховик'), minivan: p('minivan', 'мінівен'),
};
export const TRANSMISSIONS: Record<string, Phrase> = {
  automatic: p('automatic', 'автомат'), manual: p('manual', 'механіка'),
};
export const VEHICLE_LINES: readonly Line[] = [
  p('One owner, full service history.', 'Один власник, повна історія обслуговування.'),
  p('Winter tires on rims are included.', 'Зимова гума на дисках у комплекті.'),
  p('Clean title, no accidents.', 'Чистий титул, без ДТП.'),
  p('The brakes and battery were replaced recently.', 'Нещодавно замінено гальма й акумулятор.'),
  p('There is a small scratch on the rear bumper.', 'На задньому бампері є невелика подряпина.'),
  p('Test drives on weekends only.', 'Тест-драйв — лише у вихідні.'),
  p('Heated seats, a backup camera and Apple CarPlay.', 'Підігрів сидінь, камера заднього виду та Apple CarPlay.'),
  p('I will consider a trade for a smaller car.', 'Розгляну обмін на меншу машину.'),
  p('The oil was changed last month.', 'Оливу міняли минулого місяця.'),
  p('Nobody smoked inside; it was always parked in a garage.', 'У салоні не курили, машина стояла в гаражі.'),
  p('Safety inspection passed.', 'Технічний огляд пройдено.'),
  (c) => c.city.countryCode === 'US'
    ? p('Reason for selling: moving to another state.', 'Причина продажу — переїзд до іншого штату.')
    : p('Reason for selling: moving to another province.', 'Причина продажу — переїзд до іншої провінції.'),
];

// --- jobs ------------------------------------------------------------------

/** Ukrainian needs the accusative after "шукаємо". */
interface JobSubject extends Phrase { readonly ukAcc: string; readonly remote?: boolean }
export const JOBS: readonly JobSubject[] = [
  { en: 'warehouse associate', uk: 'працівник складу', ukAcc: 'працівника складу' },
  { en: 'line cook', uk: 'кухар', ukAcc: 'кухаря' },
  { en: 'caregiver for an elderly lady', uk: 'доглядальниця для літньої пані', ukAcc: 'доглядальницю для літньої пані' },
  { en: 'truck driver (CDL class A)', uk: 'водій вантажівки (CDL класу A)', ukAcc: 'водія вантажівки (CDL класу A)' },
  { en: 'bookkeeper', uk: 'бухгалтер', ukAcc: 'бухгалтера', remote: true },
  { en: 'nanny for two children', uk: 'няня для двох дітей', ukAcc: 'няню для двох дітей' },
  { en: 'construction helper', uk: 'помічник на будівництві', ukAcc: 'помічника на будівництві' },
  { en: 'dental assistant', uk: 'асистент стоматолога', ukAcc: 'асистента стоматолога' },
  { en: 'QA engineer', uk: 'інженер з тестування', ukAcc: 'інженера з тестування', remote: true },
  { en: 'house cleaner', uk: 'прибиральниця', ukAcc: 'прибиральницю' },
  { en: 'barista', uk: 'бариста', ukAcc: 'баристу' },
  { en: "electrician's apprentice", uk: 'учень електрика', ukAcc: 'учня електрика' },
  { en: 'hair stylist', uk: 'перукар', ukAcc: 'перукаря' },
  { en: 'sales associate', uk: 'продавець-консультант', ukAcc: 'продавця-консультанта' },
  { en: 'seamstress', uk: 'швачка', ukAcc: 'швачку' },
  { en: 'welder', uk: 'зварювальник', ukAcc: 'зварювальника' },
  { en: 'personal support worker', uk: 'соціальний працівник з догляду', ukAcc: 'соціального працівника з догляду' },
  { en: 'pastry chef', uk: 'кондитер', ukAcc: 'кондитера' },
];
export const EMPLOYMENT_TYPES: readonly (readonly [string, Phrase])[] = [
  ['full_time', p('full-time', 'повна зайнятість')], ['part_time', p('part-time', 'часткова зайнятість')],
  ['contract', p('contract', 'контракт')], ['temporary', p('temporary', 'тимчасова робота')],
  ['seasonal', p('seasonal', 'сезонна робота')],
];
export const JOB_LINES: readonly Line[] = [
  p('A work permit is required.', 'Потрібен дозвіл на роботу.'),
  p('We provide on-the-job training.', 'Навчаємо на робочому місці.'),
  p('Basic English is enough to start.', 'Для початку достатньо базової англійської.'),
  p('Weekly pay; overtime is available.', 'Оплата щотижня, є можливість понаднормової роботи.'),
  p('Flexible schedule with day and evening shifts.', 'Гнучкий графік, денні та вечірні зміни.'),
  p('At least one year of experience is preferred.', 'Бажано мати досвід роботи від одного року.'),
  p('Health insurance after the probation period.', 'Медичне страхування після випробувального терміну.'),
  p('Please send your résumé by email.', 'Надсилайте резюме на електронну пошту.'),
  p('A friendly Ukrainian-speaking team.', 'Дружній україномовний колектив.'),
  p("A driver's licence is an advantage.", 'Водійське посвідчення буде перевагою.'),
  p('Free lunch and paid breaks.', 'Безкоштовний обід і оплачувані перерви.'),
  p('Interviews this week, start immediately.', 'Співбесіди цього тижня, початок роботи — одразу.'),
  p('French is an asset.', 'Знання французької мови — перевага.'),
];

// --- events ----------------------------------------------------------------

export const EVENTS: readonly Subject[] = [
  s('Ukrainian folk music concert', 'Концерт української народної музики', 'events'),
  s('Pysanka painting workshop', 'Майстер-клас із розпису писанок', 'education-kids'),
  s('Vyshyvanka Day picnic', 'Пікнік до Дня вишиванки', 'community-organizations'),
  s('Christmas carol evening', 'Вечір колядок', 'churches'),
  s('Independence Day festival', 'Фестиваль до Дня Незалежності України', 'events'),
  s('Charity bake sale', 'Благодійний ярмарок випічки', 'churches'),
  s('Book club: contemporary Ukrainian prose', 'Книжковий клуб: сучасна українська проза', 'community-organizations'),
  s('Documentary film screening', 'Показ документального фільму', 'events'),
  s("Children's puppet theatre", 'Лялькова вистава для дітей', 'education-kids'),
  s('Varenyky cooking class', 'Кулінарний майстер-клас: ліпимо вареники', 'events'),
  s('Bandura recital', 'Концерт бандуристів', 'events'),
  s('Career fair for newcomers', 'Ярмарок вакансій для новоприбулих', 'community-organizations'),
  s("Malanka New Year's ball", 'Маланка — новорічний бал', 'events'),
  s('Easter basket blessing', 'Освячення великодніх кошиків', 'churches'),
  s('Poetry evening in memory of Lesya Ukrainka', 'Поетичний вечір пам’яті Лесі Українки', 'community-organizations'),
  s('Hopak lessons for beginners', 'Уроки гопака для початківців', 'education-kids'),
  s('Fundraising gala for hospitals in Kharkiv', 'Благодійний гала-вечір на підтримку лікарень Харкова', 'events'),
  s('Gerdan beadwork workshop', 'Майстер-клас із плетіння ґерданів', 'events'),
  s('Youth soccer tournament', 'Футбольний турнір для української молоді', 'community-organizations'),
  s('Crêpes and coffee morning at Café Lviv', 'Ранкова кава та млинці в Café Lviv', 'events'),
];
export const VENUES: readonly Phrase[] = [
  p('St. Volodymyr Cathedral hall', 'зала собору святого Володимира'),
  p('the Ukrainian National Home', 'Український народний дім'),
  p('Shevchenko Park', 'парк імені Тараса Шевченка'),
  p('the Prosvita Society hall', 'зала товариства «Просвіта»'),
  p('the main public library', 'центральна публічна бібліотека'),
  p('the community centre', 'громадський центр'),
  p('St. Nicholas parish hall', 'парафіяльна зала церкви святого Миколая'),
  p('Café Lviv', 'Café Lviv'),
  p('the Ukrainian Cultural Centre', 'Український культурний центр'),
];
export const EVENT_LINES: readonly Line[] = [
  p('Admission is free; donations are welcome.', 'Вхід вільний, пожертви вітаються.'),
  p('Doors open half an hour before the start.', 'Двері відчиняються за пів години до початку.'),
  p('Bring the whole family!', 'Приходьте всією сім’єю!'),
  p('All proceeds go to humanitarian aid for Ukraine.', 'Усі зібрані кошти підуть на гуманітарну допомогу Україні.'),
  p('Registration is required; seats are limited.', 'Потрібна реєстрація, кількість місць обмежена.'),
  p('Traditional food: varenyky, borscht and holubtsi.', 'Традиційні страви: вареники, борщ і голубці.'),
  p('The programme is in Ukrainian with English subtitles.', 'Програма українською мовою з англійськими субтитрами.'),
  p('Free parking behind the building.', 'Безкоштовне паркування за будинком.'),
  p('Children under twelve get in free.', 'Діти до дванадцяти років — безкоштовно.'),
  p('Dress code: embroidered shirts are welcome.', 'Дрес-код: вітаються вишиванки.'),
  p('Volunteers, please arrive an hour early.', 'Волонтерів просимо прийти на годину раніше.'),
  p('There will be a raffle with prizes from local businesses.', 'Буде лотерея з призами від місцевих підприємців.'),
  p('All materials are provided; just bring a good mood.', 'Усі матеріали надаємо, беріть із собою гарний настрій.'),
  p('Photos and videos will be taken during the event.', 'Під час заходу вестиметься фото- та відеозйомка.'),
];
export const CANCELLED_LINE = p('Unfortunately, the event is cancelled. Tickets will be refunded.',
  'На жаль, захід скасовано. Кошти за квитки повернемо.');

// --- services --------------------------------------------------------------

export const SERVICES: readonly Subject[] = [
  s('house and office cleaning', 'прибирання будинків і офісів', 'everyday-services'),
  s('plumbing repairs', 'ремонт сантехніки', 'everyday-services'),
  s('drywall, painting and small repairs', 'гіпсокартон, фарбування та дрібний ремонт', 'everyday-services'),
  s('moving and furniture delivery', 'переїзди та доставка меблів', 'everyday-services'),
  s('computer and phone repair', 'ремонт комп’ютерів і телефонів', 'everyday-services'),
  s('clothing alterations and button replacement', 'ремонт одягу та заміна ґудзиків', 'everyday-services'),
  s('wedding and christening photography', 'фотозйомка весіль і хрестин', 'everyday-services'),
  s('airport rides and transfers', 'поїздки до аеропорту та трансфери', 'everyday-services'),
  s('driving lessons', 'уроки водіння', 'everyday-services'),
  s('manicure and pedicure', 'манікюр і педикюр', 'beauty-health'),
  s('haircuts with home visits', 'стрижки з виїздом додому', 'beauty-health'),
  s('therapeutic massage', 'лікувальний масаж', 'beauty-health'),
  s('eyelash extensions', 'нарощування вій', 'beauty-health'),
  s('tax return preparation', 'підготовка податкових декларацій', 'legal-finance'),
  s('certified translation of documents', 'сертифікований переклад документів', 'legal-finance'),
  s('immigration consultations', 'консультації з імміграційних питань', 'legal-finance'),
  s('notary services', 'нотаріальні послуги', 'legal-finance'),
  s('piano lessons', 'уроки гри на фортепіано', 'education-kids'),
  s('math and physics tutoring', 'репетиторство з математики та фізики', 'education-kids'),
  s('Ukrainian lessons for kids', 'уроки української мови для дітей', 'education-kids'),
  s('English lessons for adults', 'уроки англійської для дорослих', 'education-kids'),
  s('custom cakes and pastries', 'торти й випічка на замовлення', 'food-restaurants'),
];
export const SERVICE_LINES: readonly Line[] = [
  p('Free estimate.', 'Безкоштовна оцінка вартості.'),
  p('Licensed and insured.', 'Маю ліцензію та страхування.'),
  p('I work evenings and on weekends.', 'Працюю ввечері та у вихідні.'),
  p('I speak Ukrainian, English and a little French.', 'Розмовляю українською, англійською та трохи французькою.'),
  (c) => p(`Serving ${c.city.name} and the nearby suburbs.`, `Працюю ${c.city.ukIn} та найближчих передмістях.`),
  p('Discounts for seniors and students.', 'Знижки для пенсіонерів і студентів.'),
  p('All materials are included in the price.', 'Усі матеріали входять у вартість.'),
  p('Book by phone or message.', 'Записуйтеся телефоном або в месенджері.'),
  p('References are available on request.', 'Відгуки клієнтів надам на запит.'),
  p('Same-day appointments are often possible.', 'Часто можна записатися в той самий день.'),
  p('Cash, card or e-transfer accepted.', 'Оплата готівкою, карткою або через e-transfer.'),
  p('Online consultations are also possible.', 'Можлива також онлайн-консультація.'),
  p('Quality guaranteed: if something is wrong, I fix it for free.', 'Гарантія якості: якщо щось не так, виправлю безкоштовно.'),
];

// --- businesses ------------------------------------------------------------

type BusinessGroup = 'food' | 'retail' | 'pro' | 'health' | 'home';
interface BusinessType {
  readonly cat: string; readonly group: BusinessGroup;
  /** Name patterns; {b} is the brand. */
  readonly en: string; readonly uk: string;
  readonly taglines: readonly Phrase[];
}
export const BUSINESS_TYPES: readonly BusinessType[] = [
  { cat: 'food-restaurants', group: 'food', en: 'Café {b}', uk: 'Кафе «{b}»',
    taglines: [p('Ukrainian home cooking', 'українська домашня кухня'), p('coffee, crêpes and desserts', 'кава, млинці та десерти')] },
  { cat: 'food-restaurants', group: 'food', en: '{b} Bakery', uk: 'Пекарня «{b}»',
    taglines: [p('fresh bread and pastries every morning', 'щоранку свіжий хліб і випічка'), p('paska and kalach to order', 'паски й калачі на замовлення')] },
  { cat: 'food-restaurants', group: 'food', en: '{b} Deli', uk: 'Гастроном «{b}»',
    taglines: [p('European groceries and smoked meats', 'європейські продукти та копченості'), p('salo, kovbasa and pickles', 'сало, ковбаса та соління')] },
  { cat: 'food-restaurants', group: 'food', en: '{b} Restaurant', uk: 'Ресторан «{b}»',
    taglines: [p('borscht, varenyky and banquets', 'борщ, вареники та банкети'), p('Ukrainian and Georgian cuisine', 'українська та грузинська кухня')] },
  { cat: 'shops', group: 'retail', en: '{b} Books & Gifts', uk: 'Книгарня «{b}»',
    taglines: [p('Ukrainian books, music and souvenirs', 'українські книжки, музика та сувеніри'), p('embroidered shirts and gifts', 'вишиванки та подарунки')] },
  { cat: 'shops', group: 'retail', en: '{b} Flowers', uk: 'Квіткова крамниця «{b}»',
    taglines: [p('bouquets and wedding décor', 'букети та весільний декор'), p('same-day flower delivery', 'доставка квітів у день замовлення')] },
  { cat: 'shops', group: 'retail', en: '{b} European Market', uk: 'Європейський магазин «{b}»',
    taglines: [p('products from Ukraine, Poland and the Baltics', 'продукти з України, Польщі та Балтії'), p('buckwheat, kefir and sweets', 'гречка, кефір і солодощі')] },
  { cat: 'shops', group: 'retail', en: '{b} Pharmacy', uk: 'Аптека «{b}»',
    taglines: [p('a pharmacist who speaks Ukrainian', 'фармацевт розмовляє українською'), p('prescriptions and vitamins', 'рецептурні ліки та вітаміни')] },
  { cat: 'shops', group: 'pro', en: '{b} Travel', uk: 'Туристична агенція «{b}»',
    taglines: [p('flights to Europe and tours', 'авіаквитки до Європи й тури'), p('help with visas and travel documents', 'допомога з візами та документами для подорожей')] },
  { cat: 'legal-finance', group: 'pro', en: '{b} Law Office', uk: 'Юридична контора «{b}»',
    taglines: [p('immigration and family law, real estate', 'імміграційне та сімейне право, нерухомість'), p('the first consultation is free', 'перша консультація безкоштовна')] },
  { cat: 'legal-finance', group: 'pro', en: '{b} Tax & Accounting', uk: 'Бухгалтерська фірма «{b}»',
    taglines: [p('personal and business taxes', 'податки для приватних осіб і бізнесу'), p('bookkeeping for small businesses', 'бухгалтерія для малого бізнесу')] },
  { cat: 'legal-finance', group: 'pro', en: '{b} Insurance', uk: 'Страхова агенція «{b}»',
    taglines: [p('car, home and life insurance', 'страхування авто, житла та життя'), p('insurance for newcomers', 'страхування для новоприбулих')] },
  { cat: 'beauty-health', group: 'health', en: '{b} Dental Clinic', uk: 'Стоматологічна клініка «{b}»',
    taglines: [p('family dentistry', 'сімейна стоматологія'), p('emergency appointments', 'термінові прийоми')] },
  { cat: 'beauty-health', group: 'health', en: '{b} Beauty Salon', uk: 'Салон краси «{b}»',
    taglines: [p('hair, nails and makeup', 'волосся, нігті та макіяж'), p('bridal makeup and hairstyles', 'весільний макіяж і зачіски')] },
  { cat: 'beauty-health', group: 'health', en: '{b} Physiotherapy', uk: 'Центр фізіотерапії «{b}»',
    taglines: [p('rehabilitation after injuries', 'реабілітація після травм'), p('massage and exercise therapy', 'масаж і лікувальна фізкультура')] },
  { cat: 'everyday-services', group: 'home', en: '{b} Auto Service', uk: 'Автосервіс «{b}»',
    taglines: [p('repairs of all makes', 'ремонт авто всіх марок'), p('tire changes and oil service', 'шиномонтаж і заміна оливи')] },
  { cat: 'everyday-services', group: 'home', en: '{b} Renovations', uk: 'Ремонтна компанія «{b}»',
    taglines: [p('kitchens, bathrooms and basements', 'кухні, ванні кімнати та підвали'), p('flooring and tiles', 'підлоги й плитка')] },
];
export const BUSINESS_LINES: Record<BusinessGroup | 'any', readonly Line[]> = {
  any: [
    p('Open daily from 9 am to 8 pm.', 'Працюємо щодня з 9:00 до 20:00.'),
    p('Our staff speaks Ukrainian, English and French.', 'Наш персонал розмовляє українською, англійською та французькою.'),
    p('Free parking for customers.', 'Безкоштовна парковка для клієнтів.'),
    p('Wheelchair-accessible entrance.', 'Вхід пристосований для візків.'),
    (c) => p(`Find us in ${c.area.en}.`, `Ми працюємо в районі ${c.area.uk}.`),
    p('Follow us for weekly specials.', 'Стежте за нашими щотижневими пропозиціями.'),
  ],
  food: [
    p('Homemade varenyky, holubtsi and fresh pampushky.', 'Домашні вареники, голубці та свіжі пампушки.'),
    p('Catering for weddings, christenings and birthdays.', 'Кейтеринг для весіль, хрестин і днів народження.'),
    p('Try our crème brûlée and honey cake.', 'Скуштуйте наш крем-брюле та медівник.'),
    p('Cozy décor and a small summer terrace.', 'Затишний інтер’єр і невелика літня тераса.'),
    p('Vegetarian dishes every day.', 'Щодня є вегетаріанські страви.'),
  ],
  retail: [
    p('New arrivals every month.', 'Нові надходження щомісяця.'),
    p('Gift cards are available.', 'Можна придбати подарункові сертифікати.'),
    p('We ship across the country.', 'Надсилаємо замовлення по всій країні.'),
    p('Discounts for regular customers.', 'Знижки для постійних клієнтів.'),
  ],
  pro: [
    p('Appointments in person or by video call.', 'Зустрічі особисто або відеозв’язком.'),
    p('We explain everything in plain Ukrainian.', 'Пояснюємо все простою українською.'),
    p('Evening appointments on Thursdays.', 'По четвергах приймаємо ввечері.'),
    p('Reasonable fees, no hidden costs.', 'Помірні ціни без прихованих платежів.'),
  ],
  health: [
    p('New patients are welcome.', 'Приймаємо нових пацієнтів.'),
    p('Most insurance plans are accepted.', 'Працюємо з більшістю страхових планів.'),
    p('Modern equipment and sterile instruments.', 'Сучасне обладнання та стерильні інструменти.'),
    p('Book online or by phone.', 'Запис онлайн або телефоном.'),
  ],
  home: [
    p('Free estimates within the city.', 'Безкоштовний кошторис у межах міста.'),
    p('A warranty on all work.', 'Гарантія на всі роботи.'),
    p('Ukrainian-speaking craftsmen with twenty years of experience.', 'Україномовні майстри з двадцятирічним досвідом.'),
    p('Emergency calls on weekends.', 'Термінові виклики у вихідні.'),
  ],
};
export const OPENING_HOURS = ['Mon–Fri 9:00–18:00', 'Daily 8:00–20:00', 'Tue–Sun 10:00–19:00', 'Mon–Sat 9:00–17:00'];

// --- organizations ---------------------------------------------------------

export const ORGANIZATIONS: readonly Subject[] = [
  s('St. Volodymyr Ukrainian Catholic Parish', 'Українська католицька парафія святого Володимира', 'churches'),
  s('Holy Trinity Ukrainian Orthodox Cathedral', 'Український православний собор Святої Трійці', 'churches'),
  s('Nadiya Ukrainian Evangelical Baptist Church', 'Українська євангельська баптистська церква «Надія»', 'churches'),
  s('Plast Ukrainian Scouting, local branch', 'Місцевий осередок Пласту — української скаутської організації', 'community-organizations'),
  s('Ukrainian Saturday School', 'Українська суботня школа', 'education-kids'),
  s("Ukrainian Women's League, local branch", 'Місцевий відділ Союзу українок', 'community-organizations'),
  s('Newcomer Support Centre', 'Центр підтримки новоприбулих', 'community-organizations'),
  s('Barvinok Folk Dance Ensemble', 'Ансамбль народного танцю «Барвінок»', 'community-organizations'),
  s('Dumka Ukrainian Choir', 'Український хор «Думка»', 'community-organizations'),
  s('Shevchenko Scientific Society', 'Наукове товариство імені Шевченка', 'community-organizations'),
  s('Ukrainian Veterans Association', 'Об’єднання українських ветеранів', 'community-organizations'),
  s('Ukrainian Youth Association (SUM)', 'Спілка української молоді (СУМ)', 'community-organizations'),
  s('Sonechko Montessori Preschool', 'Монтессорі-садочок «Сонечко»', 'education-kids'),
  s('Humanitarian Aid Warehouse', 'Склад гуманітарної допомоги', 'community-organizations'),
];
export const ORGANIZATION_LINES: readonly Line[] = [
  p('New members are always welcome.', 'Нових учасників завжди раді бачити.'),
  p('We help newcomers with documents, housing and work.', 'Допомагаємо новоприбулим із документами, житлом і роботою.'),
  p('Classes for children aged four to sixteen.', 'Заняття для дітей віком від чотирьох до шістнадцяти років.'),
  p('Volunteers are needed on weekends.', 'На вихідних потрібні волонтери.'),
  p('Rehearsals on Tuesdays and Thursdays at seven.', 'Репетиції щовівторка та щочетверга о сьомій вечора.'),
  p('A registered non-profit; we issue tax receipts for donations.', 'Зареєстрована неприбуткова організація, на пожертви видаємо податкові квитанції.'),
  p('The library of Ukrainian books is open after the service.', 'Після богослужіння працює бібліотека українських книжок.'),
  p('Divine Liturgy in Ukrainian every Sunday at 10 am.', 'Божественна літургія українською щонеділі о 10:00.'),
  p('Our hall can be rented for weddings and christenings.', 'Нашу залу можна орендувати для весіль і хрестин.'),
  p('Membership is free for students.', 'Для студентів членство безкоштовне.'),
  p('Meetings are held on the first Friday of every month.', 'Збори — першої п’ятниці кожного місяця.'),
];

// --- classifieds -----------------------------------------------------------

export const ITEMS: readonly Phrase[] = [
  p("kids' bicycle, 20-inch", 'дитячий велосипед, 20 дюймів'), p('IKEA sofa bed', 'диван-ліжко з IKEA'),
  p('winter jacket, size M', 'зимова куртка, розмір M'), p('baby stroller', 'дитяча коляска'),
  p('hand-embroidered shirt (vyshyvanka)', 'вишиванка ручної роботи'), p('dining table with four chairs', 'обідній стіл і чотири стільці'),
  p('iPhone 13, 128 GB', 'iPhone 13, 128 ГБ'), p('sewing machine', 'швейна машинка'),
  p('snow blower', 'снігоприбиральна машина'), p("Ukrainian children's books", 'українські дитячі книжки'),
  p('digital piano', 'цифрове піаніно'), p('toddler car seat', 'автокрісло для малюка'),
  p('espresso machine', 'кавоварка для еспресо'), p('hockey skates, size 9', 'хокейні ковзани, розмір 9'),
  p('bandura', 'бандура'), p('microwave oven', 'мікрохвильова піч'),
  p('winter boots for a boy', 'зимові чоботи для хлопчика'), p('wooden bookshelf', 'дерев’яна книжкова полиця'),
  p('set of cast-iron pans', 'набір чавунних сковорідок'), p('gaming laptop', 'ігровий ноутбук'),
];
export const CONDITIONS: readonly (readonly [string, Phrase])[] = [
  ['new', p('new in the original box', 'в оригінальній упаковці')],
  ['like_new', p('like new', 'у відмінному стані')],
  ['good', p('in good condition', 'у доброму стані')],
  ['fair', p('with minor signs of wear', 'з незначними слідами використання')],
];
/** True of any second-hand item, sold or given away. */
export const CLASSIFIED_LINES: readonly Line[] = [
  (c) => p(`Pickup only, near ${c.area.en}.`, `Лише самовивіз, район ${c.area.uk}.`),
  p('Smoke-free and pet-free home.', 'У домі не курять і немає тварин.'),
  p('More photos on request.', 'Більше фото надішлю на запит.'),
  p('Everything works perfectly.', 'Усе працює бездоганно.'),
  p('Our kids have outgrown it.', 'Діти вже виросли.'),
  p('Bought last year and used only a few times.', 'Купували минулого року, користувалися кілька разів.'),
  p('Please do not ask whether it is still available: the ad is up to date.', 'Не питайте, чи ще актуально, — оголошення актуальне.'),
];
/** Only when there is a price. */
export const SALE_LINES: readonly Line[] = [
  p('I can deliver for a small fee.', 'Можу доставити за невелику плату.'),
  p('Selling because we are moving.', 'Продаємо через переїзд.'),
  p('Cash or e-transfer.', 'Оплата готівкою або через e-transfer.'),
];
export const FREE_LINES: readonly Line[] = [
  p('Free to a good home.', 'Віддам у добрі руки.'),
  p('Whoever comes first takes it.', 'Хто перший приїде, той і забере.'),
];

// --- wanted ----------------------------------------------------------------

export const WANTED: readonly Subject[] = [
  s('Looking for a room to rent', 'Шукаю кімнату в оренду', 'housing'),
  s('Looking for a one-bedroom apartment from December', 'Шукаю однокімнатну квартиру з грудня', 'housing'),
  s('Looking for a reliable used car', 'Шукаю надійне вживане авто', 'vehicles'),
  s('Will buy winter tires, 17-inch', 'Куплю зимову гуму R17', 'vehicles'),
  s('Will buy a used laptop', 'Куплю вживаний ноутбук', 'for-sale'),
  s('Buying old Ukrainian coins and stamps', 'Куплю старі українські монети й марки', 'for-sale'),
  s('Looking for a Ukrainian-speaking family doctor', 'Шукаю україномовного сімейного лікаря', 'announcements'),
  s('Looking for a babysitter for evenings', 'Шукаю няню на вечори', 'announcements'),
  s('Looking for a tennis partner', 'Шукаю партнера для гри в теніс', 'announcements'),
  s('Looking for a carpool to work', 'Шукаю, з ким їздити на роботу', 'announcements'),
  s('Looking for a piano teacher for my daughter', 'Шукаю вчителя фортепіано для доньки', 'announcements'),
  s('Looking for a lost ring, reward offered', 'Шукаю загублену каблучку, винагорода', 'lost-found'),
];
export const WANTED_LINES: readonly Line[] = [
  p('Please write or call in the evening.', 'Пишіть або телефонуйте ввечері.'),
  p('My budget is flexible.', 'Бюджет гнучкий.'),
  p('We are a family with two kids who recently moved from Kharkiv.', 'Ми сім’я з двома дітьми, нещодавно переїхали з Харкова.'),
  p('Non-smoker, no pets.', 'Не палю, тварин немає.'),
  p('Needed as soon as possible.', 'Потрібно якомога швидше.'),
  p('I can pay in cash.', 'Можу заплатити готівкою.'),
  p('Recommendations from friends are very welcome.', 'Буду вдячна за рекомендації знайомих.'),
  p('I work downtown, so somewhere close to transit is better.', 'Працюю в центрі, тож бажано поруч із транспортом.'),
  p('Thank you to everyone who responds!', 'Дякую всім, хто відгукнеться!'),
  p('Any neighbourhood is fine.', 'Район не принциповий.'),
];

// --- notices ---------------------------------------------------------------

interface NoticeSubject { readonly text: Line; readonly cat: string; readonly topic: string }
export const NOTICES: readonly NoticeSubject[] = [
  { text: (c) => p(`Lost cat near ${c.area.en}`, `Загубився кіт у районі ${c.area.uk}`), cat: 'lost-found', topic: 'lost_found' },
  { text: p('Found a bunch of keys near the church', 'Знайдено в’язку ключів біля церкви'), cat: 'lost-found', topic: 'lost_found' },
  { text: p('Lost dog, answers to Barsyk', 'Загубився пес на кличку Барсик'), cat: 'lost-found', topic: 'lost_found' },
  { text: p("Found a child's backpack at the playground", 'На дитячому майданчику знайшли рюкзак'), cat: 'lost-found', topic: 'lost_found' },
  { text: p('Mobile consular service visit', 'Виїзний консульський прийом'), cat: 'announcements', topic: 'consular' },
  { text: p('A humanitarian aid collection point is open', 'Відкрито пункт збору гуманітарної допомоги'), cat: 'community-organizations', topic: 'aid' },
  { text: p('Free English conversation club', 'Безкоштовний розмовний клуб англійської мови'), cat: 'announcements', topic: 'education' },
  { text: p('Street closures for the Sunday parade', 'Перекриття вулиць через недільний парад'), cat: 'announcements', topic: 'city' },
  { text: p('Blood donor day', 'День донора'), cat: 'announcements', topic: 'health' },
  { text: p('Volunteers wanted for the food bank', 'Потрібні волонтери до продовольчого банку'), cat: 'community-organizations', topic: 'volunteering' },
  { text: p('Reminder: winter heating assistance applications', 'Нагадування: заявки на допомогу з опаленням узимку'), cat: 'announcements', topic: 'city' },
  { text: p('The parish office is closed for the holidays', 'Канцелярія парафії зачинена на свята'), cat: 'churches', topic: 'church' },
  { text: p('Thank you to everyone who donated!', 'Дякуємо всім, хто долучився до збору!'), cat: 'community-organizations', topic: 'aid' },
  { text: p('New schedule of Sunday services', 'Новий розклад недільних богослужінь'), cat: 'churches', topic: 'church' },
];
export const NOTICE_LINES: readonly Line[] = [
  p('Please share with your friends.', 'Будь ласка, поширте серед знайомих.'),
  p('Call or text any time.', 'Телефонуйте або пишіть будь-коли.'),
  p('More details on our website.', 'Докладніше — на нашому сайті.'),
  p('A reward for any information.', 'Винагорода за будь-яку інформацію.'),
  p('Bring your ID and proof of address.', 'Візьміть посвідчення особи та підтвердження адреси.'),
  p('Everyone is welcome; no registration needed.', 'Запрошуємо всіх, реєстрація не потрібна.'),
  p('This information is valid until the end of the month.', 'Інформація актуальна до кінця місяця.'),
  p('We accept warm clothes, canned food and medicine.', 'Приймаємо теплий одяг, консерви та ліки.'),
  p('Thank you for your kindness and support.', 'Дякуємо за вашу доброту й підтримку.'),
  p('Opening hours: weekdays from 10:00 to 18:00.', 'Години роботи: у будні з 10:00 до 18:00.'),
];

// --- private moderation data -----------------------------------------------

export const MODERATION_NOTES = [
  'Phone number confirmed by a call.', 'Photos look like stock images, asked for originals.',
  'Second ad from this account this week.', 'Price looks too low, possible scam.',
  'Publisher asked to hide the exact address.', 'Edited the title: it was all capitals.',
];
export const REJECTION_NOTES = [
  'Rejected: the same text was posted in five cities.', 'Rejected: prohibited item.',
  'Rejected: contact details do not match the account.', 'Rejected: offensive language in the description.',
];
export const INTERNAL_NOTES = [
  'Seller asked not to be called after 9 pm.', 'Possibly a duplicate of an older ad.',
  'Checked the price with the seller by phone.', 'VIP partner, renew for free.',
];
export const ADDRESS_NOTES = [
  'Apt 12, buzzer 3041, enter from the lane.', 'Basement door on the left side of the house.',
  'Ask for Olha at the front desk.', 'Gate code 4471.',
];

/** Consistency of the tables above: a wrong pairing here would make "valid" records invalid. */
export function checkVocabulary(): void {
  const categories = new Map(CATEGORIES.map((c) => [c.slug, c]));
  const expect = (cat: string, kind: Kind): void => {
    const category = categories.get(cat);
    if (!category || !category.allowedKinds.includes(kind)) throw new Error(`category ${cat} does not allow ${kind}`);
  };
  for (const c of CATEGORIES) if (!c.allowedKinds.includes(c.defaultKind)) throw new Error(`${c.slug}: bad defaultKind`);
  EVENTS.forEach((x) => expect(x.cat, 'event'));
  SERVICES.forEach((x) => expect(x.cat, 'service'));
  BUSINESS_TYPES.forEach((x) => expect(x.cat, 'business'));
  ORGANIZATIONS.forEach((x) => expect(x.cat, 'organization'));
  WANTED.forEach((x) => expect(x.cat, 'wanted'));
  NOTICES.forEach((x) => expect(x.cat, 'notice'));
  for (const kind of ['housing', 'vehicle', 'job', 'classified'] as const) {
    expect({ housing: 'housing', vehicle: 'vehicles', job: 'jobs', classified: 'for-sale' }[kind], kind);
  }
  expect('free-stuff', 'classified');
}
