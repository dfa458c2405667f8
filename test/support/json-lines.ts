/**
 * The JSON lines a child process writes (its log), parsed as they arrive; any
 * other line is skipped. Shared by the tests' server helper and the benchmarks.
 */
import type { Readable } from 'node:stream';

export function onJsonLines<T = Record<string, unknown>>(stream: Readable, onLine: (line: T) => void): void {
  let pending = '';
  stream.on('data', (chunk: Buffer) => {
    pending += chunk;
    const complete = pending.split('\n');
    pending = complete.pop()!;
    for (const line of complete) {
      let parsed: T;
      try {
        parsed = JSON.parse(line) as T;
      } catch {
        continue; // not a log line
      }
      onLine(parsed);
    }
  });
}
