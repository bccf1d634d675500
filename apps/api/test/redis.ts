import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis of this machine and of CI; REDIS_TEST_URL points elsewhere. */
export const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/** True when the test Redis answers PING within a second. */
export async function isRedisReachable(url = REDIS_TEST_URL): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** Tests skip only when Redis is unreachable, and say so once. */
export async function redisOrSkipMessage(what: string): Promise<boolean> {
  const reachable = await isRedisReachable();
  if (!reachable)
    console.warn(`[redis] ${REDIS_TEST_URL} is unreachable: SKIPPING ${what} (start redis-server)`);
  return reachable;
}

/** A key prefix of its own for each test run, so parallel runs never share counts. */
export function uniqueKeyPrefix(): string {
  return `test:${randomBytes(6).toString('hex')}:`;
}

/** Deletes every key under the prefix (what a test run leaves behind). */
export async function deleteKeys(prefix: string, url = REDIS_TEST_URL): Promise<void> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}
