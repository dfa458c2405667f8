/**
 * npm run serve -- [options]   serves a snapshot
 * npm start -- [options]       builds content/ first when the snapshot is missing or was built from other content
 *
 * Every option is also an environment variable (`--help` lists them). Logs are
 * JSON lines on stdout: one per request, one at start-up, at every reload and at
 * shutdown, and every unexpected error with its stack.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { exportFiles, hashExport, sizesDigest, type ExportDigest } from './snapshot/export-id.ts';
import { DEFAULT_CONCURRENCY, DEFAULT_RATE_LIMIT } from './schema/api.ts';
import { SNAPSHOT_PATHS } from './snapshot/layout.ts';
import { serve, ServeError, type ServeSettings } from './serve/serve.ts';
import { badValue, helpText, optionLabel, PACKAGE_VERSION, parseCommandLine, UsageError, type OptionTable } from './command-line.ts';
import { createLogger, LOG_LEVELS, type LogLevel } from './log.ts';

const MIB = 1024 * 1024;
/**
 * Listing documents held in memory by default. A snapshot's documents are most of
 * a server's memory (some 1.9 GB at a million listings); the rest of it grows by
 * about 1 KB a listing (963 MiB at a million, listening), and its caches hold some
 * 80 MiB at most. This budget keeps a replica of a million listings within 2.5 GiB
 * after real traffic has filled its caches. Past it a document is read from the
 * file: some 2.5 µs from the kernel's cache, which every replica on the host
 * shares, and more where the cache does not keep it.
 */
const DEFAULT_DOCUMENTS_MEMORY_MIB = 1408;

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
  'documents-memory': { type: 'string', env: 'DOCUMENTS_MEMORY', default: String(DEFAULT_DOCUMENTS_MEMORY_MIB), value: 'MiB', help: 'Listing documents held in memory at most: the newest listings\', and, of a budget too small for all, up to 32 MiB of those lately read; the rest are read from the file (the kernel caches them, for every replica on the host).' },
  'search-thread': { type: 'string', env: 'SEARCH_THREAD', default: 'auto', value: 'auto|on|off', help: 'Run searches on a thread of their own (on), on the thread that answers requests (off), or on their own when the process may use more than one core (auto).' },
  watch: { type: 'boolean', env: 'WATCH', default: false, help: 'Reload by itself when the snapshot --dist points to changes (as SIGHUP does).' },
  'metrics-port': { type: 'string', env: 'METRICS_PORT', default: '', value: 'n', help: 'Serve Prometheus metrics (/metrics) and the search analytics report (/analytics) on a private listener at this port (0 picks a free one); off when empty. Never on the public port.' },
  'metrics-host': { type: 'string', env: 'METRICS_HOST', default: '127.0.0.1', value: 'address', help: 'The address the private listener binds.' },
  'analytics-dir': { type: 'string', env: 'ANALYTICS_DIR', default: '', value: 'dir', help: 'Write the search analytics state here each minute and at shutdown (one file per replica, mode 0600), and read it back at start; `npm run analytics -- --dir` merges the files. Analytics run when this or --metrics-port is set.' },
  'analytics-min-count': { type: 'string', env: 'ANALYTICS_MIN_COUNT', default: '5', value: 'k', help: 'A query appears in the analytics report only once asked at least this many times.' },
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

function wholeNumber(args: Args, name: 'port' | 'rate-limit' | 'concurrency' | 'drain-timeout' | 'documents-memory' | 'metrics-port' | 'analytics-min-count', min: number): number {
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

/** The options as serve() takes them; a value the server cannot use stops here with its option named. */
function serveSettings(args: Args, exportPath?: string): ServeSettings {
  if (!(LOG_LEVELS as readonly string[]).includes(args['log-level'])) fail(badValue(args, SERVE_OPTIONS, 'log-level', `one of ${LOG_LEVELS.join(', ')}`));
  if (!Object.hasOwn(SEARCH_THREAD, args['search-thread'])) fail(badValue(args, SERVE_OPTIONS, 'search-thread', 'one of auto, on, off'));
  const metricsPort = args['metrics-port'] === '' ? null : wholeNumber(args, 'metrics-port', 0);
  const baseUrl = args['base-url']?.replace(/\/+$/, '');
  if (baseUrl !== undefined && !/^https?:\/\/[^/]+/.test(baseUrl)) fail(`${optionLabel(args, SERVE_OPTIONS, 'base-url')} must be an absolute http(s) URL, not "${baseUrl}"`);
  return {
    dist: path.resolve(args.dist),
    host: args.host,
    port: wholeNumber(args, 'port', 0),
    baseUrl,
    rateLimit: wholeNumber(args, 'rate-limit', 0),
    concurrency: wholeNumber(args, 'concurrency', 1),
    drainMs: wholeNumber(args, 'drain-timeout', 0) * 1000,
    documentsMemory: wholeNumber(args, 'documents-memory', 0) * MIB,
    searchThread: SEARCH_THREAD[args['search-thread'] as keyof typeof SEARCH_THREAD],
    allowedOrigins: parseOrigins(args),
    clientAddress: args['log-client-address'],
    watch: args.watch,
    log: createLogger(args['log-level'] as LogLevel),
    observe: {
      metrics: metricsPort === null ? null : { host: args['metrics-host'], port: metricsPort },
      analyticsDir: args['analytics-dir'] === '' ? null : path.resolve(args['analytics-dir']),
      analyticsMinCount: wholeNumber(args, 'analytics-min-count', 1),
    },
    exportPath,
  };
}

async function serveOrFail(args: Args, exportPath?: string): Promise<void> {
  try {
    await serve(serveSettings(args, exportPath));
  } catch (error) {
    if (error instanceof ServeError) fail(error.message, 1);
    throw error;
  }
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
    await serveOrFail(args, content);
  } else if (command === 'serve') {
    await serveOrFail(args);
  } else {
    fail(`unknown command ${command}; use serve or start`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
