/**
 * The linking thread of listing-files.ts: links each unchanged listing's three
 * files from the previous release, in the order queued, as their batches come.
 * A listing whose files cannot all be linked is left with none, and named by
 * its position (the order listings were queued in, from 0) in the one answer,
 * sent after "finish".
 *
 * In a recycled folder (publish.ts) an unchanged listing whose document there
 * already is the previous release's file (the same inode) is left as it is,
 * and the others' names are replaced. A listing's files are made or linked
 * together, and its document's name is replaced last, so a document that is
 * the previous release's file says its variants are too, even in a folder a
 * failed build left. The folder's names are read when the thread starts; those
 * no listing of this build has (every listing's name comes here, written ones
 * too) are removed after "finish".
 *
 * Paths are joined by hand here (both folders are the build's own, every name
 * is a plain relative one): path.join's normalizing took as long as the lstat
 * itself, some 3 s at a million listings.
 */
import { linkSync, lstatSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

export interface LinkerData {
  /** The snapshot being made. */
  dir: string;
  /** The release unchanged listings are linked from. */
  previous: string | null;
  /** The compressed variants' suffixes. */
  suffixes: readonly string[];
  /** `dir` holds a retired release's listing files. */
  recycled: boolean;
  /** The listings' folder in a snapshot. */
  listingsDir: string;
}

/** A batch's listings: those to link (`files`, and their `positions`), and, in a recycled folder, those written. */
export interface LinksAsked {
  files: string[];
  positions: number[];
  written: string[];
}

/** The one answer, after "finish": the positions of the listings that could not be linked, and the time spent. */
export interface LinksMade {
  failed: number[];
  ms: number;
}

function removeIfThere(file: string): void {
  rmSync(file, { force: true, recursive: true });
}

export class Linker {
  private readonly failed: number[] = [];
  private ms = 0;
  /** In a recycled folder: each document's name there (every name without its variant's suffix), until a listing of this build claims it. */
  private readonly unclaimed = new Set<string>();

  constructor(private readonly data: LinkerData) {
    const { dir, suffixes, recycled, listingsDir } = data;
    if (!recycled) return;
    for (const name of readdirSync(path.join(dir, listingsDir))) {
      const suffix = suffixes.find((s) => name.endsWith(s));
      this.unclaimed.add(listingsDir + '/' + (suffix ? name.slice(0, -suffix.length) : name));
    }
  }

  link({ files, positions, written }: LinksAsked): void {
    const started = performance.now();
    for (const file of written) this.unclaimed.delete(file);
    files.forEach((file, i) => {
      this.unclaimed.delete(file);
      if (!this.linkFiles(file)) this.failed.push(positions[i]!);
    });
    this.ms += performance.now() - started;
  }

  /** After the last batch: the names no listing claimed removed, and the answer. */
  finish(): LinksMade {
    const { dir, suffixes } = this.data;
    for (const file of this.unclaimed) for (const suffix of ['', ...suffixes]) removeIfThere(dir + '/' + file + suffix);
    return { failed: this.failed, ms: this.ms };
  }

  private isPreviousFile(file: string): boolean {
    const { dir, previous } = this.data;
    const here = lstatSync(dir + '/' + file, { throwIfNoEntry: false });
    if (!here) return false;
    const there = lstatSync(previous + '/' + file, { throwIfNoEntry: false });
    return there !== undefined && there.ino === here.ino && there.dev === here.dev;
  }

  private linkFiles(file: string): boolean {
    const { dir, previous, suffixes, recycled } = this.data;
    if (recycled && this.isPreviousFile(file)) return true;
    // The document last: see above.
    const names = [...suffixes, ''].map((suffix) => file + suffix);
    const linked: string[] = [];
    try {
      for (const name of names) {
        const target = dir + '/' + name;
        if (recycled) removeIfThere(target);
        linkSync(previous + '/' + name, target);
        linked.push(target);
      }
      return true;
    } catch {
      for (const target of recycled ? names.map((name) => dir + '/' + name) : linked) removeIfThere(target);
      return false;
    }
  }
}

export function runThread(): void {
  const linker = new Linker(workerData as LinkerData);
  parentPort!.on('message', (message: LinksAsked | { finish: true }) => {
    if ('finish' in message) return parentPort!.postMessage(linker.finish());
    linker.link(message);
  });
}
