/**
 * DNS-rebinding protection for the MCP endpoint (MCP transports, "Security
 * warning"): the Host header must name this service, and an Origin, when a
 * browser sends one, must be an origin this service trusts.
 *
 * - Host: the SDK's check (port-agnostic) against the base URL's host name, and
 *   the loopback names when the server is bound to loopback. Ours before it: a
 *   Host header is a host and a port, nothing else ("localhost/x" is refused).
 * - Origin: stricter than the SDK's host-name rule, a whole origin (scheme,
 *   host and port) must match: the base URL's origin, one given with
 *   --allowed-origins, or any loopback origin when bound to loopback.
 */
import { localhostAllowedHostnames, validateHostHeader } from '@modelcontextprotocol/server';

export interface RebindingOptions {
  baseUrl: string;
  /** The host the server is bound to. */
  host: string;
  allowedOrigins: readonly string[];
}

export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** Whether a Host header is exactly a host and an optional port, as a URL would write it. */
function isHostAndPort(host: string): boolean {
  try {
    const written = new URL(`http://${host}`).host.toLowerCase();
    return written === host.toLowerCase() || `${written}:80` === host.toLowerCase();
  } catch {
    return false;
  }
}

/** Returns a check of the two headers: undefined when the request may proceed, else why it is refused. */
export function rebindingCheck(options: RebindingOptions): (host: string | undefined, origin: string | undefined) => string | undefined {
  const base = new URL(options.baseUrl);
  const loopback = isLoopbackHost(options.host);
  const loopbackNames = localhostAllowedHostnames();
  const hostnames = [base.hostname, ...(loopback ? loopbackNames : [])];
  if (loopback && !options.host.includes(':')) hostnames.push(options.host.toLowerCase());
  const origins = new Set<string>([base.origin, ...options.allowedOrigins.map((o) => originOf(o) ?? o)]);

  return (host, origin) => {
    if (host && !isHostAndPort(host)) return 'Forbidden: the Host header is not a host name';
    const hostResult = validateHostHeader(host, hostnames);
    if (!hostResult.ok) return `Forbidden: ${hostResult.message}`;
    if (origin === undefined || origin === '') return undefined;
    const normalized = originOf(origin);
    if (normalized === undefined) return 'Forbidden: the Origin header is not an http(s) origin';
    if (origins.has(normalized)) return undefined;
    if (loopback && loopbackNames.includes(new URL(normalized).hostname)) return undefined;
    return `Forbidden: requests from the origin ${normalized} are not allowed`;
  };
}
