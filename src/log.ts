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

/**
 * The logger of the process. Lines are written asynchronously (sonic-boom) so a
 * slow stdout does not hold requests; `flushLog` writes what is pending, at exit.
 */
export function createLogger(level: LogLevel, destination: pino.DestinationStream = pino.destination({ dest: 1, sync: false })): Logger {
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: pino.stdSerializers.err },
  }, destination);
}

/** A logger that writes nothing: the default of code that is not given one (tests, benchmarks). */
export const silentLogger: Logger = pino({ level: 'silent' });

export function flushLog(log: Logger): void {
  try {
    log.flush();
  } catch {
    // Nothing pending, or stdout is gone: nothing more can be done.
  }
}
