/**
 * The private listener: what Prometheus scrapes and what the analytics command
 * reads, on an address and port of their own (loopback unless told otherwise),
 * never on the public port and so never through the edge. It answers two GETs
 * and 404 to anything else; it has no budget and no read gate, which are the
 * public port's.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';

export interface PrivateRoutes {
  registry: Registry;
  /** The search analytics report, as JSON (absent when analytics are off). */
  analytics?: () => unknown;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
  res.end(body);
}

export function createMetricsServer(routes: PrivateRoutes): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain; charset=utf-8', 'GET only\n');
    if (path === '/metrics') {
      routes.registry.metrics().then(
        (text) => send(res, 200, routes.registry.contentType, text),
        (error: unknown) => send(res, 500, 'text/plain; charset=utf-8', `metrics could not be collected: ${(error as Error).message}\n`),
      );
      return;
    }
    if (path === '/analytics' && routes.analytics) return send(res, 200, 'application/json; charset=utf-8', `${JSON.stringify(routes.analytics())}\n`);
    send(res, 404, 'text/plain; charset=utf-8', 'not found: this listener answers /metrics and /analytics\n');
  });
}
