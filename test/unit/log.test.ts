import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, infoLineText } from '../../src/log.ts';

/** What the service's own logger (pino, with its options) writes for log.info(fields, msg), and the time it wrote. */
function loggedLine(fields: object, msg: string): { line: string; time: number } {
  let line = '';
  const log = createLogger('info', new Writable({ write(chunk, _encoding, done) { line += String(chunk); done(); } }) as never);
  log.info(fields, msg);
  return { line, time: (JSON.parse(line) as { time: number }).time };
}

describe('infoLineText', () => {
  it('writes the very line pino writes: level, time, the fields in order, undefined ones left out, the message', () => {
    const cases: object[] = [
      { reqId: 'k3-mx1-1', method: 'GET', route: '/api/v1/ads/{id}', status: 200, ms: 0.12, bytes: 2512, build: 'd684182749c5bf00' },
      { reqId: 'a', method: 'HEAD', route: '(no route)', status: 404, ms: 3, bytes: 0, build: 'b', aborted: true, client: '::ffff:127.0.0.1' },
      { reqId: 'b', method: undefined, route: 'quote " and \\ and \n and київ', status: 503, ms: 1.5e-7, bytes: 1, build: 'c', client: undefined },
      {},
    ];
    for (const fields of cases) {
      const { line, time } = loggedLine(fields, 'request');
      expect(infoLineText(fields, 'request', time)).toBe(line);
    }
  });
});
