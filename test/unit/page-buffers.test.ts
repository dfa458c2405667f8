/**
 * A search page's slices joined for one write, into buffers kept for the next
 * page: a kept buffer is handed out again only once given back.
 */
import { describe, expect, it } from 'vitest';
import { joinPage, PAGE_BUFFER_BYTES } from '../../src/http/page-buffers.ts';

const parts = [Buffer.from('{"items":['), Buffer.from('{"id":1}'), Buffer.from(','), Buffer.from('{"id":2}'), Buffer.from(']}')];
const length = parts.reduce((sum, part) => sum + part.length, 0);

describe('joining a page', () => {
  it('gives the parts one after the other, exactly their length', () => {
    const page = joinPage(parts, length);
    expect(page.bytes.toString()).toBe('{"items":[{"id":1},{"id":2}]}');
    page.release?.();
  });

  it('never hands out a buffer that was not given back', () => {
    const first = joinPage(parts, length);
    const second = joinPage([Buffer.from('x'.repeat(length))], length);
    expect(second.bytes.buffer).not.toBe(first.bytes.buffer);
    expect(first.bytes.toString()).toBe('{"items":[{"id":1},{"id":2}]}');
    first.release!();
    second.release!();
  });

  it('hands a buffer out again once given back, and only once however often it is given back', () => {
    const first = joinPage(parts, length);
    const buffer = first.bytes.buffer;
    first.release!();
    first.release!();
    const again = joinPage(parts, length);
    const other = joinPage(parts, length);
    expect(again.bytes.buffer).toBe(buffer);
    expect(other.bytes.buffer).not.toBe(buffer);
    again.release!();
    other.release!();
  });

  it('joins a page larger than a kept buffer into memory of its own, with nothing to give back', () => {
    const large = [Buffer.alloc(PAGE_BUFFER_BYTES, 'a'), Buffer.from('b')];
    const page = joinPage(large, PAGE_BUFFER_BYTES + 1);
    expect(page.release).toBeNull();
    expect(page.bytes.length).toBe(PAGE_BUFFER_BYTES + 1);
    expect(page.bytes.at(-1)).toBe('b'.charCodeAt(0));
  });
});
