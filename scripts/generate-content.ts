/**
 * Writes a synthetic moderation export: the input a nightly build reads.
 *
 *   tsx scripts/generate-content.ts [--out content] [--count 300] [--seed 42] [--per-file 5000]
 *
 *   <out>/cities.json                       ExportCity[] (one city disabled)
 *   <out>/categories.json                   Category[]
 *   <out>/listings/imports/legacy.json      a JSON array: the first (up to 20) records, old imports
 *   <out>/listings/2026-11/part-NNN.ndjson  the rest, one record a line, streamed
 *
 * The export is awkward the way a real one is: private moderation data on many records
 * (which must never be published), drafts, pending, rejected and archived records,
 * approved-but-unpublished ones, half-written drafts, the same id twice with different
 * `updatedAt` (including pairs a plain string comparison orders wrongly because of their
 * offsets), expired listings, a disabled city, past and cancelled events, and Ukrainian
 * text with all three apostrophes (’ ' ʼ).
 *
 * Deterministic: one mulberry32 stream seeded by --seed drives every choice, and "now" is
 * the fixed REFERENCE_DATE, so equal arguments write byte-identical files. Memory stays
 * bounded for any --count: records are generated and written one at a time, and the only
 * state kept is a small ring of recent records to duplicate.
 *
 * The command line; the generator is in scripts/content/ (places and vocabulary are data,
 * rng and time the arithmetic, listing, private-data and sequence the records, write the files).
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { generateContent } from './content/write.ts';

function integerOption(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value)) throw new Error(`--${name} must be an integer, got "${value}"`);
  return Number(value);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: 'content' },
      count: { type: 'string' },
      seed: { type: 'string' },
      'per-file': { type: 'string' },
    },
  });
  const result = await generateContent({
    out: values.out,
    count: integerOption(values.count, 'count', 300),
    seed: integerOption(values.seed, 'seed', 42),
    perFile: integerOption(values['per-file'], 'per-file', 5000),
  });
  const e = result.expected;
  console.log(`generate-content: ${result.files.length - 2} listing files, ${result.records} records `
    + `(${e.public} public, ${e.skippedByStatus} not public, ${e.duplicates} duplicates, ${e.expired} expired, `
    + `${e.disabledCity} in disabled city) → ${result.out} in ${(result.ms / 1000).toFixed(2)} s`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
