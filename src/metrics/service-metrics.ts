/**
 * Every metric the server exposes, named and described in one place (docs/operations.md
 * lists them from here). Prometheus conventions: a `listings_` prefix, base units in the
 * name (`_seconds`, `_bytes`), `_total` on counters, and label values from small fixed
 * sets (a route's template, never its path or query).
 *
 * The request path only adds to children it looked up in tables of its own
 * (`RequestMetrics`); everything that is a state rather than an event (the queue,
 * the snapshot, the caches) is read when Prometheus scrapes.
 */
import { collectDefaultMetrics, Gauge, Registry, type Metric } from 'prom-client';
import { CounterFamily, HistogramFamily, type CounterChild, type HistogramChild } from './families.ts';

/** Seconds: resolves the targets a request and a search are held to (1, 2, 5, 10, 20, 50 ms …). */
export const LATENCY_BUCKETS = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Seconds a request waited for a read place (the wait is bounded by the queue's timeout, 2 s by default). */
const WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5];
/** A search's total matches: none (le 0), one, and powers of ten. */
const MATCH_BUCKETS = [0, 1, 10, 100, 1000, 10_000, 100_000, 1_000_000];

/** The methods a route may be asked with; any other is counted as `other`, so the label stays a small set. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'PATCH', 'DELETE']);

export type SearchKind = 'text' | 'filter';
/** Where a search's page came from: the engine ran, or a page kept from the same search a moment ago. */
export type SearchSource = 'engine' | 'kept';

/** What the gauges read at a scrape: the service as it serves now (a reload replaces it). */
export interface ServingState {
  buildId: string;
  /** When the snapshot was built, ms since the epoch. */
  builtAt: number;
  listings: number;
  readGate: { inProgress: number; queued: number; limit: number };
  /** Requests refused 429 so far (the budget outlives reloads), or null when there is no budget. */
  rateLimited: number | null;
  /** Requests refused 503 so far, by why. */
  gateRefused: { queueFull: number; waitTimedOut: number };
  /** Bytes each bounded cache may hold, and holds now where the main thread can tell. */
  caches: { name: string; capacityBytes: number; usedBytes?: number }[];
}

/** A request's outcome, recorded once it is answered. */
export class RequestMetrics {
  private readonly counts = new Map<string, Map<string, Map<number, CounterChild>>>();
  private readonly durations = new Map<string, HistogramChild>();

  constructor(private readonly total: CounterFamily, private readonly duration: HistogramFamily) {}

  /** `route` is a template (routeOf); the status is the one sent. */
  observe(route: string, method: string | undefined, status: number, seconds: number): void {
    const verb = method !== undefined && METHODS.has(method) ? method : 'other';
    let byMethod = this.counts.get(route);
    if (!byMethod) this.counts.set(route, byMethod = new Map());
    let byStatus = byMethod.get(verb);
    if (!byStatus) byMethod.set(verb, byStatus = new Map());
    let count = byStatus.get(status);
    if (!count) byStatus.set(status, count = this.total.child({ route, method: verb, status: String(status) }));
    count.inc();
    let duration = this.durations.get(route);
    if (!duration) this.durations.set(route, duration = this.duration.child({ route }));
    duration.observe(seconds);
  }
}

/** Each search the engine ran or a kept page answered. */
export class SearchMetrics {
  private readonly counted: Record<SearchKind, Record<SearchSource, CounterChild>>;
  private readonly times: Record<SearchKind, HistogramChild>;
  private readonly found: Record<SearchKind, HistogramChild>;

  constructor(total: CounterFamily, duration: HistogramFamily, matches: HistogramFamily) {
    const by = <T>(make: (kind: SearchKind) => T) => ({ text: make('text'), filter: make('filter') });
    this.counted = by((kind) => ({ engine: total.child({ kind, source: 'engine' }), kept: total.child({ kind, source: 'kept' }) }));
    this.times = by((kind) => duration.child({ kind }));
    this.found = by((kind) => matches.child({ kind }));
  }

  /** `seconds` from the search asked to its result (the search thread's line included); `matches` is the total. */
  searched(kind: SearchKind, source: SearchSource, seconds: number, matches: number): void {
    this.counted[kind][source].inc();
    this.times[kind].observe(seconds);
    this.found[kind].observe(matches);
  }
}

export interface ServiceMetrics {
  registry: Registry;
  requests: RequestMetrics;
  searches: SearchMetrics;
  /** A reload's outcome. */
  reloaded(outcome: 'success' | 'refused'): void;
  /** A request that waited for a read place, once it has one. */
  waited(seconds: number): void;
  /** Where the gauges read the service as it serves now. */
  serving(state: () => ServingState): void;
}

