/**
 * Stage "read": every record of the export, one at a time, with where it came from.
 *
 * NDJSON files are streamed as bytes and cut into lines here, so the raw export
 * text is never held whole, a line longer than MAX_LINE_BYTES is reported
 * without being buffered, and a line that is not valid UTF-8 is reported rather
 * than published with replacement characters. A `.json` array file is parsed
 * whole (a broken one fails the build). Files are visited in path order, which
 * is what "later in file order" means.
 *
 * Nothing here ever repeats a record's text: a broken line is described in
 * words of our own (json-error.ts).
 */
import { closeSync, fstatSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { BuildFailure } from './failure.ts';
import { describeJsonError } from './json-error.ts';

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

/** A listing record is a few kilobytes; a line this long is a broken export, reported without being held. */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;
/** A `.json` array file is parsed whole: past this size it must be NDJSON. */
const MAX_JSON_FILE_BYTES = 512 * 1024 * 1024;

/** A listing file as the build first saw it: the second pass refuses a file that changed in between. */
export interface ListingFile {
  file: string;
  size: number;
  mtimeMs: number;
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? 'read error';
}

/**
 * The listing files of an export, in path order. Symbolic links are followed,
 * but a file reached twice (a link loop, or two links to one file) is read once,
 * under its first path; a link that leads nowhere fails the build.
 */
export async function listListingFiles(contentDir: string): Promise<ListingFile[]> {
  const entries = await fg(['listings/**/*.ndjson', 'listings/**/*.json'], {
    cwd: contentDir, onlyFiles: false, dot: false, followSymbolicLinks: true, suppressErrors: true,
  });
  entries.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const seen = new Set<string>();
  const files: ListingFile[] = [];
  for (const file of entries) {
    const full = path.join(contentDir, file);
    let stats;
    let real;
    try {
      stats = statSync(full);
      real = realpathSync(full);
    } catch (error) {
      throw new BuildFailure(`${file}: cannot read this listing file (${errorCode(error) === 'ENOENT' ? 'a symbolic link that leads nowhere, or the file vanished' : errorCode(error)})`);
    }
    if (!stats.isFile() || seen.has(real)) continue;
    seen.add(real);
    files.push({ file, size: stats.size, mtimeMs: stats.mtimeMs });
  }
  return files;
}

const BOM = '\uFEFF';
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function stripBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/** Reads a whole JSON file; a missing or broken file is a build failure that says which and why, never what it holds. */
export async function readJsonFile(contentDir: string, file: string, what: string): Promise<unknown> {
  let bytes: Buffer;
  try {
    const full = path.join(contentDir, file);
    if (statSync(full).size > MAX_JSON_FILE_BYTES) {
      throw new BuildFailure(`${file}: ${what} is larger than ${MAX_JSON_FILE_BYTES / 1024 / 1024} MiB; write it as NDJSON`);
    }
    bytes = readWhole(full);
  } catch (error) {
    if (error instanceof BuildFailure) throw error;
    const code = errorCode(error);
    throw new BuildFailure(`${file}: cannot read ${what} (${code === 'ENOENT' ? 'file not found' : code})`);
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new BuildFailure(`${file}: ${what} is not valid UTF-8`);
  }
  try {
    return JSON.parse(stripBom(text));
  } catch (error) {
    throw new BuildFailure(`${file}: ${what} is not valid JSON: ${describeJsonError((error as Error).message, stripBom(text))}`);
  }
}

function readWhole(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const bytes = Buffer.allocUnsafe(size);
    let filled = 0;
    for (let read; filled < size && (read = readSync(fd, bytes, filled, size - filled, null)) > 0;) filled += read;
    return bytes.subarray(0, filled);
  } finally {
    closeSync(fd);
  }
}

type Line = { line: number; text: string } | { line: number; problem: string };

const CHUNK_BYTES = 1 << 20;

