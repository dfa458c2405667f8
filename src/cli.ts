/**
 * npm run serve -- [options]   serves a snapshot
 * npm start -- [options]       builds content/ first when the snapshot is missing or was built from other content
 *
 * Every option is also an environment variable (`--help` lists them). Logs are
 * JSON lines on stdout: one per request, one at start-up, at every reload and at
 * shutdown, and every unexpected error with its stack.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, watch } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { exportFiles, hashExport, sizesDigest, type ExportDigest } from '../build/export-id.ts';
import { createService } from './service.ts';
import { createHttpServer, SERVER_LIMITS } from './http/server.ts';
import { DEFAULT_CONCURRENCY, DEFAULT_RATE_LIMIT } from './http/limits.ts';
import { loadSnapshot, SnapshotError, type Snapshot } from './snapshot/load.ts';
import { ENGINE_CACHE_BYTES } from './search/engine.ts';
import { REMEMBERED_RESULTS_BYTES } from './search/serving/remembered-results.ts';
import { SNAPSHOT_PATHS } from './snapshot/layout.ts';
import { badValue, helpText, optionLabel, PACKAGE_VERSION, parseCommandLine, UsageError, type OptionTable } from './command-line.ts';
import { createLogger, flushLog, LOG_BUFFER_BYTES, LOG_LEVELS, type LogLevel, type Logger } from './log.ts';

const MIB = 1024 * 1024;
/**
 * Listing documents held in memory by default. A snapshot's documents are most of
 * a server's memory (some 1.9 GB at a million listings); the rest of it grows by
 * about 0.8 KB a listing, and its caches hold some 45 MiB at most. This budget
 * keeps a replica of a million listings within 2.5 GiB. Past it a document is read
 * from the file: some 2.5 µs from the kernel's cache, which every replica on the
 * host shares, and more where the cache does not keep it.
 */
const DEFAULT_DOCUMENTS_MEMORY_MIB = 1536;

/** --search-thread: auto leaves it to the load (a thread of its own when the process may use more than one core). */
const SEARCH_THREAD = { auto: undefined, on: true, off: false } as const;

export const SERVE_OPTIONS = {
  dist: { type: 'string', env: 'DIST', default: 'dist', value: 'dir', help: 'The snapshot to serve (the build\'s --out).' },
  content: { type: 'string', env: 'CONTENT', default: 'content', value: 'dir', help: '`start` only: the export to serve, built first when the snapshot was not built from its content.' },
  host: { type: 'string', env: 'HOST', default: '127.0.0.1', value: 'address', help: 'The address to bind.' },
  port: { type: 'string', env: 'PORT', default: '8080', value: 'n', help: 'The port; 0 picks a free one.' },
  'base-url': { type: 'string', env: 'BASE_URL', value: 'url', help: 'The absolute base of every link the API writes (default: http://<host>:<port>).' },
  'rate-limit': { type: 'string', env: 'RATE_LIMIT', default: String(DEFAULT_RATE_LIMIT), value: 'n', help: 'Requests per minute for the whole process; 0 turns the budget off.' },
  concurrency: { type: 'string', env: 'CONCURRENCY', default: String(DEFAULT_CONCURRENCY), value: 'n', help: 'Reads in progress at once.' },
  'allowed-origins': { type: 'string', env: 'ALLOWED_ORIGINS', default: '', value: 'origin,…', help: 'Extra origins the MCP endpoint accepts.' },
  'log-level': { type: 'string', env: 'LOG_LEVEL', default: 'info', value: 'level', help: `One of ${LOG_LEVELS.join(', ')}.` },
  'log-client-address': { type: 'boolean', env: 'LOG_CLIENT_ADDRESS', default: false, help: 'Put the client\'s address in request log lines.' },
  'drain-timeout': { type: 'string', env: 'DRAIN_TIMEOUT', default: '10', value: 's', help: 'Seconds a shutdown waits for requests in progress before it forces the exit.' },
  'documents-memory': { type: 'string', env: 'DOCUMENTS_MEMORY', default: String(DEFAULT_DOCUMENTS_MEMORY_MIB), value: 'MiB', help: 'Listing documents held in memory at most, the newest listings\' first; the rest are read from the file (the kernel caches them, for every replica on the host).' },
  'search-thread': { type: 'string', env: 'SEARCH_THREAD', default: 'auto', value: 'auto|on|off', help: 'Run searches on a thread of their own (on), on the thread that answers requests (off), or on their own when the process may use more than one core (auto).' },
  watch: { type: 'boolean', env: 'WATCH', default: false, help: 'Reload by itself when the snapshot --dist points to changes (as SIGHUP does).' },
} satisfies OptionTable;

