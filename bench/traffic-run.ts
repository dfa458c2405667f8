/**
 * The traffic benchmark: the service asked as real traffic asks it, behind an
 * edge cache, where most queries arrive once (traffic-stream.ts makes the
 * stream). The text benchmark of targets.ts asks a few hundred queries again
 * and again, so it measures caches after the first second; this measures what a
 * query costs the first time:
 *
 * - in the engine alone (traffic-engine.ts), every distinct search of the
 *   stream once, cold, in the order first asked, and at once again, warm
 *   (then all again, later);
 * - over HTTP on one connection, the first `httpPerClass` distinct requests of
 *   each class, in the order first asked, from a service started for it: cold,
 *   then warm; SQLite FTS5 beside it on the same text queries;
 * - under load: wrk at 50 connections walking the text requests (a fresh
 *   service, then FTS5) and the mixed stream (a fresh service, then a raw
 *   node:http server answering the bytes the service answered): req/s, p50,
 *   p99, errors; the service's resident memory after the mixed stream. A fresh
 *   process is first brought to its working state, unmeasured, by another
 *   stream made the same way from another seed (see WARM_UP_SECONDS); the
 *   load then walks the stream from its start, so what is measured is still
 *   first asked. The same service is then asked the rest of the mixed
 *   stream at the target's rate (MIXED_RATE), for its latency there. The mixed
 *   stream is also measured as a process meets it straight after its start
 *   (a few seconds' warm-up), beside the target.
 *
 * Run by targets.ts with the other targets, or alone by traffic.ts.
 */
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { answersTo, rawServer, spendingServer } from './reference.ts';
import { cpuMicros, MEMORY_LIMIT_MIB, percentile, requestsLogged, residentMiB, ROOT, SERVER_ENV, startListening, startService, threadCpuBetween, threadCpuMicros, whenLogged, type ThreadCpu } from './support.ts';
import { CLASSES, makeTrafficStream, TEXT_CLASSES, type Distinct, type RequestClass } from './traffic-stream.ts';
import { wrkPaced, wrkStream, type PacedLoad, type StreamLoad } from './wrk.ts';

export interface TrafficOptions {
  dist: string;
  /** Scratch space: the stream's files go in a folder of it. */
  work: string;
  /** Listings in the snapshot: names the scratch folder. */
  count: number;
  /** Seconds of each wrk load. */
  seconds: number;
  /** Distinct queries of each text class in the stream (fewer where the vocabulary has fewer). */
  perTextClass: number;
  /** Distinct requests of each class timed one by one over HTTP, cold and warm. */
  httpPerClass: number;
  serveOptions: readonly string[];
  /** better-sqlite3's folder, or null: FTS5 not measured. */
  sqliteModule: string | null;
  say: (text: string) => void;
  record: (what: string, target: string, measured: string, pass: boolean | null) => void;
}

type Times = { n: number; p50: number; p99: number };
type ByClass = Record<string, Times>;
export interface TrafficFigures {
  loadAverage: { start: number[]; end: number[] };
  stream: { requests: number; distinct: number; askedOnce: number; classes: Record<string, { distinct: number; requests: number }> };
  /**
   * Each search's time cold, warm (again at once) and later (again once the whole stream was asked), and
   * the CPU time the process used over it (without the waits for a core).
   */
  engine: { cold: ByClass; warm: ByClass; later: ByClass; coldCpu: ByClass; warmCpu: ByClass; laterCpu: ByClass };
  http: { cold: ByClass; warm: ByClass; errors: number; cpuMicros: { cold: number; warm: number } };
  fts5: { cold: ByClass; warm: ByClass; errors: number } | null;
  loads: { text: { service: ServiceLoad; fts5: StreamLoad | null }; mixed: { service: ServiceLoad; paced: PacedLoad & { cpuMicros: number; threads: ThreadCpu; inService: Record<string, Times> }; rawPaced: PacedLoad & { cpuMicros: number }; spendingPaced: { spend: { main: number; search: number }; asMuch: PacedLoad & { cpuMicros: number }; threeQuarters: PacedLoad & { cpuMicros: number }; half: PacedLoad & { cpuMicros: number } }; firstSeconds: ServiceLoad; raw: StreamLoad & { cpuMicros: number }; sent: Record<string, number> } };
  residentMiB: number;
}

