/**
 * The endpoint's resources: the cities and categories lists (the same bytes as
 * the HTTP lists), the usage guide and the OpenAPI description. All fixed for
 * the life of the process, so they are rendered once.
 */
import type { McpServer } from '@modelcontextprotocol/server';
import type { ReadApi, Reply } from '../api/read-api.ts';
import { LIST_MAX_AGE } from '../api/read-api.ts';
import { usageGuide, type GuideOptions } from './guide.ts';

const RESOURCE_SCHEME = 'listings';

export interface ResourceDefinition {
  name: string;
  uri: string;
  title: string;
  description: string;
  mimeType: string;
  text: string;
}

function bodyText(reply: Reply): string {
  if (!reply.ok) throw new Error(`cannot render a resource: ${reply.problem.detail}`);
  // The lists without arguments are the snapshot's documents, whole.
  const { identity } = reply.body;
  if (!Buffer.isBuffer(identity)) throw new Error('cannot render a resource: its body is not a document of the snapshot');
  return identity.toString('utf8');
}

export function resourceDefinitions(api: ReadApi, options: GuideOptions & { description: string }): ResourceDefinition[] {
  return [
    {
      name: 'cities',
      uri: `${RESOURCE_SCHEME}://cities`,
      title: 'Cities',
      description: 'Every enabled city (US and Canada) with its key, slug, English name, country, region, time zone, default currency and pages: the same JSON as GET /api/v1/cities and list_cities without arguments. Use a city `key` as the `city` argument of search_listings.',
      mimeType: 'application/json',
      text: bodyText(api.cities({})),
    },
    {
      name: 'categories',
      uri: `${RESOURCE_SCHEME}://categories`,
      title: 'Categories',
      description: 'Every listing category with its slug, English and Ukrainian names and allowed kinds: the same JSON as GET /api/v1/categories and list_categories without arguments.',
      mimeType: 'application/json',
      text: bodyText(api.categories({})),
    },
    {
      name: 'guide',
      uri: `${RESOURCE_SCHEME}://guide`,
      title: 'Usage guide',
      description: 'What the service is, the no-license and no-endorsement notice, how to search and page, prices, errors, limits and caching advice (Markdown).',
      mimeType: 'text/markdown',
      text: usageGuide(options),
    },
    {
      name: 'openapi',
      uri: `${RESOURCE_SCHEME}://openapi`,
      title: 'OpenAPI description',
      description: 'The OpenAPI 3.2 description of the HTTP JSON API (the same document as GET /api/v1/openapi.json).',
      mimeType: 'application/json',
      text: options.description,
    },
  ];
}

export function registerResources(server: McpServer, resources: readonly ResourceDefinition[]): void {
  for (const resource of resources) {
    server.registerResource(resource.name, resource.uri, {
      title: resource.title,
      description: resource.description,
      mimeType: resource.mimeType,
      size: Buffer.byteLength(resource.text),
      cacheHint: { ttlMs: LIST_MAX_AGE * 1000, cacheScope: 'public' },
    }, (uri) => ({ contents: [{ uri: uri.href, mimeType: resource.mimeType, text: resource.text }] }));
  }
}
