/**
 * npm run bench:traffic -- [--count 100000] [--dist <snapshot>] [--seconds 10]
 *   [--per-class 1500] [--http-per-class 300]
 *
 * Only the traffic benchmark of the targets (traffic-run.ts): the service asked
 * as real traffic asks it, most queries once, beside SQLite FTS5 and a raw
 * server. On --dist when given, else on the snapshot bench:quick / bench build
 * for --count (.tmp/targets-dist-<count>), generated and built first if there
 * is none. Results go to bench/results/<date>-<count>-traffic-node<major>.json.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureSqlite } from './reference.ts';
import { loadCores, resultsFile, ROOT, serverCores, targetsSnapshot, targetRecorder } from './support.ts';
import { runTraffic } from './traffic-run.ts';
import { haveWrk } from './wrk.ts';

const { values } = parseArgs({ options: {
  count: { type: 'string', default: '100000' }, dist: { type: 'string' }, seconds: { type: 'string', default: '10' },
  'per-class': { type: 'string', default: '1500' }, 'http-per-class': { type: 'string', default: '300' },
} });
const count = Number(values.count);
const work = path.join(ROOT, '.tmp');
const say = (text: string) => process.stdout.write(`${text}\n`);
if (!haveWrk()) throw new Error('the loads come from wrk: install it (Debian: apt-get install wrk)');

const dist = await targetsSnapshot(count, values.dist, say);

const { targets, record } = targetRecorder(say);

const seconds = Number(values.seconds);
say(`${count} listings (${path.relative(ROOT, dist) || dist}); ${serverCores() ? `wrk on core ${loadCores()}, the reference servers on ${serverCores()}, the service on every core` : 'nothing pinned'}`);
const traffic = await runTraffic({
  dist, work, count, seconds, perTextClass: Number(values['per-class']), httpPerClass: Number(values['http-per-class']),
  serveOptions: ['--rate-limit', '0', '--concurrency', '64', '--metrics-port', '0'], sqliteModule: ensureSqlite(say), say, record,
});
say(`\n${targets.filter((t) => t.pass === true).length} of ${targets.filter((t) => t.pass !== null).length} targets met`);
const file = resultsFile(count, 'traffic');
writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, count, seconds, targets, traffic }, null, 2)}\n`);
say(`results: ${path.relative(ROOT, file)}`);
// The servers are stopped; the exit hooks of support.ts kill any left behind.
process.exit(0);
