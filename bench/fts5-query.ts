/**
 * The service's text rule in SQLite FTS5's words, for the comparisons with it
 * (bench/fts5-server.ts, the search evaluation): every word must match, the
 * last also as a prefix.
 */

/** Each word as a quoted string, the last one also as a prefix; null when the text holds no word. */
export function matchExpression(q: string): string | null {
  const words = q.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return null;
  return words.map((word, i) => `"${word}"${i === words.length - 1 ? '*' : ''}`).join(' ');
}
