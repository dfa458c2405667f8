/**
 * HTTP/1.1 over a bare socket, for what fetch would refuse to send: malformed
 * request lines, invalid percent-encodings, oversized targets and headers,
 * bodies that trickle in, and clients that never read.
 */
import net from 'node:net';

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses the first final response of a byte stream (1xx skipped; headers lower-cased; a chunked body is not decoded). */
function parseReply(bytes: Buffer): RawReply | null {
  const end = bytes.indexOf('\r\n\r\n');
  if (end === -1) return null;
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN);
  if (status >= 100 && status < 200) return parseReply(bytes.subarray(end + 4));
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body: bytes.subarray(end + 4).toString('utf8') };
}

/** Sends the bytes, reads until the server closes (or `timeoutMs`), and parses the first response. */
export function sendRaw(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<RawReply & { raw: Buffer }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error(`no complete answer within ${timeoutMs} ms`)), timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {}); // a reset after the answer is fine; the answer is judged below
    socket.on('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks);
      const reply = parseReply(raw);
      if (reply) resolve({ ...reply, raw });
      else reject(new Error(`no HTTP response (${raw.length} bytes received)`));
    });
    socket.write(request);
  });
}

/** A GET with Connection: close, and any extra header lines. */
export function rawGet(target: string, headers: string[] = []): string {
  return [`GET ${target} HTTP/1.1`, 'Host: 127.0.0.1', ...headers, 'Connection: close', '', ''].join('\r\n');
}

/** A socket that opened a request and then sends nothing more: the caller destroys it. */
export function openSocket(port: number, first: string): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(first);
      resolve(socket);
    });
    socket.on('error', () => {});
  });
}

/**
 * The bodies of the next `count` responses on a socket that asked for them in one go
 * (pipelined; each answer with a Content-Length), in order.
 */
export function readBodies(socket: net.Socket, count: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const bodies: string[] = [];
    let received = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      for (let reply = nextBody(received); reply; reply = nextBody(received)) {
        bodies.push(reply.body);
        received = received.subarray(reply.end);
      }
      if (bodies.length >= count) resolve(bodies.slice(0, count));
    });
  });
}

/** The first whole response in `bytes`: its body, and where it ends. */
function nextBody(bytes: Buffer): { body: string; end: number } | null {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd === -1) return null;
  const length = Number(/\r\ncontent-length: (\d+)/i.exec(bytes.subarray(0, headEnd).toString('latin1'))![1]);
  const end = headEnd + 4 + length;
  return bytes.length < end ? null : { body: bytes.subarray(headEnd + 4, end).toString('utf8'), end };
}
