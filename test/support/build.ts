import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { BUILD_OPTIONS } from '../../build/cli.ts';
import { runBuild, type BuildOptions } from '../../build/pipeline.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** Node with tsx as a loader: one process (the tsx command runs a child), so a signal reaches the program itself. */
export function node(script: string, args: string[]): [string, string[]] {
  return [process.execPath, ['--import', 'tsx', path.join(ROOT, script), ...args]];
}
export const FIXED_NOW = new Date('2026-06-01T00:00:00Z');

/** The build, in process, as the CLI runs it. */
export function build(contentDir: string, outDir: string, over: Partial<BuildOptions> = {}) {
  return runBuild({ contentDir, outDir, maxInvalid: 0, now: FIXED_NOW, ...over });
}

/** The environment without any variable the build reads: a shell's ALLOW_SHRINK or OUT must not decide a test. */
function buildEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const rest = { ...process.env };
  for (const { env } of Object.values(BUILD_OPTIONS)) delete rest[env];
  return { ...rest, ...extra };
}

/** The build's command line, for exit codes and what it prints. */
export function buildCli(args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(...node('build/cli.ts', args), { encoding: 'utf8', cwd: ROOT, env: buildEnv(env) });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function buildCliAsync(args: string[]) {
  return spawn(...node('build/cli.ts', args), { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: buildEnv({}) });
}
