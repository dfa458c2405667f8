/**
 * What a need points to: the things people name when they ask for help
 * ("fix my sink", "болит зуб", "furnace not working") and the services that
 * answer them (a plumber, a dentist, heating). The glossary's concepts
 * (concepts.ts) name a thing and a service each in three languages; a topic
 * ties them: a listing whose title names a service is about its topic, and a
 * thing a query asks about points to it.
 *
 * Both sides name concepts by their first Ukrainian word. A sign is a thing
 * whose trouble one service answers, not a mere association: "раковина" for a
 * plumber, "зуб" for a dentist; never "дитина" (a child needs many things).
 * The list is written from the domain, as the concepts are, not from any query.
 * A snapshot names a topic by its place in the list (glossary.ts `topicTerm`):
 * a new topic goes last, so that the others keep their places under a snapshot
 * built before it.
 */
export interface Topic {
  /** The concepts a listing's title names when the listing is about this topic (a service). */
  about: readonly string[];
  /** The concepts that point to it when a query asks about them. */
  signs: readonly string[];
}

export const TOPICS: readonly Topic[] = [
  // Trades and repairs
  { about: ['сантехнік'], signs: ['раковина', 'унітаз', 'змішувач', 'труба', 'протікання', 'каналізація', 'ванна', 'душова', 'котел', 'засмічення', 'дренажний насос'] },
  { about: ['електрик'], signs: ['розетка', 'освітлення', 'люстра', 'електропроводка', 'вимикач', 'електрощиток'] },
  { about: ['покрівельник'], signs: ['протікання', 'водостік', 'черепиця'] },
  {
    about: ['опалення', 'кондиціонер', 'фурнес', 'котел', 'вентиляція'],
    signs: ['опалення', 'кондиціонер', 'фурнес', 'котел', 'вентиляція', 'термостат', 'повітровід'],
  },
  { about: ['дезінсекція'], signs: ['шкідник', 'клоп', 'тарган', 'миша', 'щур', 'гризун'] },
  { about: ['слюсар'], signs: ['ключ', 'замок'] },
  { about: ['переїзд'], signs: ['меблі', 'диван', 'фортепіано'] },
  { about: ['садівник', 'арборист'], signs: ['газон', 'дерево', 'пень'] },
  { about: ['вивезення'], signs: ['сміття'] },
  { about: ['маляр'], signs: ['шпалери'] },
  { about: ['кравець'], signs: ['блискавка'] },
  { about: ['техніка'], signs: ['пралка', 'сушарка', 'холодильник', 'морозильник', 'духовка'] },
  { about: ['снігоприбирання'], signs: ['сніг'] },
  // Cars
  { about: ['автомеханік'], signs: ['двигун', 'трансмісія', 'акумулятор', 'гальмо', 'глушник', 'шина'] },
  { about: ['рихтування', 'евакуатор'], signs: ['аварія'] },
  { about: ['рихтування'], signs: ['вмятина'] },
  // Health
  { about: ['стоматолог', 'ортодонт'], signs: ['зуб', 'брекет', 'відбілювання', 'пломба', 'імплант', 'карієс', 'лікування каналів', 'видалення зуба', 'зубна коронка', 'зуб мудрості'] },
  { about: ['окуліст', 'оптика'], signs: ['око', 'окуляри', 'зір', 'лінза', 'катаракта'] },
  { about: ['гінеколог'], signs: ['вагітність'] },
  { about: ['психолог'], signs: ['залежність', 'тривожність', 'депресія', 'безсоння', 'стрес', 'паніка', 'птср', 'вигорання'] },
  {
    about: ['фізіотерапія', 'масаж', 'хіропрактик'],
    signs: ['спина', 'біль у спині', 'шия', 'травма', 'розтягнення', 'сколіоз', 'остеохондроз', 'ішіас'],
  },
  { about: ['лікар', 'терапевт', 'педіатр'], signs: ['застуда', 'грип', 'кашель'] },
  { about: ['аптека'], signs: ['ліки'] },
  { about: ['доглядальниця', 'догляд вдома', 'догляд за літніми'], signs: ['деменція', 'альцгеймер', 'лежачий'] },
  { about: ['ветеринар'], signs: ['сказ', 'кастрація'] },
  { about: ['перукар', 'барбер'], signs: ['волосся', 'зачіска', 'борода', 'фарбування волосся', 'нарощування волосся'] },
  { about: ['манікюр', 'педикюр'], signs: ['гельлак'] },
  { about: ['косметолог'], signs: ['зморшка', 'акне'] },
  // Paperwork, money and the law
  { about: ['бухгалтер'], signs: ['податок', 'декларація', 'пейрол'] },
  {
    about: ['юрист', 'параюрист'],
    signs: ['суд', 'розлучення', 'заповіт', 'спадщина', 'опіка', 'аліменти', 'позов', 'банкрутство', 'виселення', 'клоузинг', 'інкорпорація'],
  },
  { about: ['нотаріус'], signs: ['довіреність', 'апостиль', 'афідевіт'] },
  { about: ['страхування', 'автострахування', 'медстраховка'], signs: ['поліс'] },
  {
    about: ['імміграція'],
    signs: ['дозвіл', 'віза', 'грінкарта', 'резидентство', 'громадянство', 'біженець', 'азил', 'пароул', 'тпс', 'біометрія', 'депортація', 'лміа'],
  },
  // Learning
  {
    about: ['репетитор'],
    signs: ['математика', 'фізика', 'хімія', 'домашка', 'алгебра', 'геометрія', 'матаналіз', 'біологія', 'граматика', 'нмт', 'зно', 'айелтс', 'тоефл', 'сат'],
  },
  { about: ['водіння'], signs: ['права', 'роудтест'] },
  // Cleaning
  { about: ['прибирання', 'хімчистка'], signs: ['килим', 'диван', 'матрац'] },
];
