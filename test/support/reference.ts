/**
 * A deliberately naive search over the published listings, written from the
 * rules of docs/search.md, to check the engine against: every filter, order and
 * page computed the slow, obvious way.
 */
import type { Listing } from '../../src/schema/listing.ts';
import { hyphenatedParts, queryTerms, scriptOf, searchableText, typedInCapitals, words as indexedWords } from '../../src/search/text/tokenize.ts';
import { differOnlyByPairs, foldMissingKeys, typedForMissingKeys } from '../../src/search/text/missing-keys.ts';
import { crossSpellingKey } from '../../src/search/text/morphology/cross-spelling.ts';
import { dictionaries, isVerbEntry } from '../../src/search/text/morphology/dictionaries.ts';
import { isADoing } from '../../src/search/text/morphology/verbs.ts';
import { genderPartners } from '../../src/search/text/morphology/gender-pairs.ts';
import { aspectPartners } from '../../src/search/text/morphology/aspect-pairs.ts';
import { agentPartners, verbalNounPartners } from '../../src/search/text/morphology/verbal-nouns.ts';
import { agentOrDoingPartners } from '../../src/search/text/morphology/english-agents.ts';
import { isMeaningfulRole, modifiersIn, phraseRoles, termRole, type TermRole } from '../../src/search/text/morphology/roles.ts';
import { stem } from '../../src/search/text/stem.ts';
import { readPriceBound } from '../../src/search/text/price-bound.ts';
import { isNumberTerm } from '../../src/search/text/numbers.ts';
import { acronymsSaid, cyrillicSpellings, latinKey, latinKeys, looseLatin, PLACE_NAME_ALIASES, romanize, skeleton } from '../../src/search/text/transliterate.ts';
import { otherLayout } from '../../src/search/text/keyboard-layout.ts';
import { GLOSSARY, LANGUAGES, type Language } from '../../src/search/text/glossary/glossary.ts';

export interface ReferenceQuery {
  q?: string; city?: string; country?: string; category?: string; kind?: string; section?: string; currency?: string;
  min?: string; max?: string; sort?: string; page?: number; pageSize?: number; upcoming?: boolean;
}

const SECTIONS: Record<string, string[]> = {
  directory: ['business', 'organization', 'service'],
  classifieds: ['classified', 'housing', 'vehicle', 'wanted'],
  jobs: ['job'],
  community: ['event', 'notice'],
};

