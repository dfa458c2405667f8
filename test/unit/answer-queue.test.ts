/**
 * Text searches answered in turns: first in first out, a slice of time at a
 * time, with the event loop's other work between slices.
 */
import { describe, expect, it } from 'vitest';
import { AnswerQueue } from '../../src/search/serving/answer-queue.ts';

/** A clock that moves only when an answer says it took time. */
function steppedClock() {
  let now = 0;
  return { clock: () => now, spend: (ms: number) => { now += ms; } };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the answer queue', () => {
  it('answers nothing while the request that queued it runs, then everything in the order queued', async () => {
    const queue = new AnswerQueue();
    const answered: number[] = [];
    for (let i = 0; i < 5; i++) queue.defer(() => answered.push(i));
    expect(answered).toEqual([]);
    expect(queue.length).toBe(5);
    await nextTurn();
    expect(answered).toEqual([0, 1, 2, 3, 4]);
    expect(queue.length).toBe(0);
  });

  it('stops a slice once its time is spent, and lets the loop turn before the next', async () => {
    const { clock, spend } = steppedClock();
    const queue = new AnswerQueue(5, clock);
    const events: string[] = [];
    for (let i = 0; i < 6; i++) queue.defer(() => { events.push(`answer ${i}`); spend(2); });
    // Work that arrives between slices (a socket read, a listing answered as read) is an immediate of its own.
    setImmediate(() => events.push('between slices'));
    await nextTurn();
    await nextTurn();
    await nextTurn();
    await nextTurn();
    // Answers start while less than 5 ms are spent: three a slice (0, 2, 4 ms).
    expect(events).toEqual(['answer 0', 'answer 1', 'answer 2', 'between slices', 'answer 3', 'answer 4', 'answer 5']);
  });

  it('makes at least one answer a slice, however long it takes', async () => {
    const { clock, spend } = steppedClock();
    const queue = new AnswerQueue(1, clock);
    const answered: number[] = [];
    for (let i = 0; i < 3; i++) queue.defer(() => { answered.push(i); spend(50); });
    await nextTurn();
    expect(answered).toEqual([0]);
    await nextTurn();
    await nextTurn();
    expect(answered).toEqual([0, 1, 2]);
  });

  it('keeps the turns of the rest when an answer throws', async () => {
    const queue = new AnswerQueue();
    const answered: number[] = [];
    const thrown: unknown[] = [];
    const onUncaught = (error: unknown) => thrown.push(error);
    process.prependListener('uncaughtException', onUncaught);
    try {
      queue.defer(() => answered.push(0));
      queue.defer(() => { throw new Error('broken answer'); });
      queue.defer(() => answered.push(2));
      await nextTurn();
      await nextTurn();
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(answered).toEqual([0, 2]);
    expect(thrown).toHaveLength(1);
    expect(queue.length).toBe(0);
  });

  it('takes new answers once drained, in a turn of their own', async () => {
    const queue = new AnswerQueue();
    const answered: string[] = [];
    queue.defer(() => answered.push('first'));
    await nextTurn();
    queue.defer(() => answered.push('second'));
    expect(answered).toEqual(['first']);
    await nextTurn();
    expect(answered).toEqual(['first', 'second']);
  });
});
