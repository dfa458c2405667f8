/** Why a snapshot cannot be served, said as the operator needs it: which file, and what to do. */

/** A snapshot that cannot be served: says which file and why. */
export class SnapshotError extends Error {
  override name = 'SnapshotError';
}

/** A file whose bytes are not those the manifest lists. */
export function damaged(file: string): SnapshotError {
  return new SnapshotError(`snapshot: ${file} does not match its hash in the manifest; the snapshot is damaged, rebuild it`);
}

/** A file the manifest lists that could not be read. */
export function unreadable(file: string, error: unknown): SnapshotError {
  return new SnapshotError(`snapshot: ${file} is listed in the manifest but cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
}