const USAGE = [
  'usage: npm run serve -- [options]     serve a snapshot',
  '       npm start -- [options]         build content/ first when the snapshot is missing or was built from other content, then serve',
];

/** Environment variables the server reads: the harnesses that start it clear them. */
export const SERVE_ENV = Object.values(SERVE_OPTIONS).map((spec) => spec.env);

function fail(message: string, code = 2): never {
  process.stderr.write(`serve: ${message}\n`);
  process.exit(code);
}

type Args = ReturnType<typeof parseCommandLine<typeof SERVE_OPTIONS>>;

function wholeNumber(args: Args, name: 'port' | 'rate-limit' | 'concurrency' | 'drain-timeout' | 'documents-memory', min: number): number {
  const value = args[name];
  if (!/^\d+$/.test(value) || Number(value) < min) fail(badValue(args, SERVE_OPTIONS, name, `a whole number of at least ${min}`));
  return Number(value);
}

/** `--allowed-origins a,b`: each an http(s) origin, normalized; anything else is refused at start-up. */
function parseOrigins(args: Args): string[] {
  const option = optionLabel(args, SERVE_OPTIONS, 'allowed-origins');
  return args['allowed-origins'].split(',').map((o) => o.trim()).filter(Boolean).map((origin) => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return fail(`${option}: "${origin}" is not an origin such as https://app.example.org`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(`${option}: "${origin}" is not an http(s) origin`);
    return url.origin;
  });
}

/**
 * True when the snapshot is missing, names no export, or was built from an export whose
 * content differs from the one at `content`: first by the files' names and sizes (no file
 * read), then, when every size agrees, by their content's hash (export-id.ts).
 */
async function snapshotIsStale(dist: string, content: string): Promise<boolean> {
  let built: ExportDigest | undefined;
  try {
    built = (JSON.parse(readFileSync(path.join(dist, SNAPSHOT_PATHS.manifest), 'utf8')) as { export?: ExportDigest }).export;
  } catch {
    return true;
  }
  let files;
  try {
    files = await exportFiles(content);
  } catch {
    return true; // a file the build cannot read either: its message says which
  }
  if (!built || built.sizes !== sizesDigest(files)) return true;
  return (await hashExport(content, files)).sha256 !== built.sha256;
}

function describeSnapshot(snapshot: Snapshot) {
  const { buildId, builtAt, counts } = snapshot.manifest;
  const exportId = snapshot.manifest.export?.id;
  return { build: buildId, builtAt, counts, listings: snapshot.meta.listingCount, ...(exportId ? { export: { id: exportId } } : {}) };
}

/** One line once a snapshot's documents are verified and all in memory (searches no longer read them from the file), or why not. */
function logWhenWarmed(log: Logger, snapshot: Snapshot): void {
  const started = performance.now();
  const build = snapshot.manifest.buildId;
  snapshot.warmed.then(
    (held) => log.info({ event: 'documents-in-memory', build, ms: Math.round(performance.now() - started), heldBytes: held, bytes: snapshot.listings.identity.bytes }, 'listing documents read into memory, as many as --documents-memory holds'),
    (error: unknown) => {
      const reason = (error as Error).message;
      if (error instanceof SnapshotError) log.error({ event: 'documents-not-verified', build, reason }, 'listing documents do not match the manifest; each is checked as it is read, and one that does not match is not sent');
      else log.warn({ event: 'documents-on-disk', build, reason }, 'listing documents could not be read into memory; they are read from the file');
    },
  );
}

