import type { ChangeHook } from '../collection/change-hooks';

/**
 * The afterChange hook that moves the named collections' cached answers to a new generation
 * before the write is answered: a collection invalidates itself, and whatever shows its data
 * (courses show their instructor's name, read from the team).
 */
export function invalidates(...collections: readonly { slug: string }[]): ChangeHook {
  const resources = collections.map((collection) => collection.slug);
  return (_event, context) => context.cache.generations.bump(resources);
}
