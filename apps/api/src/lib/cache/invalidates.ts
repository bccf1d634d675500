import { staleAfterWriteTo } from '@tutoring/shared';
import type { ChangeHook } from '../http/route-context';

/**
 * Every collection's first afterChange hook: moves to a new generation the cached answers of
 * the collection written and of every mounted collection that depends on it (its `dependsOn`:
 * courses show their instructor's name, read from the team), before the write is answered.
 */
export const invalidatesStale: ChangeHook = ({ entity }, context) =>
  context.cache.generations.bump(staleAfterWriteTo(entity, context.content.collections()));
