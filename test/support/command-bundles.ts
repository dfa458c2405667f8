/**
 * The two command lines, each bundled once per test run into one script that
 * Node runs as it is (vitest's globalSetup). A test spawns the build or the
 * server some fifty times; under tsx each spawn spends about a second of a core
 * loading the modules through the loader, the bundle a third of that. It is the
 * same source, bundled by the same esbuild that bundles the threads in
 * production (src/thread/start.ts); the commands as deployed (npm start, npm run
 * serve, the systemd units) have tests of their own that run them unbundled.
 *
 * A module's own location stays its own: `import.meta.url`, `.dirname` and
 * `.filename` are replaced by the source file's, so a thread module, a
 * dictionary or package.json found relative to a module is found in the tree,
 * and `process.argv[1]` is set to the command's source file, as tsx sets it.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Inside the project, so the packages left out of the bundle resolve from its node_modules. */
export const BUNDLE_DIR = path.join(ROOT, 'node_modules/.cache/command-bundles');
export const BUNDLED_COMMANDS = ['src/cli.ts', 'build/cli.ts'];

/** Where the bundle of a command (a path from the project root) is written. */
export function bundleOf(script: string): string {
  return path.join(BUNDLE_DIR, script.replace(/\.ts$/, '.mjs'));
}

const ownLocation: Plugin = {
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

export default async function bundleCommands(): Promise<void> {
  await Promise.all(BUNDLED_COMMANDS.map(async (script) => {
    const source = path.join(ROOT, script);
    const outfile = bundleOf(script);
    mkdirSync(path.dirname(outfile), { recursive: true });
    const result = await build({
      // The command decides it was run, not imported, by comparing argv[1] with its own file.
      stdin: {
        contents: `process.argv[1] = ${JSON.stringify(source)};\nawait import(${JSON.stringify(source)});\n`,
        resolveDir: ROOT, sourcefile: 'command-entry.ts', loader: 'ts',
      },
      bundle: true,
      outfile,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      plugins: [ownLocation],
      logLevel: 'silent',
    });
    if (result.warnings.length > 0) throw new Error(`bundling ${script}: ${result.warnings.map((w) => w.text).join('; ')}`);
  }));
}
