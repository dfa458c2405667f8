/**
 * Shutdown on SIGTERM or SIGINT: refuse new connections, answer /healthz with 503
 * "draining" on the ones still open, let requests in progress finish, then exit 0;
 * past the deadline, close what is left and exit 1.
 */
import type { Server } from 'node:http';
import { flushLog, type Logger } from '../log.ts';

export interface Draining {
  server: Server;
  log: Logger;
  drainMs: number;
  /** Shared with the service: /healthz reads `draining`. */
  lifecycle: { draining: boolean };
  /** What the shutdown and exit lines say of the snapshot served. */
  describe: () => Record<string, unknown>;
  /** Last work before the exit (the analytics' state written); its failure does not hold the exit. */
  beforeExit?: () => Promise<void>;
}

/** While draining, how often connections whose answers are all written are closed. */
const DRAIN_SWEEP_MS = 50;

export function drainOnSignals(draining: Draining): void {
  const { server, log, drainMs, lifecycle } = draining;
  const exit = (code: number) => {
    void Promise.resolve(draining.beforeExit?.()).catch(() => {}).finally(() => {
      flushLog(log);
      process.exit(code);
    });
  };
  const stop = (signal: string) => {
    if (lifecycle.draining) return;
    lifecycle.draining = true;
    const deadline = setTimeout(() => {
      log.warn({ event: 'shutdown', forced: true }, 'drain deadline passed: closing the connections left');
      server.closeAllConnections();
      exit(1);
    }, drainMs);
    deadline.unref();
    server.close(() => {
      clearTimeout(deadline);
      log.info({ event: 'exit', build: draining.describe().build }, 'stopped');
      exit(0);
    });
    // A connection is closed as soon as its last answer is written: kept alive, it would hold the exit
    // until the client's next request or the keep-alive timeout.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), DRAIN_SWEEP_MS).unref();
    // Once the socket is closed: whoever reads this line may count on new connections being refused.
    log.info({ event: 'shutdown', signal, drainTimeoutS: drainMs / 1000, ...draining.describe() }, 'draining');
    flushLog(log);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
