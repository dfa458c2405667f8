/**
 * A first-in-first-out queue: items in the order added, taken from the front.
 * Taken items are not shifted out one by one (each shift moves every item
 * behind); the array is emptied once all are taken.
 */
export class Fifo<T> {
  private readonly items: (T | undefined)[] = [];
  /** Where the first item is. */
  private head = 0;

  get length(): number {
    return this.items.length - this.head;
  }

  add(item: T): void {
    this.items.push(item);
  }

  /** The first item, taken out (call only when not empty). */
  take(): T {
    const item = this.items[this.head]!;
    this.items[this.head++] = undefined;
    if (this.head === this.items.length) {
      this.items.length = 0;
      this.head = 0;
    }
    return item;
  }
}
