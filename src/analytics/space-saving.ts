/**
 * The Space-Saving heavy-hitters sketch (Metwally, Agrawal and El Abbadi, 2005):
 * the most frequent keys of an unbounded stream in a fixed number of counters.
 *
 * It holds at most `capacity` keys, each with a count and an error. A key not
 * held, once the sketch is full, takes the place of the least counted one and
 * inherits its count as its error: the newcomer may have been seen that often
 * before it was dropped, never more. So for every key held
 *
 *     count - error  <=  true count  <=  count
 *
 * and a key not held was seen at most as often as the least counted key held
 * (its `floor`). While no more than `capacity` distinct keys have come, nothing
 * was ever dropped and every count is exact (error 0).
 *
 * The counters are a binary min-heap by count with a map from key to its slot:
 * an add is a map look-up and a sift of at most log2(capacity) levels, whatever
 * the stream; nothing is sorted per add.
 *
 * Sketches merge (the mergeable summaries of Agarwal et al., 2012): counts and
 * errors of a key held by several sum, a sketch that is full and does not hold
 * a key adds its floor to both (the key may have been seen that often there),
 * and the `capacity` most counted of the union are kept. The bounds above hold
 * for the merge against the concatenated streams.
 */
import { z } from 'zod';

export interface SpaceSavingEntry {
  key: string;
  /** An upper bound on how often the key came. */
  count: number;
  /** How much of `count` may be inherited: `count - error` is a lower bound. */
  error: number;
}

/** The form a sketch is written in: its capacity and its entries, most counted first. */
export const SpaceSavingJSON = z.object({
  capacity: z.int().min(1),
  entries: z.array(z.object({
    key: z.string(),
    count: z.int().min(1),
    error: z.int().min(0),
  })),
}).superRefine((sketch, ctx) => {
  if (sketch.entries.length > sketch.capacity) {
    ctx.addIssue({ code: 'custom', path: ['entries'], message: `${sketch.entries.length} entries in a sketch of capacity ${sketch.capacity}` });
  }
  const seen = new Set<string>();
  sketch.entries.forEach((entry, i) => {
    if (seen.has(entry.key)) ctx.addIssue({ code: 'custom', path: ['entries', i, 'key'], message: 'a key held twice' });
    seen.add(entry.key);
    // Every add and every merge leaves count - error >= 1: a smaller gap is not a sketch's.
    if (entry.error >= entry.count) ctx.addIssue({ code: 'custom', path: ['entries', i, 'error'], message: 'error must be less than count' });
  });
});
export type SpaceSavingJSON = z.infer<typeof SpaceSavingJSON>;

/** One counter; `at` is its place in the heap, kept by every swap so a key's slot is found without a search. */
interface Slot extends SpaceSavingEntry {
  at: number;
}

