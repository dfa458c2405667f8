/**
 * Request bodies, read before a request takes a place among the reads in
 * progress: a client that announces a body and sends it slowly holds a socket
 * and at most MAX_BODY_BYTES of memory, never a read place.
 */
import type { IncomingMessage } from 'node:http';

/** The largest request body read; a bigger one is refused before it is read (when declared) or as soon as it passes the bound. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** How long a body may take to arrive once the headers are in. */
export const BODY_TIMEOUT_MS = 10_000;

export type BodyRead = { ok: true; bytes: Buffer } | { ok: false; reason: 'too-large' | 'too-slow' | 'aborted' };

/** Whether the request announces a body at all (GETs, the common case, do not). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/** Reads the request body, keeping at most `limit` bytes in memory and waiting at most `timeoutMs` for it. */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES, timeoutMs = BODY_TIMEOUT_MS): Promise<BodyRead> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ ok: false, reason: 'too-large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: BodyRead) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      req.off('data', onData);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        finish({ ok: false, reason: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'too-slow' }), timeoutMs);
    req.on('data', onData);
    req.once('end', () => finish({ ok: true, bytes: Buffer.concat(chunks) }));
    req.once('error', () => finish({ ok: false, reason: 'aborted' }));
    req.once('close', () => finish(req.complete ? { ok: true, bytes: Buffer.concat(chunks) } : { ok: false, reason: 'aborted' }));
  });
}
