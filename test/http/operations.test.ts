/**
 * What an operator runs the service with: a shutdown that drains with a
 * deadline; --watch; --help and --version of both commands, and options from
 * the environment; the build's progress off a terminal.
 */
import http from 'node:http';
import net from 'node:net';
import { once } from 'node:events';
import { statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { record, writeExport } from '../support/fixture.ts';
import { build, buildCli, node, ROOT, snapshotOf } from '../support/build.ts';
import { startServer } from '../support/server.ts';
import { openSocket } from '../support/raw-http.ts';
import { tempDir } from '../support/temp.ts';
import { BUILD_OPTIONS } from '../../build/cli.ts';
import { SERVE_OPTIONS } from '../../src/cli.ts';


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