/** Edit distance where a transposition of neighbouring letters is one edit (optimal string alignment), or not (Levenshtein). */
function editDistance(a: string, b: string, transpositions = true): number {
  const x = [...a], y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
      if (transpositions && i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[x.length]![y.length]!;
}

function words(listing: Listing): Set<string> {
  const t = listing.content.translations;
  const own = [t.uk, t.en].flatMap((tr) => (tr ? [...indexedWords(tr.title), ...indexedWords(tr.description)].flat() : []));
  const ukrainian = t.uk ? [...indexedWords(t.uk.title), ...indexedWords(t.uk.description)].flat() : [];
  const apart = wordsApart(listing);
  // A longer phrase of the glossary said names its concept's words ("Individual Taxpayer Identification Number": "itin").
  const named = [t.uk, t.en].flatMap((tr) => (tr ? [indexedWords(tr.title), indexedWords(tr.description)] : [])).flatMap((field) => GLOSSARY.longPhraseNames(field));
  const said = [...own, ...named, ...ukrainian.flatMap(spelledInCyrillic), ...phraseWords(listing)].filter((word) => !apart.has(word));
  return new Set([...said, ...translatedWords(listing)]);
}

/**
 * The words a listing says only where they stand apart in a set phrase of the glossary (docs/search.md,
 * "A set phrase"): "роботи" of "Мило ручної роботи". Pairs side by side, or past a function word.
 */
function wordsApart(listing: Listing): Set<string> {
  const t = listing.content.translations;
  const fields = [t.uk, t.en].flatMap((tr) => (tr ? [indexedWords(tr.title), indexedWords(tr.description)] : []));
  const pairs: [string, string][] = [];
  for (const places of fields) {
    for (let place = 0; place + 1 < places.length; place++) {
      const past = place + 2 < places.length && places[place + 1]!.some((word) => termRole(word) === 'function') ? places[place + 2]! : [];
      for (const term of places[place]!) {
        for (const next of [...places[place + 1]!, ...past]) if (term !== next && GLOSSARY.phrases.mayBeSet(term, next)) pairs.push([term, next]);
      }
    }
  }
  const count = (words: string[], word: string) => words.filter((w) => w === word).length;
  const everyWord = fields.flat(2);
  const inPairs = pairs.flat();
  const apart = new Set<string>();
  for (const [first, second] of pairs) {
    const [firstApart, secondApart] = GLOSSARY.phrases.apartInSet({ term: first, lemmas: dictionaryLemmas(first) }, { term: second, lemmas: dictionaryLemmas(second) });
    if (firstApart && count(everyWord, first) <= count(inPairs, first)) apart.add(first);
    if (secondApart && count(everyWord, second) <= count(inPairs, second)) apart.add(second);
  }
  return apart;
}

/** The places a title's words keep: past the last, words are no neighbours (src/search/titles.ts). */
const TITLE_PLACES = 14;

/**
 * What a listing's titles name by a phrase of the glossary, or by one word of a concept that has
 * one (docs/search.md, "A phrase of the glossary"): the concept's term, and written in one
 * language, the concept's words in the others; and what its descriptions name by a phrase: the
 * concept's described term.
 */
function phraseWords(listing: Listing): string[] {
  const { uk, en } = listing.content.translations;
  const wanted = (script: string) => (uk && en ? []
    : uk ? (script === 'cyrillic' ? ['uk', 'en'] : []) : (script === 'cyrillic' ? [] : ['uk', 'ru', 'en'])) as ('uk' | 'ru' | 'en')[];
  const found: string[] = [];
  for (const [title, isUkrainian] of [[uk?.title, true], [en?.title, false]] as const) {
    if (!title) continue;
    // Each term at its first place in the title, with the Cyrillic words a Latin Ukrainian one spells.
    const placeOf = new Map<string, number>();
    indexedWords(title).forEach((terms, place) => {
      for (const term of [...terms, ...(isUkrainian ? terms.flatMap(spelledInCyrillic) : [])]) if (!placeOf.has(term)) placeOf.set(term, place);
    });
    const atPlace = (place: number) => [...placeOf].filter(([, at]) => at === place).map(([term]) => term);
    for (const [term, place] of placeOf) {
      if (scriptOf(term) === 'other') continue;
      const lemmas = dictionaryLemmas(term);
      for (const concept of GLOSSARY.phrasedConceptsOf(term, lemmas)) found.push(GLOSSARY.conceptTerm(concept));
      if (place + 1 >= TITLE_PLACES) continue;
      // The word next to it, or past a function word there.
      const nextPlaces = place + 2 < TITLE_PLACES && atPlace(place + 1).some((word) => termRole(word) === 'function') ? [place + 1, place + 2] : [place + 1];
      for (const next of nextPlaces.flatMap(atPlace)) {
        if (scriptOf(next) === 'other') continue;
        for (const concept of GLOSSARY.phrases.conceptsOf({ term, lemmas }, { term: next, lemmas: dictionaryLemmas(next) })) {
          found.push(GLOSSARY.conceptTerm(concept), ...GLOSSARY.wordsOfConcept(concept, wanted(scriptOf(term))));
        }
      }
    }
  }
  // Two words side by side in a description that name a concept as a phrase: its described term, once their first
  // letters are a phrase's (read before the export's word forms are known), by their dictionary words.
  for (const description of [uk?.description, en?.description]) {
    if (!description) continue;
    const places = indexedWords(description);
    for (let place = 0; place + 1 < places.length; place++) {
      const past = place + 2 < places.length && places[place + 1]!.some((word) => termRole(word) === 'function') ? places[place + 2]! : [];
      for (const term of places[place]!) {
        for (const next of [...places[place + 1]!, ...past]) {
          if (!GLOSSARY.phrases.mayBe(term, next)) continue;
          for (const concept of GLOSSARY.phrases.conceptsOf({ term, lemmas: dictionaryLemmas(term) }, { term: next, lemmas: dictionaryLemmas(next) })) {
            found.push(GLOSSARY.describedConceptTerm(concept));
          }
        }
      }
    }
  }
  return found;
}

/** The Ukrainian dictionary words a Latin word of a listing's Ukrainian text spells (docs/search.md, "Ukrainian in Latin letters"). */
function spelledInCyrillic(word: string): string[] {
  if (scriptOf(word) !== 'latin') return [];
  return cyrillicSpellings(word).filter((cyrillic) => dictionaries().ukrainian.lemmasOf(cyrillic).length > 0);
}

/** The dictionary words a word is a form of: the first dictionary that knows it reads it (a Ukrainian word is no Russian form). */
function dictionaryLemmas(word: string): string[] {
  const reading = readingDictionary(word);
  return reading ? [...new Set(spellingsOf(word).flatMap((w) => reading.lemmasOf(w)))] : [];
}

/**
 * The Russian dictionary's words a word is a form of when the Ukrainian one reads it first but
 * knows it as no common word of its own: a lemma both have is one word, and its Russian forms
 * are its forms ("зубов" of "зуб"; never "горе", grief, of "гора").
 */
function sharedLemmas(word: string): string[] {
  const { ukrainian, russian } = dictionaries();
  if (readingDictionary(word) !== ukrainian || spellingsOf(word).some((w) => ukrainian.knowsAsWord(w))) return [];
  return [...new Set(spellingsOf(word).flatMap((w) => russian.lemmasOf(w)))];
}

const spellingsOf = (word: string) => (word.includes('ё') ? [word, word.replace(/ё/g, 'е')] : [word]);

/** The first dictionary that knows a word. */
function readingDictionary(word: string) {
  const { ukrainian, russian } = dictionaries();
  return [ukrainian, russian].find((d) => spellingsOf(word).some((w) => d.lemmasOf(w).length > 0));
}

/**
 * A listing written in one language only is also found by the glossary's other words for its
 * title's words, and the Cyrillic words its Latin Ukrainian ones spell; one written in both, by
 * its title words' synonyms in their own language (docs/search.md, "Other words for the same
 * thing").
 */
function translatedWords(listing: Listing): string[] {
  const { uk, en } = listing.content.translations;
  const mayName = (word: string) => GLOSSARY.mayName(word) || GLOSSARY.mayNameKind(word) || dictionaryLemmas(word).some((lemma) => GLOSSARY.mayName(lemma));
  // The glossary's other words for a word, and the words for the thing a make or model is a kind of.
  const otherWords = (word: string, languages: Language[]) => {
    const lemmas = dictionaryLemmas(word);
    return [...GLOSSARY.otherWordsOf(word, lemmas, languages), ...GLOSSARY.kindWordsOf(word, lemmas, languages)];
  };
  if (!uk && !en) return [];
  const apart = wordsApart(listing);
  // A listing in both languages says in each what it means: its title words get their synonyms in their own language only.
  if (uk && en) {
    const titles = [...indexedWords(uk.title).flat(), ...indexedWords(en.title).flat()];
    return [...titles, ...indexedWords(uk.title).flat().flatMap(spelledInCyrillic)].filter((word) => !apart.has(word)).flatMap((word) => {
      const script = scriptOf(word);
      if (script === 'other' || !mayName(word)) return [];
      return otherWords(word, script === 'cyrillic' ? ['uk'] : ['en']);
    });
  }
  const title = indexedWords((uk ?? en)!.title).flat();
  return [...title, ...(uk ? title.flatMap(spelledInCyrillic) : [])].filter((word) => !apart.has(word)).flatMap((word) => {
    const script = scriptOf(word);
    if (script === 'other' || !mayName(word)) return [];
    // A Cyrillic word of an English listing, or a Latin one of a Ukrainian listing, is a name or a quote: left as it is,
    // but for a make or model, which says its thing as a word of the title's script would ("Продаю Тойоту RAV4").
    if (script === 'cyrillic' ? en : uk) return GLOSSARY.kindWordsOf(word, dictionaryLemmas(word), uk ? ['uk', 'en'] : ['uk', 'ru', 'en']);
    // A Cyrillic word may be Ukrainian or Russian: it gets the Ukrainian and English words, not the Russian ones.
    return otherWords(word, script === 'cyrillic' ? ['uk', 'en'] : ['uk', 'ru', 'en']);
  });
}

const startsOrIs = (word: string, start: string, prefix: boolean) => (prefix ? word.startsWith(start) : word === start);

/** What the rules read off every listing at once: the words, and the dictionary words they are forms of. */
class Context {
  readonly vocabulary: string[];
  private readonly lemmaCache = new Map<string, string[]>();
  private readonly vocabularyLemmas: Set<string>;
  private readonly holders = new Map<string, Listing[]>();
  private readonly remembered = new Map<string, Map<string, number>>();

  private static readonly of = new WeakMap<Listing[], Context>();

  /** One context per set of listings: working it out reads every word of every listing. */
  static for(all: Listing[]): Context {
    let ctx = Context.of.get(all);
    if (!ctx) Context.of.set(all, ctx = new Context(all));
    return ctx;
  }

  private constructor(all: Listing[]) {
    for (const l of all) {
      for (const word of words(l)) {
        const list = this.holders.get(word);
        if (list) list.push(l);
        else this.holders.set(word, [l]);
      }
    }
    this.vocabulary = [...this.holders.keys()];
    this.vocabularyLemmas = new Set(this.vocabulary.flatMap((word) => this.dictionaryLemmas(word)));
  }

  /** The listings that hold `word`. */
  holdersOf(word: string): Listing[] {
    return this.holders.get(word) ?? [];
  }

  remember(key: string, work: () => Map<string, number>): Map<string, number> {
    let found = this.remembered.get(key);
    if (!found) this.remembered.set(key, found = work());
    return found;
  }

  private dictionaryLemmas(word: string): string[] {
    let lemmas = this.lemmaCache.get(word);
    if (!lemmas) {
      lemmas = dictionaryLemmas(word);
      this.lemmaCache.set(word, lemmas);
    }
    return lemmas;
  }

  /**
   * The dictionary words `word` is a form of, or a form of the other gender's word of
   * (a man's and a woman's word for one occupation are one) or of the other aspect's verb
   * of, of those the listings use a form of.
   */
  lemmas(word: string): string[] {
    const own = this.dictionaryLemmas(word);
    const reading = readingDictionary(word);
    const isEntry = (entry: string) => reading!.formsOf(entry).length > 0;
    const partners = reading ? own.flatMap((lemma) => [
      ...genderPartners(lemma).filter(isEntry),
      ...aspectPartners(lemma, isEntry),
    ]) : [];
    return [...new Set([...own, ...partners, ...sharedLemmas(word)])].filter((lemma) => this.vocabularyLemmas.has(lemma));
  }

  /** Two words are forms of one word: the same dictionary word, or (unless a dictionary knows both) the same stem. */
  formsOfOne(a: string, b: string): boolean {
    const [la, lb] = [this.lemmas(a), this.lemmas(b)];
    if (la.some((lemma) => lb.includes(lemma))) return true;
    const stemA = stem(a);
    if (la.length > 0 && lb.length > 0) return false;
    // A word too short for a stem is the stem of its longer forms ("car" of "cars").
    if (stemA === null) {
      const stemB = stem(b);
      return stemB !== null && foldMissingKeys(stemB) === foldMissingKeys(a);
    }
    const stemB = stem(b) ?? b;
    return stemB === stemA || typedForMissingKeys(stemA, stemB);
  }
}

/** What each step is worth (docs/search.md): a chain of steps is worth their product. */
const Q = { exact: 1, missingKey: 0.9, cross: 0.85, form: 0.8, prefix: 0.7, doing: 0.7, script: 0.6, typo: 0.5 } as const;

const levenshtein = (a: string, b: string) => editDistance(a, b, false);

/** How well `term` reaches `word` in the other script, if it does: worth `worth` (and a typo's share of it one letter off). */
function otherScript(term: string, word: string, isLast: boolean, ctx: Context, worth: number): number {
  const length = [...term].length;
  const [termScript, wordScript] = [scriptOf(term), scriptOf(word)];
  let best = 0;
  const take = (q: number) => { best = Math.max(best, q); };
  if (termScript === 'latin' && wordScript !== 'other') {
    const alias = PLACE_NAME_ALIASES.get(term);
    for (const spelling of alias ? [term, alias] : [term]) {
      if (wordScript === 'cyrillic' && startsOrIs(romanize(word), spelling, isLast)) take(worth);
      if (spelling === alias && word === alias) take(worth);
      if ((length >= 5 || spelling === alias) && latinKeys(word, wordScript).some((key) => startsOrIs(key, looseLatin(spelling), isLast))) take(worth);
    }
    if (wordScript === 'cyrillic') {
      if (length >= 6 && levenshtein(looseLatin(term), latinKey(word, 'cyrillic')) <= 1) take(worth * Q.typo);
      const bones = length >= 5 ? skeleton(looseLatin(term)) : null;
      if (bones !== null && ctx.lemmas(word).length === 0 && skeleton(latinKey(word, 'cyrillic')) === bones) take(worth);
    }
  }
  if (termScript === 'cyrillic' && wordScript === 'latin') {
    // A short Cyrillic word begins no word of the other script.
    const prefix = isLast && length >= 5;
    if (startsOrIs(word, romanize(term), prefix)) take(worth);
    const alias = PLACE_NAME_ALIASES.get(romanize(term));
    if (alias !== undefined && word === alias) take(worth);
    const key = latinKey(term, 'cyrillic');
    if (length >= 5 && latinKeys(word, 'latin').some((wordKey) => startsOrIs(wordKey, key, prefix))) take(worth);
    if (length >= 6 && latinKeys(word, 'latin').some((wordKey) => levenshtein(key, wordKey) <= 1)) take(worth * Q.typo);
    const bones = skeleton(key);
    if (length >= 5 && bones !== null && ctx.lemmas(term).length === 0 && skeleton(latinKey(word, 'latin')) === bones) take(worth);
  }
  if (termScript === 'cyrillic' && wordScript === 'cyrillic') {
    const alias = PLACE_NAME_ALIASES.get(romanize(term));
    if (alias !== undefined && romanize(word) === alias) take(worth);
  }
  if (isLoanwordPair(term, word, ctx)) take(worth);
  return best;
}

/**
 * A loanword across scripts (docs/search.md, "The other script: a loanword"): a word of the
 * listings of five letters or more and a word of the other script, the Cyrillic one a dictionary
 * knows, the Latin one spelling no Ukrainian dictionary word, of one skeleton, their loose keys at
 * most a third of the longer one's letters apart.
 */
function isLoanwordPair(term: string, word: string, ctx: Context): boolean {
  const [termScript, wordScript] = [scriptOf(term), scriptOf(word)];
  if (termScript === 'other' || wordScript === 'other' || termScript === wordScript) return false;
  if ([...term].length < 5 || ctx.holdersOf(term).length === 0) return false;
  const [cyrillic, latin] = termScript === 'cyrillic' ? [term, word] : [word, term];
  if (ctx.lemmas(cyrillic).length === 0 || cyrillicSpellings(latin).some((spelled) => ctx.lemmas(spelled).length > 0)) return false;
  const [cKey, lKey] = [latinKey(cyrillic, 'cyrillic'), latinKey(latin, 'latin')];
  const bones = skeleton(cKey);
  return bones !== null && bones === skeleton(lKey) && levenshtein(cKey, lKey) <= Math.max(cKey.length, lKey.length) / 3;
}

/** How well `term` reaches `word` by one spelling step (0: not), and whether a chain may go on from it (not from a beginning). */
function spelled(term: string, word: string, isLast: boolean, ctx: Context, typos: boolean): { quality: number; chains: boolean } {
  let quality = 0, chains = false;
  const take = (q: number, chainable = true) => {
    if (q > quality) quality = q;
    if (q > 0 && chainable) chains = true;
  };
  if (word === term) take(Q.exact);
  if (typedForMissingKeys(term, word)) take(Q.missingKey);
  if (isLast && word.startsWith(term) && word !== term) take(Q.prefix, false);
  // An acronym typed as it is said ("айті" for "it").
  if ([...term].length >= 3 && scriptOf(term) === 'cyrillic' && acronymsSaid(term).includes(word)) take(Q.script, false);
  const cross = crossSpellingKey(term);
  const wordCross = crossSpellingKey(word);
  if (cross !== null && wordCross !== null && word !== term) {
    if (wordCross === cross) take(Q.cross);
    else if ([...term].length >= 6 && levenshtein(cross, wordCross) <= 1) take(Q.cross * Q.typo);
  }
  take(otherScript(term, word, isLast, ctx, Q.script));
  const length = [...term].length;
  if (typos && length >= 5 && length <= 24) {
    const edits = length >= 9 ? 2 : 1;
    if (editDistance(term, word) <= edits && !differOnlyByPairs(term, word)) take(Q.typo);
    if (scriptOf(term) === 'cyrillic' && /[ґїєі]/.test(word) && editDistance(foldMissingKeys(term), foldMissingKeys(word), edits === 2 ? false : true) <= edits) take(Q.missingKey * Q.typo);
  }
  return { quality, chains };
}

/** Whether a word typed is a word here (then it gets no typo matches): a dictionary word the listings use, a word of the glossary, or one found as typed, in the other language's spelling or as a beginning. */
function isWordHere(term: string, isLast: boolean, ctx: Context): boolean {
  if (ctx.lemmas(term).length > 0 || GLOSSARY.mayName(term)) return true;
  return ctx.vocabulary.some((word) => spelled(term, word, isLast, ctx, false).quality >= Q.prefix);
}

/** Every word `term` reaches under the rules of docs/search.md, the slow way, with the quality of its best chain. */
function reach(term: string, typedLast: boolean, ctx: Context): Map<string, number> {
  return ctx.remember(`${typedLast ? '+' : '='}${term}`, () => {
    // A short word (three letters or fewer, or a number) is whole: exact, a missing key, or its forms.
    const short = [...term].length <= 3 || scriptOf(term) === 'other';
    // The last word is a beginning only while it is no word here.
    const isLast = typedLast && !short && ctx.holdersOf(term).length === 0 && ctx.lemmas(term).length === 0;
    const typos = !short && !isWordHere(term, isLast, ctx);
    const found = new Map<string, number>();
    const take = (word: string, q: number) => { if (q > (found.get(word) ?? 0)) found.set(word, q); };
    const spellings = new Map<string, number>();
    for (const word of ctx.vocabulary) {
      const { quality, chains } = short
        ? { quality: word === term ? Q.exact : typedForMissingKeys(term, word) ? Q.missingKey : 0, chains: true }
        : spelled(term, word, isLast, ctx, typos);
      take(word, quality);
      if (chains) spellings.set(word, quality);
    }
    // Forms: of the word typed, of the Ukrainian word a Latin spelling stands for, of each spelling reached.
    const forms = new Map<string, number>();
    const form = (word: string, q: number) => { take(word, q); if (q > (forms.get(word) ?? 0)) forms.set(word, q); };
    for (const word of ctx.vocabulary) if (ctx.formsOfOne(term, word)) form(word, Q.form);
    if (scriptOf(term) === 'latin' && !short) {
      for (const cyrillic of cyrillicSpellings(term)) {
        if (ctx.lemmas(cyrillic).length === 0) continue;
        for (const word of ctx.vocabulary) if (ctx.formsOfOne(cyrillic, word)) form(word, Q.script * Q.form);
      }
    }
    for (const [via, q] of spellings) for (const word of ctx.vocabulary) if (ctx.formsOfOne(via, word)) form(word, q * Q.form);
    // And the other script's spellings of those forms.
    if (!short) for (const [via, q] of forms) for (const word of ctx.vocabulary) take(word, otherScript(via, word, false, ctx, q * Q.script));
    // A verb reaches the noun of its doing, and the noun its verb, where the dictionary has both …
    const reading = readingDictionary(term);
    if (reading && scriptOf(term) === 'cyrillic' && [...term].length >= 4) {
      const isEntry = (entry: string) => reading.hasEntry(entry);
      // … and one who does it, where the glossary names both one thing.
      const doings = ctx.lemmas(term).flatMap((lemma) => [
        ...verbalNounPartners(lemma, isEntry), ...agentPartners(lemma, isEntry).filter((agent) => GLOSSARY.nameOneConcept(lemma, agent)),
      ]);
      for (const word of ctx.vocabulary) if (ctx.lemmas(word).some((lemma) => doings.includes(lemma))) take(word, Q.doing);
    }
    // English: one who does it and the doing, where the glossary names both one thing ("cleaners", "cleaning").
    if (scriptOf(term) === 'latin') {
      const { of, partners } = agentOrDoingPartners(term);
      for (const partner of partners) if (ctx.vocabulary.includes(partner) && GLOSSARY.nameOneConcept(of, partner)) take(partner, Q.doing);
    }
    found.forEach((q, word) => { if (q === 0) found.delete(word); });
    return found;
  });
}

/** Whether `term` is found here as typed, as a form, or in the other language's spelling (what decides a reading on the other keyboard layout). */
function known(term: string, isLast: boolean, ctx: Context): boolean {
  for (const q of reach(term, isLast, ctx).values()) if (q >= Q.prefix) return true;
  return false;
}

/** The terms a query is read as: as typed, or on the other keyboard layout when only that reading names something of every term. */
function readQuery(q: string | undefined, ctx: Context): string[] {
  // As the listings write them: a code typed apart ("cdl a") is the code, a hyphenated word no listing writes glued its parts.
  const parts = hyphenatedParts(q);
  const typed = [...new Set(queryTerms(q).flatMap((term, i, all) => {
    const next = all[i + 1];
    if (next !== undefined && [...next].length === 1 && ctx.holdersOf(term + next).length > 0) return [term + next];
    const previous = all[i - 1];
    if (previous !== undefined && [...term].length === 1 && ctx.holdersOf(previous + term).length > 0) return [];
    return parts.has(term) && ctx.holdersOf(term).length === 0 ? parts.get(term)! : [term];
  }))];
  const allKnown = (terms: string[]) => terms.length > 0 && terms.every((term, i) => known(term, i === terms.length - 1, ctx));
  if (typed.length === 0 || allKnown(typed)) return typed;
  const retyped = queryTerms(otherLayout(q!) ?? '');
  return allKnown(retyped) ? retyped : typed;
}

/** What a word does in a phrase: its own role, or a Latin word's Ukrainian spelling's. */
function roleOf(term: string, ctx: Context): string {
  const role = termRole(term, ctx.lemmas(term));
  if (role !== 'content' || scriptOf(term) !== 'latin') return role;
  return cyrillicSpellings(term).map((w) => termRole(w, ctx.lemmas(w))).find((r) => r !== 'content') ?? role;
}

/**
 * The query's words that decide a match: the meaningful ones (not function,
 * intent or preference words) that some listing holds — none when the query
 * has meaningful words and no listing holds any — or, for a query of side
 * words only, every word some listing holds; each with the listings that hold it.
 */
function deciding(terms: string[], all: Listing[], ctx: Context, capitals: ReadonlySet<string>): Deciding[] {
  // A word's dictionary words, and a Latin-lettered word's Ukrainian spellings and theirs.
  const lemmasSpelled = (term: string) => [...ctx.lemmas(term), ...(scriptOf(term) === 'latin' ? cyrillicSpellings(term).flatMap((c) => [c, ...ctx.lemmas(c)]) : [])];
  const roles = phraseRoles(terms.map((term) => ({
    term, role: roleOf(term, ctx) as TermRole, script: scriptOf(term), capitals: capitals.has(term),
    lemmas: lemmasSpelled(term),
  })));
  // In a phrase that asks or names a doing (a verb too), a thing named points to the listings about the services that answer it.
  const namesADoing = (term: string) => ctx.lemmas(term).length > 0 && ctx.lemmas(term).every(isVerbEntry);
  const asking = roles.some((role, i) => role === 'intent' || role === 'activity' || (role === 'content' && namesADoing(terms[i]!)));
  // Beside another meaningful word, or in a phrase that asks, one who does a thing and what is done reach each other.
  const several = asking || roles.filter((role) => role === 'content').length > 1;
  let topicReached = false;
  const found = terms.map((term, i) => {
    const isLast = i === terms.length - 1;
    const reached = [...reach(term, isLast, ctx).keys()];
    const holders = new Set(reached.flatMap((word) => ctx.holdersOf(word)));
    // How many listings each word reached is held by, added up: a word's weight goes the other way.
    let volume = reached.reduce((sum, word) => sum + ctx.holdersOf(word).length, 0);
    if (several && roles[i] === 'content' && [...term].length >= 4 && scriptOf(term) !== 'other' && !capitals.has(term)) {
      const languages: Language[] = scriptOf(term) === 'latin' ? ['en'] : ['uk', 'ru'];
      // Nouns both ways: a verb has its doings by the dictionary.
      const verb = isVerbEntry(term) || ctx.lemmas(term).some(isVerbEntry);
      const doers = verb ? [] : GLOSSARY.doingWordsOf(term, ctx.lemmas(term), languages).filter((word) => !isVerbEntry(word));
      for (const word of ctx.vocabulary) {
        if (!doers.some((doer) => word === doer || ctx.formsOfOne(doer, word))) continue;
        volume += ctx.holdersOf(word).length;
        for (const listing of ctx.holdersOf(word)) holders.add(listing);
      }
    }
    let asked = false;
    if (asking && roles[i] === 'content') {
      const about = listingsAboutTopicsOf(term, all, ctx);
      asked = about.length > 0;
      topicReached ||= asked;
      volume += about.length;
      for (const listing of about) holders.add(listing);
    }
    // A word that names a service itself is what a phrase is about, above a place or a kind of building.
    const service = GLOSSARY.topicsAbout(term, ctx.lemmas(term)).length > 0;
    return { term, holders, volume, asked, service };
  });
  // Two words side by side that name a concept as a phrase each reach the listings whose titles name it; where one of
  // them reaches nothing, the listings that say a single word of the concept in any language (no verb), or a form of one,
  // and those whose descriptions name it by a phrase.
  // Side by side: next to each other, or with one or two function words between.
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < terms.length; i++) {
    pairs.push([i, i + 1]);
    if (i + 2 < terms.length && roles[i + 1] === 'function' && roles[i] !== 'function' && roles[i + 2] !== 'function') pairs.push([i, i + 2]);
    if (i + 3 < terms.length && roles[i + 1] === 'function' && roles[i + 2] === 'function' && roles[i] !== 'function' && roles[i + 3] !== 'function') pairs.push([i, i + 3]);
  }
  for (const [i, j] of pairs) {
    const concepts = GLOSSARY.phrases.conceptsOf({ term: terms[i]!, lemmas: lemmasSpelled(terms[i]!) }, { term: terms[j]!, lemmas: lemmasSpelled(terms[j]!) });
    const unreached = found[i]!.holders.size === 0 || found[j]!.holders.size === 0;
    // Neither word reaching anything, the phrase is all the query says: the titles that name it answer, if any does.
    const onlyThePhrase = found[i]!.holders.size === 0 && found[j]!.holders.size === 0
      && concepts.some((concept) => ctx.holdersOf(GLOSSARY.conceptTerm(concept)).length > 0);
    // Never a verb, but of a doing's concept ("fill out").
    const conceptWords = unreached && !onlyThePhrase ? concepts.flatMap((concept) => {
      const words = GLOSSARY.wordsOfConcept(concept, LANGUAGES);
      return isADoing(words) ? words : words.filter((word) => !isVerbEntry(word));
    }) : [];
    const worded = ctx.vocabulary.filter((word) => conceptWords.some((conceptWord) => word === conceptWord || ctx.formsOfOne(conceptWord, word)));
    // A set phrase's words are none of a listing that says it: its described term is reached whenever it is typed.
    const described = concepts.filter((concept) => (unreached && !onlyThePhrase) || GLOSSARY.phrases.isSet(concept)).map((concept) => GLOSSARY.describedConceptTerm(concept));
    const about = [...concepts.map((concept) => GLOSSARY.conceptTerm(concept)), ...worded, ...described].flatMap((word) => ctx.holdersOf(word));
    // In a phrase that asks, a phrase that names a thing one service answers points to the listings about it, as such a word does.
    const signed = asking ? listingsAboutTopics(new Set(concepts.flatMap((concept) => GLOSSARY.topicsSignedByConcept(concept))), all, ctx) : [];
    topicReached ||= signed.length > 0;
    // Two words that name a thing together are that thing, whatever each says alone ("urgent care").
    const phrased = concepts.some((concept) => ctx.holdersOf(GLOSSARY.conceptTerm(concept)).length > 0);
    for (const at of [i, j]) if (phrased && (roles[at] === 'intent' || roles[at] === 'preference' || roles[at] === 'function')) roles[at] = 'content';
    for (const at of [i, j]) {
      const had = found[at]!;
      had.volume += about.length + signed.length;
      had.asked ||= signed.length > 0;
      for (const listing of [...about, ...signed]) had.holders.add(listing);
    }
  }
  // Three to five words (function words apart) that name a concept by one of its longer phrases ("temporary protected
  // status"): each reaches the concept's single words and their forms, and the listings that name it by a phrase.
  const spoken = terms.map((_, i) => i).filter((i) => roles[i] !== 'function');
  for (const { concept, start, end } of GLOSSARY.phrases.longIn(spoken.map((i) => ({ term: terms[i]!, lemmas: lemmasSpelled(terms[i]!) })))) {
    const conceptWords = GLOSSARY.wordsOfConcept(concept, LANGUAGES).filter((word, _, words) => isADoing(words) || !isVerbEntry(word));
    const worded = ctx.vocabulary.filter((word) => conceptWords.some((conceptWord) => word === conceptWord || ctx.formsOfOne(conceptWord, word)));
    const about = [GLOSSARY.conceptTerm(concept), GLOSSARY.describedConceptTerm(concept), ...worded].flatMap((word) => ctx.holdersOf(word));
    for (const at of spoken.slice(start, end)) {
      if (about.length > 0 && (roles[at] === 'intent' || roles[at] === 'preference')) roles[at] = 'content';
      found[at]!.volume += about.length;
      for (const listing of about) found[at]!.holders.add(listing);
    }
  }
  // The service says what is to be done: beside a thing that reaches one, the words for doing it are side words.
  if (topicReached) roles.forEach((role, i) => { if (role === 'activity') roles[i] = 'intent'; });
  // What is said of a thing (after a preposition behind it) is no head; what a service answers always is.
  const modifiers = modifiersIn(terms, roles);
  const all2 = found.map((t, i) => ({ ...t, topic: roles[i] === 'content', head: roles[i] === 'content' && (!modifiers[i] || t.asked) }));
  const held = all2.filter((t) => t.holders.size > 0);
  const role = (t: (typeof held)[number]) => roles[found.findIndex((f) => f.term === t.term)]!;
  // The topic is kept: neither side words nor the words for what is done ("fix", "ремонт") stand in for a thing that reaches
  // nothing, nor the rest of the phrase for a head that is a word of the dictionaries and reaches nothing.
  if (roles.includes('content')) {
    const heads = all2.filter((t) => t.head);
    // … unless the question's thing points to the service that answers it: what it says of the thing is let be.
    const answerable = heads.some((t) => t.holders.size > 0) && (heads.some((t) => t.asked) || heads.every((t) => t.holders.size > 0 || !namesAThing(t.term, t.term === terms[terms.length - 1])));
    return answerable ? held.filter((t) => isMeaningfulRole(role(t))) : [];
  }
  return roles.includes('activity') ? held.filter((t) => role(t) === 'activity') : held;
}

