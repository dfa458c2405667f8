/**
 * Writes src/search/text/glossary/lemmas.ts: the dictionary word each single
 * Ukrainian or Russian word of the glossary is a form of, where it is not a
 * dictionary word itself ("животное" a form of the adjective "животный",
 * "продукты" of "продукт", "терміново" of "терміновий"). The glossary keys
 * the word by it too, so that a query's other form of it ("животными",
 * "продукта") names the concept. Run (`npm run glossary:lemmas`) after
 * changing the concepts; a test says when the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { glossaryLemmas, renderGlossaryLemmas } from '../src/search/text/glossary/lemmas-source.ts';

const file = fileURLToPath(new URL('../src/search/text/glossary/lemmas.ts', import.meta.url));
writeFileSync(file, renderGlossaryLemmas(glossaryLemmas()));
console.log(`wrote ${file}`);
