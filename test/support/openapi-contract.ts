/**
 * Checks a response against the OpenAPI description: the operation must
 * document the status, and the body must match the schema it gives for that
 * status and media type (validated by ajv, over the generated document itself).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../../src/openapi/document.ts';

const DOCUMENT_ID = 'https://listings.invalid/openapi.json';
const document = openApiDocument('http://localhost') as any;
const ajv = new Ajv2020({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema({ ...document, $id: DOCUMENT_ID });

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const validators = new Map<string, ValidateFunction>();

function operationFor(pathname: string): [template: string, operation: any] | null {
  for (const [template, item] of Object.entries<any>(document.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(pathname) && item.get) return [template, item.get];
  }
  return null;
}

export function checkAgainstOpenApi(method: string, url: URL, status: number, contentType: string | null, body: unknown, hasBody: boolean): void {
  if (method !== 'GET' && method !== 'HEAD') return;
  const found = operationFor(url.pathname);
  if (!found) return;
  const [template, operation] = found;
  let response = operation.responses[String(status)];
  if (!response) throw new Error(`OpenAPI: ${template} documents no ${status} response`);
  let base = ['paths', template, 'get', 'responses', String(status)];
  if (response.$ref) {
    base = response.$ref.slice(2).split('/');
    response = base.reduce((node: any, key: string) => node[key], document);
  }
  if (!hasBody || method === 'HEAD') return;
  const mediaType = (contentType ?? '').split(';')[0]!.trim();
  if (!response.content?.[mediaType]) throw new Error(`OpenAPI: ${template} ${status} documents no ${mediaType} body`);
  const key = `${pointer(...base)}/content/${pointer(mediaType)}/schema`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${key}` });
    validators.set(key, validate);
  }
  if (!validate(body)) throw new Error(`OpenAPI: ${status} ${url.pathname} breaks the documented schema: ${ajv.errorsText(validate.errors)}`);
}
