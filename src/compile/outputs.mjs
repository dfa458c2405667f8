/**
 * Where the compiled JavaScript of this project's commands and threads is kept,
 * and whether it was made from the files of this tree as they are now.
 *
 * `npm ci` compiles them (the `prepare` script runs compile.mjs) into
 * node_modules/.cache: the command line into one module that leaves every
 * package to Node (command-bundles/), each thread module into one script that
 * calls its runThread() once loaded (thread-bundles/). Beside each output, the
 * size and time of every source file it was made from: an output is used only
 * while all of them are as they were, and made again otherwise.
 *
 * Plain JavaScript importing only Node's own modules, so that the server reads
 * it with neither a loader nor a bundler.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE = path.join(ROOT, 'node_modules/.cache');
const COMPILER = path.join(ROOT, 'src/compile/compile.mjs');

/** Where the bundle of a command (a path from the project root) is written. */
export function bundleOf(script) {
  return path.join(CACHE, 'command-bundles', script.replace(/\.ts$/, '.mjs'));
}

/** Where the script of a thread module (its absolute path) is written, under `cache` (this tree's unless given); null for a module outside the project. */
export function threadBundleOf(file, cache = CACHE) {
  const fromRoot = path.relative(ROOT, file);
  return fromRoot.startsWith('..') || path.isAbsolute(fromRoot) ? null : path.join(cache, 'thread-bundles', fromRoot.replace(/\.ts$/, '.cjs'));
}

/** The record, beside an output, of the files it was made from. */
export function sourcesOf(output) {
  return `${output}.sources.json`;
}

/** Size and time of each file, by its path from the project root. */
export function stamps(files) {
  return Object.fromEntries(files.map((file) => {
    const { size, mtimeMs } = statSync(path.join(ROOT, file));
    return [file, [size, mtimeMs]];
  }));
}

/** Whether an output was made from the files of this tree as they are now (an output names its sources' paths from this root). */
export function madeFromThisTree(output) {
  try {
    const { root, files } = JSON.parse(readFileSync(sourcesOf(output), 'utf8'));
    if (root !== ROOT) return false;
    const now = stamps(Object.keys(files));
    return Object.entries(files).every(([file, [size, mtimeMs]]) => now[file][0] === size && now[file][1] === mtimeMs);
  } catch {
    return false;
  }
}

/** Whether the bundle of `script` (a path from the project root) is up to date. */
export function bundleIsFresh(script) {
  return madeFromThisTree(bundleOf(script));
}

/**
 * Runs the compiler (compile.mjs) in a process of its own, so that this one
 * never loads the bundler: with no arguments it makes whatever is out of date.
 * Throws with the compiler's message if it fails.
 */
export function compileNow(args = []) {
  const run = spawnSync(process.execPath, [COMPILER, ...args], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
  if (run.status !== 0) throw new Error(`compiling ${args.join(' ') || 'what is out of date'}: ${run.stderr.trim() || run.error?.message || `exit ${run.status}`}`);
}

/** The same, while this process goes on. */
export function compileLater(args = []) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [COMPILER, ...args], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`compiling ${args.join(' ')}: ${stderr.trim() || `exit ${code}`}`))));
  });
}
