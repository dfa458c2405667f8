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
import { parseArgs } from 'node:util';
import { runCold } from './cold-run.ts';
import { ensureSqlite } from './reference.ts';
import { standalone } from './standalone.ts';
import { SERVE_AS_DEPLOYED } from './support.ts';

const { values } = parseArgs({ options: {
  count: { type: 'string', default: '100000' }, dist: { type: 'string' }, seconds: { type: 'string', default: '10' },
  'per-class': { type: 'string', default: '6000' }, 'one-by-one': { type: 'string', default: '2000' },
} });
const count = Number(values.count), seconds = Number(values.seconds);
const { dist, work, say, record, finish } = await standalone(count, values.dist, 'the servers');
const cold = await runCold({
  dist, work, count, seconds, perTextClass: Number(values['per-class']), oneByOne: Number(values['one-by-one']),
  serveOptions: SERVE_AS_DEPLOYED, sqliteModule: ensureSqlite(say), say, record,
});
const allMet = finish('cold', { seconds, cold });
// The servers are stopped; the exit hooks of support.ts kill any left behind.
process.exit(allMet ? 0 : 1);
