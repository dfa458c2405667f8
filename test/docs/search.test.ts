/** docs/search.md keeps up with the search: its table of matching steps, its parameters in the specification's order, and the evaluation it describes. */
import { describe, expect, it } from 'vitest';
import { SEARCH_PARAMS } from '../../src/schema/search.ts';
import { EVAL_LISTINGS } from '../search-eval/fixture.ts';
import { HELD_OUT_QUERIES } from '../search-eval/held-out.ts';
import { JUDGED_QUERIES, QUERY_CLASSES } from '../search-eval/queries.ts';
import { blocksOf, readPage } from './pages.ts';

const page = readPage('docs/search.md');
const flat = page.replace(/\s+/g, ' ');

describe('docs/search.md', () => {
  it.each(blocksOf('docs/search.md'))('holds the $name table as npm run docs:tables makes it from the code', ({ inPage, made }) => {
    expect(inPage).toBe(made);
  });

  it('lists the search parameters in the specification\'s order', () => {
    expect(flat).toContain(SEARCH_PARAMS.map((p) => `\`${p}\``).join(', '));
  });

  it('states the size of the search evaluation and its classes', () => {
    expect(flat).toContain(`${EVAL_LISTINGS.length} hand-written listings`);
    // Only the count of the held-out part is read here: its queries are not for reading one by one.
    expect(flat).toContain(`${JUDGED_QUERIES.length + HELD_OUT_QUERIES.length} judged queries`);
    expect(flat).toContain(`(${QUERY_CLASSES.join(', ')})`);
  });
});
