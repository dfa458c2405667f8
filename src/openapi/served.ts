/**
 * The description a running server serves, the same bytes over HTTP
 * (GET /api/v1/openapi.json) and MCP (the resource listings://openapi): it
 * names the server and the limits it runs with, so it is made from the running
 * settings, once per set of them, with its compressed variants. A reload keeps
 * the settings and so the body: brotli at its best quality takes tens of
 * milliseconds, which a reload must not spend with the event loop held.
 */
import type { Body } from '../api/read-api.ts';
import { compress, contentTag, SMALL_FILE_BROTLI_QUALITY } from '../snapshot/compress.ts';
import { openApiDocument, type StatedLimits } from './document.ts';

export interface ServedSettings extends StatedLimits {
  /** Absolute base URL of the server, without a trailing slash. */
  baseUrl: string;
}

/** How long a client may keep the description: it changes only with the settings. */
const DESCRIPTION_MAX_AGE = 300;

const bodies = new Map<string, Body & { identity: Buffer }>();

export function servedDescription({ baseUrl, rateLimit, concurrency }: ServedSettings): Body & { identity: Buffer } {
  const key = `${baseUrl} ${rateLimit} ${concurrency}`;
  let body = bodies.get(key);
  if (!body) {
    const identity = Buffer.from(JSON.stringify(openApiDocument(baseUrl, { rateLimit, concurrency })));
    body = { identity, ...compress(identity, SMALL_FILE_BROTLI_QUALITY), hash: contentTag(identity), maxAge: DESCRIPTION_MAX_AGE };
    bodies.set(key, body);
  }
  return body;
}
