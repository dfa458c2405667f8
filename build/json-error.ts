/**
 * The parser's reason a line is not JSON, without the line's text: V8 quotes
 * the input in some messages (`Unexpected token 'x', "{x: 1}" is not valid JSON`),
 * and a report must never repeat a record's content.
 */
export function describeJsonError(message: string): string {
  const quoted = /^(.*?), ".*" is not valid JSON$/s.exec(message);
  if (quoted) return `${quoted[1]} (not valid JSON)`;
  return message.replace(/\s+/g, ' ').slice(0, 200);
}
