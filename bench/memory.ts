/**
 * npm run bench:memory -- [--count 1000000] [--dist <snapshot>] [--minutes 60]
 *   [--rate 2500] [--per-class 3000] [--streams 4]
 *
 * Memory that stays put: the service asked the real-traffic stream
 * (traffic-stream.ts) for an hour, at a rate it keeps up with, its resident
 * memory read after every minute. Every cache the process keeps is bounded by
 * bytes and named in its start line (`memoryMiB`), which is reported beside. The
 * stream is `--streams` streams of different seeds end to end, so that most of
 * its queries are asked only a few times in the hour, as behind an edge cache.
 *
 * Targets: resident memory at most 2.5 GiB at every reading; after the first
 * five minutes (the heap grown to its working size, the caches filled) it stays
 * within 10% of where it was then; no request fails. On the snapshot the scale
 * targets build for --count (made here when missing). Results go to
 * bench/results/<date>-<count>-memory-node<major>.json, whose targets the scale-targets table shows.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MEMORY_LIMIT_MIB, residentMiB, resultsFile, ROOT, startService, targetsSnapshot, whenLogged } from './support.ts';
import { makeTrafficStream } from './traffic-stream.ts';
import { haveWrk, wrkPaced } from './wrk.ts';

const { values } = parseArgs({ options: {
  count: { type: 'string', default: '1000000' }, dist: { type: 'string' }, minutes: { type: 'string', default: '60' },
  rate: { type: 'string', default: '2500' }, 'per-class': { type: 'string', default: '3000' }, streams: { type: 'string', default: '4' },
} });
const count = Number(values.count);
const minutes = Number(values.minutes);
const rate = Number(values.rate);
const say = (text: string) => process.stdout.write(`${text}\n`);
if (!haveWrk()) throw new Error('the loads come from wrk: install it (Debian: apt-get install wrk)');

const WARM_UP_MINUTES = 5;
const FLAT_WITHIN = 0.1;
const CONNECTIONS = 200;

const dist = await targetsSnapshot(count, values.dist, say);
const dir = path.join(ROOT, '.tmp', `memory-${count}`);
mkdirSync(dir, { recursive: true });
const paths: string[] = [];
let distinct = 0;
for (let s = 0; s < Number(values.streams); s++) {
  const made = makeTrafficStream(dist, { perTextClass: Number(values['per-class']), seed: 20261128 + s });
  for (const index of made.stream) paths.push(made.distinct[index]!.path);
  distinct += made.distinct.length;
}
const pathsFile = path.join(dir, 'stream.paths');
writeFileSync(pathsFile, `${paths.join('\n')}\n`);
say(`${count} listings; the stream: ${paths.length} requests, ${distinct} distinct, asked at ${rate} a second for ${minutes} min (${Math.round((rate * minutes * 60) / paths.length * 10) / 10} times through)`);

const service = await startService(dist, ['--rate-limit', '0', '--concurrency', '64']);
const startLine = await whenLogged(service.child, (text) => /"event":"start".*?"memoryMiB":(\{[^}]*\})/.exec(text)?.[1]);
await whenLogged(service.child, 'documents-in-memory');
const memoryMiB = JSON.parse(startLine) as Record<string, number>;
const pid = service.child.pid!;
say(`  listening; bounds from its start line (MiB): ${Object.entries(memoryMiB).map(([k, v]) => `${k} ${v}`).join(', ')}; resident ${residentMiB(pid)} MiB`);

interface Minute { minute: number; rssMiB: number; requests: number; errors: number; p99: number; late: number }
const series: Minute[] = [];
let sent = 0;
for (let minute = 1; minute <= minutes; minute++) {
  const load = wrkPaced(service.url, pathsFile, { connections: CONNECTIONS, seconds: 60, scratch: dir, rate, from: sent, seed: minute });
  sent += load.requests;
  const reading = { minute, rssMiB: residentMiB(pid), requests: load.requests, errors: load.errors, p99: load.p99, late: Number(load.late.toFixed(4)) };
  series.push(reading);
  say(`  ${minute} min: resident ${reading.rssMiB} MiB; ${load.requests} requests, ${load.errors} errors, p99 ${load.p99.toFixed(1)} ms, ${(100 * load.late).toFixed(2)}% sent late`);
}
const exited = new Promise((resolve) => service.child.once('exit', resolve));
service.child.kill('SIGTERM');
await exited;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const peak = Math.max(...series.map((m) => m.rssMiB));
const warmedUp = series[Math.min(WARM_UP_MINUTES, series.length) - 1]!;
const afterWarmUp = warmedUp.rssMiB;
const peakAfter = Math.max(...series.filter((m) => m.minute >= warmedUp.minute).map((m) => m.rssMiB));
const end = series.at(-1)!.rssMiB;
const errors = series.reduce((sum, m) => sum + m.errors, 0);
const requests = series.reduce((sum, m) => sum + m.requests, 0);
const every10 = series.filter((m) => m.minute % 10 === 0 || m.minute === 1).map((m) => `${m.minute} min ${m.rssMiB}`).join(', ');
const bounds = Object.entries(memoryMiB).map(([k, v]) => `${k} ${v}`).join(', ');
const targets = [
  {
    what: 'memory: resident through the long traffic stream',
    target: '≤ 2.5 GiB at every minute',
    measured: `peak ${peak} MiB, at the end ${end} MiB, over ${minutes} min of the stream asked ${rate} times a second (${requests} requests); by the minute: ${every10} MiB; the bounds its start line gives (MiB): ${bounds}`,
    pass: peak <= MEMORY_LIMIT_MIB,
  },
  {
    what: 'memory: flat after the first five minutes of the long traffic stream',
    target: `within ${100 * FLAT_WITHIN}% of where it was then, at every minute after`,
    measured: `${afterWarmUp} MiB after ${warmedUp.minute} min, ${end} MiB at the end (${end >= afterWarmUp ? '+' : ''}${(100 * (end / afterWarmUp - 1)).toFixed(1)}%), the most after ${peakAfter} MiB`,
    pass: peakAfter <= afterWarmUp * (1 + FLAT_WITHIN),
  },
  {
    what: 'memory: the long traffic stream without an error',
    target: 'no error',
    measured: `${errors} errors of ${requests} requests; p99 by the minute: median ${median(series.map((m) => m.p99)).toFixed(1)} ms, most ${Math.max(...series.map((m) => m.p99)).toFixed(1)} ms; sent late (every connection waiting) at most ${(100 * Math.max(...series.map((m) => m.late))).toFixed(2)}% in a minute`,
    pass: errors === 0,
  },
];
for (const t of targets) say(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.what}: ${t.measured} (target ${t.target})`);
const file = resultsFile(count, 'memory');
writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, count, minutes, rate, targets, memoryMiB, series }, null, 2)}\n`);
say(`results: ${path.relative(ROOT, file)}`);
process.exit(0);
