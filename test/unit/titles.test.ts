/** The packed title layout: what the build writes, the engine reads back. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  copyTitleWords, firstTitlePosition, firstTitleWords, inTitle, NOT_IN_TITLE, secondTitlePosition, secondTitleWords, setTitleWords,
  TITLE_POSITION_MAX, withTitlePosition, type Title,
} from '../../src/search/titles.ts';

describe('title positions', () => {
  it('keep the first place of a term in each title, capped, through any order of notes', () => {
    const note = fc.tuple(fc.constantFrom<Title>(0, 1), fc.nat(40));
    fc.assert(fc.property(fc.array(note, { maxLength: 12 }), (notes) => {
      let positions = NOT_IN_TITLE;
      const first: [number | null, number | null] = [null, null];
      for (const [title, position] of notes) {
        positions = withTitlePosition(positions, title, position);
        first[title] ??= Math.min(position, TITLE_POSITION_MAX);
      }
      expect(firstTitlePosition(positions)).toBe(first[0] ?? 0xf);
      expect(secondTitlePosition(positions)).toBe(first[1] ?? 0xf);
      expect(inTitle(positions)).toBe(first[0] !== null || first[1] !== null);
      expect(positions).toBeGreaterThanOrEqual(0);
      expect(positions).toBeLessThanOrEqual(0xff);
    }));
  });

  it('are one byte: the first title high, the second low', () => {
    expect(withTitlePosition(withTitlePosition(NOT_IN_TITLE, 0, 2), 1, 0)).toBe(0x20);
    expect(withTitlePosition(NOT_IN_TITLE, 1, 3)).toBe(0xf3);
  });
});

describe('title word counts', () => {
  it('read back as set, and copy between tables', () => {
    const words = new Uint8Array(6), copy = new Uint8Array(6);
    setTitleWords(words, 1, 4, 7);
    setTitleWords(words, 2, 0, 255);
    copyTitleWords(copy, 0, words, 2);
    expect([firstTitleWords(words, 1), secondTitleWords(words, 1)]).toEqual([4, 7]);
    expect([firstTitleWords(copy, 0), secondTitleWords(copy, 0)]).toEqual([0, 255]);
    expect([firstTitleWords(words, 0), secondTitleWords(words, 0)]).toEqual([0, 0]);
  });
});
