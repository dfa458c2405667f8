/**
 * In a process that searches on the thread that answers requests, the old
 * generation grows to twice what a full collection left before the next one.
 *
 * V8 sets the size that starts the next full collection from how fast the
 * last ones went. Under queries never asked before, the engine's caches (the
 * words' expansions, the searches' pages, the counts) take in new entries and
 * let old ones go at every search, so the old generation fills with garbage at
 * a steady pace; at a million listings, the service on one core, V8 let a heap
 * of some 70 MB grow by about a third, and a full collection came every 1.5–2.5 s.
 * Grown to twice, they come a few times as seldom, each marking the same live
 * heap: resident memory some 25 MiB more. Given a thread of its own, the search
 * engine's heap is its thread's, and V8 decides (docs/runtime.md).
 */
import { setFlagsFromString } from 'node:v8';

/** How much the old generation may grow between full collections, in per cent of what the last one left. */
export const HEAP_GROWING_PERCENT = 100;

/** Sets V8's heap growing factor for the rest of the process's life; the per cent set. */
export function growHeapFurther(): number {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return HEAP_GROWING_PERCENT;
}
