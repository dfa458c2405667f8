/**
 * A serving process: the snapshot loaded and verified, the public listener, the
 * service made once listening (its links name the bound port), reloads, a drained
 * shutdown, the private listener when configured, and the start line last.
 */
import { hostname } from 'node:os';
import type { Server } from 'node:http';
import { createService, type Service } from '../service.ts';
import { createHttpServer } from '../http/server.ts';
import { loadSnapshot, SnapshotError, type Snapshot } from '../snapshot/load.ts';
import { ENGINE_CACHE_BYTES } from '../search/engine.ts';
import { REMEMBERED_RESULTS_BYTES } from '../search/serving/remembered-results.ts';
import { PACKAGE_VERSION } from '../command-line.ts';
import { flushLog, LOG_BUFFER_BYTES, type Logger } from '../log.ts';
import { toolsLoaded } from '../loaded.ts';
import { announceWhenReady, describeSnapshot } from './announce.ts';
import { observability, servingState, type ObservabilitySettings } from './observability.ts';
import { reloader, watchSnapshot } from './reload.ts';
import { drainOnSignals } from './shutdown.ts';
import { yieldHelperThreads } from './helper-threads.ts';
import { growHeapFurther } from './heap-growth.ts';

export interface ServeSettings {
  dist: string;
  host: string;
  port: number;
  /** The absolute base of every link the API writes, without a trailing slash; by default the bound address. */
  baseUrl: string | undefined;
  rateLimit: number;
  concurrency: number;
  drainMs: number;
  documentsMemory: number;
  searchThread: boolean | undefined;
  allowedOrigins: string[];
  clientAddress: boolean;
  watch: boolean;
  log: Logger;
  observe: Omit<ObservabilitySettings, 'log'>;
  /** The export `start` checked the snapshot against, named in the start line. */
  exportPath?: string;
}

/** Why serving cannot begin; the command line says it and exits 1. */
export class ServeError extends Error {
  override name = 'ServeError';
}

const MIB = 1024 * 1024;

export async function serve(settings: ServeSettings): Promise<void> {
  const { log } = settings;
  const v8HelpersLowered = yieldHelperThreads();
  const load = { documentsMemory: settings.documentsMemory, searchThread: settings.searchThread };
  const loadStarted = performance.now();
  const snapshot = await loadSnapshot(settings.dist, load).catch((error: unknown) => {
    throw new ServeError(error instanceof SnapshotError ? error.message : `cannot load the snapshot: ${(error as Error).message}`);
  });
  const loadEnded = performance.now();
  // Searching on this thread, the engine's caches churn in this heap (heap-growth.ts).
  const heapGrowingPercent = snapshot.searcher.threaded ? null : growHeapFurther();

  const observed = observability({ ...settings.observe, log });
  let service: Service | undefined;
  // The base URL names the bound port, so the service is made once listening; a request before that is refused.
  const server = createHttpServer(() => service?.handler ?? ((_req, res) => res.destroy()), {
    accessLog: { log, buildId: () => service?.api.snapshot.manifest.buildId ?? '', clientAddress: settings.clientAddress },
    metrics: observed.metrics?.requests,
  });
  const url = await listen(server, settings.host, settings.port);
  const baseUrl = settings.baseUrl ?? url;
  const lifecycle = { draining: false };
  const made = { baseUrl, rateLimit: settings.rateLimit, concurrency: settings.concurrency, version: PACKAGE_VERSION, host: settings.host, allowedOrigins: settings.allowedOrigins, log, lifecycle, onSearch: observed.onSearch };
  service = createService({ ...made, snapshot });
  announceWhenReady(log, snapshot);

  const reload = reloader({
    dist: settings.dist, load, log,
    current: () => service!.api.snapshot,
    serve: (next) => { service = createService({ ...made, snapshot: next, limits: { budget: service!.budget, gate: service!.gate } }); },
    outcome: observed.metrics?.reloaded,
  });
  process.on('SIGHUP', () => void reload('SIGHUP'));
  if (settings.watch) watchSnapshot(settings.dist, () => void reload('watch'));
  drainOnSignals({ server, log, drainMs: settings.drainMs, lifecycle, describe: () => describeSnapshot(service!.api.snapshot), beforeExit: observed.flush });

  const caches = cacheBudgets(settings.documentsMemory);
  if (observed.metrics) {
    observed.metrics.serving(() => servingState(service!, caches));
    service.gate.onWaited = observed.metrics.waited;
  }
  const metricsUrl = await observed.start(`${hostname()}-${new URL(url).port}`).catch((error: NodeJS.ErrnoException) => {
    throw new ServeError(`cannot listen for metrics on ${settings.observe.metrics!.host}:${settings.observe.metrics!.port}: ${error.code ?? error.message}`);
  });
  // Last: whoever waits for this line may signal at once, and a signal without a handler would kill the process.
  logStart(log, { url, metricsUrl, baseUrl, settings, snapshot, caches, phasesMs: { modules: Math.round(loadStarted), ...snapshot.loadPhasesMs, service: Math.round(performance.now() - loadEnded) }, loadMs: Math.round(loadEnded - loadStarted), v8HelpersLowered, heapGrowingPercent });
}

