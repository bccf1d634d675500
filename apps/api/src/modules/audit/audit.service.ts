import {
  auditQuerySchema,
  type AuditAction,
  type AuditEntity,
  type AuditList,
} from '@tutoring/shared';
import { paginate } from '../../lib/db/paginate';
import { parseInput } from '../../lib/http/validate';
import { UserModel } from '../users/user.model';
import { AuditEntryModel, toAuditEntry, type AuditEntryRecord } from './audit.model';

export interface AuditWrite {
  actorId: string;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  changedFields: string[];
  at: Date;
}

/** Stores one entry; the actor's e-mail is read now so the trail keeps it if the user goes. */
export async function recordAuditEntry(write: AuditWrite): Promise<void> {
  const actor = await UserModel.findById(write.actorId).select('email').lean();
  await AuditEntryModel.create({
    actorId: write.actorId,
    actorEmail: actor?.email ?? '',
    action: write.action,
    entity: write.entity,
    entityId: write.entityId,
    changedFields: write.changedFields,
    createdAt: write.at,
  });
}

/** One page of the trail, newest first, optionally one entity and one action. */
export async function listAuditEntries(query: unknown): Promise<AuditList> {
  const { page, limit, entity, action } = parseInput(auditQuerySchema, query);
  const where = { ...(entity ? { entity } : {}), ...(action ? { action } : {}) };
  const { items, ...pageOf } = await paginate(
    AuditEntryModel,
    where,
    { createdAt: -1, _id: -1 },
    { page, limit },
    (record) => toAuditEntry(record as AuditEntryRecord),
  );
  return { entries: items, ...pageOf };
}
