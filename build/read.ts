/**
 * Stage "read": every record of the export, one at a time, with where it came from.
 *
 * NDJSON files are streamed line by line, so the raw export text is never held
 * whole; a `.json` array file is parsed whole (a broken one fails the build).
 * Files are visited in path order, which is what "later in file order" means.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import path from 'node:path';
import fg from 'fast-glob';
import { BuildFailure } from './failure.ts';

/** Where a record stands: `file:line` for NDJSON, `file[index]` for a JSON array. */
export interface RecordSource {
  /** Path relative to the content folder, with forward slashes. */
  file: string;
  line?: number;
  index?: number;
}

export type ExportItem =
  | { kind: 'record'; seq: number; source: RecordSource; value: unknown }
  | { kind: 'broken'; seq: number; source: RecordSource; message: string };

export function formatSource(source: RecordSource): string {
  return source.index !== undefined ? `${source.file}[${source.index}]` : `${source.file}:${source.line}`;
}

export async function listListingFiles(contentDir: string): Promise<string[]> {
  const files = await fg(['listings/**/*.ndjson', 'listings/**/*.json'], { cwd: contentDir, onlyFiles: true, dot: false });
  return files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

const BOM = '\uFEFF';

function stripBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/** Reads a whole JSON file; a missing or broken file is a build failure that says which and why. */
export async function readJsonFile(contentDir: string, file: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path.join(contentDir, file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BuildFailure(`${file}: cannot read ${what} (${code === 'ENOENT' ? 'file not found' : code ?? 'read error'})`);
  }
  try {
    return JSON.parse(stripBom(text));
  } catch (error) {
    throw new BuildFailure(`${file}: ${what} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Yields every record of every listing file, numbered in file order. */
export async function* readListings(contentDir: string, files: string[]): AsyncGenerator<ExportItem> {
  let seq = 0;
  for (const file of files) {
    if (file.endsWith('.ndjson')) {
      const lines = createInterface({ input: createReadStream(path.join(contentDir, file), { encoding: 'utf8' }), crlfDelay: Infinity });
      let line = 0;
      for await (let text of lines) {
        line += 1;
        if (line === 1) text = stripBom(text);
        if (text.trim() === '') continue;
        const source = { file, line };
        try {
          yield { kind: 'record', seq: seq++, source, value: JSON.parse(text) };
        } catch (error) {
          yield { kind: 'broken', seq: seq++, source, message: (error as Error).message };
        }
      }
    } else {
      const value = await readJsonFile(contentDir, file, 'a listing array file');
      if (!Array.isArray(value)) throw new BuildFailure(`${file}: a .json listing file must hold a JSON array of records`);
      for (let index = 0; index < value.length; index++) {
        yield { kind: 'record', seq: seq++, source: { file, index }, value: value[index] };
      }
    }
  }
}
