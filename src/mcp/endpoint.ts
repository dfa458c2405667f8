/**
 * The MCP endpoint, mounted at /mcp on the same process, snapshot, request
 * budget and read limit as the HTTP API (the app's middleware applies both
 * before this handler runs).
 *
 * The SDK's v2 handler serves the 2026-07-28 revision (stateless, per-request
 * envelope) and falls back to stateless serving of the 2025 revisions
 * (2025-11-25 and earlier) for clients that open with `initialize`. It speaks
 * web-standard Request/Response; the SDK's Node adapter bridges it to Node's
 * request and response. What is ours: the Host and Origin checks first, what a
 * request past the budget gets, and the body, which the app has read under its
 * own bound before any of this.
 */
import type { ServerResponse } from 'node:http';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler } from '@modelcontextprotocol/server';
import type { ReadApi } from '../api/read-api.ts';
import type { Mount, Req } from '../http/app.ts';
import { currentExchange, exchangeContext, type Exchange } from './exchange.ts';
import { rebindingCheck, type RebindingOptions } from './rebinding.ts';
import { overBudgetProblem } from '../schema/problem.ts';
import { createServerFactory, type ListingsMcpOptions } from './server.ts';
import { BODY_TIMEOUT_MS, MAX_BODY_BYTES } from '../http/body.ts';

const MCP_PATH = '/mcp';
export interface McpEndpointOptions extends ListingsMcpOptions, RebindingOptions {}

type JsonRpcId = string | number | null;

function sendJsonRpcError(res: ServerResponse, status: number, code: number, message: string, id: JsonRpcId = null, headers: Record<string, string> = {}, data?: unknown): void {
  const bytes = Buffer.from(JSON.stringify({ jsonrpc: '2.0', error: { code, message, ...(data === undefined ? {} : { data }) }, id }));
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}

/** What a body is, as far as the budget decision needs: one tools/call request, or anything else. */
function describe(bytes: Buffer | undefined): { toolsCall: boolean; id: JsonRpcId } {
  if (!bytes || bytes.length === 0) return { toolsCall: false, id: null };
  try {
    const message = JSON.parse(bytes.toString('utf8')) as unknown;
    if (typeof message !== 'object' || message === null || Array.isArray(message)) return { toolsCall: false, id: null };
    const { id, method } = message as { id?: unknown; method?: unknown };
    const validId = typeof id === 'string' || typeof id === 'number' ? id : null;
    return { toolsCall: method === 'tools/call' && validId !== null, id: validId };
  } catch {
    return { toolsCall: false, id: null };
  }
}

/**
 * The service's own answer where the SDK's differs: its failures are 503 with
 * Retry-After (the SDK's JSON-RPC internal error says no more than that), a
 * refused method names the one allowed, and a request past the budget says when
 * to come back.
 */
function adjusted(response: Response, extraHeaders: Record<string, string>): Response {
  const status = response.status === 500 ? 503 : response.status;
  const headers = new Headers(response.headers);
  if (status === 503 && !headers.has('retry-after')) headers.set('Retry-After', '1');
  if (status === 405 && !headers.has('allow')) headers.set('Allow', 'POST');
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  return new Response(response.body, { status, headers });
}

export function mcpMount(api: ReadApi, options: McpEndpointOptions): Mount {
  const onerror = (error: Error) => options.log.error({ err: error }, 'unexpected error in the MCP handler');
  const handler = createMcpHandler(createServerFactory(api, options), { legacy: 'stateless', maxRequestBodySize: MAX_BODY_BYTES, onerror });
  // The SDK's bridge from Node's request to its web handler and back (back-pressure, aborts), around our own answers.
  const nodeHandler = toNodeHandler({
    fetch: async (request, requestOptions) => adjusted(await handler.fetch(request, requestOptions), currentExchange().extraHeaders ?? {}),
  }, { maxRequestBodySize: MAX_BODY_BYTES, onerror });
  const check = rebindingCheck(options);

  async function serve(req: Req, res: ServerResponse, overBudget?: number): Promise<void> {
    const refused = check(req.headers.host, req.headers.origin);
    if (refused) return sendJsonRpcError(res, 403, -32000, refused);

    // The app has read the body before this request took a read place.
    const bytes = req.method === 'POST' ? req.body ?? Buffer.alloc(0) : undefined;

    const extraHeaders: Record<string, string> = {};
    const exchange: Exchange = { extraHeaders };
    if (overBudget !== undefined) {
      const capacity = options.rateLimit;
      const message = describe(bytes);
      const problem = overBudgetProblem(capacity, overBudget);
      extraHeaders['Retry-After'] = String(overBudget);
      // Only a tool call can carry the refusal as its result; anything else is refused at the HTTP level (the problem as error data).
      if (!message.toolsCall) return sendJsonRpcError(res, 429, -32000, `Too many requests: ${problem.detail}`, message.id, extraHeaders, problem);
      exchange.overBudget = { retryAfter: overBudget, capacity };
    }

    // The body was read from the stream already: the SDK reads it from here instead.
    const request = { method: req.method, url: req.url, headers: req.headers, async *[Symbol.asyncIterator]() { if (bytes?.length) yield bytes; } };
    await exchangeContext.run(exchange, () => nodeHandler(request, res));
  }

  return {
    path: MCP_PATH,
    counted: true,
    refuseBody: (_req, res, reason) => reason === 'too-slow'
      ? sendJsonRpcError(res, 408, -32000, `Request timeout: the body did not arrive within ${BODY_TIMEOUT_MS / 1000} s`, null, { Connection: 'close' })
      : sendJsonRpcError(res, 413, -32000, `Request body too large: at most ${MAX_BODY_BYTES} bytes`, null, { Connection: 'close' }),
    handle: (req, res) => serve(req, res),
    overBudget: (req, res, retryAfter) => serve(req, res, retryAfter),
  };
}
