/**
 * The vocabulary: every distinct term of the snapshot, and the keys through
 * which a query term finds the terms it stands for.
 *
 * Each vocabulary term is reachable by several keys — itself, its spelling
 * without ґ/ї/є/і, its stem, its Latin key and skeleton, its dictionary words —
 * each kind in a radix tree of its own (term-keys.ts), so exact, prefix and
 * fuzzy lookups answer every kind of match. Which listings hold a term, and
 * how strongly, lives in typed-array postings beside it (see engine/text-match.ts).
 */
import { isShortWord, MATCH_QUALITY, MATCH_STEPS, type MatchStep, type StepName } from './match-steps.ts';
import { differOnlyByPairs, foldMissingKeys, typedForMissingKeys } from './missing-keys.ts';
import { crossSpellingKey } from './morphology/cross-spelling.ts';
import { intentOf, phraseRoles, SUBJECT_PRONOUNS, termRole, type Intent, type TermRole } from './morphology/roles.ts';
import { WordForms, type WordFormsJSON } from './morphology/word-forms.ts';
import { GLOSSARY, isMarkedTerm, LANGUAGES, listingKindTerm } from './glossary/glossary.ts';
import { DeletionIndex } from './deletion-index.ts';
import { isNumberTerm } from './numbers.ts';
import { loanwordPairs } from './loanwords.ts';
import { Remembered } from '../lru.ts';
import { partitionPoint } from '../sorted.ts';
import { nounAfterPronoun, stem } from './stem.ts';
import { TermKeys, type KeyField, type TermKeysJSON } from './term-keys.ts';
import { scriptOf } from './tokenize.ts';
import { acronymsOfAgentNoun, acronymsSaid, cyrillicSpellings, latinKey, latinKeys, looseLatin, PLACE_NAME_ALIASES, romanize, skeleton } from './transliterate.ts';
import { SeenOnce } from '../seen-once.ts';
import { compoundPart } from './morphology/compounds.ts';
import { isFirstPersonForm, isVerbEntry } from './morphology/verbs.ts';
import { DERIVATION_SHARED, isDerivation, rootOf } from './roots.ts';

/** The keys a vocabulary term is reachable by (see KEY_FIELDS), each kind that applies. */
function keysOfTerm(term: string, forms: WordForms, loans: readonly string[] | undefined): Partial<Record<KeyField, string[]>> {
  // A number term is reached only as itself: a number has no spellings, forms or typos.
  if (isNumberTerm(term)) return { term: [term] };
  // A topic's or a concept's term is reached only by its id (the topic step, a phrase): no word typed is it.
  if (isMarkedTerm(term)) return {};
  const script = scriptOf(term);
  const folded = script === 'cyrillic' ? foldMissingKeys(term) : term;
  const stemmed = stem(term);
  // An English word is also found by how it is said, as a loanword typed in Cyrillic follows it ("айфон", "iphone").
  const latinKeysOfTerm = script === 'other' ? [] : latinKeys(term, script);
  const latin = latinKeysOfTerm[0];
  const lemmas = forms.lemmasOf(term);
  const cross = crossSpellingKey(term);
  // Latin words, and Cyrillic words no dictionary knows (loanwords, names): "клінінг" meets "cleaning".
  // Both the spelling's and the sound's ("plumber", said "plamer", meets "пламер").
  const bones = latin && (script === 'latin' || lemmas.length === 0)
    ? [...new Set(latinKeysOfTerm.map(skeleton).filter((key): key is string => key !== null))] : [];
  const keys: Partial<Record<KeyField, string[]>> = { term: [term] };
  if (folded !== term) keys.fold = [folded];
  if (stemmed !== null) keys.stem = [foldMissingKeys(stemmed)];
  if (script === 'cyrillic') keys.roman = [romanize(term)];
  if (latin) keys.latin = latinKeysOfTerm;
  if (bones.length > 0) keys.skeleton = bones;
  if (lemmas.length > 0) keys.lemma = [...lemmas];
  if (cross !== null) keys.cross = [cross];
  // A loanword and its pairs share each other's words as keys: looking a word up finds its pairs (loanwords.ts).
  if (loans) keys.loan = [term, ...loans];
  const part = script === 'cyrillic' ? compoundPart(term) : null;
  if (part !== null) keys.part = [rootOf(part)];
  return keys;
}

/** How well a query term reaches a vocabulary term, whether as typed (exactly, with a missing key, or finished), and by which step (the last of its best chain). */
export interface Reach {
  quality: number;
  literal: boolean;
  step: StepName;
}

/**
 * A vocabulary term a query term stands for. `literal` when it is the word as
 * typed (exactly, with a missing key, or finished): only those make a title
 * "the query" or "start with the query".
 */
