/**
 * Runs a command line of this project from one bundled script:
 *
 *   node src/launch.mjs src/cli.ts serve [options]
 *   node src/launch.mjs --bundle src/cli.ts          (make the bundle, run nothing)
 *   node src/launch.mjs --bundle src/cli.ts --thread src/search/search-thread.ts
 *                                                     (and keep a thread's script)
 *
 * Loaded through tsx, the server spends 1.2–1.6 s transforming and resolving its
 * hundred-odd modules one by one before it does anything; from one script,
 * bundled by esbuild with every package left to Node, 0.6–0.9 s. A server's
 * start-up is what pays it (docs/runtime.md).
 *
 * The bundle is kept in node_modules/.cache/command-bundles with the size and time
 * of every source file it was made from, and made again when any of them differs.
 * `npm ci` makes it (the `prepare` script), so a tree installed read-only, as the
 * systemd unit runs it, has it already; one whose bundle is out of date and cannot
 * be written runs the command through tsx instead, and says so.
 *
 * A worker thread evaluates a script of its own (src/thread/start.ts says why),
 * bundled by esbuild a few hundred ms into a start. The scripts of the server's
 * threads are kept in node_modules/.cache/thread-bundles the same way, made by
 * `npm ci` too, so that a server starts with neither esbuild nor that wait.
 *
 * Plain JavaScript, so that Node runs it without a loader.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUNDLE_DIR = path.join(ROOT, 'node_modules/.cache/command-bundles');
const THREAD_BUNDLE_DIR = path.join(ROOT, 'node_modules/.cache/thread-bundles');

/** Where the bundle of a command (a path from the project root) is written. */
export function bundleOf(script) {
  return path.join(BUNDLE_DIR, script.replace(/\.ts$/, '.mjs'));
}
const sourcesOf = (bundle) => `${bundle}.sources.json`;
/** The bundle's first lines, which import the command (not a file of the tree). */
const ENTRY = 'command-entry.ts';
/** A thread script's last lines, which call the module's runThread (not a file of the tree; named as if beside the module). */
const THREAD_ENTRY = 'thread-entry.ts';
const threadEntryOf = (file) => path.relative(ROOT, path.join(path.dirname(file), THREAD_ENTRY));

/**
 * A module's own location stays its own: `import.meta.url`, `.dirname` and
 * `.filename` are replaced by the source file's, so a thread module, a
 * dictionary or package.json found relative to a module is found in the tree.
 */
const ownLocation = {
  name: 'own-location',
  setup(bundler) {
    bundler.onLoad({ filter: /\.m?[jt]s$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents: source, loader: args.path.endsWith('.ts') ? 'ts' : 'js' };
    });
  },
};

/** Size and time of each file, by its path from the project root. */
function stamps(files) {
  return Object.fromEntries(files.map((file) => {
    const { size, mtimeMs } = statSync(path.join(ROOT, file));
    return [file, [size, mtimeMs]];
  }));
}

/** Whether the bundle of `script` was made from the files of this tree as they are now (a bundle names its sources' absolute paths). */
export function bundleIsFresh(script) {
  return madeFromThisTree(bundleOf(script));
}

function madeFromThisTree(bundle) {
  try {
    const { root, files } = JSON.parse(readFileSync(sourcesOf(bundle), 'utf8'));
    if (root !== ROOT) return false;
    const now = stamps(Object.keys(files));
    return Object.entries(files).every(([file, [size, mtimeMs]]) => now[file][0] === size && now[file][1] === mtimeMs);
  } catch {
    return false;
  }
}

/** Bundles `script` (a path from the project root) and records what it was made from. Written whole or not at all. */
export async function bundleCommand(script) {
  const { build } = await import('esbuild');
  const source = path.join(ROOT, script);
  const outfile = bundleOf(script);
  const result = await build({
    // The command decides it was run, not imported, by comparing argv[1] with its own file.
    stdin: {
      contents: `process.argv[1] = ${JSON.stringify(source)};\nawait import(${JSON.stringify(source)});\n`,
      resolveDir: ROOT, sourcefile: ENTRY, loader: 'ts',
    },
    // The inputs the metafile names are then paths from the project root.
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    metafile: true,
    outfile,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [ownLocation],
    logLevel: 'silent',
  });
  if (result.warnings.length > 0) throw new Error(`bundling ${script}: ${result.warnings.map((w) => w.text).join('; ')}`);
  writeBundle(outfile, result, ENTRY);
}

