/**
 * The metric names that exist, for the files in deploy/ that name them (alert
 * rules, the dashboard): a name is real when the service's registry has it (a
 * histogram's `_bucket`, `_sum` and `_count` series included), when the nightly
 * build's textfile has it, or when Prometheus makes it (`up`). Taken from the code
 * that makes them, so a renamed metric fails these tests, not a night on call.
 */
import { buildMetricsRegistry } from '../../build/metrics-file.ts';
import { emptyCounts, type BuildReport } from '../../build/report.ts';
import { createServiceMetrics } from '../../src/metrics/service-metrics.ts';
import type { Registry } from 'prom-client';

/** The series names a registry's metrics are scraped as. */
function seriesNames(registry: Registry): string[] {
  return registry.getMetricsAsArray().flatMap((metric) => {
    const { name, type } = metric as unknown as { name: string; type: string };
    if (type === 'histogram') return [`${name}_bucket`, `${name}_sum`, `${name}_count`];
    if (type === 'summary') return [name, `${name}_sum`, `${name}_count`];
    return [name];
  });
}

/** The service's: its own `listings_*` and prom-client's default `process_*` and `nodejs_*`. */
export const SERVICE_NAMES = seriesNames(createServiceMetrics().registry);

const aRun = { report: { ok: true, publishRefused: false, stages: [], counts: emptyCounts(), reusedDocuments: 0, carriedRecords: 0, peakMemoryMiB: 1 } as unknown as BuildReport, seconds: 1, finishedAt: new Date() };
/** The nightly build's textfile (build/metrics-file.ts), through node_exporter. */
export const BUILD_NAMES = seriesNames(buildMetricsRegistry(aRun, null));

/** Every name a rule or a panel may use. */
export const KNOWN_NAMES = new Set([...SERVICE_NAMES, ...BUILD_NAMES, 'up']);

const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'inf', 'nan']);

/**
 * The metric names a PromQL expression reads: what is left once strings, label
 * matchers, ranges, grouping clauses and Grafana's `$variables` are taken out,
 * less function names (a word before a parenthesis), keywords and numbers.
 */
export function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, '""')
    .replace(/\$\{[^}]*\}|\$\w+/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/gi, ' ');
  const names = [...bare.matchAll(/(?<![\w.:])([a-zA-Z_:][\w:]*)(?![\w:])(?!\s*\()/g)].map((m) => m[1]!);
  return [...new Set(names.filter((name) => !KEYWORDS.has(name.toLowerCase())))];
}
