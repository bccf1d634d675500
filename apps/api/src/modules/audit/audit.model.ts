import { model, Schema, type InferSchemaType, type Types } from 'mongoose';
import { AUDIT_ACTIONS, type AuditEntry } from '@tutoring/shared';
import { toJson } from '../../lib/db/to-json';

interface StoredActor {
  actorId: string;
  actorEmail: string;
}

// Shape of auditEntrySchema (@tutoring/shared); the actor is stored flat and read as an object.
const auditEntrySchema = new Schema(
  {
    actorId: { type: String, required: true },
    actorEmail: { type: String, default: '' },
    action: { type: String, enum: AUDIT_ACTIONS, required: true },
    entity: { type: String, required: true },
    entityId: { type: String, default: '' },
    changedFields: { type: [String], default: [] },
    // When the write finished (set by the recorder), not when the entry was stored.
    createdAt: { type: Date, required: true },
    /** 'Restore' can undo this change: it kept the item's before-image (snapshot). */
    restorable: { type: Boolean, default: false },
    /**
     * What a restore needs (restore-snapshot.ts): the stored document before the change, raw,
     * and a fingerprint of it after. Never read with the trail: selected only by a restore.
     */
    snapshot: { type: Schema.Types.Mixed, select: false },
  },
  // minimize off: a before-image keeps its empty sub-documents, so it is stored back as it was.
  { versionKey: false, minimize: false },
);

// The trail is read newest first, all of it or one entity at a time; _id breaks ties.
auditEntrySchema.index({ createdAt: -1, _id: -1 });
auditEntrySchema.index({ entity: 1, createdAt: -1 });

export type AuditEntryRecord = InferSchemaType<typeof auditEntrySchema> & { _id: Types.ObjectId };

export const AuditEntryModel = model('AuditEntry', auditEntrySchema);

/**
 * The actor is stored flat (old entries too) and read as one object; entries stored before
 * restores existed are not restorable.
 */
export function toAuditEntry(record: AuditEntryRecord): AuditEntry {
  const { actorId, actorEmail, restorable, ...entry } = toJson<AuditEntry & StoredActor>(record);
  return { ...entry, actor: { id: actorId, email: actorEmail }, restorable: restorable === true };
}
