/**
 * What the snapshot keeps of a listing's two titles (the Ukrainian one first,
 * the English one second), for the title tier of relevance and the impact
 * order: where a term stands in each title, and how many words each has.
 *
 * - A posting's title positions are one byte (`termTitlePositions`): the term's
 *   first place in the first title in the high four bits, in the second title
 *   in the low four. A half of 0xf is "not in that title", so 0xff is in
 *   neither; a place past `TITLE_POSITION_MAX` is kept as that.
 * - A listing's title word counts are two bytes by ordinal (`titleWords`): the
 *   first title's, then the second's.
 *
 * The build packs both with the functions here and the engine reads them with
 * the functions here, so the layout is written once.
 */

/** A posting's title positions when the term is in neither title. */
export const NOT_IN_TITLE = 0xff;
/** The last place four bits keep (0xf is "not in this title"). */
export const TITLE_POSITION_MAX = 14;
const ABSENT = 0xf;

/** Which title: the Ukrainian (0) or the English (1). */
export type Title = 0 | 1;

const shiftOf = (title: Title) => (title === 0 ? 4 : 0);

/** The title positions with the term's place in `title` noted, unless an earlier place is noted there already. */
export function withTitlePosition(positions: number, title: Title, position: number): number {
  const shift = shiftOf(title);
  if (((positions >> shift) & 0xf) !== ABSENT) return positions;
  return (positions & ~(0xf << shift)) | (Math.min(position, TITLE_POSITION_MAX) << shift);
}

/** The term's first place in the first (Ukrainian) title; 0xf when it is not there. */
export function firstTitlePosition(positions: number): number {
  return positions >> 4;
}

/** The term's first place in the second (English) title; 0xf when it is not there. */
export function secondTitlePosition(positions: number): number {
  return positions & 0xf;
}

/** Whether the term is in either title. */
export function inTitle(positions: number): boolean {
  return positions !== NOT_IN_TITLE;
}

/** How many words listing `o`'s first (Ukrainian) title has. */
export function firstTitleWords(titleWords: Uint8Array, o: number): number {
  return titleWords[2 * o]!;
}

/** How many words listing `o`'s second (English) title has. */
export function secondTitleWords(titleWords: Uint8Array, o: number): number {
  return titleWords[2 * o + 1]!;
}

/** Notes how many words each of listing `o`'s titles has. */
export function setTitleWords(titleWords: Uint8Array, o: number, first: number, second: number): void {
  titleWords[2 * o] = first;
  titleWords[2 * o + 1] = second;
}

/** Copies listing `fromAt`'s title word counts to listing `toAt` of another table. */
export function copyTitleWords(to: Uint8Array, toAt: number, from: Uint8Array, fromAt: number): void {
  to[2 * toAt] = from[2 * fromAt]!;
  to[2 * toAt + 1] = from[2 * fromAt + 1]!;
}
