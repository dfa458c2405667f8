/**
 * A Hunspell dictionary read as a table of word forms: which dictionary entries
 * (lemmas) a word is a form of, and every form an entry makes.
 *
 * Only what the Ukrainian and Russian dictionaries use is read: suffix rules
 * (`SFX flag strip add condition`), single-character flags, entries
 * `word/flags`. Neither uses prefixes, continuation classes, compounding or
 * long flags; `parse` refuses a dictionary that declares them, rather than
 * read it wrongly. Spelling aids (TRY, MAP, ICONV, BREAK, …) say nothing about
 * word forms and are skipped.
 *
 * Words are compared in the search's own spelling (`normalizeTerm`: lower
 * case, apostrophes taken out), so "сім'ї" in the dictionary meets "сімї" typed.
 */
import { byCodeUnit, partitionPoint } from '../../sorted.ts';

/**
 * The search's spelling of a dictionary word: lower case, apostrophes out.
 * (`normalizeTerm` does more — NFC, Latin accents — that dictionary text never
 * needs, and costs seconds over 300,000 entries.)
 */
const APOSTROPHES = /['’ʼ`′‘\u0301]/g;
const APOSTROPHE = /['’ʼ`′‘\u0301]/;
function spelling(word: string): string {
  const lower = word.toLowerCase();
  return lower.search(APOSTROPHES) < 0 ? lower : lower.replace(APOSTROPHES, '');
}

interface SuffixRule {
  flag: string;
  /** Taken off the entry's end (normalized; '' for none). */
  strip: string;
  /** Put on in its place (normalized; '' for none). */
  add: string;
  /** What the entry's end must look like, anchored at the end; null for any. */
  condition: RegExp | null;
}

/** Directives that change how words or flags are read: a dictionary using them is not one this reader understands. */
const UNSUPPORTED = ['FLAG', 'PFX', 'COMPLEXPREFIXES', 'COMPOUNDFLAG', 'COMPOUNDBEGIN', 'NEEDAFFIX', 'CIRCUMFIX', 'AF', 'AM'];

/** A dictionary's suffix rules, read from its affix file; shared by every dictionary cut from one index. */
interface Affixes {
  /** Rules by the ending they add and then by what they strip, for taking a form back to its entry. */
  readonly rulesByAdd: Map<string, Map<string, SuffixRule[]>>;
  /** Rules by flag, for making an entry's forms. */
  readonly rulesByFlag: Map<string, SuffixRule[]>;
  longestAdd: number;
}

export class Hunspell {
  /** Normalized entry → the flags of every entry spelled so (homonyms differing in case share one key). */
  private readonly entries = new Map<string, string>();
  /** Entries spelled in lower case at least once: common words, not only names. */
  private readonly common = new Set<string>();

  /**
   * A dictionary cut from an index (`indexReader`) looks up there the entry of a
   * word it was not cut for, when asked for its forms: what the words asked
   * about lead to (a woman's word for a man's, gender-pairs.ts) is read too.
   */
  private uncut?: (word: string) => { flags: string; common: boolean } | undefined;

  private constructor(private readonly affixes: Affixes) {}

  /**
   * Reads an affix file and a dictionary file (their text). Given `only`, the
   * words (normalized) that will be asked about, it keeps just the entries
   * they could be forms of: the build asks about its vocabulary alone, and a
   * dictionary of 300,000 entries is read in a fraction of the time.
   */
  static parse(aff: string, dic: string, name = 'dictionary', only?: Iterable<string>): Hunspell {
    const dictionary = new Hunspell(readAffixes(aff, name));
    dictionary.readEntries(dic, only === undefined ? undefined : dictionary.candidates(only));
    return dictionary;
  }

  /**
   * The entries as an index: one line per entry ("word", tab, its flags, tab,
   * 1 for a common word), sorted, so that `fromIndex` finds the entries a
   * vocabulary needs without reading the rest.
   */
  toIndex(): string {
    return [...this.entries.keys()].sort(byCodeUnit)
      .map((word) => `${word}\t${this.entries.get(word)}\t${this.common.has(word) ? 1 : 0}`).join('\n');
  }

  /** A dictionary of an affix file and an index (`toIndex`), holding only the entries the words `only` could be forms of. */
  static fromIndex(aff: string, index: string, name: string, only: Iterable<string>): Hunspell {
    return Hunspell.indexReader(aff, index, name)(only);
  }

  /**
   * Reads the affix file once and returns what cuts dictionaries from the
   * index: one holding only the entries `only` could be forms of, each found by
   * a binary search over the index text itself (not split into its 300,000
   * lines), so that a build of a small export pays for its own words alone.
   */
  static indexReader(aff: string, index: string, name: string): (only: Iterable<string>) => Hunspell {
    const affixes = readAffixes(aff, name);
    const entryOf = (word: string): { flags: string; common: boolean } | undefined => {
      const at = lineOf(index, word);
      if (at < 0) return undefined;
      const end = index.indexOf('\n', at);
      const [, flags, common] = index.slice(at, end < 0 ? index.length : end).split('\t') as [string, string, string];
      return { flags, common: common === '1' };
    };
    return (only) => {
      const dictionary = new Hunspell(affixes);
      for (const wanted of dictionary.candidates(only)) {
        const entry = entryOf(wanted);
        if (entry === undefined) continue;
        dictionary.entries.set(wanted, entry.flags);
        if (entry.common) dictionary.common.add(wanted);
      }
      dictionary.uncut = entryOf;
      return dictionary;
    };
  }

  /** Every entry some word of `words` could be a form of (itself included). */
  private candidates(words: Iterable<string>): Set<string> {
    const found = new Set<string>();
    for (const word of words) {
      found.add(word);
      const longest = Math.min(this.affixes.longestAdd, word.length);
      for (let length = 0; length <= longest; length++) {
        const byStrip = this.affixes.rulesByAdd.get(word.slice(word.length - length));
        if (!byStrip) continue;
        const base = word.slice(0, word.length - length);
        for (const strip of byStrip.keys()) found.add(base + strip);
      }
    }
    return found;
  }

  /** How many distinct entries (normalized) the dictionary holds. */
  get size(): number {
    return this.entries.size;
  }


  /**
   * The entries `word` (normalized) is a form of, itself included when it is
   * one; empty when the dictionary does not know it. A name's forms that are
   * also forms of a common word ("гора" is a case of the god Гор) are left to
   * the common word: a name that collides with words would join them.
   */
  lemmasOf(word: string): string[] {
    const found = this.analyze(word);
    return found.some((lemma) => this.common.has(lemma)) ? found.filter((lemma) => this.common.has(lemma)) : found;
  }

  /**
   * Whether `word` (normalized) is a form of a common word of this dictionary,
   * not only of a name's: looked up in the whole dictionary, also when this one
   * is cut to a vocabulary `word` is not in.
   */
  knowsAsWord(word: string): boolean {
    const { uncut } = this;
    if (!uncut) return this.analyze(word).some((lemma) => this.common.has(lemma));
    return this.analyze(word, (entry) => uncut(entry)?.flags).some((lemma) => uncut(lemma)?.common === true);
  }

  private analyze(word: string, flagsOf = (entry: string) => this.entries.get(entry)): string[] {
    const found: string[] = flagsOf(word) !== undefined ? [word] : [];
    const longest = Math.min(this.affixes.longestAdd, word.length);
    for (let length = 0; length <= longest; length++) {
      const byStrip = this.affixes.rulesByAdd.get(word.slice(word.length - length));
      if (!byStrip) continue;
      const base = word.slice(0, word.length - length);
      for (const [strip, rules] of byStrip) {
        const entry = base + strip;
        const flags = flagsOf(entry);
        if (flags === undefined || entry.length === 0 || found.includes(entry)) continue;
        if (rules.some((rule) => flags.includes(rule.flag) && (!rule.condition || rule.condition.test(entry)))) found.push(entry);
      }
    }
    return found;
  }

  /** Whether `word` (normalized) is an entry of the dictionary, also when this one is cut to a vocabulary it is not in. */
  hasEntry(word: string): boolean {
    return this.entries.has(word) || this.uncut?.(word) !== undefined;
  }

  /** Every form the entry `lemma` (normalized) makes, itself first; empty when it is no entry. */
  formsOf(lemma: string): string[] {
    const flags = this.entries.get(lemma) ?? this.uncut?.(lemma)?.flags;
    return flags === undefined ? [] : formsMade(this.affixes, lemma, flags);
  }

  /**
   * Every form of every entry of an index (`toIndex`) that `keep` keeps, an
   * entry's at a time, as the index is read: the words of a dictionary, never
   * all held at once (dictionary-words.ts is made of them).
   */
  /** The entries of an index (`toIndex`): the words as the dictionary lists them, without their forms. */
  static *entriesOfIndex(index: string): Generator<string> {
    for (let start = 0; start < index.length;) {
      let end = index.indexOf('\n', start);
      if (end < 0) end = index.length;
      const wordEnd = index.indexOf('\t', start);
      yield index.slice(start, wordEnd < 0 || wordEnd > end ? end : wordEnd);
      start = end + 1;
    }
  }

  static *formsOfIndex(aff: string, index: string, name: string, keep: (entry: string) => boolean = () => true): Generator<string> {
    const affixes = readAffixes(aff, name);
    for (let start = 0; start < index.length;) {
      let end = index.indexOf('\n', start);
      if (end < 0) end = index.length;
      const wordEnd = index.indexOf('\t', start);
      const flagsEnd = index.indexOf('\t', wordEnd + 1);
      const entry = index.slice(start, wordEnd);
      if (keep(entry)) yield* formsMade(affixes, entry, index.slice(wordEnd + 1, flagsEnd < 0 || flagsEnd > end ? end : flagsEnd));
      start = end + 1;
    }
  }

  /**
   * One pass over the entries without splitting the text into lines first: a
   * dictionary holds some 300,000, and the build reads two on every run.
   */
  private readEntries(dic: string, only?: ReadonlySet<string>): void {
    // With `only`, a line whose first two letters begin none of the words wanted is passed over
    // before anything is made of it: most of the dictionary, for a small vocabulary.
    const starts = only === undefined ? null
      // A word's own two letters, and its first alone: the entry may hold an apostrophe second ("п'ять").
      : new Set([...only].flatMap((word) => [startKey(word.charCodeAt(0), word.charCodeAt(1)), startKey(word.charCodeAt(0), NaN)]));
    // The first line is the entry count.
    let start = dic.indexOf('\n') + 1;
    while (start > 0 && start < dic.length) {
      let end = dic.indexOf('\n', start);
      if (end < 0) end = dic.length;
      if (starts !== null && !starts.has(startKey(lowerCode(dic.charCodeAt(start)), lowerCode(dic.charCodeAt(start + 1))))) {
        start = end + 1;
        continue;
      }
      // A line is "word", "word/FLAGS", or either followed by whitespace and morphological fields.
      let stop = start;
      while (stop < end && dic.charCodeAt(stop) > 32) stop++;
      const slash = dic.indexOf('/', start);
      const hasFlags = slash >= 0 && slash < stop;
      const written = dic.slice(start, hasFlags ? slash : stop);
      const flags = hasFlags ? dic.slice(slash + 1, stop) : '';
      start = end + 1;
      const lower = written.toLowerCase();
      const word = APOSTROPHE.test(lower) ? lower.replace(APOSTROPHES, '') : lower;
      if (word.length === 0 || (only !== undefined && !only.has(word))) continue;
      if (lower === written) this.common.add(word);
      const held = this.entries.get(word);
      this.entries.set(word, held === undefined ? flags : held + flags);
    }
  }
}

/** The forms an entry of these flags makes, itself first. */
function formsMade(affixes: Affixes, lemma: string, flags: string): string[] {
  const forms = new Set([lemma]);
  for (const flag of flags) {
    for (const rule of affixes.rulesByFlag.get(flag) ?? []) {
      if (!lemma.endsWith(rule.strip)) continue;
      if (rule.condition && !rule.condition.test(lemma)) continue;
      const form = lemma.slice(0, lemma.length - rule.strip.length) + rule.add;
      if (form.length > 0) forms.add(form);
    }
  }
  return [...forms];
}

function readAffixes(aff: string, name: string): Affixes {
  const affixes: Affixes = { rulesByAdd: new Map(), rulesByFlag: new Map(), longestAdd: 0 };
  for (const line of aff.split('\n')) {
    const fields = line.trim().split(/\s+/);
    const directive = fields[0]!;
    if (UNSUPPORTED.includes(directive)) throw new Error(`hunspell: ${name} uses ${directive}, which this reader does not understand`);
    // A rule line has five fields or more; a group's header (SFX flag cross count) has four.
    if (directive !== 'SFX' || fields.length < 5) continue;
    const [, flag, strip, add, condition] = fields as [string, string, string, string, string];
    const rule: SuffixRule = {
      flag,
      strip: strip === '0' ? '' : spelling(strip),
      // An affix's own flags (after '/') would be continuation classes: refused above by their absence of support.
      add: add === '0' ? '' : spelling(add.split('/')[0]!),
      condition: condition === '.' ? null : new RegExp(`${spelling(condition)}$`, 'u'),
    };
    if (add.includes('/')) throw new Error(`hunspell: ${name} uses continuation classes (${line.trim()}), which this reader does not understand`);
    let byStrip = affixes.rulesByAdd.get(rule.add);
    if (!byStrip) affixes.rulesByAdd.set(rule.add, byStrip = new Map());
    push(byStrip, rule.strip, rule);
    push(affixes.rulesByFlag, flag, rule);
    affixes.longestAdd = Math.max(affixes.longestAdd, rule.add.length);
  }
  return affixes;
}

/**
 * Where the line of `word` begins in an index (`toIndex`), or -1 when it holds
 * no such line. A binary search over the text's positions: every position of
 * a line stands for that line's word, so the first position whose word is not
 * smaller is a line's start. No string is made while searching: a build looks
 * up some thirty candidate entries for every word of its vocabulary.
 */
function lineOf(index: string, word: string): number {
  const at = partitionPoint(0, index.length, (position) => {
    let start = position;
    while (start > 0 && index.charCodeAt(start - 1) !== NEWLINE) start--;
    return compareLineWord(index, start, word) >= 0;
  });
  return at < index.length && compareLineWord(index, at, word) === 0 ? at : -1;
}

/** The word of the index line starting at `start` compared with `word`, by code unit (the order `toIndex` sorts in). */
function compareLineWord(index: string, start: number, word: string): number {
  for (let i = 0; ; i++) {
    const code = index.charCodeAt(start + i);
    const lineEnded = code === TAB || Number.isNaN(code);
    if (i === word.length) return lineEnded ? 0 : 1;
    if (lineEnded) return -1;
    const difference = code - word.charCodeAt(i);
    if (difference !== 0) return difference;
  }
}

/**
 * The lower case of a UTF-16 code unit, for the letters dictionaries begin
 * words with (Latin, Cyrillic); others as they are.
 */
function lowerCode(code: number): number {
  if (code >= 0x41 && code <= 0x5a) return code + 0x20;
  if (code >= 0x410 && code <= 0x42f) return code + 0x20;
  if (code >= 0x400 && code <= 0x40f) return code + 0x50;
  if (code === 0x490) return 0x491; // Ґ
  return code;
}

/**
 * The first two letters of a word as one number. A second that is no letter of
 * the word as the search spells it (an apostrophe, a stress mark, the end of
 * the word or of the line, '/') counts as none.
 */
function startKey(first: number, second: number): number {
  return first * 0x10000 + (Number.isNaN(second) || second <= 32 || second === 0x2f || APOSTROPHE_CODES.has(second) ? 0 : second);
}
const NEWLINE = 0x0a;
const TAB = 0x09;
const APOSTROPHE_CODES = new Set([..."'’ʼ`′‘\u0301"].map((c) => c.charCodeAt(0)));

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
