/**
 * Counters and histograms the request path can touch at the cost of an addition.
 *
 * prom-client's own labelled metrics make a label object and a key string on every
 * `inc` and `observe`; these keep one child per label set, made the first time the
 * set is seen, and a request adds to the child its caller looked up. They give the
 * registry what prom-client's metrics give it (`get()`), so the text format, the
 * `_bucket`, `_sum` and `_count` series and the escaping stay prom-client's.
 */

type Labels = Record<string, string>;
/** One series as prom-client's registry formats it. */
interface Series { metricName?: string; labels: Record<string, string | number>; value: number }
/** What prom-client's registry asks of a metric: its name, help and type, and its series. */
export interface Collected { name: string; help: string; type: 'counter' | 'histogram'; aggregator: 'sum'; values: Series[] }

export class CounterChild {
  value = 0;
  constructor(readonly labels: Labels) {}

  inc(by = 1): void {
    this.value += by;
  }
}

export class HistogramChild {
  /** Observations at or below each bound, not yet summed (the last slot: above every bound). */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(readonly labels: Labels, private readonly bounds: readonly number[]) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    const { bounds } = this;
    let i = 0;
    while (i < bounds.length && value > bounds[i]!) i++;
    this.counts[i]! += 1;
    this.sum += value;
    this.count += 1;
  }
}

abstract class Family<Child extends { labels: Labels }> {
  readonly aggregator = 'sum' as const;
  private readonly children = new Map<string, Child>();

  constructor(readonly name: string, readonly help: string, readonly labelNames: readonly string[]) {}

  /** The child of one label set, made once; callers keep it (or look it up in their own tables) rather than calling this per event. */
  child(labels: Labels = {}): Child {
    const key = this.labelNames.map((name) => labels[name] ?? '').join('\u0000');
    let child = this.children.get(key);
    if (!child) {
      child = this.make(labels);
      this.children.set(key, child);
    }
    return child;
  }

  protected abstract make(labels: Labels): Child;

  protected get all(): Iterable<Child> {
    return this.children.values();
  }

  reset(): void {
    this.children.clear();
  }
}

export class CounterFamily extends Family<CounterChild> {
  readonly type = 'counter' as const;

  protected make(labels: Labels): CounterChild {
    return new CounterChild(labels);
  }

  get(): Collected {
    const values = [...this.all].map(({ labels, value }) => ({ labels, value }));
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}

export class HistogramFamily extends Family<HistogramChild> {
  readonly type = 'histogram' as const;

  constructor(name: string, help: string, labelNames: readonly string[], readonly bounds: readonly number[]) {
    super(name, help, labelNames);
  }

  protected make(labels: Labels): HistogramChild {
    return new HistogramChild(labels, this.bounds);
  }

  get(): Collected {
    const values: Series[] = [];
    for (const child of this.all) {
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += child.counts[i]!;
        values.push({ metricName: `${this.name}_bucket`, labels: { ...child.labels, le: bound }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { ...child.labels, le: '+Inf' }, value: child.count });
      values.push({ metricName: `${this.name}_sum`, labels: child.labels, value: child.sum });
      values.push({ metricName: `${this.name}_count`, labels: child.labels, value: child.count });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}
