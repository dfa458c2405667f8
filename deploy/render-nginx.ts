/**
 * Fills the placeholders of deploy/nginx/listings.conf (--help for the options):
 *
 *   node --import tsx deploy/render-nginx.ts --listen 80 --live /srv/listings/dist.live \
 *     --cache /var/cache/nginx/listings --replica 127.0.0.1:8081 --replica 127.0.0.1:8082 \
 *     > /etc/nginx/conf.d/listings.conf
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

export interface EdgeSettings {
  /** nginx `listen` value: a port or address:port. */
  listen: string;
  /** The edge's link to the live release folder (deploy/switch.ts moves it), absolute. */
  live: string;
  /** A folder for nginx's cache of lists and searches. */
  cache: string;
  /** host:port of each replica. */
  replicas: string[];
  /** Addresses or CIDR ranges the per-client limits do not apply to (a CDN in front, monitoring). */
  unlimited?: string[];
}

const USAGE = `Usage: node --import tsx deploy/render-nginx.ts --live <link> --replica <host:port> [--replica ...] [options] > listings.conf

Writes the edge's nginx site (deploy/nginx/listings.conf with its placeholders filled) to stdout.
Copy deploy/nginx/listings-headers.conf and listings-proxy.conf beside it (it includes them).

  --live <link>        The edge's symbolic link to the live release folder, which
                       deploy/switch.ts moves (required; e.g. /srv/listings/dist.live).
  --replica <h:p>      A replica's address; repeat for each (required).
  --listen <value>     nginx's listen value (default: 80).
  --cache <dir>        The folder of nginx's cache of lists and searches
                       (default: /var/cache/nginx/listings).
  --unlimited <cidr>   An address or range the per-client limits do not apply to (a CDN or
                       TLS proxy in front, a monitor); repeat for each (default: none).
  --help, -h           Show this help and exit.
`;

function renderSite(settings: EdgeSettings): string {
  return readFileSync(path.join(import.meta.dirname, 'nginx/listings.conf'), 'utf8')
    .replaceAll('{{LISTEN}}', settings.listen)
    .replaceAll('{{LIVE}}', settings.live)
    .replaceAll('{{CACHE}}', settings.cache)
    .replaceAll('{{REPLICAS}}', settings.replicas.map((replica) => `server ${replica} max_fails=1 fail_timeout=5s;`).join('\n    '))
    .replaceAll('{{UNLIMITED}}', (settings.unlimited ?? []).map((source) => `${source} 1;`).join('\n    '));
}

/** Debian's brotli static module, which the site needs (`load_module` in a main configuration). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * A whole nginx configuration in `dir` that runs the edge on its own, as an
 * unprivileged-looking process of its own (the deployment test and bench:edge):
 * the site, its snippets, temp folders and pid file all inside `dir`.
 */
export function writeStandaloneConfig(dir: string, settings: Omit<EdgeSettings, 'cache'>): string {
  writeFileSync(path.join(dir, 'listings.conf'), renderSite({ ...settings, cache: path.join(dir, 'cache') }));
  for (const snippet of ['listings-headers.conf', 'listings-proxy.conf']) copyFileSync(path.join(import.meta.dirname, 'nginx', snippet), path.join(dir, snippet));
  const main = [
    `load_module ${BROTLI_STATIC_MODULE};`,
    // Workers read the snapshot's files; run as root, nginx would hand them to "nobody".
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${path.join(dir, `${t}-temp`)};`),
    `  include ${path.join(dir, 'listings.conf')};`,
    '}',
  ].join('\n');
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, main);
  return file;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fail = (message: string) => {
    process.stderr.write(`render-nginx: ${message}\n\n${USAGE}`);
    process.exit(2);
  };
  let values: { listen: string; live?: string; cache: string; replica?: string[]; unlimited?: string[]; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        listen: { type: 'string', default: '80' }, live: { type: 'string' }, cache: { type: 'string', default: '/var/cache/nginx/listings' },
        replica: { type: 'string', multiple: true }, unlimited: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    fail((error as Error).message);
    throw error;
  }
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  if (!values.live || !values.replica?.length) fail('--live and at least one --replica are required');
  process.stdout.write(renderSite({ listen: values.listen, live: path.resolve(values.live!), cache: values.cache, replicas: values.replica!, unlimited: values.unlimited }));
}
