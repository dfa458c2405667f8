/**
 * Resolves once `condition` holds, checked after each turn of the event loop: for a
 * state no event announces (a queue's length, bytes a socket still holds), never a
 * sleep of a guessed length. Fails after `timeoutMs`.
 */
export async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > timeoutMs) throw new Error(`not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
