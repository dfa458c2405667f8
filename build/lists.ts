/**
 * The lists the search index is laid out from: each value's ordinals, lists
 * joined end to end, and nested lists flattened into one array with the slice
 * of each.
 */
import type { Slice } from '../src/search/model.ts';

/**
 * The ordinals of each value of a column, ascending: `codes[o]` is ordinal o's
 * value's number in `names`; values no listing has get no list.
 */
export function listsByValue(codes: ArrayLike<number>, names: readonly string[]): Record<string, Uint32Array> {
  const counts = new Uint32Array(names.length);
  for (let o = 0; o < codes.length; o++) counts[codes[o]!]!++;
  const lists = Array.from(counts, (count) => new Uint32Array(count));
  const filled = new Uint32Array(names.length);
  for (let o = 0; o < codes.length; o++) {
    const code = codes[o]!;
    lists[code]![filled[code]!++] = o;
  }
  const byName: Record<string, Uint32Array> = {};
  names.forEach((name, code) => { if (counts[code]! > 0) byName[name] = lists[code]!; });
  return byName;
}

export function concat(first: Uint32Array, second: Uint32Array): Uint32Array {
  const both = new Uint32Array(first.length + second.length);
  both.set(first);
  both.set(second, first.length);
  return both;
}

/** Nested lists → one Uint32Array and the slice of each, keys sorted for deterministic bytes. */
export function flatten(groups: Record<string, Record<string, ArrayLike<number>>>): { flat: Uint32Array; slices: Record<string, Record<string, Slice>> } {
  let size = 0;
  for (const lists of Object.values(groups)) for (const list of Object.values(lists)) size += list.length;
  const flat = new Uint32Array(size);
  const slices: Record<string, Record<string, Slice>> = {};
  let at = 0;
  for (const group of Object.keys(groups).sort()) {
    slices[group] = {};
    const lists = groups[group]!;
    for (const key of Object.keys(lists).sort()) {
      const list = lists[key]!;
      flat.set(list, at);
      slices[group]![key] = [at, list.length];
      at += list.length;
    }
  }
  return { flat, slices };
}
