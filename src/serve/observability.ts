/**
 * What an operator sees of a serving process beyond its log: the Prometheus
 * metrics and the search analytics, both read on the private listener, and the
 * analytics' state written to a folder of its own. Off unless configured: with
 * neither a metrics port nor an analytics folder, nothing here runs and the
 * request path counts nothing.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { OnSearch } from '../api/read-api.ts';
import { analyticsKey } from '../analytics/query-key.ts';
import { SearchAnalytics } from '../analytics/search-analytics.ts';
import { stateFileName, writeState } from '../analytics/store.ts';
import { createMetricsServer } from '../metrics/listener.ts';
import { createServiceMetrics, type ServiceMetrics, type ServingState } from '../metrics/service-metrics.ts';
import type { Logger } from '../log.ts';
import type { Service } from '../service.ts';

export interface ObservabilitySettings {
  /** The private listener, or null for none. */
  metrics: { host: string; port: number } | null;
  /** Where each replica writes its analytics state, or null to keep it in memory only. */
  analyticsDir: string | null;
  /** k: a query is reported once asked this many times. */
  analyticsMinCount: number;
  log: Logger;
}

export interface Observability {
  /** The request path's counters, or null when no one reads them. */
  metrics: ServiceMetrics | null;
  /** Told of every search page made. */
  onSearch: OnSearch | undefined;
  /** Starts the private listener (if any) and the analytics' writes; names the listener's URL. */
  start(replica: string): Promise<string | null>;
  /** Writes the analytics' state once more (at shutdown). */
  flush(): Promise<void>;
}

/** How often a replica writes its analytics state: what a crash may lose. */
const ANALYTICS_WRITE_MS = 60_000;

export function observability(settings: ObservabilitySettings): Observability {
  const metrics = settings.metrics ? createServiceMetrics() : null;
  const analytics = settings.metrics || settings.analyticsDir ? new SearchAnalytics({ minCount: settings.analyticsMinCount }) : null;
  const onSearch: OnSearch | undefined = !metrics && !analytics ? undefined : (query, outcome) => {
    metrics?.searches.searched(outcome.kind, outcome.source, outcome.seconds, outcome.total);
    if (!analytics) return;
    const key = analyticsKey(query);
    if (key !== null) analytics.record(key, outcome.total);
  };
  let replicaName: string | null = null;

  const save = async () => {
    if (!analytics || !settings.analyticsDir || replicaName === null) return;
    try {
      await writeState(settings.analyticsDir, replicaName, analytics.state());
    } catch (error) {
      settings.log.warn({ event: 'analytics-not-written', reason: (error as Error).message }, 'the search analytics state could not be written; it is kept in memory');
    }
  };

  return {
    metrics,
    onSearch,
    async start(replica) {
      replicaName = replica;
      if (analytics && settings.analyticsDir) {
        restore(analytics, settings.analyticsDir, replica, settings.log);
        setInterval(() => void save(), ANALYTICS_WRITE_MS).unref();
      }
      if (!metrics || !settings.metrics) return null;
      const server = createMetricsServer({ registry: metrics.registry, analytics: analytics ? () => analytics.report() : undefined });
      return listenPrivately(server, settings.metrics.host, settings.metrics.port);
    },
    flush: save,
  };
}

/** The week so far, from this replica's own state file: a restart keeps it. */
function restore(analytics: SearchAnalytics, dir: string, replica: string, log: Logger): void {
  const file = path.join(dir, stateFileName(replica));
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return; // none yet
  }
  try {
    analytics.absorb(JSON.parse(text));
  } catch (error) {
    log.warn({ event: 'analytics-not-restored', file, reason: (error as Error).message }, 'the search analytics state could not be read; counting starts afresh');
  }
}

async function listenPrivately(server: Server, host: string, port: number): Promise<string> {
  server.listen(port, host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.unref();
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return `http://${host.includes(':') ? `[${host}]` : host}:${bound}`;
}

/** The gauges' view of a service: read at each scrape, so a reload is seen at the next. */
export function servingState(service: Service, caches: readonly { name: string; capacityBytes: number }[]): ServingState {
  const { manifest } = service.api.snapshot;
  const { gate, budget } = service;
  return {
    buildId: manifest.buildId,
    builtAt: Date.parse(manifest.builtAt),
    listings: service.api.searcher.listingCount,
    readGate: { inProgress: gate.inProgress, queued: gate.queued, limit: gate.limit },
    rateLimited: budget ? budget.refused : null,
    gateRefused: gate.refused,
    caches: caches.map((cache) => cache.name === 'search_results' ? { ...cache, usedBytes: service.api.keptSearchBytes } : cache),
  };
}
