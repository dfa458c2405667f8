import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { BUILD_OPTIONS } from '../../build/cli.ts';
import { runBuild, type BuildOptions } from '../../build/pipeline.ts';
import { BUNDLED_COMMANDS, bundleOf } from './command-bundles.ts';
import { record, writeExport } from './fixture.ts';
import { tempDir } from './temp.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * The command and arguments that run a command line of this project in one process (the tsx
 * command would run a child), so a signal reaches the program itself: its bundle made for the
 * test run (command-bundles.ts), or under tsx for `start`, whose build runs under the loader of
 * the process that starts it.
 */
export function node(script: string, args: string[]): [string, string[]] {
  if (BUNDLED_COMMANDS.includes(script) && args[0] !== 'start') return [process.execPath, [bundleOf(script), ...args]];
  return [process.execPath, ['--import', 'tsx', path.join(ROOT, script), ...args]];
}
export const FIXED_NOW = new Date('2026-06-01T00:00:00Z');

/** The build, in process, as the CLI runs it. */
export function build(contentDir: string, outDir: string, over: Partial<BuildOptions> = {}) {
  return runBuild({ contentDir, outDir, maxInvalid: 0, now: FIXED_NOW, ...over });
}

/** The fixture's records of these numbers, exported to a temporary folder and built: the export's folder and the snapshot's. */
export async function snapshotOf(numbers: number[]): Promise<{ content: string; dist: string }> {
  const dir = tempDir();
  const content = path.join(dir, 'content'), dist = path.join(dir, 'dist');
  writeExport(content, { listings: { 'a.ndjson': numbers.map((n) => record(n)) } });
  const report = await build(content, dist);
  if (!report.ok) throw new Error(`the fixture did not build: ${report.failure}`);
  return { content, dist };
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
