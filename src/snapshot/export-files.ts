/**
 * The listing files of a moderation export, in the order a build reads them:
 * what the build reads and what `npm start` compares a snapshot's export with
 * (export-id.ts) are the same list, made here once.
 */
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

/** A listing file as the build first saw it: the second pass refuses a file that changed in between. */
export interface ListingFile {
  file: string;
  size: number;
  mtimeMs: number;
}

/** A listing file that cannot be read; its message names the file and why, fit for the operator. */
export class UnreadableListingFile extends Error {
  override name = 'UnreadableListingFile';
}

export function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? 'read error';
}

/**
 * The listing files of an export, in path order. Symbolic links are followed,
 * but a file reached twice (a link loop, or two links to one file) is read once,
 * under its first path; a link that leads nowhere is an UnreadableListingFile.
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
      throw new UnreadableListingFile(`${file}: cannot read this listing file (${errorCode(error) === 'ENOENT' ? 'a symbolic link that leads nowhere, or the file vanished' : errorCode(error)})`);
    }
    if (!stats.isFile() || seen.has(real)) continue;
    seen.add(real);
    files.push({ file, size: stats.size, mtimeMs: stats.mtimeMs });
  }
  return files;
}
