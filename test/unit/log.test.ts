import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { infoLineText } from '../../src/log.ts';

/** What pino itself writes for log.info(fields, msg) with the service's options, at a fixed time. */
function pinoLine(fields: object, msg: string, time: number): string {
  let written = '';
  const log = pino({
    level: 'info',
    base: undefined,
    formatters: { level: (label) => ({ level: label }) },
    timestamp: () => `,"time":${time}`,
  }, new Writable({ write(chunk, _encoding, done) { written += String(chunk); done(); } }) as never);
  log.info(fields, msg);
  return written;
}

describe('infoLineText', () => {
  it('writes the very line pino writes: level, time, the fields in order, undefined ones left out, the message', () => {
    const cases: object[] = [
      { reqId: 'k3-mx1-1', method: 'GET', route: '/api/v1/ads/{id}', status: 200, ms: 0.12, bytes: 2512, build: 'd684182749c5bf00' },
      { reqId: 'a', method: 'HEAD', route: '(no route)', status: 404, ms: 3, bytes: 0, build: 'b', aborted: true, client: '::ffff:127.0.0.1' },
      { reqId: 'b', method: undefined, route: 'quote " and \\ and \n and київ', status: 503, ms: 1.5e-7, bytes: 1, build: 'c', client: undefined },
      {},
    ];
    for (const fields of cases) expect(infoLineText(fields, 'request', 1764000000123)).toBe(pinoLine(fields, 'request', 1764000000123));
  });
});
