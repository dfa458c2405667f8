import { wordForms } from '../src/search/text/tokenize.ts';

/**
 * A word's terms (`wordForms`), remembered: listings repeat their words, and
 * normalizing each one anew was a good part of the busiest thread's time in a
 * full build (docs/benchmarks.md has the figures). Forgotten all at once past
 * WORD_MEMORY words, so an export of ever-new words keeps it bounded.
 */
export class RememberedWordForms {
  private readonly known = new Map<string, readonly string[]>();
  readonly of = (word: string): readonly string[] => {
    let forms = this.known.get(word);
    if (forms === undefined) {
      if (this.known.size >= WORD_MEMORY) this.known.clear();
      this.known.set(word, (forms = wordForms(word)));
    }
    return forms;
  };
}
const WORD_MEMORY = 1 << 18;
