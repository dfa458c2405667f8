/**
 * The test's HTTP client: every response it receives is checked against the
 * closed JSON Schemas of the specification's objects (generated from the same
 * zod schemas) and against the OpenAPI description for its operation and
 * status, so no test can pass on a body that drifts from the contract.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { z } from 'zod';
import { CitiesEnvelope } from '../../src/schema/city.ts';
import { CategoriesEnvelope } from '../../src/schema/category.ts';
import { Listing } from '../../src/schema/listing.ts';
import { SearchEnvelope } from '../../src/schema/search.ts';
import { Problem } from '../../src/schema/problem.ts';
import { checkAgainstOpenApi } from './openapi-contract.ts';

const ajv = new Ajv2020({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
const compile = (schema: z.ZodType) => ajv.compile(z.toJSONSchema(schema, { io: 'output' }) as object);
const validators = {
  cities: compile(CitiesEnvelope),
  categories: compile(CategoriesEnvelope),
  search: compile(SearchEnvelope),
  listing: compile(Listing),
  problem: compile(Problem),
};

function operationOf(pathname: string): keyof typeof validators | null {
  if (pathname === '/api/v1/cities') return 'cities';
  if (pathname === '/api/v1/categories') return 'categories';
  if (pathname === '/api/v1/ads') return 'search';
  if (/^\/api\/v1\/ads\/[^/]+$/.test(pathname)) return 'listing';
  return null;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/**
 * A read sent once more when the server had closed the kept-alive connection it
 * went on: the server closes an idle connection after its keep-alive timeout,
 * and a test whose own thread was busy for longer (working out an expected
 * answer on a loaded machine) never ran the client's timer that would have
 * dropped the connection first. A browser retries an idempotent request so too.
 * A server that has stopped refuses the second as well.
 */
async function fetchRead(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    const method = init.method ?? 'GET';
    if ((method !== 'GET' && method !== 'HEAD') || (cause?.code !== 'ECONNRESET' && cause?.code !== 'UND_ERR_SOCKET')) throw error;
    return fetch(url, init);
  }
}

export async function request(url: string, init: RequestInit = {}): Promise<ApiResponse> {
  const response = await fetchRead(url, init);
  const text = await response.text();
  const result: ApiResponse = { status: response.status, headers: response.headers, text, body: undefined };
  const type = response.headers.get('content-type') ?? '';
  const method = init.method ?? 'GET';
  if (text !== '') result.body = JSON.parse(text);
  const pathname = new URL(url).pathname;
  const operation = operationOf(pathname);
  if (method === 'GET' && text !== '' && pathname.startsWith('/api/v1/') && pathname !== '/api/v1/openapi.json') {
    const validate = response.status === 200 && operation ? validators[operation] : response.status >= 400 ? validators.problem : null;
    if (!validate) throw new Error(`no schema for ${response.status} ${pathname}`);
    if (!validate(result.body)) throw new Error(`${response.status} ${pathname}: body breaks the schema: ${ajv.errorsText(validate.errors)}`);
    const expectedType = response.status >= 400 ? 'application/problem+json' : 'application/json; charset=utf-8';
    if (type !== expectedType) throw new Error(`${response.status} ${pathname}: content-type ${type}, expected ${expectedType}`);
  }
  checkAgainstOpenApi(method, new URL(url), response.status, type, result.body, text !== '');
  return result;
}

export async function get(url: string, headers: Record<string, string> = {}): Promise<ApiResponse> {
  return request(url, { headers });
}
