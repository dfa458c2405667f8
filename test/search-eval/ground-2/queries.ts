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

export const GROUND_2_QUERIES: JudgedQuery<Ground2Class>[] = [];
