import { Redis } from 'ioredis';
import type { Logger } from '../logger';

/**
 * What the API needs from Redis (shared rate limits and cache invalidation), named so callers
 * do not depend on ioredis. `keyPrefix` keeps several sites, or several test runs, apart.
 */
export interface SharedStore {
  client: Redis;
  keyPrefix: string;
  /** True while commands can be expected to answer; false while Redis is known to be away. */
  isUp(): boolean;
  close(): Promise<void>;
}

/**
 * A command that waits longer than this is treated as "Redis is away": the request goes on
 * without shared state (fail-open) instead of hanging.
 */
const COMMAND_TIMEOUT_MS = 500;

/**
 * Connects to REDIS_URL. Failures never throw into requests: while Redis is away every command
 * fails fast (status 'reconnecting'), callers fall back, and ioredis keeps reconnecting in the
 * background (at most every 2 s) so shared state comes back by itself.
 */
export function connectSharedStore(url: string, keyPrefix: string, logger: Logger): SharedStore {
  const client = new Redis(url, {
    // Commands sent during the first connect wait for it; later ones fail after one retry.
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let warned = false;
  // Without an 'error' listener ioredis prints every failed reconnect to stderr.
  client.on('error', (error: Error) => {
    if (warned) return;
    warned = true;
    logger.warn(
      { err: error },
      'Redis is unavailable: rate limits and the response cache fall back (fail-open)',
    );
  });
  client.on('ready', () => {
    if (warned) logger.info('Redis is available again');
    warned = false;
  });
  return {
    client,
    keyPrefix,
    isUp: () => client.status === 'ready' || client.status === 'connecting',
    close: async () => {
      if (client.status === 'end') return;
      // QUIT would wait in the offline queue of a connection that is down: just drop it.
      if (client.status !== 'ready') return client.disconnect();
      await client.quit().catch(() => client.disconnect());
    },
  };
}