export type TermMatch = { termId: number } & Reach;

/** Whether a term reached is a word here, not only a look-alike: found as typed, as a form or as a prefix. */
export const isKnown = (found: ReadonlyMap<number, Reach>) => {
  for (const { quality } of found.values()) if (quality >= MATCH_QUALITY.prefix) return true;
  return false;
};

/** The fewest letters of a word a compound's second part must be (`isCompoundOf`). */
const COMPOUND_REST_MIN_LENGTH = 3;

/** What the steps remembered from words (see `Vocabulary.reached`) hold at most. */
export const REMEMBERED_WORD_STEPS_BYTES = 8 * 1024 * 1024;

/** The word a step starts from: the word typed, or a form reached (see `MatchStep.from`). */
interface StepWord {
  term: string;
  script: ReturnType<typeof scriptOf>;
  /** In letters (code points). */
  length: number;
  /** The last word of the query, unfinished: no word here as typed (`MatchStep.lastOnly`). */
  isLast: boolean;
  /** A short word or an acronym (`isShortWord`): taken only by the steps for short words. */
  short: boolean;
  /** Its own id in the vocabulary, or -1: the other steps do not reach it again. */
  exact: number;
  /** A dictionary lists it as typed (`expanded`). */
  listed: boolean;
}

/** What a word has reached so far, as the steps add to it. */
interface Reaching {
  found: Map<number, Reach>;
  /** What a chain may go on from to forms: the spellings reached, with their quality. */
  spellings: Map<number, number>;
  /** What a chain may go on from to the other script: the forms reached, with their quality. */
  forms: Map<number, number>;
}

/** A step's lookup: adds what `step` reaches from `word` (`reaching`: what was reached before). */
type Lookup = (word: StepWord, step: MatchStep, reaching: Reaching) => void;

/** The key a step's terms reached from a word are remembered by (see `Vocabulary.reached`). */
const reachedKey = (step: StepName, word: string, isLast: boolean) => `${step}:${isLast ? 'last' : 'inner'}:${word}`;

export class Vocabulary {
  /** The forms and the other script's spellings of the words asked most lately (see `reached`). */
  private readonly steps = new Remembered<number[]>(REMEMBERED_WORD_STEPS_BYTES, (ids) => 64 + 24 * ids.length, new SeenOnce());
  /** The terms filed by their deletions, for typos: made on the first word that has any looked for. */
  private deletions: DeletionIndex | null = null;

  constructor(
    /** Every term, sorted by code point: a term's position is its id. */
    readonly terms: readonly string[],
    private readonly keys: TermKeys,
    /** The dictionary words of the terms, and their other forms (none for a snapshot built without dictionaries). */
    private readonly forms: WordForms = WordForms.none,
  ) {}

  static build(terms: readonly string[], forms: WordForms = WordForms.none): Vocabulary {
    const loans = loanwordPairs(terms, forms);
    return new Vocabulary(terms, TermKeys.build(terms.length, (id) => keysOfTerm(terms[id]!, forms, loans.get(terms[id]!))), forms);
  }

  static fromJSON(json: string): Vocabulary {
    const { terms, keys, forms } = JSON.parse(json) as { terms: string[]; keys: TermKeysJSON; forms?: WordFormsJSON };
    return new Vocabulary(terms, TermKeys.fromJSON(keys), forms ? WordForms.fromJSON(forms) : WordForms.none);
  }

  toJSON(): { terms: readonly string[]; keys: TermKeysJSON; forms: WordFormsJSON } {
    return { terms: this.terms, keys: this.keys.toJSON(), forms: this.forms.toJSON() };
  }

  /**
   * What a query word does in a phrase (morphology/roles.ts), known by its
   * dictionary forms too, and a Latin word by the Ukrainian word it spells
   * when it has no role of its own ("vid" is "від", "shukaiu" "шукаю").
   */
  roleOf(term: string): TermRole {
    const role = termRole(term, this.forms.lemmasOf(term));
    if (role !== 'content' || scriptOf(term) !== 'latin') return role;
    for (const cyrillic of cyrillicSpellings(term)) {
      const spelled = termRole(cyrillic, this.forms.lemmasOf(cyrillic));
      if (spelled !== 'content') return spelled;
    }
    return role;
  }

  /** What each word of a query does in its phrase (morphology/roles.ts `phraseRoles`), each known as `roleOf` knows it; `capitals`: the words typed in capitals. */
  rolesIn(terms: readonly string[], capitals: ReadonlySet<string> = new Set()): TermRole[] {
    const pronoun = SUBJECT_PRONOUNS.get(terms[0] ?? '');
    return phraseRoles(terms.map((term, i) => ({
      term, lemmas: this.lemmasSpelled(term), role: this.roleOf(term), script: scriptOf(term), capitals: capitals.has(term),
      nounAfterPronoun: i === 1 && pronoun !== undefined && nounAfterPronoun(term, pronoun),
    })));
  }

