import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import type { SharedStore } from '../redis/redis-client';
import { subscribeToGenerations, type GenerationChannel } from './generation-channel';

/**
 * A generation names one version of a resource's public data. A cached answer is valid only
 * while its resource is still at the generation it was built under; a write moves it on.
 */
export interface Generations {
  /**
   * The current generation, known at once (no I/O on a read), or undefined when it cannot be
   * known: then the answer is neither kept nor served from memory.
   */
  current(resource: string): string | undefined;
  /** The same, asking Redis when this instance has not mirrored it yet (for fills, not lookups). */
  known(resource: string): Promise<string | undefined>;
  /** Moves the resources on; resolves once every instance will see the new generation. */
  bump(resources: readonly string[]): Promise<void>;
}

/** One process: a counter per resource, nothing to wait for. */
export function localGenerations(): Generations {
  const counters = new Map<string, number>();
  const current = (resource: string) => String(counters.get(resource) ?? 0);
  return {
    current,
    known: async (resource) => current(resource),
    bump: async (resources) => {
      for (const resource of resources) counters.set(resource, (counters.get(resource) ?? 0) + 1);
    },
  };
}

/**
 * Several instances: the generation lives in Redis and each instance mirrors it in memory, so
 * a kept answer is checked without a round trip. A write publishes its new tokens and resolves
 * only when every subscribed instance has acknowledged them, so no instance answers from an
 * old copy once the write has been answered. While the subscription is down the mirror is
 * empty and reads bypass the cache. Tokens are random, not counters: if Redis loses its data,
 * a counter could count up again to a value an old copy carries; a fresh token never matches.
 */
export function sharedGenerations(
  shared: SharedStore,
  logger: Logger,
  onLost: () => void,
): Generations {
  const key = (resource: string) => `${shared.keyPrefix}gen:${resource}`;
  const channel: GenerationChannel = subscribeToGenerations(shared, logger, onLost);

  /** Reads a generation this instance has not mirrored yet (its first use here). */
  const load = async (resource: string) => {
    const since = channel.epoch(resource);
    await shared.client.set(key(resource), randomUUID(), 'NX');
    const token = await shared.client.get(key(resource));
    // A write announced while this read was on its way wins over what it read.
    if (token && channel.epoch(resource) === since) channel.mirror.set(resource, token);
  };

  const current = (resource: string) =>
    channel.isLive() && shared.client.status === 'ready' ? channel.mirror.get(resource) : undefined;
  return {
    current,
    known: async (resource) => {
      if (!channel.isLive() || shared.client.status !== 'ready') return undefined;
      if (!channel.mirror.has(resource)) await load(resource).catch(() => undefined);
      return current(resource);
    },
    bump: async (resources) => {
      const tokens = Object.fromEntries(resources.map((resource) => [resource, randomUUID()]));
      try {
        if (!shared.isUp()) throw new Error('Redis is unavailable');
        await shared.client.mset(Object.fromEntries(resources.map((r) => [key(r), tokens[r]])));
        await channel.announce(tokens);
      } catch (error) {
        // Fail-open: the write succeeded and is answered. This instance drops its own cache;
        // other instances bypass theirs while Redis is away and expire old copies by age.
        onLost();
        logger.warn({ err: error, resources }, 'could not publish a cache invalidation to Redis');
      }
    },
  };
}
