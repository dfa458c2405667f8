/**
 * Load from wrk (Debian's `wrk`), on its own core, the servers measured on
 * another (support.ts `loadCores`, `serverCores`).
 *
 * The load generator must not be what is measured. autocannon, in JavaScript,
 * decodes every response body into a string: at some 60 KB a search page of
 * JSON with Ukrainian text it spent 186 µs of its core on each response, more
 * than the service spent answering it, while a raw server's body of ASCII
 * spaces cost it 55 µs. So the raw server's rate was autocannon's, not the raw
 * server's, and the ratios it gave flattered the service (filter searches at a
 * million listings: 0.28× raw under autocannon, 0.11× under wrk, the same
 * servers). wrk reads and drops bodies in C: the raw server, not wrk, is the
 * limit (41,000 pages of 66 KB a second on one core here).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadCores, onCores } from './support.ts';

export interface Load {
  /** Responses a second, over the run. */
  rps: number;
  /** The 99th percentile of latency, in ms. */
  p99: number;
}

/** Whether wrk can be run here. */
export function haveWrk(): boolean {
  return spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;
}

/**
 * `connections` connections from one wrk thread for `seconds`, asking `paths`
 * in turn (each connection the next one), with Accept-Encoding: identity. The
 * request script is written into `scratch`. Throws on any error or non-2xx.
 */
export function wrk(base: string, paths: readonly string[], { connections, seconds, scratch }: { connections: number; seconds: number; scratch: string }): Load {
  const script = path.join(scratch, 'wrk-requests.lua');
  writeFileSync(script, [
    `local paths = {${paths.map((p) => JSON.stringify(p)).join(',')}}`,
    'local next = 0',
    'request = function()',
    '  next = next % #paths + 1',
    '  return wrk.format("GET", paths[next], { ["Accept-Encoding"] = "identity" })',
    'end',
    '',
  ].join('\n'));
  // wrk gives up on a response after 2 s by default: a slow server (SQLite on common words) is measured, not failed.
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '30s', '--latency', '-s', script, base];
  const run = spawnSync(...onCores(loadCores(), 'wrk', args), { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.error?.message ?? run.stderr}`);
  const out = run.stdout;
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(out);
  if (!rps || !p99) throw new Error(`wrk said something unexpected:\n${out}`);
  const failed = /Non-2xx or 3xx responses: (\d+)/.exec(out) ?? /Socket errors: .*/.exec(out);
  if (failed) throw new Error(`${base}: ${failed[0]}`);
  const unit = { us: 0.001, ms: 1, s: 1000 }[p99[2] as 'us' | 'ms' | 's'];
  return { rps: Number(rps[1]), p99: Number(p99[1]) * unit };
}
