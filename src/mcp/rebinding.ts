/**
 * DNS-rebinding protection for the MCP endpoint (MCP transports, "Security
 * warning"): the Host header must name this service, and an Origin, when a
 * browser sends one, must be an origin this service trusts.
 *
 * - Host: the base URL's host name, or a loopback name when the server is bound
 *   to loopback (port-agnostic, as the SDK's own host check is).
 * - Origin: the base URL's origin, a loopback origin (http or https, any port)
 *   when bound to loopback, or one given with --allowed-origins.
 */

export interface RebindingOptions {
  baseUrl: string;
  /** The host the server is bound to. */
  host: string;
  allowedOrigins: readonly string[];
}

/** The host names a loopback-bound server answers to (IPv6 in URL form, with brackets). */
export const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

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

/** Returns a check of the two headers: undefined when the request may proceed, else why it is refused. */
export function rebindingCheck(options: RebindingOptions): (host: string | undefined, origin: string | undefined) => string | undefined {
  const base = new URL(options.baseUrl);
  const loopback = isLoopbackHost(options.host);
  const hostnames = new Set<string>([base.hostname.toLowerCase(), ...(loopback ? LOOPBACK_HOSTNAMES : [])]);
  if (loopback && !options.host.includes(':')) hostnames.add(options.host.toLowerCase());
  const origins = new Set<string>([base.origin, ...options.allowedOrigins.map((o) => originOf(o) ?? o)]);

  return (host, origin) => {
    if (!host) return 'Forbidden: the Host header is missing';
    let hostname: string;
    try {
      const url = new URL(`http://${host}`);
      if (url.host.toLowerCase() !== host.toLowerCase() && `${url.host}:80`.toLowerCase() !== host.toLowerCase()) throw new Error('not a host');
      hostname = url.hostname.toLowerCase();
    } catch {
      return 'Forbidden: the Host header is not a host name';
    }
    if (!hostnames.has(hostname)) return `Forbidden: this server does not answer to the host ${hostname}`;
    if (origin === undefined || origin === '') return undefined;
    const normalized = originOf(origin);
    if (normalized === undefined) return 'Forbidden: the Origin header is not an http(s) origin';
    if (origins.has(normalized)) return undefined;
    if (loopback && (LOOPBACK_HOSTNAMES as readonly string[]).includes(new URL(normalized).hostname)) return undefined;
    return `Forbidden: requests from the origin ${normalized} are not allowed`;
  };
}
