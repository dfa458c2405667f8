/** UUIDs as 16 raw bytes: compact to store, and ordered like their lower-case text. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(text: string): boolean {
  return UUID.test(text);
}

export function uuidToBytes(id: string): Buffer {
  return Buffer.from(id.replaceAll('-', ''), 'hex');
}

/**
 * Ordinal by id in O(1): an open-addressing table over the packed 16-byte ids,
 * built once at load (8 bytes a listing at most), so a listing read costs one
 * hash and usually one comparison.
 */
export class IdIndex {
  private readonly slots: Int32Array;
  private readonly mask: number;
  private readonly bytes: Buffer;
  private readonly scratch = Buffer.alloc(16);

  constructor(ids: Uint8Array) {
    this.bytes = Buffer.from(ids.buffer, ids.byteOffset, ids.byteLength);
    const count = ids.byteLength / 16;
    let size = 2;
    while (size < count * 2) size *= 2;
    this.mask = size - 1;
    this.slots = new Int32Array(size); // ordinal + 1; 0 is empty
    for (let ordinal = 0; ordinal < count; ordinal++) {
      let slot = this.hashAt(this.bytes, ordinal * 16) & this.mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = ordinal + 1;
    }
  }

  /** Mixes the four 32-bit words of an id (v7 ids begin with a timestamp: every word counts). */
  private hashAt(source: Buffer, at: number): number {
    let h = 0x811c9dc5;
    for (let word = 0; word < 16; word += 4) h = Math.imul(h ^ source.readUInt32LE(at + word), 0x01000193);
    return (h ^ (h >>> 15)) >>> 0;
  }

  /** The ordinal of a lower-case UUID, or -1. */
  find(id: string): number {
    if (this.scratch.write(id.replaceAll('-', ''), 'hex') !== 16) return -1;
    return this.findKey(this.scratch);
  }

  /** The ordinal of 16 bytes as they are packed (the table serves any 16-byte keys: build/previous.ts keeps records' source hashes in one), or -1. */
  findKey(key: Buffer): number {
    let slot = this.hashAt(key, 0) & this.mask;
    for (let held = this.slots[slot]!; held !== 0; held = this.slots[slot]!) {
      const at = (held - 1) * 16;
      if (this.bytes.compare(key, 0, 16, at, at + 16) === 0) return held - 1;
      slot = (slot + 1) & this.mask;
    }
    return -1;
  }
}

/** The lower-case UUID packed at `at` (uuidToBytes undone). */
export function bytesToUuid(bytes: Uint8Array, at: number): string {
  const hex = Buffer.from(bytes.buffer, bytes.byteOffset + at, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
