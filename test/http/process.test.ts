/**
 * `npm start` and `npm run serve` as a service manager runs them: the process it
 * starts is the one that serves, or passes its signals on to it, so a SIGTERM to
 * it stops the service and leaves no process behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, utimesSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { record, writeExport } from '../support/fixture.ts';
import { build, ROOT } from '../support/build.ts';
import { onJsonLines } from '../support/json-lines.ts';
import { tempDir } from '../support/temp.ts';
import { SERVE_ENV } from '../../src/cli.ts';
import { exportFiles, hashExport } from '../../src/snapshot/export-id.ts';

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

interface StartLine { url: string; pid: number; build: string; export?: { path: string; id: string | null } }

/** `npm <args>` with none of the server's variables set, and its start line once it listens. */
function npm(args: string[]): { child: ChildProcess; started: Promise<StartLine>; exited: Promise<unknown>; stdout: () => string } {
  const env = { ...process.env };
  for (const name of SERVE_ENV) delete env[name];
  const child = spawn('npm', args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk; });
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => { stdout += chunk; });
  const started = new Promise<StartLine>((resolve, reject) => {
    onJsonLines<StartLine & { event?: string }>(child.stdout!, (line) => {
      if (line.event !== 'start') return;
      servers.push(line.pid);
      resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`npm exited with ${code} before the server listened: ${stderr}`)));
  });
  return { child, started, exited, stdout: () => stdout };
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

describe('npm start', () => {
  it('rebuilds a snapshot built from another export, even one of the same sizes and older times, and names the export it serves', async () => {
    const dir = tempDir();
    const dist = path.join(dir, 'dist');
    const other = writeExport(path.join(dir, 'other'), { listings: { 'a.ndjson': [record(1), record(2)] } });
    const first = await build(other, dist);
    // The same sizes, one letter apart, and files dated before the snapshot: neither sizes nor times tell them apart.
    const content = writeExport(path.join(dir, 'content'), { listings: { 'a.ndjson': [record(1), record(2, {}, { contact: { email: 'owner@example.net' } })] } });
    for (const file of ['cities.json', 'categories.json', 'listings/a.ndjson']) utimesSync(path.join(content, file), new Date('2020-01-01'), new Date('2020-01-01'));
    const expected = await hashExport(content, await exportFiles(content));
    expect(expected.sizes).toBe(first.snapshot && JSON.parse(readFileSync(path.join(first.snapshot, 'manifest.json'), 'utf8')).export.sizes);

    const rebuilt = npm(['start', '--', '--content', content, '--dist', dist, '--port', '0', '--rate-limit', '0']);
    const line = await rebuilt.started;
    expect(line.build).not.toBe(first.buildId);
    expect(line.export).toEqual({ path: content, id: expected.id });
    expect(rebuilt.stdout()).toMatch(/^built [0-9a-f]{16} /m);
    rebuilt.child.kill('SIGTERM');
    await rebuilt.exited;

    // Touched, not changed: served as it is.
    for (const file of ['cities.json', 'categories.json', 'listings/a.ndjson']) utimesSync(path.join(content, file), new Date(), new Date());
    const again = npm(['start', '--', '--content', content, '--dist', dist, '--port', '0', '--rate-limit', '0']);
    expect(await again.started).toMatchObject({ build: line.build, export: { path: content, id: expected.id } });
    expect(again.stdout()).not.toMatch(/^built /m);
    again.child.kill('SIGTERM');
    await again.exited;
  });
});
