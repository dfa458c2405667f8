/** docs/runtime.md keeps up with the server: its options (from the table --help is made of), routes and problem types. */
import { describe, expect, it } from 'vitest';
import { SERVE_OPTIONS } from '../../src/cli.ts';
import { PROBLEM_TYPES, problemTypeUri, type ProblemKind } from '../../src/schema/problem.ts';
import { blocksOf, readPage } from './pages.ts';

const page = readPage('docs/runtime.md');

describe('docs/runtime.md', () => {
  it.each(blocksOf('docs/runtime.md'))('holds the $name table as npm run docs:tables makes it from the code', ({ inPage, made }) => {
    expect(inPage).toBe(made);
  });

  it.each(Object.keys(SERVE_OPTIONS))('documents the serve flag --%s', (flag) => {
    expect(page).toContain(`\`--${flag}`);
  });

  it.each(['/api/v1/cities', '/api/v1/categories', '/api/v1/ads', '/api/v1/ads/{id}', '/api/v1/openapi.json', '/docs', '/mcp', '/healthz'])('documents the route %s', (route) => {
    expect(page).toContain(route);
  });

  it.each(Object.keys(PROBLEM_TYPES) as ProblemKind[])('documents the problem type %s', (kind) => {
    expect(page).toContain(`\`${problemTypeUri(kind)}\``);
  });
});
