/**
 * The alert rules that ship in deploy/prometheus/: promtool accepts them, their
 * unit tests (alerts.test.yml: every alert made to fire, a healthy service quiet)
 * pass, every metric they read exists, and every alert says what to do in a
 * section of docs/operations.md that is there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../support/build.ts';
import { KNOWN_NAMES, metricNamesIn } from './metric-names.ts';

const PROMTOOL = '/usr/bin/promtool';
const MISSING = `${PROMTOOL} not found: the promtool checks are skipped (apt-get install prometheus; CI installs it)`;
const RULES = 'deploy/prometheus/alerts.yml';
const RULE_TESTS = 'deploy/prometheus/alerts.test.yml';

interface Rule { alert: string; expr: string; for?: string; labels?: Record<string, string>; annotations?: Record<string, string> }
const rules = (parse(readFileSync(path.join(ROOT, RULES), 'utf8')) as { groups: { rules: Rule[] }[] }).groups.flatMap((g) => g.rules);
const ruleTests = parse(readFileSync(path.join(ROOT, RULE_TESTS), 'utf8')) as { tests: { alert_rule_test: { alertname: string; exp_alerts: unknown[] }[] }[] };

function promtool(...args: string[]) {
  const result = spawnSync(PROMTOOL, args, { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

/** The section anchors of a page, as GitHub makes them from its headings. */
function anchorsOf(page: string): Set<string> {
  const text = readFileSync(path.join(ROOT, page), 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#+ (.+)$/gm)].map((m) => m[1]!.toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replaceAll(' ', '-')));
}

describe('the alert rules', () => {
  it('pass promtool check rules', ({ skip }) => {
    if (!existsSync(PROMTOOL)) return skip(MISSING);
    const { status, output } = promtool('check', 'rules', RULES);
    expect(status, output).toBe(0);
    expect(output).toContain(`SUCCESS: ${rules.length} rules found`);
  });

  it('pass their unit tests (promtool test rules)', ({ skip }) => {
    if (!existsSync(PROMTOOL)) return skip(MISSING);
    const { status, output } = promtool('test', 'rules', RULE_TESTS);
    expect(status, output).toBe(0);
  });

  it('are each made to fire by a unit test, and a healthy service fires none', () => {
    const fired = new Set(ruleTests.tests.flatMap((t) => t.alert_rule_test.filter((a) => a.exp_alerts.length > 0).map((a) => a.alertname)));
    expect([...fired].sort()).toEqual(rules.map((r) => r.alert).sort());
    const quiet = ruleTests.tests[0]!.alert_rule_test;
    expect(quiet.every((a) => a.exp_alerts.length === 0)).toBe(true);
    expect(quiet.map((a) => a.alertname).sort()).toEqual(rules.map((r) => r.alert).sort());
  });

  it.each(rules.map((r) => [r.alert, r] as const))('%s reads only metrics that exist', (_, rule) => {
    const names = metricNamesIn(rule.expr);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(KNOWN_NAMES, `${name} in ${rule.expr}`).toContain(name);
  });

  it.each(rules.map((r) => [r.alert, r] as const))('%s waits, has a severity, says what happened and where the runbook is', (_, rule) => {
    expect(rule.for).toMatch(/^\d+[smh]$/);
    expect(['warning', 'critical']).toContain(rule.labels?.severity);
    expect(rule.annotations?.summary).toBeTruthy();
    expect(rule.annotations?.description).toBeTruthy();
    const [page, section] = (rule.annotations?.runbook_url ?? '').split('#');
    expect(page).toBe('docs/operations.md');
    expect([...anchorsOf(page!)]).toContain(section);
  });
});

describe('how the rules find metric names', () => {
  it('takes the metrics out of an expression, not its functions, labels, ranges or keywords', () => {
    expect(metricNamesIn('histogram_quantile(0.99, sum by (kind, le) (rate(a_bucket{job="x", le=~"0.1"}[5m]))) > 0.05 and on (kind) sum by (kind) (rate(a_count[5m])) > 0.1'))
      .toEqual(['a_bucket', 'a_count']);
    expect(metricNamesIn('time() - b{job="node"} > 26 * 3600 or absent(up{job="listings"})')).toEqual(['b', 'up']);
    expect(metricNamesIn('sum(rate(c_total{route=~"$route"}[$__rate_interval])) by (route) / ignoring(status) d offset 1h')).toEqual(['c_total', 'd']);
  });
});
