/**
 * What an operator runs the service with: the log lines of a request, a reload
 * and an unexpected error; a shutdown that drains with a deadline; --watch;
 * --help and --version of both commands; the build's progress off a terminal.
 */
import http from 'node:http';
import net from 'node:net';
import { once } from 'node:events';
import { realpathSync, truncateSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { record, writeExport } from '../support/fixture.ts';
import { build, buildCli, node, ROOT } from '../support/build.ts';
import { startServer } from '../support/server.ts';
import { openSocket } from '../support/raw-http.ts';
import { tempDir } from '../support/temp.ts';
import { when } from '../support/until.ts';
import { spawnSync } from 'node:child_process';
import { BUILD_OPTIONS } from '../../build/cli.ts';
import { SERVE_OPTIONS } from '../../src/cli.ts';
import { createLogger } from '../../src/log.ts';
import { callTool } from '../../src/mcp/tool.ts';
import { z } from 'zod';

async function snapshotOf(records: number[]): Promise<{ content: string; dist: string }> {
  const dir = tempDir();
  const content = path.join(dir, 'content'), dist = path.join(dir, 'dist');
  writeExport(content, { listings: { 'a.ndjson': records.map((n) => record(n)) } });
  expect((await build(content, dist)).ok).toBe(true);
  return { content, dist };
}

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
    const server = await startServer(['--dist', dist, '--rate-limit', '0']);
    const start = server.logs().find((l) => l.event === 'start')!;
    expect(start).toMatchObject({ level: 'info', listings: 1, rateLimit: 0, concurrency: 8, counts: { public: 1 } });
    writeExport(content, { listings: { 'a.ndjson': [record(1), record(2)] } });
    const second = await build(content, dist);
    const reloaded = server.nextEvent('reload');
    server.child.kill('SIGHUP');
    expect(await reloaded).toMatchObject({ cause: 'SIGHUP', build: second.buildId, previous: start.build, listings: 2, counts: { public: 2 } });
    // Each snapshot's documents are read into memory once it is served, and the log says so.
    const inMemory = () => server.logs().filter((l) => l.event === 'documents-in-memory').map((l) => l.build);
    await when(server.child.stdout!, 'data', () => inMemory().length >= 2, 'both snapshots\' documents-in-memory lines', 30_000);
    expect(inMemory()).toEqual([start.build, second.buildId]);
    const stopped = server.nextEvent('exit');
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(await stopped).toMatchObject({ build: second.buildId });
    expect(server.logs().find((l) => l.event === 'shutdown')).toMatchObject({ signal: 'SIGTERM', build: second.buildId });
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
    const listing = await fetch(`${server.url}/api/v1/ads/00000000-0000-4000-8000-000000000001`);
    expect(listing.status).toBe(503);
    expect(await listing.text()).not.toContain('     ');
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

  it('logs an MCP tool that throws, and answers the call with the internal-error problem', () => {
    const lines: string[] = [];
    const log = createLogger('info', new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } }) as never);
    const broken = { name: 'broken', title: 'Broken', description: '', input: z.object({}), output: z.object({}), run: () => { throw new Error('disk on fire'); } };
    const result = callTool(broken as never, {} as never, {}, log);
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result)).toContain('/problems/internal-error');
    expect(JSON.stringify(result)).not.toContain('disk on fire');
    const line = JSON.parse(lines.join(''));
    expect(line).toMatchObject({ level: 'error', tool: 'broken', msg: 'unexpected error in an MCP tool' });
    expect(line.err.stack).toContain('disk on fire');
  });
});

