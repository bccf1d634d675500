import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout; one line per event, ready for any log collector. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'api' },
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash'],
  });
}