  /** The dictionary words a word is a form of, as the snapshot knows them. */
  lemmasOf(term: string): string[] {
    return this.forms.lemmasOf(term);
  }

  /** A word's lemmas, and a Latin word's Ukrainian spellings and theirs. */
  private lemmasSpelled(term: string): string[] {
    return [...this.forms.lemmasOf(term), ...(scriptOf(term) === 'latin' ? cyrillicSpellings(term).flatMap((c) => [c, ...this.forms.lemmasOf(c)]) : [])];
  }

  /**
   * Whether the words of a query ask for something or offer it
   * (morphology/roles.ts), known by their dictionary forms, and a Latin word
   * by the Ukrainian words it spells ("shukaiu"). With `doings`, a verb of the
   * first person that says what one does offers it too ("перекладаю документи").
   */
  intentOf(terms: readonly string[], { doings = false } = {}): Intent | null {
    return intentOf(terms.map((term) => ({ term, lemmas: this.lemmasSpelled(term), ...(doings ? { firstPerson: this.isFirstPersonVerb(term) } : {}) })), { query: true });
  }

  /**
   * Whether a word is a verb of the first person (`isFirstPersonForm`), every dictionary word of it a
   * verb: as typed, or a Latin word by the Ukrainian words it spells ("perekladaiu").
   */
  private isFirstPersonVerb(term: string): boolean {
    return (scriptOf(term) === 'latin' ? cyrillicSpellings(term) : [term]).some((form) => {
      const lemmas = this.forms.lemmasOf(form);
      return lemmas.length > 0 && lemmas.every(isVerbEntry) && isFirstPersonForm(form);
    });
  }

  /** The id of a term, by binary search of the sorted vocabulary; -1 when absent. */
  idOf(term: string): number {
    // A predicate, not lowerBound: the value-taking searches see only numbers, on the engine's hot paths.
    const at = partitionPoint(0, this.terms.length, (i) => this.terms[i]! >= term);
    return this.terms[at] === term ? at : -1;
  }

  /**
   * Every vocabulary term a query term stands for, each with the quality of
   * its best way there, a chain of steps worth the product of their qualities
   * (match-steps.ts has the steps):
   *
   * 1. the spellings it reaches — itself; with ґ, ї, є or і typed for lack of
   *    a key; its Ukrainian or Russian spelling; words it begins (the last
   *    query term only); its spellings in the other script; and, for a word
   *    that is no word here, words an edit or two away, as typed or with a
   *    missing key;
   * 2. the other forms of the query word and of the best of those spellings
   *    (not of the words it begins: those are the typing's, not the word's);
   * 3. the other script's spellings of the best of those forms.
   */
  expand(term: string, isLast: boolean, capitals = false): Map<number, Reach> {
    return this.expanded(term, isLast, true, capitals).found;
  }

  /**
   * `expand`, or without the words an edit away (`typos` false) and with
   * whether there were any to look for: when not, nothing is missing. What a
   * term reaches without them says whether it is a word here (`isKnown`): they
   * reach nothing as a word or a form, and no better spelling than those found.
   * The steps are taken in the table's order (MATCH_STEPS), each by its lookup.
   * `capitals`: the word was typed in capitals (an acronym, `isShortWord`);
   * `asking`: its phrase asks for something or names a doing (`MatchStep.asking`);
   * `offering`: its phrase offers something (`MatchStep.offering`);
   * `listed`: a dictionary lists it as typed, whether or not a listing uses it
   * (morphology/dictionary-words.ts): a word, never a loanword typed by ear nor
   * an acronym.
   */
  expanded(term: string, isLast: boolean, typos: boolean, capitals = false, widening: 0 | 1 | 2 = 0, asking = false, offering = false, listed = false): { found: Map<number, Reach>; typosLookedFor: boolean } {
    const reaching: Reaching = { found: new Map(), spellings: new Map(), forms: new Map() };
    const length = [...term].length;
    const exact = this.idOf(term);
    // `isLast` is false for a dictionary's word typed last (Expander): what is left typed last and no term here is no word.
    const short = isShortWord(term, length, capitals, isLast && exact < 0);
    // The last word is read as a beginning only while it is no term here: a whole word is itself.
    const unfinished = isLast && !short && exact < 0;
    const script = scriptOf(term);
    const word: StepWord = { term, script, length, isLast: unfinished, short, exact, listed };
    // An acronym typed on the Cyrillic layout ("ІТ", "есл"): in capitals, of two letters (the dictionaries list many
    // abbreviations of two), or of three no dictionary lists ("сім" is seven); a longer word in small letters is a word.
    const acronym = script === 'cyrillic' && (capitals || length === 2 || (length === 3 && !listed));
    // One edit from a real word is usually another real word ("horse", "house"): only a word that is no word here has typos.
    let unknown: boolean | undefined;
    let typosLookedFor = false;
    for (const step of MATCH_STEPS) {
      // A widening is asked for alone, once the steps before it reached nothing (`widening`).
      if ((step.widening ?? 0) !== widening) continue;
      if (short && !step.shortWords) continue;
      if ((step.asking && !asking) || (step.offering && !offering) || (step.acronym && !acronym) || step.pair) continue;
      if (step.from === 'word' && !applies(step, word)) continue;
      if (step.unknownOnly) {
        unknown ??= this.forms.lemmasOf(term).length === 0 && !isKnown(reaching.found);
        if (!unknown) continue;
        typosLookedFor = true;
        if (!typos) continue;
      }
      this.lookups[step.name](word, step, reaching);
    }
    return { found: reaching.found, typosLookedFor };
  }

