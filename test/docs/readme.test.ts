/**
 * The README owns little: the two commands, the routes in brief, and the way to
 * every page of docs/. Each other fact is checked in the page that owns it
 * (build.test.ts, runtime.test.ts, search.test.ts, mcp.test.ts, benchmarks.test.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/build.ts';
import { readPage } from './pages.ts';

const readme = readPage('README.md');
const packageJson = JSON.parse(readPage('package.json')) as { scripts: Record<string, string> };

describe('the README', () => {
  it('gives the two set-up commands, and they exist', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
    for (const script of ['start', 'test', 'build', 'serve', 'rollback', 'generate', 'bench:build', 'docs:tables']) {
      expect(packageJson.scripts[script], script).toBeDefined();
    }
  });

  it.each(['/api/v1/cities', '/api/v1/categories', '/api/v1/ads', '/api/v1/ads/{id}', '/api/v1/openapi.json', '/docs', '/mcp', '/healthz'])('names the route %s', (route) => {
    expect(readme).toContain(route);
  });

  it.each(readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')))('links docs/%s', (page) => {
    expect(readme).toContain(`](docs/${page})`);
  });

  it('sends non-ASCII query values through curl --data-urlencode (Node refuses raw Cyrillic in a URL)', () => {
    const curls = readme.split('\n').filter((line) => line.startsWith('curl '));
    expect(curls.length).toBeGreaterThan(0);
    for (const line of curls) expect(line.replace(/--data-urlencode '[^']*'/g, ''), line).toMatch(/^[\x20-\x7e]*$/);
  });

  it('stays short enough to read in a few minutes', () => {
    expect(readme.split('\n').length).toBeLessThan(400);
  });
});
