/**
 * The MCP endpoint, mounted at /mcp on the same process, snapshot, request
 * budget and read limit as the HTTP API (the app's middleware applies both
 * before this handler runs).
 *
 * The SDK's v2 handler serves the 2026-07-28 revision (stateless, per-request
 * envelope) and falls back to stateless serving of the 2025 revisions
 * (2025-11-25 and earlier) for clients that open with `initialize`. It speaks
 * web-standard Request/Response; this file bridges it to Node's request and
 * response, checking Host and Origin first, and deciding what a request past the
 * budget gets (the app has read the body, under a bound, before any of this).
 */
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { createMcpHandler } from '@modelcontextprotocol/server';
import type { ReadApi } from '../api/read-api.ts';
import type { Mount, Req } from '../http/app.ts';
import { exchangeContext, type Exchange } from './exchange.ts';
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

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'host', 'content-length']);

function webHeaders(req: Req): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/** Writes a web Response to Node's response: status, headers, and the body streamed (JSON or SSE). */
async function writeResponse(res: ServerResponse, response: Response, extraHeaders: Record<string, string>): Promise<void> {
  // The service answers its own failures with 503 and Retry-After; the SDK's JSON-RPC internal error says no more than that.
  const status = response.status === 500 ? 503 : response.status;
  res.statusCode = status;
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'content-length' || name === 'transfer-encoding' || name === 'connection') return;
    res.setHeader(name, value);
  });
  if (status === 503 && !res.hasHeader('retry-after')) res.setHeader('Retry-After', '1');
  if (status === 405 && !res.hasHeader('allow')) res.setHeader('Allow', 'POST');
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
  res.once('close', () => body.destroy());
  await new Promise<void>((resolve) => {
    body.once('error', () => {
      res.destroy();
      resolve();
    });
    body.once('end', resolve);
    res.once('close', resolve);
    body.pipe(res);
  });
}

export function mcpMount(api: ReadApi, options: McpEndpointOptions): Mount {
  const handler = createMcpHandler(createServerFactory(api, options), {
    legacy: 'stateless',
    maxRequestBodySize: MAX_BODY_BYTES,
    onerror: (error: Error) => options.log.error({ err: error }, 'unexpected error in the MCP handler'),
  });
  const check = rebindingCheck(options);
  const base = new URL(options.baseUrl);

  async function serve(req: Req, res: ServerResponse, overBudget?: number): Promise<void> {
    const refused = check(req.headers.host, req.headers.origin);
    if (refused) return sendJsonRpcError(res, 403, -32000, refused);

    // The app has read the body before this request took a read place.
    const bytes = req.method === 'POST' ? req.body ?? Buffer.alloc(0) : undefined;

    const exchange: Exchange = {};
    const extraHeaders: Record<string, string> = {};
    if (overBudget !== undefined) {
      const capacity = options.rateLimit;
      const message = describe(bytes);
      const problem = overBudgetProblem(capacity, overBudget);
      extraHeaders['Retry-After'] = String(overBudget);
      // Only a tool call can carry the refusal as its result; anything else is refused at the HTTP level (the problem as error data).
      if (!message.toolsCall) return sendJsonRpcError(res, 429, -32000, `Too many requests: ${problem.detail}`, message.id, extraHeaders, problem);
      exchange.overBudget = { retryAfter: overBudget, capacity };
    }

    const aborter = new AbortController();
    res.once('close', () => { if (!res.writableFinished) aborter.abort(); });
    const request = new Request(new URL(req.url ?? MCP_PATH, base.origin), {
      method: req.method ?? 'GET',
      headers: webHeaders(req),
      ...(bytes !== undefined && req.method !== 'GET' && req.method !== 'HEAD' ? { body: bytes } : {}),
      signal: aborter.signal,
    });
    const response = await exchangeContext.run(exchange, () => handler.fetch(request));
    await writeResponse(res, response, extraHeaders);
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
