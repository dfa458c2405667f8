/** UUIDs as 16 raw bytes: compact to store, and ordered like their lower-case text. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(text: string): boolean {
  return UUID.test(text);
}

export function uuidToBytes(id: string): Buffer {
  return Buffer.from(id.replaceAll('-', ''), 'hex');
}

/** Each ASCII character's value as a hex digit (either case), or -1. */
const HEX_DIGIT = new Int8Array(128).fill(-1);
for (let digit = 0; digit < 16; digit++) {
  HEX_DIGIT[digit.toString(16).charCodeAt(0)] = digit;
  HEX_DIGIT[digit.toString(16).toUpperCase().charCodeAt(0)] = digit;
}
const DASH = 0x2d;
const hexDigit = (code: number) => (code < 128 ? HEX_DIGIT[code]! : -1);

/**
 * A UUID's text (either case) as its 16 bytes in `into`; false, and `into` in any
 * state, when the text is not a UUID. What isUuid and uuidToBytes do together, in
 * one pass and with nothing made: a listing read does it for every request.
 */
export function parseUuid(text: string, into: Uint8Array): boolean {
  if (text.length !== 36) return false;
  let byte = 0;
  for (let i = 0; i < 36;) {
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (text.charCodeAt(i) !== DASH) return false;
      i++;
      continue;
    }
    // Every group has an even number of digits: a pair never straddles a dash.
    const high = hexDigit(text.charCodeAt(i)), low = hexDigit(text.charCodeAt(i + 1));
    if (high < 0 || low < 0) return false;
    into[byte++] = high * 16 + low;
    i += 2;
  }
  return true;
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

  /** The ordinal of a UUID (either case), or -1; -1 too for text that is not a UUID. */
  find(id: string): number {
    if (!parseUuid(id, this.scratch)) return -1;
    return this.findKey(this.scratch);
  }

  /** The ordinal of 16 bytes as they are packed (the table serves any 16-byte keys: build/previous.ts keeps records' source hashes in one), or -1. */
  findKey(key: Buffer): number {
    let slot = this.hashAt(key, 0) & this.mask;
    for (let held = this.slots[slot]!; held !== 0; held = this.slots[slot]!) {
      if (this.holdsAt(key, (held - 1) * 16)) return held - 1;
      slot = (slot + 1) & this.mask;
    }
    return -1;
  }

  /** Whether the packed key at `at` is `key`, compared here: Buffer#compare's call into C++ cost more than 16 bytes. */
  private holdsAt(key: Buffer, at: number): boolean {
    const { bytes } = this;
    for (let i = 0; i < 16; i++) if (key[i] !== bytes[at + i]) return false;
    return true;
  }
}

/** The lower-case UUID packed at `at` (uuidToBytes undone). */
export function bytesToUuid(bytes: Uint8Array, at: number): string {
  const hex = Buffer.from(bytes.buffer, bytes.byteOffset + at, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Each listing's place in the id order (`idOrder` holds the listings in that order): ties of the other orders are broken by it. */
export function idRanks(idOrder: Uint32Array): Uint32Array {
  const idRank = new Uint32Array(idOrder.length);
  for (let rank = 0; rank < idOrder.length; rank++) idRank[idOrder[rank]!] = rank;
  return idRank;
}
