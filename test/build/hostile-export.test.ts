/**
 * A broken export, whatever is wrong with it: the build either publishes with
 * exact `file:line` reports or fails with a clear message, leaves the published
 * snapshot byte-identical when it fails, and never repeats a record's text in
 * any message, report line or failure.
 */
import { mkdirSync, readFileSync, readlinkSync, symlinkSync, unlinkSync, writeFileSync, appendFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { record, uuid, writeExport, type Json } from '../support/fixture.ts';
import { build, buildCli } from '../support/build.ts';
import { tempDir } from '../support/temp.ts';
import { treeDigest } from '../support/tree.ts';
import { MAX_LINE_BYTES } from '../../build/read.ts';
import type { BuildReport } from '../../build/report.ts';

/** Every record's text carries this mark: no message of the build may contain it. */
const SECRET = 'PRIVabcdef';

function secretRecord(n: number, over: Json = {}): Json {
  return record(n, over, {
    translations: { uk: { title: `${SECRET} квартира ${n}`, description: `${SECRET} опис ${n}` } },
    contact: { email: `${SECRET.toLowerCase()}${n}@example.org` },
  });
}

/** Arrays `levels` deep, as JSON text: a value too deep for JSON.stringify is written by hand. */
const nestedText = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const nested = (levels: number): unknown => JSON.parse(nestedText(levels));
const withNesting = (line: string, levels: number) => line.replace('"DEEP"', nestedText(levels));

/** Every line the build wrote for people to read. */
function allMessages(report: BuildReport): string {
  return [...report.errors, ...report.warnings, report.failure ?? ''].join('\n');
}

const REPORT_LINE = /^listings\/[\w./-]+(:\d+|\[\d+\])( [0-9a-f-]{36}| \(invalid id\))?: \S.*$/;

describe('private text never reaches a message', () => {
  it('reports a broken draft line without quoting it (stderr and report)', () => {
    const dir = tempDir();
    const line = `{"id": "${uuid(1)}", "status": "draft", "published": false, "description": ${SECRET} unquoted text}}}}`;
    writeExport(path.join(dir, 'c'), { listings: { 'a.ndjson': `${line}\n` } });
    const reportFile = path.join(dir, 'report.json');
    const result = buildCli(['--content', path.join(dir, 'c'), '--out', path.join(dir, 'dist'), '--report', reportFile]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('listings/a.ndjson:1: invalid JSON: unexpected character');
    expect(result.stderr + result.stdout).not.toContain('PRIV');
    expect(readFileSync(reportFile, 'utf8')).not.toContain('PRIV');
  });

  it('describes a broken JSON array file by line and column, without quoting it', () => {
    const dir = tempDir();
    const text = `[\n  {"id": "${uuid(1)}",\n   "title": ${SECRET} oops}\n]`;
    writeExport(path.join(dir, 'c'), { listings: { 'a.json': text } });
    const result = buildCli(['--content', path.join(dir, 'c'), '--out', path.join(dir, 'dist')]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('build failed: listings/a.json: a listing array file is not valid JSON: unexpected character');
    expect(result.stderr).not.toContain('PRIV');
  });

  it.each([
    ['a truncated line', (l: string) => l.slice(0, l.indexOf(':') + 1), 'invalid JSON: the text ends before the JSON value does (a truncated line?)'],
    ['text after the record', (l: string) => `${l} ${SECRET}`, `invalid JSON: more text after the JSON value at column `],
    ['an unterminated string', (l: string) => l.slice(0, l.indexOf(SECRET) + 4), 'invalid JSON: unterminated string at column '],
    ['a control character in a string', (l: string) => l.replace(SECRET, `${SECRET}\u0001`), 'invalid JSON: control character inside a string at column '],
  ])('names %s in words of its own', async (_name, corrupt, reason) => {
    const dir = tempDir();
    writeExport(path.join(dir, 'c'), { listings: { 'a.ndjson': `${JSON.stringify(secretRecord(1))}\n${corrupt(JSON.stringify(secretRecord(2)))}\n` } });
    const report = await build(path.join(dir, 'c'), path.join(dir, 'dist'), { maxInvalid: 1 });
    expect(report.ok).toBe(true);
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0]).toContain(`listings/a.ndjson:2: ${reason}`);
    expect(allMessages(report)).not.toContain('PRIV');
  });
});

describe('lines that are not records', () => {
  it('reports valid JSON that is not an object as invalid, each by line', async () => {
    const dir = tempDir();
    const lines = [JSON.stringify(secretRecord(1)), '42', '"a string"', 'null', '[1, 2]', 'true', JSON.stringify(secretRecord(2))];
    writeExport(path.join(dir, 'c'), { listings: { 'a.ndjson': lines.join('\n') } });
    const report = await build(path.join(dir, 'c'), path.join(dir, 'dist'), { maxInvalid: 5 });
    expect(report.ok).toBe(true);
    expect(report.errors).toEqual([
      'listings/a.ndjson:2: not a listing record: a JSON number, not an object',
      'listings/a.ndjson:3: not a listing record: a JSON string, not an object',
      'listings/a.ndjson:4: not a listing record: a JSON null, not an object',
      'listings/a.ndjson:5: not a listing record: a JSON array, not an object',
      'listings/a.ndjson:6: not a listing record: a JSON boolean, not an object',
    ]);
    expect(report.counts).toMatchObject({ read: 7, public: 2, invalid: 5 });
  });

  it('reports a line that is not valid UTF-8 instead of publishing replacement characters', async () => {
    const dir = tempDir();
    const content = path.join(dir, 'c');
    writeExport(content, { listings: { 'a.ndjson': `${JSON.stringify(secretRecord(1))}\n` } });
    const good = Buffer.from(`${JSON.stringify(secretRecord(2))}\n`);
    const at = good.indexOf('квартира');
    appendFileSync(path.join(content, 'listings/a.ndjson'), Buffer.concat([good.subarray(0, at), Buffer.from([0xed, 0xa0, 0x80, 0xff]), good.subarray(at)]));
    const report = await build(content, path.join(dir, 'dist'), { maxInvalid: 1 });
    expect(report.errors).toEqual(['listings/a.ndjson:2: not valid UTF-8']);
    expect(report.counts).toMatchObject({ read: 2, public: 1, invalid: 1 });
  });

  it('reports a 100 MB line without holding it, and goes on with the next line', () => {
    const dir = tempDir();
    const content = path.join(dir, 'c');
    writeExport(content, { listings: { 'a.ndjson': `${JSON.stringify(secretRecord(1))}\n` } });
    // Each build in a process of its own, whose peak is its own: first the export without the long line.
    const buildAlone = (name: string): BuildReport => {
      const reportFile = path.join(dir, `${name}.json`);
      buildCli(['--content', content, '--out', path.join(dir, name), '--report', reportFile, '--max-invalid', '1']);
      return JSON.parse(readFileSync(reportFile, 'utf8')) as BuildReport;
    };
    const before = buildAlone('before');
    const file = path.join(content, 'listings/a.ndjson');
    const block = Buffer.alloc(8 * 1024 * 1024, 'x');
    appendFileSync(file, `{"id": "${uuid(2)}", "description": "`);
    for (let i = 0; i < 13; i++) appendFileSync(file, block);
    appendFileSync(file, `"}\n${JSON.stringify(secretRecord(3))}\n`);
    const report = buildAlone('dist');
    expect(report.ok).toBe(true);
    expect(report.errors).toEqual([`listings/a.ndjson:2: line longer than ${MAX_LINE_BYTES / 1024 / 1024} MiB (not read)`]);
    expect(report.counts).toMatchObject({ read: 3, public: 2, invalid: 1 });
    // The line is 104 MiB: held whole, as bytes or as a string, it would raise the peak by at least that (its
    // chunks, read and dropped, raise it by some tens of MiB until they are collected).
    expect(report.peakMemoryMiB - before.peakMemoryMiB).toBeLessThan(13 * 8);
  });

  it('refuses attributes nested too deep to publish, and ignores deep nesting in private fields', async () => {
    const dir = tempDir();
    const lines = [
      record(1, { moderation: 'DEEP' }),
      record(2, {}, { attributes: { notes: 'DEEP' } }),
      record(3, {}, { attributes: { notes: nested(30) } }),
    ].map((r) => withNesting(JSON.stringify(r), 100_000));
    writeExport(path.join(dir, 'c'), { listings: { 'a.ndjson': `${lines.join('\n')}\n` } });
    const report = await build(path.join(dir, 'c'), path.join(dir, 'dist'), { maxInvalid: 1 });
    expect(report.ok).toBe(true);
    expect(report.errors).toEqual([`listings/a.ndjson:2 ${uuid(2)}: content.attributes: nested deeper than 32 levels`]);
    expect(report.counts).toMatchObject({ public: 2, invalid: 1 });
  });

  it('accepts a BOM at the start of any line (files joined end to end) and mixed line ends', async () => {
    const dir = tempDir();
    const [a, b, c] = [1, 2, 3].map((n) => JSON.stringify(secretRecord(n)));
    writeExport(path.join(dir, 'c'), { listings: { 'a.ndjson': `\uFEFF${a}\r\n\uFEFF${b}\n\r\n${c}` } });
    const report = await build(path.join(dir, 'c'), path.join(dir, 'dist'));
    expect(report.errors).toEqual([]);
    expect(report.counts).toMatchObject({ read: 3, public: 3 });
  });
});

describe('files that misbehave', () => {
  let content: string;
  let out: string;
  let before: Record<string, string>;
  let link: string;
  beforeAll(async () => {
    const dir = tempDir();
    content = path.join(dir, 'c');
    out = path.join(dir, 'dist');
    writeExport(content, { listings: { 'a.ndjson': [secretRecord(1)], 'b.ndjson': [secretRecord(2)] } });
    expect((await build(content, out)).ok).toBe(true);
    before = treeDigest(out);
    link = readlinkSync(out);
  });

  function expectUntouched(report: BuildReport) {
    expect(report.ok).toBe(false);
    expect(readlinkSync(out)).toBe(link);
    expect(treeDigest(out)).toEqual(before);
  }

  it('reads a file reached twice through a symbolic-link loop once', async () => {
    const dir = tempDir();
    writeExport(path.join(dir, 'c'), { listings: { 'a.ndjson': [secretRecord(1)] } });
    mkdirSync(path.join(dir, 'c/listings/sub'));
    symlinkSync('..', path.join(dir, 'c/listings/sub/loop'));
    const report = await build(path.join(dir, 'c'), path.join(dir, 'dist'));
    expect(report.ok).toBe(true);
    expect(report.counts).toMatchObject({ read: 1, public: 1, duplicates: 0 });
  });

  it('fails on a listing file that is a link to nowhere, and leaves the snapshot alone', async () => {
    symlinkSync(path.join(content, 'nowhere.ndjson'), path.join(content, 'listings/c.ndjson'));
    try {
      const report = await build(content, out);
      expect(report.failure).toBe('listings/c.ndjson: cannot read this listing file (a symbolic link that leads nowhere, or the file vanished)');
      expectUntouched(report);
    } finally {
      unlinkSync(path.join(content, 'listings/c.ndjson'));
    }
  });

  it('fails on a file that vanishes while the build reads the export', async () => {
    const saved = readFileSync(path.join(content, 'listings/b.ndjson'));
    try {
      const report = await build(content, out, {
        onStage: (stage) => { if (stage === 'validate') unlinkSync(path.join(content, 'listings/b.ndjson')); },
      });
      expect(report.failure).toMatch(/^listings\/b\.ndjson: vanished while the build was reading the export/);
      expectUntouched(report);
    } finally {
      writeFileSync(path.join(content, 'listings/b.ndjson'), saved);
    }
  });

  it('fails on a file that changes between the two passes, rather than pairing records wrongly', async () => {
    const report = await build(content, out, {
      onStage: (stage) => { if (stage === 'validate') appendFileSync(path.join(content, 'listings/a.ndjson'), `${JSON.stringify(secretRecord(9))}\n`); },
    });
    expect(report.failure).toMatch(/^listings\/a\.ndjson: changed while the build was reading the export/);
    expectUntouched(report);
  });
});

/** One way to break one line of an export. */
const corruption = fc.oneof(
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('wrong-type' as const), field: fc.constantFrom('id', 'status', 'published', 'updatedAt', 'content', 'urls', 'media', 'rating', 'expiresAt'), value: fc.constantFrom(42, 'x', null, [], {}, true) }),
  fc.record({ kind: fc.constant('bytes' as const), at: fc.nat(), bytes: fc.constantFrom([0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xef, 0xbb, 0xbf], [0x0d], [0x00]) }),
  fc.record({ kind: fc.constant('value' as const), text: fc.constantFrom('42', 'null', '[]', '"x"', '{}', nestedText(5000)) }),
  fc.record({ kind: fc.constant('deep' as const), levels: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ kind: fc.constant('crlf' as const) }),
);

