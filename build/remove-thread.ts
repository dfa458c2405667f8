/**
 * The thread removing retired releases (publish.ts): each folder it is given,
 * then it ends. A folder it cannot remove ends it with that error.
 */
import { rmSync } from 'node:fs';
import { workerData } from 'node:worker_threads';

export function removeFolders(folders: string[]): void {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

export function runThread(): void {
  removeFolders(workerData as string[]);
}
