/**
 * Switches the edge and every replica to the snapshot OUT points to now, so that a
 * client that has seen a response of that build never again sees one of the build
 * before it (the edge pins each request to the build its link names when the request
 * arrives; see deploy/nginx/listings.conf):
 *
 *   1. one replica reloads (none if one serves the build already), and the switch waits
 *      until its /healthz names the build;
 *   2. the edge's link (LIVE) is renamed onto the release folder: the one moment the
 *      switch happens, for the edge's files, its cache and the replicas it asks;
 *   3. the edge reloads, to read the build's map of listings that expire soon, and its
 *      old workers are waited for: they hold every request that read the link before it
 *      moved, pinned to the build before, which only the replicas not yet reloaded serve;
 *   4. the other replicas reload, each waited for (until then the edge skips them:
 *      they refuse requests for a build they do not serve).
 *
 * A replica already serving the build is not reloaded. If a step fails, OUT is switched
 * back (the build's rollback) and the same steps run for that snapshot, so the build
 * before serves everywhere again; the exit code is then 1. deploy/nightly-build.sh runs
 * this after a build, deploy/rollback.sh after a rollback.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { helpText, PACKAGE_VERSION, parseCommandLine, UsageError, type OptionTable } from '../src/command-line.ts';
import { SNAPSHOT_PATHS } from '../src/snapshot/layout.ts';
import { rollback } from '../build/publish.ts';

const USAGE = [
  'Usage: node --import tsx deploy/switch.ts [options]',
  '',
  'Switches the edge and every replica to the snapshot --out points to, one replica first, then the',
  "edge's link, then the edge's configuration (its old workers drained), then the other replicas. A failed step switches --out",
  'back and everything with it (exit 1); 3 if even that failed.',
];

export const SWITCH_OPTIONS = {
  out: { type: 'string', env: 'OUT', default: 'dist', value: 'dir', help: "The build's output: a symbolic link into <out>.releases/." },
  live: { type: 'string', env: 'LIVE', value: 'link', help: "The edge's link to the live release folder (default: <out>.live)." },
  replicas: { type: 'string', env: 'REPLICAS', default: '127.0.0.1:8081 127.0.0.1:8082', value: 'host:port ...', help: 'Every replica, space-separated; the first switches first.' },
  'reload-replica': {
    type: 'string', env: 'RELOAD_REPLICA', default: 'sudo -n /usr/bin/systemctl reload "listings@$REPLICA_PORT.service"', value: 'command',
    help: 'A shell command that reloads the replica at $REPLICA ($REPLICA_HOST, $REPLICA_PORT).',
  },
  'reload-edge': { type: 'string', env: 'RELOAD_EDGE', default: 'sudo -n /usr/sbin/nginx -t -q && sudo -n /usr/bin/systemctl reload nginx.service', value: 'command', help: 'A shell command that tests and reloads nginx.' },
  'edge-pid-file': { type: 'string', env: 'EDGE_PID_FILE', default: '/run/nginx.pid', value: 'file', help: "nginx's pid file: the switch waits for the edge's old workers, and the requests they hold, before it reloads the other replicas." },
  timeout: { type: 'string', env: 'SWITCH_TIMEOUT', default: '120', value: 'seconds', help: "How long a replica may take to serve the build after its reload." },
} satisfies OptionTable;

export interface SwitchSettings {
  out: string;
  live: string;
  replicas: string[];
  reloadReplica: string;
  reloadEdge: string;
  edgePidFile: string;
  timeoutMs: number;
}

class SwitchFailure extends Error {}

const say = (line: string) => process.stdout.write(`switch: ${line}\n`);

/** The build id of a release folder, from its name (as the edge reads it) and its manifest, which must agree. */
export function buildOf(release: string): string {
  const named = /-([0-9a-f]{16})$/.exec(path.basename(release))?.[1];
  const manifest = JSON.parse(readFileSync(path.join(release, SNAPSHOT_PATHS.manifest), 'utf8')) as { buildId?: string };
  if (!named || manifest.buildId !== named) throw new SwitchFailure(`${release} is not a release folder of build ${manifest.buildId}`);
  return named;
}

async function servedBuild(replica: string): Promise<string | null> {
  try {
    const response = await fetch(`http://${replica}/healthz`, { signal: AbortSignal.timeout(2000) });
    const body = (await response.json()) as { buildId?: string };
    return response.ok ? body.buildId ?? null : null;
  } catch {
    return null;
  }
}

