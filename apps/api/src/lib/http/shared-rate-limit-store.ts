import type { ClientRateLimitInfo, Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { SharedStore } from '../redis/redis-client';

/**
 * rate-limit-redis loads its Lua scripts once, at start. If Redis is away at that moment the
 * rejected script promise would be kept forever and the limits would never come back; this
 * store loads a script again whenever the last load failed, so shared limits recover with Redis.
 */
class RecoveringRedisStore extends RedisStore {
  override async increment(key: string): Promise<ClientRateLimitInfo> {
    this.incrementScriptSha = handled(
      this.incrementScriptSha.catch(() => this.loadIncrementScript()),
    );
    return super.increment(key);
  }

  override async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    this.getScriptSha = handled(this.getScriptSha.catch(() => this.loadGetScript()));
    return super.get(key);
  }
}

/** The promise stays rejected for whoever awaits it, but an early rejection is not "unhandled". */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

class RedisAwayError extends Error {
  constructor() {
    super('Redis is unavailable');
    this.name = 'RedisAwayError';
  }
}

/** Counts of one rate-limited route in Redis, under the site's key prefix. */
export function sharedRateLimitStore(shared: SharedStore, route: string): Store {
  return new RecoveringRedisStore({
    prefix: `${shared.keyPrefix}rl:${route}:`,
    sendCommand: async (command: string, ...args: string[]) => {
      // While Redis is known to be away, fail at once instead of waiting for a timeout.
      if (!shared.isUp()) throw new RedisAwayError();
      return (await shared.client.call(command, ...args)) as RedisReply;
    },
  });
}
