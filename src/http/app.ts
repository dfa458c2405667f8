/**
 * createApp(snapshot): the HTTP front door. Returns a request handler and never
 * listens itself, so tests mount it on port 0 and the CLI wherever it is told.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import polka from 'polka';
import { ReadApi, type Body, type Reply } from '../api/read-api.ts';
import { CategoriesQuery, CitiesQuery, GetListingParams } from '../schema/search.ts';
import { invalidParametersProblem, noRouteProblem, overBudgetProblem, problem } from '../schema/problem.ts';
import type { Snapshot } from '../snapshot/load.ts';
import { Overloaded, ReadGate, RequestBudget } from './limits.ts';
import { HttpSearchQuery, parseParams, zodInvalidParams, decodeQuery, type ParseResult } from './params.ts';
import { COMMON_HEADERS, sendBody, sendProblem, type HeaderList } from './respond.ts';
import { BODY_TIMEOUT_MS, hasBody, MAX_BODY_BYTES, readBody } from './body.ts';
import { requestIdOf, routeOf } from './access-log.ts';
import { silentLogger, type Logger } from '../log.ts';

export interface AppOptions {
  snapshot: Snapshot;
  /** Absolute base of the links the API writes, without a trailing slash. */
  baseUrl: string;
  /** Requests per minute for the whole process; 0 turns the budget off. */
  rateLimit: number;
  concurrency: number;
  /** The OpenAPI description this server serves (it names the server and its limits). */
  description: Body;
  queueSize?: number;
  queueTimeoutMs?: number;
  /** Extra routes of other front doors (MCP, docs), made with the same read API: path → handler for any method. */
  mounts?: (api: ReadApi) => Mount[];
  clock?: () => number;
  /** The limits of an app this one replaces (a snapshot reload): the budget and the reads in progress carry over. */
  limits?: { budget: RequestBudget | null; gate: ReadGate };
  /** Where unexpected errors go, with their stacks (none by default). */
  log?: Logger;
  /** The process's lifecycle, shared across reloads: draining once a shutdown has begun. */
  lifecycle?: { draining: boolean };
}

export interface Mount {
  path: string;
  /** Whether requests here count against the budget and the read limit. */
  counted: boolean;
  handle: (req: Req, res: ServerResponse) => void | Promise<void>;
  /** How to refuse a request past the budget, when the front door has its own way (else a 429 problem). */
  overBudget?: (req: Req, res: ServerResponse, retryAfter: number) => void | Promise<void>;
  /** How to refuse a body that is too large or too slow, when the front door has its own way (else a 413 or 408 problem). */
  refuseBody?: (req: Req, res: ServerResponse, reason: 'too-large' | 'too-slow') => void;
}

export type Req = IncomingMessage & {
  path: string;
  params: Record<string, string>;
  search: string | null;
  /** The request body, read whole (under a bound) before the request takes a read place; undefined when none was sent. */
  body?: Buffer;
};
type Handler = (req: Req, res: ServerResponse) => void | Promise<void>;

const DEFAULT_QUEUE_SIZE = 256;
const DEFAULT_QUEUE_TIMEOUT_MS = 2000;

