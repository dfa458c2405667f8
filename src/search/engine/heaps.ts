/**
 * Bounded heaps: the first `count` of many, kept while they are offered, so a
 * page near the start costs a heap of its size, not a sort of every match.
 * Both keep the last of what they hold on top: an item that comes after it is
 * turned away with one comparison, and a page is taken off the top, last
 * first, so the places before it (a deep page's thousands) are never sorted.
 */

/** A bounded heap keeps the first `end` when that is under this share of the items; a full sort otherwise. */
const HEAP_BELOW_SHARE = 1 / 4;

/**
 * The items at places `from` … `end` - 1 of `items` in `compare` order: a
 * bounded heap when `end` is far fewer than all of them.
 */
export function placesInOrder(items: ArrayLike<number>, from: number, end: number, compare: (x: number, y: number) => number): number[] {
  if (end >= items.length * HEAP_BELOW_SHARE) return Array.from(items).sort(compare).slice(from, end);
  const first = new FirstInOrder(end, compare);
  for (let i = 0; i < items.length; i++) first.offer(items[i]!);
  return first.inOrderFrom(from);
}

/**
 * The sifting of a bounded heap whose top is the last of what it keeps (the one
 * that comes after all the others), and its page taken off the top: a subclass
 * says how places compare and swap, what is on top, and how the last is dropped.
 */
abstract class LastOnTop {
  protected abstract readonly count: number;
  protected abstract size(): number;
  /** Whether what is at place i comes after what is at place j. */
  protected abstract after(i: number, j: number): boolean;
  protected abstract swap(i: number, j: number): void;
  /** What is at the top: the last kept. */
  protected abstract top(): number;
  /** Drops what is at the last place. */
  protected abstract drop(): void;

  /** After a push: the new last place moves up while it comes after its parent. */
  protected siftUp(): void {
    for (let i = this.size() - 1; i > 0 && this.after(i, (i - 1) >> 1); i = (i - 1) >> 1) this.swap(i, (i - 1) >> 1);
  }

  /**
   * What is kept from place `place` on, in order: taken off the top, the last
   * first, while more than `place` are left (the heap is used up).
   */
  inOrderFrom(place: number): number[] {
    const page: number[] = [];
    for (let size = this.size(); size > place; size--) {
      page.push(this.top());
      this.swap(0, size - 1);
      this.drop();
      this.siftDown();
    }
    return page.reverse();
  }

  /** After the top was replaced: it moves down while a child comes after it. */
  protected siftDown(): void {
    const size = this.size();
    for (let i = 0; ;) {
      const l = 2 * i + 1, r = l + 1;
      let top = i;
      if (l < size && this.after(l, top)) top = l;
      if (r < size && this.after(r, top)) top = r;
      if (top === i) return;
      this.swap(i, top);
      i = top;
    }
  }
}

/**
 * The first `count` listings offered by relevance (score descending, then id
 * order), each offered with its score: a heap of them whose top is the last
 * kept. Scores are kept beside the heap, not in a table by ordinal, and the id
 * order is looked up only between equal scores.
 */
export class BestScored extends LastOnTop {
  private readonly ordinals: number[] = [];
  private readonly scores: number[] = [];

  constructor(protected readonly count: number, private readonly idRank: Uint32Array) {
    super();
  }

  offer(o: number, score: number): void {
    const { ordinals, scores } = this;
    if (ordinals.length < this.count) {
      ordinals.push(o);
      scores.push(score);
      this.siftUp();
      return;
    }
    // Most listings come after the last kept, once the heap is full: one comparison of scores each.
    if (this.count === 0 || score < scores[0]! || (score === scores[0]! && this.idRank[o]! > this.idRank[ordinals[0]!]!)) return;
    ordinals[0] = o;
    scores[0] = score;
    this.siftDown();
  }

  protected size(): number {
    return this.ordinals.length;
  }

  protected top(): number {
    return this.ordinals[0]!;
  }

  protected drop(): void {
    this.ordinals.pop();
    this.scores.pop();
  }

  protected after(i: number, j: number): boolean {
    const { scores, ordinals, idRank } = this;
    return scores[i]! < scores[j]! || (scores[i] === scores[j] && idRank[ordinals[i]!]! > idRank[ordinals[j]!]!);
  }

  protected swap(i: number, j: number): void {
    const { ordinals, scores } = this;
    const o = ordinals[i]!, score = scores[i]!;
    ordinals[i] = ordinals[j]!;
    scores[i] = scores[j]!;
    ordinals[j] = o;
    scores[j] = score;
  }
}

/** The first `count` of the items offered, in `compare` order: a heap of them whose top is the last kept. */
class FirstInOrder extends LastOnTop {
  private readonly heap: number[] = [];

  constructor(protected readonly count: number, private readonly compare: (x: number, y: number) => number) {
    super();
  }

  offer(item: number): void {
    const heap = this.heap;
    if (heap.length < this.count) {
      heap.push(item);
      this.siftUp();
      return;
    }
    // Most items come after the last kept, once the heap is full: one comparison each.
    if (this.count === 0 || this.compare(item, heap[0]!) >= 0) return;
    heap[0] = item;
    this.siftDown();
  }

  protected size(): number {
    return this.heap.length;
  }

  protected top(): number {
    return this.heap[0]!;
  }

  protected drop(): void {
    this.heap.pop();
  }

  protected after(i: number, j: number): boolean {
    return this.compare(this.heap[i]!, this.heap[j]!) > 0;
  }

  protected swap(i: number, j: number): void {
    const heap = this.heap;
    const t = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = t;
  }
}
