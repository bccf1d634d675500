import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs on stdout; one line per event, ready for any log collector.
 *
 * Written asynchronously: a synchronous write per line was one system call per request (the
 * access log), the largest single cost of a cached read. While a write is under way the next
 * lines gather and go out together; pino flushes what is left when the process exits (also
 * on a crash), so only a hard kill can lose the last lines.
 */
export function createLogger(level: string): Logger {
  const options = {
    level,
    base: { service: 'api' },
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash'],
  };
  if (level === 'silent') return pino(options);
  return pino(options, pino.destination({ dest: 1, sync: false }));
}