export function createApp(options: AppOptions) {
  const api = new ReadApi(options.snapshot, options.baseUrl, options.clock);
  const budget = options.limits ? options.limits.budget : options.rateLimit > 0 ? new RequestBudget(options.rateLimit) : null;
  const gate = options.limits?.gate ?? new ReadGate(options.concurrency, options.queueSize ?? DEFAULT_QUEUE_SIZE, options.queueTimeoutMs ?? DEFAULT_QUEUE_TIMEOUT_MS);
  const mounts = options.mounts?.(api) ?? [];
  const { buildId } = options.snapshot.manifest;
  const log = options.log ?? silentLogger;
  const countedMount = (path: string) => mounts.find((m) => m.counted && m.path === path);
  const isCounted = (path: string) => path.startsWith('/api/v1/') || countedMount(path) !== undefined;

  const app = polka({
    onNoMatch: (req: IncomingMessage, res: ServerResponse) => sendProblem(req, res, noRouteProblem()),
    onError: (error: unknown, req: IncomingMessage, res: ServerResponse) => internalError(req, res, error),
  });

  // Headers every response carries, preflight, and what no route should see; then, for a counted
  // route, its body (read whole before it may wait for anything scarce), the budget and a read place.
  app.use((req: Req, res: ServerResponse, next: () => void) => {
    for (const name in COMMON_HEADERS) res.setHeader(name, COMMON_HEADERS[name as keyof typeof COMMON_HEADERS]);
    // Which snapshot answered: a reload swaps the app between two requests, never within one.
    res.setHeader('X-Build-Id', buildId);
    const requestId = requestIdOf(res);
    if (requestId) res.setHeader('X-Request-Id', requestId);
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, DELETE, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'Content-Type, If-None-Match, Accept, MCP-Protocol-Version, Mcp-Session-Id, Last-Event-ID');
      res.setHeader('Access-Control-Max-Age', '86400');
      res.end();
      return;
    }
    // "/api/v1/ads/" is not "/api/v1/ads": no route answers a trailing slash.
    if (req.path.length > 1 && req.path.endsWith('/')) {
      sendProblem(req, res, noRouteProblem());
      return;
    }
    if (!isCounted(req.path)) return next();
    const mount = countedMount(req.path);
    if (!hasBody(req)) return admit(req, res, next, mount);
    readBody(req).then((read) => {
      if (read.ok) {
        req.body = read.bytes;
        return admit(req, res, next, mount);
      }
      if (read.reason === 'aborted') return void res.destroy();
      const refuse = mount?.refuseBody;
      if (refuse) return refuse(req, res, read.reason);
      if (read.reason === 'too-large') sendProblem(req, res, problem('payload-too-large', `the request body is larger than ${MAX_BODY_BYTES} bytes`), { Connection: 'close' });
      else sendProblem(req, res, problem('request-timeout', `the request body did not arrive within ${BODY_TIMEOUT_MS / 1000} s`), { Connection: 'close' });
    }, (error: unknown) => internalError(req, res, error));
  });

  /** The request budget, then a place among the reads in progress (or the queue); a mount may refuse in its own way. */
  function admit(req: IncomingMessage, res: ServerResponse, next: () => void, mount?: Mount, unsent: HeaderList = NO_HEADERS): void {
    if (budget) {
      const taken = budget.take();
      const policy = `"default";q=${budget.capacity};w=60`;
      res.setHeader('RateLimit-Policy', policy);
      if (!taken.ok) {
        res.setHeader('RateLimit', `"default";r=0;t=${taken.retryAfter}`);
        const refuse = mount?.overBudget;
        if (refuse) return void guard((rq, rs) => refuse(rq, rs, taken.retryAfter))(req as Req, res);
        setHeaders(res, unsent);
        sendProblem(req, res, overBudgetProblem(budget.capacity, taken.retryAfter), { 'Retry-After': String(taken.retryAfter) });
        return;
      }
      res.setHeader('RateLimit', `"default";r=${taken.remaining};t=${taken.resetSeconds}`);
    }
    const place = gate.tryAcquire();
    if (place) {
      holdUntilAnswered(res, place);
      return next();
    }
    gate.acquire().then((release) => {
      holdUntilAnswered(res, release);
      next();
    }, (error: unknown) => {
      setHeaders(res, unsent);
      if (!(error instanceof Overloaded)) return internalError(req, res, error);
      sendProblem(req, res, problem('overloaded', `more than ${gate.limit} reads are in progress and the queue is full or the wait ran out; retry in a second`), { 'Retry-After': '1' });
    });
  }

  function route(path: string, handler: Handler) {
    const safe = guard(handler);
    app.get(path, safe);
    app.head(path, safe);
    app.all(path, (req: Req, res: ServerResponse) => {
      sendProblem(req, res, problem('method-not-allowed', `${req.method} is not allowed here; use GET or HEAD`), { Allow: 'GET, HEAD' });
    });
  }

  function answer(req: Req, res: ServerResponse, reply: Reply) {
    if (reply.ok) sendBody(req, res, reply.body);
    else sendProblem(req, res, reply.problem);
  }

  function withParams<T>(req: Req, res: ServerResponse, parsed: ParseResult<T>, then: (value: T) => Reply) {
    if (!parsed.ok) return sendProblem(req, res, invalidParametersProblem(parsed.invalid));
    answer(req, res, then(parsed.value));
  }

  const query = (req: Req) => decodeQuery(req.search);

  route('/api/v1/cities', (req, res) =>
    withParams(req, res, parseParams(query(req), CitiesQuery), (q) => api.cities(q)));
  route('/api/v1/categories', (req, res) =>
    withParams(req, res, parseParams(query(req), CategoriesQuery), (q) => api.categories(q)));
  route('/api/v1/ads', (req, res) =>
    withParams(req, res, parseParams(query(req), HttpSearchQuery), (q) => api.search(q)));
  route('/api/v1/ads/:id', (req, res) => {
    const parsed = GetListingParams.safeParse({ id: req.params.id });
    // A path parameter has no query: anything in the query string is unknown.
    const { pairs, undecodable } = query(req);
    const unknown = [...undecodable, ...pairs.map(([name]) => ({ name, reason: 'unknown parameter' }))];
    const invalid = [...(parsed.success ? [] : zodInvalidParams(parsed.error)), ...unknown];
    withParams(req, res, invalid.length > 0 ? { ok: false, invalid } : { ok: true, value: parsed.data! }, (p) => api.listing(p.id));
  });
  route('/api/v1/openapi.json', (req, res) => sendBody(req, res, options.description));
  // A balancer stops sending once this is 503: the process is shutting down.
  route('/healthz', (req, res) => {
    const { buildId, builtAt, counts } = options.snapshot.manifest;
    const draining = options.lifecycle?.draining === true;
    const body = { status: draining ? 'draining' : 'ok', buildId, builtAt, counts, listings: api.engine.listingCount };
    if (draining) {
      const bytes = Buffer.from(JSON.stringify(body));
      res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': bytes.length, 'Retry-After': '1' });
      res.end(req.method === 'HEAD' ? undefined : bytes);
      return;
    }
    sendBody(req, res, { identity: Buffer.from(JSON.stringify(body)), hash: buildId, maxAge: 0 });
  });
  for (const mount of mounts) app.all(mount.path, guard(mount.handle));