type Deciding = { term: string; holders: Set<Listing>; volume: number; topic: boolean; head: boolean; asked: boolean; service: boolean };

/** Whether a word typed names a thing (docs/search.md): a word of its language, or a finished word of two or three letters, no number (an acronym). */
function namesAThing(term: string, isLast: boolean): boolean {
  const length = [...term].length;
  return isDictionaryWord(term) || (!isLast && scriptOf(term) !== 'other' && !isNumberTerm(term) && length >= 2 && length <= 3);
}

/**
 * Whether a word is a word of its language (docs/search.md): a Cyrillic word a form of a dictionary
 * word that is no verb, looked up in the dictionaries; a Latin one a word of the glossary, or of five
 * letters or more and spelling such a Cyrillic word.
 */
function isDictionaryWord(term: string): boolean {
  const script = scriptOf(term);
  if (script === 'latin' && GLOSSARY.mayName(term)) return true;
  const spellings = script === 'cyrillic' ? [term] : script === 'latin' && term.length >= 5 ? cyrillicSpellings(term) : [];
  const { ukrainian, russian } = dictionaries();
  return spellings.some((word) => [ukrainian, russian].some((d) => d.lemmasOf(word).some((lemma) => !isVerbEntry(lemma))));
}

/**
 * The listings about a topic a query word points to (docs/search.md, "What the thing asked
 * about points to"): by the word, its dictionary words, or a Latin word's Ukrainian spellings,
 * the topics it is a sign of; the listings whose titles name a topic's service.
 */
