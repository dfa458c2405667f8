/**
 * Query strings into typed queries, by the same zod schemas the MCP tools use.
 * Unknown, repeated and empty parameters are refused before zod sees them:
 * rule 1 of the specification, taken literally.
 */
import { z } from 'zod';
import { searchFields, searchInput } from '../schema/search.ts';
import type { InvalidParam } from '../schema/problem.ts';

/** An integer parameter as query text: plain digits only ("+5", "5.0" and " 5" are not integers here), then the typed field's limits and default. */
function wholeNumberText<T extends z.ZodType<number, number>>(field: z.ZodDefault<T>) {
  const text = z.string().regex(/^\d+$/, { error: 'must be a whole number written in plain digits' }).transform(Number).pipe(field.unwrap());
  return text.default(field.parse(undefined));
}

/** A boolean parameter as query text, with the typed field's default. */
function booleanText(field: z.ZodDefault<z.ZodBoolean>) {
  return z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true').default(field.parse(undefined));
}

/** GET /api/v1/ads: the search input, with its numbers and booleans read from text. */
export const HttpSearchQuery = searchInput({
  page: wholeNumberText(searchFields.page),
  pageSize: wholeNumberText(searchFields.pageSize),
  upcoming: booleanText(searchFields.upcoming),
});

/** A query string's parameters in order, each percent-decoded as UTF-8. */
export interface DecodedQuery {
  pairs: [name: string, value: string][];
  /** Parameters that do not decode: a malformed escape, or bytes that are not UTF-8 (a lone surrogate, an overlong form). */
  undecodable: InvalidParam[];
}

/** How much of an undecodable name a problem repeats. */
const MAX_NAME_ECHO = 100;

/**
 * Unlike URLSearchParams, which reads `%ED%A0%80` as U+FFFD and so turns a
 * malformed `q` into no query at all, a parameter that does not decode is
 * refused by name (rule 1 of the specification).
 */
export function decodeQuery(search: string | null | undefined): DecodedQuery {
  const query: DecodedQuery = { pairs: [], undecodable: [] };
  const text = search?.startsWith('?') ? search.slice(1) : search ?? '';
  if (text === '') return query;
  for (const part of text.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const rawName = eq === -1 ? part : part.slice(0, eq);
    const rawValue = eq === -1 ? '' : part.slice(eq + 1);
    const name = decodeComponent(rawName);
    const value = decodeComponent(rawValue);
    if (name === null) query.undecodable.push({ name: rawName.slice(0, MAX_NAME_ECHO), reason: 'the name is not valid percent-encoded UTF-8' });
    else if (value === null) query.undecodable.push({ name, reason: 'not valid percent-encoded UTF-8' });
    else query.pairs.push([name, value]);
  }
  return query;
}

function decodeComponent(text: string): string | null {
  const plain = text.replace(/\+/g, ' ');
  if (!plain.includes('%')) return plain;
  try {
    return decodeURIComponent(plain);
  } catch {
    return null;
  }
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; invalid: InvalidParam[] };

/** Parameters whose empty value means "absent" rather than an error. */
const EMPTY_MEANS_ABSENT = new Set(['q']);

/** Parses a query by an object schema: its keys are the parameters there are; anything else is named as unknown. */
export function parseParams<T>(query: DecodedQuery, schema: z.ZodType<T> & { shape: Record<string, unknown> }): ParseResult<T> {
  const names = Object.keys(schema.shape);
  const invalid: InvalidParam[] = [...query.undecodable];
  const values: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [name, value] of query.pairs) {
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
