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
 * Each pass asks for only what it needs: records it has no use for are
 * numbered and passed over without being decoded or parsed, and a record whose
 * source hash (its text's fingerprint) the caller knows is not parsed either.
 *
 * Nothing here ever repeats a record's text: a broken line is described in
 * words of our own (json-error.ts).
 */
import { hash as digestOf } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { errorCode, listListingFiles as listExportFiles, UnreadableListingFile, type ListingFile } from '../src/snapshot/export-files.ts';
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
  | { kind: 'record'; seq: number; source: RecordSource; value: unknown; sourceHash: Buffer | null }
  /** A record whose exact text the caller knows (`known`): not parsed. */
  | { kind: 'known'; seq: number; source: RecordSource; sourceHash: Buffer; previous: number }
  /** A record the caller passes over (`pass`): numbered, not hashed or parsed. */
  | { kind: 'passed'; seq: number; source: RecordSource }
  | { kind: 'broken'; seq: number; source: RecordSource; message: string };

export interface ReadOptions {
  /** Records the caller has no use for, by number: counted, never hashed or parsed. */
  pass?: (seq: number) => boolean;
  /** Give each record its source hash (sourceHash). */
  hash?: boolean;
  /** Where a record of this source hash was published before, or -1; such a record is not parsed. */
  known?: (sourceHash: Buffer) => number;
}

/**
 * A record's text, as a fingerprint: the first 16 bytes of the SHA-256 of its
 * line in an NDJSON file (without the line's end), or of the JSON text of an
 * element of a `.json` array. A nightly rebuild finds unchanged records by it
 * without parsing them (previous.ts).
 */
export const SOURCE_HASH_BYTES = 16;

export function sourceHash(bytes: Uint8Array | string): Buffer {
  // The one-shot form: a Hash object a line was a fifth of the hashing.
  return digestOf('sha256', bytes, 'buffer').subarray(0, SOURCE_HASH_BYTES);
}

export function formatSource(source: RecordSource): string {
  return source.index !== undefined ? `${source.file}[${source.index}]` : `${source.file}:${source.line}`;
}

/** A listing record is a few kilobytes; a line this long is a broken export, reported without being held. */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;
/** A `.json` array file is parsed whole: past this size it must be NDJSON. */
const MAX_JSON_FILE_BYTES = 512 * 1024 * 1024;

/**
 * The listing files of an export, in path order (src/snapshot/export-files.ts,
 * which `npm start` reads them by too); one that cannot be read fails the build.
 */
export async function listListingFiles(contentDir: string): Promise<ListingFile[]> {
  try {
    return await listExportFiles(contentDir);
  } catch (error) {
    throw error instanceof UnreadableListingFile ? new BuildFailure(error.message) : error;
  }
}

const BOM = '\uFEFF';
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function stripBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/** Reads a whole JSON file; a missing or broken file is a build failure that says which and why, never what it holds. */
export function readJsonFile(contentDir: string, file: string, what: string): unknown {
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

type Line = { line: number; bytes: Buffer } | { line: number; problem: string };

const CHUNK_BYTES = 1 << 20;

/**
 * The lines of a file, as bytes (without the line's end, LF or CRLF), numbered
 * as an editor numbers them. A line's bytes may be a view of the read buffer:
 * they are good until the next line is asked for.
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
      const bytes = pending.length === 0 ? tail : Buffer.concat([...pending, tail]);
      return { line, bytes: bytes.length > 0 && bytes[bytes.length - 1] === 0x0d ? bytes.subarray(0, bytes.length - 1) : bytes };
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

/** Whether a line is surely not blank without decoding it: its first byte past ASCII spaces is ASCII and not a space. */
function surelyNotBlank(bytes: Buffer): boolean {
  for (const byte of bytes) {
    if (byte === 0x20 || (byte >= 0x09 && byte <= 0x0d)) continue;
    return byte < 0x80;
  }
  return false;
}

/**
 * Yields every record of every listing file, numbered in file order. A blank
 * line is no record; a line that is not valid UTF-8 or not JSON is a broken one
 * (a BOM at the start of any line is dropped, as files joined end to end carry one).
 */
export function* readListings(contentDir: string, files: ListingFile[], options: ReadOptions = {}): Generator<ExportItem> {
  const { pass, known } = options;
  const hashing = options.hash === true || known !== undefined;
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
        // Text is decoded only when needed to tell a blank line, or to parse a record.
        let text: string | null = null;
        if (!surelyNotBlank(item.bytes)) {
          try {
            text = stripBom(utf8.decode(item.bytes));
          } catch {
            yield { kind: 'broken', seq: seq++, source, message: 'not valid UTF-8' };
            continue;
          }
          if (text.trim() === '') continue;
        }
        const at = seq++;
        if (pass?.(at)) {
          yield { kind: 'passed', seq: at, source };
          continue;
        }
        const hash = hashing ? sourceHash(item.bytes) : null;
        const previous = hash && known ? known(hash) : -1;
        if (previous >= 0) {
          yield { kind: 'known', seq: at, source, sourceHash: hash!, previous };
          continue;
        }
        try {
          text ??= stripBom(utf8.decode(item.bytes));
        } catch {
          yield { kind: 'broken', seq: at, source, message: 'not valid UTF-8' };
          continue;
        }
        try {
          yield { kind: 'record', seq: at, source, value: JSON.parse(text), sourceHash: hash };
        } catch (error) {
          yield { kind: 'broken', seq: at, source, message: `invalid JSON: ${describeJsonError((error as Error).message, text)}` };
        }
      }
    } else {
      const value = readJsonFile(contentDir, file, 'a listing array file');
      if (!Array.isArray(value)) throw new BuildFailure(`${file}: a .json listing file must hold a JSON array of records`);
      for (let index = 0; index < value.length; index++) {
        const at = seq++;
        const source = { file, index };
        if (pass?.(at)) {
          yield { kind: 'passed', seq: at, source };
          continue;
        }
        const hash = hashing ? sourceHash(JSON.stringify(value[index]) ?? '') : null;
        const previous = hash && known ? known(hash) : -1;
        if (previous >= 0) yield { kind: 'known', seq: at, source, sourceHash: hash!, previous };
        else yield { kind: 'record', seq: at, source, value: value[index], sourceHash: hash };
      }
    }
    checkUnchanged(contentDir, listed);
  }
}
