/**
 * The two command lines, each bundled into one script that Node runs as it is
 * (vitest's globalSetup), made as src/launch.mjs makes the server's: a test
 * spawns the build or the server some fifty times, and under tsx each spawn
 * spends about a second of a core loading the modules through the loader, the
 * bundle a third of that. The commands as deployed (npm start, npm run serve,
 * the systemd units) have tests of their own that run them through
 * src/launch.mjs, and `start`'s build runs under tsx.
 */
import { bundleCommand, bundleIsFresh, bundleOf } from '../../src/launch.mjs';

export { bundleOf };
export const BUNDLED_COMMANDS = ['src/cli.ts', 'build/cli.ts'];

export default async function bundleCommands(): Promise<void> {
  await Promise.all(BUNDLED_COMMANDS.filter((script) => !bundleIsFresh(script)).map(bundleCommand));
}
