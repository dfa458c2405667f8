/**
 * A file written by appending, hashed on the way so it never needs reading back
 * whole: the packed documents as stage "validate" passes them, and the packed
 * arrays piece by piece in stage "write".
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';

export class AppendFile {
  private readonly fd: number;
  private readonly hash = createHash('sha256');
  size = 0;
  constructor(file: string) {
    this.fd = openSync(file, 'w');
  }
  append(bytes: Uint8Array): number {
    const start = this.size;
    let written = 0;
    while (written < bytes.length) written += writeSync(this.fd, bytes, written);
    this.hash.update(bytes);
    this.size += bytes.length;
    return start;
  }
  digest(): { sha256: string; bytes: number } {
    return { sha256: this.hash.digest('hex'), bytes: this.size };
  }
  close(): void {
    closeSync(this.fd);
  }
}
