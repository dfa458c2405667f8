/**
 * Runs a command line of this project from its compiled module:
 *
 *   node src/launch.mjs src/cli.ts serve [options]
 *
 * `npm ci` compiles the command and the thread modules into plain JavaScript
 * (src/compile/compile.mjs, the `prepare` script), so that a tree installed
 * read-only, as the systemd unit runs it, starts with neither tsx nor esbuild
 * loaded. An output out of date (a source file changed since) is compiled again
 * first, in a process of its own so that this one never loads the bundler; a
 * tree where it cannot be written runs the command through tsx instead, and
 * says so.
 *
 * Plain JavaScript, so that Node runs it without a loader.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleIsFresh, bundleOf, compileNow, ROOT } from './compile/outputs.mjs';

async function main() {
  const [first] = process.argv.slice(2);
  if (!first?.endsWith('.ts')) {
    process.stderr.write('usage: node src/launch.mjs <command.ts> [arguments]\n');
    process.exit(2);
  }
  // A command is named by its path from the project root, however it was given.
  const script = path.relative(ROOT, path.resolve(first));
  const source = path.join(ROOT, script);
  let run = bundleOf(script);
  if (!bundleIsFresh(script)) {
    try {
      compileNow(['--command', script]);
    } catch (error) {
      process.stderr.write(`launch: cannot compile ${script} (${error.message}); running it through tsx\n`);
      await import('tsx');
      run = source;
    }
  }
  // The command sees the arguments as if Node had run its source: [node, command.ts, ...arguments].
  process.argv.splice(1, 2, source);
  await import(pathToFileURL(run).href);
}

await main();