function run(command: string, env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync('sh', ['-c', command], { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new SwitchFailure(`"${command}" failed (${result.status ?? result.signal})`);
}

async function reloadReplica(settings: SwitchSettings, replica: string, build: string): Promise<void> {
  if ((await servedBuild(replica)) === build) {
    say(`${replica} serves build ${build} already`);
    return;
  }
  const port = replica.slice(replica.lastIndexOf(':') + 1);
  run(settings.reloadReplica, { REPLICA: replica, REPLICA_HOST: replica.slice(0, replica.lastIndexOf(':')), REPLICA_PORT: port });
  // The reload runs in the background of a replica that goes on answering: its /healthz says when it is done.
  const deadline = Date.now() + settings.timeoutMs;
  let served = await servedBuild(replica);
  while (served !== build) {
    if (Date.now() > deadline) throw new SwitchFailure(`${replica} still serves build ${served ?? '(no answer)'} ${settings.timeoutMs / 1000} s after its reload, not ${build}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    served = await servedBuild(replica);
  }
  say(`${replica} serves build ${build}`);
}

/** Points `link` at `target` by renaming a new link over it: readers see the old one or the new one. */
function moveLink(link: string, target: string): void {
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) throw new SwitchFailure(`${link} is not a symbolic link`);
  const next = `${link}.next-${process.pid}`;
  rmSync(next, { force: true });
  symlinkSync(path.relative(path.dirname(link), target), next);
  renameSync(next, link);
}

/** The four steps, for the snapshot `out` points to now. */
export async function switchTo(settings: SwitchSettings): Promise<string> {
  const release = realpathSync(settings.out);
  const build = buildOf(release);
  // First a replica that serves the build already, if one does (switching back after a failed
  // step): reloading one that serves the edge's build first would leave that build no replica.
  const served = await Promise.all(settings.replicas.map(servedBuild));
  const order = [...settings.replicas.filter((_, i) => served[i] === build), ...settings.replicas.filter((_, i) => served[i] !== build)];
  const [first, ...rest] = order;
  if (first === undefined) throw new SwitchFailure('no replicas');
  say(`to build ${build} (${path.basename(release)})`);
  await reloadReplica(settings, first, build);
  moveLink(settings.live, release);
  say(`the edge serves build ${build} from now on`);
  // A request that read the link before it moved is pinned to the build before, which only the
  // replicas not yet reloaded still serve: the edge reloads now (to read the build's map of
  // listings that expire soon) and its old workers, which hold every such request, are waited for.
  const oldWorkers = edgeWorkers(settings.edgePidFile);
  run(settings.reloadEdge);
  await drained(oldWorkers, settings.timeoutMs);
  say('the edge reloaded, and the requests it held for the build before are answered');
  for (const replica of rest) await reloadReplica(settings, replica, build);
  say(`every replica and the edge serve build ${build}`);
  return build;
}

/** The worker processes of the nginx whose master's pid is in `pidFile` (none if it cannot be read). */
function edgeWorkers(pidFile: string): number[] {
  let master: string;
  try {
    master = readFileSync(pidFile, 'utf8').trim();
  } catch {
    say(`no pid file ${pidFile}: the edge's old workers are not waited for`);
    return [];
  }
  const workers: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read past its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === master) workers.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return workers;
}

/** Waits until none of `pids` runs any more, or `timeoutMs` passes (then goes on, saying so). */
async function drained(pids: number[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const running = () => pids.filter((pid) => existsSync(`/proc/${pid}`));
  while (running().length > 0) {
    if (Date.now() > deadline) {
      say(`the edge's old workers ${running().join(', ')} still run after ${timeoutMs / 1000} s; going on`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Switches; on a failure, switches OUT back and everything with it. 0, 1 (switched back) or 3 (that failed too). */
export async function switchOrUndo(settings: SwitchSettings): Promise<number> {
  try {
    await switchTo(settings);
    return 0;
  } catch (error) {
    process.stderr.write(`switch: failed: ${(error as Error).message}; switching back\n`);
  }
  try {
    const back = rollback(settings.out);
    say(`${settings.out} points to ${path.basename(back)} again`);
    await switchTo(settings);
    process.stderr.write('switch: switched back: the snapshot before serves everywhere\n');
    return 1;
  } catch (error) {
    process.stderr.write(`switch: switching back failed too: ${(error as Error).message}; see docs/deployment.md, "Rollback"\n`);
    return 3;
  }
}

export function settingsFrom(argv: string[], env: NodeJS.ProcessEnv = process.env): SwitchSettings | 'help' | 'version' {
  const args = parseCommandLine(argv, SWITCH_OPTIONS, env);
  if (args.help) return 'help';
  if (args.version) return 'version';
  const timeout = Number(args.timeout);
  if (!(timeout > 0)) throw new UsageError(`--timeout takes a number of seconds, not "${args.timeout}"`);
  const replicas = args.replicas.split(/[\s,]+/).filter(Boolean);
  if (replicas.length === 0 || replicas.some((r) => !/^[^\s:]+:\d+$/.test(r))) throw new UsageError(`--replicas takes host:port pairs, not "${args.replicas}"`);
  const out = path.resolve(args.out);
  return { out, live: path.resolve(args.live ?? `${out}.live`), replicas, reloadReplica: args['reload-replica'], reloadEdge: args['reload-edge'], edgePidFile: args['edge-pid-file'], timeoutMs: timeout * 1000 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let settings: SwitchSettings | 'help' | 'version';
  try {
    settings = settingsFrom(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`switch: ${error.message}\n(--help lists every option)\n`);
    process.exit(2);
  }
  if (settings === 'help') {
    process.stdout.write(helpText(USAGE, SWITCH_OPTIONS));
    process.exit(0);
  }
  if (settings === 'version') {
    process.stdout.write(`${PACKAGE_VERSION}\n`);
    process.exit(0);
  }
  process.exitCode = await switchOrUndo(settings);
}
