/**
 * Ground 2 of the search evaluation: the development queries over the listings
 * of listings.ts (numbers 1001 upward), in their own snapshot. The held-out
 * queries of this ground are in held-out.ts, written and judged by someone
 * else, and reported only in aggregate.
 *
 * How to judge (as on the first ground, ../queries.ts): a listing is relevant
 * when a person typing the query would want it, read from the listing's text
 * and its structured price only — never from what any engine returns, and
 * before any engine has run on the query. Judge in all three languages: a
 * Ukrainian, English, Russian or Latin-lettered Ukrainian listing is relevant
 * when it says what is asked for, whatever language the query is in; a
 * translation into another word (бухгалтер/accountant, сантехнік/plumber) is
 * relevant here, since these are the words people search for a service by.
 * Intent and filler words (шукаю, потрібен, ищу, need, looking for, my, може,
 * недорого) are not demanded of a listing; a place or time word that the
 * query names ("у Торонто", "Chicago", "на вихідні") is.
 *
 * The rules of passing (JudgedQuery in ../queries.ts): every relevant listing
 * among the first 48 results, unless `atLeast` asks for fewer; `first` is the
 * first result; no `mustNot` listing appears; with `only`, every result is
 * relevant or `acceptable`; with `ranked`, every relevant result ranks above
 * every other result.
 *
 * The classes, one phenomenon each:
 *
 * - `number-unit` — a number with its unit or currency, written otherwise than
 *   the listing writes it: bedrooms ("2br", "2 BR", "two bedroom",
 *   "двокімнатна", "2-кімн.", "двухкомнатная"; "1+1", studio, студія, однушка),
 *   prices ("$2,400", "2400$", "2 400 доларів", "2.4k", "CAD 2400", "2400 USD",
 *   "від 1500"; a listing's structured price counts as its text does), sizes
 *   and distances ("750 sq ft", "65 кв. м", "15 km"/"15км", "5½"/"5 1/2"), the
 *   digits of a phone number written with dashes or spaces, a model year with
 *   a model ("2018 Civic"). Relevant: the listings that state the same number
 *   and unit. Another number of the same unit is a near miss (`mustNot`): one
 *   bedroom is not two, $1,500 is not $2,400. Codes stay exact: G1 is not G2,
 *   CDL-A is not CDL-B, T4 is not W-2.
 * - `loanword` — a loanword or brand typed in the other script than the
 *   listing's ("айфон" for iPhone, "лептоп"/"laptop"/"ноутбук", "фітнес" for
 *   fitness, "Хонда" for Honda, "Samsung" for Самсунг), and a Russian spelling
 *   of a word that differs from the Ukrainian one by regular letters (с/з of a
 *   prefix, и/і, е/є, ы/и). Relevant: the listings naming that thing in either
 *   script.
 * - `unseen-form` — a form of a word that no listing of this ground contains,
 *   while some listing uses another form of the same word: a case or number no
 *   ad uses, the Russian form of a Ukrainian word, a feminine agent noun for a
 *   masculine one ("вчителька" where an ad wants "вчителя"), a verb for a
 *   verbal noun ("ремонтую"/"ремонт", "перевозимо"/"перевезення"). At least one
 *   word of the query must appear in no listing (the evaluation's test checks
 *   this). Relevant: the listings using any form of the word.
 * - `topic` — a question in a sentence, with side words ("need a plumber",
 *   "fix my sink", "хто може полагодити дах"). Relevant: the listings about
 *   what is asked for. When no listing is about it, `relevant: []` with `only`:
 *   the right answer is nothing, never listings that share only "need" or
 *   "my". Near misses of the topic (a massage or a manicure for a plumber) go
 *   in `mustNot`.
 * - `intent` — a request or an offer in the query's own words ("шукаю
 *   бухгалтера", "потрібен електрик", "ищу работу няней", "looking for a
 *   nanny"). A request wants the offers: relevant are the offers of it, and
 *   other people's requests for the same thing are `acceptable`; with `ranked`
 *   the offers must come first. An offer ("пропоную послуги няні", "electrician
 *   available") wants the requests, the other way round.
 * - `complete-word` — a complete short word or acronym that begins other words
 *   ("car" before "caregiver" and "carpet", "CPA", "ESL", "IT" before "items",
 *   "SAT" before "Saturday"). Relevant: the listings with that word (and its
 *   forms: "cars"); a listing with a word it merely begins is not relevant —
 *   under `ranked` or `only` it must come after, or not at all.
 * - `widening` — a query whose strict reading finds nothing although a listing
 *   a reader would accept exists: a derivation of a listing's word, a typo
 *   beyond the usual budget, a word only a stem shares. Relevant: the nearest
 *   listings a reader would accept, usually with `atLeast: 1`. The answer must
 *   not be empty while one exists.
 *
 * Write each query as `[query, relevant, extra?]` under its class with
 * `judged` below; name listings by their numbers in listings.ts.
 */
