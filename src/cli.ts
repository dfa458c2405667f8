/**
 * npm run serve -- [--dist dist] [--host 127.0.0.1] [--port 8080] [--base-url <url>]
 *                  [--rate-limit 600] [--concurrency 8] [--allowed-origins <origin,…>]
 * npm start      builds content/ when the snapshot is missing or older than it, then serves.
 */
import { spawnSync } from 'node:child_process';
import { statSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import fg from 'fast-glob';
import { createService } from './service.ts';
import { createHttpServer, SERVER_LIMITS } from './http/server.ts';
import { loadSnapshot, SnapshotError } from './snapshot/load.ts';
import { SNAPSHOT_PATHS } from './snapshot/layout.ts';

/** How long a replaced snapshot keeps its files open: longer than any request may take (SERVER_LIMITS.requestTimeoutMs). */
const RETIRED_SNAPSHOT_GRACE_MS = 2 * SERVER_LIMITS.requestTimeoutMs;

function fail(message: string, code = 2): never {
  process.stderr.write(`serve: ${message}\n`);
  process.exit(code);
}

export const SERVE_OPTIONS = {
  dist: { type: 'string', default: 'dist' },
  content: { type: 'string', default: 'content' },
  host: { type: 'string', default: '127.0.0.1' },
  port: { type: 'string', default: process.env.PORT ?? '8080' },
  'base-url': { type: 'string', default: process.env.BASE_URL },
  'rate-limit': { type: 'string', default: '600' },
  concurrency: { type: 'string', default: '8' },
  'allowed-origins': { type: 'string', default: '' },
} as const;

function options(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: SERVE_OPTIONS,
      strict: true,
    }).values;
  } catch (error) {
    return fail((error as Error).message);
  }
}

function wholeNumber(name: string, value: string, min: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min) fail(`--${name} takes a whole number of at least ${min}`);
  return Number(value);
}

/** `--allowed-origins a,b`: each an http(s) origin, normalized; anything else is refused at start-up. */
function parseOrigins(list: string): string[] {
  return list.split(',').map((o) => o.trim()).filter(Boolean).map((origin) => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return fail(`--allowed-origins: "${origin}" is not an origin such as https://app.example.org`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(`--allowed-origins: "${origin}" is not an http(s) origin`);
    return url.origin;
  });
}

/** True when the snapshot is missing or any file of the content folder is newer than its manifest. */
function snapshotIsStale(dist: string, content: string): boolean {
  let built: number;
  try {
    built = statSync(path.join(dist, SNAPSHOT_PATHS.manifest)).mtimeMs;
  } catch {
    return true;
  }
  return fg.sync('**/*', { cwd: content, onlyFiles: true }).some((file) => statSync(path.join(content, file)).mtimeMs > built);
}

async function serve(args: ReturnType<typeof options>) {
  const port = wholeNumber('port', args.port, 0);
  const rateLimit = wholeNumber('rate-limit', args['rate-limit'], 0);
  const concurrency = wholeNumber('concurrency', args.concurrency, 1);
  let snapshot;
  try {
    snapshot = loadSnapshot(path.resolve(args.dist));
  } catch (error) {
    fail(error instanceof SnapshotError ? error.message : `cannot load the snapshot: ${(error as Error).message}`, 1);
  }
  const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  let service: ReturnType<typeof createService> | undefined;
  // The base URL names the bound port, so the service is made once listening; a request before that is refused.
  const server = createHttpServer(() => service?.handler ?? ((_req, res) => res.destroy()));
  server.listen(port, args.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch((error: NodeJS.ErrnoException) => fail(`cannot listen on ${args.host}:${port}: ${error.code ?? error.message}`, 1));
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const hostForUrl = args.host.includes(':') ? `[${args.host}]` : args.host;
  const baseUrl = (args['base-url'] ?? `http://${hostForUrl}:${boundPort}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(baseUrl)) fail(`--base-url (or BASE_URL) must be an absolute http(s) URL, not "${baseUrl}"`);
  const settings = { baseUrl, rateLimit, concurrency, version, host: args.host, allowedOrigins: parseOrigins(args['allowed-origins']) };
  service = createService({ ...settings, snapshot });
  process.stdout.write(`listening on http://${hostForUrl}:${boundPort}\n`);

  // SIGHUP: load the snapshot the output path points to now (a new build) and serve it from the next request on.
  // Requests in progress finish on the snapshot they started with; a snapshot that does not verify is not taken.
  process.on('SIGHUP', () => {
    try {
      const next = loadSnapshot(path.resolve(args.dist));
      const previous = service!.api.snapshot;
      service = createService({ ...settings, snapshot: next, limits: { budget: service!.budget, gate: service!.gate } });
      // Requests that started on the old snapshot may still read its files; none outlives the request timeout.
      setTimeout(() => previous.close(), RETIRED_SNAPSHOT_GRACE_MS).unref();
      process.stdout.write(`reloaded: serving build ${next.manifest.buildId}\n`);
    } catch (error) {
      const reason = error instanceof SnapshotError ? error.message : (error as Error).message;
      process.stderr.write(`serve: reload refused, still serving build ${service!.api.snapshot.manifest.buildId}: ${reason}\n`);
    }
  });

  // SIGTERM: stop accepting, let requests in progress finish, then exit 0.
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

async function main(): Promise<void> {
  const [command = 'serve', ...rest] = process.argv.slice(2);
  const args = options(rest);
  if (command === 'start') {
    if (snapshotIsStale(args.dist, args.content)) {
      const build = spawnSync(process.execPath, [...process.execArgv, path.join(import.meta.dirname, '../build/cli.ts'), '--content', args.content, '--out', args.dist], { stdio: 'inherit' });
      if (build.status !== 0) fail('the build failed; the service was not started', 1);
    }
    await serve(args);
  } else if (command === 'serve') {
    await serve(args);
  } else {
    fail(`unknown command ${command}; use serve or start`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
