/** docs/mcp.md keeps up with the MCP endpoint: every tool the server registers, and its resources. */
import { describe, expect, it } from 'vitest';
import { getListing } from '../../src/mcp/tools/get-listing.ts';
import { listCategories } from '../../src/mcp/tools/list-categories.ts';
import { listCities } from '../../src/mcp/tools/list-cities.ts';
import { searchListings } from '../../src/mcp/tools/search-listings.ts';
import { readPage } from './pages.ts';

const page = readPage('docs/mcp.md');

describe('docs/mcp.md', () => {
  it.each([listCities, listCategories, searchListings, getListing].map((tool) => tool.name))('documents the tool %s', (tool) => {
    expect(page).toContain(`\`${tool}\``);
  });

  it.each(['listings://cities', 'listings://categories', 'listings://guide', 'listings://openapi'])('documents the resource %s', (uri) => {
    expect(page).toContain(`\`${uri}\``);
  });
});
