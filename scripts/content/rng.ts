/**
 * The seeded random numbers of every generated data set here: the sample
 * export, the tests' random exports and the benchmarks' queries. mulberry32:
 * one 32-bit state, fast, plenty for test data, and identical on every platform.
 */

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (last === undefined) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** `n` distinct items, in random order (partial Fisher–Yates on a copy). */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    const count = Math.min(n, copy.length);
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  }

  /** A lower-case version 4 UUID made of this stream's bits (so ids are reproducible). */
  uuid(): string {
    let hex = '';
    for (let i = 0; i < 4; i++) hex += Math.floor(this.next() * 2 ** 32).toString(16).padStart(8, '0');
    const variant = (8 + Math.floor(this.next() * 4)).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }

  /** A whole second between two instants: timestamps never carry milliseconds. */
  instant(fromMs: number, toMs: number): number {
    return this.int(Math.ceil(fromMs / 1000), Math.floor(toMs / 1000)) * 1000;
  }
}
