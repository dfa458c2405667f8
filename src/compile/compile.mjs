/**
 * Compiles the server's TypeScript into plain JavaScript with esbuild, once, at
 * install (`npm ci` runs it as `prepare`), so that the server itself runs with
 * neither a loader nor a bundler (outputs.mjs says where each output goes):
 *
 *   node src/compile/compile.mjs                 whatever is out of date: the server's
 *                                                command line and every thread module
 *   node src/compile/compile.mjs --command src/cli.ts --thread src/x/y-thread.ts [--cache dir]
 *                                                those, out of date or not (a thread's
 *                                                script under `dir` if given)
 *
 * Through a loader, a process transforms and resolves its hundred-odd modules
 * one by one before it does anything; one bundled module is read at once
 * (docs/runtime.md has the figures). A worker thread cannot be handed a .ts
 * file at all: no loader reaches it (src/thread/start.ts says why), so each
 * thread module becomes a script of its own.
 */
import { mkdirSync, readdirSync, renameSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { bundleIsFresh, bundleOf, madeFromThisTree, ROOT, sourcesOf, stamps, threadBundleOf } from './outputs.mjs';

/** The commands compiled by default: the server's (the build runs through tsx). */
const COMMANDS = ['src/cli.ts'];
/** The bundle's first lines, which import the command (not a file of the tree). */
const ENTRY = 'command-entry.ts';
/** A thread script's last lines, which call the module's runThread (not a file of the tree; named as if beside the module). */
const THREAD_ENTRY = 'thread-entry.ts';

/** Every thread module of the project: a file named `*-thread.ts` in src/ or build/, by its absolute path. */
export function threadModules() {
  return ['src', 'build'].flatMap((folder) => readdirSync(path.join(ROOT, folder), { recursive: true })
    .filter((file) => file.endsWith('-thread.ts'))
    .map((file) => path.join(ROOT, folder, file)))
    .sort();
}

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

/** What every output shares: one file, its inputs named from the project root, for Node 20. */
const COMMON = { absWorkingDir: ROOT, bundle: true, write: false, metafile: true, platform: 'node', target: 'node20', plugins: [ownLocation], logLevel: 'silent' };

/** Bundles a command (a path from the project root) into one module that leaves every package to Node. */
export async function bundleCommand(script) {
  const source = path.join(ROOT, script);
  const outfile = bundleOf(script);
  const result = await build({
    ...COMMON,
    // The command decides it was run, not imported, by comparing argv[1] with its own file.
    stdin: {
      contents: `process.argv[1] = ${JSON.stringify(source)};\nawait import(${JSON.stringify(source)});\n`,
      resolveDir: ROOT, sourcefile: ENTRY, loader: 'ts',
    },
    outfile,
    format: 'esm',
    packages: 'external',
  });
  written(script, outfile, result, ENTRY);
}

/**
 * Compiles a thread module (its absolute path) into one CommonJS script that
 * calls the module's runThread() once loaded. Packages are bundled too: a
 * thread loads one file, and finds nothing through node_modules.
 */
export async function compileThread(file, cache) {
  const outfile = threadBundleOf(file, cache);
  if (!outfile) throw new Error(`${file}: a thread module must be in this project`);
  const result = await build({
    ...COMMON,
    stdin: { contents: `import { runThread } from ${JSON.stringify(file)};\nrunThread();\n`, resolveDir: path.dirname(file), sourcefile: THREAD_ENTRY, loader: 'ts' },
    outfile,
    format: 'cjs',
  });
  written(file, outfile, result, path.relative(ROOT, path.join(path.dirname(file), THREAD_ENTRY)));
}

/**
 * Writes an output and what it was made from (the metafile's inputs but its
 * entry), whole or not at all. A warning (import.meta in a CommonJS script,
 * say) would be code behaving otherwise than its module under test: it throws.
 */
function written(what, outfile, result, entry) {
  if (result.warnings.length > 0) throw new Error(`compiling ${what}: ${result.warnings.map((w) => w.text).join('; ')}`);
  const sources = JSON.stringify({ root: ROOT, files: stamps(Object.keys(result.metafile.inputs).filter((input) => input !== entry)) });
  mkdirSync(path.dirname(outfile), { recursive: true });
  // Another process may be making the same output: each writes its own files and renames them into place.
  const mine = `.${process.pid}`;
  writeFileSync(outfile + mine, result.outputFiles[0].contents);
  writeFileSync(sourcesOf(outfile) + mine, sources);
  renameSync(outfile + mine, outfile);
  renameSync(sourcesOf(outfile) + mine, sourcesOf(outfile));
}

async function main() {
  const args = process.argv.slice(2);
  if (args.length === 0) {
    await Promise.all([
      ...COMMANDS.filter((script) => !bundleIsFresh(script)).map(bundleCommand),
      ...threadModules().filter((file) => !madeFromThisTree(threadBundleOf(file))).map((file) => compileThread(file)),
    ]);
    return;
  }
  const cacheAt = args.indexOf('--cache');
  const cache = cacheAt >= 0 ? path.resolve(args[cacheAt + 1]) : undefined;
  for (let i = 0; i < args.length; i += 2) {
    if (args[i] === '--command') await bundleCommand(path.relative(ROOT, path.resolve(args[i + 1])));
    else if (args[i] === '--thread') await compileThread(path.resolve(args[i + 1]), cache);
    else if (args[i] !== '--cache') {
      process.stderr.write('usage: node src/compile/compile.mjs [--command <command.ts>]… [--thread <module.ts>]… [--cache <dir>]\n');
      process.exit(2);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main().catch((error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
}
