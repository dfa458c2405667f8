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
import { parseArgs } from 'node:util';
import { ensureSqlite } from './reference.ts';
import { standalone } from './standalone.ts';
import { SERVE_AS_DEPLOYED } from './support.ts';
import { runTraffic } from './traffic-run.ts';

const { values } = parseArgs({ options: {
  count: { type: 'string', default: '100000' }, dist: { type: 'string' }, seconds: { type: 'string', default: '10' },
  'per-class': { type: 'string', default: '1500' }, 'http-per-class': { type: 'string', default: '300' },
} });
const count = Number(values.count), seconds = Number(values.seconds);
const { dist, work, say, record, finish } = await standalone(count, values.dist, 'the reference servers (the service on every core)');
const traffic = await runTraffic({
  dist, work, count, seconds, perTextClass: Number(values['per-class']), httpPerClass: Number(values['http-per-class']),
  serveOptions: SERVE_AS_DEPLOYED, sqliteModule: ensureSqlite(say), say, record,
});
finish('traffic', { seconds, traffic });
// The servers are stopped; the exit hooks of support.ts kill any left behind.
process.exit(0);
