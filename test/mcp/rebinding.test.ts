/** The Host/Origin rules of the MCP endpoint, for bindings the server tests do not start. */
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, rebindingCheck } from '../../src/mcp/rebinding.ts';

describe('rebindingCheck', () => {
  it('on a public binding, accepts only the base URL host and origin, and the allowed origins', () => {
    const check = rebindingCheck({ baseUrl: 'https://listings.example.org', host: '0.0.0.0', allowedOrigins: ['https://app.example.org/'] });
    for (const host of ['listings.example.org', 'LISTINGS.example.org:443', 'listings.example.org:8080']) expect(check(host, undefined), host).toBeUndefined();
    for (const host of ['localhost', '127.0.0.1:8080', '[::1]', 'evil.example.com', 'listings.example.org.evil.example.com', '', undefined]) expect(check(host, undefined), String(host)).toMatch(/^Forbidden/);
    for (const origin of ['https://listings.example.org', 'https://app.example.org', '']) expect(check('listings.example.org', origin), origin).toBeUndefined();
    for (const origin of ['http://listings.example.org', 'https://listings.example.org:8443', 'http://localhost:3000', 'null', 'https://evil.example.com']) {
      expect(check('listings.example.org', origin), origin).toMatch(/^Forbidden/);
    }
  });

  it('on a loopback binding behind a proxy, accepts the public host and loopback names and origins', () => {
    const check = rebindingCheck({ baseUrl: 'https://listings.example.org', host: '127.0.0.1', allowedOrigins: [] });
    for (const host of ['listings.example.org', 'localhost:8080', '127.0.0.1:8080', '[::1]:8080']) expect(check(host, 'http://localhost:6274'), host).toBeUndefined();
    expect(check('evil.example.com', undefined)).toMatch(/^Forbidden/);
    expect(check('localhost:8080', 'http://evil.example.com')).toMatch(/^Forbidden/);
  });

  it('knows the loopback bindings', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.2', 'example.org']) expect(isLoopbackHost(host), host).toBe(false);
  });
});
