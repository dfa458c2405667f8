/**
 * What a query word does in a phrase. People type what they want in whole
 * phrases ("шукаю няню на вечір", "need a ride to the airport"): function
 * words, intent words and preferences rarely appear in the listing that
 * answers, so they never decide whether a listing matches — they only help
 * rank one that holds them. Activity words ("ремонт", "fix") do decide, but
 * only beside the word that names what is asked about.
 *
 * Function words come from the `stopword` package's Ukrainian, Russian and
 * English lists (MIT), short lists of pronouns, prepositions and particles.
 * Intent, preference and activity words are this service's own: no list covers how
 * people ask for things in classifieds, and the lists are short.
 */
import { eng, rus, ukr } from 'stopword';
import { normalizeTerm } from '../tokenize.ts';
import { isVerbalNounEntry } from './verbs.ts';

export type TermRole = 'function' | 'intent' | 'preference' | 'activity' | 'content';

/** Whether a word of this role decides a match when the phrase has one: a word that names the thing asked about, or what is to be done with it. */
export const isMeaningfulRole = (role: TermRole): boolean => role === 'content' || role === 'activity';

/** Needing, said with a verb ("мама потребує догляду", "нуждаюсь в юристе"): it asks, in a query and in a title. */
const NEEDING = ['потребувати', 'потребую', 'потребує', 'потребуємо', 'нуждаться', 'нуждаюсь', 'нуждается', 'нуждаемся'];

/**
 * The verbs of the first person that ask: to buy, to rent, to take, to hire, to order, to accept, in Ukrainian and
 * Russian, of one and of many ("куплю", "зніму", "сниму", "візьму", "найму", "замовлю").
 */
const FIRST_PERSON_ASKING = [
  'куплю', 'купимо', 'купим', 'зніму', 'знімемо', 'винайму', 'винаймемо', 'орендую', 'орендуємо', 'заберу', 'заберемо',
  'візьму', 'візьмемо', 'найму', 'наймемо', 'наймаю', 'наймаємо', 'замовлю', 'замовимо', 'прийму', 'приймемо',
  'сниму', 'снимем', 'арендую', 'арендуем', 'заберём', 'заберем', 'возьму', 'возьмём', 'возьмем',
  'наймём', 'наймем', 'нанимаю', 'нанимаем', 'закажу', 'закажем', 'приму', 'примем',
];

/** Lemmas (and spellings) of words that say someone wants something, in the three languages. */
const INTENT = [
  // Ukrainian
  'шукати', 'шукаю', 'шукаємо', 'шукає', 'потрібен', 'потрібна', 'потрібно', 'потрібні', 'потрібний', 'треба', 'хто',
  ...NEEDING,
  'хочу', 'хотіти', 'куплю', 'купити', 'знайти', 'де', 'допоможіть', 'порадьте', 'підкажіть', 'є',
  // To learn, which asks for whoever teaches it ("i want to learn english", "хочу вивчити англійську")
  'вивчити', 'вивчати', 'выучить', 'изучать', 'learn', 'learning', 'study', 'studying',
  // To buy, rent, take, hire or order, said as "куплю" is: the first person that asks ("зніму квартиру", "сниму комнату",
  // "заберу", "найму няню", "замовлю торт"), where another verb of the first person offers (`intentOf`)
  ...FIRST_PERSON_ASKING,
  // Russian (хочу, куплю are spelled as in Ukrainian, above)
  'ищу', 'искать', 'ищем', 'нужен', 'нужна', 'нужно', 'нужны', 'нужный', 'надо', 'кто', 'найти', 'где', 'купить',
  'помогите', 'посоветуйте', 'подскажите',
  // English
  'need', 'needed', 'needs', 'looking', 'look', 'want', 'wanted', 'seeking', 'seek', 'hiring', 'buy', 'buying', 'who', 'where', 'find', 'help',
  'anyone', 'somebody', 'someone', 'recommend', 'please', 'contact', 'call',
  // Asking for a recommendation, someone's contacts or what is known of a thing ("шукаю контакти сантехніка")
  'порекомендувати', 'порекомендуйте', 'рекомендація', 'порекомендовать', 'рекомендация', 'контакт', 'контакти',
  'контакты', 'інформація', 'информация', 'recommendation', 'recommendations', 'contacts', 'information', 'info',
  // Asking for help or advice, and where to turn, by their dictionary forms ("допоможе", "поможет", "обратиться")
  'допомогти', 'допомагати', 'порадити', 'звернутися', 'помочь', 'помогать', 'посоветовать', 'обратиться', 'пожалуйста',
  // Trouble, which asks for whoever fixes it ("болит зуб", "furnace broken", "тече кран")
  'болить', 'болять', 'боліти', 'зламався', 'зламалася', 'зламалось', 'зламатися', 'тече', 'текти', 'протікає', 'протікати',
  'болит', 'болят', 'болеть', 'сломался', 'сломалась', 'сломалось', 'сломаться', 'течёт', 'протекает', 'протекать',
  'hurts', 'hurt', 'aches', 'ache', 'aching', 'broken', 'broke', 'leaking', 'leaks', 'clogged',
  // Dripping, clogged, cracked or damaged, as a verb or as what a thing is ("капає кран", "leaky tap", "засорился унитаз")
  'капає', 'капати', 'засмітився', 'засмітилася', 'засмітитися', 'забився', 'забилася', 'забитися', 'тріснув', 'тріснула',
  'тріснути', 'зламаний', 'пошкоджений', 'капает', 'капать', 'засорился', 'засорилась', 'засориться', 'забился', 'забилась',
  'треснул', 'треснула', 'сломанный', 'поврежденный', 'leaky', 'dripping', 'drips', 'cracked', 'damaged', 'burst',
];

