/**
 * The MCP server: four read tools and four resources over the process's ReadApi.
 * The SDK serves every request with a fresh instance from this factory (both the
 * 2026-07-28 revision and the stateless 2025 fallback use it), so what does not
 * change per request is prepared once here.
 */
import { readFileSync } from 'node:fs';
import { McpServer, type McpServerFactory } from '@modelcontextprotocol/server';
import type { ReadApi } from '../api/read-api.ts';
import { LIST_MAX_AGE } from '../api/read-api.ts';
import { instructions, type GuideOptions } from './guide.ts';
import { registerResources, resourceDefinitions } from './resources.ts';
import { registerTool } from './tool.ts';
import type { Logger } from '../log.ts';
import { listCities } from './tools/list-cities.ts';
import { listCategories } from './tools/list-categories.ts';
import { searchListings } from './tools/search-listings.ts';
import { getListing } from './tools/get-listing.ts';

export interface ListingsMcpOptions extends GuideOptions {
  /** The package version (package.json), reported as the server version. */
  version: string;
  /** Where unexpected errors go, with their stacks. */
  log: Logger;
  /** The OpenAPI description the HTTP API serves, offered as a resource. */
  description: string;
}

const PACKAGE_NAME = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { name: string }).name;

/** The tools and resources are fixed for the life of the process: lists may be cached for a while. */
const LISTS_CACHE = { ttlMs: 5 * 60_000, cacheScope: 'public' } as const;

export function createServerFactory(api: ReadApi, options: ListingsMcpOptions): McpServerFactory {
  const resources = resourceDefinitions(api, options);
  const text = instructions(options);
  return () => {
    const server = new McpServer({
      name: PACKAGE_NAME,
      title: 'Public Community Listings',
      version: options.version,
      websiteUrl: options.baseUrl,
    }, {
      // Nothing here ever changes while the process runs: no list-changed notifications, no subscriptions.
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false, subscribe: false } },
      instructions: text,
      cacheHints: {
        'tools/list': LISTS_CACHE,
        'resources/list': LISTS_CACHE,
        'resources/templates/list': LISTS_CACHE,
        'resources/read': { ttlMs: LIST_MAX_AGE * 1000, cacheScope: 'public' },
      },
    });
    registerTool(server, listCities, api, options.log);
    registerTool(server, listCategories, api, options.log);
    registerTool(server, searchListings, api, options.log);
    registerTool(server, getListing, api, options.log);
    registerResources(server, resources);
    return server;
  };
}