describe('shutdown', () => {
  it('refuses new connections, finishes the request in progress, and exits 0', async () => {
    const { dist } = await snapshotOf([1]);
    const server = await startServer(['--dist', dist, '--rate-limit', '0']);
    const port = Number(new URL(server.url).port);
    // A request still arriving when the signal comes.
    const body = '{"jsonrpc":"2.0","id":1,"method":"ping","params":{}}';
    const slow = await openSocket(port, `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2025-11-25\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`);
    const draining = server.nextEvent('shutdown');
    const exited = server.stop('SIGTERM');
    await draining;
    await expect(new Promise((resolve, reject) => net.connect(port, '127.0.0.1').on('connect', resolve).on('error', reject))).rejects.toThrow(/ECONNREFUSED/);
    const answer = new Promise<string>((resolve) => {
      let text = '';
      slow.on('data', (chunk) => { text += chunk; });
      slow.on('close', () => resolve(text));
    });
    slow.write(body.slice(20));
    expect(await answer).toMatch(/^HTTP\/1\.1 200/);
    expect(await exited).toBe(0);
  });

  it('answers /healthz 503 "draining" in process', async () => {
    const { dist } = await snapshotOf([1]);
    const { createService } = await import('../../src/service.ts');
    const { loadSnapshot } = await import('../../src/snapshot/load.ts');
    const lifecycle = { draining: false };
    const service = createService({ snapshot: await loadSnapshot(dist), baseUrl: 'http://x', rateLimit: 0, concurrency: 1, version: '0', host: '127.0.0.1', allowedOrigins: [], lifecycle });
    const server = http.createServer(service.handler).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    lifecycle.draining = true;
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'draining' });
    server.close();
  });

  it('forces the exit after --drain-timeout when a request never finishes', async () => {
    const { dist } = await snapshotOf([1]);
    const server = await startServer(['--dist', dist, '--rate-limit', '0', '--drain-timeout', '1']);
    const port = Number(new URL(server.url).port);
    const stuck = await openSocket(port, `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 100\r\n\r\n{`);
    const started = performance.now();
    expect(await server.stop('SIGTERM')).toBe(1);
    expect(performance.now() - started).toBeGreaterThan(900);
    expect(server.logs().some((l) => l.event === 'shutdown' && l.forced === true)).toBe(true);
    stuck.destroy();
  });
});

describe('--watch', () => {
  it('reloads when a new build is published, without a signal', async () => {
    const { content, dist } = await snapshotOf([1]);
    const server = await startServer(['--dist', dist, '--rate-limit', '0', '--watch']);
    const reloaded = server.nextEvent('reload');
    writeExport(content, { listings: { 'a.ndjson': [record(1), record(2), record(3)] } });
    const next = await build(content, dist);
    expect(await reloaded).toMatchObject({ cause: 'watch', build: next.buildId, listings: 3 });
    expect(((await (await fetch(`${server.url}/healthz`)).json()) as { buildId: string }).buildId).toBe(next.buildId);
    await server.stop();
  });
});

describe('command lines', () => {
  it.each([['build/cli.ts', BUILD_OPTIONS], ['src/cli.ts', SERVE_OPTIONS]] as const)('%s answers --help with every option and its variable, and --version', (script, table) => {
    const help = spawnSync(...node(script, ['--help']), { cwd: ROOT, encoding: 'utf8' });
    expect(help.status).toBe(0);
    for (const [name, spec] of Object.entries(table)) {
      expect(help.stdout).toContain(`--${name}`);
      expect(help.stdout).toContain(spec.env);
    }
    const version = spawnSync(...node(script, ['--version']), { cwd: ROOT, encoding: 'utf8' });
    expect(version.status).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('takes options from the environment, the flag winning', async () => {
    const { dist } = await snapshotOf([1]);
    const server = await startServer(['--rate-limit', '7'], { DIST: dist, RATE_LIMIT: '99', CONCURRENCY: '3', LOG_LEVEL: 'info' });
    expect(server.logs().find((l) => l.event === 'start')).toMatchObject({ rateLimit: 7, concurrency: 3 });
    await server.stop();
  });

  it('reads --allowed-origins as a comma-separated list, and the MCP endpoint accepts exactly those', async () => {
    const { dist } = await snapshotOf([1]);
    const server = await startServer(['--dist', dist, '--rate-limit', '0', '--allowed-origins', 'https://app.example.org, http://tools.example.net:8080']);
    const ping = (origin: string) => fetch(`${server.url}/mcp`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', Origin: origin },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    });
    expect((await ping('https://app.example.org')).status).toBe(200);
    expect((await ping('http://tools.example.net:8080')).status).toBe(200);
    expect((await ping('http://tools.example.net')).status).toBe(403);
    await server.stop();
  });

  it('prints a progress line at every tenth of the records off a terminal', () => {
    const dir = tempDir();
    writeExport(path.join(dir, 'c'), { listings: { 'a.ndjson': Array.from({ length: 20 }, (_, i) => record(i + 1)) } });
    const result = buildCli(['--content', path.join(dir, 'c'), '--out', path.join(dir, 'dist')]);
    expect(result.status).toBe(0);
    const lines = result.stderr.split('\n').filter((l) => l.startsWith('progress: '));
    expect(lines.map((l) => l.split(' ')[1])).toEqual(['10%', '20%', '30%', '40%', '50%', '60%', '70%', '80%', '90%', '100%']);
    expect(statSync(path.join(dir, 'dist')).isDirectory()).toBe(true);
  });
});
