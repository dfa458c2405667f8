/**
 * The reference page's script is a file of its own, served as it is at
 * /docs/init.js (apart from the page, for a Content-Security-Policy without
 * inline scripts), and named by the page.
 */
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { docsMounts } from '../../src/docs/page.ts';
import type { Req } from '../../src/http/app.ts';

/** What a mount sends for a GET. */
function served(path: string): { headers: Record<string, unknown>; body: string } {
  const mount = docsMounts(() => { throw new Error('not found'); }).find((m) => m.path === path)!;
  const headers: Record<string, unknown> = {};
  let body = '';
  const res = { setHeader: (name: string, value: unknown) => { headers[name] = value; }, end: (bytes?: Buffer) => { body = bytes?.toString() ?? ''; } };
  mount.handle({ method: 'GET', url: path } as Req, res as unknown as ServerResponse);
  return { headers, body };
}

describe('the reference page', () => {
  it('serves its script from its own file, and names it', () => {
    const script = served('/docs/init.js');
    expect(script.body).toBe(readFileSync(new URL('../../src/docs/init.js', import.meta.url), 'utf8'));
    expect(script.body).toContain("url: '/api/v1/openapi.json'");
    expect(script.headers['Content-Type']).toBe('text/javascript; charset=utf-8');
    expect(served('/docs').body).toContain('<script src="/docs/init.js"></script>');
  });
});
