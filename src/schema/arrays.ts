/**
 * Typed arrays packed into one file, each 8-byte aligned, with a directory of
 * names, types and positions, so the runtime maps them without parsing or copying.
 * A format of the snapshot, as the manifest is: the build writes it, the search
 * reads its columns by it and the snapshot's load checks it, so it sits below all three.
 */
import { z } from 'zod';

export const ARRAY_TYPES = {
  Uint8Array, Uint16Array, Uint32Array, Int32Array, Float64Array,
} as const;
type ArrayTypeName = keyof typeof ARRAY_TYPES;
export type PackedArray = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array;

/** Where each array sits in the packed file: read by the runtime, so validated like everything it reads. */
export const ArrayDirectory = z.record(z.string(), z.object({
  type: z.enum(Object.keys(ARRAY_TYPES) as [ArrayTypeName, ...ArrayTypeName[]]),
  offset: z.int().min(0).multipleOf(8),
  length: z.int().min(0),
}));
export type ArrayDirectory = z.infer<typeof ArrayDirectory>;

function typeName(array: PackedArray): ArrayTypeName {
  const name = array.constructor.name;
  if (!(name in ARRAY_TYPES)) throw new Error(`arrays: unsupported array type ${name}`);
  return name as ArrayTypeName;
}

/**
 * Where each array goes in the packed file, and the pieces that make it up in
 * order (the arrays' own bytes and the zeros that align the next one), so the
 * file is written piece by piece: one buffer holding a copy of them all would be
 * the build's peak memory (docs/build.md, memory).
 */
export function layOutArrays(arrays: Record<string, PackedArray>): { pieces: Uint8Array[]; directory: ArrayDirectory } {
  const directory: ArrayDirectory = {};
  const pieces: Uint8Array[] = [];
  let size = 0;
  for (const name of Object.keys(arrays).sort()) {
    const array = arrays[name]!;
    directory[name] = { type: typeName(array), offset: size, length: array.length };
    pieces.push(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
    const padding = Math.ceil(array.byteLength / 8) * 8 - array.byteLength;
    if (padding > 0) pieces.push(new Uint8Array(padding));
    size += array.byteLength + padding;
  }
  return { pieces, directory };
}

/** Views over `bytes`; copies once if the buffer itself is not 8-byte aligned. */
export function unpackArrays(bytes: Uint8Array, directory: ArrayDirectory): Record<string, PackedArray> {
  const aligned = bytes.byteOffset % 8 === 0 ? bytes : new Uint8Array(bytes);
  const arrays: Record<string, PackedArray> = {};
  for (const [name, entry] of Object.entries(directory)) {
    const Type = ARRAY_TYPES[entry.type];
    const end = entry.offset + entry.length * Type.BYTES_PER_ELEMENT;
    if (end > aligned.byteLength) throw new Error(`arrays: ${name} runs past the end of the file`);
    arrays[name] = new Type(aligned.buffer as ArrayBuffer, aligned.byteOffset + entry.offset, entry.length);
  }
  return arrays;
}
