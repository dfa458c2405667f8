/**
 * The long tail: requests never asked before, each asked once. Behind an edge
 * cache a replica sees the repeats answered at the edge and the rest once, so
 * what it must hold is the cost of a query it has never seen. The traffic
 * stream (traffic-stream.ts) repeats its head; this stream does not repeat at
 * all.
 *
 * Made from two traffic streams of the same snapshot with different seeds: one
 * brings a fresh service to its working state (compiled code, heap), the other
 * is measured, every request of it absent from the first and from every other
 * phase here. Its text, filter and listing requests are cut into disjoint
 * slices, one per phase, so no phase asks what another asked:
 *
 * - one connection, each request once, one after the other (wrk's client, in
 *   C on its own core, adds least to each time): text searches (SQLite FTS5
 *   beside them) and filter-only searches;
 * - 50 connections: text searches (FTS5 beside), then the cold mix (half
 *   listing reads, a third filter searches, the rest text: the shares of the
 *   service's traffic);
 * - the service's resident memory after those loads;
 * - the floor: a raw node:http server on the same core answering the very
 *   bytes the service answered, one by one as above.
 *
 * The service runs confined to the servers' core, as the raw server and SQLite
 * are (support.ts `serverCores`): what one core of a replica takes. The same
 * loads unconfined (on every core, sharing them with wrk) are reported beside,
 * as information. Each load asks its slice once and stops when all of it is
 * answered or its time is up (wrk.ts `wrkOnce`): a load walking round its
 * slice again would ask what it had asked.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Rng } from '../scripts/content/rng.ts';
import { MEMORY_LIMIT_MIB, percentile, requestsLogged, residentMiB, ROOT, serverCores, startListening, startService, whenLogged } from './support.ts';
import { makeTrafficStream, MIX, TEXT_CLASSES, type Distinct } from './traffic-stream.ts';
import { wrkOnce, wrkStream, type OnceLoad } from './wrk.ts';
import { answersTo, rawServer } from './reference.ts';
import { describeOthersCpu, othersCpu, type OthersCpu } from './others-cpu.ts';

export interface ColdOptions {
  dist: string;
  /** Scratch space: the stream's files go in a folder of it. */
  work: string;
  count: number;
  /** Seconds of each load at 50 connections. */
  seconds: number;
  /** Distinct queries each text class of the underlying streams is made with. */
  perTextClass: number;
  /** Requests of each kind asked one by one on one connection. */
  oneByOne: number;
  serveOptions: readonly string[];
  /** better-sqlite3's folder, or null: FTS5 not measured. */
  sqliteModule: string | null;
  say: (text: string) => void;
  record: (what: string, target: string, measured: string, pass: boolean | null) => void;
}

/** A one-connection run's times, and the CPU the machine's other processes took meanwhile (others-cpu.ts). */
type Times = { n: number; p50: number; p99: number; others: OthersCpu | null };
/** The service's own times of the same requests, from its request log: from the request read to the response handed to the socket. */
type InService = { p50: number; p99: number };
type Load = OnceLoad & { asked: number };
export interface ColdFigures {
  distinct: { text: number; filter: number; listing: number };
  pinned: { text: Times & { inService: InService }; filter: Times & { inService: InService }; textLoad: Load; mixLoad: Load; residentMiB: number };
  /** A raw node:http server on the same core answering the same bytes to the same one-connection requests: what this machine gives any server. */
  raw: { text: Times; filter: Times };
  unpinned: { text: Times; textLoad: Load };
  fts5: { text: Times; textLoad: Load } | null;
}

const CONNECTIONS = 50;
/** How long a fresh process is loaded, unmeasured, before it is measured (traffic-run.ts WARM_UP_SECONDS says why). */
const WARM_UP_SECONDS = 30;
const MEASURED_SEED = 20261201;
const WARM_UP_SEED = 7;
/** The most a one-connection run may take: SQLite's slowest searches take a good part of a second at a million listings. */
const ONE_BY_ONE_SECONDS = 120;
const TEXT = new Set<string>(TEXT_CLASSES);

const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));

/** Takes the next `n` of a list, never one taken before: the phases' slices. */
function slicer<T>(items: readonly T[]): (n: number) => T[] {
  let at = 0;
  return (n) => items.slice(at, (at += n));
}

