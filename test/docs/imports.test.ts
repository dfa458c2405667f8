/**
 * Imports point one way, as the README states: nothing in src/ imports build/,
 * no two parts of src/ import each other however indirectly, and no part
 * imports one in a later layer of the README's order. A part is a top-level
 * folder of src/ (whatever lies inside it) or a file at its top.
 */
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/build.ts';
import { importEdges, loopsAmong, nodeOf, specifiersOf, type ImportEdge } from '../support/imports.ts';
import { readPage } from './pages.ts';

const edges = importEdges(ROOT, ['src/**/*.{ts,mts,mjs,js}', 'build/**/*.{ts,mts,mjs,js}']);
const inSrc = edges.filter(({ from, to }) => from.startsWith('src/') && to.startsWith('src/'));
const named = (list: ImportEdge[]) => list.map(({ from, to }) => `${from} imports ${to}`);

/** The README's order: the line of layers after "Imports point one way", first layer first, each a few parts. */
function statedLayers(): string[][] {
  const readme = readPage('README.md');
  const after = readme.slice(readme.indexOf('Imports point one way'));
  const line = after.split('\n').find((text) => text.includes('→'));
  if (line === undefined) throw new Error('the README states no order of layers (a line of parts separated by →) after "Imports point one way"');
  return line.split('→').map((layer) => layer.trim().split(/\s+/).map((part) => `src/${part}`));
}

describe('the import direction', () => {
  it('reads every kind of import: static, re-export, type-only, import(), and a thread\'s module URL', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b/b.ts';",
      "export { c } from './c.ts';",
      "const d = await import('./d.mjs');",
      "const worker = startThread(new URL('./e-thread.ts', import.meta.url));",
      "import { z } from 'zod';",
      "import path from 'node:path';",
    ].join('\n');
    expect(specifiersOf(text).sort()).toEqual(['../b/b.ts', './a.ts', './c.ts', './d.mjs', './e-thread.ts']);
  });

  it('finds a loop and the imports that make it', () => {
    const loops = loopsAmong([
      { from: 'src/a/x.ts', to: 'src/b/y.ts' },
      { from: 'src/b/y.ts', to: 'src/c/z.ts' },
      { from: 'src/c/z.ts', to: 'src/a/w.ts' },
      { from: 'src/c/z.ts', to: 'src/d.ts' },
    ]);
    expect(loops).toEqual([{ nodes: ['src/a/', 'src/b/', 'src/c/'], edges: [
      { from: 'src/a/x.ts', to: 'src/b/y.ts' },
      { from: 'src/b/y.ts', to: 'src/c/z.ts' },
      { from: 'src/c/z.ts', to: 'src/a/w.ts' },
    ] }]);
  });

  it('reads the imports of src/ and build/', () => {
    expect(inSrc.length).toBeGreaterThan(100);
    expect(edges.some(({ from, to }) => from.startsWith('build/') && to.startsWith('src/'))).toBe(true);
  });

  it('has nothing in src/ import build/', () => {
    expect(named(edges.filter(({ from, to }) => from.startsWith('src/') && to.startsWith('build/')))).toEqual([]);
  });

  it('has no loop between the parts of src/', () => {
    const loops = loopsAmong(inSrc).map(({ nodes, edges: making }) => `${nodes.join(' ↔ ')}: ${named(making).join('; ')}`);
    expect(loops).toEqual([]);
  });

  it('places every part of src/ in the README\'s order, and no part imports one of a later layer', () => {
    const layers = statedLayers();
    const layerOf = new Map(layers.flatMap((parts, layer) => parts.map((part) => [part, layer] as const)));
    const parts = [...new Set(inSrc.flatMap(({ from, to }) => [nodeOf(from), nodeOf(to)]))].sort();
    expect(parts.filter((part) => !layerOf.has(part)), 'parts of src/ the README\'s order leaves out').toEqual([]);
    const upward = inSrc.filter(({ from, to }) => layerOf.get(nodeOf(from))! < layerOf.get(nodeOf(to))!);
    expect(named(upward), 'imports of a later layer than the importer\'s own').toEqual([]);
  });
});