  /** Each step's lookup, by the step's name: what it reaches, added at the step's quality. */
  private readonly lookups: Record<StepName, Lookup> = {
    exact: ({ exact }, step, reaching) => {
      if (exact >= 0) reachSpelling(reaching, step, exact, step.quality);
    },
    missingKey: ({ term }, step, reaching) => {
      for (const id of this.keys.lookup(foldMissingKeys(term), ['term', 'fold'])) {
        if (typedForMissingKeys(term, this.terms[id]!)) reachSpelling(reaching, step, id, step.quality);
      }
    },
    crossSpelling: (word, step, reaching) => this.crossSpellings(word, step, reaching, 0),
    crossSpellingEdit: (word, step, reaching) => this.crossSpellings(word, step, reaching, 1),
    prefix: ({ term, exact }, step, reaching) => {
      for (const id of this.keys.lookup(term, ['term'], { prefix: true })) if (id !== exact) reachSpelling(reaching, step, id, step.quality);
    },
    romanization: (word, step, reaching) => this.otherScript(word, step, reaching),
    looseLatin: (word, step, reaching) => this.otherScript(word, step, reaching),
    looseLatinEdit: (word, step, reaching) => this.otherScript(word, step, reaching),
    latinSkeleton: (word, step, reaching) => this.otherScript(word, step, reaching),
    englishByEar: ({ term, exact, listed }, step, reaching) => {
      // Only for a word the romanizations did not read either: "kimnatu" is "кімнату", not "community";
      // and never for a word a dictionary lists, which is spelled as it is meant: "drawing" is no "driving".
      const bones = reaching.found.size === 0 && !listed ? skeleton(looseLatin(term)) : null;
      if (bones === null) return;
      const heard = this.reached(reachedKey(step.name, term, false), (take) => {
        for (const id of this.keys.lookup(bones, ['skeleton'])) if (scriptOf(this.terms[id]!) === 'latin') take(id);
      });
      for (const id of heard) if (id !== exact) reachSpelling(reaching, step, id, step.quality);
    },
    englishSpelling: (word, step, reaching) => this.otherScript(word, step, reaching),
    englishBeginning: (word, step, reaching) => this.otherScript(word, step, reaching),
    looseCyrillic: (word, step, reaching) => this.otherScript(word, step, reaching),
    looseCyrillicEdit: (word, step, reaching) => this.otherScript(word, step, reaching),
    cyrillicSkeleton: (word, step, reaching) => this.otherScript(word, step, reaching),
    loanword: (word, step, reaching) => this.otherScript(word, step, reaching),
    acronymOtherScript: ({ term }, step, reaching) => {
      for (const id of this.keys.lookup(latinKey(term, 'cyrillic'), ['latin'])) {
        const other = this.terms[id]!;
        // An acronym is no English function word: "ТО" (a car's service) is not "to", nor "ОН" "on".
        if (scriptOf(other) === 'latin' && other.length <= step.maxLength! && this.roleOf(other) !== 'function') reachSpelling(reaching, step, id, step.quality);
      }
    },
    letterNames: ({ term }, step, reaching) => {
      for (const acronym of [...acronymsSaid(term), ...acronymsOfAgentNoun(term)]) {
        const id = this.idOf(acronym);
        if (id >= 0) reachSpelling(reaching, step, id, step.quality);
      }
    },
    typo: (word, step, reaching) => this.typos(word, step, reaching),
    twoTypos: (word, step, reaching) => this.typos(word, step, reaching),
    missingKeyTypo: (word, step, reaching) => this.missingKeyTypos(word, step, reaching),
    missingKeyTwoTypos: (word, step, reaching) => this.missingKeyTypos(word, step, reaching),
    topic: (word, step, reaching) => this.reachMarked(word, step, reaching, (w, lemmas) => GLOSSARY.topicsSignedBy(w, lemmas).map((topic) => GLOSSARY.topicTerm(topic))),
    kind: (word, step, reaching) => this.reachMarked(word, step, reaching, (w, lemmas) => GLOSSARY.listingKindsNamedBy(w, lemmas).map(listingKindTerm)),
    kindOffered: ({ term, script }, step, reaching) => {
      // The word, a Latin word's Ukrainian spelling, or a form reached ("тойоту" is "тойота").
      const forms = [...reaching.forms.keys()].map((id) => this.terms[id]!);
      const take = (id: number) => addMatch(reaching, id, step.quality, false, step.name);
      for (const word of new Set([term, ...(script === 'latin' ? cyrillicSpellings(term) : []), ...forms])) {
        if (!GLOSSARY.mayNameKind(word)) continue;
        for (const kindWord of GLOSSARY.kindWordsOf(word, this.forms.lemmasOf(word), LANGUAGES)) {
          const id = this.idOf(kindWord);
          if (id >= 0) take(id);
          this.formsOf(kindWord, take);
        }
      }
    },
    translation: ({ term, script }, step, reaching) => {
      // A word of its own listings is answered by them, but for a Russian word: the build gives a title
      // written in one language its Ukrainian and English words, never its Russian ones
      // (build/translations.ts), so a Russian word's own listings are the Russian ones alone.
      const reachesNothing = reaching.found.size === 0;
      if (!reachesNothing && !GLOSSARY.isRussianOnly(term, this.forms.lemmasOf(term))) return;
      // A word that reaches nothing reaches its synonyms too ("floor" the listings of "flooring").
      const key = `${reachedKey('translation', term, false)}${reachesNothing ? ':synonyms' : ''}`;
      for (const id of this.reached(key, (take) => this.translationsOf(term, script, reachesNothing, take))) addMatch(reaching, id, step.quality, false, step.name);
    },
    // Two words together, never one: the expander adds what a phrase reaches (expand.ts).
    phrase: () => {},
    derivation: (word, step, reaching) => this.derivations(word, step, reaching),
    compound: ({ term, exact }, step, reaching) => {
      // The word's own root, and those of the best forms reached, each at the best quality that reaches it:
      // "інструкторку" (a woman instructor) finds "автоинструктор" by "інструктор".
      const roots = new Map([[rootOf(term), 1]]);
      for (const [id, quality] of best(reaching.forms, step.best!)) {
        const root = rootOf(this.terms[id]!);
        if (quality > (roots.get(root) ?? 0)) roots.set(root, quality);
      }
      for (const [root, quality] of roots) {
        for (const id of this.keys.lookup(root, ['part'])) if (id !== exact) addMatch(reaching, id, quality * step.quality, false, step.name);
      }
    },
    moreTypos: (word, step, reaching) => {
      for (const id of this.near(word.term, word.length >= 9 ? 3 : 2)) {
        if (!isNumberTerm(this.terms[id]!)) addMatch(reaching, id, step.quality, false, step.name);
      }
    },
    // The query word's own dictionary forms, though the listings may use none of its spellings ("книзі" for "книга").
    wordForms: ({ term, script, listed }, step, reaching) => {
      this.addForms(term, step.quality, reaching, step.name);
      // A short Latin word with an "-s" no dictionary lists is the plural of the word before it ("evs", "tvs", "t4s").
      const singular = script === 'latin' && !listed && term.endsWith('s') && stem(term) === null ? this.idOf(term.slice(0, -1)) : -1;
      if (singular >= 0) {
        addMatch(reaching, singular, step.quality, false, step.name);
        this.addForms(this.terms[singular]!, step.quality, reaching, step.name);
      }
    },
    // A Latin spelling of a Ukrainian word reaches its forms through the Cyrillic spelling it stands for ("kvartyru").
    latinForms: ({ term }, step, reaching) => {
      for (const cyrillic of cyrillicSpellings(term)) {
        if (this.forms.lemmasOf(cyrillic).length > 0) this.addForms(cyrillic, step.quality, reaching, step.name);
      }
    },
    spellingForms: (_, step, reaching) => {
      for (const [id, quality] of best(reaching.spellings, step.best!)) this.addForms(this.terms[id]!, quality * step.quality, reaching, step.name);
    },
    // And a form reaches the other script: "Вінніпезі" is a form of "Вінніпег", which is "Winnipeg".
    formsOtherScript: (_, step, reaching) => {
      for (const [id, quality] of best(reaching.forms, step.best!)) {
        const term = this.terms[id]!;
        const form: StepWord = { term, script: scriptOf(term), length: [...term].length, isLast: false, short: false, exact: id, listed: false };
        for (const other of MATCH_STEPS) {
          if (!other.otherScript || !applies(other, form)) continue;
          for (const reached of this.reachedBy(other, form)) addMatch(reaching, reached, quality * other.quality, false, step.name);
        }
      }
    },
  };

