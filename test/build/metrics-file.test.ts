/**
 * The build's figures for node_exporter's textfile collector (--metrics-file):
 * written after every build, published or not, replacing the file whole; a
 * failed night says so and keeps when a build last published; a build the
 * publish guards refused says that too; and promtool reads the file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BuildReport } from '../../build/report.ts';
import { record, writeExport } from '../support/fixture.ts';
import { buildCli } from '../support/build.ts';
import { tempDir } from '../support/temp.ts';
import { samples } from '../support/prometheus-text.ts';

const PROMTOOL = '/usr/bin/promtool';
const records = (n: number) => Array.from({ length: n }, (_, i) => record(i + 1));


/** An export of `n` listings in a fresh folder, and where its build's output, report and figures go. */
function setUp(n: number) {
  const dir = tempDir();
  const paths = { content: path.join(dir, 'content'), out: path.join(dir, 'dist'), report: path.join(dir, 'report.json'), metrics: path.join(dir, 'textfile', 'listings_build.prom') };
  writeExport(paths.content, { listings: { 'a.ndjson': records(n) } });
  mkdirSync(path.dirname(paths.metrics));
  return paths;
}

function run(paths: ReturnType<typeof setUp>, extra: string[] = []) {
  const before = Date.now() / 1000;
  const result = buildCli(['--content', paths.content, '--out', paths.out, '--report', paths.report, '--metrics-file', paths.metrics, ...extra]);
  const after = Date.now() / 1000;
  return { ...result, before, after, series: samples(readFileSync(paths.metrics, 'utf8')) };
}

describe('the build metrics file', () => {
  it('after a published build: success, when, how long by stage, the counts and the peak memory', async () => {
    const paths = setUp(3);
    const { status, series, before, after } = run(paths);
    expect(status).toBe(0);
    expect(series.get('listings_build_success')).toBe(1);
    expect(series.get('listings_build_publish_refused')).toBe(0);
    const ran = series.get('listings_build_last_run_timestamp_seconds')!;
    expect(ran).toBeGreaterThanOrEqual(before);
    expect(ran).toBeLessThanOrEqual(after);
    expect(series.get('listings_build_last_success_timestamp_seconds')).toBe(ran);
    expect(series.get('listings_build_duration_seconds')).toBeGreaterThan(0);
    expect(series.get('listings_build_duration_seconds')).toBeLessThan(after - before);

    const report = JSON.parse(readFileSync(paths.report, 'utf8')) as BuildReport;
    for (const { stage, ms, cpuMs } of report.stages) {
      expect(series.get(`listings_build_stage_duration_seconds{stage="${stage}"}`), stage).toBeCloseTo(ms / 1000, 6);
      expect(series.get(`listings_build_stage_cpu_seconds{stage="${stage}"}`), stage).toBeCloseTo(cpuMs / 1000, 6);
    }
    expect(series.get('listings_build_records_read')).toBe(3);
    expect(series.get('listings_build_records{outcome="public"}')).toBe(3);
    for (const outcome of ['skippedByStatus', 'expired', 'disabledCity', 'invalid', 'duplicates']) {
      expect(series.get(`listings_build_records{outcome="${outcome}"}`), outcome).toBe(0);
    }
    expect(series.get('listings_build_reused_documents')).toBe(0);
    expect(series.get('listings_build_carried_records')).toBe(0);
    expect(series.get('listings_build_peak_memory_bytes')).toBe(report.peakMemoryMiB * 1024 * 1024);
  });

  it('replaces the file whole, readable by the collector, leaving no temporary file beside it', () => {
    const paths = setUp(2);
    expect(run(paths).status).toBe(0);
    expect(run(paths).status).toBe(0);
    expect(readdirSync(path.dirname(paths.metrics))).toEqual(['listings_build.prom']);
    expect(statSync(paths.metrics).mode & 0o044).toBe(0o044);
  });

  it('after a failed build: success 0, and the last success kept from the file before', () => {
    const paths = setUp(2);
    const published = run(paths);
    const lastSuccess = published.series.get('listings_build_last_success_timestamp_seconds');
    writeExport(paths.content, { listings: { 'a.ndjson': [record(1), record(2, { id: 'not-a-uuid' })] } });
    const failed = run(paths);
    expect(failed.status).toBe(1);
    expect(failed.series.get('listings_build_success')).toBe(0);
    expect(failed.series.get('listings_build_publish_refused')).toBe(0);
    expect(failed.series.get('listings_build_last_success_timestamp_seconds')).toBe(lastSuccess);
    expect(failed.series.get('listings_build_last_run_timestamp_seconds')).toBeGreaterThanOrEqual(failed.before);
    expect(failed.series.get('listings_build_records{outcome="invalid"}')).toBe(1);
  });

  it('after a failed first build: no success known, 0', () => {
    const paths = setUp(1);
    writeExport(paths.content, { listings: { 'a.ndjson': [] } });
    const failed = run(paths);
    expect(failed.status).toBe(1);
    expect(failed.series.get('listings_build_success')).toBe(0);
    expect(failed.series.get('listings_build_last_success_timestamp_seconds')).toBe(0);
  });

  it('after a build the publish guards refused: publish_refused 1', () => {
    const paths = setUp(20);
    expect(run(paths).status).toBe(0);
    writeExport(paths.content, { listings: { 'a.ndjson': records(10) } });
    const refused = run(paths);
    expect(refused.stderr).toContain('fewer than 90% of the 20 the live snapshot publishes');
    expect(refused.series.get('listings_build_success')).toBe(0);
    expect(refused.series.get('listings_build_publish_refused')).toBe(1);
    // The override publishes, and the figures say so.
    const allowed = run(paths, ['--allow-shrink']);
    expect(allowed.series.get('listings_build_success')).toBe(1);
    expect(allowed.series.get('listings_build_publish_refused')).toBe(0);
  });

  it('is set by METRICS_FILE too, and off when unset; a rollback writes none', () => {
    const paths = setUp(2);
    const base = ['--content', paths.content, '--out', paths.out, '--report', paths.report];
    expect(buildCli(base).status).toBe(0);
    expect(buildCli(base).status).toBe(0);
    expect(existsSync(paths.metrics)).toBe(false);
    expect(buildCli(['--out', paths.out, '--rollback'], { METRICS_FILE: paths.metrics }).status).toBe(0);
    expect(existsSync(paths.metrics)).toBe(false);
    expect(buildCli(base, { METRICS_FILE: paths.metrics }).status).toBe(0);
    expect(samples(readFileSync(paths.metrics, 'utf8')).get('listings_build_success')).toBe(1);
  });

  it('warns, and still publishes, when the file cannot be written', () => {
    const paths = setUp(2);
    const missing = path.join(path.dirname(paths.metrics), 'no-such-folder', 'listings_build.prom');
    const result = buildCli(['--content', paths.content, '--out', paths.out, '--metrics-file', missing]);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(`warning: the build's metrics file ${missing} could not be written: ENOENT`);
  });

  it.skipIf(!existsSync(PROMTOOL))('writes what promtool check metrics accepts, published or failed', () => {
    const paths = setUp(2);
    for (const expected of [0, 1]) {
      if (expected === 1) writeExport(paths.content, { listings: { 'a.ndjson': [] } });
      expect(run(paths).status).toBe(expected);
      const checked = spawnSync(PROMTOOL, ['check', 'metrics'], { input: readFileSync(paths.metrics), encoding: 'utf8' });
      expect(checked.stdout + checked.stderr).toBe('');
      expect(checked.status).toBe(0);
    }
  });
});