/** Most counted first, then by key (code units, not a locale): one order everywhere, so output is stable. */
export function byCountThenKey(a: SpaceSavingEntry, b: SpaceSavingEntry): number {
  return b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

export class SpaceSaving {
  readonly capacity: number;
  private readonly heap: Slot[] = [];
  private readonly byKey = new Map<string, Slot>();

  constructor(capacity: number) {
    if (!Number.isSafeInteger(capacity) || capacity < 1) throw new RangeError(`capacity must be a positive integer, not ${capacity}`);
    this.capacity = capacity;
  }

  /** How many keys are held: never more than `capacity`. */
  get size(): number {
    return this.heap.length;
  }

  /**
   * The most often a key not held can have come: the least count held once the
   * sketch is full, 0 before (nothing was ever dropped, since a sketch never shrinks).
   */
  get floor(): number {
    return this.heap.length < this.capacity ? 0 : this.heap[0]!.count;
  }

  /** Counts `n` more of `key`. */
  add(key: string, n = 1): void {
    if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`a key is added a positive whole number of times, not ${n}`);
    const held = this.byKey.get(key);
    if (held) {
      held.count += n;
      this.siftDown(held.at);
      return;
    }
    if (this.heap.length < this.capacity) {
      const slot: Slot = { key, count: n, error: 0, at: this.heap.length };
      this.heap.push(slot);
      this.byKey.set(key, slot);
      this.siftUp(slot.at);
      return;
    }
    // Full: the newcomer takes the least counted slot and its count, which it may already have had.
    const least = this.heap[0]!;
    this.byKey.delete(least.key);
    least.key = key;
    least.error = least.count;
    least.count += n;
    this.byKey.set(key, least);
    this.siftDown(0);
  }

  /** A key's entry, or undefined when it is not held (then it came at most `floor` times). */
  get(key: string): SpaceSavingEntry | undefined {
    const slot = this.byKey.get(key);
    return slot && { key: slot.key, count: slot.count, error: slot.error };
  }

  /** Every entry held, most counted first, then by key. */
  entries(): SpaceSavingEntry[] {
    return this.heap.map(({ key, count, error }) => ({ key, count, error })).sort(byCountThenKey);
  }

  toJSON(): SpaceSavingJSON {
    return { capacity: this.capacity, entries: this.entries() };
  }

  /** A sketch from its written form, refused with the reasons when it is not one. */
  static fromJSON(json: unknown): SpaceSaving {
    const parsed = SpaceSavingJSON.safeParse(json);
    if (!parsed.success) throw new Error(`not a Space-Saving sketch: ${z.prettifyError(parsed.error)}`);
    return SpaceSaving.of(parsed.data.capacity, parsed.data.entries);
  }

  /**
   * One sketch of the streams of all of `sketches`, of `capacity` (by default the
   * smallest of theirs). A larger capacity is refused: the merge could then hold
   * fewer keys than it may hold while some were dropped, and "not full" would no
   * longer mean "exact" to the next add or merge.
   */
  static merge(sketches: readonly SpaceSaving[], capacity?: number): SpaceSaving {
    if (sketches.length === 0 && capacity === undefined) throw new RangeError('merging no sketches needs a capacity');
    const smallest = Math.min(...sketches.map((sketch) => sketch.capacity));
    const size = capacity ?? smallest;
    if (size > smallest) throw new RangeError(`a merge cannot be larger than the smallest sketch merged (${smallest}), not ${size}`);
    const floors = sketches.map((sketch) => sketch.floor);
    const allFloors = floors.reduce((sum, floor) => sum + floor, 0);
    // Per key: its counts and errors where held, and the floors of the sketches that hold it (to take out of allFloors).
    const union = new Map<string, { count: number; error: number; heldFloors: number }>();
    sketches.forEach((sketch, i) => {
      for (const slot of sketch.heap) {
        const sum = union.get(slot.key) ?? { count: 0, error: 0, heldFloors: 0 };
        sum.count += slot.count;
        sum.error += slot.error;
        sum.heldFloors += floors[i]!;
        union.set(slot.key, sum);
      }
    });
    const entries: SpaceSavingEntry[] = [];
    for (const [key, sum] of union) {
      // Where a full sketch does not hold the key, it may have come up to that sketch's floor times there.
      const unseen = allFloors - sum.heldFloors;
      entries.push({ key, count: sum.count + unseen, error: sum.error + unseen });
    }
    // The keys dropped here count no more than the least kept, so "not held → at most the floor" still holds.
    return SpaceSaving.of(size, entries.sort(byCountThenKey).slice(0, size));
  }

  /** A sketch holding `entries` (at most `capacity`, keys distinct), heapified at once. */
  private static of(capacity: number, entries: readonly SpaceSavingEntry[]): SpaceSaving {
    const sketch = new SpaceSaving(capacity);
    for (const { key, count, error } of entries) {
      const slot: Slot = { key, count, error, at: sketch.heap.length };
      sketch.heap.push(slot);
      sketch.byKey.set(key, slot);
    }
    for (let i = (sketch.heap.length >> 1) - 1; i >= 0; i--) sketch.siftDown(i);
    return sketch;
  }

  private swap(i: number, j: number): void {
    const a = this.heap[i]!, b = this.heap[j]!;
    this.heap[i] = b;
    this.heap[j] = a;
    b.at = i;
    a.at = j;
  }

  private siftUp(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.heap[parent]!.count <= this.heap[i]!.count) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  /** A count only grows, so a changed slot only ever moves down, towards the larger counts. */
  private siftDown(i: number): void {
    const size = this.heap.length;
    for (;;) {
      const left = 2 * i + 1, right = left + 1;
      let least = i;
      if (left < size && this.heap[left]!.count < this.heap[least]!.count) least = left;
      if (right < size && this.heap[right]!.count < this.heap[least]!.count) least = right;
      if (least === i) return;
      this.swap(i, least);
      i = least;
    }
  }
}