  /** The words spelled the same in Ukrainian and Russian spelling, and from six letters with one letter more, less or other ("работу", "роботу"). */
  private crossSpellings({ term, exact }: StepWord, step: MatchStep, reaching: Reaching, fuzzy: number): void {
    const cross = crossSpellingKey(term);
    if (cross === null) return;
    for (const id of this.keys.lookup(cross, ['cross'], { fuzzy })) if (id !== exact) reachSpelling(reaching, step, id, step.quality);
  }

  /**
   * Adds the other forms of `word`, each worth `quality`: the words of the same
   * dictionary entries, or, between words a dictionary does not both know, of
   * the same stem (stem.ts says how short a stem may be). Two dictionary words
   * of different entries are never joined by their stem: "гора" is not "горе",
   * "банк" not "банка". Remembered by word (see `reached`).
   */
  private addForms(word: string, quality: number, reaching: Reaching, step: StepName): void {
    const ids = this.reached(reachedKey('wordForms', word, false), (take) => this.formsOf(word, take));
    for (const id of ids) {
      addMatch(reaching, id, quality, false, step);
      if (quality > (reaching.forms.get(id) ?? 0)) reaching.forms.set(id, quality);
    }
  }

  /**
   * The terms that are another word for what `term` names in another
   * language — or, with `synonyms`, in any — by the glossary's concepts, and
   * their forms: a listing that says "flooring" or "підлоги" only in its
   * description is found by "пол", which no listing says (the build gives the
   * other words to titles alone, build/translations.ts).
   */
  private translationsOf(term: string, script: StepWord['script'], synonyms: boolean, take: (id: number) => void): void {
    // A Latin spelling of a Ukrainian word names what the word does ("pidloha").
    for (const word of [term, ...(script === 'latin' ? cyrillicSpellings(term) : [])]) {
      const lemmas = this.forms.lemmasOf(word);
      // A thing's concept may hold a doing that means more than the thing ("готувати" of a cook also prepares
      // for exams): a word that is no verb reaches the concept's nouns and names, a verb its verbs too.
      const verb = isVerbEntry(word) || lemmas.some(isVerbEntry);
      for (const other of synonyms ? GLOSSARY.otherWordsOf(word, lemmas, LANGUAGES) : GLOSSARY.translationsOf(word, lemmas)) {
        if (!verb && isVerbEntry(other)) continue;
        const id = this.idOf(other);
        if (id >= 0) take(id);
        this.formsOf(other, take);
      }
    }
  }

