/**
 * createApp(snapshot): the HTTP front door. Returns a request handler and never
 * listens itself, so tests mount it on port 0 and the CLI wherever it is told.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import polka from 'polka';
import { ReadApi, type Body, type Reply } from '../api/read-api.ts';
import { CategoriesQuery, CitiesQuery, GetListingParams } from '../schema/search.ts';
import { invalidParametersProblem, noRouteProblem, problem } from '../schema/problem.ts';
import type { Snapshot } from '../snapshot/load.ts';
import { ReadGate, RequestBudget } from './limits.ts';
import { HttpSearchQuery, parseParams, zodInvalidParams, decodeQuery, type ParseResult } from './params.ts';
import { sendBody, sendProblem } from './respond.ts';
import { hasBody } from './body.ts';
import { indexBody, INDEX_PATHS } from './index-links.ts';
import {
  admission, commonHeaders, countedBody, guarded, headAsGet, isRead, leadingHeaders, noTrailingSlash, preflight, setHeaders,
  type CountedAt, type Refusals, type Req,
} from './front-door.ts';
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

export interface Mount extends Refusals {
  path: string;
  /** Whether requests here count against the budget and the read limit. */
  counted: boolean;
  handle: (req: Req, res: ServerResponse) => void | Promise<void>;
}

export type { Req };
type Handler = (req: Req, res: ServerResponse) => void | Promise<void>;

const DEFAULT_QUEUE_SIZE = 256;
const DEFAULT_QUEUE_TIMEOUT_MS = 2000;
/** What an API route counts as: no refusal of its own, so the problem bodies. */
const API_ROUTE: Refusals = {};