async function listen(server: Server, host: string, port: number): Promise<string> {
  server.listen(port, host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch((error: NodeJS.ErrnoException) => {
    throw new ServeError(`cannot listen on ${host}:${port}: ${error.code ?? error.message}`);
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return `http://${host.includes(':') ? `[${host}]` : host}:${bound}`;
}

/** Every bounded cache of the process and the bytes it may hold: named in the start line and exposed as metrics. */
function cacheBudgets(documentsMemory: number): { name: string; capacityBytes: number }[] {
  return [
    { name: 'documents', capacityBytes: documentsMemory },
    ...Object.entries(ENGINE_CACHE_BYTES).map(([name, bytes]) => ({ name: snakeCase(name), capacityBytes: bytes })),
    { name: 'search_results', capacityBytes: REMEMBERED_RESULTS_BYTES },
    { name: 'log_buffer', capacityBytes: LOG_BUFFER_BYTES },
  ];
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

interface Started {
  url: string;
  metricsUrl: string | null;
  baseUrl: string;
  settings: ServeSettings;
  snapshot: Snapshot;
  caches: { name: string; capacityBytes: number }[];
  phasesMs: Record<string, number>;
  loadMs: number;
  /** V8's helper threads lowered to the least priority: a process of one core (helper-threads.ts). */
  v8HelpersLowered: number;
  /** How far V8's old generation grows between full collections, when set (heap-growth.ts); null where V8 decides. */
  heapGrowingPercent: number | null;
}

function logStart(log: Logger, { url, metricsUrl, baseUrl, settings, snapshot, caches, phasesMs, loadMs, v8HelpersLowered, heapGrowingPercent }: Started): void {
  const served = settings.exportPath === undefined ? {} : { export: { path: settings.exportPath, id: snapshot.manifest.export?.id ?? null } };
  const memoryMiB = Object.fromEntries(caches.map((cache) => [camelCase(cache.name), Math.round(cache.capacityBytes / MIB)]));
  const { rateLimit, concurrency } = settings;
  // What the process runs its code with: as deployed, the JavaScript npm ci compiled, neither tsx nor esbuild (loaded.ts).
  const loaded = toolsLoaded();
  log.info({ event: 'start', url, ...(metricsUrl ? { metricsUrl } : {}), pid: process.pid, baseUrl, version: PACKAGE_VERSION, rateLimit, concurrency, searchThread: snapshot.searcher.threaded, v8HelpersLowered, heapGrowingPercent, memoryMiB, loadMs, phasesMs, ...describeSnapshot(snapshot), ...served, loaded }, `listening on ${url}`);
  flushLog(log);
}
