import { spawn } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, infoLineText, LOG_BUFFER_BYTES } from '../../src/log.ts';
import { when } from '../support/until.ts';

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

describe('a log whose reader stalls', () => {
  it('holds at most LOG_BUFFER_BYTES of lines, drops the rest, and says how many it dropped once stdout takes lines again', async () => {
    const lines = 100_000;
    const logModule = path.resolve(import.meta.dirname, '../../src/log.ts');
    // Every line is written before stdout is read (the child says so on stderr), then flushed as at exit.
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `
      import { createLogger, flushLog, infoLine } from ${JSON.stringify(logModule)};
      const log = createLogger('info');
      for (let i = 0; i < ${lines}; i++) infoLine(log, { i, pad: 'x'.repeat(200) }, 'request');
      process.stderr.write('written\\n');
      flushLog(log);
    `], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pause();
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    await when(child.stderr, 'data', () => stderr.includes('written'), 'the child to write its lines', 20_000);
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk)).resume();
    await new Promise((resolve) => child.once('close', resolve));
    expect(child.exitCode).toBe(0);

    const logged = out.split('\n').filter(Boolean).map((text) => ({ text, line: JSON.parse(text) as { msg: string; level: string; lines?: number } }));
    const written = logged.filter(({ line }) => line.msg === 'request');
    const dropped = logged.filter(({ line }) => line.level === 'warn').reduce((sum, { line }) => sum + line.lines!, 0);
    expect(dropped).toBeGreaterThan(0);
    expect(written.length + dropped).toBe(lines);
    // What was held while stdout took nothing: the buffer, and what the pipe held besides.
    const writtenBytes = written.reduce((sum, { text }) => sum + Buffer.byteLength(text) + 1, 0);
    expect(writtenBytes).toBeLessThan(LOG_BUFFER_BYTES + 2 ** 20);
  }, 60_000);
});
