/**
 * Values kept by key within a budget of their sizes, the least lately used
 * forgotten first: what a search works out once and the next ones reuse.
 */
export class Remembered<V> {
  private readonly values = new Map<string, V>();
  private held = 0;

  constructor(private readonly budget: number, private readonly sizeOf: (value: V) => number) {}

  get size(): number {
    return this.values.size;
  }

  get(key: string): V | undefined {
    const value = this.values.get(key);
    if (value !== undefined) {
      // Most lately used last: the first of the map is the one to forget.
      this.values.delete(key);
      this.values.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const before = this.values.get(key);
    if (before !== undefined) {
      this.values.delete(key);
      this.held -= this.sizeOf(before);
    }
    this.values.set(key, value);
    this.held += this.sizeOf(value);
    while (this.held > this.budget && this.values.size > 1) {
      const [oldest, dropped] = this.values.entries().next().value!;
      this.values.delete(oldest);
      this.held -= this.sizeOf(dropped);
    }
  }
}
