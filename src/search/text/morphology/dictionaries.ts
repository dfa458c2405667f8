/**
 * The word-form dictionaries the build reads: Ukrainian (`dictionary-uk`,
 * Hunspell data of the VESUM project, GPL-3.0) and Russian (`dictionary-ru`,
 * BSD-3-Clause). Read once per process, on first use, and only by the build:
 * the runtime looks up what the build wrote into the snapshot.
 *
 * Reading a whole dictionary costs far more than looking a vocabulary up in
 * an index of it (docs/search.md has the figure); so the first build after an
 * install writes each one's sorted index into node_modules/.cache/, and every
 * later build looks its vocabulary up there.
 * A process keeps the index it has read, for the next build it runs.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DictionaryWords } from './dictionary-words.ts';
import { Hunspell } from './hunspell.ts';
import { dictionarySpellings } from './word-forms.ts';
import { isVerbEntry } from './verbs.ts';

export { isVerbEntry };

const require = createRequire(import.meta.url);

/** Bumped whenever the index's lines or the reader's spelling of a word change. */
const INDEX_FORMAT = 1;

type Name = 'dictionary-uk' | 'dictionary-ru';
const NAMES: readonly Name[] = ['dictionary-uk', 'dictionary-ru'];
const readers = new Map<Name, (only: Iterable<string>) => Hunspell>();

/** A dictionary package's files (the package exports only its index.js, which reads the two files beside it at import: read them ourselves, synchronously), and where its index is kept. */
function packageOf(name: Name): { read: (file: string) => string; version: string; cacheDir: string; cache: string } {
  const folder = path.dirname(require.resolve(name));
  const read = (file: string) => {
    try {
      return readFileSync(path.join(folder, file), 'utf8');
    } catch (error) {
      throw new Error(`morphology: cannot read the ${name} word forms (${(error as Error).message}); run npm ci`);
    }
  };
  const { version } = JSON.parse(read('package.json')) as { version: string };
  const cacheDir = path.join(folder, '..', '.cache', 'community-listings');
  return { read, version, cacheDir, cache: path.join(cacheDir, `${name}@${version}.index-${INDEX_FORMAT}`) };
}

function load(name: Name, only?: readonly string[]): Hunspell {
  if (only !== undefined && readers.has(name)) return readers.get(name)!(only);
  const { read, cache } = packageOf(name);
  const aff = read('index.aff');
  if (only === undefined) return Hunspell.parse(aff, read('index.dic'), name);
  let index: string | null = null;
  try {
    index = readFileSync(cache, 'utf8');
  } catch {
    // Not written yet: the whole dictionary is read once, and its index kept for the next build.
  }
  if (index !== null) {
    const reader = Hunspell.indexReader(aff, index, name);
    readers.set(name, reader);
    return reader(only);
  }
  const whole = Hunspell.parse(aff, read('index.dic'), name);
  try {
    mkdirSync(path.dirname(cache), { recursive: true });
    // Written whole under another name, then renamed: builds running at once never read half an index.
    const next = `${cache}.${process.pid}`;
    writeFileSync(next, whole.toIndex());
    renameSync(next, cache);
  } catch {
    // A read-only install: each build reads the dictionary whole, as here.
  }
  return whole;
}

let loaded: { ukrainian: Hunspell; russian: Hunspell } | undefined;

/** Both dictionaries, whole, read on first use. */
export function dictionaries(): { ukrainian: Hunspell; russian: Hunspell } {
  return loaded ??= { ukrainian: load('dictionary-uk'), russian: load('dictionary-ru') };
}

const CYRILLIC = /\p{Script=Cyrillic}/u;

/**
 * The dictionaries as far as `vocabulary` needs them, in the order a word is
 * read by (Ukrainian, then Russian): only the entries its Cyrillic words could
 * be forms of, and the Russian one only for words the Ukrainian one does not
 * know. What the build reads.
 */
export function dictionariesFor(vocabulary: readonly string[]): Hunspell[] {
  const cyrillic = vocabulary.filter((word) => CYRILLIC.test(word));
  if (cyrillic.length === 0) return [];
  const ukrainian = load('dictionary-uk', cyrillic);
  const unknown = cyrillic.filter((word) => ukrainian.lemmasOf(word).length === 0);
  // The Russian one is there for the forms of every lemma too (WordForms.build): a cut dictionary reads the rest from its index.
  return [ukrainian, load('dictionary-ru', unknown.flatMap(dictionarySpellings))];
}

