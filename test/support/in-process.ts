/**
 * The service in this process, on a free loopback port: the same HTTP server,
 * app and MCP endpoint the command line starts, without a child process. For
 * tests of routes and contracts; what only a process has — signals, its log,
 * reloads, start-up — is tested against the real one (server.ts).
 */
import type { Server } from 'node:http';
import { createHttpServer } from '../../src/http/server.ts';
import { DEFAULT_CONCURRENCY } from '../../src/schema/api.ts';
import { createService } from '../../src/service.ts';
import { loadSnapshot, type Snapshot } from '../../src/snapshot/load.ts';
import { PACKAGE_VERSION } from '../../src/command-line.ts';

const running = new Set<{ server: Server; snapshot: Snapshot }>();
/** Closes every server a test file started in this process, and its snapshot. */
export async function stopInProcessServers(): Promise<void> {
  for (const { server, snapshot } of running) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    snapshot.close();
  }
  running.clear();
}

export interface ServiceSettings {
  /** Requests per minute; 0 (the default here) turns the budget off. */
  rateLimit?: number;
  concurrency?: number;
  allowedOrigins?: string[];
}

/** Serves the snapshot at `dist` until the test file ends; resolves with its base URL. */
export async function serveInProcess(dist: string, settings: ServiceSettings = {}): Promise<string> {
  const snapshot = await loadSnapshot(dist);
  // The command line listens before the compressed variants are verified; the tests of encodings want them offered.
  await snapshot.compressed;
  let service: ReturnType<typeof createService> | undefined;
  const server = createHttpServer(() => service!.handler);
  running.add({ server, snapshot });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  service = createService({
    snapshot, baseUrl: base, version: PACKAGE_VERSION, host: '127.0.0.1',
    rateLimit: settings.rateLimit ?? 0, concurrency: settings.concurrency ?? DEFAULT_CONCURRENCY, allowedOrigins: settings.allowedOrigins ?? [],
  });
  return base;
}
