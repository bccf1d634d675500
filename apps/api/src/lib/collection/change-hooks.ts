import type { CollectionDefinition } from '@tutoring/shared';
import type { Request } from 'express';
import type { Logger } from '../logger';
import type { RouteContext } from '../http/route-context';

export type Operation = 'create' | 'update' | 'delete';

/** One successful write, as the hooks of its collection see it. */
export interface ChangeEvent {
  definition: CollectionDefinition;
  operation: Operation;
  id: string;
  /** The item as it was read before an update or delete. */
  before?: Record<string, unknown> | undefined;
  /** The item as it is read after a create or update. */
  after?: Record<string, unknown> | undefined;
  /** What the client sent (a create records the fields it set). */
  body: unknown;
  actorId: string | undefined;
  log: Logger;
}

/**
 * Runs after a write has succeeded and before it is answered (in the spirit of Payload's
 * afterChange): cache invalidation awaits here, so once a client sees 2xx no instance serves
 * the old copy; the audit trail records in the background and never delays or fails a write.
 */
export type ChangeHook = (event: ChangeEvent, context: RouteContext) => Promise<void> | void;

type Items = Pick<ChangeEvent, 'before' | 'after'>;

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
      log: req.log,
      ...items,
    };
    for (const hook of hooks) await hook(event, context);
  };
}
