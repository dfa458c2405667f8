/**
 * One log line per request, written when the response is finished (or the
 * connection ends first): time, request id, method, route, status, duration,
 * bytes sent (headers included) and the build that answered. The route is the
 * pattern, never the request's path and query, which carry what people search
 * for; the client's address only when the operator asks for it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { infoLine, type Logger } from '../log.ts';

const ROUTES: [RegExp, string][] = [
  [/^\/api\/v1\/ads\/[^/]+$/, '/api/v1/ads/{id}'],
  [/^\/docs\/.+$/, '/docs/*'],
];
const EXACT = new Set(['/api/v1/ads', '/api/v1/cities', '/api/v1/categories', '/api/v1/openapi.json', '/healthz', '/docs', '/mcp']);

/** The route a request path belongs to, as the README names routes. */
export function routeOf(url: string | undefined): string {
  const path = (url ?? '').split('?', 1)[0]!;
  if (EXACT.has(path)) return path;
  for (const [pattern, route] of ROUTES) if (pattern.test(path)) return route;
  return '(no route)';
}

export interface AccessLogOptions {
  log: Logger;
  /** The build serving now (it changes on a reload). */
  buildId: () => string;
  /** Whether to log the client's address. */
  clientAddress: boolean;
}

let sequence = 0;
const PREFIX = `${process.pid.toString(36)}-${Date.now().toString(36)}`;

/** A request id, unique within the process and across restarts. */
export function nextRequestId(): string {
  return `${PREFIX}-${(++sequence).toString(36)}`;
}

/**
 * Where a response keeps its request's id: a property of its own rather than a
 * WeakMap entry, which the garbage collector treats as an ephemeron and visits
 * apart (about 1.5% of the listing read's CPU under load).
 */
const REQUEST_ID = Symbol('requestId');
type Identified = ServerResponse & { [REQUEST_ID]?: string };

/**
 * The id of a logged request, which its response sends back as `X-Request-Id`
 * (whoever writes the headers adds it: the listing route writes them all at once).
 */
export function requestIdOf(res: ServerResponse): string | undefined {
  return (res as Identified)[REQUEST_ID];
}

/** Where a request's line starts: its id (given now) and the bytes its connection had sent before it. */
export interface LineStart {
  id: string;
  bytesBefore: number;
}

/** Starts the line of one request and gives it its id; null when request lines are not logged. */
export function startLine(req: IncomingMessage, res: ServerResponse, options: AccessLogOptions): LineStart | null {
  if (!options.log.isLevelEnabled('info')) return null;
  const id = nextRequestId();
  (res as Identified)[REQUEST_ID] = id;
  return { id, bytesBefore: req.socket.bytesWritten };
}

/** Writes the line of a request whose response is closed: finished, or its connection ended first. */
export function endLine(req: IncomingMessage, res: ServerResponse, options: AccessLogOptions, start: LineStart, route: string, ms: number): void {
  const socket = req.socket;
  const line: RequestLine = {
    reqId: start.id,
    method: req.method,
    route,
    status: res.statusCode,
    ms: Math.round(ms * 100) / 100,
    // Bytes on the wire, headers included: right for streamed (MCP) responses too.
    bytes: socket.bytesWritten - start.bytesBefore,
    build: options.buildId(),
  };
  if (!res.writableFinished) line.aborted = true;
  if (options.clientAddress) line.client = socket.remoteAddress;
  infoLine(options.log, line, 'request');
}

interface RequestLine {
  reqId: string;
  method: string | undefined;
  route: string;
  status: number;
  ms: number;
  bytes: number;
  build: string;
  aborted?: true;
  client?: string | undefined;
}