/** Words that say how, not what: cheap, soon, good. */
const PREFERENCE = [
  // Ukrainian
  'недорого', 'недорогий', 'дешево', 'дешевий', 'терміново', 'терміновий', 'швидко', 'якісно', 'якісний', 'добрий',
  'хороший', 'найкращий', 'надійний', 'поруч', 'близько',
  // Russian (недорого, дешево, хороший are spelled as in Ukrainian, above)
  'дёшево', 'срочно', 'срочный', 'быстро', 'качественно', 'лучший', 'надежный', 'рядом',
  // English
  'cheap', 'cheaper', 'affordable', 'inexpensive', 'urgent', 'urgently', 'asap', 'fast', 'quick', 'quickly', 'good',
  'best', 'reliable', 'nearby', 'near', 'local',
  // How good, as one asks it of whoever does the thing: experienced, professional, tried
  'досвідчений', 'професійний', 'перевірений', 'кваліфікований', 'нормальний', 'опытный', 'профессиональный', 'проверенный',
  'квалифицированный', 'нормальный', 'дешёвый', 'дешевый', 'недорогой', 'experienced', 'professional', 'qualified', 'trusted',
  // Now, which asks for soon as "терміново" does
  'зараз', 'сейчас', 'now',
  // Experience, as "досвідчений" says it ("няня з досвідом")
  'досвід', 'опыт', 'experience',
  // Speaking a language, which the language's own word says ("doctor who speaks Ukrainian", "врач говорящий по-украински")
  'говорити', 'розмовляти', 'говорить', 'разговаривать', 'говорящий', 'speak', 'speaks', 'speaking', 'spoken',
  // What it costs, which a phrase asks of the thing ("скільки коштує сантехнік", "plumber price"): the answer is the thing
  'ціна', 'вартість', 'коштувати', 'скільки', 'цена', 'стоимость', 'стоить', 'сколько', 'price', 'prices', 'cost', 'costs',
];

/**
 * Words that name a kind of doing, not what it is done to: repair, work,
 * services, installation. Beside a word that names the thing ("ремонт даху",
 * "fix my roof") they decide a match like it, and alone ("ремонт") they are
 * the query; but when the thing named reaches nothing ("fix my sink",
 * "ремонт годинника" where no listing has a sink or a clock) they never stand
 * in for it: every listing that repairs something is not an answer.
 */
const ACTIVITY = [
  // Ukrainian
  'ремонт', 'ремонтувати', 'відремонтувати', 'полагодити', 'лагодити', 'ремонтний', 'робота', 'роботи', 'послуга',
  'встановлення', 'встановити', 'монтаж', 'обслуговування', 'зробити', 'робити', 'допомога', 'заміна', 'замінити',
  // Russian (ремонт, монтаж are spelled as in Ukrainian, above)
  'ремонтировать', 'отремонтировать', 'починить', 'чинить', 'ремонтный', 'работа', 'работы', 'услуга', 'установка',
  'установить', 'обслуживание', 'сделать', 'делать', 'помощь', 'замена', 'заменить',
  // English
  'fix', 'fixes', 'fixing', 'fixed', 'repair', 'repairs', 'repairing', 'repaired', 'install', 'installation', 'installing', 'work', 'works',
  'working', 'service', 'services', 'servicing', 'maintenance', 'replace', 'replacement', 'replacing',
];

