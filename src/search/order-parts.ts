/**
 * A presorted order (by price, or by event start) split by the value of one
 * column, each part in the order's own order: the listings of one city, say,
 * cheapest first.
 *
 * A filter-only search in a price order walks the order from the band its page
 * begins in, asking each listing whether it passes. With a city or a category
 * given, most listings of the whole order do not: at a million listings a city
 * holds one in fifteen, and a deep page walked thousands of listings, each read
 * anywhere in memory, for its 24. Walked in the city's part, nearly every
 * listing read is one the filter may take. The counts that place a page in its
 * band are counts of matches, which are the same in the part as in the whole,
 * and a part is sorted as the whole is: everything the walk finds by price or
 * start it finds in a part by the same binary searches.
 *
 * Made when the engine starts, by one counting pass over the order; each
 * costs as much memory as its order.
 * The cells use it too, for every listing grouped by cell (counts/cells.ts).
 */
export class OrderParts {
  private constructor(
    /** The order's listings, grouped by value, each group in the order's order. */
    private readonly grouped: Uint32Array,
    /** Where each value's group begins in `grouped` (one more entry: where the last ends). */
    private readonly starts: Uint32Array,
  ) {}

  /** `order` split by `column`, whose values are below `values`. */
  static of(order: ArrayLike<number>, column: ArrayLike<number>, values: number): OrderParts {
    // Each listing's value read once, in the order's order: the column is read at random,
    // and both passes below then read one stretch of memory.
    const valueAt = new Uint32Array(order.length);
    for (let i = 0; i < order.length; i++) valueAt[i] = column[order[i]!]!;
    const starts = new Uint32Array(values + 1);
    for (let i = 0; i < valueAt.length; i++) starts[valueAt[i]! + 1]!++;
    for (let value = 0; value < values; value++) starts[value + 1]! += starts[value]!;
    const next = starts.slice(0, values);
    const grouped = new Uint32Array(order.length);
    for (let i = 0; i < valueAt.length; i++) grouped[next[valueAt[i]!]!++] = order[i]!;
    return new OrderParts(grouped, starts);
  }

  /** The listings of the order whose value is `value`, in the order's order. */
  part(value: number): Uint32Array {
    return this.grouped.subarray(this.starts[value]!, this.starts[value + 1]!);
  }
}
