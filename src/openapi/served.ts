/**
 * The description a running server serves, the same bytes over HTTP
 * (GET /api/v1/openapi.json) and MCP (the resource listings://openapi): it
 * names the server and the limits it runs with, so it is made from the running
 * settings, once per set of them, with its compressed variants. A reload keeps
 * the settings and so the body. Brotli at its best quality takes tens of
 * milliseconds, which neither a start nor a reload spends with the event loop
 * held: it is made on libuv's threads and offered once made (gzip, some 2 ms,
 * at once), as a snapshot's compressed documents are.
 */
import type { Body } from '../api/read-api.ts';
import { brotliLater, contentTag, gzip, SMALL_FILE_BROTLI_QUALITY } from '../snapshot/compress.ts';
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
    const made: Body & { identity: Buffer } = { identity, gzip: gzip(identity), brotli: null, hash: contentTag(identity), maxAge: DESCRIPTION_MAX_AGE };
    brotliLater(identity, SMALL_FILE_BROTLI_QUALITY).then((brotli) => { made.brotli = brotli; }, () => {});
    bodies.set(key, body = made);
  }
  return body;
}