type Corruption = typeof corruption extends fc.Arbitrary<infer T> ? T : never;

function corrupt(line: string, c: Corruption): Buffer {
  const bytes = Buffer.from(line);
  switch (c.kind) {
    case 'truncate': return bytes.subarray(0, c.at % bytes.length);
    case 'wrong-type': return Buffer.from(JSON.stringify({ ...JSON.parse(line), [c.field]: c.value }));
    case 'bytes': {
      const at = c.at % bytes.length;
      return Buffer.concat([bytes.subarray(0, at), Buffer.from(c.bytes), bytes.subarray(at)]);
    }
    case 'value': return Buffer.from(c.text);
    case 'deep': {
      const value = JSON.parse(line);
      value.content.attributes = { nested: 'DEEP' };
      return Buffer.from(withNesting(JSON.stringify(value), c.levels));
    }
    case 'crlf': return Buffer.from(`${line}\r`);
  }
}

describe('random corruptions of a valid export', () => {
  it('publish with exact reports or fail cleanly, and never quote a record', async () => {
    const dir = tempDir();
    const out = path.join(dir, 'dist');
    const content = path.join(dir, 'c');
    writeExport(content, { listings: { 'a.ndjson': [secretRecord(1)] } });
    expect((await build(content, out)).ok).toBe(true);
    await fc.assert(fc.asyncProperty(
      fc.array(fc.tuple(fc.integer({ min: 0, max: 7 }), corruption), { minLength: 1, maxLength: 4 }),
      fc.boolean(),
      async (corruptions, strict) => {
        const lines: Buffer[] = Array.from({ length: 8 }, (_, i) => Buffer.from(JSON.stringify(secretRecord(i + 10))));
        for (const [at, c] of corruptions) lines[at] = corrupt(JSON.stringify(secretRecord(at + 10)), c);
        writeFileSync(path.join(content, 'listings/a.ndjson'), Buffer.concat(lines.flatMap((l) => [l, Buffer.from('\n')])));
        const before = treeDigest(out);
        // Records skipped as invalid shrink the build: the guard is not what this tests.
        const report = await build(content, out, { maxInvalid: strict ? 0 : 100, allowShrink: true });
        expect(allMessages(report)).not.toMatch(/PRIV|priv/);
        for (const line of report.errors) expect(line).toMatch(REPORT_LINE);
        if (report.ok) {
          expect(report.counts.public + report.counts.invalid + report.counts.skippedByStatus + report.counts.duplicates).toBe(report.counts.read);
        } else {
          expect(report.failure).toMatch(/^\d+ invalid records? \(allowed: 0, see --max-invalid\)/);
          expect(treeDigest(out)).toEqual(before);
        }
      },
    ), { seed: 20261123, numRuns: 40 });
  });
});
