import type { CollectionDefinition } from '@tutoring/shared';
import type { Request } from 'express';
import type { RouteContext } from '../http/route-context';
import type { ChangeEvent, Operation } from './change-event';

/**
 * Runs after a write has succeeded and before it is answered (in the spirit of Payload's
 * afterChange): cache invalidation awaits here, so once a client sees 2xx no instance serves
 * the old copy; the audit trail records in the background and never delays or fails a write.
 */
export type ChangeHook = (event: ChangeEvent, context: RouteContext) => Promise<void> | void;

type Items = Pick<ChangeEvent, 'before' | 'after' | 'stored'>;

/** Runs `hooks` in order for one change (a write, or a restore from the audit trail). */
export async function runHooks(
  hooks: readonly ChangeHook[],
  event: ChangeEvent,
  context: RouteContext,
): Promise<void> {
  for (const hook of hooks) await hook(event, context);
}

/**
 * Runs a collection's hooks after a write of `req`, in order: (req, operation, id, items) →
 * resolves once every hook has run.
 */
export function afterWriteOf(
  definition: CollectionDefinition,
  hooks: readonly ChangeHook[],
  context: RouteContext,
) {
  return async (req: Request, operation: Operation, id: string, items: Items): Promise<void> => {
    const event: ChangeEvent = {
      definition,
      operation,
      id,
      body: req.body,
      actorId: req.auth?.userId,
      actorEmail: req.auth?.email,
      log: req.log,
      ...items,
    };
    await runHooks(hooks, event, context);
  };
}