/** The cold mix: requests drawn in the traffic's shares from the three kinds' slices, until one runs out. */
function mixOf(text: readonly string[], filter: readonly string[], listing: readonly string[], rng: Rng): string[] {
  const mixed: string[] = [];
  const at = { text: 0, filter: 0, listing: 0 };
  for (;;) {
    const r = rng.next();
    const kind = r < MIX.listing ? 'listing' : r < MIX.listing + MIX.filter ? 'filter' : 'text';
    const from = { text, filter, listing }[kind];
    if (at[kind] >= from.length) return mixed;
    mixed.push(from[at[kind]++]!);
  }
}

export async function runCold(o: ColdOptions): Promise<ColdFigures> {
  const { say, record } = o;
  const dir = path.join(o.work, `cold-${o.count}`);
  mkdirSync(dir, { recursive: true });

  // The warm-up's requests, then the measured ones that are none of them, in the order first asked. Both
  // streams read nearly every listing at 100,000: the listings are halved between them by their id's last digit.
  const measuredRead = (d: Distinct) => d.class === 'listing' && d.path.charCodeAt(d.path.length - 1) % 2 === 1;
  const warmUp = makeTrafficStream(o.dist, { perTextClass: o.perTextClass, seed: WARM_UP_SEED });
  const warmUpPaths = warmUp.stream.map((i) => warmUp.distinct[i]!).filter((d) => !measuredRead(d)).map((d) => d.path);
  const seenInWarmUp = new Set(warmUpPaths);
  const measured = makeTrafficStream(o.dist, { perTextClass: o.perTextClass, seed: MEASURED_SEED }).distinct
    .filter((d) => !seenInWarmUp.has(d.path) && (d.class !== 'listing' || measuredRead(d)));
  const ofKind = (keep: (d: Distinct) => boolean) => measured.filter(keep).map((d) => d.path);
  // Text in a random order, so that every class is in every slice (the stream lists its classes' pools one by one).
  const rng = new Rng(MEASURED_SEED);
  const text = rng.sample(ofKind((d) => TEXT.has(d.class)), Number.MAX_SAFE_INTEGER);
  const filter = ofKind((d) => d.class === 'filter');
  const listing = ofKind((d) => d.class === 'listing');
  const nextText = slicer(text), nextFilter = slicer(filter);
  const textOneByOne = nextText(o.oneByOne), filterOneByOne = nextFilter(o.oneByOne);
  const textFtsOneByOne = textOneByOne.slice(0, Math.ceil(o.oneByOne / 4));
  // The loads' slices of what is left of the text: the service on one core, SQLite (slower: a smaller slice
  // lasts it as long), the service on every core, and the rest to the mix.
  const textLeft = text.length - o.oneByOne;
  const textLoads = [nextText(Math.floor(textLeft * 0.35)), nextText(Math.floor(textLeft * 0.1)), nextText(Math.floor(textLeft * 0.25))] as const;
  const mix = mixOf(nextText(Number.MAX_SAFE_INTEGER), nextFilter(Number.MAX_SAFE_INTEGER), listing, rng);
  const files = {
    warmUp: path.join(dir, 'warm-up.paths'),
    text: textLoads.map((paths, i) => path.join(dir, `text-${i}.paths`)),
    mix: path.join(dir, 'mix.paths'),
  };
  writeFileSync(files.warmUp, `${warmUpPaths.join('\n')}\n`);
  textLoads.forEach((paths, i) => writeFileSync(files.text[i]!, `${paths.join('\n')}\n`));
  writeFileSync(files.mix, `${mix.join('\n')}\n`);
  const oneByOneFiles = { text: path.join(dir, 'one-text.paths'), fts: path.join(dir, 'one-text-fts.paths'), unpinned: path.join(dir, 'one-text-unpinned.paths'), filter: path.join(dir, 'one-filter.paths') };
  writeFileSync(oneByOneFiles.text, `${textOneByOne.join('\n')}\n`);
  writeFileSync(oneByOneFiles.fts, `${textFtsOneByOne.join('\n')}\n`);
  writeFileSync(oneByOneFiles.unpinned, `${textOneByOne.slice(0, Math.ceil(o.oneByOne / 2)).join('\n')}\n`);
  writeFileSync(oneByOneFiles.filter, `${filterOneByOne.join('\n')}\n`);
  say(`\nthe long tail: requests never asked before, each once (${text.length} text searches, ${filter.length} filter searches, ${listing.length} listing reads; a warm-up of ${warmUpPaths.length} other requests)`);

  const load = (base: string, file: string, available: number): Load => ({ ...wrkOnce(base, file, { connections: CONNECTIONS, seconds: o.seconds, scratch: dir }), asked: available });
  const warm = (base: string) => wrkStream(base, files.warmUp, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS, scratch: dir });
  // One connection, each request asked once its answer is in: wrk's client (in C, on its own core) adds least to each time.
  // `server`: the server's process, whose CPU is the benchmark's own, not another's.
  const oneByOne = (base: string, file: string, server: ChildProcess): Times => {
    const others = othersCpu([server.pid!]);
    const run = wrkOnce(base, file, { connections: 1, seconds: ONE_BY_ONE_SECONDS, scratch: dir });
    if (run.errors > 0) throw new Error(`${base}: ${run.errors} errors one by one`);
    return { n: run.requests, p50: run.p50, p99: run.p99, others: others.done() };
  };

  // The same requests as the service timed them (its request log): what of a time is the service's own work, and
  // what the wire, the client and the machine add to it.
  const timedInService = ({ url, child }: { url: string; child: ChildProcess }, file: string): Times & { inService: InService } => {
    const from = Date.now();
    const times = oneByOne(url, file, child);
    const logged = requestsLogged(child, from, Date.now()).map((r) => r.ms).sort((a, b) => a - b);
    return { ...times, inService: { p50: percentile(logged, 0.5), p99: percentile(logged, 0.99) } };
  };

  // Confined to one core: one connection, then 50.
  const pinned = await freshService(o, true);
  warm(pinned.url);
  const pinnedText = timedInService(pinned, oneByOneFiles.text);
  const pinnedFilter = timedInService(pinned, oneByOneFiles.filter);
  const pinnedTextLoad = load(pinned.url, files.text[0]!, textLoads[0].length);
  const pinnedMixLoad = load(pinned.url, files.mix, mix.length);
  const rss = residentMiB(pinned.child.pid!);
  // The bodies it answered one by one, asked again now that they are measured, for the raw server.
  const textBodies = await answersTo(pinned.url, textOneByOne, path.join(dir, 'one-text.bodies'));
  const filterBodies = await answersTo(pinned.url, filterOneByOne, path.join(dir, 'one-filter.bodies'));
  await stop(pinned.child);

  // The floor: a raw node:http server on the same core, the same bytes one by one.
  const rawOneByOne = async (bodies: NodeJS.ProcessEnv, file: string): Promise<Times> => {
    const raw = await rawServer(bodies);
    try {
      return oneByOne(raw.url, file, raw.child);
    } finally {
      await stop(raw.child);
    }
  };
  const raw = { text: await rawOneByOne(textBodies.env, oneByOneFiles.text), filter: await rawOneByOne(filterBodies.env, oneByOneFiles.filter) };

  // SQLite FTS5 on the same text, on the same core.
  let fts5: ColdFigures['fts5'] = null;
  if (o.sqliteModule) {
    const fts = await startListening(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/fts5-server.ts'), o.dist, o.sqliteModule], {}, { pin: true });
    try {
      warm(fts.url);
      fts5 = { text: oneByOne(fts.url, oneByOneFiles.fts, fts.child), textLoad: load(fts.url, files.text[1]!, textLoads[1].length) };
    } finally {
      await stop(fts.child);
    }
  }

  // Unconfined, as information: the service on every core, beside wrk.
  const free = await freshService(o, false);
  warm(free.url);
  const unpinned = { text: oneByOne(free.url, oneByOneFiles.unpinned, free.child), textLoad: load(free.url, files.text[2]!, textLoads[2].length) };
  await stop(free.child);

  const loadLine = (l: Load) => `${Math.round(l.rps)} req/s, p50 ${ms(l.p50)} ms, p99 ${ms(l.p99)} ms, ${l.errors} errors, ${l.requests} distinct in ${l.elapsed.toFixed(1)} s${l.finished ? ' (all of its slice)' : ` of ${l.asked}`}`;
  const clean = (l: Load) => l.errors === 0 && l.requests >= 1000;
  // What else ran on the machine during a one-connection run of the service and of the raw server (others-cpu.ts).
  const alongside = (service: Times, rawTimes: Times) => (service.others && rawTimes.others
    ? `; ${describeOthersCpu(service.others)}, ${Math.round(rawTimes.others.ms)} ms during the raw server's`
    : '');
  const oneCore = serverCores() ? `the service on core ${serverCores()}` : 'nothing pinned (taskset missing or one core)';
  record('never asked before: text search on one connection, p50', '≤ 1 ms', `${ms(pinnedText.p50)} ms over ${pinnedText.n} distinct searches, ${oneCore}${fts5 ? `; SQLite FTS5 ${ms(fts5.text.p50)} ms over the first ${fts5.text.n}` : ''}; on every core ${ms(unpinned.text.p50)} ms; a raw server sending the same bytes ${ms(raw.text.p50)} ms`, pinnedText.p50 <= 1);
  record('never asked before: text search on one connection, p99', '≤ 10 ms', `${ms(pinnedText.p99)} ms (in the service, by its request log, ${ms(pinnedText.inService.p99)} ms)${fts5 ? `; SQLite FTS5 ${ms(fts5.text.p99)} ms` : ''}; on every core ${ms(unpinned.text.p99)} ms; a raw server sending the same bytes ${ms(raw.text.p99)} ms${alongside(pinnedText, raw.text)}`, pinnedText.p99 <= 10);
  record('never asked before: filter-only search on one connection, p99', '≤ 2 ms', `${ms(pinnedFilter.p99)} ms (p50 ${ms(pinnedFilter.p50)}) over ${pinnedFilter.n} distinct searches (in the service, by its request log, p99 ${ms(pinnedFilter.inService.p99)} ms, p50 ${ms(pinnedFilter.inService.p50)}); a raw server sending the same bytes p99 ${ms(raw.filter.p99)} ms (p50 ${ms(raw.filter.p50)})${alongside(pinnedFilter, raw.filter)}`, pinnedFilter.p99 <= 2);
  if (fts5) {
    const ratio = pinnedTextLoad.rps / fts5.textLoad.rps;
    record(`never asked before: text search at ${CONNECTIONS} connections`, '≥ 10× SQLite FTS5, p99 ≤ 50 ms, no error, ≥ 1,000 requests', `${loadLine(pinnedTextLoad)}; SQLite FTS5 ${loadLine(fts5.textLoad)}: ${ratio.toFixed(1)}×; on every core ${loadLine(unpinned.textLoad)}`, ratio >= 10 && pinnedTextLoad.p99 <= 50 && clean(pinnedTextLoad) && clean(fts5.textLoad));
  } else {
    record(`never asked before: text search at ${CONNECTIONS} connections`, '≥ 10× SQLite FTS5, p99 ≤ 50 ms', `${loadLine(pinnedTextLoad)}; SQLite FTS5 not measured`, null);
  }
  const shares = `${MIX.listing * 100}% listing reads, ${MIX.filter * 100}% filter searches, ${MIX.text * 100}% text searches`;
  record(`never asked before: the cold mix at ${CONNECTIONS} connections`, '≥ 4,000 req/s, p99 ≤ 50 ms, no error, ≥ 1,000 requests', `${loadLine(pinnedMixLoad)} (${shares})`, pinnedMixLoad.rps >= 4000 && pinnedMixLoad.p99 <= 50 && clean(pinnedMixLoad));
  record('never asked before: resident memory after the loads', '≤ 2.5 GiB', `${rss} MiB`, rss <= MEMORY_LIMIT_MIB);

  return {
    distinct: { text: text.length, filter: filter.length, listing: listing.length },
    pinned: { text: pinnedText, filter: pinnedFilter, textLoad: pinnedTextLoad, mixLoad: pinnedMixLoad, residentMiB: rss },
    raw,
    unpinned, fts5,
  };
}

/** The service on the snapshot, on the servers' core or every core, every file verified and the documents in memory. */
async function freshService(o: ColdOptions, pin: boolean): Promise<{ url: string; child: ChildProcess }> {
  const service = await startService(o.dist, o.serveOptions, { pin });
  await Promise.all([whenLogged(service.child, 'documents-in-memory'), whenLogged(service.child, 'compressed-offered')]);
  return service;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
