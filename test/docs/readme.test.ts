/** The README keeps up with the code: every flag, route, problem type, count and MCP tool is in it. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_OPTIONS } from '../../build/cli.ts';
import { SERVE_OPTIONS } from '../../src/cli.ts';
import { PROBLEM_TYPES, problemTypeUri, type ProblemKind } from '../../src/schema/problem.ts';
import { BuildCounts } from '../../src/schema/manifest.ts';
import { SEARCH_PARAMS } from '../../src/schema/search.ts';
import { ROOT } from '../support/build.ts';

const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const packageJson = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

describe('the README', () => {
  it.each(Object.keys(BUILD_OPTIONS))('documents the build flag --%s', (flag) => {
    expect(readme).toContain(`\`--${flag}`);
  });

  it.each(Object.keys(SERVE_OPTIONS).filter((f) => f !== 'content'))('documents the serve flag --%s', (flag) => {
    expect(readme).toContain(`\`--${flag}\``);
  });

  it.each(['/api/v1/cities', '/api/v1/categories', '/api/v1/ads', '/api/v1/ads/{id}', '/api/v1/openapi.json', '/docs', '/mcp', '/healthz'])('documents the route %s', (route) => {
    expect(readme).toContain(route);
  });

  it.each(Object.keys(PROBLEM_TYPES) as ProblemKind[])('documents the problem type %s', (kind) => {
    expect(readme).toContain(`\`${problemTypeUri(kind)}\``);
  });

  it.each(Object.keys(BuildCounts.shape))('documents the count %s', (count) => {
    expect(readme).toContain(`\`${count}\``);
  });

  it('lists the search parameters in the specification\'s order', () => {
    expect(readme.replace(/\s+/g, ' ')).toContain(SEARCH_PARAMS.map((p) => `\`${p}\``).join(', '));
  });

  it.each(['list_cities', 'list_categories', 'search_listings', 'get_listing'])('documents the MCP tool %s', (tool) => {
    expect(readme).toContain(tool);
  });

  it('gives the two set-up commands, and they exist', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
    for (const script of ['start', 'test', 'build', 'serve', 'rollback', 'generate', 'bench:build']) {
      expect(packageJson.scripts[script], script).toBeDefined();
    }
  });
});