function listingsAboutTopicsOf(term: string, all: Listing[], ctx: Context): Listing[] {
  const words = [term, ...(scriptOf(term) === 'latin' ? cyrillicSpellings(term) : [])];
  return listingsAboutTopics(new Set(words.flatMap((word) => GLOSSARY.topicsSignedBy(word, ctx.lemmas(word)))), all, ctx);
}

/** The listings whose titles name the service of one of `topics`. */
function listingsAboutTopics(topics: ReadonlySet<number>, all: Listing[], ctx: Context): Listing[] {
  if (topics.size === 0) return [];
  return all.filter((listing) => titleWords(listing).some((word) => GLOSSARY.topicsAbout(word, ctx.lemmas(word)).some((topic) => topics.has(topic))));
}

/** The words of a listing's titles as the index holds them, with the Cyrillic words its Latin Ukrainian title words spell. */
function titleWords(listing: Listing): string[] {
  const { uk, en } = listing.content.translations;
  const ukWords = uk ? indexedWords(uk.title).flat() : [];
  const enWords = en ? indexedWords(en.title).flat() : [];
  const apart = wordsApart(listing);
  return [...ukWords, ...ukWords.flatMap(spelledInCyrillic), ...enWords].filter((word) => !apart.has(word));
}

function minor(major: string): number {
  return Math.round(Number(major) * 100);
}