/**
 * Words of time a phrase names, which the listing that answers must say as it
 * says a place ("на вихідні", "today"): meaningful, though a function word list
 * has some of them.
 */
const TIME = ['сьогодні', 'завтра', 'сегодня', 'вихідні', 'выходные', 'today', 'tomorrow', 'tonight', 'weekend', 'weekends'];

/**
 * Words that offer something: the other side of a request ("пропоную", "здаю", "for hire"; `intentOf` reads "hire" by
 * the word before it, and "продає" after "хто" as asking). Side words too. Forms, not dictionary words: "здається",
 * "сдаётся" say what a listing is, as its own words do, not who offers it.
 */
const OFFER = [
  // Ukrainian
  'пропоную', 'пропонуємо', 'пропонувати', 'здаю', 'здаємо', 'здам', 'продаю', 'продам', 'продаємо', 'даю', 'даємо',
  'надаю', 'надаємо', 'продає', 'продають', 'здає', 'здають',
  // Russian
  'предлагаю', 'предлагаем', 'предлагать', 'сдаю', 'сдаём', 'сдаем', 'сдам', 'продаём', 'продаем', 'даём', 'даем',
  'предоставляю', 'предоставляем', 'оказываю', 'оказываем', 'продаёт', 'продает', 'продают', 'сдаёт', 'сдает', 'сдают',
  // English
  'offer', 'offering', 'offers', 'available', 'hire', 'selling', 'sell', 'sells',
];

/**
 * The words by which a listing or a query asks for something — a narrower
 * list than INTENT, whose "help", "who" or "where" also name what a service
 * gives — and the words for work, which turn asking into offering: "шукаю
 * роботу", "ищу работу няней", "looking for work" offer one's work.
 */
const REQUEST = new Set([
  'шукаю', 'шукаємо', 'шукає', 'шукати', 'потрібен', 'потрібна', 'потрібно', 'потрібні', 'потрібний', 'треба', 'куплю',
  ...NEEDING,
  'ищу', 'ищем', 'ищет', 'искать', 'нужен', 'нужна', 'нужно', 'нужны', 'нужный', 'надо',
  'need', 'needed', 'needs', 'looking', 'wanted', 'seeking', 'seek', 'hiring',
  ...FIRST_PERSON_ASKING,
].map((word) => normalizeTerm(word)));
/**
 * Words that ask for something in a query ("buy a car", "порадьте стоматолога") but in a title may
 * tell a customer to ("Buy fresh bread daily", "Find your new home"): read as asking in queries only (`intentOf`).
 */
const QUERY_REQUEST = new Set([
  'buy', 'buying', 'купити', 'купить',
  // Asking for a recommendation or where to find one: a provider is wanted ("порадьте стоматолога", "help me find a nanny")
  'порадьте', 'порадити', 'порекомендуйте', 'порекомендувати', 'знайти', 'посоветуйте', 'посоветовать', 'порекомендовать',
  'найти', 'recommend', 'recommendation', 'recommendations', 'find',
].map((word) => normalizeTerm(word)));
/** The words for work: in a phrase that asks for something, they say what is offered, not what is asked about. */
const WORK = new Set(['робота', 'роботу', 'роботи', 'работа', 'работу', 'работы', 'work', 'job', 'jobs']);

/**
 * Those an offer is made to: one who looks for a tenant, a buyer, clients, a family to work
 * for, an employer or pupils ("шукаю квартирантів", "ищу покупателя", "looking for tenants",
 * "няня шукає сім'ю", "набираю учнів") offers the home, the thing, the service or the work.
 * Their dictionary words and the forms a phrase asks for them in: a listing's title is
 * read without the dictionaries (listing-intent.ts); a query knows any other form by its
 * dictionary word (`ROLE_WORDS`).
 */
