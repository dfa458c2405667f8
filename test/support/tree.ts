import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fg from 'fast-glob';

/** Every file under `dir` (links followed) with the hash of its bytes. */
export function treeDigest(dir: string): Record<string, string> {
  const files = fg.sync('**/*', { cwd: dir, onlyFiles: true, dot: true, followSymbolicLinks: true }).sort();
  return Object.fromEntries(files.map((file) => [file, createHash('sha256').update(readFileSync(`${dir}/${file}`)).digest('hex')]));
}
