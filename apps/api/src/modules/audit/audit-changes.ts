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

/**
 * The fields a write changed: those its writer named, else the input fields it set on a
 * create (none outside the collections: a file's upload), none on a delete, and those whose
 * values differ on the item as read before and after an update.
 */
function fieldsOf({ definition, operation, fields, body, before, after }: ChangeEvent): string[] {
  if (fields) return fields;
  if (operation === 'create') {
    const input = definition?.input.shape ?? {};
    return fieldsSet(body).filter((key) => Object.hasOwn(input, key));
  }
  if (operation === 'delete') return [];
  return changedFields(before ?? {}, after ?? {});
}

/** An update that moved the status is a status change: a lead's or a booking's own event. */
export const statusMoves = (fields: string[]): AuditAction =>
  fields.includes('status') ? 'status-change' : 'update';

export interface AuditOptions {
  /** The action an update is recorded as, from the fields it changed (`statusMoves`). */
  updateAction?: (fields: string[]) => AuditAction;
  /** The action a create is recorded as (a file's is an upload). */
  createAction?: AuditAction;
}

/**
 * The afterChange hook that writes the audit trail: who did what to which item, which fields
 * changed (compared on the item as read before and after) and, for updates and deletes, the
 * item as stored before (for 'Restore'). Every audited write comes this way, the collections'
 * and those outside them (bookings, tutors' hours, files: `afterWriteOf` with their name).
 * Writes without a signed-in actor (the demo seed) are not staff's and are not recorded; a restore records its own entry (restore.service.ts).
 */
export function auditChanges({ updateAction, createAction }: AuditOptions = {}): ChangeHook {
  const actionOf = (operation: ChangeEvent['operation'], changed: string[]): AuditAction => {
    if (operation === 'update' && updateAction) return updateAction(changed);
    if (operation === 'create' && createAction) return createAction;
    return operation;
  };
  return (event) => {
    if (!event.actorId || event.restoring) return;
    const changed = fieldsOf(event);
    const action = actionOf(event.operation, changed);
    recordInBackground(
      {
        actorId: event.actorId,
        actorEmail: event.actorEmail ?? '',
        action,
        entity: event.entity,
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