const COUNTERPARTS = new Set([
  'квартирант', 'квартиранти', 'квартирантів', 'квартирантка', 'орендар', 'орендарі', 'орендарів', 'наймач', 'наймачі', 'наймачів',
  'покупець', 'покупця', 'покупців', 'клієнт', 'клієнта', 'клієнти', 'клієнтів', 'замовник', 'замовника', 'замовників',
  'квартиранта', 'квартирантов', 'арендатор', 'арендатора', 'арендаторов', 'съемщик', 'съемщика', 'съемщиков', 'жилец', 'жильца', 'жильцов',
  'покупатель', 'покупателя', 'покупателей', 'клиент', 'клиента', 'клиентов', 'заказчик', 'заказчика', 'заказчиков',
  'tenant', 'tenants', 'renter', 'renters', 'buyer', 'buyers', 'customer', 'customers', 'client', 'clients',
  'сім’я', 'сім’ю', 'родина', 'родину', 'роботодавець', 'роботодавця', 'учень', 'учня', 'учні', 'учнів',
  'семья', 'семью', 'работодатель', 'работодателя', 'ученик', 'ученика', 'ученики', 'учеников',
  'family', 'families', 'employer', 'employers', 'student', 'students', 'pupil', 'pupils',
].map((word) => normalizeTerm(word)));

/** A query word as `phraseRoles` reads it: its own role, its lemmas, its script. */
export interface PhraseWord {
  term: string;
  lemmas: readonly string[];
  role: TermRole;
  script: 'cyrillic' | 'latin' | 'other';
  /** Typed in capitals (tokenize.ts `typedInCapitals`). */
  capitals?: boolean;
  /** A noun that is no verb agreeing with a subject pronoun before it (stem.ts `nounAfterPronoun`): asked of a phrase's second word. */
  nounAfterPronoun?: boolean;
}

/**
 * The English subject pronouns, each whether it is of the third person
 * singular (its verb takes "-s"): a closed class, as the prepositions are.
 */
export const SUBJECT_PRONOUNS: ReadonlyMap<string, boolean> = new Map([
  ['i', false], ['you', false], ['we', false], ['they', false], ['he', true], ['she', true], ['it', true],
]);

/**
 * The roles of a query's words in their phrase. These rules read the phrase
 * whole: in a phrase that looks for work ("ищу работу в IT", "looking for
 * nanny work") the word for work says what is offered, and in one that looks
 * for a tenant or a buyer ("looking for tenants for my 2br") the word for them
 * says what is offered to them: each is an intent word unless the phrase names
 * nothing else; a Latin function word among Cyrillic
 * words is no function word of the phrase's language but a name or an acronym
 * ("в IT", "на PR"); and so is a function word typed in capitals among words
 * that are not ("IT jobs", "US visa"), while a phrase typed all in capitals
 * is only shouted; and so is a subject pronoun typed first before a noun that
 * is no verb of it ("it jobs", "it support": `nounAfterPronoun`). A word for a
 * business or a provider beside what it does, and the doing a thing is for ("ноутбук для
 * навчання"), are preferences.
 */
export function phraseRoles(words: readonly PhraseWord[]): TermRole[] {
  const asks = words.some((word) => isIn(REQUEST, word));
  const cyrillic = words.filter((word) => word.script === 'cyrillic').length;
  const shouted = words.every((word) => word.capitals);
  const isName = (word: PhraseWord) => (word.script === 'latin' && cyrillic > 0 && cyrillic === words.length - 1) || (word.capitals === true && !shouted);
  const roles = words.map((word) => (word.role === 'function' && isName(word) ? 'content' : word.role));
  // A phrase that begins with a subject pronoun and a noun no verb of it ("it jobs", "it support") begins with no
  // pronoun but the name or acronym spelled so.
  if (words.length > 1 && SUBJECT_PRONOUNS.has(words[0]!.term) && words[1]!.nounAfterPronoun && roles[1] === 'content') roles[0] = 'content';
  const side = (i: number) => isMeaningfulRole(roles[i]!) && asks && (isIn(WORK, words[i]!) || isIn(COUNTERPARTS, words[i]!));
  // Work, or those an offer is made to, is the topic of a phrase that names nothing else ("ищу работу", "шукаю квартирантів").
  if (!roles.some((role, i) => isMeaningfulRole(role) && !side(i))) return roles;
  const read = roles.map((role, i) => (side(i) ? 'intent' : role));
  // A word for a business or a provider beside what it does says who does it, as "професійний" says how: "roofing
  // company" and "roofing specialist" are any roofer.
  const business = (i: number) => isMeaningfulRole(read[i]!) && isIn(BUSINESSES, words[i]!);
  const withoutBusiness = read.some((role, i) => isMeaningfulRole(role) && !business(i)) ? read.map((role, i) => (business(i) ? 'preference' : role)) : read;
  // What a thing is for ("ноутбук для навчання", "a laptop for studying") says why it is wanted, not what it is.
  const purposes = forPurpose(words.map((word) => word.term), withoutBusiness);
  return withoutBusiness.map((role, i) => (purposes[i] && isVerbalNoun(words[i]!) ? 'preference' : role));
}