export function bounds(listing: Listing): [number, number] | null {
  const p = listing.content.price;
  switch (p.mode) {
    case 'fixed': return [p.amountMinor!, p.amountMinor!];
    case 'from': return [p.amountMinor!, Infinity];
    case 'range': return [p.minAmountMinor!, p.maxAmountMinor!];
    case 'free': return [0, 0];
    default: return null;
  }
}

const time = (s: string) => Date.parse(s);

export function referenceSearch(all: Listing[], asked: ReferenceQuery, now: number): { total: number; ids: string[]; matched: Listing[] } {
  // A price said in the words is asked of the prices; the request's own min, max and currency win.
  const said = asked.q ? readPriceBound(searchableText(asked.q)) : null;
  const query: ReferenceQuery = !said ? asked : {
    ...asked, q: said.rest, currency: asked.currency ?? said.currency,
    min: asked.min ?? (said.min === undefined ? undefined : String(said.min)),
    max: asked.max ?? (said.max === undefined ? undefined : String(said.max)),
  };
  const ctx = Context.for(all);
  const typed = readQuery(query.q, ctx);
  const words = typed.length === 0 ? [] : deciding(typed, all, ctx, typedInCapitals(query.q));
  // Every meaningful word must match; while no listing holds them all, as few are let go as will do, the heaviest first.
  const filtered = (l: Listing) => filters(l, query, all, now);
  const answered = (kept: typeof words) => all.some((l) => filtered(l) && kept.every((t) => t.holders.has(l)));
  let required = words;
  if (words.length > 1 && !answered(words)) {
    const letGo = (kept: typeof words) => words.filter((t) => !kept.includes(t)).reduce((sum, t) => sum + t.volume, 0);
    // The words for what is done are never all that is kept of a query that names a thing.
    const namesAThing = words.some((t) => t.topic);
    // Among as many, what is said of another goes first and what a service answers last.
    const heads = (kept: typeof words) => kept.reduce((sum, t) => sum + Number(t.head) + Number(t.asked || t.service), 0);
    const subsets = words.length <= 5
      ? Array.from({ length: (1 << words.length) - 2 }, (_, i) => words.filter((_, j) => ((i + 1) >> j) & 1))
        .filter((kept) => !namesAThing || kept.some((t) => t.topic))
        .sort((x, y) => y.length - x.length || heads(y) - heads(x) || letGo(y) - letGo(x))
      : words.slice(1).map((_, i) => words.slice().sort((x, y) => Number(y.topic) - Number(x.topic) || heads([y]) - heads([x]) || x.volume - y.volume || words.indexOf(x) - words.indexOf(y)).slice(0, words.length - 1 - i));
    required = subsets.find(answered) ?? [];
  }
  const hasQ = typed.length > 0;
  const matched = all.filter((l) => filtered(l) && (!hasQ || (required.length > 0 && required.every((t) => t.holders.has(l)))));
  return ordered(matched, query, hasQ);
}

