/**
 * The judged queries of the search evaluation, each with the listings a person
 * typing it would expect (judged from the listings' text, before any engine
 * ran on them), the one that must come first where one plainly should, and
 * near misses that must not match.
 *
 * A query passes when every relevant listing is among the first 48 results,
 * `first` (when given) is the first result, and no `mustNot` listing appears.
 */
export const QUERY_CLASSES = [
  'exact', 'normalization', 'missing-key', 'transliteration', 'word-form-uk', 'word-form-en',
  'typo', 'layout', 'prefix', 'ranking', 'near-miss',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

export interface JudgedQuery {
  q: string;
  class: QueryClass;
  relevant: number[];
  first?: number;
  mustNot?: number[];
}

const judged = (cls: QueryClass, rows: [q: string, relevant: number[], extra?: Partial<JudgedQuery>][]): JudgedQuery[] =>
  rows.map(([q, relevant, extra]) => ({ q, class: cls, relevant, ...extra }));

const APARTMENTS_UK = [10, 11, 12, 13, 17, 32, 37];

export const JUDGED_QUERIES: JudgedQuery[] = [
  ...judged('exact', [
    ['piano', [5, 6]],
    ['teacher', [2, 3]],
    ['концерт', [80, 92]],
    ['yoga', [93]],
    ['Toyota', [60]],
    ['CUAET', [42]],
    ['вишиванка', [64]],
    ['бухгалтер', [41]],
    ['lawyer', [42]],
    ['ЙОГА', [93]],
    ['Montréal', [26]],
  ]),
  // Apostrophes, invisible characters, hyphens, accents.
  ...judged('normalization', [
    ["сім'я", [12, 13]],
    ['сімʼя', [12, 13]],
    ['сім’я', [12, 13]],
    ['сімя', [12, 13]],
    ['сім`я', [12, 13]],
    ["м'ясо", [20]],
    ['мясо', [20]],
    ['м′ясо', [20]],
    ['пироги', [23]],
    ['торти', [26]],
    ['квартир', [32, 37]],
    ["Кам'янець-Подільський", [81]],
    ['Подільський', [81]],
    ['камянецьподільський', [81]],
    ['co-op', [18, 27]],
    ['coop', [18, 27]],
    ['wifi', [15]],
    ['montreal cafe', [26]],
  ]),
  // Letters typed for lack of a key: г for ґ, і for ї, е for є, и for і.
  ...judged('missing-key', [
    ['грунт', [62]],
    ['гудзики', [63]],
    ['ганок', [16]],
    ['іжа', [24]],
    ['украінська кухня', [24, 55], { first: 24 }],
    ['киів', [26, 92]],
    ['миколаів', [90]],
    ['евроремонт', [17]],
    ['европейська', [25]],
    ['чернигів', [83, 98]],
    ['винниця', [89]],
    ['библиотека', [8]],
    ['грати', [6, 67], { first: 6 }],
  ]),
  // Latin for Cyrillic (official, loose, old names) and Cyrillic for English.
  ...judged('transliteration', [
    ['chernihiv', [83, 98]],
    ['chernigov', [83, 98]],
    ['zhytomyr', [85]],
    ['zhitomir', [85]],
    ['kyiv', [26, 92]],
    ['kiev', [26, 92]],
    ['kharkiv', [84, 97]],
    ['kharkov', [84, 97]],
    ['harkiv', [84, 97]],
    ['lviv', [86]],
    ['lvov', [86]],
    ['odesa', [87]],
    ['odessa', [87]],
    ['varenyky', [21, 22]],
    ['vareniki', [21, 22]],
    ['holubtsi', [21, 22]],
    ['golubtsi', [21, 22]],
    ['borshch', [22, 23]],
    ['borsch', [22, 23]],
    ['schastya', [88]],
    ['vyshyvanka', [64]],
    ['клінінг', [30]],
    ['тутор', [4, 7]],
    ['плумбер', [33, 54]],
    ['хендімен', [34]],
    ['бебісітер', [35]],
  ]),
  ...judged('word-form-uk', [
    ['вчителька', [1, 2]],
    ['вчительку', [1, 2], { first: 2 }],
    ['квартиру', APARTMENTS_UK, { first: 12 }],
    ['автомобілі', [39, 60]],
    ['роботу', [36, 51, 56]],
    ['няню', [36, 50]],
    ['кухар', [55]],
    ['книжка', [8, 71, 86]],
    ['водій', [53]],
    ['ремонт', [32, 37, 39]],
  ]),
  ...judged('word-form-en', [
    ['apartments', [10, 14, 37]],
    ['cleaner', [30, 31, 52]],
    ['cleaning', [30, 31, 52]],
    ['tutoring', [4, 7]],
    ['plumbing', [33, 54]],
    ['lessons', [3, 5, 6]],
    ['mover', [38]],
    ['dances', [43]],
    ['cars', [39, 61]],
    ['babysitting', [35]],
    ['teachers', [2, 3]],
  ]),
  // Transpositions, one edit, two edits in long words.
  ...judged('typo', [
    ['tecaher', [2, 3]],
    ['plmuber', [33]],
    ['кавртира', [10, 11, 17]],
    ['концет', [80, 92]],
    ['aparmtnet', [10, 37]],
    ['babysiter', [35]],
    ['репититор', [4]],
    ['бібіліотека', [8]],
    ['violn', [6]],
    ['handymen', [34]],
    ['перекаладач', [40]],
    ['вишивнка', [64]],
    ['embroidred', [64]],
  ]),
  // The Ukrainian layout typed on a Latin keyboard, and the reverse.
  ...judged('layout', [
    ['rdfhnbhf', APARTMENTS_UK, { first: 10 }],
    ['dxbntkmrf', [1, 2]],
    ['ghb,bhfyyz', [32]],
    ['ujke,ws', [21, 22]],
    ['qjuf', [93]],
    ['ифтвгкф', [6, 70]],
    ['сдуфтштп', [30, 31, 52]],
    ['еуфсрук', [2, 3]],
    ['зшфтщ', [5, 6]],
  ]),
  // Search as you type: the last word is finished.
  ...judged('prefix', [
    ['вчител', [1, 2]],
    ['apartm', [10, 14, 37]],
    ['plumb', [33, 54]],
    ['chernih', [83, 98]],
    ['бандур', [6, 70, 80]],
    ['Toyota Cam', [60]],
    ['kyi', [26, 92]],
    ['англій', [40]],
  ]),
  // The listing whose title is the query, or starts with it, first; exact forms first.
  ...judged('ranking', [
    ['квартира', APARTMENTS_UK, { first: 10 }],
    ['apartment', [10, 14, 37], { first: 10 }],
    ['piano lessons', [5, 6], { first: 5 }],
    ['вчителька української мови', [1], { first: 1 }],
    ['вчителька', [1, 2], { first: 1 }],
    ['music school', [6], { first: 6 }],
    ['будинок', [13, 16], { first: 16 }],
    ['ремонт', [32, 37, 39], { first: 37 }],
    ['kyiv', [26, 92], { first: 26 }],
    ['концерт', [80, 92], { first: 80 }],
    ['chernihiv', [83, 98], { first: 98 }],
    ['бандура', [6, 70], { first: 70 }],
  ]),
  // What must not match: short words one letter apart are other words.
  ...judged('near-miss', [
    ['кит', [66], { mustNot: [65] }],
    ['кіт', [65], { mustNot: [66] }],
    ['дим', [95], { mustNot: [94] }],
    ['дім', [94], { mustNot: [95] }],
    ['дім культури', [94], { mustNot: [95] }],
    ['иога', [], { mustNot: [93] }],
    ['ґрати', [67], { mustNot: [6] }],
    ['cars', [39, 61], { mustNot: [68, 69] }],
    ['кот', [65], { mustNot: [66] }],
    ['дом', [], { mustNot: [94, 95] }],
  ]),
];