  /**
   * The terms that name a concept of the glossary by its single words, in every language, and their
   * forms, never a verb: what a phrase of the concept reaches when one of its words reaches nothing
   * (phrase-matches.ts): "eye exam", where no listing says "eye", finds "перевірка зору".
   */
  conceptWords(concept: number): number[] {
    return this.reached(`concept:${concept}`, (take) => {
      for (const word of GLOSSARY.wordsOfConcept(concept, LANGUAGES)) {
        if (isVerbEntry(word)) continue;
        const id = this.idOf(word);
        if (id >= 0) take(id);
        this.formsOf(word, take);
      }
    });
  }

  /** The forms `addForms` adds. */
  private formsOf(word: string, take: (id: number) => void): void {
    const lemmas = this.forms.lemmasOf(word);
    for (const lemma of lemmas) for (const id of this.keys.lookup(lemma, ['lemma'])) take(id);
    const stemmed = stem(word);
    // A word too short for a stem is the stem of its longer forms ("car" of "cars").
    if (stemmed === null) {
      for (const id of this.keys.lookup(foldMissingKeys(word), ['stem'])) if (lemmas.length === 0 || this.forms.lemmasOf(this.terms[id]!).length === 0) take(id);
      return;
    }
    // A word that is itself the stem ("car" for "cars") is a form too.
    for (const id of this.keys.lookup(foldMissingKeys(stemmed), ['stem', 'term'])) {
      const other = this.terms[id]!;
      const otherStem = stem(other) ?? other;
      if (otherStem !== stemmed && !typedForMissingKeys(stemmed, otherStem)) continue;
      if (lemmas.length > 0 && this.forms.lemmasOf(other).length > 0) continue;
      take(id);
    }
  }

