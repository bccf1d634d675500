import type { CollectionDefinition } from '@tutoring/shared';
import type { Request } from 'express';
import { invalidatesStale } from '../cache/invalidates';
import type { ChangeHook, RouteContext } from '../http/route-context';
import { sentBodyOf } from '../http/validated';
import type { ChangeEvent, Operation } from './change-event';

export type { ChangeHook };

type Items = Pick<ChangeEvent, 'before' | 'after' | 'stored' | 'fields'>;

/** Runs `hooks` in order for one change (a write, or a restore from the audit trail). */
export async function runHooks(
  hooks: readonly ChangeHook[],
  event: ChangeEvent,
  context: RouteContext,
): Promise<void> {
  for (const hook of hooks) await hook(event, context);
}

/**
 * What every write to a collection runs, in order: its stale cached answers moved on (the
 * collection's and those that depend on it), then the hooks the app lends every collection
 * (audit trail, file release), then the collection's own `extra` ones.
 */
export function collectionHooksOf(
  context: RouteContext,
  extra: readonly ChangeHook[] = [],
): ChangeHook[] {
  return [invalidatesStale, ...(context.afterEveryChange ?? []), ...extra];
}

/**
 * Runs the hooks of what is written (a collection, or the name of a thing outside them: a
 * booking, a file) after a write of `req`, in order: (req, operation, id, items) → resolves
 * once every hook has run.
 */
export function afterWriteOf(
  written: CollectionDefinition | string,
  hooks: readonly ChangeHook[],
  context: RouteContext,
) {
  const definition = typeof written === 'string' ? undefined : written;
  const entity = definition?.slug ?? String(written);
  return async (req: Request, operation: Operation, id: string, items: Items): Promise<void> => {
    const event: ChangeEvent = {
      entity,
      definition,
      operation,
      id,
      body: sentBodyOf(req),
      actorId: req.auth?.userId,
      actorEmail: req.auth?.email,
      log: req.log,
      ...items,
    };
    await runHooks(hooks, event, context);
  };
}
