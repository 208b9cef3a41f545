import pino, { type Logger } from 'pino';

/** Structured JSON logs on stdout; LOG_LEVEL=silent keeps test output clean. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'marketplace' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
}

export type { Logger };