/**
 * A load on the service, with its CPU time a request in µs, and the time
 * requests took in the service by route, from its log (wrk's latency adds the
 * time a response waits for wrk, and a request for the service to read it).
 */
type ServiceLoad = StreamLoad & { cpuMicros: number; threads: ThreadCpu; inService: Record<string, Times> };

const CONNECTIONS = 50;
/**
 * The rate the mixed stream is asked at to measure its latency (wrk.ts
 * `wrkPaced` says why not at the most the service can take).
 */
const MIXED_RATE = 5000;
/**
 * The connections a paced load asks over: more than the service lets read at
 * once (its --concurrency, 64 here), so a request kept waiting waits in the
 * service, where wrk's latency counts it, rather than in wrk for a free
 * connection, where it does not (it goes out late). Over 50 connections at
 * 5,000 a second, a stall of 10 ms would send 50 requests late, their wait in no figure.
 */
const PACED_CONNECTIONS = 200;
/** At most this share of a paced load's requests may go out late for its latency to count. */
const LATE_AT_MOST = 0.01;
/**
 * How long a fresh process is loaded before it is measured: what a replica that
 * has run a while is. V8 compiles the search's code with what the requests
 * show it, and text searches show it new shapes and callees for the first
 * 20 s or so at a million listings: in the first 10 s after a 3 s warm-up, some
 * 20% of the process's CPU was the optimizing compiler (perf), and 1-2% from
 * 25 s on (--trace-opt's compile times); the mixed stream cost 25-40% more CPU a request measured after 3 s than
 * after 30 s (side by side). A replica restarts seldom and keeps its compiled
 * code across reloads, so the target is the working state; the first seconds
 * are reported beside it.
 */
const WARM_UP_SECONDS = 30;
/** The warm-up's stream: the same classes and shares from the same snapshot, other queries (most), other listings read. */
const WARM_UP_SEED = 7;
/** Straight after a start: the warm-up the first seconds' figure has. */
const FIRST_SECONDS_WARM_UP = 3;
/** Bounds a step that should take seconds, so that a run never hangs. */
const ENGINE_TIMEOUT_MS = 8 * 60_000;
const TEXT = new Set<string>(TEXT_CLASSES);

function summarize(classes: readonly string[], ms: readonly number[]): ByClass {
  const groups = new Map<string, number[]>();
  classes.forEach((name, i) => {
    for (const key of [name, ...(TEXT.has(name) ? ['text'] : [])]) {
      const group = groups.get(key) ?? [];
      group.push(ms[i]!);
      groups.set(key, group);
    }
  });
  return Object.fromEntries([...groups].map(([name, times]) => {
    times.sort((a, b) => a - b);
    return [name, { n: times.length, p50: percentile(times, 0.5), p99: percentile(times, 0.99) }];
  }));
}

/** Times by route: n, p50 and p99 in ms. */
function byRoute(requests: readonly { route: string; ms: number }[]): Record<string, Times> {
  return summarize(requests.map((r) => r.route), requests.map((r) => r.ms));
}

/** Each path once, one after the other on one kept-alive connection: each one's time to its last byte. */
async function oneByOne(base: string, paths: readonly string[]): Promise<{ ms: number[]; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ms: number[] = [];
  let errors = 0;
  for (const p of paths) {
    const started = performance.now();
    const status = await new Promise<number>((resolve) => {
      http.get(`${base}${p}`, { agent, headers: { 'accept-encoding': 'identity' } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      }).on('error', () => resolve(0));
    });
    ms.push(performance.now() - started);
    if (status < 200 || status >= 400) errors++;
  }
  agent.destroy();
  return { ms, errors };
}

