/**
 * The word-form dictionaries the build reads: Ukrainian (`dictionary-uk`,
 * Hunspell data of the VESUM project, GPL-3.0) and Russian (`dictionary-ru`,
 * BSD-3-Clause). Read once per process, on first use, and only by the build:
 * the runtime looks up what the build wrote into the snapshot.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hunspell } from './hunspell.ts';

const require = createRequire(import.meta.url);

function load(name: 'dictionary-uk' | 'dictionary-ru', only?: Iterable<string>): Hunspell {
  // The package exports only its index.js, which reads the two files beside it at import: read them ourselves, synchronously.
  const folder = path.dirname(require.resolve(name));
  let aff: string, dic: string;
  try {
    aff = readFileSync(path.join(folder, 'index.aff'), 'utf8');
    dic = readFileSync(path.join(folder, 'index.dic'), 'utf8');
  } catch (error) {
    throw new Error(`morphology: cannot read the ${name} word forms (${(error as Error).message}); run npm ci`);
  }
  return Hunspell.parse(aff, dic, name, only);
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
  if (unknown.length === 0) return [ukrainian];
  const spellings = unknown.flatMap((word) => (word.includes('ё') ? [word, word.replace(/ё/g, 'е')] : [word]));
  return [ukrainian, load('dictionary-ru', spellings)];
}
