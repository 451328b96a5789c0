/** One logger for the element: every message is prefixed so host developers know where it came from. */
export interface Logger {
  debug(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export const LOG_PREFIX = '<station-locator>:';

/** The default logger: the browser console, prefixed. Tests pass their own to observe messages. */
export function createConsoleLogger(target: Pick<Console, keyof Logger> = console): Logger {
  return {
    debug: (message, ...details) => target.debug(LOG_PREFIX, message, ...details),
    info: (message, ...details) => target.info(LOG_PREFIX, message, ...details),
    warn: (message, ...details) => target.warn(LOG_PREFIX, message, ...details),
    error: (message, ...details) => target.error(LOG_PREFIX, message, ...details),
  };
}

/** A logger that remembers messages, for tests and for diagnostics. */
export interface RecordingLogger extends Logger {
  readonly entries: { level: keyof Logger; message: string; details: unknown[] }[];
}

export function createRecordingLogger(): RecordingLogger {
  const entries: RecordingLogger['entries'] = [];
  const record = (level: keyof Logger) => (message: string, ...details: unknown[]) => {
    entries.push({ level, message, details });
  };
  return { entries, debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') };
}
