/**
 * The Node HTTP server around the app: the limits a hostile or broken client
 * meets before any route runs, and problem+json for the errors Node itself
 * would answer bare (a malformed request, a URL or headers too large, a request
 * that never finishes arriving).
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { problem, PROBLEM_TYPES, type Problem, type ProblemKind } from '../schema/problem.ts';
import { endLine, nextRequestId, requestIdOf, routeOf, startLine, type AccessLogOptions } from './access-log.ts';
import type { RequestMetrics } from '../metrics/service-metrics.ts';
import { COMMON_HEADERS, sendProblem, PROBLEM_TYPE } from './respond.ts';

export interface ServerLimits {
  maxUrlBytes: number;
  maxHeaderBytes: number;
  parserHeadBytes: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleSocketTimeoutMs: number;
}

export const SERVER_LIMITS: ServerLimits = {
  /** A longer request target is answered 414. */
  maxUrlBytes: 8 * 1024,
  /** Longer request headers (names and values, the request line excluded) are answered 431. */
  maxHeaderBytes: 16 * 1024,
  /** What Node's parser holds for the request line and headers; past it the parser stops reading (414 or 431). */
  parserHeadBytes: 64 * 1024,
  /** The request line and headers must arrive within this (slow-header clients, "slowloris"). */
  headersTimeoutMs: 10_000,
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: 30_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** A connection with no traffic either way (a client that stopped reading its response) is closed after this. */
  idleSocketTimeoutMs: 30_000,
};

