/**
 * The comparison for text search: a SQLite FTS5 server on the same listings,
 * answering `GET /api/v1/ads?q=…` with the first 24 matches by SQLite's own
 * rank and the exact total, as a plain node:http server. Every word must match
 * and the last one also as a prefix (SQLite has no typo tolerance, so it does
 * less than the service for the same query).
 *
 *   node --import tsx bench/fts5-server.ts <snapshot dir> <better-sqlite3 module dir>
 *
 * Prints `listening on http://…` once the index is built.
 */
import { createServer } from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { matchExpression } from './fts5-query.ts';

const [dist, moduleDir] = process.argv.slice(2) as [string, string];
type Statement = { run(...values: unknown[]): unknown; get(...values: unknown[]): unknown; all(...values: unknown[]): unknown[] };
type Database = { exec(sql: string): void; prepare(sql: string): Statement; transaction(fn: () => void): () => void };
const Sqlite = createRequire(path.join(moduleDir, 'index.js'))(moduleDir) as new (file: string) => Database;

const db = new Sqlite(':memory:');
db.exec("CREATE VIRTUAL TABLE ads USING fts5(title, description, doc UNINDEXED, tokenize = 'unicode61 remove_diacritics 2')");
const insert = db.prepare('INSERT INTO ads (title, description, doc) VALUES (?, ?, ?)');
const folder = path.join(dist, 'api/v1/ads');
const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
db.transaction(() => {
  for (const file of files) {
    const doc = readFileSync(path.join(folder, file), 'utf8');
    const { content } = JSON.parse(doc) as { content: { translations: Record<string, { title: string; description: string }> } };
    const texts = Object.values(content.translations);
    insert.run(texts.map((t) => t.title).join(' '), texts.map((t) => t.description).join(' '), doc);
  }
})();

const count = db.prepare('SELECT count(*) AS n FROM ads WHERE ads MATCH ?');
const page = db.prepare('SELECT doc FROM ads WHERE ads MATCH ? ORDER BY rank LIMIT 24');


const server = createServer((req, res) => {
  const q = new URL(req.url ?? '/', 'http://localhost').searchParams.get('q') ?? '';
  const expression = matchExpression(q);
  const total = expression ? (count.get(expression) as { n: number }).n : 0;
  const docs = expression ? (page.all(expression) as { doc: string }[]).map((row) => row.doc) : [];
  const body = Buffer.from(`{"items":[${docs.join(',')}],"total":${total}}`);
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  process.stdout.write(`indexed ${files.length} listings; listening on http://127.0.0.1:${port}\n`);
});