/**
 * Whether a word is a verbal noun, the name of a doing: its dictionary word ends as the Ukrainian's
 * and the Russian's do (-ння, -ття; -ние, -тие), or, an English word, in -ing. A closed class by
 * its suffix; what a doing is for is no kind of the thing ("для дальнобойщика" names whom it serves).
 */
function isVerbalNoun(word: PhraseWord): boolean {
  if (word.script === 'latin') return word.term.length > 5 && word.term.endsWith('ing');
  // And -ття, -тие, which also name a state ("для життя"): a purpose as well.
  return [word.term, ...word.lemmas].some((form) => isVerbalNounEntry(form) || /(?:ття|тие)$/u.test(form));
}

/** The prepositions of a purpose: what follows says what the thing before is for. */
const PURPOSE = new Set(['для', 'for']);

/** Which meaningful words follow a preposition of a purpose behind a meaningful word (the function words between passed over). */
function forPurpose(terms: readonly string[], roles: readonly TermRole[]): boolean[] {
  const marked: boolean[] = [];
  terms.forEach((_, i) => {
    if (!isMeaningfulRole(roles[i]!)) return void marked.push(false);
    let at = i - 1;
    while (at >= 0 && roles[at] === 'function' && !PREPOSITIONS.has(terms[at]!)) at--;
    if (at >= 0 && marked[at]) return void marked.push(true);
    marked.push(at >= 1 && PURPOSE.has(terms[at]!) && roles.slice(0, at).some(isMeaningfulRole));
  });
  return marked;
}

/**
 * The words for a business (a company, a firm, an agency) and for one who provides a service,
 * named by no trade of their own (a specialist, an expert, a provider, a contractor): `phraseRoles`. A master
 * ("майстер", "мастер") is a craftsman, a trade of its own, and not among them.
 */
const BUSINESSES = new Set([
  'компанія', 'фірма', 'агенція', 'агентство', 'бюро', 'компания', 'фирма',
  'company', 'companies', 'firm', 'firms', 'agency', 'agencies',
  'спеціаліст', 'фахівець', 'фахівчиня', 'професіонал', 'експерт', 'специалист', 'профессионал', 'эксперт',
  'specialist', 'specialists', 'expert', 'experts', 'professional', 'professionals', 'provider', 'providers',
  'підрядник', 'субпідрядник', 'подрядчик', 'субподрядчик', 'contractor', 'contractors', 'subcontractor', 'subcontractors',
].map((word) => normalizeTerm(word)));

/**
 * Prepositions of the three languages: a word that names a thing after one,
 * behind another word that names a thing, says something of that one ("на
 * машину" of "страховка", "in Chicago" of "plumber", "для студента" of
 * "кімната"). A closed class: the function word lists do not tell them apart,
 * and lack some ("біля", "серед", "via"), so every one is a function word too.
 */
const PREPOSITIONS = new Set([
  'в', 'у', 'на', 'до', 'з', 'із', 'зі', 'від', 'для', 'про', 'по', 'за', 'під', 'над', 'без', 'біля', 'коло', 'через', 'після', 'при', 'між',
  'близько', 'крізь', 'навпроти', 'поблизу', 'поміж', 'понад', 'поруч', 'посеред', 'проти', 'серед', 'щодо', 'довкола', 'навколо',
  'впродовж', 'протягом', 'крім', 'окрім', 'замість', 'попри',
  'во', 'с', 'со', 'из', 'от', 'под', 'около', 'после', 'между', 'возле', 'близ', 'вокруг', 'кроме', 'мимо', 'напротив', 'против',
  'среди', 'вдоль', 'вместо', 'насчет',
  'in', 'on', 'at', 'for', 'with', 'from', 'to', 'of', 'near', 'by', 'about', 'under', 'without', 'after', 'around', 'into',
  'beside', 'across', 'along', 'among', 'between', 'beyond', 'within', 'toward', 'towards', 'upon', 'via',
]);

