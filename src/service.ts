/**
 * The whole service on one snapshot: the HTTP API, and the front doors mounted
 * beside it, sharing one request budget and one read limit.
 */
import type { Snapshot } from './snapshot/load.ts';
import { createApp, type AppOptions, type Mount } from './http/app.ts';
import type { ReadApi } from './api/read-api.ts';
import { docsMounts } from './docs/page.ts';
import { sendProblem } from './http/respond.ts';
import { noRouteProblem } from './schema/problem.ts';
import { mcpMount } from './mcp/endpoint.ts';
import { silentLogger, type Logger } from './log.ts';
import { servedDescription } from './openapi/served.ts';

export interface ServiceOptions {
  snapshot: Snapshot;
  baseUrl: string;
  rateLimit: number;
  concurrency: number;
  version: string;
  /** The host the server is bound to (MCP's DNS-rebinding check accepts loopback names when it is loopback). */
  host: string;
  allowedOrigins: string[];
  queueSize?: number;
  queueTimeoutMs?: number;
  clock?: () => number;
  /** The limits of the service this one replaces (a snapshot reload). */
  limits?: AppOptions['limits'];
  /** Where unexpected errors go (none by default: tests and benchmarks). */
  log?: Logger;
  /** Draining once a shutdown has begun (/healthz answers 503). */
  lifecycle?: AppOptions['lifecycle'];
  /** Told of every search page made (metrics, search analytics). */
  onSearch?: AppOptions['onSearch'];
}

export function createService(serviceOptions: ServiceOptions) {
  const options = { ...serviceOptions, log: serviceOptions.log ?? silentLogger };
  // One description of this server, the same bytes for HTTP and MCP.
  const description = servedDescription(options);
  const notFound: Mount['handle'] = (req, res) => sendProblem(req, res, noRouteProblem());
  const mounts = (api: ReadApi): Mount[] => [
    ...docsMounts(notFound),
    mcpMount(api, { ...options, description: description.identity.toString('utf8') }),
  ];
  return createApp({ ...options, description, mounts });
}

export type Service = ReturnType<typeof createService>;