/** Writes a bundle and what it was made from (the metafile's inputs but `entry`), whole or not at all. */
function writeBundle(outfile, result, entry) {
  const sources = JSON.stringify({ root: ROOT, files: stamps(Object.keys(result.metafile.inputs).filter((input) => input !== entry)) });
  mkdirSync(path.dirname(outfile), { recursive: true });
  // Another process may be making the same bundle: each writes its own files and renames them into place.
  const mine = `.${process.pid}`;
  writeFileSync(outfile + mine, result.outputFiles[0].contents);
  writeFileSync(sourcesOf(outfile) + mine, sources);
  renameSync(outfile + mine, outfile);
  renameSync(sourcesOf(outfile) + mine, sourcesOf(outfile));
}

/** Where the script of a thread module (its absolute path) is kept; null for a module outside the project. */
export function threadBundleOf(file) {
  const fromRoot = path.relative(ROOT, file);
  return fromRoot.startsWith('..') || path.isAbsolute(fromRoot) ? null : path.join(THREAD_BUNDLE_DIR, fromRoot.replace(/\.ts$/, '.cjs'));
}

/**
 * How a thread module (its absolute path) is bundled into its script: one
 * CommonJS script, its packages inlined, that calls the module's runThread()
 * once loaded (src/thread/start.ts says why).
 */
export function threadBundleOptions(file) {
  return {
    stdin: { contents: `import { runThread } from ${JSON.stringify(file)};\nrunThread();\n`, resolveDir: path.dirname(file), sourcefile: THREAD_ENTRY, loader: 'ts' },
    // The inputs the metafile names are then paths from the project root.
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // Packages are bundled too: only Node's own modules are left to require, as an evaluated
    // script would resolve anything else from the working directory, not from this project.
    logLevel: 'silent',
  };
}

/** The kept script of a thread module (its absolute path), if made from the files of this tree as they are now; else null. */
export function keptThreadScript(file) {
  const bundle = threadBundleOf(file);
  if (!bundle || !madeFromThisTree(bundle)) return null;
  try {
    return readFileSync(bundle, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The script esbuild made of a thread module, kept for the next process if the
 * tree can be written (else it is bundled again at the next start). A warning
 * (import.meta in a CommonJS script, say) would be a thread behaving otherwise
 * than its module under test: it throws.
 */
export function threadScriptOf(file, result) {
  if (result.warnings.length > 0) throw new Error(`bundling ${file} for its thread: ${result.warnings.map((w) => w.text).join('; ')}`);
  const bundle = threadBundleOf(file);
  if (bundle) {
    try {
      writeBundle(bundle, result, threadEntryOf(file));
    } catch {
      // A tree installed read-only: npm ci kept the scripts it runs.
    }
  }
  return result.outputFiles[0].text;
}

/** Bundles a thread module (its absolute path) and keeps its script. */
export async function bundleThread(file) {
  const { build } = await import('esbuild');
  threadScriptOf(file, await build(threadBundleOptions(file)));
}

async function main() {
  const [first, ...rest] = process.argv.slice(2);
  // A command is named by its path from the project root, however it was given.
  const fromRoot = (file) => path.relative(ROOT, path.resolve(file));
  if (first === '--bundle') {
    for (let i = 0; i < rest.length; i++) {
      if (rest[i] === '--thread') await bundleThread(path.resolve(rest[++i]));
      else await bundleCommand(fromRoot(rest[i]));
    }
    return;
  }
  if (!first?.endsWith('.ts')) {
    process.stderr.write('usage: node src/launch.mjs <command.ts> [arguments]\n       node src/launch.mjs --bundle <command.ts>… [--thread <module.ts>]…\n');
    process.exit(2);
  }
  const script = fromRoot(first);
  const source = path.join(ROOT, script);
  let run = bundleOf(script);
  if (!bundleIsFresh(script)) {
    try {
      await bundleCommand(script);
    } catch (error) {
      process.stderr.write(`launch: cannot bundle ${script} (${error.code ?? error.message}); running it through tsx\n`);
      const { register } = await import('tsx/esm/api');
      register();
      run = source;
    }
  }
  // The command sees the arguments as if Node had run its source: [node, command.ts, ...arguments].
  process.argv.splice(1, 2, source);
  await import(pathToFileURL(run).href);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
