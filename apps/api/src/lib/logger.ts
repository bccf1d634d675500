import { pino, type Logger } from 'pino';

export type { Logger };

/** Lines gathered into one write: a few kilobytes, many access-log lines. */
const BATCH_BYTES = 4096;
const FLUSH_EVERY_MS = 1000;

/**
 * Structured JSON logs on stdout; one line per event, ready for any log collector.
 *
 * Written asynchronously and in batches: a synchronous write per line was one system call per
 * request (the access log), the largest single cost of a cached read, and an asynchronous
 * write per line still sent one write through libuv's thread pool per request whenever the
 * previous one had already come back (a fast stdout, /dev/null or a pipe that keeps up). Lines
 * now gather until a few kilobytes are waiting, and what has gathered goes out at least every
 * FLUSH_EVERY_MS, so a quiet server's lines still appear within a second. pino flushes what is
 * left when the process exits (also on a crash), so only a hard kill can lose the last lines.
 */
export function createLogger(level: string): Logger {
  const options = {
    level,
    base: { service: 'api' },
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash'],
  };
  if (level === 'silent') return pino(options);
  return pino(
    options,
    pino.destination({
      dest: 1,
      sync: false,
      minLength: BATCH_BYTES,
      periodicFlush: FLUSH_EVERY_MS,
    }),
  );
}
