/**
 * MCP test helpers: the official clients behind one small interface (the v1
 * SDK client speaking 2025-11-25, the v2 client in its default 2025 mode and
 * pinned to 2026-07-28), and a raw HTTP POST for what clients never send.
 */
import http from 'node:http';
import { Client as V2Client, StreamableHTTPClientTransport as V2Transport } from '@modelcontextprotocol/client';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export const CLIENT_KINDS = ['v1 sdk (2025-11-25)', 'v2 client (2025-11-25)', 'v2 client (2026-07-28)'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

export interface ToolInfo {
  name: string;
  title?: string;
  description?: string;
  inputSchema: Record<string, any>;
  outputSchema?: Record<string, any>;
  annotations?: Record<string, unknown>;
}
export interface ToolResult {
  content: { type: string; text?: string }[];
  structuredContent?: unknown;
  isError?: boolean;
}
export interface ResourceInfo { uri: string; name: string; title?: string; description?: string; mimeType?: string }
export interface ResourceContent { uri: string; mimeType?: string; text?: string }

export interface Session {
  kind: ClientKind;
  protocolVersion: string | undefined;
  serverInfo: { name: string; version: string } | undefined;
  instructions: string | undefined;
  listTools(): Promise<ToolInfo[]>;
  callTool(name: string, args: Record<string, unknown>): Promise<ToolResult>;
  listResources(): Promise<ResourceInfo[]>;
  readResource(uri: string): Promise<ResourceContent[]>;
  close(): Promise<void>;
}

const CLIENT_INFO = { name: 'listings-mcp-test', version: '1.0.0' };

/** Connects one of the official clients to the endpoint. */
export async function connect(kind: ClientKind, url: string): Promise<Session> {
  const endpoint = new URL(url);
  if (kind === 'v1 sdk (2025-11-25)') {
    const client = new V1Client(CLIENT_INFO);
    const transport = new V1Transport(endpoint);
    await client.connect(transport);
    return {
      kind,
      protocolVersion: transport.protocolVersion,
      serverInfo: client.getServerVersion(),
      instructions: client.getInstructions(),
      listTools: async () => (await client.listTools()).tools as ToolInfo[],
      callTool: async (name, args) => (await client.callTool({ name, arguments: args })) as ToolResult,
      listResources: async () => (await client.listResources()).resources,
      readResource: async (uri) => (await client.readResource({ uri })).contents as ResourceContent[],
      close: () => client.close(),
    };
  }
  const modern = kind === 'v2 client (2026-07-28)';
  const client = new V2Client(CLIENT_INFO, modern ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {});
  await client.connect(new V2Transport(endpoint));
  return {
    kind,
    protocolVersion: client.getNegotiatedProtocolVersion(),
    serverInfo: client.getServerVersion(),
    instructions: client.getInstructions(),
    listTools: async () => (await client.listTools()).tools as ToolInfo[],
    callTool: async (name, args) => (await client.callTool({ name, arguments: args })) as ToolResult,
    listResources: async () => (await client.listResources()).resources,
    readResource: async (uri) => (await client.readResource({ uri })).contents as ResourceContent[],
    close: () => client.close(),
  };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The JSON-RPC message: the JSON body, or the last `data:` of an SSE body. */
  message: any;
}

/** A request with every header under the test's control (fetch will not send a foreign Host). */
/** A body given as an array of chunks is streamed (chunked transfer encoding, no Content-Length). */
export function raw(url: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer | Buffer[] } = {}): Promise<RawResponse> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: target.hostname, port: target.port, path: target.pathname + target.search, method: options.method ?? 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        ...options.headers,
      },
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, message: parseMessage(text, String(response.headers['content-type'] ?? '')) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    if (Array.isArray(options.body)) {
      for (const chunk of options.body) request.write(chunk);
      request.end();
    } else {
      request.end(options.body);
    }
  });
}

function parseMessage(text: string, type: string): unknown {
  if (text === '') return undefined;
  if (type.startsWith('text/event-stream')) {
    const data = text.split('\n').filter((line) => line.startsWith('data: ')).map((line) => line.slice(6));
    return data.length > 0 ? JSON.parse(data[data.length - 1]!) : undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A JSON-RPC request body of the 2025 revisions (no envelope; the stateless server needs no initialize first). */
export function rpc(method: string, params?: Record<string, unknown>, id: number | string = 1): string {
  return JSON.stringify({ jsonrpc: '2.0', id, method, ...(params ? { params } : {}) });
}

export const LEGACY_HEADERS = { 'MCP-Protocol-Version': '2025-11-25' };
