/**
 * The server as deployed runs the JavaScript `npm ci` compiled (src/launch.mjs,
 * src/compile/): started as `npm run serve` starts it, its start line says it
 * has loaded neither tsx nor esbuild. The same server run through tsx says it
 * has loaded both, so the line is not blind to them.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVE_ENV } from '../../src/cli.ts';
import { build, ROOT } from '../support/build.ts';
import { record, writeExport } from '../support/fixture.ts';
import { onJsonLines } from '../support/json-lines.ts';
import { tempDir } from '../support/temp.ts';

interface StartLine { event?: string; pid: number; searchThread: boolean; loaded?: { tsx: boolean; esbuild: boolean } }

const pids: number[] = [];
afterAll(() => {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
});

/** Starts `command args`, with none of the server's variables set, and gives its start line once it listens; the server is stopped then. */
function startLine(command: string, args: string[]): Promise<StartLine> {
  const env = { ...process.env };
  for (const name of SERVE_ENV) delete env[name];
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk; });
  return new Promise((resolve, reject) => {
    const early = (code: number | null) => reject(new Error(`exited with ${code} before the server listened: ${stderr}`));
    child.once('exit', early);
    onJsonLines<StartLine>(child.stdout!, (line) => {
      if (line.event !== 'start') return;
      pids.push(line.pid);
      child.off('exit', early);
      child.once('exit', () => resolve(line));
      process.kill(line.pid, 'SIGTERM');
    });
  });
}

let dist: string;
beforeAll(async () => {
  const dir = tempDir();
  dist = path.join(dir, 'dist');
  const content = writeExport(path.join(dir, 'content'), { listings: { 'a.ndjson': [record(1), record(2)] } });
  expect((await build(content, dist)).ok).toBe(true);
});

describe('the server as deployed', () => {
  it('starts under npm run serve with neither tsx nor esbuild loaded, its search on a thread', async () => {
    const line = await startLine('npm', ['run', 'serve', '--', '--dist', dist, '--port', '0', '--search-thread', 'on']);
    expect(line.loaded).toEqual({ tsx: false, esbuild: false });
    expect(line.searchThread).toBe(true);
  });

  it('says so when it runs through tsx', async () => {
    const line = await startLine(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/cli.ts'), 'serve', '--dist', dist, '--port', '0', '--search-thread', 'on']);
    expect(line.loaded).toEqual({ tsx: true, esbuild: true });
  });
});
