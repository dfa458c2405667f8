/**
 * The real server as a child process on a free port, killed when the test file
 * ends (by killChildren, which the per-file setup registers).
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children = new Set<ChildProcess>();
/** Kills `child` with the others when the test file ends, if it still runs then. */
export function track(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}
/** Kills every child a test file started and left running. */
export function killChildren(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
}
process.once('exit', killChildren);
import { node, ROOT } from './build.ts';
import { onJsonLines } from './json-lines.ts';
import { when } from './until.ts';
import { SERVE_ENV } from '../../src/cli.ts';

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Resolves with the first line of stdout or stderr, from now on, that matches. */
  nextLine(pattern: RegExp): Promise<string>;
  /** Resolves with the first JSON log line, from now on, with this `event` (start, reload, reload-refused, shutdown, exit). */
  nextEvent(event: string): Promise<LogLine>;
  /** Resolves with the first JSON log line with this `event`, written already or later. */
  logged(event: string): Promise<LogLine>;
  /** Every JSON log line the server has written so far. */
  logs(): LogLine[];
}

export type LogLine = Record<string, unknown> & { level: string; msg: string; time: number };

/** The environment without any variable the server reads (the test runner sets BASE_URL to "/" for itself). */
export function cleanEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const rest = { ...process.env };
  for (const name of SERVE_ENV) delete rest[name];
  return { ...rest, ...extra };
}

/** `onCores`: the cores the server may use, as `taskset -c` takes them (a process of one core, say); every core by default. */
export async function startServer(args: string[], env: NodeJS.ProcessEnv = {}, { onCores }: { onCores?: string } = {}): Promise<RunningServer> {
  const [command, commandArgs] = node('src/cli.ts', ['serve', '--port', '0', ...args]);
  const [program, programArgs] = onCores === undefined ? [command, commandArgs] : ['taskset', ['-c', onCores, command, ...commandArgs]];
  const child = spawn(program, programArgs, {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: cleanEnv(env),
  });
  track(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines: LogLine[] = [];
  onJsonLines<LogLine>(child.stdout!, (line) => lines.push(line));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '', err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const match = /listening on (http:\/\/[^\s"]+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.stderr!.on('data', (chunk: Buffer) => { err += chunk; });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening: ${err}`)));
  });
  const nextLine = (pattern: RegExp) => new Promise<string>((resolve) => {
    let seen = '';
    const look = (chunk: Buffer) => {
      seen += chunk;
      const line = seen.split('\n').find((l) => pattern.test(l));
      if (line === undefined) return;
      child.stdout!.off('data', look);
      child.stderr!.off('data', look);
      resolve(line);
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
  });
  const nextEvent = async (event: string) => {
    const seen = lines.length;
    let found: LogLine | undefined;
    // Checked after the line collector above has read each chunk (listeners run in order).
    await when(child.stdout!, 'data', () => (found = lines.slice(seen).find((line) => line.event === event)) !== undefined, `the server's "${event}" log line`, 30_000);
    return found!;
  };
  const logged = (event: string) => {
    const found = lines.find((line) => line.event === event);
    return found ? Promise.resolve(found) : nextEvent(event);
  };
  return {
    url,
    child,
    nextLine,
    nextEvent,
    logged,
    logs: () => [...lines],
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Runs the CLI to completion (for refusals at start-up). */
export async function runServeExpectingExit(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; stderr: string; stdout: string }> {
  // A port given in `env` is the one under test: no --port then, as a flag would win over it.
  const port = env.PORT === undefined ? ['--port', '0'] : [];
  const child = spawn(...node('src/cli.ts', ['serve', ...port, ...args]), { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: cleanEnv(env) });
  track(child);
  let stdout = '', stderr = '';
  child.stdout.on('data', (c: Buffer) => { stdout += c; });
  child.stderr.on('data', (c: Buffer) => { stderr += c; });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stderr, stdout };
}
