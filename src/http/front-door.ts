/**
 * The front door's middleware, each one job, in the order a request meets them:
 *
 *   commonHeaders   what every response carries (prepared once, for the build it serves)
 *   preflight       a CORS preflight (OPTIONS) is answered here, for any path
 *   noTrailingSlash "/api/v1/ads/" is not "/api/v1/ads"
 *   countedBody     a counted route's request body, read whole before the request waits for anything scarce
 *   admission       a counted route's share of the request budget, then a place among the reads in progress
 *
 * HEAD is answered in one place too, by `headAsGet`: the router gives it the GET
 * route of its path, and Node's response sends the headers of that GET (its
 * Content-Length included) and drops the body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { noRouteProblem, overBudgetProblem, problem } from '../schema/problem.ts';
import { requestIdOf } from './access-log.ts';
import { BODY_TIMEOUT_MS, hasBody, MAX_BODY_BYTES, readBody } from './body.ts';
import { Overloaded, type ReadGate, type RequestBudget } from './limits.ts';
import { COMMON_HEADERS, sendProblem, type HeaderList } from './respond.ts';

/** A request as the router hands it on: its path, route parameters and query string parsed. */
export type Req = IncomingMessage & {
  path: string;
  params: Record<string, string>;
  search: string | null;
  /** The request body, read whole (under a bound) before the request takes a read place; undefined when none was sent. */
  body?: Buffer;
};
export type Middleware = (req: Req, res: ServerResponse, next: () => void) => void;
/** Where an unexpected error goes: logged, and answered 503. */
export type Fail = (req: IncomingMessage, res: ServerResponse, error: unknown) => void;

/** A counted route's own ways of refusing; an API route has none and gets the problem bodies. */
export interface Refusals {
  /** How to refuse a request past the budget, when the front door has its own way (else a 429 problem). */
  overBudget?: (req: Req, res: ServerResponse, retryAfter: number) => void | Promise<void>;
  /** How to refuse a body that is too large or too slow, when the front door has its own way (else a 413 or 408 problem). */
  refuseBody?: (req: Req, res: ServerResponse, reason: 'too-large' | 'too-slow') => void;
}
/** Whether a path is counted against the budget and the read limit, and how it refuses; null when it is not counted. */
export type CountedAt = (path: string) => Refusals | null;

/** The methods that read: HEAD is GET without the body. */
export function isRead(method: string | undefined): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** What `headAsGet` needs of the router: its route lookup by method and path. */
export interface Router {
  find(method: string, path: string): unknown;
}

/** Makes the router answer HEAD with the GET route of the path (a path without one still finds its any-method route). */
export function headAsGet(router: Router): void {
  const find = router.find.bind(router);
  router.find = (method, path) => find(method === 'HEAD' ? 'GET' : method, path);
}

/** The headers every response of a build carries, as names and values for one `writeHead`. */
export function leadingHeaders(buildId: string): HeaderList {
  // X-Build-Id says which snapshot answered: a reload swaps the app between two requests, never within one.
  return [...Object.entries(COMMON_HEADERS).flat(), 'X-Build-Id', buildId];
}

export function commonHeaders(buildId: string): Middleware {
  const headers = leadingHeaders(buildId);
  return function commonHeaders(_req, res, next) {
    setHeaders(res, headers);
    const requestId = requestIdOf(res);
    if (requestId) res.setHeader('X-Request-Id', requestId);
    next();
  };
}

const PREFLIGHT_METHODS = 'GET, HEAD, POST, DELETE, OPTIONS';
const PREFLIGHT_HEADERS = 'Content-Type, If-None-Match, Accept, MCP-Protocol-Version, Mcp-Session-Id, Last-Event-ID';

export const preflight: Middleware = function preflight(req, res, next) {
  if (req.method !== 'OPTIONS') return next();
  res.statusCode = 204;
  res.setHeader('Access-Control-Allow-Methods', PREFLIGHT_METHODS);
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? PREFLIGHT_HEADERS);
  res.setHeader('Access-Control-Max-Age', '86400');
  res.end();
};

/** No route answers a path with a trailing slash (the root aside). */
export const noTrailingSlash: Middleware = function noTrailingSlash(req, res, next) {
  if (req.path.length > 1 && req.path.endsWith('/')) return sendProblem(req, res, noRouteProblem());
  next();
};

/**
 * A counted route's body, read whole under a bound before the request takes a
 * read place: a client that sends its body slowly holds its own socket, never a
 * place other clients need.
 */
export function countedBody(countedAt: CountedAt, fail: Fail): Middleware {
  return function countedBody(req, res, next) {
    if (!hasBody(req)) return next();
    const refusals = countedAt(req.path);
    if (!refusals) return next();
    readBody(req).then((read) => {
      if (read.ok) {
        req.body = read.bytes;
        return next();
      }
      if (read.reason === 'aborted') return void res.destroy();
      if (refusals.refuseBody) return refusals.refuseBody(req, res, read.reason);
      if (read.reason === 'too-large') sendProblem(req, res, problem('payload-too-large', `the request body is larger than ${MAX_BODY_BYTES} bytes`), { Connection: 'close' });
      else sendProblem(req, res, problem('request-timeout', `the request body did not arrive within ${BODY_TIMEOUT_MS / 1000} s`), { Connection: 'close' });
    }, (error: unknown) => fail(req, res, error));
  };
}

export interface Admission {
  middleware: Middleware;
  /**
   * The request budget, then a place among the reads in progress (or the queue).
   * `unsent` are the headers a route that writes them all at once has not set
   * yet: a refusal sets them first.
   */
  admit(req: IncomingMessage, res: ServerResponse, next: () => void, refusals?: Refusals | null, unsent?: HeaderList): void;
}

export function admission(budget: RequestBudget | null, gate: ReadGate, countedAt: CountedAt, fail: Fail): Admission {
  const policy = budget ? `"default";q=${budget.capacity};w=60` : '';

  function admit(req: IncomingMessage, res: ServerResponse, next: () => void, refusals?: Refusals | null, unsent: HeaderList = NO_HEADERS): void {
    if (budget) {
      const taken = budget.take();
      res.setHeader('RateLimit-Policy', policy);
      if (!taken.ok) {
        res.setHeader('RateLimit', `"default";r=0;t=${taken.retryAfter}`);
        const refuse = refusals?.overBudget;
        if (refuse) return void guarded(() => refuse(req as Req, res, taken.retryAfter), req, res, fail);
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
      if (!(error instanceof Overloaded)) return fail(req, res, error);
      sendProblem(req, res, problem('overloaded', `more than ${gate.limit} reads are in progress and the queue is full or the wait ran out; retry in a second`), { 'Retry-After': '1' });
    });
  }

  const middleware: Middleware = function admission(req, res, next) {
    const refusals = countedAt(req.path);
    if (!refusals) return next();
    admit(req, res, next, refusals);
  };
  return { middleware, admit };
}

/** Runs a handler; one that throws or rejects goes to `fail`. */
export function guarded(run: () => void | Promise<void>, req: IncomingMessage, res: ServerResponse, fail: Fail): void {
  try {
    const result = run();
    if (result instanceof Promise) result.catch((error: unknown) => fail(req, res, error));
  } catch (error) {
    fail(req, res, error);
  }
}

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

const NO_HEADERS: HeaderList = [];

/** Sets headers given as names and values (a route that meant to write them at once, and must answer otherwise). */
export function setHeaders(res: ServerResponse, headers: HeaderList): void {
  if (res.headersSent) return;
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
}
