/**
 * What a request meets before the router: the build check an edge asks for, and
 * the two reads most traffic is (a listing, a search), answered without the router
 * and its middleware. Each says whether it answered; a request none of them takes
 * goes the router's way, which answers anything these decline the same, slower.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReadApi, Reply } from '../api/read-api.ts';
import { problem } from '../schema/problem.ts';
import { requestIdOf } from './access-log.ts';
import { hasBody } from './body.ts';
import { guarded, isRead, leadingHeaders, setHeaders, type Admission, type Fail, type Middleware, type Refusals, type Req } from './front-door.ts';
import { decodeQuery, HttpSearchQuery, parseParams } from './params.ts';
import { sendBody, sendProblem } from './respond.ts';

const LISTING_PREFIX = '/api/v1/ads/';
const LISTING_URL_LENGTH = LISTING_PREFIX.length + 36;
const SEARCH_PATH = '/api/v1/ads';

export interface DirectReads {
  api: ReadApi;
  buildId: string;
  admit: Admission['admit'];
  /** What an API route counts as when admitted. */
  apiRoute: Refusals;
  /** The middleware that sets every response's common headers. */
  common: Middleware;
  fail: Fail;
}

/** A handler in front of `general`: the build check, then the listing read, then the search, then the router. */
export function withDirectReads(reads: DirectReads, general: (req: IncomingMessage, res: ServerResponse) => void) {
  const leading = leadingHeaders(reads.buildId);

  /**
   * The listing read, the one route a CDN's misses and most clients hit: a GET or
   * HEAD of a published listing by its lower-case id, with no query and no body.
   * Another letter case, a query, an unknown or expired id go the general way.
   */
  function listingRead(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url!;
    if (url.length !== LISTING_URL_LENGTH || !url.startsWith(LISTING_PREFIX)) return false;
    if (!isRead(req.method) || hasBody(req)) return false;
    const id = url.slice(LISTING_PREFIX.length);
    if (id !== id.toLowerCase()) return false;
    return answerDirectly(req, res, () => reads.api.listing(id));
  }

  /**
   * A search, what a replica behind the edge's cache mostly answers: a GET or HEAD
   * of /api/v1/ads with valid parameters and no body. A query the schema refuses,
   * or the API answers with a problem, goes the general way, which names what is wrong.
   */
  function searchRead(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url!;
    if (!url.startsWith(SEARCH_PATH) || (url.length > SEARCH_PATH.length && url[SEARCH_PATH.length] !== '?')) return false;
    if (!isRead(req.method) || hasBody(req)) return false;
    const parsed = parseParams(decodeQuery(url.slice(SEARCH_PATH.length)), HttpSearchQuery);
    if (!parsed.ok) return false;
    return answerDirectly(req, res, () => reads.api.search(parsed.value));
  }

  /**
   * Answers a read admitted like any other, with all its headers written at once.
   * False, and nothing done, when the reply is a problem or could not be made.
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
      reads.fail(req, res, error);
    };
    reads.admit(req, res, () => guarded(() => sendBody(req, res, body, headers), req, res, (_req, _res, error) => failed(error)), reads.apiRoute, headers);
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
    if (expected === undefined || expected === reads.buildId) return false;
    reads.common(req as Req, res, () => {});
    sendProblem(req, res, problem('other-build', `this replica serves build ${reads.buildId}, not ${String(expected)}; retry in a second`), { 'Retry-After': '1' });
    return true;
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    if (!otherBuild(req, res) && !listingRead(req, res) && !searchRead(req, res)) general(req, res);
  };
}
