/**
 * The lookups of the match steps (match-steps.ts), one by each step's name:
 * what a step reaches from a word in the vocabulary's keys, dictionaries and
 * glossary, added to what the word has reached so far. `Vocabulary.expanded`
 * takes the steps in the table's order and calls each one's lookup here.
 */
import { MATCH_STEPS, type MatchStep, type StepName } from './match-steps.ts';
import { differOnlyByPairs, foldMissingKeys, typedForMissingKeys } from './missing-keys.ts';
import { crossSpellingKey } from './morphology/cross-spelling.ts';
import { agentOrDoingPartners } from './morphology/english-agents.ts';
import { GLOSSARY, LANGUAGES, listingKindTerm } from './glossary/glossary.ts';
import { DeletionIndex } from './deletion-index.ts';
import { isNumberTerm } from './numbers.ts';
import { stem } from './stem.ts';
import { scriptOf } from './tokenize.ts';
import { acronymsOfAgentNoun, acronymsSaid, cyrillicSpellings, latinKey, looseLatin, PLACE_NAME_ALIASES, romanize, skeleton } from './transliterate.ts';
import { isVerbEntry } from './morphology/verbs.ts';
import { DERIVATION_SHARED, isDerivation, rootOf } from './roots.ts';
import type { Reach, Vocabulary } from './vocabulary.ts';

/** The fewest letters of a word a compound's second part must be (`isCompoundOf`). */
const COMPOUND_REST_MIN_LENGTH = 3;

/** The word a step starts from: the word typed, or a form reached (see `MatchStep.from`). */
export interface StepWord {
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
export interface Reaching {
  found: Map<number, Reach>;
  /** What a chain may go on from to forms: the spellings reached, with their quality. */
  spellings: Map<number, number>;
  /** What a chain may go on from to the other script: the forms reached, with their quality. */
  forms: Map<number, number>;
}

/** A step's lookup: adds what `step` reaches from `word` (`reaching`: what was reached before). */
export type Lookup = (word: StepWord, step: MatchStep, reaching: Reaching) => void;

/** The key a step's terms reached from a word are remembered by (see `Vocabulary.reached`). */
const reachedKey = (step: StepName, word: string, isLast: boolean) => `${step}:${isLast ? 'last' : 'inner'}:${word}`;

export class StepLookups {
  /** The terms filed by their deletions, for typos: made on the first word that has any looked for. */
  private deletions: DeletionIndex | null = null;

  constructor(private readonly vocabulary: Vocabulary) {}

