import type { EventEmitter } from 'node:events';

/**
 * Resolves once `condition` holds, checked after each turn of the event loop: for a
 * state no event announces (a queue's length, bytes a socket still holds, lines a
 * child process has written so far), never a sleep of a guessed length. Fails after
 * `timeoutMs`, saying what did not happen.
 */
export async function until(condition: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Resolves once `condition` holds, checked now and each time `emitter` emits
 * `event` (a child's output, a response come in): for a state an event does
 * announce, with nothing checked in between. Fails after `timeoutMs`, saying what
 * did not happen.
 */
export function when(emitter: EventEmitter, event: string, condition: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  if (condition()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!condition()) return;
      done();
      resolve();
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`${what}: not so within ${timeoutMs} ms`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      emitter.off(event, check);
    };
    emitter.on(event, check);
  });
}