export function createServiceMetrics(): ServiceMetrics {
  const registry = new Registry();
  let state: (() => ServingState) | null = null;
  const register = (metric: CounterFamily | HistogramFamily) => registry.registerMetric(metric as unknown as Metric);
  /** A gauge whose value(s) are read from the serving state at scrape time. */
  const gauge = <L extends string>(name: string, help: string, labelNames: L[], read: (g: Gauge<L>, now: ServingState) => void) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry], collect() { this.reset(); if (state) read(this, state()); } });

  const requestTotal = new CounterFamily('listings_http_requests_total', 'HTTP requests answered, by route template, method and status.', ['route', 'method', 'status']);
  const requestDuration = new HistogramFamily('listings_http_request_duration_seconds', 'Time from a request\'s arrival to its response\'s end, by route template.', ['route'], LATENCY_BUCKETS);
  const searchTotal = new CounterFamily('listings_searches_total', 'Search pages made, by kind (text: with q; filter: without) and source (engine: searched; kept: a page kept from the same search).', ['kind', 'source']);
  const searchDuration = new HistogramFamily('listings_search_duration_seconds', 'Time from a search asked to its result, the search thread\'s line included, by kind.', ['kind'], LATENCY_BUCKETS);
  const searchMatches = new HistogramFamily('listings_search_matches', 'A search\'s total matches, by kind; the bucket le="0" counts searches that found nothing.', ['kind'], MATCH_BUCKETS);
  const reloads = new CounterFamily('listings_snapshot_reloads_total', 'Snapshot reloads (SIGHUP, --watch), by outcome: success, or refused (the running snapshot kept).', ['outcome']);
  const gateWait = new HistogramFamily('listings_read_gate_wait_seconds', 'Time a request waited in the queue for a read place (requests that found one free at once are not counted).', [], WAIT_BUCKETS);
  for (const family of [requestTotal, requestDuration, searchTotal, searchDuration, searchMatches, reloads, gateWait]) register(family);
  const reloadOutcome = { success: reloads.child({ outcome: 'success' }), refused: reloads.child({ outcome: 'refused' }) };
  const waits = gateWait.child();

  gauge('listings_snapshot_info', 'The snapshot being served (always 1), by build id.', ['build_id'], (g, now) => g.set({ build_id: now.buildId }, 1));
  gauge('listings_snapshot_build_timestamp_seconds', 'When the snapshot being served was built, in seconds since the epoch.', [], (g, now) => g.set(now.builtAt / 1000));
  gauge('listings_snapshot_age_seconds', 'Seconds since the snapshot being served was built.', [], (g, now) => g.set((Date.now() - now.builtAt) / 1000));
  gauge('listings_snapshot_listings', 'Listings in the snapshot being served (published, unexpired at its build).', [], (g, now) => g.set(now.listings));
  gauge('listings_read_gate_in_progress', 'Reads in progress now.', [], (g, now) => g.set(now.readGate.inProgress));
  gauge('listings_read_gate_queue_length', 'Requests waiting for a read place now.', [], (g, now) => g.set(now.readGate.queued));
  gauge('listings_read_gate_limit', 'Reads allowed in progress at once (--concurrency).', [], (g, now) => g.set(now.readGate.limit));
  // Counts kept by the limits themselves, which outlive reloads: exposed as counters read at scrape.
  registry.registerMetric(countedAtScrape('listings_rate_limited_requests_total', 'Requests refused 429 because the request budget was spent.', [], () => [[{}, state?.().rateLimited ?? 0]]));
  registry.registerMetric(countedAtScrape('listings_read_gate_refused_total', 'Requests refused 503 for want of a read place, by reason: queue_full or wait_timed_out.', ['reason'], () => {
    const refused = state?.().gateRefused ?? { queueFull: 0, waitTimedOut: 0 };
    return [[{ reason: 'queue_full' }, refused.queueFull], [{ reason: 'wait_timed_out' }, refused.waitTimedOut]];
  }));
  gauge('listings_cache_capacity_bytes', 'Bytes each bounded cache may hold, by cache.', ['cache'], (g, now) => {
    for (const cache of now.caches) g.set({ cache: cache.name }, cache.capacityBytes);
  });
  gauge('listings_cache_bytes', 'Bytes each bounded cache holds now, by cache (the caches of the main thread).', ['cache'], (g, now) => {
    for (const cache of now.caches) if (cache.usedBytes !== undefined) g.set({ cache: cache.name }, cache.usedBytes);
  });
  collectDefaultMetrics({ register: registry });
  // prom-client also adds gauges named `…_total` (the active handles, requests and resources, summed over
  // their types): the convention keeps that suffix for counters, and promtool refuses them. The sums are
  // sum() of the per-type gauges, which stay.
  for (const metric of registry.getMetricsAsArray()) {
    if (metric.name.endsWith('_total') && (metric as { type?: unknown }).type !== 'counter') registry.removeSingleMetric(metric.name);
  }

  return {
    registry,
    requests: new RequestMetrics(requestTotal, requestDuration),
    searches: new SearchMetrics(searchTotal, searchDuration, searchMatches),
    reloaded: (outcome) => reloadOutcome[outcome].inc(),
    waited: (seconds) => waits.observe(seconds),
    serving: (read) => { state = read; },
  };
}

/** A counter whose values are counts kept elsewhere (the budget's, the gate's), read at each scrape. */
function countedAtScrape(name: string, help: string, labelNames: string[], read: () => [Record<string, string>, number][]): Metric {
  const metric = {
    name, help, type: 'counter', aggregator: 'sum', labelNames,
    get: () => ({ name, help, type: 'counter', aggregator: 'sum', values: read().map(([labels, value]) => ({ labels, value })) }),
    reset: () => {},
  };
  return metric as unknown as Metric;
}
