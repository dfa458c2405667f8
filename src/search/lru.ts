import type { SeenOnce } from './seen-once.ts';

/**
 * Values kept by key within a budget of their sizes, the least lately used
 * forgotten first: what a search works out once and the next ones reuse.
 *
 * The map's insertion order is the order of use: a value used is deleted and
 * set again, so the first the map holds is the one to forget. That first is
 * found with one iterator kept from forgetting to forgetting, never a new one:
 * V8 leaves a deleted entry's slot in place until the table is next rebuilt,
 * and a new iterator would step over every slot freed since, a cost that grows
 * with the values kept. Every value the kept iterator has passed has been
 * forgotten, so its next is the first.
 *
 * With `door` (seen-once.ts), a value is kept only when its key is set a
 * second time lately: the first time it is computed and handed out, not kept.
 */
export class Remembered<V, K extends string | number = string> {
  private readonly values = new Map<K, V>();
  private held = 0;
  private oldest: IterableIterator<[K, V]> | null = null;

  constructor(
    readonly budget: number,
    private readonly sizeOf: (value: V, key: K) => number,
    private readonly door: SeenOnce | null = null,
  ) {}

  get size(): number {
    return this.values.size;
  }

  /** The sizes of the values kept, within the budget. */
  get bytes(): number {
    return this.held;
  }

  get(key: K): V | undefined {
    const value = this.values.get(key);
    if (value !== undefined) {
      // Most lately used last: the first of the map is the one to forget.
      this.values.delete(key);
      this.values.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    const before = this.values.get(key);
    if (before === undefined && this.door && !this.door.check(String(key))) return;
    if (before !== undefined) {
      this.values.delete(key);
      this.held -= this.sizeOf(before, key);
    }
    this.values.set(key, value);
    this.held += this.sizeOf(value, key);
    while (this.held > this.budget && this.values.size > 1) {
      const [oldest, dropped] = this.first();
      this.values.delete(oldest);
      this.held -= this.sizeOf(dropped, oldest);
    }
  }

  /** The least lately used entry (the map holds at least one). */
  private first(): [K, V] {
    let next = this.oldest?.next();
    // An iterator that has reached the end stays there, whatever is set later: a new one starts at the first.
    if (!next || next.done) {
      this.oldest = this.values.entries();
      next = this.oldest.next();
    }
    return next.value as [K, V];
  }
}