/**
 * The lines of a file, as text, numbered as an editor numbers them (LF or CRLF;
 * a BOM at the start of any line is dropped, as files joined end to end carry one).
 */
function* fileLines(full: string, display: string): Generator<Line> {
  let fd: number;
  try {
    fd = openSync(full, 'r');
  } catch (error) {
    throw new BuildFailure(`${display}: cannot read this listing file (${errorCode(error)})`);
  }
  try {
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let tooLong = false;
    let line = 0;
    const finish = (tail: Buffer): Line => {
      line += 1;
      if (tooLong) return { line, problem: `line longer than ${MAX_LINE_BYTES / 1024 / 1024} MiB (not read)` };
      let bytes = pending.length === 0 ? tail : Buffer.concat([...pending, tail]);
      if (bytes.length > 0 && bytes[bytes.length - 1] === 0x0d) bytes = bytes.subarray(0, bytes.length - 1);
      try {
        return { line, text: stripBom(utf8.decode(bytes)) };
      } catch {
        return { line, problem: 'not valid UTF-8' };
      }
    };
    for (;;) {
      let read: number;
      try {
        read = readSync(fd, chunk, 0, CHUNK_BYTES, null);
      } catch (error) {
        throw new BuildFailure(`${display}: cannot read this listing file (${errorCode(error)})`);
      }
      if (read === 0) break;
      let from = 0;
      for (let nl; (nl = chunk.indexOf(0x0a, from)) !== -1 && nl < read; from = nl + 1) {
        const lineOut = finish(chunk.subarray(from, nl));
        pending = [];
        pendingBytes = 0;
        tooLong = false;
        yield lineOut;
      }
      if (from < read && !tooLong) {
        pendingBytes += read - from;
        if (pendingBytes > MAX_LINE_BYTES) {
          tooLong = true;
          pending = [];
        } else {
          pending.push(Buffer.from(chunk.subarray(from, read)));
        }
      }
    }
    if (pendingBytes > 0 || tooLong) yield finish(Buffer.alloc(0));
  } finally {
    closeSync(fd);
  }
}

/** The file must still be what the listing saw: two passes over a file that changed would pair records wrongly. */
function checkUnchanged(contentDir: string, listed: ListingFile): void {
  let stats;
  try {
    stats = statSync(path.join(contentDir, listed.file));
  } catch (error) {
    throw new BuildFailure(`${listed.file}: vanished while the build was reading the export (${errorCode(error)}); run the build again once the export is complete`);
  }
  if (stats.size !== listed.size || stats.mtimeMs !== listed.mtimeMs) {
    throw new BuildFailure(`${listed.file}: changed while the build was reading the export; run the build again once the export is complete`);
  }
}

/** Yields every record of every listing file, numbered in file order. */
export async function* readListings(contentDir: string, files: ListingFile[]): AsyncGenerator<ExportItem> {
  let seq = 0;
  for (const listed of files) {
    const { file } = listed;
    checkUnchanged(contentDir, listed);
    if (file.endsWith('.ndjson')) {
      for (const item of fileLines(path.join(contentDir, file), file)) {
        const source = { file, line: item.line };
        if ('problem' in item) {
          yield { kind: 'broken', seq: seq++, source, message: item.problem };
          continue;
        }
        if (item.text.trim() === '') continue;
        try {
          yield { kind: 'record', seq: seq++, source, value: JSON.parse(item.text) };
        } catch (error) {
          yield { kind: 'broken', seq: seq++, source, message: `invalid JSON: ${describeJsonError((error as Error).message, item.text)}` };
        }
      }
    } else {
      const value = await readJsonFile(contentDir, file, 'a listing array file');
      if (!Array.isArray(value)) throw new BuildFailure(`${file}: a .json listing file must hold a JSON array of records`);
      for (let index = 0; index < value.length; index++) {
        yield { kind: 'record', seq: seq++, source: { file, index }, value: value[index] };
      }
    }
    checkUnchanged(contentDir, listed);
  }
}