/**
 * A read place is given back once the whole response has been handed to the
 * socket ('prefinish'), not when the client has read it: a slow reader of a
 * large page holds its own socket's buffer, never a place other clients need.
 * 'close' covers a connection that ends first.
 */
function holdUntilAnswered(res: ServerResponse, release: () => void): void {
  res.once('prefinish', release);
  res.once('close', release);
}

  /** A handler that throws answers 503 with a problem body, never a stack trace; the log gets the stack. */
  function guard(handler: Handler): Handler {
    return (req, res) => {
      try {
        const result = handler(req, res);
        if (result instanceof Promise) result.catch((error: unknown) => internalError(req, res, error));
      } catch (error) {
        internalError(req, res, error);
      }
    };
  }

  function internalError(req: IncomingMessage, res: ServerResponse, error: unknown) {
    log.error({ err: error, reqId: requestIdOf(res), method: req.method, route: routeOf(req.url) }, 'unexpected error');
    answerInternalError(req, res);
  }

  /** Every response's own headers, for a route that writes them all at once. */
  const leading: HeaderList = [...Object.entries(COMMON_HEADERS).flat(), 'X-Build-Id', buildId];
  const LISTING_PREFIX = '/api/v1/ads/';
  const LISTING_URL_LENGTH = LISTING_PREFIX.length + 36;

  /**
   * The listing read, the one route a CDN's misses and most clients hit, without
   * the router: a GET or HEAD of a published listing by its lower-case id, with no
   * query and no body, is admitted like any read and answered with its headers in
   * one go. Anything else about such a request (another letter case, a query, an
   * unknown or expired id) goes the general way, which answers it the same, slower.
   */
  function listingRead(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url!;
    if (url.length !== LISTING_URL_LENGTH || !url.startsWith(LISTING_PREFIX)) return false;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || hasBody(req)) return false;
    const id = url.slice(LISTING_PREFIX.length);
    if (id !== id.toLowerCase()) return false;
    let reply: Reply;
    try {
      reply = api.listing(id);
    } catch {
      return false; // the general way fails the same, answers 503 and logs why
    }
    if (!reply.ok) return false;
    const requestId = requestIdOf(res);
    const headers = requestId ? [...leading, 'X-Request-Id', requestId] : leading;
    admit(req, res, () => {
      try {
        sendBody(req, res, reply.body, headers);
      } catch (error) {
        setHeaders(res, headers);
        internalError(req, res, error);
      }
    }, undefined, headers);
    return true;
  }

  /**
   * An edge in front of several replicas names the build it serves in X-Expect-Build-Id: a
   * replica that serves another (one not yet reloaded, or one whose reload was refused)
   * refuses before any budget or read place is taken, so the edge asks the next replica and
   * a client never gets a response of another build than the edge's. 403, because nginx
   * passes a 403 on to the next replica without counting it as a failure of this one (a
   * 503 would mark it down, and both are refused by turns during a switch).
   */
  function otherBuild(req: IncomingMessage, res: ServerResponse): boolean {
    const expected = req.headers['x-expect-build-id'];
    if (expected === undefined || expected === buildId) return false;
    setHeaders(res, leading);
    const requestId = requestIdOf(res);
    if (requestId) res.setHeader('X-Request-Id', requestId);
    sendProblem(req, res, {
      type: '/problems/other-build', title: 'Another build is served here', status: 403,
      detail: `this replica serves build ${buildId}, not ${String(expected)}; retry in a second`,
    }, { 'Retry-After': '1' });
    return true;
  }

  const handler = app.handler as (req: IncomingMessage, res: ServerResponse) => void;
  return { handler: (req: IncomingMessage, res: ServerResponse) => { if (!otherBuild(req, res) && !listingRead(req, res)) handler(req, res); }, api, budget, gate };
}

const NO_HEADERS: HeaderList = [];

/** Sets headers a route meant to write at once, when it must answer otherwise (a refusal, an error). */
function setHeaders(res: ServerResponse, headers: HeaderList): void {
  if (res.headersSent) return;
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
}

function answerInternalError(req: IncomingMessage, res: ServerResponse) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendProblem(req, res, problem('internal-error', 'the service could not answer this request; retry later'), { 'Retry-After': '1' });
}
