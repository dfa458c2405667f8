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
 */
export interface Topic {
  /** The concepts a listing's title names when the listing is about this topic (a service). */
  about: readonly string[];
  /** The concepts that point to it when a query asks about them. */
  signs: readonly string[];
}

export const TOPICS: readonly Topic[] = [
  // Trades and repairs
  { about: ['сантехнік'], signs: ['раковина', 'унітаз', 'змішувач', 'труба', 'протікання', 'каналізація', 'ванна', 'душова', 'котел'] },
  { about: ['електрик'], signs: ['розетка', 'освітлення', 'люстра', 'електропроводка'] },
  { about: ['покрівельник'], signs: ['протікання', 'водостік'] },
  { about: ['опалення', 'кондиціонер', 'фурнес', 'котел'], signs: ['опалення', 'кондиціонер', 'фурнес', 'котел'] },
  { about: ['дезінсекція'], signs: ['шкідник', 'клоп', 'тарган', 'миша', 'щур', 'гризун'] },
  { about: ['слюсар'], signs: ['ключ'] },
  { about: ['переїзд'], signs: ['меблі', 'диван', 'фортепіано'] },
  { about: ['садівник', 'арборист'], signs: ['газон', 'дерево'] },
  { about: ['снігоприбирання'], signs: ['сніг'] },
  // Cars
  { about: ['автомеханік'], signs: ['двигун', 'трансмісія', 'акумулятор', 'гальмо'] },
  { about: ['рихтування', 'евакуатор'], signs: ['аварія'] },
  // Health
  { about: ['стоматолог', 'ортодонт'], signs: ['зуб'] },
  { about: ['окуліст', 'оптика'], signs: ['око', 'окуляри'] },
  { about: ['гінеколог'], signs: ['вагітність'] },
  { about: ['психолог'], signs: ['залежність'] },
  { about: ['перукар'], signs: ['волосся', 'зачіска'] },
  // Paperwork, money and the law
  { about: ['бухгалтер'], signs: ['податок', 'декларація'] },
  { about: ['юрист'], signs: ['суд', 'розлучення', 'заповіт', 'спадщина'] },
  { about: ['нотаріус'], signs: ['довіреність'] },
  {
    about: ['імміграція'],
    signs: ['дозвіл', 'віза', 'грінкарта', 'резидентство', 'громадянство', 'біженець', 'азил', 'пароул', 'тпс', 'біометрія'],
  },
  // Learning
  { about: ['репетитор'], signs: ['математика', 'фізика', 'хімія', 'домашка'] },
  { about: ['водіння'], signs: ['права'] },
];
