/**
 * The service's log: pino, one JSON object per line on stdout. A line per
 * request, one at start-up, at every reload and at shutdown, and every
 * unexpected error with its stack (the client gets a clean problem body; the
 * operator gets this).
 */
import pino, { type Logger } from 'pino';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Lines wait at most this long in the buffer (a quiet process still shows its requests promptly). */
const FLUSH_INTERVAL_MS = 100;
/** Lines are handed to the writer in chunks of about this many characters. */
const CHUNK_CHARS = 4096;
/**
 * Bytes of lines the writer holds at most while stdout takes none (its reader has
 * stalled): past them, lines are dropped and counted, never held. Held without a
 * bound, a long stall would hold more than the process may (docs/runtime.md, logs).
 */
export const LOG_BUFFER_BYTES = 16 * 2 ** 20;

/**
 * Lines gathered into chunks of about 4 KiB before they reach pino's writer
 * (sonic-boom), which writes each chunk asynchronously, one `write` to stdout at a
 * time. Handing it lines one by one costs more than the lines do: on every call it
 * measures the UTF-8 length of all it still holds, a copy and a scan of everything
 * it holds a line (docs/runtime.md, logs, has the cost).
 */
class ChunkedLines {
  private lines: string[] = [];
  private chars = 0;
  /** Lines the writer dropped, not yet reported. */
  private dropped = 0;
  /** Whether the report of dropped lines is being handed over (if it is dropped itself, it is no line lost). */
  private reporting = false;
  private reportRefused = false;

  constructor(private readonly writer: ReturnType<typeof pino.destination>) {
    writer.on('drop', (data: string) => {
      if (this.reporting) this.reportRefused = true;
      else this.dropped += linesIn(data);
    });
    // A write went through: stdout takes lines again.
    writer.on('write', () => this.reportDropped());
  }

  write(line: string): void {
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= CHUNK_CHARS) this.pass();
  }

  /** Hands what is gathered to the writer, which writes it without blocking. */
  pass(): void {
    if (this.lines.length === 0) return;
    const chunk = this.lines.join('');
    this.lines = [];
    this.chars = 0;
    this.writer.write(chunk);
  }

  /** Writes everything gathered and held, synchronously; then how many lines were dropped, if any were. */
  flushSync(): void {
    this.pass();
    this.writer.flushSync();
    if (this.dropped === 0) return;
    this.reportDropped();
    this.writer.flushSync();
  }

  /** One line saying how many lines were dropped since the last such line. */
  private reportDropped(): void {
    if (this.dropped === 0 || this.reporting) return;
    const lines = this.dropped;
    this.dropped = 0;
    this.reporting = true;
    this.reportRefused = false;
    this.writer.write(lineText('warn', { event: 'log-lines-dropped', lines, bufferBytes: LOG_BUFFER_BYTES }, 'log lines dropped: stdout took none while the buffer was full', Date.now()));
    this.reporting = false;
    if (this.reportRefused) this.dropped += lines;
  }
}

function linesIn(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

const sinks = new WeakMap<Logger, ChunkedLines>();

/**
 * The logger of the process. Lines are gathered and written asynchronously, in
 * chunks of CHUNK_CHARS or every FLUSH_INTERVAL_MS: a write to stdout per request
 * cost a listing read several times what its line is worth (docs/runtime.md, logs).
 * Lines that matter at once (start, reload, shutdown) are flushed with `flushLog`,
 * and so is everything at exit.
 * Time is epoch milliseconds, the cheapest to write and to sort.
 */
export function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  const sink = destination ? null : new ChunkedLines(pino.destination({ dest: 1, sync: false, minLength: 0, maxLength: LOG_BUFFER_BYTES }));
  const log = pino({
    level,
    base: undefined,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: pino.stdSerializers.err },
  }, destination ?? sink!);
  if (sink) {
    sinks.set(log, sink);
    setInterval(() => sink.pass(), FLUSH_INTERVAL_MS).unref();
  }
  return log;
}

/**
 * The line pino writes for `log.info(fields, msg)` at `time` with this module's
 * options: level, time, the fields in their order (undefined ones left out),
 * then the message. `fields` are plain JSON values (no error to serialize).
 */
export function infoLineText(fields: object, msg: string, time: number): string {
  return lineText('info', fields, msg, time);
}

function lineText(level: 'info' | 'warn', fields: object, msg: string, time: number): string {
  const body = JSON.stringify(fields);
  return `{"level":"${level}","time":${time},${body.length > 2 ? `${body.slice(1, -1)},` : ''}"msg":${JSON.stringify(msg)}}\n`;
}

/**
 * `log.info(fields, msg)`, the same line, made by `infoLineText` and handed to
 * the logger's chunks when it is one of this module's: the request log writes
 * one per request, and pino's general serialization of it is a share of a listing
 * read worth saving (docs/runtime.md, logs). Other loggers (a test's stream) get it
 * through pino.
 */
export function infoLine(log: Logger, fields: object, msg: string): void {
  const sink = sinks.get(log);
  if (!sink) return void log.info(fields, msg);
  if (log.isLevelEnabled('info')) sink.write(infoLineText(fields, msg, Date.now()));
}

/** A logger that writes nothing: the default of code that is not given one (tests, benchmarks). */
export const silentLogger: Logger = pino({ level: 'silent' });

/** Writes what is buffered now (synchronously: also right before the process exits). */
export function flushLog(log: Logger): void {
  try {
    const sink = sinks.get(log);
    if (sink) sink.flushSync();
    else log.flush();
  } catch {
    // Nothing pending, stdout not ready yet or gone: nothing more can be done.
  }
}
