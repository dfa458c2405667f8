/**
 * npm run bench:cold -- [--count 100000] [--dist <snapshot>] [--seconds 10]
 *   [--per-class 6000] [--one-by-one 2000]
 *
 * Only the long tail of the targets (cold-run.ts): requests never asked
 * before, each once, the service confined to one core beside SQLite FTS5. On
 * --dist when given, else on the snapshot bench:quick / bench build for
 * --count (.tmp/targets-dist-<count>), generated and built first if there is
 * none. Results go to bench/results/<date>-<count>-cold-node<major>.json; a target missed
 * fails the run (exit status 1).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runCold } from './cold-run.ts';
import { ensureSqlite } from './reference.ts';
import { loadCores, resultsFile, ROOT, serverCores, targetsSnapshot, targetRecorder } from './support.ts';
import { haveWrk } from './wrk.ts';

const { values } = parseArgs({ options: {
  count: { type: 'string', default: '100000' }, dist: { type: 'string' }, seconds: { type: 'string', default: '10' },
  'per-class': { type: 'string', default: '6000' }, 'one-by-one': { type: 'string', default: '2000' },
} });
const count = Number(values.count);
const work = path.join(ROOT, '.tmp');
const say = (text: string) => process.stdout.write(`${text}\n`);
if (!haveWrk()) throw new Error('the loads come from wrk: install it (Debian: apt-get install wrk)');

const dist = await targetsSnapshot(count, values.dist, say);

const { targets, record } = targetRecorder(say);

const seconds = Number(values.seconds);
say(`${count} listings (${path.relative(ROOT, dist) || dist}); ${serverCores() ? `wrk on core ${loadCores()}, the servers on ${serverCores()}` : 'nothing pinned'}`);
const cold = await runCold({
  dist, work, count, seconds, perTextClass: Number(values['per-class']), oneByOne: Number(values['one-by-one']),
  serveOptions: ['--rate-limit', '0', '--concurrency', '64', '--metrics-port', '0'], sqliteModule: ensureSqlite(say), say, record,
});
const met = targets.filter((t) => t.pass === true).length, counted = targets.filter((t) => t.pass !== null).length;
say(`\n${met} of ${counted} targets met`);
const file = resultsFile(count, 'cold');
writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, count, seconds, targets, cold }, null, 2)}\n`);
say(`results: ${path.relative(ROOT, file)}`);
// The servers are stopped; the exit hooks of support.ts kill any left behind.
process.exit(met === counted ? 0 : 1);
