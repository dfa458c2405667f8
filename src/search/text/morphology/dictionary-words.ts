/**
 * Whether a word typed is a word of the Ukrainian or Russian dictionary, asked
 * at search time of a word no listing uses ("торт" where no listing names a
 * cake): a Bloom filter over every form of every entry of both dictionaries
 * but their verbs (dictionaries.ts `dictionaryWords`, `isVerbEntry`), made by
 * the build and carried in the snapshot's arrays (some 5.5 MB for 3.6 million
 * forms), since the dictionaries themselves are the build's alone.
 *
 * A word of a query that names what is asked for, reaches nothing, and is
 * such a word is asked for still: the query finds nothing rather than what
 * its other words find (expand.ts). A word no dictionary knows (a slip of the
 * fingers past repair, a name, an English word) and a verb ("поміняти", a
 * doing, as the words for what is to be done are) are let be. A Bloom filter
 * errs one way only: about one word in four hundred that no dictionary knows
 * is taken for one.
 */

/** Bits per word: with HASHES probes, about 0.3% false positives. */
const BITS_PER_WORD = 12;
const HASHES = 8;

/** FNV-1a over the UTF-16 code units from a seed, mixed at the end: two of them make every probe (double hashing); seen-once.ts uses it too. */
export function hashOf(word: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < word.length; i++) {
    hash ^= word.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // FNV's low bits alone spread short words poorly.
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d) >>> 0;
  return (hash ^ (hash >>> 12)) >>> 0;
}

export class DictionaryWords {
  /** Knows no word. */
  static readonly none = new DictionaryWords(new Uint32Array(0));

  /** `bits`: the filter as `build` made it. */
  constructor(readonly bits: Uint32Array) {}

  /** The filter of `words` (normalized, as `normalizeTerm` writes them), `count` of them at most. */
  static build(words: Iterable<string>, count: number): DictionaryWords {
    const filter = new DictionaryWords(new Uint32Array(Math.max(1, Math.ceil((count * BITS_PER_WORD) / 32))));
    for (const word of words) filter.probe(word, true);
    return filter;
  }

  /** Whether `word` (normalized) is a form of a dictionary word, bar the filter's rare false yes. */
  has(word: string): boolean {
    return this.bits.length > 0 && this.probe(word, false);
  }

  private probe(word: string, set: boolean): boolean {
    const size = this.bits.length * 32;
    const first = hashOf(word, 0);
    const step = hashOf(word, 0x9e3779b9) | 1;
    for (let i = 0; i < HASHES; i++) {
      const at = ((first + Math.imul(i, step)) >>> 0) % size;
      const mask = 1 << (at & 31);
      if (set) this.bits[at >>> 5]! |= mask;
      else if ((this.bits[at >>> 5]! & mask) === 0) return false;
    }
    return true;
  }
}
