import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import type { SharedStore } from '../redis/redis-client';

/**
 * A generation names one version of a resource's public data. A cached answer is valid only
 * while its resource is still at the generation it was built under; a write moves it on.
 */
export interface Generations {
  /** The current generation, or undefined when it cannot be known (then do not cache). */
  current(resource: string): Promise<string | undefined> | string | undefined;
  /** Moves the resources on; resolves once every instance will see the new generation. */
  bump(resources: readonly string[]): Promise<void>;
}

/** One process: a counter per resource, nothing to wait for. */
export function localGenerations(): Generations {
  const counters = new Map<string, number>();
  return {
    current: (resource) => String(counters.get(resource) ?? 0),
    bump: async (resources) => {
      for (const resource of resources) counters.set(resource, (counters.get(resource) ?? 0) + 1);
    },
  };
}

/**
 * Several instances: the generation lives in Redis, so a write through one instance makes
 * every other instance's cached copy stale at once. Reading costs one GET per cached request.
 * Generations are random tokens, not counters: if Redis loses its data, a counter could
 * count up again to a value an old cached copy carries, a fresh token never matches.
 */
export function sharedGenerations(
  shared: SharedStore,
  logger: Logger,
  onLost: () => void,
): Generations {
  const key = (resource: string) => `${shared.keyPrefix}gen:${resource}`;
  return {
    current: async (resource) => {
      // Not connected: the generation is unknown, so the cache is bypassed (never stale).
      if (shared.client.status !== 'ready') return undefined;
      try {
        const token = await shared.client.get(key(resource));
        if (token) return token;
        await shared.client.set(key(resource), randomUUID(), 'NX');
        return (await shared.client.get(key(resource))) ?? undefined;
      } catch {
        return undefined;
      }
    },
    bump: async (resources) => {
      try {
        if (!shared.isUp()) throw new Error('Redis is unavailable');
        await Promise.all(
          resources.map((resource) => shared.client.set(key(resource), randomUUID())),
        );
      } catch (error) {
        // Fail-open: the write succeeded and is answered. This instance drops its own cache;
        // other instances bypass theirs while Redis is away and expire old copies by age.
        onLost();
        logger.warn({ err: error, resources }, 'could not publish a cache invalidation to Redis');
      }
    },
  };
}
