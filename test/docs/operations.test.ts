/**
 * docs/operations.md keeps up with what an operator is given: every metric of the
 * server and of the build (tables made from their registries), the flags that turn
 * the metrics and the analytics on, a section for every alert the rules ship, and
 * the dashboard.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVE_OPTIONS } from '../../src/cli.ts';
import { ROOT } from '../support/build.ts';
import { blocksOf, readPage } from './pages.ts';

const page = readPage('docs/operations.md');
const alerts = (parse(readFileSync(path.join(ROOT, 'deploy/prometheus/alerts.yml'), 'utf8')) as { groups: { rules: { alert: string }[] }[] })
  .groups.flatMap((g) => g.rules.map((r) => r.alert));

describe('docs/operations.md', () => {
  it.each(blocksOf('docs/operations.md'))('holds the $name table as npm run docs:tables makes it from the code', ({ inPage, made }) => {
    expect(inPage).toBe(made);
  });

  it.each(['metrics-port', 'metrics-host', 'analytics-dir', 'analytics-min-count'] as const)('documents the serve flag --%s and its variable', (flag) => {
    expect(page).toContain(`\`--${flag}`);
    expect(page).toContain(`\`${SERVE_OPTIONS[flag].env}\``);
  });

  it.each(['--dir', '--url', '--min-count', '--top', '--json'])('documents the analytics command\'s %s', (option) => {
    expect(page).toContain(`| \`${option}`);
  });

  it.each(alerts)('says what to do when %s fires, in a section of its own', (alert) => {
    expect(page).toMatch(new RegExp(`^### ${alert}$`, 'm'));
    expect(page).toContain(`[${alert}](#${alert.toLowerCase()})`);
  });

  it('says how to scrape (job listings, never the public port) and where the dashboard and the rules are', () => {
    expect(page).toContain('job_name: listings');
    expect(page).toContain('never on the public port');
    for (const file of ['deploy/grafana/listings.json', 'deploy/prometheus/alerts.yml', 'deploy/prometheus/alerts.test.yml']) expect(page).toContain(`\`${file}\``);
  });
});
