/**
 * What the service writes to its log: a line per request (whole and exactly once
 * however fast requests come), the start, reload and shutdown lines, and an
 * unexpected error with its stack; and the start-up verification those lines
 * report: a snapshot served before its packed files are verified, and never a
 * document or compressed variant that does not match.
 */
import { realpathSync, truncateSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { record, writeExport } from '../support/fixture.ts';
import { build, snapshotOf } from '../support/build.ts';
import { startServer } from '../support/server.ts';
import { when } from '../support/until.ts';
import { createLogger, LOG_BUFFER_BYTES } from '../../src/log.ts';
import { callTool } from '../../src/mcp/tool.ts';
import { ENGINE_CACHE_BYTES } from '../../src/search/engine.ts';
import { REMEMBERED_RESULTS_BYTES } from '../../src/search/serving/remembered-results.ts';
import { SERVE_OPTIONS } from '../../src/cli.ts';


describe('log lines', () => {
  it('writes one line per request: route, status, time, bytes, build and the id it sends back; never the query or the client', async () => {
    const { dist } = await snapshotOf([1, 2]);
    const server = await startServer(['--dist', dist, '--rate-limit', '0']);
    const response = await fetch(`${server.url}/api/v1/ads?q=mysecretsearch`);
    await response.text();
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-z]+-[0-9a-z]+-[0-9a-z]+$/);
    const listing = await fetch(`${server.url}/api/v1/ads/00000000-0000-4000-8000-000000000001`);
    await listing.text();
    const listingId = listing.headers.get('x-request-id');
    expect(listingId).toMatch(/^[0-9a-z]+-[0-9a-z]+-[0-9a-z]+$/);
    // Request lines are written in batches, at most 100 ms apart.
    await when(server.child.stdout!, 'data', () => server.logs().filter((l) => l.msg === 'request').length >= 2, 'the two requests\' log lines', 10_000);
    const lines = server.logs().filter((l) => l.msg === 'request');
    const line = lines.find((l) => l.reqId === id)!;
    expect(line).toMatchObject({ level: 'info', method: 'GET', route: '/api/v1/ads', status: 200 });
    expect(typeof line.ms).toBe('number');
    expect(line.bytes as number).toBeGreaterThan(100);
    expect(line.build).toBe(server.logs().find((l) => l.event === 'start')!.build);
    expect(lines.find((l) => l.reqId === listingId)).toMatchObject({ route: '/api/v1/ads/{id}', status: 200 });
    expect(JSON.stringify(server.logs())).not.toContain('mysecretsearch');
    expect(line.client).toBeUndefined();
    expect(Math.abs(line.time - Date.now())).toBeLessThan(60_000);
    await server.stop();
  });

  it('writes every request\'s line whole and exactly once when requests come faster than lines are written', async () => {
    const { dist } = await snapshotOf([1, 2]);
    const server = await startServer(['--dist', dist, '--rate-limit', '0', '--concurrency', '64']);
    // Some 200 characters a line: 600 lines are many chunks of 4 KiB, some written while others wait.
    const ids = await Promise.all(Array.from({ length: 600 }, async (_, i) => {
      const response = await fetch(`${server.url}/api/v1/ads/00000000-0000-4000-8000-00000000000${1 + (i % 2)}`);
      await response.arrayBuffer();
      return response.headers.get('x-request-id')!;
    }));
    await server.stop();
    const logged = server.logs().filter((l) => l.msg === 'request').map((l) => l.reqId);
    expect(new Set(ids).size).toBe(600);
    expect([...logged].sort()).toEqual([...ids].sort());
  });

  it('writes the start, reload and shutdown lines with the build and its counts', async () => {
    const { content, dist } = await snapshotOf([1]);
    const server = await startServer(['--dist', dist, '--rate-limit', '0', '--search-thread', 'on']);
    const documentsBytes = statSync(path.join(realpathSync(dist), 'data/documents.bin')).size;
    const start = server.logs().find((l) => l.event === 'start')!;
    expect(start).toMatchObject({ level: 'info', listings: 1, rateLimit: 0, concurrency: 8, counts: { public: 1 } });
    // What the documents, each of the engine's caches and the searches' results kept may hold, in MiB.
    expect(start.memoryMiB).toEqual({
      documents: Number(SERVE_OPTIONS['documents-memory'].default),
      ...Object.fromEntries(Object.entries(ENGINE_CACHE_BYTES).map(([cache, bytes]) => [cache, Math.round(bytes / 2 ** 20)])),
      searchResults: REMEMBERED_RESULTS_BYTES / 2 ** 20,
      logBuffer: LOG_BUFFER_BYTES / 2 ** 20,
    });
    // Where the start's time went, from the process's start to this line; the load's phases lie within loadMs (each rounded).
    const phasesMs = start.phasesMs as Record<string, number>;
    expect(Object.keys(phasesMs)).toEqual(['modules', 'files', 'engine', 'verify', 'service']);
    expect(Object.values(phasesMs).every((ms) => Number.isInteger(ms) && ms >= 0)).toBe(true);
    expect(phasesMs.modules).toBeGreaterThan(0);
    expect(phasesMs.files! + phasesMs.engine! + phasesMs.verify!).toBeLessThanOrEqual((start.loadMs as number) + 2);
    writeExport(content, { listings: { 'a.ndjson': [record(1), record(2)] } });
    const second = await build(content, dist);
    const reloaded = server.nextEvent('reload');
    server.child.kill('SIGHUP');
    expect(await reloaded).toMatchObject({ cause: 'SIGHUP', build: second.buildId, previous: start.build, listings: 2, counts: { public: 2 }, phasesMs: { files: expect.any(Number), engine: expect.any(Number), verify: expect.any(Number) } });
    // Each snapshot's documents are read into memory once it is served, and the log says so.
    const inMemory = () => server.logs().filter((l) => l.event === 'documents-in-memory').map((l) => l.build);
    await when(server.child.stdout!, 'data', () => inMemory().length >= 2, 'both snapshots\' documents-in-memory lines', 30_000);
    expect(inMemory()).toEqual([start.build, second.buildId]);
    // All of them: the default budget holds them.
    expect(server.logs().find((l) => l.event === 'documents-in-memory')).toMatchObject({ heldBytes: documentsBytes, bytes: documentsBytes });
    // Each snapshot's engine asks its warm-up searches, on the search thread: the first once listening, the second before it served.
    const warmed = () => server.logs().filter((l) => l.event === 'searches-warmed');
    await when(server.child.stdout!, 'data', () => warmed().length >= 2, 'both snapshots\' searches-warmed lines', 30_000);
    expect(warmed().map((l) => l.build)).toEqual([start.build, second.buildId]);
    for (const line of warmed()) expect(line).toMatchObject({ searches: expect.any(Number), ms: expect.any(Number) });
    expect(warmed().every((l) => (l.searches as number) > 0)).toBe(true);
    const stopped = server.nextEvent('exit');
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(await stopped).toMatchObject({ build: second.buildId });
    expect(server.logs().find((l) => l.event === 'shutdown')).toMatchObject({ signal: 'SIGTERM', build: second.buildId });
  });

  it('holds no document in memory with --documents-memory 0, and reads every one from the file', async () => {
    const { dist } = await snapshotOf([1, 2]);
    const server = await startServer(['--dist', dist, '--rate-limit', '0'], { DOCUMENTS_MEMORY: '0' });
    expect(server.logs().find((l) => l.event === 'start')).toMatchObject({ memoryMiB: { documents: 0 } });
    const documentsBytes = statSync(path.join(realpathSync(dist), 'data/documents.bin')).size;
    expect(await server.logged('documents-in-memory')).toMatchObject({ heldBytes: 0, bytes: documentsBytes });
    const listing = await fetch(`${server.url}/api/v1/ads/00000000-0000-4000-8000-000000000002`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(listing.status).toBe(200);
    expect(await listing.json()).toMatchObject({ id: '00000000-0000-4000-8000-000000000002' });
    await server.stop();
  });

  it('starts before the compressed variants are verified, offers them once they are, and never when they do not match', async () => {
    const listing = '/api/v1/ads/00000000-0000-4000-8000-000000000001';
    const brotli = async (url: string) => (await fetch(`${url}${listing}`, { headers: { 'Accept-Encoding': 'br' } })).headers.get('content-encoding');
    const { content, dist } = await snapshotOf([1]);
    const good = await startServer(['--dist', dist, '--rate-limit', '0']);
    expect(await good.logged('compressed-offered')).toMatchObject({ level: 'info', build: good.logs().find((l) => l.event === 'start')!.build });
    expect(await brotli(good.url)).toBe('br');
    await good.stop();

    // A damaged variant: the service runs, says why, and sends every listing uncompressed.
    const file = path.join(realpathSync(dist), 'data/documents.br.bin');
    writeFileSync(file, Buffer.alloc(statSync(file).size));
    const damaged = await startServer(['--dist', dist, '--rate-limit', '0']);
    expect(await damaged.logged('compressed-not-offered')).toMatchObject({ level: 'error', reason: expect.stringContaining('data/documents.br.bin does not match its hash') });
    expect(await brotli(damaged.url)).toBeNull();
    expect((await fetch(`${damaged.url}${listing}`)).status).toBe(200);

    // A reload takes a snapshot only whole: one whose variant does not match is refused.
    const refused = damaged.nextEvent('reload-refused');
    damaged.child.kill('SIGHUP');
    expect(await refused).toMatchObject({ reason: expect.stringContaining('data/documents.br.bin does not match its hash') });
    writeExport(content, { listings: { 'a.ndjson': [record(1), record(2)] } });
    const rebuilt = await build(content, dist);
    const reloaded = damaged.nextEvent('reload');
    damaged.child.kill('SIGHUP');
    expect(await reloaded).toMatchObject({ build: rebuilt.buildId });
    expect(await brotli(damaged.url)).toBe('br');
    await damaged.stop();
  });

  it('starts before the documents are verified, and never sends one that does not match its hash', async () => {
    const { dist } = await snapshotOf([1, 2]);
    const file = path.join(realpathSync(dist), 'data/documents.bin');
    writeFileSync(file, Buffer.alloc(statSync(file).size, 0x20));
    const server = await startServer(['--dist', dist, '--rate-limit', '0']);
    expect(await server.logged('documents-not-verified')).toMatchObject({ level: 'error', reason: expect.stringContaining('data/documents.bin does not match its hash') });
    await server.logged('compressed-offered');
    const url = `${server.url}/api/v1/ads/00000000-0000-4000-8000-000000000001`;
    const listing = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(listing.status).toBe(503);
    expect(await listing.text()).not.toContain('     ');
    // The compressed variants are verified on their own: a client that takes one gets the listing itself.
    const compressed = await fetch(url, { headers: { 'Accept-Encoding': 'br' } });
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.json()).toMatchObject({ id: '00000000-0000-4000-8000-000000000001' });
    expect((await fetch(`${server.url}/api/v1/ads`)).status).toBe(503);
    expect((await fetch(`${server.url}/api/v1/cities`)).status).toBe(200);
    await server.stop();
  });

  it('logs an unexpected error with its stack, while the client gets a clean 503', async () => {
    const { dist } = await snapshotOf([1]);
    const server = await startServer(['--dist', dist, '--rate-limit', '0']);
    await server.logged('compressed-offered');
    // The disk loses the compressed variants under the running server.
    truncateSync(path.join(realpathSync(dist), 'data/documents.gz.bin'), 0);
    const response = await fetch(`${server.url}/api/v1/ads/00000000-0000-4000-8000-000000000001`, { headers: { 'Accept-Encoding': 'gzip' } });
    const body = await response.text();
    expect(response.status).toBe(503);
    expect(body).not.toMatch(/packed|\.ts|at /);
    await when(server.child.stdout!, 'data', () => server.logs().some((l) => l.level === 'error'), 'the error\'s log line', 10_000);
    const error = server.logs().find((l) => l.level === 'error')!;
    expect(error).toMatchObject({ msg: 'unexpected error', route: '/api/v1/ads/{id}', reqId: response.headers.get('x-request-id') });
    expect((error.err as { stack: string }).stack).toMatch(/packed documents: the file is shorter than the manifest says\n\s+at /);
    await server.stop();
  });

  it('logs an MCP tool that throws, and answers the call with the internal-error problem', async () => {
    const lines: string[] = [];
    const log = createLogger('info', new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } }) as never);
    const broken = { name: 'broken', title: 'Broken', description: '', input: z.object({}), output: z.object({}), run: () => { throw new Error('disk on fire'); } };
    const result = await callTool(broken as never, {} as never, {}, log);
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result)).toContain('/problems/internal-error');
    expect(JSON.stringify(result)).not.toContain('disk on fire');
    const line = JSON.parse(lines.join(''));
    expect(line).toMatchObject({ level: 'error', tool: 'broken', msg: 'unexpected error in an MCP tool' });
    expect(line.err.stack).toContain('disk on fire');
  });
});