  /**
   * The terms a step reaches from a word, as `find` finds them, in that order:
   * remembered by `key`, for the same words are reached from query word after
   * query word (the forms of "квартира" from "квартиру", "квартири" and every
   * spelling of them), and each step is lookups in the keys' trees, some of
   * them fuzzy.
   */
  private reached(key: string, find: (take: (id: number) => void) => void): number[] {
    const remembered = this.steps.get(key);
    if (remembered) return remembered;
    const ids: number[] = [];
    find((id) => ids.push(id));
    this.steps.set(key, ids);
    return ids;
  }

  /** An other-script step taken from the word typed: its spellings at the step's quality. */
  private otherScript(word: StepWord, step: MatchStep, reaching: Reaching): void {
    for (const id of this.reachedBy(step, word)) reachSpelling(reaching, step, id, step.quality);
  }

  /**
   * The spellings of a word in the other script that an other-script step
   * reaches: by the official romanization (or a beginning of it), from five
   * letters by the loose Latin key (and from six one letter off it:
   * transliterations vary), by the aliases of place names, and by the skeleton
   * between an English word and a Cyrillic word no dictionary knows (a
   * loanword: "клінінг", "хендімен"). Remembered by step and word.
   */
  private reachedBy(step: MatchStep, word: StepWord): number[] {
    return this.reached(`${reachedKey(step.name, word.term, word.isLast)}${word.listed ? ':listed' : ''}`, (take) => this.otherScriptOf(step.name, word, take));
  }

  /** What `reachedBy` reaches, step by step. */
  private otherScriptOf(name: StepName, { term, isLast, exact, listed }: StepWord, take: (id: number) => void): void {
    const ofScript = (wanted: 'latin' | 'cyrillic') => (id: number) => { if (scriptOf(this.terms[id]!) === wanted) take(id); };
    const other = (ids: number[]) => { for (const id of ids) if (id !== exact) take(id); };
    switch (name) {
      case 'romanization': {
        other(this.keys.lookup(term, ['roman'], { prefix: isLast }));
        const alias = PLACE_NAME_ALIASES.get(term);
        if (alias) {
          other(this.keys.lookup(alias, ['roman', 'term'], { prefix: isLast }));
          other(this.keys.lookup(looseLatin(alias), ['latin'], { prefix: isLast }));
        }
        return;
      }
      case 'looseLatin': return other(this.keys.lookup(looseLatin(term), ['latin'], { prefix: isLast }));
      case 'looseLatinEdit': return this.keys.lookup(looseLatin(term), ['latin'], { fuzzy: 1 }).forEach(ofScript('cyrillic'));
      case 'latinSkeleton': {
        const bones = skeleton(looseLatin(term));
        if (bones) this.keys.lookup(bones, ['skeleton']).forEach(ofScript('cyrillic'));
        return;
      }
      case 'englishSpelling': {
        const roman = romanize(term);
        this.keys.lookup(roman, ['term']).forEach(ofScript('latin'));
        // An older or Russian name of a place, in Cyrillic letters ("Киев", "Харьков").
        const alias = PLACE_NAME_ALIASES.get(roman);
        if (alias) {
          this.keys.lookup(alias, ['term']).forEach(ofScript('latin'));
          this.keys.lookup(alias, ['roman']).forEach(take);
        }
        return;
      }
      case 'englishBeginning': return this.keys.lookup(romanize(term), ['term'], { prefix: true }).forEach(ofScript('latin'));
      case 'looseCyrillic': return this.keys.lookup(latinKey(term, 'cyrillic'), ['latin'], { prefix: isLast }).forEach(ofScript('latin'));
      case 'looseCyrillicEdit': return this.keys.lookup(latinKey(term, 'cyrillic'), ['latin'], { fuzzy: 1 }).forEach(ofScript('latin'));
      case 'loanword': return this.keys.lookup(term, ['loan']).forEach((id) => { if (id !== exact && scriptOf(this.terms[id]!) !== scriptOf(term)) take(id); });
      case 'cyrillicSkeleton': {
        // The skeleton, the loosest key, only for a word no dictionary knows, here or at all ("кімната" is not
        // "community", nor "спорт" "support" where no listing says "спорт").
        const bones = skeleton(latinKey(term, 'cyrillic'));
        if (bones && !listed && this.forms.lemmasOf(term).length === 0) this.keys.lookup(bones, ['skeleton']).forEach(ofScript('latin'));
        return;
      }
      default: throw new Error(`match steps: ${name} is no other-script step`);
    }
  }