  /** Each step's lookup, by the step's name: what it reaches, added at the step's quality. */
  readonly byName: Record<StepName, Lookup> = {
    exact: ({ exact }, step, reaching) => {
      if (exact >= 0) reachSpelling(reaching, step, exact, step.quality);
    },
    missingKey: ({ term }, step, reaching) => {
      for (const id of this.vocabulary.keys.lookup(foldMissingKeys(term), ['term', 'fold'])) {
        if (typedForMissingKeys(term, this.vocabulary.terms[id]!)) reachSpelling(reaching, step, id, step.quality);
      }
    },
    crossSpelling: (word, step, reaching) => this.crossSpellings(word, step, reaching, 0),
    crossSpellingEdit: (word, step, reaching) => this.crossSpellings(word, step, reaching, 1),
    prefix: ({ term, exact }, step, reaching) => {
      for (const id of this.vocabulary.keys.lookup(term, ['term'], { prefix: true })) if (id !== exact) reachSpelling(reaching, step, id, step.quality);
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
      const heard = this.vocabulary.reached(reachedKey(step.name, term, false), (take) => {
        for (const id of this.vocabulary.keys.lookup(bones, ['skeleton'])) if (scriptOf(this.vocabulary.terms[id]!) === 'latin') take(id);
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
      for (const id of this.vocabulary.keys.lookup(latinKey(term, 'cyrillic'), ['latin'])) {
        const other = this.vocabulary.terms[id]!;
        // An acronym is no English function word: "ТО" (a car's service) is not "to", nor "ОН" "on".
        if (scriptOf(other) === 'latin' && other.length <= step.maxLength! && this.vocabulary.roleOf(other) !== 'function') reachSpelling(reaching, step, id, step.quality);
      }
    },
    letterNames: ({ term }, step, reaching) => {
      for (const acronym of [...acronymsSaid(term), ...acronymsOfAgentNoun(term)]) {
        const id = this.vocabulary.idOf(acronym);
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
      const forms = [...reaching.forms.keys()].map((id) => this.vocabulary.terms[id]!);
      // The requests for its kind of thing (build/asked-for.ts): other offers of the thing sell other makes.
      for (const word of new Set([term, ...(script === 'latin' ? cyrillicSpellings(term) : []), ...forms])) {
        if (!GLOSSARY.mayNameKind(word)) continue;
        for (const concept of GLOSSARY.kindsOf(word, this.vocabulary.forms.lemmasOf(word))) {
          const id = this.vocabulary.idOf(GLOSSARY.askedForTerm(concept));
          if (id >= 0) addMatch(reaching, id, step.quality, false, step.name);
        }
      }
    },
    translation: ({ term, script }, step, reaching) => {
      // A word of its own listings is answered by them, but for a Russian word: the build gives a title
      // written in one language its Ukrainian and English words, never its Russian ones
      // (build/translations.ts), so a Russian word's own listings are the Russian ones alone.
      const reachesNothing = reaching.found.size === 0;
      if (!reachesNothing && !GLOSSARY.isRussianOnly(term, this.vocabulary.forms.lemmasOf(term))) return;
      // A word that reaches nothing reaches its synonyms too ("floor" the listings of "flooring").
      const key = `${reachedKey('translation', term, false)}${reachesNothing ? ':synonyms' : ''}`;
      for (const id of this.vocabulary.reached(key, (take) => this.translationsOf(term, script, reachesNothing, take))) addMatch(reaching, id, step.quality, false, step.name);
    },
    // Two words together, never one: the expander adds what a phrase reaches (expand.ts).
    phrase: () => {},
    derivation: (word, step, reaching) => this.derivations(word, step, reaching),
    doing: ({ term, script }, step, reaching) => {
      const ids = this.vocabulary.reached(reachedKey(step.name, term, false), (take) => {
        if (script === 'latin') {
          // English: one who does it and the doing, where the glossary names both one thing ("cleaners", "cleaning").
          const { of, partners } = agentOrDoingPartners(term);
          for (const partner of partners) {
            const id = this.vocabulary.idOf(partner);
            if (id >= 0 && GLOSSARY.nameOneConcept(of, partner)) take(id);
          }
          return;
        }
        for (const doing of this.vocabulary.forms.doingsOf(term)) this.vocabulary.formsOf(doing, take);
      });
      for (const id of ids) addMatch(reaching, id, step.quality, false, step.name);
    },
    doer: ({ term, script }, step, reaching) => {
      // Who does it and what is done, where the glossary keeps them apart ("тренерка", "тренування").
      const languages = script === 'latin' ? (['en'] as const) : (['uk', 'ru'] as const);
      const ids = this.vocabulary.reached(reachedKey(step.name, term, false), (take) => {
        // Nouns both ways: a verb has its own doings (the `doing` step), and a verb of what is done means more
        // than the one who does it ("навчити" is also to teach a lesson to someone).
        const lemmas = this.vocabulary.forms.lemmasOf(term);
        if (isVerbEntry(term) || lemmas.some(isVerbEntry)) return;
        for (const other of GLOSSARY.doingWordsOf(term, lemmas, languages)) {
          if (isVerbEntry(other)) continue;
          const id = this.vocabulary.idOf(other);
          if (id >= 0) take(id);
          this.vocabulary.formsOf(other, take);
        }
      });
      for (const id of ids) addMatch(reaching, id, step.quality, false, step.name);
    },
    compound: ({ term, exact }, step, reaching) => {
      // The word's own root, and those of the best forms reached, each at the best quality that reaches it:
      // "інструкторку" (a woman instructor) finds "автоинструктор" by "інструктор".
      const roots = new Map([[rootOf(term), 1]]);
      for (const [id, quality] of best(reaching.forms, step.best!)) {
        const root = rootOf(this.vocabulary.terms[id]!);
        if (quality > (roots.get(root) ?? 0)) roots.set(root, quality);
      }
      for (const [root, quality] of roots) {
        for (const id of this.vocabulary.keys.lookup(root, ['part'])) if (id !== exact) addMatch(reaching, id, quality * step.quality, false, step.name);
      }
    },
    moreTypos: (word, step, reaching) => {
      // A thing is no doing two letters off ("складі", a warehouse's, is not "складаю"): a word the dictionaries
      // know only as a noun or an adjective reaches no verb so.
      const lemmas = this.vocabulary.forms.lemmasOf(word.term);
      const aThing = lemmas.length > 0 && !lemmas.some(isVerbEntry);
      for (const id of this.near(word.term, word.length >= 9 ? 3 : 2)) {
        const other = this.vocabulary.terms[id]!;
        if (isNumberTerm(other)) continue;
        if (aThing && isAVerbForm(this.vocabulary.forms.lemmasOf(other))) continue;
        addMatch(reaching, id, step.quality, false, step.name);
      }
    },
    // The query word's own dictionary forms, though the listings may use none of its spellings ("книзі" for "книга").
    wordForms: ({ term, script, listed }, step, reaching) => {
      this.addForms(term, step.quality, reaching, step.name);
      // A short Latin word with an "-s" no dictionary lists is the plural of the word before it ("evs", "tvs", "t4s").
      const singular = script === 'latin' && !listed && term.endsWith('s') && stem(term) === null ? this.vocabulary.idOf(term.slice(0, -1)) : -1;
      if (singular >= 0) {
        addMatch(reaching, singular, step.quality, false, step.name);
        this.addForms(this.vocabulary.terms[singular]!, step.quality, reaching, step.name);
      }
    },
    // A Latin spelling of a Ukrainian word reaches its forms through the Cyrillic spelling it stands for ("kvartyru").
    latinForms: ({ term, short, exact }, step, reaching) => {
      // A short word here as typed is that word ("sin", the insurance number where a listing says SIN, is no "син",
      // a son): only one no listing says is read as the Ukrainian word it spells ("mak", "мак"; "lis", "ліс"), an
      // English word too, which finds nothing here as itself.
      if (short && exact >= 0) return;
      for (const cyrillic of cyrillicSpellings(term)) {
        if (this.vocabulary.forms.lemmasOf(cyrillic).length > 0) this.addForms(cyrillic, step.quality, reaching, step.name);
      }
    },
    spellingForms: (_, step, reaching) => {
      for (const [id, quality] of best(reaching.spellings, step.best!)) this.addForms(this.vocabulary.terms[id]!, quality * step.quality, reaching, step.name);
    },
    // And a form reaches the other script: "Вінніпезі" is a form of "Вінніпег", which is "Winnipeg".
    formsOtherScript: (_, step, reaching) => {
      for (const [id, quality] of best(reaching.forms, step.best!)) {
        const term = this.vocabulary.terms[id]!;
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
    for (const id of this.vocabulary.keys.lookup(cross, ['cross'], { fuzzy })) if (id !== exact) reachSpelling(reaching, step, id, step.quality);
  }

  /**
   * Adds the other forms of `word`, each worth `quality`: the words of the same
   * dictionary entries, or, between words a dictionary does not both know, of
   * the same stem (stem.ts says how short a stem may be). Two dictionary words
   * of different entries are never joined by their stem: "гора" is not "горе",
   * "банк" not "банка". Remembered by word (see `reached`).
   */
  private addForms(word: string, quality: number, reaching: Reaching, step: StepName): void {
    const ids = this.vocabulary.reached(reachedKey('wordForms', word, false), (take) => this.vocabulary.formsOf(word, take));
    for (const id of ids) {
      addMatch(reaching, id, quality, false, step);
      if (quality > (reaching.forms.get(id) ?? 0)) reaching.forms.set(id, quality);
    }
  }

  /**
   * What the translation step adds for a word that reaches something (no
   * synonym of its own language), whatever the word reaches: the terms a
   * query read in every language adds to it (expand.ts `inEveryLanguage`).
   */
  otherLanguageTerms(term: string): number[] {
    return this.vocabulary.reached(reachedKey('translation', term, false), (take) => this.translationsOf(term, scriptOf(term), false, take));
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
      const lemmas = this.vocabulary.forms.lemmasOf(word);
      // A thing's concept may hold a doing that means more than the thing ("готувати" of a cook also prepares
      // for exams): a word that is no verb reaches the concept's nouns and names, a verb its verbs too.
      const verb = isVerbEntry(word) || lemmas.some(isVerbEntry);
      for (const other of synonyms ? GLOSSARY.otherWordsOf(word, lemmas, LANGUAGES) : GLOSSARY.translationsOf(word, lemmas)) {
        if (!verb && isVerbEntry(other)) continue;
        const id = this.vocabulary.idOf(other);
        if (id >= 0) take(id);
        this.vocabulary.formsOf(other, take);
      }
    }
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
    return this.vocabulary.reached(`${reachedKey(step.name, word.term, word.isLast)}${word.listed ? ':listed' : ''}`, (take) => this.otherScriptOf(step.name, word, take));
  }

  /** What `reachedBy` reaches, step by step. */
  private otherScriptOf(name: StepName, { term, isLast, exact, listed }: StepWord, take: (id: number) => void): void {
    const ofScript = (wanted: 'latin' | 'cyrillic') => (id: number) => { if (scriptOf(this.vocabulary.terms[id]!) === wanted) take(id); };
    const other = (ids: number[]) => { for (const id of ids) if (id !== exact) take(id); };
    switch (name) {
      case 'romanization': {
        other(this.vocabulary.keys.lookup(term, ['roman'], { prefix: isLast }));
        const alias = PLACE_NAME_ALIASES.get(term);
        if (alias) {
          other(this.vocabulary.keys.lookup(alias, ['roman', 'term'], { prefix: isLast }));
          other(this.vocabulary.keys.lookup(looseLatin(alias), ['latin'], { prefix: isLast }));
        }
        return;
      }
      case 'looseLatin': return other(this.vocabulary.keys.lookup(looseLatin(term), ['latin'], { prefix: isLast }));
      case 'looseLatinEdit': return this.vocabulary.keys.lookup(looseLatin(term), ['latin'], { fuzzy: 1 }).forEach(ofScript('cyrillic'));
      case 'latinSkeleton': {
        const bones = skeleton(looseLatin(term));
        if (bones) this.vocabulary.keys.lookup(bones, ['skeleton']).forEach(ofScript('cyrillic'));
        return;
      }
      case 'englishSpelling': {
        const roman = romanize(term);
        this.vocabulary.keys.lookup(roman, ['term']).forEach(ofScript('latin'));
        // An older or Russian name of a place, in Cyrillic letters ("Киев", "Харьков").
        const alias = PLACE_NAME_ALIASES.get(roman);
        if (alias) {
          this.vocabulary.keys.lookup(alias, ['term']).forEach(ofScript('latin'));
          this.vocabulary.keys.lookup(alias, ['roman']).forEach(take);
        }
        return;
      }
      case 'englishBeginning': return this.vocabulary.keys.lookup(romanize(term), ['term'], { prefix: true }).forEach(ofScript('latin'));
      case 'looseCyrillic': return this.vocabulary.keys.lookup(latinKey(term, 'cyrillic'), ['latin'], { prefix: isLast }).forEach(ofScript('latin'));
      case 'looseCyrillicEdit': return this.vocabulary.keys.lookup(latinKey(term, 'cyrillic'), ['latin'], { fuzzy: 1 }).forEach(ofScript('latin'));
      case 'loanword': return this.vocabulary.keys.lookup(term, ['loan']).forEach((id) => { if (id !== exact && scriptOf(this.vocabulary.terms[id]!) !== scriptOf(term)) take(id); });
      case 'cyrillicSkeleton': {
        // The skeleton, the loosest key, only for a word no dictionary knows, here or at all ("кімната" is not
        // "community", nor "спорт" "support" where no listing says "спорт").
        const bones = skeleton(latinKey(term, 'cyrillic'));
        if (bones && !listed && this.vocabulary.forms.lemmasOf(term).length === 0) this.vocabulary.keys.lookup(bones, ['skeleton']).forEach(ofScript('latin'));
        return;
      }
      default: throw new Error(`match steps: ${name} is no other-script step`);
    }
  }

  /** Words of the same root by another suffix (roots.ts `isDerivation`), found by the beginning of their stems. */
  private derivations({ term, exact }: StepWord, step: MatchStep, reaching: Reaching): void {
    const root = rootOf(term);
    if (root.length < DERIVATION_SHARED) return;
    const lemmas = this.vocabulary.forms.lemmasOf(term);
    for (const id of this.vocabulary.keys.lookup(root.slice(0, DERIVATION_SHARED), ['stem'], { prefix: true })) {
      const other = this.vocabulary.terms[id]!;
      if (id === exact || isNumberTerm(other) || !isDerivation(root, rootOf(other)) || this.isCompoundOf(term, other)) continue;
      // A word the glossary knows names its own thing: a derivation of another is another thing.
      if (!GLOSSARY.mayNameTheSame(term, lemmas, other, this.vocabulary.forms.lemmasOf(other))) continue;
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
    return [...rest].length >= COMPOUND_REST_MIN_LENGTH && (this.vocabulary.idOf(rest) >= 0 || this.vocabulary.forms.lemmasOf(rest).length > 0);
  }

  /**
   * The build's own terms (a topic's, a kind of listing's) that `marked` gives
   * for the word, or for a Latin word a Ukrainian spelling of it: "zub" points
   * where "зуб" does, "vakansii" names what "вакансії" does.
   */
  private reachMarked({ term, script }: StepWord, step: MatchStep, reaching: Reaching, marked: (word: string, lemmas: readonly string[]) => string[]): void {
    for (const word of [term, ...(script === 'latin' ? cyrillicSpellings(term) : [])]) {
      for (const markedTerm of marked(word, this.vocabulary.forms.lemmasOf(word))) {
        const id = this.vocabulary.idOf(markedTerm);
        if (id >= 0) addMatch(reaching, id, step.quality, false, step.name);
      }
    }
  }

  /** The ids of the terms within `edits` of `term`, ascending (deletion-index.ts). */
  private near(term: string, edits: number): number[] {
    this.deletions ??= DeletionIndex.build(this.vocabulary.terms);
    return this.deletions.near(term, edits);
  }

  /** Words an edit or two away from `term` (a swap of neighbours is one; not by a pair of letters that is a missing key or another word). */
  private typos({ term }: StepWord, step: MatchStep, reaching: Reaching): void {
    for (const id of this.near(term, step.edits!)) {
      if (!differOnlyByPairs(term, this.vocabulary.terms[id]!) && !isNumberTerm(this.vocabulary.terms[id]!)) reachSpelling(reaching, step, id, step.quality);
    }
  }

  /** A missing key and a typo: "грнут" finds "ґрунт". */
  private missingKeyTypos({ term }: StepWord, step: MatchStep, reaching: Reaching): void {
    const folded = foldMissingKeys(term);
    for (const id of this.vocabulary.keys.lookup(folded, ['fold'], { fuzzy: step.edits! })) reachSpelling(reaching, step, id, step.quality);
    for (const swapped of transpositions(folded)) for (const id of this.vocabulary.keys.lookup(swapped, ['fold'])) reachSpelling(reaching, step, id, step.quality);
  }
}


/** Whether a step applies to a word: its script, its length, and the last word only. */
export function applies(step: MatchStep, { script, length, isLast }: StepWord): boolean {
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

/** Whether a word's dictionary words are all verbs (a form of a verb only). */
const isAVerbForm = (lemmas: readonly string[]): boolean => lemmas.length > 0 && lemmas.every(isVerbEntry);