export function createApp(options: AppOptions) {
  const api = new ReadApi(options.snapshot, options.baseUrl, options.clock);
  const budget = options.limits ? options.limits.budget : options.rateLimit > 0 ? new RequestBudget(options.rateLimit) : null;
  const gate = options.limits?.gate ?? new ReadGate(options.concurrency, options.queueSize ?? DEFAULT_QUEUE_SIZE, options.queueTimeoutMs ?? DEFAULT_QUEUE_TIMEOUT_MS);
  const mounts = options.mounts?.(api) ?? [];
  const { buildId } = options.snapshot.manifest;
  const log = options.log ?? silentLogger;
  const countedAt: CountedAt = (path) => path.startsWith('/api/v1/') ? API_ROUTE : mounts.find((m) => m.counted && m.path === path) ?? null;
  const fail = internalError;
  const { admit, middleware: admitted } = admission(budget, gate, countedAt, fail);

  const app = polka({
    onNoMatch: (req: IncomingMessage, res: ServerResponse) => sendProblem(req, res, noRouteProblem()),
    onError: (error: unknown, req: IncomingMessage, res: ServerResponse) => internalError(req, res, error),
  });
  headAsGet(app);
  const common = commonHeaders(buildId);
  app.use(common, preflight, noTrailingSlash, countedBody(countedAt, fail), admitted);

  function route(path: string, handler: Handler) {
    app.get(path, guard(handler));
    app.all(path, (req: Req, res: ServerResponse) => {
      sendProblem(req, res, problem('method-not-allowed', `${req.method} is not allowed here; use GET or HEAD`), { Allow: 'GET, HEAD' });
    });
  }

  /** Answers a reply; a search's page is made on the search thread, and the promise rejects if it could not be (the route's guard answers then). */
  function answer(req: Req, res: ServerResponse, reply: Reply): void | Promise<void> {
    return reply.ok ? sendBody(req, res, reply.body) : sendProblem(req, res, reply.problem);
  }

  function withParams<T>(req: Req, res: ServerResponse, parsed: ParseResult<T>, then: (value: T) => Reply): void | Promise<void> {
    if (!parsed.ok) return sendProblem(req, res, invalidParametersProblem(parsed.invalid));
    return answer(req, res, then(parsed.value));
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
  const index = indexBody(options.baseUrl, (path) => mounts.some((m) => m.path === path));
  for (const path of INDEX_PATHS) route(path, (req, res) => sendBody(req, res, index));
  // A balancer stops sending once this is 503: the process is shutting down.
  route('/healthz', (req, res) => {
    const { buildId, builtAt, counts } = options.snapshot.manifest;
    const draining = options.lifecycle?.draining === true;
    const body = { status: draining ? 'draining' : 'ok', buildId, builtAt, counts, listings: api.searcher.listingCount };
    if (draining) {
      const bytes = Buffer.from(JSON.stringify(body));
      res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': bytes.length, 'Retry-After': '1' });
      res.end(bytes);
      return;
    }
    sendBody(req, res, { identity: Buffer.from(JSON.stringify(body)), hash: buildId, maxAge: 0 });
  });
  for (const mount of mounts) app.all(mount.path, guard(mount.handle));

  /** A handler that throws answers 503 with a problem body, never a stack trace; the log gets the stack. */
  function guard(handler: Handler): Handler {
    return (req, res) => guarded(() => handler(req, res), req, res, fail);
  }

  function internalError(req: IncomingMessage, res: ServerResponse, error: unknown) {
    log.error({ err: error, reqId: requestIdOf(res), method: req.method, route: routeOf(req.url) }, 'unexpected error');
    answerInternalError(req, res);
  }

  /** Every response's own headers, for a route that writes them all at once. */
  const leading = leadingHeaders(buildId);
  const LISTING_PREFIX = '/api/v1/ads/';
  const LISTING_URL_LENGTH = LISTING_PREFIX.length + 36;
  const SEARCH_PATH = '/api/v1/ads';

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
    if (!isRead(req.method) || hasBody(req)) return false;
    const id = url.slice(LISTING_PREFIX.length);
    if (id !== id.toLowerCase()) return false;
    return answerDirectly(req, res, () => api.listing(id));
  }

  /**
   * A search, what a replica behind the edge's cache mostly answers, without the
   * router and its middleware the same way: a GET or HEAD of /api/v1/ads with
   * valid parameters and no body. A query the schema refuses, or the API answers
   * with a problem, goes the general way, which names what is wrong.
   */
  function searchRead(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url!;
    if (!url.startsWith(SEARCH_PATH) || (url.length > SEARCH_PATH.length && url[SEARCH_PATH.length] !== '?')) return false;
    if (!isRead(req.method) || hasBody(req)) return false;
    const parsed = parseParams(decodeQuery(url.slice(SEARCH_PATH.length)), HttpSearchQuery);
    if (!parsed.ok) return false;
    return answerDirectly(req, res, () => api.search(parsed.value));
  }

  /**
   * Answers a read that needs nothing of the router: admitted like any read, with
   * all its headers written at once. False, and nothing done, when the reply is a
   * problem or could not be made: the general way answers then (the same problem,
   * or 503 with the error logged).
   */
  function answerDirectly(req: IncomingMessage, res: ServerResponse, read: () => Reply): boolean {
    let reply: Reply;
    try {
      reply = read();
    } catch {
      return false;
    }
    if (!reply.ok) return false;
    const { body } = reply;
    const requestId = requestIdOf(res);
    const headers = requestId ? [...leading, 'X-Request-Id', requestId] : leading;
    const failed = (error: unknown) => {
      setHeaders(res, headers);
      internalError(req, res, error);
    };
    admit(req, res, () => guarded(() => sendBody(req, res, body, headers), req, res, (_req, _res, error) => failed(error)), API_ROUTE, headers);
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
    common(req as Req, res, () => {});
    sendProblem(req, res, problem('other-build', `this replica serves build ${buildId}, not ${String(expected)}; retry in a second`), { 'Retry-After': '1' });
    return true;
  }

  const handler = app.handler as (req: IncomingMessage, res: ServerResponse) => void;
  return { handler: (req: IncomingMessage, res: ServerResponse) => { if (!otherBuild(req, res) && !listingRead(req, res) && !searchRead(req, res)) handler(req, res); }, api, budget, gate };
}

function answerInternalError(req: IncomingMessage, res: ServerResponse) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendProblem(req, res, problem('internal-error', 'the service could not answer this request; retry later'), { 'Retry-After': '1' });
}