function filters(l: Listing, query: ReferenceQuery, all: Listing[], now: number): boolean {
  const cityKey = query.city === undefined ? undefined : all.find((x) => x.city.slug === query.city)?.city.key ?? query.city;
  {
    if (l.expiresAt !== null && time(l.expiresAt) <= now) return false;
    if (cityKey !== undefined && l.city.key !== cityKey) return false;
    if (query.country !== undefined && l.city.countryCode !== query.country) return false;
    if (query.category !== undefined && l.category.slug !== query.category) return false;
    if (query.kind !== undefined && l.content.kind !== query.kind) return false;
    if (query.section !== undefined && !SECTIONS[query.section]!.includes(l.content.kind)) return false;
    if (query.currency !== undefined && l.content.price.currency !== query.currency) return false;
    if (query.min !== undefined || query.max !== undefined) {
      const b = bounds(l);
      if (!b) return false;
      if (query.max !== undefined && b[0] > minor(query.max)) return false;
      if (query.min !== undefined && b[1] < minor(query.min)) return false;
    }
    if (query.upcoming) {
      const a = l.content.attributes as { startsAt?: string; endsAt?: string; cancelled?: boolean };
      if (l.content.kind !== 'event' || a.cancelled === true) return false;
      if (time(a.endsAt ?? a.startsAt!) < now) return false;
    }
    return true;
  }
}

