/**
 * What an operator scrapes: the private listener's Prometheus metrics change
 * exactly as the requests sent say they should, the text passes promtool, the
 * public port never answers /metrics, and the search analytics report lists a
 * no-hit query asked k times and never one asked fewer.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { record, writeExport } from '../support/fixture.ts';
import { build, snapshotOf } from '../support/build.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { tempDir } from '../support/temp.ts';
import { samples } from '../support/prometheus-text.ts';

const PROMTOOL = '/usr/bin/promtool';


async function scrape(server: RunningServer): Promise<{ text: string; series: Map<string, number> }> {
  const { metricsUrl } = await server.logged('start');
  const response = await fetch(`${metricsUrl as string}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await response.text();
  return { text, series: samples(text) };
}

async function get(url: string): Promise<number> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}

const search = (server: RunningServer, q: string) => get(`${server.url}/api/v1/ads?q=${encodeURIComponent(q)}`);
const ADS = 'route="/api/v1/ads"';

describe('metrics on the private listener', () => {
  it('counts each request by route template, method and status, and times it by route', async () => {
    const { dist } = await snapshotOf([1, 2, 3]);
    const server = await startServer(['--dist', dist, '--rate-limit', '0', '--metrics-port', '0']);
    const before = (await scrape(server)).series;
    const searchesBefore = before.get(`listings_http_requests_total{${ADS},method="GET",status="200"}`) ?? 0;
    for (let i = 0; i < 5; i++) expect(await search(server, `квартира ${i}`)).toBe(200);
    expect(await get(`${server.url}/api/v1/ads/00000000-0000-4000-8000-000000000001`)).toBe(200);
    expect(await get(`${server.url}/api/v1/ads/00000000-0000-4000-8000-000000000099`)).toBe(404);
    expect(await get(`${server.url}/api/v1/ads?page=0`)).toBe(400);
    const { series } = await scrape(server);
    expect(series.get(`listings_http_requests_total{${ADS},method="GET",status="200"}`)).toBe(searchesBefore + 5);
    expect(series.get('listings_http_requests_total{route="/api/v1/ads/{id}",method="GET",status="200"}')).toBe(1);
    expect(series.get('listings_http_requests_total{route="/api/v1/ads/{id}",method="GET",status="404"}')).toBe(1);
    expect(series.get(`listings_http_requests_total{${ADS},method="GET",status="400"}`)).toBe(1);
    // Every search and listing read is in its route's histogram, and in its +Inf bucket.
    expect(series.get(`listings_http_request_duration_seconds_count{${ADS}}`)).toBe(searchesBefore + 6);
    expect(series.get(`listings_http_request_duration_seconds_bucket{${ADS},le="+Inf"}`)).toBe(searchesBefore + 6);
    expect(series.get(`listings_http_request_duration_seconds_bucket{${ADS},le="0.001"}`)).toBeLessThanOrEqual(searchesBefore + 6);
    // No series names a raw path or a query.
    expect([...series.keys()].some((name) => name.includes('00000000-') || name.includes('квартира'))).toBe(false);
    await server.stop();
  });

  it('reports searches by kind and source, their matches, the snapshot and the caches', async () => {
    const { dist } = await snapshotOf([1, 2, 3]);
    const server = await startServer(['--dist', dist, '--rate-limit', '0', '--metrics-port', '0']);
    const start = await server.logged('start');
    // Asked a second time, a search is kept; the third time it is answered from what was kept.
    for (let time = 0; time < 3; time++) expect(await search(server, 'apartment')).toBe(200);
    expect(await search(server, 'зьюдщкх')).toBe(200);
    expect(await get(`${server.url}/api/v1/ads?kind=housing`)).toBe(200);
    const { series } = await scrape(server);
    expect(series.get('listings_searches_total{kind="text",source="engine"}')).toBe(3);
    expect(series.get('listings_searches_total{kind="text",source="kept"}')).toBe(1);
    expect(series.get('listings_searches_total{kind="filter",source="engine"}')).toBe(1);
    expect(series.get('listings_search_duration_seconds_count{kind="text"}')).toBe(4);
    // The no-hit search is the one text search in the le="0" bucket.
    expect(series.get('listings_search_matches_bucket{kind="text",le="0"}')).toBe(1);
    expect(series.get('listings_search_matches_sum{kind="text"}')).toBe(9);
    expect(series.get(`listings_snapshot_info{build_id="${start.build as string}"}`)).toBe(1);
    expect(series.get('listings_snapshot_listings')).toBe(3);
    expect(series.get('listings_snapshot_build_timestamp_seconds')).toBe(Date.parse(start.builtAt as string) / 1000);
    expect(series.get('listings_snapshot_age_seconds')).toBeGreaterThan(0);
    expect(series.get('listings_cache_capacity_bytes{cache="search_results"}')).toBeGreaterThan(0);
    expect(series.get('listings_cache_bytes{cache="search_results"}')).toBeGreaterThan(0);
    expect(series.get('listings_read_gate_limit')).toBe(8);
    expect(series.get('listings_read_gate_queue_length')).toBe(0);
    // prom-client's process metrics: memory, the event loop's lag, garbage collection.
    expect(series.get('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect([...series.keys()].some((name) => name.startsWith('nodejs_eventloop_lag_seconds'))).toBe(true);
    await server.stop();
  });

  it('counts 429s, and reloads by outcome', async () => {
    const { content, dist } = await snapshotOf([1]);
    const server = await startServer(['--dist', dist, '--rate-limit', '2', '--metrics-port', '0']);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await get(`${server.url}/api/v1/ads/00000000-0000-4000-8000-000000000001`));
    expect(statuses).toEqual([200, 200, 429]);
    writeExport(content, { listings: { 'a.ndjson': [record(1), record(2)] } });
    expect((await build(content, dist)).ok).toBe(true);
    server.child.kill('SIGHUP');
    await server.nextEvent('reload');
    const { series } = await scrape(server);
    expect(series.get('listings_rate_limited_requests_total')).toBe(1);
    expect(series.get('listings_http_requests_total{route="/api/v1/ads/{id}",method="GET",status="429"}')).toBe(1);
    expect(series.get('listings_snapshot_reloads_total{outcome="success"}')).toBe(1);
    expect(series.get('listings_snapshot_listings')).toBe(2);
    await server.stop();
  });

  it.skipIf(!existsSync(PROMTOOL))('writes text that promtool check metrics accepts', async () => {
    const { dist } = await snapshotOf([1, 2]);
    const server = await startServer(['--dist', dist, '--rate-limit', '0', '--metrics-port', '0']);
    await search(server, 'apartment');
    const { text } = await scrape(server);
    const checked = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.status).toBe(0);
    await server.stop();
  });

  it('is not on the public port: /metrics there is an unknown route, and the listener is off unless asked for', async () => {
    const { dist } = await snapshotOf([1]);
    const off = await startServer(['--dist', dist, '--rate-limit', '0']);
    expect((await off.logged('start')).metricsUrl).toBeUndefined();
    const response = await fetch(`${off.url}/metrics`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    await off.stop();
    const on = await startServer(['--dist', dist, '--rate-limit', '0', '--metrics-port', '0']);
    expect(await get(`${on.url}/metrics`)).toBe(404);
    const metricsUrl = (await on.logged('start')).metricsUrl as string;
    expect(new URL(metricsUrl).hostname).toBe('127.0.0.1');
    expect(new URL(metricsUrl).port).not.toBe(new URL(on.url).port);
    expect(await get(`${metricsUrl}/api/v1/ads`)).toBe(404);
    await on.stop();
  });
});

describe('search analytics', () => {
  it('lists a no-hit query asked k times, never one asked fewer, and writes its state for the analytics command', async () => {
    const { dist } = await snapshotOf([1, 2]);
    const analyticsDir = path.join(tempDir(), 'analytics');
    const server = await startServer(['--dist', dist, '--rate-limit', '0', '--metrics-port', '0', '--analytics-dir', analyticsDir, '--analytics-min-count', '3']);
    for (let i = 0; i < 3; i++) await search(server, 'Щоденник   Зьюд');
    for (let i = 0; i < 2; i++) await search(server, 'рідкісний запит');
    for (let i = 0; i < 4; i++) await search(server, 'apartment');
    // A second page is the same ask: not counted again.
    await get(`${server.url}/api/v1/ads?q=apartment&page=2`);
    const { metricsUrl } = await server.logged('start');
    const report = await (await fetch(`${metricsUrl as string}/analytics`)).json() as { minCount: number; day: { asked: { query: string; count: number }[]; noHits: { query: string; count: number }[] } };
    expect(report.minCount).toBe(3);
    expect(report.day.noHits).toEqual([{ query: 'щоденник зьюд', count: 3 }]);
    expect(report.day.asked).toEqual([{ query: 'apartment', count: 4 }, { query: 'щоденник зьюд', count: 3 }]);
    expect(JSON.stringify(report)).not.toContain('рідкісний');
    // At shutdown the replica writes its state, private to its owner.
    expect(await server.stop()).toBe(0);
    const files = readdirSync(analyticsDir).filter((name) => name.endsWith('.json'));
    expect(files).toHaveLength(1);
    expect(statSync(path.join(analyticsDir, files[0]!)).mode & 0o777).toBe(0o600);
  });
});