import type { JudgedQuery } from '../queries.ts';

export const GROUND_2_CLASSES = [
  'number-unit', 'loanword', 'unseen-form', 'topic', 'intent', 'complete-word', 'widening',
] as const;
export type Ground2Class = (typeof GROUND_2_CLASSES)[number];

export const judged = (cls: Ground2Class, rows: [q: string, relevant: number[], extra?: Partial<JudgedQuery<Ground2Class>>][]): JudgedQuery<Ground2Class>[] =>
  rows.map(([q, relevant, extra]) => ({ q, class: cls, relevant, ...extra }));

/** Listings stating two bedrooms: the offers, then the requests (a roommate in a 2br, a family wanting one). */
const TWO_BEDROOMS = [1121, 1122, 1123, 1124, 1125, 1142, 1147, 1136, 1137, 1140];
/** Homes with another number of bedrooms (studios, one, 1+1, three, four): the near misses of two. */
const NOT_TWO_BEDROOMS = [1126, 1127, 1128, 1129, 1130, 1131, 1132, 1133, 1134, 1135, 1141, 1144, 1145, 1146];
const THREE_BEDROOMS = [1130, 1131, 1133, 1134, 1145];
/** Listings priced 2,400 (USD or CAD), whatever their text says. */
const PRICED_2400 = [1121, 1123, 1125, 1133];
const NANNIES = [1181, 1182, 1183, 1184, 1189];
const PLUMBERS = [1091, 1092, 1093];
const ELECTRICIANS = [1094, 1095, 1096, 1097];
const DENTISTS = [1041, 1043, 1049, 1051];
/** Listings naming an accountant or bookkeeper (offers, a request, two jobs). */
const ACCOUNTANTS = [1021, 1023, 1024, 1025, 1026, 1030];
/** Other tax and payroll services, which a person after an accountant would not mind. */
const TAX_SERVICES = [1022, 1027, 1028, 1029, 1031, 1032];
const IT = [1088, 1191, 1192, 1194];
const CARS_FOR_SALE = [1151, 1152, 1153, 1154, 1155, 1156];