/**
 * Which words of a phrase say something of another rather than name what is
 * asked for: a meaningful word after a preposition (and the function words
 * between: "for my son"), when a word that names a thing stands before the preposition ("страховка на машину", "plumber in
 * Chicago", "кімната для студента"), and the words after it up to the next
 * preposition, which are of the same phrase ("догляд за літніми людьми"). After a
 * word that asks or names a doing ("help with math", "допомога з документами") the
 * word names the thing itself.
 */
export function modifiersIn(terms: readonly string[], roles: readonly TermRole[]): boolean[] {
  const modifiers: boolean[] = [];
  terms.forEach((_, i) => {
    if (!isMeaningfulRole(roles[i]!)) return void modifiers.push(false);
    // Past the function words and preferences between ("for my son", "на свою машину", "в хорошем состоянии") to the preposition.
    let at = i - 1;
    while (at >= 0 && (roles[at] === 'function' || roles[at] === 'preference') && !PREPOSITIONS.has(terms[at]!)) at--;
    // A word after a modifier, no preposition between, is of the same phrase ("за літніми людьми", "for my elderly mother").
    if (at >= 0 && modifiers[at]) return void modifiers.push(true);
    modifiers.push(at >= 1 && PREPOSITIONS.has(terms[at]!) && roles.slice(0, at).some((role) => role === 'content'));
  });
  return modifiers;
}

/** What a phrase says it wants (`intentOf`). */
export type Intent = 'request' | 'work' | 'offer';


/**
 * What words say they want: something (`request`), work (`work`: "шукаю
 * роботу", "ищу работу няней", "looking for work" — one offers one's work and
 * asks for a job), or to give something (`offer`); null when they say neither.
 * Each word is given with its lemmas, or a Latin word with its Ukrainian spellings;
 * `query`: the words are a query's, not a title's (`QUERY_REQUEST`).
 */
export function intentOf(words: readonly { term: string; lemmas: readonly string[]; firstPerson?: boolean }[], { query = false } = {}): Intent | null {
  const has = (set: ReadonlySet<string>) => words.some((word) => isIn(set, word));
  // "Hire" offers after "for" ("electrician for hire") and asks otherwise ("hire a nanny", "we hire drivers").
  const hires = words.some(({ term }, i) => term === 'hire' && words[i - 1]?.term !== 'for');
  if (hires || has(REQUEST) || (query && has(QUERY_REQUEST))) {
    if (has(WORK)) return 'work';
    return asksForCounterpart(words) ? 'offer' : 'request';
  }
  // Asked of someone else, an offer is what is looked for: "хто продає вишиванки", "who sells" want the sellers.
  if (has(OFFERING)) return has(ASKING_WHO) ? 'request' : 'offer';
  // One who says what they do offers it: a verb of the first person that is no word of a role ("перекладаю
  // документи", "чистимо килими", "віддам диван"; "хочу", "можу" are not), `firstPerson` as the caller reads it.
  if (words.some((word) => word.firstPerson && isMeaningfulRole(termRole(word.term, word.lemmas)))) return 'offer';
  return null;
}

/**
 * Whether the first word that names something after a word that asks names one an offer is made
 * to (`COUNTERPARTS`): "looking for tenants", not "need a lawyer for tenants".
 */
function asksForCounterpart(words: readonly { term: string; lemmas: readonly string[] }[]): boolean {
  const asking = words.findIndex((word) => isIn(REQUEST, word));
  if (asking < 0) return false;
  const after = words.slice(asking + 1);
  const at = after.findIndex(({ term, lemmas }) => termRole(term, lemmas) !== 'function');
  if (at < 0 || !isIn(COUNTERPARTS, after[at]!)) return false;
  // A word that names something right after it makes it a modifier: "a family doctor" is a doctor.
  const next = after[at + 1];
  return next === undefined || termRole(next.term, next.lemmas) !== 'content';
}

