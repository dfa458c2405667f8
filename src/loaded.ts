/**
 * Whether this process has loaded tsx (a TypeScript loader) or esbuild (a
 * bundler), as its start line says: a server started as deployed runs the
 * JavaScript `npm ci` compiled (src/launch.mjs) and loads neither. Read from
 * Node's CommonJS module cache, which any load of either passes through:
 * esbuild is CommonJS, and tsx's loader puts esbuild and parts of its own there.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

export interface ToolsLoaded {
  tsx: boolean;
  esbuild: boolean;
}

export function toolsLoaded(): ToolsLoaded {
  const files = Object.keys(createRequire(import.meta.url).cache);
  const loaded = (name: string) => files.some((file) => file.includes(`${path.sep}node_modules${path.sep}${name}${path.sep}`));
  return { tsx: loaded('tsx'), esbuild: loaded('esbuild') };
}