/** One line once the search engine has asked its warm-up's searches (src/search/warm-up.ts): before serving after a reload, in turns no user's search takes after a start. */
function logWhenSearchesWarmed(log: Logger, snapshot: Snapshot): void {
  const build = snapshot.manifest.buildId;
  void snapshot.searcher.warmedUp.then((warmUp) => {
    if (warmUp) log.info({ event: 'searches-warmed', build, ...warmUp }, 'the search engine asked its warm-up searches');
  });
}

/**
 * At start-up the compressed variants are verified while the snapshot is served
 * already (listings go out uncompressed till then): one line once they are
 * offered, or an error if they never will be.
 */
function logWhenCompressedOffered(log: Logger, snapshot: Snapshot): void {
  const started = performance.now();
  const build = snapshot.manifest.buildId;
  snapshot.compressed.then(
    () => log.info({ event: 'compressed-offered', build, ms: Math.round(performance.now() - started) }, 'compressed variants verified and offered'),
    (error: unknown) => log.error({ event: 'compressed-not-offered', build, reason: (error as Error).message }, 'compressed variants not offered; listings go out uncompressed'),
  );
}

/** `exportPath`: the export `start` checked the snapshot against, named in the start line. */
async function serve(args: Args, exportPath?: string) {
  const port = wholeNumber(args, 'port', 0);
  const rateLimit = wholeNumber(args, 'rate-limit', 0);
  const concurrency = wholeNumber(args, 'concurrency', 1);
  const drainMs = wholeNumber(args, 'drain-timeout', 0) * 1000;
  const documentsMemory = wholeNumber(args, 'documents-memory', 0) * MIB;
  if (!(LOG_LEVELS as readonly string[]).includes(args['log-level'])) fail(badValue(args, SERVE_OPTIONS, 'log-level', `one of ${LOG_LEVELS.join(', ')}`));
  if (!Object.hasOwn(SEARCH_THREAD, args['search-thread'])) fail(badValue(args, SERVE_OPTIONS, 'search-thread', 'one of auto, on, off'));
  const searchThread = SEARCH_THREAD[args['search-thread'] as keyof typeof SEARCH_THREAD];
  const allowedOrigins = parseOrigins(args);
  const log: Logger = createLogger(args['log-level'] as LogLevel);
  const dist = path.resolve(args.dist);

  const loadStarted = performance.now();
  let snapshot: Snapshot;
  try {
    snapshot = await loadSnapshot(dist, { documentsMemory, searchThread });
  } catch (error) {
    fail(error instanceof SnapshotError ? error.message : `cannot load the snapshot: ${(error as Error).message}`, 1);
  }
  const loadEnded = performance.now();
  const loadMs = Math.round(loadEnded - loadStarted);

  let service: ReturnType<typeof createService> | undefined;
  const lifecycle = { draining: false };
  // The base URL names the bound port, so the service is made once listening; a request before that is refused.
  const server = createHttpServer(() => service?.handler ?? ((_req, res) => res.destroy()), {
    accessLog: { log, buildId: () => service?.api.snapshot.manifest.buildId ?? '', clientAddress: args['log-client-address'] },
  });
  server.listen(port, args.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch((error: NodeJS.ErrnoException) => fail(`cannot listen on ${args.host}:${port}: ${error.code ?? error.message}`, 1));
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const hostForUrl = args.host.includes(':') ? `[${args.host}]` : args.host;
  const baseUrl = (args['base-url'] ?? `http://${hostForUrl}:${boundPort}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(baseUrl)) fail(`${optionLabel(args, SERVE_OPTIONS, 'base-url')} must be an absolute http(s) URL, not "${baseUrl}"`);
  const settings = { baseUrl, rateLimit, concurrency, version: PACKAGE_VERSION, host: args.host, allowedOrigins, log, lifecycle };
  service = createService({ ...settings, snapshot });
  logWhenCompressedOffered(log, snapshot);
  logWhenWarmed(log, snapshot);
  logWhenSearchesWarmed(log, snapshot);

  // A reload: load the snapshot --dist points to now (a new build, a rollback) while the old one goes on
  // answering, and serve it from the next request on. One at a time; a snapshot that does not verify is not taken.
  let reloading: Promise<void> | null = null;
  let again = false;
  const reload = (cause: string): Promise<void> => {
    if (reloading) {
      again = true;
      return reloading;
    }
    reloading = (async () => {
      const started = performance.now();
      try {
        const next = await loadSnapshot(dist, { documentsMemory, searchThread, warmSearches: true });
        // The old snapshot goes on answering meanwhile, so a new one is taken only once wholly verified.
        await next.verified.catch((error: unknown) => {
          next.close();
          throw error;
        });
        const previous = service!.api.snapshot;
        service = createService({ ...settings, snapshot: next, limits: { budget: service!.budget, gate: service!.gate } });
        // Requests that started on the old snapshot may still read its files; none outlives the request timeout.
        setTimeout(() => previous.close(), RETIRED_SNAPSHOT_GRACE_MS).unref();
        log.info({ event: 'reload', cause, loadMs: Math.round(performance.now() - started), phasesMs: next.loadPhasesMs, previous: previous.manifest.buildId, ...describeSnapshot(next) }, `reloaded: serving build ${next.manifest.buildId}`);
        flushLog(log);
        logWhenWarmed(log, next);
        logWhenSearchesWarmed(log, next);
      } catch (error) {
        const reason = (error as Error).message;
        const current = service!.api.snapshot.manifest.buildId;
        log.error({ event: 'reload-refused', cause, build: current, reason, ...(error instanceof SnapshotError ? {} : { err: error }) }, `reload refused, still serving build ${current}`);
        flushLog(log);
      } finally {
        reloading = null;
        if (again) {
          again = false;
          void reload(cause);
        }
      }
    })();
    return reloading;
  };
  process.on('SIGHUP', () => void reload('SIGHUP'));
  if (args.watch) watchSnapshot(dist, () => void reload('watch'));

  // Shutdown: refuse new connections, answer /healthz with 503 "draining" on the ones still open, let requests
  // in progress finish, then exit 0; past the deadline, close what is left and exit 1.
  const stop = (signal: string) => {
    if (lifecycle.draining) return;
    lifecycle.draining = true;
    const deadline = setTimeout(() => {
      log.warn({ event: 'shutdown', forced: true }, 'drain deadline passed: closing the connections left');
      server.closeAllConnections();
      flushLog(log);
      process.exit(1);
    }, drainMs);
    deadline.unref();
    server.close(() => {
      clearTimeout(deadline);
      log.info({ event: 'exit', build: service!.api.snapshot.manifest.buildId }, 'stopped');
      flushLog(log);
      process.exit(0);
    });
    // A connection is closed as soon as its last answer is written: kept alive, it would hold the exit
    // until the client's next request or the keep-alive timeout.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), DRAIN_SWEEP_MS).unref();
    // Once the socket is closed: whoever reads this line may count on new connections being refused.
    log.info({ event: 'shutdown', signal, drainTimeoutS: drainMs / 1000, ...describeSnapshot(service!.api.snapshot) }, 'draining');
    flushLog(log);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  // Last: whoever waits for this line may signal at once, and a signal without a handler would kill the process.
  const url = `http://${hostForUrl}:${boundPort}`;
  const described = describeSnapshot(snapshot);
  const served = exportPath === undefined ? {} : { export: { path: exportPath, id: snapshot.manifest.export?.id ?? null } };
  const memoryMiB = { documents: documentsMemory / MIB, ...Object.fromEntries(Object.entries(ENGINE_CACHE_BYTES).map(([cache, bytes]) => [cache, Math.round(bytes / MIB)])), searchResults: REMEMBERED_RESULTS_BYTES / MIB, logBuffer: LOG_BUFFER_BYTES / MIB };
  // From the process's start: its modules loaded and the options read, the load by phase, the service made and listening.
  const phasesMs = { modules: Math.round(loadStarted), ...snapshot.loadPhasesMs, service: Math.round(performance.now() - loadEnded) };
  log.info({ event: 'start', url, pid: process.pid, baseUrl, version: PACKAGE_VERSION, rateLimit, concurrency, searchThread: snapshot.searcher.threaded, memoryMiB, loadMs, phasesMs, ...described, ...served }, `listening on ${url}`);
  flushLog(log);
}

/** How long a replaced snapshot keeps its files open: longer than any request may take. */
const RETIRED_SNAPSHOT_GRACE_MS = 2 * SERVER_LIMITS.requestTimeoutMs;
/** While draining, how often connections whose answers are all written are closed. */
const DRAIN_SWEEP_MS = 50;
/** A build switches the link once; a rollback once; editors and copies may touch a folder many times: wait for quiet. */
const WATCH_SETTLE_MS = 300;

/** Calls `changed` when the path's link (or folder) is replaced: the build publishes by renaming a new link over it. */
function watchSnapshot(dist: string, changed: () => void): void {
  let timer: NodeJS.Timeout | null = null;
  const name = path.basename(dist);
  watch(path.dirname(dist), (_event, file) => {
    if (file !== null && file !== name) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(changed, WATCH_SETTLE_MS);
  }).unref();
}

/**
 * `start`'s build, as a child process. A SIGTERM or SIGINT meant for this process (a service
 * manager stopping it mid-build) is passed on to the build, which stops where it is (the
 * published snapshot untouched), and this process exits after it: none is left behind.
 */
function runBuild(content: string, dist: string): Promise<number | null> {
  // Through tsx whatever runs this process (src/launch.mjs runs it from a bundle, with no loader to pass on).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../build/cli.ts'), '--content', content, '--out', dist], { stdio: 'inherit' });
  let stopped: NodeJS.Signals | null = null;
  const forward = (signal: NodeJS.Signals) => {
    stopped = signal;
    child.kill(signal);
  };
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      process.off('SIGTERM', forward);
      process.off('SIGINT', forward);
      if (stopped) fail(`stopped by ${stopped} while building; the service was not started`, 1);
      resolve(code);
    });
    child.once('error', (error) => fail(`cannot run the build: ${error.message}`, 1));
  });
}

async function main(): Promise<void> {
  const [first, ...rest] = process.argv.slice(2);
  const command = first === undefined || first.startsWith('-') ? 'serve' : first;
  const argv = command === first ? rest : process.argv.slice(2);
  let args: Args;
  try {
    args = parseCommandLine(argv, SERVE_OPTIONS);
  } catch (error) {
    if (error instanceof UsageError) fail(`${error.message}\n${USAGE.join('\n')}\n(--help lists every option)`);
    throw error;
  }
  if (args.help) return void process.stdout.write(helpText(USAGE, SERVE_OPTIONS));
  if (args.version) return void process.stdout.write(`${PACKAGE_VERSION}\n`);
  if (command === 'start') {
    const content = path.resolve(args.content);
    if (!existsSync(content)) {
      fail(`the export folder ${args.content} is missing; point --content (or CONTENT) at the moderation export, or serve the snapshot as it is with npm run serve`, 1);
    }
    if (await snapshotIsStale(args.dist, content)) {
      const status = await runBuild(args.content, args.dist);
      if (status !== 0) fail('the build failed; the service was not started', 1);
    }
    await serve(args, content);
  } else if (command === 'serve') {
    await serve(args);
  } else {
    fail(`unknown command ${command}; use serve or start`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
