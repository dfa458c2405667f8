/**
 * Which module imports which, read from the source text: every static import
 * and re-export, every `import()` and `require()`, and every module a thread is
 * started on (`new URL('./x-thread.ts', import.meta.url)`), resolved to paths
 * from the project root. The import-direction test judges the graph; this
 * only reads it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';

export interface ImportEdge {
  /** The importing file, from the project root. */
  from: string;
  /** The imported file, from the project root. */
  to: string;
}

/** `new URL('./…', import.meta.url)`: a module found by its own location, as threads are started on. */
const MODULE_URL = /new URL\(\s*(['"`])(\.{1,2}\/[^'"`]+)\1\s*,\s*import\.meta\.url\s*\)/g;

/** The relative specifiers a file's text names (packages and Node's own modules are not the project's). */
export function specifiersOf(text: string): string[] {
  const named = ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
  for (const match of text.matchAll(MODULE_URL)) named.push(match[2]!);
  return named.filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'));
}

/** Every import between the project's own files among `patterns` (globs from `root`). */
export function importEdges(root: string, patterns: string[]): ImportEdge[] {
  const files = fg.sync(patterns, { cwd: root, ignore: ['**/node_modules/**', '**/*.d.ts', '**/*.d.mts'] }).sort();
  return files.flatMap((from) => specifiersOf(readFileSync(path.join(root, from), 'utf8')).map((specifier) => ({
    from,
    to: path.relative(root, path.resolve(root, path.dirname(from), specifier)).split(path.sep).join('/'),
  })));
}

/**
 * The part of the code a file belongs to, as the import rule counts them: a
 * top-level folder of src/ is one node (src/search/ whatever its subfolders),
 * a file at the top of src/ its own; outside src/, the top-level folder.
 */
export function nodeOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] !== 'src') return parts[0]!;
  return parts.length === 2 ? file : `src/${parts[1]}/`;
}

/**
 * The loops among nodes: each a set of two or more nodes every one of which
 * reaches every other (Tarjan's strongly connected components), with the
 * imports that make it.
 */
export function loopsAmong(edges: ImportEdge[], node: (file: string) => string = nodeOf): { nodes: string[]; edges: ImportEdge[] }[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [node(from), node(to)];
    if (a === b) continue;
    if (!next.has(a)) next.set(a, new Set());
    if (!next.has(b)) next.set(b, new Set());
    next.get(a)!.add(b);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) visit(v);
  return components.map((nodes) => ({
    nodes,
    edges: edges.filter(({ from, to }) => node(from) !== node(to) && nodes.includes(node(from)) && nodes.includes(node(to))),
  }));
}