/** The problem as a whole raw HTTP/1.1 response, for a socket the HTTP layer has given up on. */
function rawProblem(kind: ProblemKind, detail: string): string {
  const answer = problem(kind, detail);
  const body = JSON.stringify(answer);
  const { status } = answer;
  const headers = {
    ...COMMON_HEADERS,
    'Content-Type': PROBLEM_TYPE,
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${body}`;
}

/** Which problem a parser error is. */
function clientErrorProblem(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, limits: ServerLimits): [ProblemKind, string] {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW': {
      // The parser stops at its bound without saying where it was, and the packet it was reading
      // is all there is to go by: a request line not yet ended ("GET /aaa…"), or the end of one
      // ("…aaa HTTP/1.1"), means the target is what is too long. A target so long that neither
      // end is in the packet is reported as 431.
      const packet = error.rawPacket?.toString('latin1') ?? '';
      const firstLine = packet.split('\r\n', 1)[0] ?? '';
      const inRequestLine = (!packet.includes('\r\n') && /^[A-Z]+ \S*$/.test(packet.slice(0, 4096)))
        || (packet.includes('\r\n') && /^\S* HTTP\/1\.[01]$/.test(firstLine));
      return inRequestLine
        ? ['uri-too-long', `the request target is longer than ${limits.maxUrlBytes} bytes`]
        : ['headers-too-large', `the request headers are larger than ${limits.maxHeaderBytes} bytes`];
    }
    case 'HPE_INVALID_URL':
      return ['bad-request', unencodedTargetDetail(error.rawPacket)];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'HPE_HEADER_TIMEOUT':
      return ['request-timeout', 'the request did not arrive in time'];
    default:
      return ['bad-request', 'the request is not well-formed HTTP/1.1'];
  }
}

/**
 * Why a request target was refused, and the fix. Node's parser takes only
 * visible ASCII in the target: text sent as raw UTF-8 (curl with a literal
 * "?q=квартира") never reaches a route. No parser option lets it through: not
 * even Node's insecure parser (never an option here) accepts it, and rewriting
 * bytes ahead of the parser would be a parser of our own.
 * The packet the parser was reading tells raw non-ASCII bytes from the
 * other bytes that must be encoded (control characters).
 */
function unencodedTargetDetail(packet: Buffer | undefined): string {
  const lineEnd = packet ? packet.indexOf('\r\n') : -1;
  const line = packet?.subarray(0, lineEnd === -1 ? packet.length : lineEnd);
  const nonAscii = line?.some((byte) => byte >= 0x80) ?? false;
  const cause = nonAscii
    ? 'the request target holds raw non-ASCII bytes (such as UTF-8 text in q)'
    : 'the request target holds a byte that must be percent-encoded (a control character or a raw non-ASCII byte)';
  return `${cause}; percent-encode them (q=%D0%BA%D0%B2 for q=кв), or let curl do it: curl -G --data-urlencode 'q=квартира' <base URL>/api/v1/ads`;
}

function headerBytes(req: IncomingMessage): number {
  let bytes = 0;
  for (const part of req.rawHeaders) bytes += part.length + 2;
  return bytes;
}

/** A request the app must not see: too long a target or too large headers (within what the parser accepted). */
function refuseOversized(req: IncomingMessage, res: ServerResponse, limits: ServerLimits): boolean {
  let refusal: Problem | null = null;
  if ((req.url?.length ?? 0) > limits.maxUrlBytes) {
    refusal = problem('uri-too-long', `the request target is longer than ${limits.maxUrlBytes} bytes`);
  } else if (headerBytes(req) > limits.maxHeaderBytes) {
    refusal = problem('headers-too-large', `the request headers are larger than ${limits.maxHeaderBytes} bytes`);
  }
  if (!refusal) return false;
  const id = requestIdOf(res);
  sendProblem(req, res, refusal, { ...COMMON_HEADERS, ...(id ? { 'X-Request-Id': id } : {}), Connection: 'close' });
  return true;
}

export interface HttpServerOptions {
  limits?: Partial<ServerLimits>;
  /** A line per request (none without it). */
  accessLog?: AccessLogOptions;
  /** Each request counted and timed by route (none without it). */
  metrics?: RequestMetrics;
}

/**
 * Logs, counts and times a request once its response is closed (finished, or its
 * connection ended first): one listener for both, the route and the time read once.
 */
function watch(req: IncomingMessage, res: ServerResponse, accessLog: AccessLogOptions | undefined, metrics: RequestMetrics | undefined): void {
  const started = performance.now();
  const line = accessLog ? startLine(req, res, accessLog) : null;
  if (!line && !metrics) return;
  res.once('close', () => {
    const route = routeOf(req.url);
    const ms = performance.now() - started;
    metrics?.observe(route, req.method, res.statusCode, ms / 1000);
    if (line) endLine(req, res, accessLog!, line, route, ms);
  });
}

/**
 * The server, dispatching each request to whatever `handler()` returns at that
 * moment (a reload swaps it). It never listens itself.
 */
export function createHttpServer(handler: () => (req: IncomingMessage, res: ServerResponse) => void, options: HttpServerOptions = {}): Server {
  const limits = { ...SERVER_LIMITS, ...options.limits };
  const { accessLog, metrics } = options;
  const server = createServer({
    maxHeaderSize: limits.parserHeadBytes,
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Timeouts are checked this often (Node's default, 30 s, would let a slow client stay four times as long).
    connectionsCheckingInterval: 1000,
  });
  server.setTimeout(limits.idleSocketTimeoutMs);
  const dispatch = (req: IncomingMessage, res: ServerResponse) => {
    if (!refuseOversized(req, res, limits)) handler()(req, res);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    watch(req, res, accessLog, metrics);
    // A request pipelined behind another is handled once the answers before it are written
    // and its own can be (Node then gives it the socket): answered at once, it would wait
    // holding a read place, and one client asking for pages it never reads would hold them all.
    if (res.socket) dispatch(req, res);
    else res.once('socket', () => dispatch(req, res));
  });
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const [kind, detail] = clientErrorProblem(error, limits);
    socket.end(rawProblem(kind, detail));
    metrics?.observe('(unparsed)', undefined, PROBLEM_TYPES[kind].status, 0);
    accessLog?.log.info({ reqId: nextRequestId(), route: '(unparsed)', status: PROBLEM_TYPES[kind].status, reason: error.code, build: accessLog.buildId() }, 'request');
  });
  // Node would answer these bare (417) or drop the connection (CONNECT).
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    sendProblem(req, res, problem('expectation-failed', 'only "Expect: 100-continue" is supported'), { ...COMMON_HEADERS, Connection: 'close' });
  });
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(rawProblem('method-not-allowed', 'CONNECT is not allowed here; use GET or HEAD'));
  });
  return server;
}
