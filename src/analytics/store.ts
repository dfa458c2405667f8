/**
 * The analytics state on disk: one file per replica, `<name>.json` in a state
 * directory, so replicas never write the same file and the report command
 * merges them all.
 *
 * A file is replaced whole and atomically (written to a temporary file in the
 * same directory, flushed, then renamed over the old one): a reader, or a
 * replica restarting after a crash, sees the previous state or the new one,
 * never half of one. The file is the operator's only (mode 0600): it holds the
 * counts of rarer queries too, those the report never shows. Temporary files
 * start with a dot and end in `.tmp`, so `readStates` never takes one for a state.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { parseState, type AnalyticsState } from './search-analytics.ts';

export interface StateFile {
  /** The file's path. */
  file: string;
  state: AnalyticsState;
}

/** A state file that cannot be read or is not a state: its message names the file. */
export class StateFileError extends Error {
  override name = 'StateFileError';
}

/** A replica name as a file name: letters, digits, dot, underscore and hyphen, not starting with a dot (no hidden files, no `..`). */
export function stateFileName(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '');
  if (safe === '') throw new RangeError(`a replica name needs a letter or digit, not "${name}"`);
  return `${safe}.json`;
}

/** Writes `state` as `<dir>/<name>.json`, replacing the previous one atomically; returns the file's path. */
export async function writeState(dir: string, name: string, state: AnalyticsState): Promise<string> {
  const target = path.join(dir, stateFileName(name));
  const temporary = path.join(dir, `.${path.basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  // The directory is created private; one that exists keeps the mode its owner gave it.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const handle = await open(temporary, 'wx', 0o600);
  try {
    try {
      await handle.writeFile(`${JSON.stringify(state)}\n`);
      // On disk before the rename: after a crash the name holds a whole state, old or new.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
  return target;
}

/** Every state file in `dir` (`*.json`, temporary files left out), by file name; a file that is not a state is refused by name. */
export async function readStates(dir: string): Promise<StateFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    throw new StateFileError(`${dir}: cannot read the state directory: ${(error as Error).message}`);
  }
  const files = names.filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort().map((name) => path.join(dir, name));
  return Promise.all(files.map(async (file) => {
    let json: unknown;
    try {
      json = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new StateFileError(`${file}: cannot read it as JSON: ${(error as Error).message}`);
    }
    try {
      return { file, state: parseState(json) };
    } catch (error) {
      throw new StateFileError(`${file}: ${(error as Error).message}`);
    }
  }));
}
