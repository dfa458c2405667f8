/**
 * The API reference page at /docs: Swagger UI from the npm registry, served
 * from this process (no outside network), reading /api/v1/openapi.json.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sirv from 'sirv';
import type { Mount, Req } from '../http/app.ts';
import { isRead } from '../http/front-door.ts';
import type { ServerResponse } from 'node:http';

const ASSETS_PREFIX = '/docs/assets';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Public Community Listings Read API — reference</title>
<link rel="stylesheet" href="${ASSETS_PREFIX}/swagger-ui.css">
<link rel="icon" type="image/png" href="${ASSETS_PREFIX}/favicon-32x32.png">
</head>
<body>
<p><a href="/">Index of this server</a> (JSON: the API, its description, /healthz, /mcp)</p>
<div id="reference"></div>
<script src="${ASSETS_PREFIX}/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>
`;

// Separate from the page, so that a Content-Security-Policy without inline scripts fits it.
const INIT_FILE = new URL('./init.js', import.meta.url);

function sendText(res: ServerResponse, type: string, text: string): void {
  const bytes = Buffer.from(text);
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}

export function docsMounts(notFound: (req: Req, res: ServerResponse) => void): Mount[] {
  const init = readFileSync(INIT_FILE, 'utf8');
  const require = createRequire(import.meta.url);
  const assetsDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const assets = sirv(assetsDir, { dev: false, etag: true, maxAge: 86_400 });
  const onlyGet = (handle: Mount['handle']): Mount['handle'] => (req, res) =>
    isRead(req.method) ? handle(req, res) : notFound(req, res);
  return [
    { path: '/docs', counted: false, handle: onlyGet((req, res) => sendText(res, 'text/html; charset=utf-8', PAGE)) },
    { path: '/docs/init.js', counted: false, handle: onlyGet((req, res) => sendText(res, 'text/javascript; charset=utf-8', init)) },
    {
      path: `${ASSETS_PREFIX}/*`,
      counted: false,
      handle: onlyGet((req, res) => {
        req.url = req.url!.slice(ASSETS_PREFIX.length);
        assets(req, res, () => notFound(req, res));
      }),
    },
  ];
}
