/**
 * The two command lines, each bundled into one module that Node runs as it is
 * (vitest's globalSetup), made as `npm ci` makes the server's
 * (src/compile/compile.mjs): a test spawns the build or the server some fifty
 * times, and under tsx each spawn spends about a second of a core loading the
 * modules through the loader, the bundle a third of that. The thread modules'
 * scripts are brought up to date here too, once, rather than by the first test
 * file to start each thread. The commands as deployed (npm start, npm run
 * serve, the systemd units) have tests of their own that run them through
 * src/launch.mjs, and `start`'s build runs under tsx.
 */
import { bundleCommand, compileThread, threadModules } from '../../src/compile/compile.mjs';
import { bundleIsFresh, bundleOf, madeFromThisTree, threadBundleOf } from '../../src/compile/outputs.mjs';

export { bundleOf };
export const BUNDLED_COMMANDS = ['src/cli.ts', 'build/cli.ts'];

export default async function bundleCommands(): Promise<void> {
  await Promise.all([
    ...BUNDLED_COMMANDS.filter((script) => !bundleIsFresh(script)).map(bundleCommand),
    ...threadModules().filter((file) => !madeFromThisTree(threadBundleOf(file)!)).map((file) => compileThread(file)),
  ]);
}