  /** Words of the same root by another suffix (roots.ts `isDerivation`), found by the beginning of their stems. */
  private derivations({ term, exact }: StepWord, step: MatchStep, reaching: Reaching): void {
    const root = rootOf(term);
    if (root.length < DERIVATION_SHARED) return;
    for (const id of this.keys.lookup(root.slice(0, DERIVATION_SHARED), ['stem'], { prefix: true })) {
      const other = this.terms[id]!;
      if (id === exact || isNumberTerm(other) || !isDerivation(root, rootOf(other)) || this.isCompoundOf(term, other)) continue;
      addMatch(reaching, id, step.quality, false, step.name);
    }
  }

  /**
   * Whether `other` is `word` (its stem, "спорту" as "спорт") with another word
   * after it, a linking vowel between or none: a compound that names a kind of its
   * second word ("спортзал" is a hall, not a sport), no derivation.
   */
  private isCompoundOf(word: string, other: string): boolean {
    const first = stem(word) ?? word;
    if (!other.startsWith(first)) return false;
    const rest = other.slice(first.length).replace(/^[оеи]/, '');
    return [...rest].length >= COMPOUND_REST_MIN_LENGTH && (this.idOf(rest) >= 0 || this.forms.lemmasOf(rest).length > 0);
  }

  /**
   * The build's own terms (a topic's, a kind of listing's) that `marked` gives
   * for the word, or for a Latin word a Ukrainian spelling of it: "zub" points
   * where "зуб" does, "vakansii" names what "вакансії" does.
   */
  private reachMarked({ term, script }: StepWord, step: MatchStep, reaching: Reaching, marked: (word: string, lemmas: readonly string[]) => string[]): void {
    for (const word of [term, ...(script === 'latin' ? cyrillicSpellings(term) : [])]) {
      for (const markedTerm of marked(word, this.forms.lemmasOf(word))) {
        const id = this.idOf(markedTerm);
        if (id >= 0) addMatch(reaching, id, step.quality, false, step.name);
      }
    }
  }

  /** The ids of the terms within `edits` of `term`, ascending (deletion-index.ts). */
  private near(term: string, edits: number): number[] {
    this.deletions ??= DeletionIndex.build(this.terms);
    return this.deletions.near(term, edits);
  }

  /** Words an edit or two away from `term` (a swap of neighbours is one; not by a pair of letters that is a missing key or another word). */
  private typos({ term }: StepWord, step: MatchStep, reaching: Reaching): void {
    for (const id of this.near(term, step.edits!)) {
      if (!differOnlyByPairs(term, this.terms[id]!) && !isNumberTerm(this.terms[id]!)) reachSpelling(reaching, step, id, step.quality);
    }
  }

  /** A missing key and a typo: "грнут" finds "ґрунт". */
  private missingKeyTypos({ term }: StepWord, step: MatchStep, reaching: Reaching): void {
    const folded = foldMissingKeys(term);
    for (const id of this.keys.lookup(folded, ['fold'], { fuzzy: step.edits! })) reachSpelling(reaching, step, id, step.quality);
    for (const swapped of transpositions(folded)) for (const id of this.keys.lookup(swapped, ['fold'])) reachSpelling(reaching, step, id, step.quality);
  }
}


/** Whether a step applies to a word: its script, its length, and the last word only. */
function applies(step: MatchStep, { script, length, isLast }: StepWord): boolean {
  return (step.script === undefined || step.script === script)
    && length >= step.minLength && (step.maxLength === undefined || length <= step.maxLength)
    && (!step.lastOnly || isLast);
}

/** Notes a term reached at `quality`, unless reached as well before; `literal` as the step that reached it best says. */
function addMatch(reaching: Reaching, id: number, quality: number, literal: boolean, step: StepName): void {
  const had = reaching.found.get(id);
  if (had === undefined || quality > had.quality) reaching.found.set(id, { quality, literal, step });
}

/** Notes a term a step reached from the word typed, and, if a chain goes on from it to forms, as a spelling. */
function reachSpelling(reaching: Reaching, step: MatchStep, id: number, quality: number): void {
  addMatch(reaching, id, quality, step.literal, step.name);
  if (step.then === 'forms' && quality > (reaching.spellings.get(id) ?? 0)) reaching.spellings.set(id, quality);
}

/** The best `count` entries of a map of qualities by term id, ties by id. */
function best(qualities: ReadonlyMap<number, number>, count: number): [number, number][] {
  return [...qualities].sort(([a, x], [b, y]) => y - x || a - b).slice(0, count);
}

/** The term with each pair of neighbouring letters swapped in turn. */
function transpositions(term: string): string[] {
  const letters = [...term];
  const swapped: string[] = [];
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const copy = [...letters];
    [copy[i], copy[i + 1]] = [copy[i + 1]!, copy[i]!];
    swapped.push(copy.join(''));
  }
  return swapped;
}
