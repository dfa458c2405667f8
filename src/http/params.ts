/**
 * Query strings into typed queries, by the same zod schemas the MCP tools use.
 * Unknown, repeated and empty parameters are refused before zod sees them:
 * rule 1 of the specification, taken literally.
 */
import { z } from 'zod';
import { CategoriesQuery, CitiesQuery, checkSearchRules, searchFields } from '../schema/search.ts';
import type { InvalidParam } from '../schema/problem.ts';

/** An integer parameter: plain digits only ("+5", "5.0" and " 5" are not integers here). */
function digits<T extends z.ZodType<number, number>>(field: T) {
  return z.string().regex(/^\d+$/, { error: 'must be a whole number written in plain digits' }).transform(Number).pipe(field);
}

function booleanText() {
  return z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true');
}

const { page, pageSize, upcoming: _upcoming, ...textFields } = searchFields;

export const HttpSearchQuery = z.object({
  ...Object.fromEntries(Object.entries(textFields).map(([name, field]) => [name, field.optional()])) as {
    [K in keyof typeof textFields]: z.ZodOptional<(typeof textFields)[K]>
  },
  page: digits(page.unwrap()).optional().default(1),
  pageSize: digits(pageSize.unwrap()).optional().default(24),
  upcoming: booleanText().optional().default(false),
}).superRefine(checkSearchRules);

export type ParseResult<T> = { ok: true; value: T } | { ok: false; invalid: InvalidParam[] };

/** Parameters whose empty value means "absent" rather than an error. */
const EMPTY_MEANS_ABSENT = new Set(['q']);

export function parseParams<T>(search: URLSearchParams, schema: z.ZodType<T>, names: readonly string[]): ParseResult<T> {
  const invalid: InvalidParam[] = [];
  const values: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [name, value] of search) {
    if (!names.includes(name)) {
      invalid.push({ name, reason: 'unknown parameter' });
    } else if (seen.has(name)) {
      invalid.push({ name, reason: 'repeated parameter: give it once' });
    } else if (value === '' && !EMPTY_MEANS_ABSENT.has(name)) {
      invalid.push({ name, reason: 'must not be empty' });
    } else if (value !== '') {
      values[name] = value;
    }
    seen.add(name);
  }
  const parsed = schema.safeParse(values);
  if (parsed.success && invalid.length === 0) return { ok: true, value: parsed.data };
  // Every offending parameter is named at once, not only the first kind of mistake found.
  const flagged = new Set(invalid.map((p) => p.name));
  const fromSchema = parsed.success ? [] : zodInvalidParams(parsed.error).filter((p) => !flagged.has(p.name));
  return { ok: false, invalid: dedupe([...invalid, ...fromSchema]) };
}

export function zodInvalidParams(error: z.ZodError): InvalidParam[] {
  return dedupe(error.issues.map((issue) => ({ name: String(issue.path[0] ?? '(query)'), reason: issue.message })));
}

function dedupe(params: InvalidParam[]): InvalidParam[] {
  const seen = new Set<string>();
  return params.filter((p) => {
    const key = `${p.name}\u0000${p.reason}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const SEARCH_PARAM_NAMES = Object.keys(searchFields);
export const CITIES_PARAM_NAMES = Object.keys(CitiesQuery.shape);
export const CATEGORIES_PARAM_NAMES = Object.keys(CategoriesQuery.shape);
export { CitiesQuery, CategoriesQuery };
