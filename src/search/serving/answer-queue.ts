/**
 * Text searches answered in turns, between reads of the sockets, when searches
 * run on the thread that answers requests (searcher.ts, `onThisThread`).
 *
 * A text search's cost varies widely (a rare word costs little, three common
 * words with filters much more); a listing read's and a filter-only search's,
 * whose plans bound it, do not. Run as each request is read, a text search
 * would hold the one event loop while every other request already read waits
 * behind it; under load a turn of the loop would answer every connection once
 * and take as long as all their searches together. What waits for the next
 * turn would wait that long: a listing read behind fifty searches, and a new
 * connection, which Node takes one a turn (a client connecting to a busy
 * replica would wait a long time for its first answer; docs/runtime.md has the
 * figures).
 *
 * So a text search is queued when its request is read, and the queue is worked
 * through, first in first out, for a slice of time at the end of each turn.
 * Reading sockets, taking connections and the answers made as read come
 * between slices: none of them waits for more than a slice.
 */
import { Fifo } from './fifo.ts';

/** The time a slice works through the queue: at least one answer, then as many as start within it. */
const SLICE_MS = 5;

export class AnswerQueue {
  private readonly waiting = new Fifo<() => void>();
  private scheduled = false;

  constructor(private readonly sliceMs = SLICE_MS, private readonly clock: () => number = () => performance.now()) {}

  /** Answers waiting for their turn. */
  get length(): number {
    return this.waiting.length;
  }

  /** Queues an answer. It should not throw: a route's answer is guarded, and fails with a problem response. */
  defer(answer: () => void): void {
    this.waiting.add(answer);
    if (!this.scheduled) {
      this.scheduled = true;
      // An immediate queued while immediates run waits for the next turn: sockets are read in between.
      setImmediate(this.slice);
    }
  }

  private readonly slice = (): void => {
    const until = this.clock() + this.sliceMs;
    try {
      do this.waiting.take()();
      while (this.waiting.length > 0 && this.clock() < until);
    } finally {
      // Even past an answer that threw, the rest keep their turns.
      if (this.waiting.length > 0) setImmediate(this.slice);
      else this.scheduled = false;
    }
  };
}
