import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Errors as pino's standard serializer writes them, less the `client` that pg-pool attaches to an
 * idle connection's error: the whole connection object (type tables, socket state, cancel key), a
 * screen of JSON per line that says nothing the message and code do not.
 */
function serializeError(error: Error): ReturnType<typeof pino.stdSerializers.err> {
  const serialized = pino.stdSerializers.err(error);
  if (serialized && typeof serialized === 'object' && 'client' in serialized) delete (serialized as { client?: unknown }).client;
  return serialized;
}

/** Structured JSON logs on stdout (or `destination`); LOG_LEVEL=silent keeps test output clean. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'marketplace' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
