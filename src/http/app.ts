/**
 * createApp(snapshot): the HTTP front door. Returns a request handler and never
 * listens itself, so tests mount it on port 0 and the CLI wherever it is told.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import polka from 'polka';
import { ReadApi, type Body, type OnSearch, type Reply } from '../api/read-api.ts';
import { CategoriesQuery, CitiesQuery, GetListingParams } from '../schema/search.ts';
import { invalidParametersProblem, noRouteProblem, problem } from '../schema/problem.ts';
import type { Snapshot } from '../snapshot/load.ts';
import { ReadGate, RequestBudget } from './limits.ts';
import { HttpSearchQuery, parseParams, zodInvalidParams, decodeQuery, type ParseResult } from './params.ts';
import { sendBody, sendProblem } from './respond.ts';
import { indexBody, INDEX_PATHS } from './index-links.ts';
import { admission, commonHeaders, countedBody, guarded, headAsGet, noTrailingSlash, preflight, type CountedAt, type Refusals, type Req } from './front-door.ts';
import { withDirectReads } from './direct-reads.ts';
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
  /** Told of every search page made (metrics, search analytics). */
  onSearch?: OnSearch;
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
  const api = new ReadApi(options.snapshot, options.baseUrl, options.clock, options.onSearch);
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
  route('/healthz', (req, res) => health(req, res, options, api));
  for (const mount of mounts) app.all(mount.path, guard(mount.handle));

  /** A handler that throws answers 503 with a problem body, never a stack trace; the log gets the stack. */
  function guard(handler: Handler): Handler {
    return (req, res) => guarded(() => handler(req, res), req, res, fail);
  }

  function internalError(req: IncomingMessage, res: ServerResponse, error: unknown) {
    log.error({ err: error, reqId: requestIdOf(res), method: req.method, route: routeOf(req.url) }, 'unexpected error');
    answerInternalError(req, res);
  }

  const handler = withDirectReads({ api, buildId, admit, apiRoute: API_ROUTE, common, fail }, app.handler as (req: IncomingMessage, res: ServerResponse) => void);
  return { handler, api, budget, gate };
}

/** The build, its counts and whether the process is draining: a balancer stops sending once this is 503. */
function health(req: Req, res: ServerResponse, options: AppOptions, api: ReadApi): void {
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
}

function answerInternalError(req: IncomingMessage, res: ServerResponse) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendProblem(req, res, problem('internal-error', 'the service could not answer this request; retry later'), { 'Retry-After': '1' });
}