export const GROUND_2_QUERIES: JudgedQuery<Ground2Class>[] = [
  ...judged('number-unit', [
    ['2br', TWO_BEDROOMS, { mustNot: NOT_TWO_BEDROOMS }],
    ['2-комнатная квартира', TWO_BEDROOMS, { mustNot: NOT_TWO_BEDROOMS }],
    ['dvokimnatna kvartyra', TWO_BEDROOMS, { mustNot: NOT_TWO_BEDROOMS }],
    ['3-кімнатна', THREE_BEDROOMS, { mustNot: [...TWO_BEDROOMS, 1126, 1127, 1128, 1129, 1135] }],
    ['$2400', PRICED_2400, { mustNot: [1122, 1124, 1126, 1127, 1130, 1134, 1142, 1147, 1154] }],
    // 1154's engine is a "2.4".
    ['2.4k', PRICED_2400, { mustNot: [1122, 1124, 1142, 1147, 1154] }],
    ['1800 в месяц', [1122, 1124, 1142, 1147], { mustNot: [1121, 1123, 1125, 1126, 1127, 1132] }],
    ['1 bedroom $1500', [1126, 1127, 1146], { acceptable: [1141], mustNot: [1121, 1122, 1124, 1128, 1129, 1142, 1147] }],
    ['кімната до 1000 доларів', [1138, 1143], { acceptable: [1136, 1139] }],
    ['65 м2', [1124], { mustNot: [1134] }],
    ['750 square feet', [1101, 1144], { mustNot: [1128, 1135, 1145, 1147] }],
    // 1163 is a 15-inch laptop; 1151, 1152 and 1156 have other kilometres on the clock.
    ['15 km', [1130, 1131, 1138], { mustNot: [1151, 1152, 1156, 1163] }],
    ['квартира 5 1/2', [1130, 1131], { mustNot: [1129] }],
    ['718-555-0163', [1043], { mustNot: [1091, 1092, 1126, 1151] }],
    ['4165550123', [1126], { mustNot: [1043, 1091, 1092, 1151] }],
    ['2018 civic', [1151], { mustNot: [1152, 1154, 1156] }],
    ['камри 2015', [1152], { mustNot: [1155, 1156] }],
    ['12.5k', [1152], { mustNot: [1156] }],
    ['16gb ram', [1162, 1166], { mustNot: [1161, 1164] }],
    ['cdl a', [1074, 1079, 1158], { mustNot: [1075] }],
    ['g1', [1072], { mustNot: [1071, 1080] }],
    ['t4', [1021, 1028, 1031], { mustNot: [1022, 1027, 1029] }],
  ]),
  ...judged('loanword', [
    ['айфон', [1161], { mustNot: [1165] }],
    ['aifon', [1161], { mustNot: [1165] }],
    ['samsung', [1165], { mustNot: [1161] }],
    ['лэптоп', [1162, 1163, 1166], { acceptable: [1164] }],
    ['макбук', [1164]],
    ['хонда', [1151, 1154, 1156], { acceptable: [1157], mustNot: [1152, 1153, 1155] }],
    ['toyota', [1152, 1155], { acceptable: [1157], mustNot: [1151, 1154, 1156] }],
    ['фитнес', [1167, 1168], { acceptable: [1169] }],
    ['кондиционер', [1102, 1103]],
    ['квикбукс', [1023, 1025]],
    ['apostille', [1006, 1008, 1011]],
    ['shingles', [1098, 1099]],
    ['гипсокартон', [1100, 1101, 1104]],
    ['педиатр', [1045]],
    ['такси в аэропорт', [1160]],
    ['айті', IT, { mustNot: [1010, 1022, 1171] }],
    ['psychologist', [1050], { mustNot: [1046] }],
  ]),
  ...judged('unseen-form', [
    ['шукаю вчительку англійської', [1084], { acceptable: [1083] }],
    ['нужен сантехник', PLUMBERS],
    ['электрики', ELECTRICIANS],
    ['бухгалтерів', ACCOUNTANTS, { acceptable: TAX_SERVICES }],
    ['перекладачка', [1007, 1008, 1011, 1014]],
    ['репетитор з математики', [1085, 1086], { acceptable: [1087] }],
    ['масажу спини', [1046, 1047], { mustNot: [1048] }],
    ['робочі дозволи', [1001, 1004, 1016], { acceptable: [1014] }],
    ['кімнати в чикаго', [1143]],
    ['тойоти', [1152, 1155], { acceptable: [1157] }],
    ['окулиста', [1053]],
    ['продление пароля', [1005], { acceptable: [1014] }],
    ['тренерка з фітнесу', [1167, 1168, 1169]],
    ['ремонт дахів', [1098, 1099]],
    ['перевезу меблі', [1105, 1106], { acceptable: [1193] }],
    ['nannies', NANNIES],
    ['nyani', NANNIES],
    ['roommates', [1136, 1137]],
    // 1142 is a legal basement, not a lawyer.
    ['lawyers', [1061, 1062, 1063, 1064, 1065], { acceptable: [1066, 1067, 1068], mustNot: [1142] }],
  ]),
  ...judged('topic', [
    ['need a plumber', [1091, 1092], { acceptable: [1093], mustNot: [1046, 1047, 1048] }],
    ['fix my sink', [1091, 1092], { acceptable: [1093, 1107], mustNot: [1047, 1048] }],
    ['хто може полагодити дах', [1098, 1099]],
    ['furnace not working', [1102, 1103]],
    ['кто починит холодильник', [1110]],
    ['де зробити апостиль на свідоцтво', [1006, 1008], { acceptable: [1007, 1011] }],
    ['how do i get a sin number in canada', [1009], { acceptable: [1028] }],
    ['хто допоможе з грін картою', [1003, 1015], { acceptable: [1012] }],
    ['что делать если истекает разрешение на работу', [1001, 1016], { acceptable: [1004] }],
    ['my kid needs help with math', [1085], { acceptable: [1086, 1087] }],
    // 1068's "трудове право" is labour law, not a driving licence.
    ['де поміняти українські права в онтаріо', [1078], { acceptable: [1071], mustNot: [1068] }],
    ['хто перевезе диван з торонто в оттаву', [1106]],
    ['de znaity simeinoho likaria', [1042], { acceptable: [1044, 1045] }],
    ['болит зуб куда обратиться', DENTISTS],
    // Topics no listing covers: nothing is the answer.
    ['vet for my cat', [], { only: true }],
    ['де підстригтися недорого', [], { only: true }],
    ['фотограф на свадьбу', [], { only: true }],
    ['страховка на машину', [], { only: true }],
    ['zahubyla kliuchi vid kvartyry', [], { only: true }],
  ]),
  ...judged('intent', [
    ['потрібен бухгалтер', [1021, 1023, 1026], { acceptable: [1024, 1025, 1030, ...TAX_SERVICES], ranked: true }],
    ['need an electrician', [1094, 1095], { acceptable: [1096, 1097], ranked: true }],
    ['электрик ищу работу', [1096, 1097], { acceptable: [1094, 1095], ranked: true }],
    ['ищу няню', [1181, 1184, 1189], { acceptable: [1182, 1183], ranked: true }],
    ['shukaiu nianiu', [1181, 1184, 1189], { acceptable: [1182, 1183], ranked: true }],
    ['looking for nanny work', [1182, 1183], { acceptable: [1181, 1184, 1189], ranked: true }],
    // 1189 looks after children, not the elderly.
    ['пропоную догляд за літніми людьми', [1186, 1190], { acceptable: [1185], mustNot: [1189], ranked: true }],
    // 1067 defends careless-driving tickets.
    ['шукаю інструктора з водіння', [1071, 1073, 1076, 1080], { acceptable: [1072, 1077], mustNot: [1067], ranked: true }],
    ['шукаю кімнату', [1138, 1143], { acceptable: [1136, 1137, 1139], ranked: true }],
    ['здаю кімнату', [1139], { acceptable: [1136, 1137, 1138, 1143], ranked: true }],
    // 1041's cleanings are a dentist's, 1103's an air conditioner's.
    ['need someone to clean my house', [1187], { acceptable: [1184, 1188], mustNot: [1041, 1103], ranked: true }],
    ['ищу адвоката', [1061, 1062, 1063, 1064, 1068], { acceptable: [1065, 1066, 1067], ranked: true }],
    ['ищу работу в it', [1191], { acceptable: [1088, 1192, 1194], ranked: true }],
    ['shukaiu robotu vodiiem cdl', [1079], { acceptable: [1074, 1194], ranked: true }],
    ['need a tutor for my son', [1085], { acceptable: [1086, 1087, 1090], ranked: true }],
    ['предлагаю услуги сантехника', [1093], { acceptable: [1091, 1092], ranked: true }],
    ['нужен семейный врач', [1042], { acceptable: [1044, 1045], ranked: true }],
  ]),
  ...judged('complete-word', [
    // Not caregiver, carpet, care, card or washing machines (пральних машин); a car seat, a taxi, a cleaner's car and an instructor's car are fine.
    ['car', [1157, 1159], {
      acceptable: [...CARS_FOR_SALE, 1071, 1076, 1080, 1160, 1170, 1188],
      mustNot: [1003, 1012, 1049, 1107, 1109, 1110, 1185, 1190], only: true,
    }],
    ['авто', [1157], { acceptable: [...CARS_FOR_SALE, 1170], mustNot: [1075], ranked: true }],
    ['it', IT, { mustNot: [1010, 1022, 1171], only: true }],
    ['sat prep', [1085], { mustNot: [1016, 1081, 1082, 1087], only: true }],
    ['pr', [1002, 1013], { mustNot: [1003, 1022, 1051, 1072, 1085, 1161], only: true }],
    ['ac repair', [1102, 1103], { mustNot: [1007, 1010, 1041, 1042, 1085] }],
    ['esl', [1083], { acceptable: [1084], only: true }],
    ['cpa', [1023]],
    ['tax', [1021, 1022, 1023, 1026, 1027, 1028, 1029, 1032], { acceptable: [1010, 1024, 1031], mustNot: [1160] }],
    ['іспит на g', [1071], { acceptable: [1078], mustNot: [1072, 1080] }],
    ['ип', [1026], { acceptable: [1021, 1023], only: true }],
    // A car repair shop (СТО), which no listing is; not a dentist (стоматолог) or a page (сторінку).
    ['сто', [], { acceptable: [1159], only: true }],
    // Honey and a ball: no listing has them, whatever begins with the word (медичну, Medicaid, балкон).
    ['мед', [], { only: true }],
    ['бал', [], { only: true }],
  ]),
  ...judged('widening', [
    ['масажистка', [1046, 1047], { atLeast: 1, mustNot: [1048] }],
    ['сантехнічні роботи', PLUMBERS, { atLeast: 1 }],
    ['plamer', PLUMBERS, { atLeast: 1 }],
    ['електирк', ELECTRICIANS, { atLeast: 1 }],
    ['electrical work', ELECTRICIANS, { atLeast: 1 }],
    ['электромонтажник', ELECTRICIANS, { atLeast: 1 }],
    // 1016 and 1028 are clinics for work permits and taxes.
    ['стоматологічна клініка', DENTISTS, { atLeast: 1, mustNot: [1016, 1028] }],
    ['dentistry', DENTISTS, { atLeast: 1 }],
    ['репетиторство', [1085, 1086], { atLeast: 1 }],
    ['доглядати бабусю', [1185, 1186, 1190], { atLeast: 1, mustNot: [1189] }],
    ['ремонтник кондиціонерів', [1102, 1103], { atLeast: 1 }],
    ['нянечка', NANNIES, { atLeast: 1 }],
    ['шпаклювання стін', [1100, 1101], { atLeast: 1 }],
    ['психологічна допомога', [1050], { atLeast: 1 }],
    ['roofer', [1098, 1099], { atLeast: 1 }],
    ['bukhhalterka', ACCOUNTANTS, { atLeast: 1 }],
    ['перевозчик мебели', [1105, 1106], { atLeast: 1 }],
  ]),
  // Added: a second set of development queries, written and judged from the listings' text.
  ...judged('topic', [
    // 1135 and 1187 share only "будинок" (a house for rent, house cleaning).
    ['хто може поміняти проводку в будинку', [1094, 1095], { acceptable: [1096, 1097], mustNot: [1135, 1187] }],
    // 1012 shares only "get" (get ready for an interview).
    ['where can i get my teeth whitened', [1043], { acceptable: [1041, 1049, 1051], mustNot: [1012] }],
    // 1064 is a lawyer for road accidents; 1184 a housekeeper (помощница).
    ['кто может помочь с разводом', [1062], { mustNot: [1064, 1184] }],
    // 1009 is a SIN in Canada, not an ITIN.
    ['де отримати ITIN для дружини', [1010], { mustNot: [1009] }],
    ['who can fix drywall holes', [1100, 1101], { acceptable: [1104, 1107] }],
    // 1071 and 1080 prepare for G2 and G, not G1; 1125 and 1132 rent out flats (сдаю, можно).
    ['где можно сдать тест на G1 по-украински', [1072], { mustNot: [1071, 1080, 1125, 1132] }],
    ['не можу спати через тривогу, до кого звернутися', [1050]],
    // 1108 cleans upholstered furniture, it does not take it away.
    ['как вывезти старый диван', [1193], { acceptable: [1105], mustNot: [1108] }],
    // 1163 is a laptop for a student.
    ['need help filing taxes as a student', [1027], { acceptable: [1021, 1022, 1026, 1028, 1029], mustNot: [1163] }],
    // 1084 teaches English, it does not translate into it.
    ['хто може перекласти диплом на англійську', [1007, 1008], { acceptable: [1011, 1014], mustNot: [1084] }],
    // 1075 shares only "навчання" (CDL courses).
    ['де купити ноутбук для навчання', [1162, 1163, 1166], { acceptable: [1164], mustNot: [1075] }],
    // 1085 is SAT prep, not IELTS.
    ['кто поможет подготовиться к IELTS', [1084], { acceptable: [1083], mustNot: [1085] }],
    // Massage is not a manicure; 1094 and 1159 share only Mississauga.
    ['где сделать маникюр в миссисаге', [1048], { mustNot: [1046, 1047, 1094, 1159] }],
    // 1189 is a nanny on weekends.
    ['how can my kids learn ukrainian on weekends', [1081], { acceptable: [1087, 1089], mustNot: [1189] }],
    // Topics no listing covers: nothing is the answer.
    ['khto mozhe nalashtuvaty pianino', [], { only: true }],
    ['похоронне бюро в чикаго', [], { only: true, mustNot: [1045, 1091, 1123] }],
    // Winter tires on a car for sale, car detailing, a flat fee and flat roofs.
    ['where to fix a flat tire', [], { only: true, mustNot: [1022, 1099, 1151, 1159] }],
    ['де поміняти екран на айфоні', [], { only: true, mustNot: [1161, 1165] }],
    ['нужна швея подшить брюки', [], { only: true }],
    // 1006 is a birth certificate (свідоцтво про народження), 1110 a same-day visit.
    ['де замовити торт на день народження', [], { only: true, mustNot: [1006, 1110] }],
  ]),
  ...judged('complete-word', [
    // A school bus (автобус); not business (бізнес).
    ['bus', [1075], { mustNot: [1023, 1031, 1068], only: true }],
    // Not drywall taping, nor a roof's leak repair.
    ['leaky tap', [1091, 1092], { acceptable: [1093], mustNot: [1099, 1101] }],
    // A park, not parking (паркінг).
    ['парк', [1168], { mustNot: [1124, 1147] }],
    ['sin', [1009, 1028], { mustNot: [1092], only: true }],
    // Not every or evening; 1163's charger (зарядка) is a laptop's.
    ['ev charger', [1095], { acceptable: [1094], mustNot: [1081, 1083, 1163], only: true }],
    // No dog listing; not doghliadaiu (looks after children).
    ['dog', [], { acceptable: [1128], mustNot: [1189], only: true }],
    // Not a dentist or dental assistant; not removal defence or junk removal (вивіз).
    ['dent removal', [], { acceptable: [1159], mustNot: [1041, 1049, 1052, 1061, 1193], only: true }],
    // A SIM card: not сімейного, сім’я, грин-карта, медичну картку.
    ['сім карта', [], { mustNot: [1009, 1015, 1044, 1140], only: true }],
    // Heat included (опалення включено), not water heaters or heat pumps, nor resume help included.
    ['heat included', [1121, 1123, 1129], { acceptable: [1127, 1142, 1143], mustNot: [1088, 1092, 1102] }],
    // Not dental care, careless driving or looking after children.
    ['senior care', [1185], { acceptable: [1186, 1190], mustNot: [1049, 1067, 1189] }],
    // Not класичний масаж, nor the 2nd grade.
    ['8 клас', [1086], { mustNot: [1047, 1082] }],
    // A floor (pidlohy, flooring), not полный привод.
    ['пол', [1104, 1109], { mustNot: [1155] }],
    // New patients, not newcomers.
    ['new patients', [1041, 1042], { mustNot: [1083, 1088, 1194] }],
    // A road test, not QA testing, a written G1 test or SAT practice tests.
    ['road test', [1073, 1077], { acceptable: [1071, 1076, 1078, 1080], mustNot: [1072, 1085, 1088] }],
    // Head lice: no listing; not licensed.
    ['lice', [], { mustNot: [1067, 1092], only: true }],
  ]),
  ...judged('intent', [
    ['потрібен перекладач документів', [1007, 1008, 1014], { acceptable: [1011], ranked: true }],
    ['шукаю роботу бухгалтером', [1025, 1030], { acceptable: [1021, 1023, 1024, 1026], ranked: true }],
    ['dental assistant looking for work', [1052], { acceptable: [1041, 1043, 1049, 1051], ranked: true }],
    ['даю уроки вождения на своей машине', [1077], { acceptable: [1071, 1072, 1073, 1076, 1080], ranked: true }],
    // Driving and programming lessons are not maths.
    ['пропоную уроки математики', [1086], { acceptable: [1085, 1087], mustNot: [1071, 1090], ranked: true }],
    // 1181 and 1192 look for work too, as a nanny and in IT.
    ['вчителька шукає роботу в суботній школі', [1082], { acceptable: [1081, 1087], mustNot: [1181, 1192], ranked: true }],
    // 1079 needs truck drivers.
    ['потрібні вантажники для переїзду', [1105, 1106], { acceptable: [1193], mustNot: [1079] }],
    // 1181 and 1189 look after children.
    ['shukaiu doghliadalnytsiu dlia mamy', [1185], { acceptable: [1186, 1190], mustNot: [1181, 1189], ranked: true }],
    ['ищу работу уборщицей', [1188], { acceptable: [1184, 1187], ranked: true }],
    // 1140 wants two rooms.
    ['сдаю однокомнатную квартиру', [1141], { acceptable: [1126, 1127, 1132, 1146], mustNot: [1140], ranked: true }],
    ['шукаємо двокімнатну квартиру', [1121, 1122, 1123, 1124, 1125, 1142, 1147], { acceptable: [1140], mustNot: [1126, 1127, 1129, 1132], ranked: true }],
    // 1170 is a car seat.
    ['куплю машину недорого', [1151, 1152, 1153, 1154, 1155, 1156], { acceptable: [1157], mustNot: [1170], ranked: true }],
    ['продаю хонду сивик', [1157], { acceptable: [1151], ranked: true }],
    ['hiring a QA tester', [1192], { acceptable: [1191], ranked: true }],
    ['I help Ukrainians prepare for green card interviews', [1012], { acceptable: [1003, 1015], ranked: true }],
  ]),
  ...judged('widening', [
    // 1068 offers legal services (послуги).
    ['перекладацькі послуги', [1007, 1008, 1014], { acceptable: [1011], atLeast: 1, mustNot: [1068] }],
    ['roofing', [1098, 1099], { atLeast: 1 }],
    // 1016 and 1028 are clinics for work permits and taxes.
    ['педіатрична клініка', [1045], { atLeast: 1, mustNot: [1016, 1028] }],
    ['апостилювання', [1006, 1008], { acceptable: [1011], atLeast: 1 }],
    // Gutters (водостоки), not a leaking pipe under a sink.
    ['водостічні труби', [1098], { atLeast: 1, mustNot: [1093] }],
    ['прибиральниця', [1187, 1188], { acceptable: [1184], atLeast: 1 }],
  ]),
  ...judged('unseen-form', [
    ['шукаю нотаріуса', [1006, 1066], { acceptable: [1008] }],
    ['сімейна лікарка', [1042, 1044], { acceptable: [1045] }],
    ['фарбую стіни', [1100]],
    // 1109 lays carpet, it does not clean it.
    ['чистимо килими', [1107, 1108], { mustNot: [1109] }],
    ['dentists', [1041, 1043, 1049, 1051]],
    ['автошколы', [1071], { acceptable: [1073, 1076, 1080] }],
  ]),
  // What the query asks, said in another language in a listing's description (or its title in another
  // language than the query's): "driving lessons" for "уроки водіння на машині інструктора".
  ...judged('topic', [
    // Heat included (heat included), not water heaters, a heating service or resume help included.
    ['опалення включено', [1121, 1123, 1129], { acceptable: [1127, 1142, 1143], mustNot: [1088, 1092, 1102] }],
    ['driving lessons', [1071, 1073, 1076, 1080], { acceptable: [1072, 1074, 1075, 1077] }],
    ['зимова гума', [1151]],
    ['dental implants', [1043], { acceptable: [1041, 1049, 1051] }],
    ['contact lenses', [1053]],
    ['eye exam', [1053]],
    ['монтаж телевізора', [1107]],
    // 1045 writes certificates for camp; it runs none.
    ['summer camp for kids', [1089]],
    ['уроки англійської', [1083, 1084]],
    ['tax returns', [1021, 1022, 1026, 1028, 1029], { acceptable: [1023, 1024, 1027, 1032] }],
    ['податкові декларації', [1021, 1022, 1026, 1028, 1029], { acceptable: [1023, 1024, 1027, 1032] }],
    // A garage is a place to park.
    ['квартира з паркінгом', [1124, 1147], { acceptable: [1131, 1135] }],
    ['прочистка раковини', [1091, 1092], { acceptable: [1093] }],
    // A taxi that has a child's seat is not one for sale.
    ['car seat', [1170], { acceptable: [1160] }],
    // A washing machine, not a cleaner who must have a car, nor car detailing.
    ['пральна машина', [1110], { mustNot: [1159, 1188] }],
  ]),
  // One who does and the doing, words of one root by another suffix.
  ...judged('widening', [
    // 1088 teaches QA testing; 1192 is a QA engineer after a job.
    ['QA testers', [1192], { acceptable: [1088] }],
    // 1107 cleans carpets among its repairs, 1108 is a carpet cleaner; 1109 lays carpet.
    ['carpet cleaners', [1107, 1108], { mustNot: [1109] }],
    // 1079 hires truck drivers; a trucking school and a job fair with trucking employers are fine.
    ['truckers', [1079], { acceptable: [1074, 1194] }],
  ]),
  ...judged('complete-word', [
    // A bootcamp in a park, not an apartment with parking.
    ['park', [1168], { mustNot: [1147] }],
  ]),
];
