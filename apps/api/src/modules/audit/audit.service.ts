import type { AuditAction, AuditList, AuditQuery } from '@tutoring/shared';
import { paginate } from '../../lib/db/paginate';
import { sortOrder } from '../../lib/db/sort-order';
import { AuditEntryModel, toAuditEntry, type AuditEntryRecord } from './audit.model';
import type { Snapshot } from './restore-snapshot';

export interface AuditWrite {
  actorId: string;
  /** Kept with the entry, so the trail still names the actor once the account is gone. */
  actorEmail: string;
  action: AuditAction;
  /** A collection's slug, or 'file', 'booking', 'tutor-hours'. */
  entity: string;
  entityId: string;
  changedFields: string[];
  at: Date;
  /** The item before the change, for 'Restore' (updates, status changes, deletes, restores). */
  snapshot?: Snapshot | undefined;
}

/** Stores one entry. */
export async function recordAuditEntry(write: AuditWrite): Promise<void> {
  await AuditEntryModel.create({
    actorId: write.actorId,
    actorEmail: write.actorEmail,
    action: write.action,
    entity: write.entity,
    entityId: write.entityId,
    changedFields: write.changedFields,
    createdAt: write.at,
    restorable: write.snapshot !== undefined,
    ...(write.snapshot ? { snapshot: write.snapshot } : {}),
  });
}

/** One page of the trail, newest first unless asked, optionally one entity and one action. */
export async function listAuditEntries(query: AuditQuery): Promise<AuditList> {
  const { page, limit, entity, action, sort } = query;
  const where = { ...(entity ? { entity } : {}), ...(action ? { action } : {}) };
  const { items, ...pageOf } = await paginate(
    AuditEntryModel,
    where,
    sortOrder(sort),
    { page, limit },
    (record) => toAuditEntry(record as AuditEntryRecord),
  );
  return { entries: items, ...pageOf };
}