function ordered(matched: Listing[], query: ReferenceQuery, hasQ: boolean): { total: number; ids: string[]; matched: Listing[] } {
  const byId = (a: Listing, b: Listing) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const sort = query.sort ?? (hasQ ? 'relevance' : query.upcoming ? 'event_start' : 'recent');
  const recent = (a: Listing, b: Listing) => time(b.updatedAt) - time(a.updatedAt) || byId(a, b);
  const low = (l: Listing) => bounds(l)?.[0];
  const priced = (direction: 1 | -1) => (a: Listing, b: Listing) => {
    const x = low(a), y = low(b);
    if (x === undefined || y === undefined) return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0) || byId(a, b);
    return direction * (x - y) || byId(a, b);
  };
  const start = (l: Listing) => time((l.content.attributes as { startsAt: string }).startsAt);
  const compare = {
    recent,
    relevance: recent, // relevance is checked as a set; its order is the engine's scoring
    price_low: priced(1),
    price_high: priced(-1),
    event_start: (a: Listing, b: Listing) => start(a) - start(b) || byId(a, b),
  }[sort]!;
  matched.sort(compare);
  const page = query.page ?? 1, pageSize = query.pageSize ?? 24;
  return { total: matched.length, ids: matched.slice((page - 1) * pageSize, page * pageSize).map((l) => l.id), matched };
}
