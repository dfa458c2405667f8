/**
 * Writing responses: one place for content negotiation, caching headers and
 * problem bodies. A response to HEAD is written as GET's: Node sends its headers,
 * Content-Length included, and drops the body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Body, Bytes } from '../api/read-api.ts';
import type { Problem } from '../schema/problem.ts';
import { sendable } from './page-buffers.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
export const PROBLEM_TYPE = 'application/problem+json';

/** Headers every response carries, whoever writes it. */
export const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, Retry-After, RateLimit, RateLimit-Policy, X-Build-Id',
} as const;

type Encoding = 'br' | 'gzip' | 'identity';

/** The codings an Accept-Encoding header accepts (q > 0). */
function acceptedCodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  return accepted;
}

/** The last header read, and what it accepts: a client, or a CDN, sends the same one every time. */
let lastHeader = '';
let lastAccepted = new Set<string>();

/** The best precompressed variant the client accepts (q > 0), else identity. */
function chooseEncoding(header: string | undefined, body: Body): Encoding {
  if (!header || (!body.brotli && !body.gzip)) return 'identity';
  if (header !== lastHeader) {
    lastAccepted = acceptedCodings(header);
    lastHeader = header;
  }
  if (body.brotli && lastAccepted.has('br')) return 'br';
  if (body.gzip && lastAccepted.has('gzip')) return 'gzip';
  return 'identity';
}

const SUFFIX: Record<Encoding, string> = { identity: '', br: '-br', gzip: '-gz' };

const ENCODING_KEY = { identity: 'identity', br: 'brotli', gzip: 'gzip' } as const;

/** The ETag of one encoding of the body, without quotes. */
function tagOf(body: Body, encoding: Encoding): string {
  return body.tags ? body.tags[ENCODING_KEY[encoding]] : `${body.hash}${SUFFIX[encoding]}`;
}

/** If-None-Match matches any encoding's tag: a client holding the br variant need not download the gzip one. */
function etagMatches(header: string | undefined, body: Body): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return tag === '*' || tag === tagOf(body, 'identity') || tag === tagOf(body, 'br') || tag === tagOf(body, 'gzip');
  });
}

/** Header names and values, alternating, as `writeHead` takes them. */
export type HeaderList = readonly string[];
const NO_HEADERS: HeaderList = [];

/**
 * Writes a body, negotiated and conditional, with every header of its own in one
 * `writeHead` (headers set before, with setHeader, are kept). `leading` goes
 * first: a route that set nothing before passes what every response carries.
 * A body made elsewhere (a search's page, on the search thread) is written once
 * made, unless the client has gone meanwhile; the promise returned rejects if it
 * could not be made, and nothing has been written then.
 */
export function sendBody(req: IncomingMessage, res: ServerResponse, body: Body, leading: HeaderList = NO_HEADERS): void | Promise<void> {
  const encoding = chooseEncoding(req.headers['accept-encoding'], body);
  const caching = ['ETag', `"${tagOf(body, encoding)}"`, 'Cache-Control', `public, max-age=${body.maxAge}`, 'Vary', 'Accept-Encoding'];
  if (etagMatches(req.headers['if-none-match'], body)) {
    res.writeHead(304, [...leading, ...caching]);
    res.end();
    return;
  }
  const variant = encoding === 'br' ? body.brotli! : encoding === 'gzip' ? body.gzip! : body.identity;
  const bytes = typeof variant === 'function' ? variant() : variant;
  const headers = [...leading, ...caching, 'Content-Type', JSON_TYPE];
  if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
  if (!(bytes instanceof Promise)) return writeBytes(res, headers, bytes);
  return bytes.then((made) => {
    if (!res.destroyed) writeBytes(res, headers, made);
  });
}

function writeBytes(res: ServerResponse, headers: string[], bytes: Bytes): void {
  // A page's slices are copied into one buffer: a copy of 58 KB costs less than the
  // hundred writes a page of 48 takes through the response stream (docs/runtime.md).
  // The buffer is kept for another page once this response is written whole ('finish');
  // a response that never is (the connection ended first) keeps it, and the collector takes it.
  const page = sendable(bytes);
  headers.push('Content-Length', String(page.bytes.length));
  res.writeHead(200, headers);
  if (page.release) res.once('finish', page.release);
  res.end(page.bytes);
}

export function sendProblem(req: IncomingMessage, res: ServerResponse, body: Problem, headers: Record<string, string> = {}): void {
  const bytes = Buffer.from(JSON.stringify(body));
  res.statusCode = body.status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', PROBLEM_TYPE);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}
