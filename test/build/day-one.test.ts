/** What a first-time operator sees when a path or a setting is wrong, or an export has several faults. */
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { record, writeExport } from '../support/fixture.ts';
import { spawnSync } from 'node:child_process';
import { build, buildCli, node, ROOT } from '../support/build.ts';
import { cleanEnv, runServeExpectingExit } from '../support/server.ts';
import { tempDir } from '../support/temp.ts';

const WHAT_IT_HOLDS = 'point --content (or CONTENT) at the moderation export, the folder that holds cities.json, categories.json and listings/';

describe('a missing export folder', () => {
  it('is named as the export folder, not as a missing cities.json', () => {
    const dir = tempDir();
    const missing = path.join(dir, 'no-such-export');
    const result = buildCli(['--content', missing, '--out', path.join(dir, 'dist')]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`build failed: the export folder ${missing} is missing; ${WHAT_IT_HOLDS}\n`);
    expect(result.stderr).not.toContain('cannot read the city list');
  });

  it('npm start names it too, and does not start', () => {
    const dir = tempDir();
    const missing = path.join(dir, 'no-such-export');
    const result = spawnSync(...node('src/cli.ts', ['start', '--content', missing, '--dist', path.join(dir, 'dist'), '--port', '0']), { cwd: ROOT, encoding: 'utf8', env: cleanEnv() });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`serve: the export folder ${missing} is missing; point --content (or CONTENT) at the moderation export, or serve the snapshot as it is with npm run serve\n`);
  });

  it('a file given as the export folder is named as such', async () => {
    const file = path.join(tempDir(), 'export.json');
    writeFileSync(file, '[]');
    expect((await build(file, path.join(tempDir(), 'dist'))).failure).toBe(`the export folder ${file} is a file, not a folder; ${WHAT_IT_HOLDS}`);
  });
});

describe('build errors', () => {
  it('are printed in file and line order, whichever pass found them', () => {
    const dir = tempDir();
    const content = path.join(dir, 'c');
    const bad = (n: number) => JSON.stringify(record(n, {}, { categorySlug: 'no-such-category' }));
    writeExport(content, {
      listings: {
        'a.ndjson': [bad(1), '{"broken', bad(3), '[1]'].join('\n') + '\n',
        'b.json': `[${bad(5)}, 7]`,
        'c.ndjson': ['{"broken', bad(6)].join('\n') + '\n',
      },
    });
    const result = buildCli(['--content', content, '--out', path.join(dir, 'dist'), '--max-invalid', '100']);
    const sources = result.stderr.split('\n').filter((line) => line.startsWith('listings/')).map((line) => /^listings\/[^:[]+(?::\d+|\[\d+\])/.exec(line)![0]);
    expect(sources).toEqual([
      'listings/a.ndjson:1', 'listings/a.ndjson:2', 'listings/a.ndjson:3', 'listings/a.ndjson:4',
      'listings/b.json[0]', 'listings/b.json[1]',
      'listings/c.ndjson:1', 'listings/c.ndjson:2',
    ]);
  });
});

describe('an invalid environment variable', () => {
  it.each([
    [{ PORT: 'abc' }, 'serve: the environment variable PORT is "abc", but it takes a whole number of at least 0; set it to one, or unset it for the default (8080)\n'],
    [{ CONCURRENCY: '0' }, 'serve: the environment variable CONCURRENCY is "0", but it takes a whole number of at least 1; set it to one, or unset it for the default (8)\n'],
    [{ LOG_LEVEL: 'loud' }, 'serve: the environment variable LOG_LEVEL is "loud", but it takes one of fatal, error, warn, info, debug, trace, silent; set it to one, or unset it for the default (info)\n'],
    [{ SEARCH_THREAD: 'toString' }, 'serve: the environment variable SEARCH_THREAD is "toString", but it takes one of auto, on, off; set it to one, or unset it for the default (auto)\n'],
    [{ ALLOWED_ORIGINS: 'ftp://x.example' }, 'serve: ALLOWED_ORIGINS: "ftp://x.example" is not an http(s) origin\n'],
  ])('is named as the variable (%o)', async (env, message) => {
    const result = await runServeExpectingExit([], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(message);
  });

  it('while a bad flag is named as the flag', async () => {
    const result = await runServeExpectingExit(['--port', 'abc']);
    expect(result.stderr).toBe('serve: --port is "abc", but it takes a whole number of at least 0\n');
  });

  it('in the build too', () => {
    const dir = tempDir();
    const result = buildCli(['--content', path.join(dir, 'c'), '--out', path.join(dir, 'dist')], { MAX_INVALID: 'many' });
    expect(result.status).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe('build: the environment variable MAX_INVALID is "many", but it takes a whole number; set it to one, or unset it for the default (0)');
  });
});