/** Bumped whenever what a kept filter (`keptFilter`) holds or how it hashes changes. */
const WORDS_FORMAT = 2;

let words: DictionaryWords | undefined;
let whole: DictionaryWords | undefined;

/** Both dictionaries' affix rules and sorted indexes (`load`), an entry a line: what the filters below are made from. */
function dictionaryIndexes(): { name: Name; aff: string; index: string }[] {
  return NAMES.map((name) => {
    const { read, cache } = packageOf(name);
    // Loaded once for nothing, a dictionary writes its index where the next build reads it.
    load(name, []);
    let index: string;
    try {
      index = readFileSync(cache, 'utf8');
    } catch {
      index = load(name).toIndex();
    }
    return { name, aff: read('index.aff'), index };
  });
}

/**
 * The affix rules of the English dictionary this reader reads: its suffixes
 * ("taxes", "licensed", "cars"). Its prefix rules (re-, un-, dis-) and the
 * compound rules of ordinal numbers are left out, so a word made only by a
 * prefix is no word here, as a name no dictionary lists is not.
 */
const ENGLISH_UNREAD = /^(?:PFX|COMPOUND|ONLYINCOMPOUND)/;

/**
 * The words that, typed last, are whole words and not the beginnings of
 * longer ones (expand.ts), as a filter the snapshot carries
 * (dictionary-words.ts): every English word and its suffixed forms
 * (`dictionary-en`, the SCOWL en_US Hunspell data, MIT and BSD: "car",
 * "cars", "lice"), and the entries of the Ukrainian and Russian dictionaries,
 * their words as a dictionary lists them ("парк", "пол"). A Ukrainian or
 * Russian form that is no entry ("бандур", of "бандура") may be on its way to
 * a longer word ("бандурист") and stays a beginning. Some 108,000 English
 * forms and 465,000 entries (860 KB), made once per install and kept as the
 * dictionaries' filter is (`keptFilter`).
 */
export function wholeWords(): DictionaryWords {
  if (whole) return whole;
  const folder = path.dirname(require.resolve('dictionary-en'));
  const read = (file: string) => readFileSync(path.join(folder, file), 'utf8');
  const { version } = JSON.parse(read('package.json')) as { version: string };
  return whole = keptFilter(`whole@${dictionaryVersions()}+dictionary-en-${version}`, () => {
    const aff = read('index.aff').split('\n').filter((line) => !ENGLISH_UNREAD.test(line)).join('\n');
    const englishIndex = Hunspell.parse(aff, read('index.dic'), 'dictionary-en').toIndex();
    const indexes = dictionaryIndexes();
    return function* (): Generator<string> {
      yield* Hunspell.formsOfIndex(aff, englishIndex, 'dictionary-en', () => true);
      for (const { index } of indexes) yield* Hunspell.entriesOfIndex(index);
    };
  });
}

/**
 * Every form of every word of both dictionaries but their verbs, as a filter
 * the snapshot carries (dictionary-words.ts). Made from the dictionaries'
 * indexes, an entry at a time, and kept beside them: a build after the first
 * reads it.
 */
export function dictionaryWords(): DictionaryWords {
  return words ??= keptFilter(`words@${dictionaryVersions()}`, () => function* (): Generator<string> {
    for (const { name, aff, index } of dictionaryIndexes()) yield* Hunspell.formsOfIndex(aff, index, name, (entry) => !isVerbEntry(entry));
  });
}

/** The Ukrainian and Russian dictionaries' versions, as a filter's name carries them. */
const dictionaryVersions = (): string => NAMES.map((name) => `${name}-${packageOf(name).version}`).join('+');

/**
 * A filter of the words `source` makes (a generator, walked twice: counted,
 * then filled), kept beside the dictionaries' indexes under `name`: a build
 * after the first reads it instead of walking the dictionaries again.
 */
function keptFilter(name: string, source: () => () => Iterable<string>): DictionaryWords {
  const cache = path.join(packageOf(NAMES[0]!).cacheDir, `${name}.bloom-${WORDS_FORMAT}`);
  try {
    const bytes = readFileSync(cache);
    return new DictionaryWords(new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4));
  } catch {
    // Not made yet.
  }
  const all = source();
  let count = 0;
  for (const _ of all()) count++;
  const filter = DictionaryWords.build(all(), count);
  try {
    mkdirSync(path.dirname(cache), { recursive: true });
    const next = `${cache}.${process.pid}`;
    writeFileSync(next, filter.bits);
    renameSync(next, cache);
  } catch {
    // A read-only install: each build makes it again.
  }
  return filter;
}
