/**
 * Pages far into every listing newest first: the listings that count, all
 * cells together, per small block of ordinals, so that such a page starts
 * walking at the block its first listing is in.
 */
import type { Tally } from './tally.ts';

/**
 * Listings counted per small block of ordinals (256 by default), kept in a
 * Fenwick tree: which block the counted listing of a given rank is in, and how many come
 * before that block, in a dozen steps. A page far into every listing newest
 * first starts walking there, where the 64 blocks of the cells' tallies left
 * it up to a 64th of every listing to pass one at a time (16,000 at a million).
 */
export class FineBlockTally implements Tally {
  /** Fenwick tree over the blocks: entry i (from 1) sums blocks i - (i & -i) … i - 1. */
  private readonly tree: Int32Array;

  constructor(listings: number, readonly shift: number) {
    this.tree = new Int32Array((listings >>> shift) + 2);
  }

  add(listing: number, delta: 1 | -1): void {
    const { tree } = this;
    for (let i = (listing >>> this.shift) + 1; i < tree.length; i += i & -i) tree[i]! += delta;
  }

  fill(members: Uint32Array): void {
    const { tree, shift } = this;
    for (let i = 0; i < members.length; i++) tree[(members[i]! >>> shift) + 1]!++;
    for (let i = 1; i < tree.length; i++) {
      const parent = i + (i & -i);
      if (parent < tree.length) tree[parent]! += tree[i]!;
    }
  }

  /** The block holding the counted listing with `rank` counted before it (below the count), and how many are counted in the blocks before it. */
  locate(rank: number): { block: number; before: number } {
    const { tree } = this;
    let at = 0, left = rank;
    for (let step = 1 << (31 - Math.clz32(tree.length - 1)); step > 0; step >>>= 1) {
      const next = at + step;
      if (next < tree.length && tree[next]! <= left) {
        at = next;
        left -= tree[next]!;
      }
    }
    return { block: at, before: rank - left };
  }
}

/** Ordinals per small block of the fine tally, as a shift. */
export const FINE_BLOCK_SHIFT = 8;
