/**
 * Fills the placeholders of deploy/nginx/listings.conf:
 *
 *   node --import tsx deploy/render-nginx.ts --listen 80 --dist /srv/listings/dist \
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
  /** The build's --out (a symbolic link), absolute. */
  dist: string;
  /** A folder for nginx's cache of lists and searches. */
  cache: string;
  /** host:port of each replica. */
  replicas: string[];
}

function renderSite(settings: EdgeSettings): string {
  return readFileSync(path.join(import.meta.dirname, 'nginx/listings.conf'), 'utf8')
    .replaceAll('{{LISTEN}}', settings.listen)
    .replaceAll('{{DIST}}', settings.dist)
    .replaceAll('{{CACHE}}', settings.cache)
    .replaceAll('{{REPLICAS}}', settings.replicas.map((replica) => `server ${replica} max_fails=1 fail_timeout=5s;`).join('\n    '));
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
  const { values } = parseArgs({
    options: { listen: { type: 'string', default: '80' }, dist: { type: 'string' }, cache: { type: 'string', default: '/var/cache/nginx/listings' }, replica: { type: 'string', multiple: true } },
  });
  if (!values.dist || !values.replica?.length) {
    process.stderr.write('render-nginx: --dist and at least one --replica are required\n');
    process.exit(2);
  }
  process.stdout.write(renderSite({ listen: values.listen, dist: path.resolve(values.dist), cache: values.cache, replicas: values.replica }));
}
