/**
 * A file written by appending, hashed on the way so it never needs reading back
 * whole: the packed documents as stage "validate" passes them, and the packed
 * arrays piece by piece in stage "write". Small appends (a listing's document is
 * a few kilobytes) are gathered into one write of STEP_BYTES: a write each was
 * a tenth of a rebuild's main thread.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';

const STEP_BYTES = 1 << 20;

export class AppendFile {
  private readonly fd: number;
  private readonly hash = createHash('sha256');
  /** Appended, not yet written: the first `held` bytes of `step`. */
  private step: Buffer | null = null;
  private held = 0;
  size = 0;
  constructor(file: string) {
    this.fd = openSync(file, 'w');
  }
  /** Appends `bytes` (copied, so the caller may reuse them); returns where they start in the file. */
  append(bytes: Uint8Array): number {
    const start = this.size;
    this.size += bytes.length;
    if (bytes.length >= STEP_BYTES) {
      this.flush();
      this.write(bytes);
      return start;
    }
    if (this.held + bytes.length > STEP_BYTES) this.flush();
    this.step ??= Buffer.allocUnsafe(STEP_BYTES);
    this.step.set(bytes, this.held);
    this.held += bytes.length;
    return start;
  }
  /** Writes what is held and gives the file's hash and size: once, when the last bytes are appended. */
  digest(): { sha256: string; bytes: number } {
    this.flush();
    return { sha256: this.hash.digest('hex'), bytes: this.size };
  }
  /** Closes the file; what is held and not yet written is dropped (a file not digested is not finished). */
  close(): void {
    closeSync(this.fd);
  }
  private flush(): void {
    if (this.held === 0) return;
    const held = this.step!.subarray(0, this.held);
    this.held = 0;
    this.write(held);
  }
  private write(bytes: Uint8Array): void {
    for (let written = 0; written < bytes.length;) written += writeSync(this.fd, bytes, written);
    this.hash.update(bytes);
  }
}
