/**
 * Runs a command line of this project from one bundled script:
 *
 *   node src/launch.mjs src/cli.ts serve [options]
 *   node src/launch.mjs --bundle src/cli.ts          (make the bundle, run nothing)
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
 * Plain JavaScript, so that Node runs it without a loader.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUNDLE_DIR = path.join(ROOT, 'node_modules/.cache/command-bundles');

/** Where the bundle of a command (a path from the project root) is written. */
export function bundleOf(script) {
  return path.join(BUNDLE_DIR, script.replace(/\.ts$/, '.mjs'));
}
const sourcesOf = (bundle) => `${bundle}.sources.json`;
/** The bundle's first lines, which import the command (not a file of the tree). */
const ENTRY = 'command-entry.ts';

/**
 * A module's own location stays its own: `import.meta.url`, `.dirname` and
 * `.filename` are replaced by the source file's, so a thread module, a
 * dictionary or package.json found relative to a module is found in the tree.
 */
const ownLocation = {
  name: 'own-location',
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents: source, loader: 'ts' };
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
  try {
    const { root, files } = JSON.parse(readFileSync(sourcesOf(bundleOf(script)), 'utf8'));
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
  const sources = JSON.stringify({ root: ROOT, files: stamps(Object.keys(result.metafile.inputs).filter((input) => input !== ENTRY)) });
  mkdirSync(path.dirname(outfile), { recursive: true });
  // Another process may be starting the same command: each writes its own files and renames them into place.
  const mine = `.${process.pid}`;
  writeFileSync(outfile + mine, result.outputFiles[0].contents);
  writeFileSync(sourcesOf(outfile) + mine, sources);
  renameSync(outfile + mine, outfile);
  renameSync(sourcesOf(outfile) + mine, sourcesOf(outfile));
}

async function main() {
  const [first, ...rest] = process.argv.slice(2);
  // A command is named by its path from the project root, however it was given.
  const fromRoot = (file) => path.relative(ROOT, path.resolve(file));
  if (first === '--bundle') {
    for (const script of rest) await bundleCommand(fromRoot(script));
    return;
  }
  if (!first?.endsWith('.ts')) {
    process.stderr.write('usage: node src/launch.mjs <command.ts> [arguments]\n       node src/launch.mjs --bundle <command.ts>…\n');
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
