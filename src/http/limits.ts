/**
 * What protects the process whatever clients do: one request budget shared by
 * every client, and a bound on reads in progress with a bounded, timed queue.
 */

/**
 * A token bucket: `capacity` requests, refilled continuously at capacity per
 * minute. Unlike a clock-aligned window it never hands out a second full budget
 * right after a burst at the end of a minute.
 */
export class RequestBudget {
  private tokens: number;
  private last: number;
  private readonly perMs: number;
  /** Requests refused so far (the metrics read it). */
  refused = 0;

  constructor(readonly capacity: number, private readonly clock: () => number = () => performance.now()) {
    this.tokens = capacity;
    this.last = clock();
    this.perMs = capacity / 60_000;
  }

  private refill(): void {
    const now = this.clock();
    this.tokens = Math.min(this.capacity, this.tokens + (now - this.last) * this.perMs);
    this.last = now;
  }

  /** Takes one request from the budget; when none is left, says how many seconds until one fits. */
  take(): { ok: true; remaining: number; resetSeconds: number } | { ok: false; retryAfter: number } {
    this.refill();
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return { ok: true, remaining: Math.floor(this.tokens), resetSeconds: Math.ceil((this.capacity - this.tokens) / this.perMs / 1000) };
    }
    this.refused++;
    return { ok: false, retryAfter: Math.max(1, Math.ceil((1 - this.tokens) / this.perMs / 1000)) };
  }
}

export class Overloaded extends Error {
  override name = 'Overloaded';
}

/** At most `limit` holders at once; others wait in a FIFO of at most `queueSize`, each for at most `timeoutMs`. */
export class ReadGate {
  private active = 0;
  private readonly waiting: { grant: () => void; timer: NodeJS.Timeout }[] = [];
  /** Requests refused so far, by why (the metrics read them). */
  readonly refused = { queueFull: 0, waitTimedOut: 0 };
  /** Told how long each request that queued waited for its place, in seconds. */
  onWaited: ((seconds: number) => void) | null = null;

  constructor(readonly limit: number, readonly queueSize: number, readonly timeoutMs: number) {}

  get inProgress(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** A place at once, or null when every place is taken (the common case needs no promise). */
  tryAcquire(): (() => void) | null {
    if (this.active >= this.limit) return null;
    this.active++;
    return this.releaser();
  }

  /** Resolves with a release function, or rejects with Overloaded when the queue is full or the wait runs out. */
  acquire(): Promise<() => void> {
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.queueSize) {
      this.refused.queueFull++;
      return Promise.reject(new Overloaded('queue full'));
    }
    const queued = performance.now();
    return new Promise((resolve, reject) => {
      const entry = {
        grant: () => {
          clearTimeout(entry.timer);
          this.active++;
          this.onWaited?.((performance.now() - queued) / 1000);
          resolve(this.releaser());
        },
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(entry);
          if (at !== -1) this.waiting.splice(at, 1);
          this.refused.waitTimedOut++;
          reject(new Overloaded('wait timed out'));
        }, this.timeoutMs),
      };
      this.waiting.push(entry);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      this.waiting.shift()?.grant();
    };
  }
}
