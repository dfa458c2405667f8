/**
 * Why a text is not JSON, in words of our own and numbers only.
 *
 * V8's parser messages quote the input around the error
 * (`Unexpected token 'P', ..."ription": PRIVabcdef"... is not valid JSON`), and
 * the line may be a draft's: reports and logs are read by people who must not
 * see it. So the message is never passed on; it is only matched against the
 * kinds of mistake V8 names, and a column is kept where V8 gives a position.
 */
const REASONS: [RegExp, string][] = [
  [/^Unexpected end of JSON input/, 'the text ends before the JSON value does (a truncated line?)'],
  [/^Unexpected token/, 'unexpected character'],
  [/^Unexpected non-whitespace character after JSON/, 'more text after the JSON value'],
  [/^Unterminated string/, 'unterminated string'],
  [/^Bad control character in string literal/, 'control character inside a string'],
  [/^Bad (escaped|Unicode escape) character/, 'bad escape sequence in a string'],
  [/^Expected (property name|double-quoted property name)/, 'expected a double-quoted property name'],
  [/^Expected ':' after property name/, "expected ':' after a property name"],
  [/^Expected ',' or '}' after property value/, "expected ',' or '}' after a property value"],
  [/^Expected ',' or ']' after array element/, "expected ',' or ']' after an array element"],
  [/^(No number after minus sign|Exponent part is missing a number|Unterminated fractional number)/, 'malformed number'],
];

/** The reason, with the line and column of the error when V8 names a position in `text` (one line: the column only). */
export function describeJsonError(message: string, text: string): string {
  const reason = REASONS.find(([pattern]) => pattern.test(message))?.[1] ?? 'not valid JSON';
  const position = /\bat position (\d+)/.exec(message);
  if (!position) return reason;
  const at = Number(position[1]);
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const column = at - lineStart + 1;
  if (lineStart === 0) return `${reason} at column ${column}`;
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return `${reason} at line ${line}, column ${column}`;
}