/** Stops a server and waits till it is gone. */
async function stop(child: import('node:child_process').ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A load run on process `pid`, and the CPU time the process used over it, a request's share in µs: in all, and by thread. */
function withCpu<L extends StreamLoad>(pid: number, run: () => L): { load: L; cpuMicros: number; threads: ThreadCpu } {
  const before = cpuMicros(pid), threadsBefore = threadCpuMicros(pid);
  const load = run();
  const each = (micros: number) => Math.round(micros / Math.max(1, load.requests));
  const threads = threadCpuBetween(pid, threadsBefore, threadCpuMicros(pid));
  return { load, cpuMicros: each(cpuMicros(pid) - before), threads: { main: each(threads.main), search: each(threads.search), rest: each(threads.rest) } };
}

const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const pad = (text: string, width: number) => text.padStart(width);

export async function runTraffic(o: TrafficOptions): Promise<TrafficFigures> {
  const { say, record } = o;
  const loadStart = loadavg().map((x) => Number(x.toFixed(2)));
  say(`\ntraffic: a stream like a search log (load average ${loadStart.join(', ')})`);
  const dir = path.join(o.work, `traffic-${o.count}`);
  mkdirSync(dir, { recursive: true });

  // The stream, and its files: every request in the order asked (mixed), each class's, the text classes' together.
  const made = performance.now();
  const { distinct, stream } = makeTrafficStream(o.dist, { perTextClass: o.perTextClass });
  const requestsOf = new Map<string, string[]>();
  for (const index of stream) {
    const d = distinct[index]!;
    for (const key of [d.class, ...(TEXT.has(d.class) ? ['text'] : []), 'mixed']) {
      const list = requestsOf.get(key) ?? [];
      list.push(d.path);
      requestsOf.set(key, list);
    }
  }
  for (const [key, paths] of requestsOf) writeFileSync(path.join(dir, `${key}.paths`), `${paths.join('\n')}\n`);
  // The warm-up's stream: its text and mixed requests, as the measured ones.
  const warmUpStream = makeTrafficStream(o.dist, { perTextClass: o.perTextClass, seed: WARM_UP_SEED });
  const warmUpOf = (keep: (c: RequestClass) => boolean) => warmUpStream.stream.map((i) => warmUpStream.distinct[i]!).filter((d) => keep(d.class)).map((d) => d.path);
  writeFileSync(path.join(dir, 'warm-up-text.paths'), `${warmUpOf((c) => TEXT.has(c)).join('\n')}\n`);
  writeFileSync(path.join(dir, 'warm-up-mixed.paths'), `${warmUpOf(() => true).join('\n')}\n`);
  const counts = new Map<number, number>();
  for (const index of stream) counts.set(index, (counts.get(index) ?? 0) + 1);
  const classes = Object.fromEntries(CLASSES.map((c) => [c, {
    distinct: distinct.filter((d) => d.class === c).length,
    requests: requestsOf.get(c)?.length ?? 0,
  }]));
  const askedOnce = [...counts.values()].filter((n) => n === 1).length / counts.size;
  const textDistinct = distinct.filter((d) => TEXT.has(d.class));
  const rank = new Map(distinct.map((d, i) => [d, i]));
  const byFirstAsked = (a: Distinct, b: Distinct) => rank.get(a)! - rank.get(b)!;
  const textOnce = textDistinct.filter((d) => counts.get(rank.get(d)!) === 1).length / textDistinct.length;
  say(`  ${stream.length} requests, ${distinct.length} distinct (${(100 * askedOnce).toFixed(0)}% asked once; of the ${textDistinct.length} text queries ${(100 * textOnce).toFixed(0)}%), made in ${((performance.now() - made) / 1000).toFixed(1)} s: ${path.relative(ROOT, dir)}/*.paths`);

  // The engine alone: every distinct search (filter searches: as many as a text class has), cold, warm and later.
  const searches = [...textDistinct, ...firstOf(distinct, ['filter'], o.perTextClass)].sort(byFirstAsked);
  const searchesFile = path.join(dir, 'engine-searches.json');
  writeFileSync(searchesFile, JSON.stringify(searches.map((d) => ({ class: d.class, query: d.query }))));
  const timed = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/traffic-engine.ts'), o.dist, searchesFile], {
    cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20, timeout: ENGINE_TIMEOUT_MS, killSignal: 'SIGKILL', env: { ...process.env, ...SERVER_ENV },
  });
  if (timed.status !== 0) throw new Error(`engine timing failed: ${timed.error?.message ?? timed.stderr}`);
  const engineTimes = JSON.parse(timed.stdout) as Record<'cold' | 'warm' | 'later' | 'coldCpu' | 'warmCpu' | 'laterCpu', number[]> & { classes: string[] };
  const engine = {
    cold: summarize(engineTimes.classes, engineTimes.cold), warm: summarize(engineTimes.classes, engineTimes.warm),
    later: summarize(engineTimes.classes, engineTimes.later),
    coldCpu: summarize(engineTimes.classes, engineTimes.coldCpu), warmCpu: summarize(engineTimes.classes, engineTimes.warmCpu),
    laterCpu: summarize(engineTimes.classes, engineTimes.laterCpu),
  };

  // Over HTTP, one by one: the first of each class as first asked, from a service started for it.
  const sample = firstOf(distinct, CLASSES, o.httpPerClass);
  const samplePaths = sample.map((d) => d.path);
  let service = await freshService(o);
  // And the service's CPU time a request (steadier than latency on a shared machine).
  const cpuBefore = cpuMicros(service.child.pid!);
  const cold = await oneByOne(service.url, samplePaths);
  const cpuBetween = cpuMicros(service.child.pid!);
  const warm = await oneByOne(service.url, samplePaths);
  const cpuPerRequest = { cold: Math.round((cpuBetween - cpuBefore) / samplePaths.length), warm: Math.round((cpuMicros(service.child.pid!) - cpuBetween) / samplePaths.length) };
  const httpTimes = { cold: summarize(sample.map((d) => d.class), cold.ms), warm: summarize(sample.map((d) => d.class), warm.ms), errors: cold.errors + warm.errors, cpuMicros: cpuPerRequest };
  say(`  over HTTP one by one: the service's CPU time ${cpuPerRequest.cold} µs a request cold, ${cpuPerRequest.warm} µs warm (${samplePaths.length} requests of every class)`);

  // Under load, on a fresh service: the warm-up stream, which brings the process to its working state (compiled
  // code, heap), unmeasured; then the stream from its start, measured, as a server that has run a while meets
  // traffic it has not seen. The service's CPU time a request besides: steadier than req/s on a shared machine.
  const load = (base: string, file: string) => wrkStream(base, path.join(dir, file), { connections: CONNECTIONS, seconds: o.seconds, scratch: dir });
  const warmUp = (base: string, file: string, seconds = WARM_UP_SECONDS) => wrkStream(base, path.join(dir, `warm-up-${file}`), { connections: CONNECTIONS, seconds, scratch: dir });
  const onFreshService = async (file: string, warmUpSeconds = WARM_UP_SECONDS): Promise<ServiceLoad> => {
    await stop(service.child);
    service = await freshService(o);
    warmUp(service.url, file, warmUpSeconds);
    const from = Date.now();
    const measured = withCpu(service.child.pid!, () => load(service.url, file));
    const to = Date.now();
    return { ...measured.load, cpuMicros: measured.cpuMicros, threads: measured.threads, inService: byRoute(requestsLogged(service.child, from, to)) };
  };
  const textService = await onFreshService('text.paths');

  // The mixed stream straight after a start; then in the working state, and the service's resident memory after it.
  const mixedFirstSeconds = await onFreshService('mixed.paths', FIRST_SECONDS_WARM_UP);
  const mixedService = await onFreshService('mixed.paths');
  const rss = residentMiB(service.child.pid!);
  // Then asked at the target's rate, walking on through the stream from where that load stopped.
  const pacedFrom = Date.now();
  const paced = withCpu(service.child.pid!, () => wrkPaced(service.url, path.join(dir, 'mixed.paths'), { connections: PACED_CONNECTIONS, seconds: o.seconds, scratch: dir, rate: MIXED_RATE, from: mixedService.requests }));
  const mixedPaced = { ...paced.load, cpuMicros: paced.cpuMicros, threads: paced.threads, inService: byRoute(requestsLogged(service.child, pacedFrom, Date.now())) };
  // What the load sent: the stream from its start, round again if it got to the end.
  const sent: Record<string, number> = {};
  for (let i = 0; i < mixedService.requests; i++) {
    const c = distinct[stream[i % stream.length]!]!.class;
    const family = TEXT.has(c) ? 'text' : c;
    sent[family] = (sent[family] ?? 0) + 1;
  }
  // The raw server: the bytes the service answered to the first 2,000 requests of the stream, in turn.
  const bodies = await answersTo(service.url, requestsOf.get('mixed')!.slice(0, 2000), path.join(dir, 'bodies-mixed.bin'));
  await stop(service.child);
  const raw = await rawServer(bodies.env);
  warmUp(raw.url, 'mixed.paths', FIRST_SECONDS_WARM_UP);
  const rawMeasured = withCpu(raw.child.pid!, () => load(raw.url, 'mixed.paths'));
  const mixedRaw = { ...rawMeasured.load, cpuMicros: rawMeasured.cpuMicros };
  // And at the same rate: what this machine adds to any server's latency there (a shared host stalls now and then).
  const rawPacedMeasured = withCpu(raw.child.pid!, () => wrkPaced(raw.url, path.join(dir, 'mixed.paths'), { connections: PACED_CONNECTIONS, seconds: o.seconds, scratch: dir, rate: MIXED_RATE, from: mixedService.requests }));
  const rawPaced = { ...rawPacedMeasured.load, cpuMicros: rawPacedMeasured.cpuMicros };
  await stop(raw.child);
  // And made to spend, thread by thread, what the service spent a request at that rate (then three quarters
  // and half of it): whether the service's latency there is this machine's for its cost, or stalls of its own,
  // and what a request may cost on this machine for the target to be met.
  const searchShare = 1 - (sent.listing ?? 0) / Math.max(1, mixedService.requests);
  const spending = { main: Math.max(0, mixedPaced.threads.main - rawPaced.cpuMicros), search: Math.round(mixedPaced.threads.search / Math.max(searchShare, 0.01)) };
  const spentAs = async (share: number) => {
    const server = await spendingServer(bodies.env, { main: spending.main * share, search: spending.search * share });
    try {
      warmUp(server.url, 'mixed.paths', FIRST_SECONDS_WARM_UP);
      const measured = withCpu(server.child.pid!, () => wrkPaced(server.url, path.join(dir, 'mixed.paths'), { connections: PACED_CONNECTIONS, seconds: o.seconds, scratch: dir, rate: MIXED_RATE, from: mixedService.requests }));
      return { ...measured.load, cpuMicros: measured.cpuMicros };
    } finally {
      await stop(server.child);
    }
  };
  const spendingPaced = { spend: spending, asMuch: await spentAs(1), threeQuarters: await spentAs(0.75), half: await spentAs(0.5) };

  // SQLite FTS5 on the same text: one by one (cold, warm), then under the same load.
  let fts5: TrafficFigures['fts5'] = null;
  let textFts5: StreamLoad | null = null;
  if (o.sqliteModule) {
    const fts = await startListening(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/fts5-server.ts'), o.dist, o.sqliteModule], {}, { pin: true });
    try {
      const textSample = sample.filter((d) => TEXT.has(d.class));
      const textPaths = textSample.map((d) => d.path);
      const ftsCold = await oneByOne(fts.url, textPaths);
      const ftsWarm = await oneByOne(fts.url, textPaths);
      const textClasses = textSample.map((d) => d.class);
      fts5 = { cold: summarize(textClasses, ftsCold.ms), warm: summarize(textClasses, ftsWarm.ms), errors: ftsCold.errors + ftsWarm.errors };
      // Brought to its working state as the service was (its own code is JavaScript too).
      warmUp(fts.url, 'text.paths');
      textFts5 = load(fts.url, 'text.paths');
    } finally {
      await stop(fts.child);
    }
  }
  const loadEnd = loadavg().map((x) => Number(x.toFixed(2)));

  // The table: per class, cold and warm p50 / p99 in ms.
  say(`  ${'class'.padEnd(10)} ${pad('distinct', 8)} ${pad('asked', 7)}   ${pad('engine cold', 15)} ${pad('engine warm', 15)}   ${pad('HTTP cold', 15)} ${pad('HTTP warm', 15)}   ${pad('FTS5 cold', 15)} ${pad('FTS5 warm', 15)}   (p50 / p99 ms)`);
  const cell = (t: Times | undefined) => pad(t ? `${ms(t.p50)} / ${ms(t.p99)}` : '–', 15);
  for (const c of [...CLASSES, 'text']) {
    const shown = c === 'text' ? { distinct: textDistinct.length, requests: requestsOf.get('text')!.length } : classes[c]!;
    say(`  ${c.padEnd(10)} ${pad(String(shown.distinct), 8)} ${pad(String(shown.requests), 7)}   ${cell(engine.cold[c])} ${cell(engine.warm[c])}   ${cell(httpTimes.cold[c])} ${cell(httpTimes.warm[c])}   ${cell(fts5?.cold[c])} ${cell(fts5?.warm[c])}`);
  }
  say(`  the engine, each search again once the whole stream was asked: text p50 ${ms(engine.later.text!.p50)} ms, p99 ${ms(engine.later.text!.p99)} ms (CPU time ${ms(engine.laterCpu.text!.p50)} / ${ms(engine.laterCpu.text!.p99)})`);
  say(`  the engine's CPU time, cold and warm: ${[...CLASSES, 'text'].filter((c) => engine.coldCpu[c]).map((c) => `${c} ${ms(engine.coldCpu[c]!.p50)} / ${ms(engine.coldCpu[c]!.p99)}, ${ms(engine.warmCpu[c]!.p50)} / ${ms(engine.warmCpu[c]!.p99)}`).join('; ')}`);
  say(`  load average ${loadStart.join(', ')} at the start, ${loadEnd.join(', ')} at the end`);

  const engineText = engine.cold.text!;
  record('traffic: text search cold in the engine, p50', '≤ 1 ms', `${ms(engineText.p50)} ms over ${engineText.n} distinct queries, each once in the order first asked (warm: ${ms(engine.warm.text!.p50)} ms)`, engineText.p50 <= 1);
  record('traffic: text search cold in the engine, p99', '≤ 10 ms', `${ms(engineText.p99)} ms (warm: ${ms(engine.warm.text!.p99)} ms); worst class ${worst(engine.cold, TEXT_CLASSES, 'p99')}; in CPU time p50 ${ms(engine.coldCpu.text!.p50)} ms, p99 ${ms(engine.coldCpu.text!.p99)} ms, worst class ${worst(engine.coldCpu, TEXT_CLASSES, 'p99')}`, engineText.p99 <= 10);
  const firstByClass = CLASSES.map((c) => [c, httpTimes.cold[c]] as const).filter(([, t]) => t !== undefined);
  const slowestFirst = firstByClass.reduce((a, b) => (b[1]!.p50 > a[1]!.p50 ? b : a));
  record('traffic: first request by class over HTTP, median', '≤ 10 ms in every class', `slowest ${slowestFirst[0]} ${ms(slowestFirst[1]!.p50)} ms (${firstByClass.map(([c, t]) => `${c} ${ms(t!.p50)}`).join(', ')}); ${httpTimes.errors} errors`, slowestFirst[1]!.p50 <= 10 && httpTimes.errors === 0);
  const loadLine = (l: StreamLoad | ServiceLoad) => `${Math.round(l.rps)} req/s, p50 ${ms(l.p50)} ms, p99 ${ms(l.p99)} ms, ${l.errors} errors${'cpuMicros' in l ? `, ${l.cpuMicros} µs CPU a request` : ''}`;
  if (textFts5) {
    const ratio = textService.rps / textFts5.rps;
    record(`traffic: text search over HTTP at ${CONNECTIONS} connections`, '≥ 10× SQLite FTS5, no error', `${loadLine(textService)}; SQLite FTS5 ${loadLine(textFts5)}: ${ratio.toFixed(1)}×`, ratio >= 10 && textService.errors === 0 && textFts5.errors === 0);
  } else {
    record(`traffic: text search over HTTP at ${CONNECTIONS} connections`, '≥ 10× SQLite FTS5, no error', `${loadLine(textService)}; SQLite FTS5 not measured`, null);
  }
  const total = Object.values(sent).reduce((a, b) => a + b, 0);
  const shares = Object.entries(sent).map(([k, v]) => `${k} ${(100 * v / total).toFixed(0)}%`).join(', ');
  record(`traffic: the mixed stream at ${CONNECTIONS} connections, each asking again once answered`, '≥ 5,000 req/s, no error', `${loadLine(mixedService)} (${shares} of ${mixedService.requests} sent, ${(100 * mixedService.requests / stream.length).toFixed(0)}% of the stream, after ${WARM_UP_SECONDS} s of another stream unmeasured to bring the process to its working state); raw server on the same bytes ${loadLine(mixedRaw)}: ${(mixedService.rps / mixedRaw.rps).toFixed(2)}×`, mixedService.rps >= MIXED_RATE && mixedService.errors === 0);
  const timesByRoute = (times: Record<string, Times>) => {
    const listings = times['/api/v1/ads/{id}'], searches = times['/api/v1/ads'];
    return listings && searches ? `listing reads p50 ${ms(listings.p50)} ms, p99 ${ms(listings.p99)} ms (${listings.n}); searches p50 ${ms(searches.p50)} ms, p99 ${ms(searches.p99)} ms (${searches.n})` : 'not logged';
  };
  // Each connection asking again once answered, the time requests wait adds up to 50 at every moment:
  // where listing reads wait for no search, searches hold the connections.
  record(`traffic: the mixed stream at ${CONNECTIONS} connections, time in the service by route`, 'reported', `${timesByRoute(mixedService.inService)}; from the service's log, over the measured load`, null);
  const kept = mixedPaced.rps >= 0.98 * MIXED_RATE && mixedPaced.late <= LATE_AT_MOST;
  record(`traffic: the mixed stream asked ${MIXED_RATE.toLocaleString('en-US')} times a second`, `p99 ≤ 20 ms, no error, ≤ ${100 * LATE_AT_MOST}% sent late`, `${loadLine(mixedPaced)}, over ${PACED_CONNECTIONS} connections, ${(100 * mixedPaced.late).toFixed(2)}% sent late (all of them waiting); in the service ${timesByRoute(mixedPaced.inService)}; the stream walked on from where the load above stopped; the raw server asked the same ${loadLine(rawPaced)}, ${(100 * rawPaced.late).toFixed(2)}% sent late`, kept && mixedPaced.p99 <= 20 && mixedPaced.errors === 0);
  const pacedLine = (l: PacedLoad & { cpuMicros: number }) => `${loadLine(l)}, ${(100 * l.late).toFixed(2)}% sent late`;
  record(`traffic: the mixed stream asked ${MIXED_RATE.toLocaleString('en-US')} times a second, a server spending as much`, 'reported', `the raw server on the same bytes made to spend, beyond its own work, the service's ${spending.main} µs of the main thread a request and ${spending.search} µs of a search thread a search (on average, drawn exponentially), answered in the order asked: ${pacedLine(spendingPaced.asMuch)}; spending three quarters of that: ${pacedLine(spendingPaced.threeQuarters)}; half: ${pacedLine(spendingPaced.half)}`, null);
  /** The share of `cores` cores a CPU time a request takes at `rate` requests a second. */
  const share = (micros: number, rate: number, cores = 1) => `${Math.round((100 * micros * rate) / (cores * 1e6))}%`;
  // The main thread reads and writes every request; its CPU a request times the rate is the share of a core it needs.
  const byThread = ({ threads }: { threads: ThreadCpu }) => `main thread ${threads.main} µs, search thread ${threads.search} µs, the rest ${threads.rest} µs`;
  record('traffic: the mixed stream, CPU a request by thread', 'reported', `at ${CONNECTIONS} connections ${byThread(mixedService)}; asked ${MIXED_RATE.toLocaleString('en-US')} times a second ${byThread(mixedPaced)}, the main thread busy ${share(mixedPaced.threads.main, mixedPaced.rps)} of the time and the search thread ${share(mixedPaced.threads.search, mixedPaced.rps)}; the raw server on the same bytes ${mixedRaw.cpuMicros} µs (one thread)`, null);
  // wrk runs on the same machine: what it takes a response is the same whichever server answers, and what is left is the server's.
  const cores = availableParallelism();
  const loader = (l: StreamLoad) => Math.round(l.loaderCpuMicros / Math.max(1, l.requests));
  // At a rate: the CPU a request times that rate, what the machine must give to keep it (over capacity, more than it gave).
  const ofCores = (l: StreamLoad & { cpuMicros: number }, rate: number) => `${l.cpuMicros} µs and wrk ${loader(l)} µs a request, ${share(l.cpuMicros + loader(l), rate, cores)} of the ${cores} cores`;
  record(`traffic: the mixed stream, the machine's cores a request`, 'reported', `asked ${MIXED_RATE.toLocaleString('en-US')} times a second: the service ${ofCores(mixedPaced, MIXED_RATE)} at that rate (the raw server ${ofCores(rawPaced, MIXED_RATE)}); at ${CONNECTIONS} connections: the service ${ofCores(mixedService, mixedService.rps)} at its ${Math.round(mixedService.rps)} req/s (the raw server ${ofCores(mixedRaw, mixedRaw.rps)} at its ${Math.round(mixedRaw.rps)})`, null);
  record(`traffic: the mixed stream straight after a start (${FIRST_SECONDS_WARM_UP} s warm-up)`, 'reported', `${loadLine(mixedFirstSeconds)}: ${(mixedFirstSeconds.rps / mixedService.rps).toFixed(2)}× the working state`, null);
  record('traffic: resident memory after the mixed stream', '≤ 2.5 GiB', `${rss} MiB`, rss <= MEMORY_LIMIT_MIB);

  return {
    loadAverage: { start: loadStart, end: loadEnd },
    stream: { requests: stream.length, distinct: distinct.length, askedOnce, classes },
    engine, http: httpTimes, fts5,
    loads: { text: { service: textService, fts5: textFts5 }, mixed: { service: mixedService, paced: mixedPaced, rawPaced, spendingPaced, firstSeconds: mixedFirstSeconds, raw: mixedRaw, sent } },
    residentMiB: rss,
  };
}

/** The first `n` distinct requests of each of `classes`, in the order first asked. */
function firstOf(distinct: readonly Distinct[], classes: readonly RequestClass[], n: number): Distinct[] {
  const taken = new Map<string, number>();
  return distinct.filter((d) => {
    if (!classes.includes(d.class)) return false;
    const k = taken.get(d.class) ?? 0;
    taken.set(d.class, k + 1);
    return k < n;
  });
}

function worst(times: ByClass, classes: readonly string[], key: 'p50' | 'p99'): string {
  const [name, t] = classes.map((c) => [c, times[c]] as const).filter(([, x]) => x).reduce((a, b) => (b[1]![key] > a[1]![key] ? b : a));
  return `${name} ${ms(t![key])} ms`;
}

/** The service on the snapshot, every file verified and the documents in memory (on every core: support.ts `pinning` says why). */
async function freshService(o: TrafficOptions): Promise<{ url: string; child: import('node:child_process').ChildProcess }> {
  const service = await startService(o.dist, o.serveOptions);
  await Promise.all([whenLogged(service.child, 'documents-in-memory'), whenLogged(service.child, 'compressed-offered')]);
  return service;
}
