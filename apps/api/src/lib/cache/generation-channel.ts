import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import type { SharedStore } from '../redis/redis-client';

/** Longer than any healthy instance needs to apply an announcement on a shared machine. */
const ACK_TIMEOUT_MS = 2000;

/** This instance's copy of the shared generations, kept current through Redis pub/sub. */
export interface GenerationChannel {
  mirror: Map<string, string>;
  /** Counts the announcements seen for a resource: a read from Redis older than one loses. */
  epoch(resource: string): number;
  /** False while the subscription is down: the mirror may miss writes, so it is not used. */
  isLive(): boolean;
  /** Publishes new tokens; resolves once every subscribed instance has applied them. */
  announce(tokens: Record<string, string>): Promise<void>;
}

interface Announcement {
  id: string;
  tokens: Record<string, string>;
}

const parse = (message: string): Announcement | undefined => {
  try {
    const value = JSON.parse(message) as Partial<Announcement>;
    return typeof value.id === 'string' && value.tokens ? (value as Announcement) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Subscribes a second connection (a subscribed Redis connection takes no other commands) to
 * the site's generation announcements and to their acknowledgements.
 */
export function subscribeToGenerations(
  shared: SharedStore,
  logger: Logger,
  onResubscribed: () => void,
): GenerationChannel {
  const changes = `${shared.keyPrefix}generations`;
  const acks = `${shared.keyPrefix}generations:acks`;
  const mirror = new Map<string, string>();
  const epochs = new Map<string, number>();
  const waiting = new Map<string, (acked: number) => void>();
  const subscriber = shared.client.duplicate();
  let live = false;

  const apply = (tokens: Record<string, string>) => {
    for (const [resource, token] of Object.entries(tokens)) {
      mirror.set(resource, token);
      epochs.set(resource, (epochs.get(resource) ?? 0) + 1);
    }
  };
  const goDark = () => {
    live = false;
    mirror.clear();
  };

  // The shared client logs Redis's absence once; this connection fails with it.
  subscriber.on('error', () => undefined);
  subscriber.on('close', goDark);
  subscriber.on('ready', () => {
    subscriber.subscribe(changes, acks).then(() => {
      // Announcements may have been missed while away: start again from an empty cache.
      mirror.clear();
      onResubscribed();
      live = true;
    }, goDark);
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === acks) return waiting.get(message)?.(1);
    const announcement = parse(message);
    if (!announcement) return;
    apply(announcement.tokens);
    shared.client.publish(acks, announcement.id).catch(() => undefined);
  });
  shared.client.once('end', () => subscriber.disconnect());

  const announce = async (tokens: Record<string, string>) => {
    apply(tokens);
    const id = randomUUID();
    let acked = 0;
    let expected = Number.POSITIVE_INFINITY;
    let timer: NodeJS.Timeout | undefined;
    const allAcked = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        logger.warn({ acked, expected }, 'not every instance acknowledged a cache invalidation');
        resolve();
      }, ACK_TIMEOUT_MS);
      waiting.set(id, (count) => {
        acked += count;
        if (acked < expected) return;
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      expected = await shared.client.publish(changes, JSON.stringify({ id, tokens }));
      waiting.get(id)?.(0);
      await allAcked;
    } finally {
      clearTimeout(timer);
      waiting.delete(id);
    }
  };

  return {
    mirror,
    epoch: (resource) => epochs.get(resource) ?? 0,
    isLive: () => live,
    announce,
  };
}
