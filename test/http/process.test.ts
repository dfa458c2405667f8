/**
 * `npm start` and `npm run serve` as a service manager runs them: the process it
 * starts is the one that serves, or passes its signals on to it, so a SIGTERM to
 * it stops the service and leaves no process behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { record, writeExport } from '../support/fixture.ts';
import { build, ROOT } from '../support/build.ts';
import { onJsonLines } from '../support/json-lines.ts';
import { tempDir } from '../support/temp.ts';
import { SERVE_ENV } from '../../src/cli.ts';

const children: ChildProcess[] = [];
const servers: number[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const pid of servers) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => { socket.destroy(); resolve(false); });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** `npm <args>` with none of the server's variables set, and its start line once it listens. */
function npm(args: string[]): { child: ChildProcess; started: Promise<{ url: string; pid: number }>; exited: Promise<unknown> } {
  const env = { ...process.env };
  for (const name of SERVE_ENV) delete env[name];
  const child = spawn('npm', args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk; });
  const started = new Promise<{ url: string; pid: number }>((resolve, reject) => {
    onJsonLines<{ event?: string; url: string; pid: number }>(child.stdout!, (line) => {
      if (line.event !== 'start') return;
      servers.push(line.pid);
      resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`npm exited with ${code} before the server listened: ${stderr}`)));
  });
  return { child, started, exited };
}

describe('the service under npm', () => {
  it.each(['start', 'run serve'])('npm %s: a SIGTERM to npm stops the server, and no process is left', async (script) => {
    const dir = tempDir();
    const content = path.join(dir, 'content'), dist = path.join(dir, 'dist');
    writeExport(content, { listings: { 'a.ndjson': [record(1), record(2)] } });
    if (script === 'run serve') expect((await build(content, dist)).ok).toBe(true);
    const { child, started, exited } = npm([...script.split(' '), '--', '--content', content, '--dist', dist, '--port', '0', '--rate-limit', '0']);
    const { url, pid } = await started;
    const port = Number(new URL(url).port);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    child.kill('SIGTERM');
    await exited;
    expect(isAlive(pid)).toBe(false);
    expect(await refused(port)).toBe(true);
  });
});
