/**
 * Which search the search thread answers next, of those it has been sent.
 *
 * A filter-only search's plan bounds its cost (a walk stops at its page, a
 * gather reads one short list), and it is small. A text search's varies
 * widely, and a few cost many filter searches. Answered in the order sent, a
 * filter search sent just after a slow text search would wait for all of it;
 * so filter searches go first, and text searches take the turns left, in the
 * order sent.
 *
 * So that text searches still get their turns when filter searches come as
 * fast as they are answered, the text search first in line is answered once
 * `FILTERS_FIRST_AT_MOST` filter searches have gone before it: a short wait,
 * a few filter searches long.
 */
import { Fifo } from './fifo.ts';

/** Filter searches answered, at most, while a text search is first in line. */
export const FILTERS_FIRST_AT_MOST = 8;

export class SearchTurns<T> {
  private readonly filterOnly = new Fifo<T>();
  private readonly text = new Fifo<T>();
  /** Filter searches answered while the text search first in line waited. */
  private filtersBeforeText = 0;

  constructor(private readonly filtersFirstAtMost = FILTERS_FIRST_AT_MOST) {}

  get length(): number {
    return this.filterOnly.length + this.text.length;
  }

  add(item: T, isText: boolean): void {
    (isText ? this.text : this.filterOnly).add(item);
  }

  /** The search to answer now, or undefined when none waits. */
  next(): T | undefined {
    if (this.filterOnly.length > 0 && (this.text.length === 0 || this.filtersBeforeText < this.filtersFirstAtMost)) {
      if (this.text.length > 0) this.filtersBeforeText++;
      return this.filterOnly.take();
    }
    if (this.text.length === 0) return undefined;
    this.filtersBeforeText = 0;
    return this.text.take();
  }
}
