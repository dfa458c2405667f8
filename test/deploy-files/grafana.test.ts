/**
 * The Grafana dashboard in deploy/grafana/: JSON Grafana imports (a dashboard
 * model whose panels ask the Prometheus data source its variable picks), every
 * query valid PromQL that reads only metrics that exist, and the panels an
 * operator looks for there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { ROOT } from '../support/build.ts';
import { tempDir } from '../support/temp.ts';
import { KNOWN_NAMES, metricNamesIn } from './metric-names.ts';

const PROMTOOL = '/usr/bin/promtool';

interface Target { refId: string; expr: string; datasource?: { type: string; uid: string } }
interface Panel { id: number; type: string; title: string; datasource?: { type: string; uid: string }; targets?: Target[] }
interface Dashboard { title: string; uid: string; schemaVersion: number; panels: Panel[]; templating: { list: { name: string; type: string; query: unknown }[] } }

const dashboard = JSON.parse(readFileSync(path.join(ROOT, 'deploy/grafana/listings.json'), 'utf8')) as Dashboard;
const panels = dashboard.panels.filter((p) => p.type !== 'row');
const queries = panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, ...target })));

/** A query as Prometheus receives it from Grafana: the dashboard's variables given values. */
const asSent = (expr: string) => expr.replaceAll('$__rate_interval', '1m').replaceAll('$instance', '.*');

describe('the Grafana dashboard', () => {
  it('is a dashboard model of a current schema, with a title and a fixed uid (a new import replaces the old)', () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(39);
    expect(dashboard.title).toBe('Community listings');
    expect(dashboard.uid).toMatch(/^[\w-]{1,40}$/);
    expect(new Set(dashboard.panels.map((p) => p.id)).size).toBe(dashboard.panels.length);
  });

  it('asks the Prometheus data source its variable picks, in every panel and query', () => {
    expect(dashboard.templating.list.find((v) => v.name === 'datasource')).toMatchObject({ type: 'datasource', query: 'prometheus' });
    for (const panel of panels) {
      expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
      for (const target of panel.targets ?? []) expect(target.datasource, panel.title).toEqual(panel.datasource);
    }
  });

  it.each(queries.map((q) => [`${q.panel} ${q.refId}`, q] as const))('%s reads only metrics that exist', (_, { expr }) => {
    const names = metricNamesIn(expr);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(KNOWN_NAMES, `${name} in ${expr}`).toContain(name);
  });

  it('asks only valid PromQL (promtool reads each query as a recording rule)', ({ skip }) => {
    if (!existsSync(PROMTOOL)) return skip(`${PROMTOOL} not found: the PromQL check is skipped (apt-get install prometheus; CI installs it)`);
    const file = path.join(tempDir(), 'dashboard-queries.yml');
    const rules = queries.map((q, i) => ({ record: `dashboard:query_${i}`, expr: asSent(q.expr) }));
    writeFileSync(file, stringify({ groups: [{ name: 'dashboard', rules }] }));
    const checked = spawnSync(PROMTOOL, ['check', 'rules', file], { encoding: 'utf8' });
    expect(checked.status, checked.stdout + checked.stderr).toBe(0);
  });

  it('shows what an operator comes for', () => {
    const read = new Set(queries.flatMap((q) => metricNamesIn(q.expr)));
    for (const name of [
      'listings_http_requests_total', 'listings_http_request_duration_seconds_bucket', 'listings_rate_limited_requests_total',
      'listings_read_gate_refused_total', 'listings_read_gate_queue_length', 'listings_read_gate_in_progress',
      'listings_search_duration_seconds_bucket', 'listings_searches_total', 'listings_search_matches_bucket', 'listings_search_matches_count',
      'listings_snapshot_age_seconds', 'listings_snapshot_info', 'listings_snapshot_reloads_total',
      'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds',
      'listings_build_duration_seconds', 'listings_build_success',
    ]) expect(read, name).toContain(name);
    // The no-hit share is the le="0" bucket over the count.
    expect(queries.some((q) => /listings_search_matches_bucket\{[^}]*le="0"/.test(q.expr))).toBe(true);
  });
});
