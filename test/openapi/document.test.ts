/** The OpenAPI description: valid by a maintained validator, complete, and able to catch drift. */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/openapi/document.ts';
import { SEARCH_PARAMS } from '../../src/schema/search.ts';
import { PROBLEM_TYPES, problemTypeUri, type ProblemKind } from '../../src/schema/problem.ts';
import { checkAgainstOpenApi } from '../support/openapi-contract.ts';
import { build, ROOT } from '../support/build.ts';
import { record, writeExport } from '../support/fixture.ts';
import { tempDir } from '../support/temp.ts';

const doc = openApiDocument('https://listings.example.org') as any;

function lint(file: string) {
  return spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', '--format', 'stylish', file], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  });
}

describe('validity', () => {
  it('passes `redocly lint` (the recommended rules) as served', () => {
    const file = path.join(tempDir(), 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const result = lint(file);
    expect(result.stdout + result.stderr).toContain('Your API description is valid');
    expect(result.status).toBe(0);
  });

  it('is no file of a snapshot: it names a running server and its limits, so the server makes it', async () => {
    const dir = tempDir();
    writeExport(path.join(dir, 'c'), { listings: { 'a.ndjson': [record(1)] } });
    await build(path.join(dir, 'c'), path.join(dir, 'dist'));
    expect(existsSync(path.join(dir, 'dist/api/v1/openapi.json'))).toBe(false);
    expect(existsSync(path.join(dir, 'dist/api/v1/cities.json'))).toBe(true);
  });

  it('is OpenAPI 3.2 describing API version 1.0.0, with no security requirement', () => {
    expect(doc.openapi).toMatch(/^3\.2\./);
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.security).toEqual([]);
    expect(doc.info.description).toContain('no license to republish');
    expect(doc.info.description).toContain('not an endorsement');
  });

  it('names the index at / and /api/v1 in its text, and keeps its paths to the four operations', () => {
    expect(Object.keys(doc.paths)).toEqual(['/api/v1/cities', '/api/v1/categories', '/api/v1/ads', '/api/v1/ads/{id}']);
    expect(doc.info.description).toContain('`/` (and `/api/v1`) answers a JSON index of links');
  });
});

describe('completeness', () => {
  const operations = {
    '/api/v1/cities': ['listCities', ['country', 'q']],
    '/api/v1/categories': ['listCategories', ['kind']],
    '/api/v1/ads': ['searchListings', SEARCH_PARAMS],
    '/api/v1/ads/{id}': ['getListing', ['id']],
  } as const;

  it.each(Object.entries(operations))('%s documents every parameter and response', (route, [operationId, names]) => {
    const operation = doc.paths[route].get;
    expect(operation.operationId).toBe(operationId);
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual([...names]);
    const statuses = Object.keys(operation.responses).sort();
    expect(statuses).toEqual(route.endsWith('{id}') ? ['200', '304', '400', '404', '429', '503'] : ['200', '304', '400', '429', '503']);
  });

  it('gives each search parameter its type, enum, pattern, length, range and default', () => {
    const param = (name: string) => doc.paths['/api/v1/ads'].get.parameters.find((p: { name: string }) => p.name === name).schema;
    expect(param('page')).toMatchObject({ type: 'integer', minimum: 1, maximum: 1000, default: 1 });
    expect(param('pageSize')).toMatchObject({ type: 'integer', minimum: 1, maximum: 48, default: 24 });
    expect(param('upcoming')).toMatchObject({ type: 'boolean', default: false });
    expect(param('q')).toMatchObject({ type: 'string', maxLength: 200 });
    expect(param('city')).toMatchObject({ type: 'string', maxLength: 100, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
    expect(param('min')).toMatchObject({ type: 'string', pattern: '^\\d{1,9}(?:\\.\\d{1,2})?$' });
    expect(param('sort').enum).toEqual(['recent', 'relevance', 'price_low', 'price_high']);
    expect(param('section').enum).toEqual(['directory', 'classifieds', 'jobs', 'community']);
    expect(param('kind').enum).toHaveLength(10);
  });

  it('closes the objects the specification closes', () => {
    const schemas = doc.components.schemas;
    for (const name of ['City', 'Category', 'Listing', 'Cities', 'Categories', 'SearchResults']) expect(schemas[name].additionalProperties, name).toBe(false);
    for (const field of ['urls', 'publisher', 'rating']) expect(schemas.Listing.properties[field].additionalProperties, field).toBe(false);
    expect(schemas.Listing.properties.content.properties.attributes.additionalProperties).toEqual({});
  });

  it('documents 429 with Retry-After, the problem types and the runtime\'s decisions', () => {
    expect(doc.components.responses.TooManyRequests.headers['Retry-After']).toBeDefined();
    expect(doc.components.responses.TooManyRequests.content['application/problem+json']).toBeDefined();
    for (const kind of Object.keys(PROBLEM_TYPES) as ProblemKind[]) expect(doc.info.description).toContain(problemTypeUri(kind));
    const search = doc.paths['/api/v1/ads'].get.description;
    for (const decision of ['`directory` = business, organization, service', 'Without `sort`: relevance with `q`', 'both ends inclusive', 'not cancelled', 'Ties are broken by id']) {
      expect(search).toContain(decision);
    }
  });
});

describe('the contract check', () => {
  const url = new URL('http://localhost/api/v1/cities');
  it('accepts a documented response and refuses drift', () => {
    expect(() => checkAgainstOpenApi('GET', url, 200, 'application/json', { items: [], total: 0 }, true)).not.toThrow();
    expect(() => checkAgainstOpenApi('GET', url, 200, 'application/json', { items: [], total: 0, extra: 1 }, true)).toThrow(/breaks the documented schema/);
    expect(() => checkAgainstOpenApi('GET', url, 404, 'application/problem+json', {}, true)).toThrow(/documents no 404 response/);
    expect(() => checkAgainstOpenApi('GET', url, 400, 'text/html', '', true)).toThrow(/documents no text\/html body/);
  });
});
