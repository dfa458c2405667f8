/**
 * The search thread's turns: filter-only searches before text searches, each
 * kind in the order sent, and a text search first in line overtaken by a
 * bounded number of filter searches however many keep coming.
 */
import { describe, expect, it } from 'vitest';
import { FILTERS_FIRST_AT_MOST, SearchTurns } from '../../src/search/serving/scheduler.ts';

/** Everything `turns` answers until none waits. */
function drain(turns: SearchTurns<string>): string[] {
  const answered: string[] = [];
  for (let next = turns.next(); next !== undefined; next = turns.next()) answered.push(next);
  return answered;
}

describe('the search thread\'s turns', () => {
  it('answer nothing when nothing was sent', () => {
    const turns = new SearchTurns<string>();
    expect(turns.next()).toBeUndefined();
    expect(turns.length).toBe(0);
  });

  it('answer filter-only searches sent after text searches first, each kind in the order sent', () => {
    const turns = new SearchTurns<string>();
    turns.add('text 1', true);
    turns.add('text 2', true);
    turns.add('filter 1', false);
    turns.add('filter 2', false);
    expect(turns.length).toBe(4);
    expect(drain(turns)).toEqual(['filter 1', 'filter 2', 'text 1', 'text 2']);
    expect(turns.length).toBe(0);
  });

  it('answer a text search first in line after at most so many filter searches, however many wait', () => {
    const turns = new SearchTurns<string>(3);
    turns.add('text 1', true);
    turns.add('text 2', true);
    for (let i = 1; i <= 8; i++) turns.add(`filter ${i}`, false);
    expect(drain(turns)).toEqual([
      'filter 1', 'filter 2', 'filter 3', 'text 1',
      'filter 4', 'filter 5', 'filter 6', 'text 2',
      'filter 7', 'filter 8',
    ]);
  });

  it('keep giving text searches their turns while filter searches keep coming as fast as they are answered', () => {
    const turns = new SearchTurns<string>();
    for (let i = 0; i < 5; i++) turns.add(`text ${i}`, true);
    const answered: string[] = [];
    for (let i = 0; answered.filter((name) => name.startsWith('text')).length < 5; i++) {
      turns.add(`filter ${i}`, false);
      answered.push(turns.next()!);
    }
    // Each text search waited for FILTERS_FIRST_AT_MOST filter searches, no more.
    expect(answered).toHaveLength(5 * (FILTERS_FIRST_AT_MOST + 1));
    expect(answered.filter((_, at) => (at + 1) % (FILTERS_FIRST_AT_MOST + 1) === 0)).toEqual(['text 0', 'text 1', 'text 2', 'text 3', 'text 4']);
  });

  it('count only the filter searches answered while a text search waits', () => {
    const turns = new SearchTurns<string>(2);
    for (let i = 1; i <= 5; i++) turns.add(`filter ${i}`, false);
    expect(turns.next()).toBe('filter 1');
    expect(turns.next()).toBe('filter 2');
    expect(turns.next()).toBe('filter 3');
    // Three were answered with no text search waiting: the one sent now still lets two go first.
    turns.add('text 1', true);
    expect(drain(turns)).toEqual(['filter 4', 'filter 5', 'text 1']);
  });
});
