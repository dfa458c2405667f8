/**
 * The index a person or a client finds at `/`: what this server answers, as
 * absolute links (like every link the API writes), so that `curl` of the bare
 * host says where to go next.
 *
 * `/api/v1` answers the same index rather than a redirect: a client that trims a
 * URL back to its version gets the links in one request, with nothing to follow.
 * Neither path is an operation of the API: both are left out of the OpenAPI
 * description's paths (which hold the four read operations of the contract, as
 * `/healthz`, `/docs` and `/mcp` are), and its text names them. Neither counts
 * against the request budget: like `/healthz` and `/docs`, the index is the same
 * bytes every time, written once at start-up.
 */
import type { Body } from '../api/read-api.ts';
import { contentTag } from '../snapshot/compress.ts';
import { API_TITLE, API_VERSION } from '../schema/api.ts';

/** The paths that answer the index. */
export const INDEX_PATHS = ['/', '/api/v1'] as const;

/** How long a client may keep the index: it changes only with the server's settings. */
const INDEX_MAX_AGE = 300;

/** The index of a server at `baseUrl`; `/docs` and `/mcp` are linked when they are mounted. */
export function indexBody(baseUrl: string, mounted: (path: string) => boolean): Body & { identity: Buffer } {
  const links: Record<string, string> = {};
  if (mounted('/docs')) links.docs = `${baseUrl}/docs`;
  links.openapi = `${baseUrl}/api/v1/openapi.json`;
  links.health = `${baseUrl}/healthz`;
  if (mounted('/mcp')) links.mcp = `${baseUrl}/mcp`;
  links.cities = `${baseUrl}/api/v1/cities`;
  links.categories = `${baseUrl}/api/v1/categories`;
  links.search = `${baseUrl}/api/v1/ads`;
  links.listing = `${baseUrl}/api/v1/ads/{id}`;
  const identity = Buffer.from(JSON.stringify({ title: API_TITLE, version: API_VERSION, links }));
  return { identity, hash: contentTag(identity), maxAge: INDEX_MAX_AGE };
}
