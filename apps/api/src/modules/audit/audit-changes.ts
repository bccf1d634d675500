import type { AuditAction } from '@tutoring/shared';
import type { ChangeEvent } from '../../lib/collection/change-event';
import type { ChangeHook } from '../../lib/collection/change-hooks';
import type { Logger } from '../../lib/logger';
import { recordAuditEntry, type AuditWrite } from './audit.service';
import { changedFields, fieldsSet } from './changed-fields';
import { snapshotOf } from './restore-snapshot';

/**
 * Stores an entry without holding up the write it describes: the answer goes out at once, and
 * a trail that is slow or refuses the entry only costs a logged error, never the write.
 */
export function recordInBackground(write: AuditWrite, log: Logger): void {
  recordAuditEntry(write).catch((error: unknown) => {
    log.error(
      { err: error, entity: write.entity, action: write.action },
      'audit: entry not recorded',
    );
  });
}

/** The fields a write changed: the input fields it set on a create, none on a delete. */
function fieldsOf({ definition, operation, body, before, after }: ChangeEvent): string[] {
  if (operation === 'create') {
    return fieldsSet(body).filter((key) => Object.hasOwn(definition.input.shape, key));
  }
  if (operation === 'delete') return [];
  return changedFields(before ?? {}, after ?? {});
}

export interface AuditOptions {
  /** The action an update is recorded as, from the fields it changed (a lead's status move). */
  updateAction?: (fields: string[]) => AuditAction;
}

/**
 * The afterChange hook that writes the audit trail: who did what to which item, which fields
 * changed (compared on the item as read before and after) and, for updates and deletes, the
 * item as stored before (for 'Restore'). Writes without a signed-in actor (the demo seed) are
 * not staff's and are not recorded; a restore records its own entry (restore.service.ts).
 */
export function auditChanges({ updateAction }: AuditOptions = {}): ChangeHook {
  return (event) => {
    if (!event.actorId || event.restoring) return;
    const changed = fieldsOf(event);
    const action =
      event.operation === 'update' && updateAction ? updateAction(changed) : event.operation;
    recordInBackground(
      {
        actorId: event.actorId,
        actorEmail: event.actorEmail ?? '',
        action,
        entity: event.definition.slug,
        entityId: event.id,
        changedFields: changed,
        at: new Date(),
        snapshot:
          event.operation !== 'create' && event.stored ? snapshotOf(event.stored) : undefined,
      },
      event.log,
    );
  };
}
