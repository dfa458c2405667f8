/**
 * What every tool shares: its definition (the HTTP operation's zod schemas and
 * the ReadApi call the HTTP route makes), argument validation that answers with
 * the HTTP API's own problem objects, and the shape of results.
 */
import type { Logger } from '../log.ts';
import { z } from 'zod';
import type { CallToolResult, McpServer, StandardSchemaWithJSON, ToolAnnotations } from '@modelcontextprotocol/server';
import { bodyBytes, type ReadApi, type Reply } from '../api/read-api.ts';
import { zodInvalidParams, type ParseResult } from '../http/params.ts';
import { invalidParametersProblem, overBudgetProblem, problem, type InvalidParam, type Problem } from '../schema/problem.ts';
import { currentExchange } from './exchange.ts';

export interface ToolDefinition<T> {
  name: string;
  title: string;
  description: string;
  /** The arguments: the HTTP parameters' typed zod schemas, strict (an unknown argument is an error). */
  input: z.ZodType<T>;
  /** The HTTP response object of the operation. */
  output: z.ZodType;
  /** The same ReadApi call the HTTP route makes. */
  run: (api: ReadApi, args: T) => Reply;
}

/** Every tool reads a fixed snapshot and changes nothing. */
const READ_ONLY: Omit<ToolAnnotations, 'title'> = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

const JSON_SCHEMA_TARGET = 'draft-2020-12';

// A server is built per request: each schema is converted once per process.
const inputs = new WeakMap<z.ZodType, StandardSchemaWithJSON>();
const outputs = new WeakMap<z.ZodType, StandardSchemaWithJSON>();
function memo(cache: WeakMap<z.ZodType, StandardSchemaWithJSON>, schema: z.ZodType, make: () => StandardSchemaWithJSON) {
  let value = cache.get(schema);
  if (!value) cache.set(schema, value = make());
  return value;
}

/**
 * The JSON Schema of a zod schema. A named schema (`.meta({ id })`) comes out as a
 * `$ref` into `$defs`; its definition is put at the root, so that the root says
 * `type: "object"` as MCP wants, and the other named schemas stay in `$defs`.
 */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io, target: JSON_SCHEMA_TARGET, unrepresentable: 'any' }) as Record<string, unknown>;
  const { $schema, $ref, $defs, ...rest } = json as { $schema?: string; $ref?: string; $defs?: Record<string, Record<string, unknown>> };
  const name = typeof $ref === 'string' && Object.keys(rest).length === 0 ? /^#\/\$defs\/([^/]+)$/.exec($ref)?.[1] : undefined;
  if (name === undefined || !$defs?.[name]) return json;
  const { [name]: root, ...others } = $defs;
  return { $schema, ...root, ...(Object.keys(others).length > 0 ? { $defs: others } : {}) };
}

/**
 * The input schema as the SDK sees it: it publishes the real JSON Schema in
 * tools/list but lets every value through, so that the handler validates and a
 * bad argument is answered with our problem object, not the SDK's message.
 */
function publishedInput(schema: z.ZodType): StandardSchemaWithJSON {
  return memo(inputs, schema, () => permissive(schema));
}

function permissive(schema: z.ZodType): StandardSchemaWithJSON {
  const json = jsonSchemaOf(schema, 'input');
  return {
    '~standard': {
      version: 1,
      vendor: 'community-listings',
      validate: (value: unknown) => ({ value }),
      jsonSchema: { input: () => json, output: () => json },
    },
  };
}

/** The output schema: validated with zod by the SDK, its JSON Schema converted once. */
function publishedOutput(schema: z.ZodType): StandardSchemaWithJSON {
  return memo(outputs, schema, () => validating(schema));
}

function validating(schema: z.ZodType): StandardSchemaWithJSON {
  const json = jsonSchemaOf(schema, 'output');
  return {
    '~standard': {
      version: 1,
      vendor: 'community-listings',
      validate: (value: unknown) => schema['~standard'].validate(value),
      jsonSchema: { input: () => json, output: () => json },
    },
  };
}

/** Arguments into the typed query, or every offending argument named as the HTTP API names parameters. */
function parseArguments<T>(schema: z.ZodType<T>, args: unknown): ParseResult<T> {
  const parsed = schema.safeParse(args ?? {});
  if (parsed.success) return { ok: true, value: parsed.data };
  const unknown: InvalidParam[] = [];
  const other: z.core.$ZodIssue[] = [];
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') unknown.push(...issue.keys.map((name) => ({ name, reason: 'unknown parameter' })));
    else other.push(issue);
  }
  const fromSchema = other.length === 0 ? [] : zodInvalidParams(new z.ZodError(other))
    .map((p) => (p.name === '(query)' ? { ...p, name: '(arguments)' } : p));
  return { ok: false, invalid: [...unknown, ...fromSchema] };
}


/** A failed call: the problem object as the text, flagged as an error for the model to read. */
function problemResult(body: Problem): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(body) }], isError: true };
}

/** A successful call: the HTTP body as structured content, and the same JSON as text. */
function bodyResult(identity: Buffer): CallToolResult {
  const text = identity.toString('utf8');
  return { content: [{ type: 'text', text }], structuredContent: JSON.parse(text) as Record<string, unknown> };
}

/** Runs one call: the budget, then the arguments, then the read; never an exception or an internal message. */
export async function callTool<T>(tool: ToolDefinition<T>, api: ReadApi, args: unknown, log: Logger): Promise<CallToolResult> {
  const { overBudget } = currentExchange();
  if (overBudget) return problemResult(overBudgetProblem(overBudget.capacity, overBudget.retryAfter));
  try {
    const parsed = parseArguments(tool.input, args);
    if (!parsed.ok) return problemResult(invalidParametersProblem(parsed.invalid));
    const reply = tool.run(api, parsed.value);
    return reply.ok ? bodyResult(await bodyBytes(reply.body)) : problemResult(reply.problem);
  } catch (error) {
    log.error({ err: error, tool: tool.name }, 'unexpected error in an MCP tool');
    return problemResult(problem('internal-error', 'the service could not answer this request; retry later'));
  }
}

export function registerTool<T>(server: McpServer, tool: ToolDefinition<T>, api: ReadApi, log: Logger): void {
  server.registerTool(tool.name, {
    title: tool.title,
    description: tool.description,
    inputSchema: publishedInput(tool.input),
    outputSchema: publishedOutput(tool.output),
    annotations: { title: tool.title, ...READ_ONLY },
  }, (args: unknown) => callTool(tool, api, args, log));
}