/** Whether a word of a list is the word given, as typed or by one of its dictionary words. */
function isIn(list: ReadonlySet<string>, { term, lemmas }: { term: string; lemmas: readonly string[] }): boolean {
  return list.has(term) || lemmas.some((lemma) => list.has(lemma));
}

const OFFERING = new Set(OFFER.map((word) => normalizeTerm(word)));

/** Buying, in the three languages: the dictionary words and the first person that says it ("куплю"). */
const BUYING = new Set(['купити', 'куплю', 'купимо', 'купуємо', 'купить', 'купим', 'покупаю', 'покупаем', 'buy', 'buying', 'purchase'].map((word) => normalizeTerm(word)));

/** The question words that ask who: "хто купить" looks for a buyer, "де купити" for what is sold. */
const ASKING_WHO_ONLY = new Set(['хто', 'кто', 'who'].map((word) => normalizeTerm(word)));

/**
 * Whether a query's words buy something ("куплю машину", "де купити телефон", "buy a
 * stroller"): what it asks for is what is sold, not a service that names the thing. Not one
 * that asks who buys ("хто купить мій диван" sells). Words given as to `intentOf`.
 */
export function buysIn(words: readonly { term: string; lemmas: readonly string[] }[]): boolean {
  return words.some((word) => isIn(BUYING, word)) && !words.some((word) => isIn(ASKING_WHO_ONLY, word));
}

/** The question words that ask who or where: beside an offer, they look for one. */
const ASKING_WHO = new Set(['хто', 'де', 'кто', 'где', 'who', 'where'].map((word) => normalizeTerm(word)));

/**
 * Function words the `stopword` lists lack: modal and indefinite words of a
 * question ("де можна", "якщо", "хтось", "кто-нибудь", "будь ласка", "does").
 */
const FUNCTION = [
  'можна', 'куди', 'якщо', 'хтось', 'хтонебудь', 'будь', 'ласка', 'могти', 'ктонибудь', 'ктото', 'мочь', 'does', 'doing', 'куда',
  // Where to go, which asks for the place as "куди" does ("куди піти з дітьми", "куда сходить с детьми")
  'піти', 'сходити', 'пойти', 'сходить',
  // The modal "can" in the persons a question uses: their stem alternates (г/ж), so no suffix rule of the dictionary makes them
  'можу', 'може', 'можемо', 'можете', 'можуть', 'зможу', 'зможе', 'зможете', 'могу', 'может', 'можем', 'могут', 'смогу', 'сможет', 'сможете',
  // Negation the English list lacks ("furnace not working"): it says how a thing is, not what it is
  'not', 'no',
  // A preposition the English list lacks ("$25 per hour")
  'per',
  // Having a question about a thing is asking about it ("маю питання про няню", "у меня вопрос")
  'маю', 'маємо', 'питання', 'вопрос', 'question',
  // Whether someone knows, which asks as "хтось знає" does ("does anybody know where to fix a car")
  'anybody', 'know', 'knows',
];

/**
 * The words of this service's own lists (intent, offers, preferences, doing,
 * time, those an offer is made to, and the function words the `stopword` lists lack): the build gives the
 * snapshot every form of their dictionary words, so that a phrase's
 * "поможет" or "ремонтуєте" is known by its dictionary form ("помочь",
 * "ремонтувати") whether or not a listing uses one.
 */
export const ROLE_WORDS: readonly string[] = [...INTENT, ...OFFER, ...PREFERENCE, ...ACTIVITY, ...TIME, ...FUNCTION, ...COUNTERPARTS].map((word) => normalizeTerm(word));

const ROLES = new Map<string, TermRole>();
for (const [words, role] of [[[...ukr, ...rus, ...eng, ...PREPOSITIONS, ...FUNCTION], 'function'], [INTENT, 'intent'], [OFFER, 'intent'], [PREFERENCE, 'preference'], [ACTIVITY, 'activity'], [TIME, 'content']] as const) {
  for (const word of words) ROLES.set(normalizeTerm(word), role);
}

/**
 * The role of a normalized query word: given its lemmas too (so "шукаємо"
 * and "потрібного" are known by their dictionary forms), the first that has
 * one.
 */
export function termRole(word: string, lemmas: readonly string[] = []): TermRole {
  const role = ROLES.get(word);
  if (role) return role;
  for (const lemma of lemmas) {
    const of = ROLES.get(lemma);
    if (of) return of;
  }
  return 'content';
}
