import { model, Schema, type InferSchemaType, type Types } from 'mongoose';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntry } from '@tutoring/shared';
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
    entity: { type: String, enum: AUDIT_ENTITIES, required: true },
    entityId: { type: String, default: '' },
    changedFields: { type: [String], default: [] },
    // When the write finished (set by the recorder), not when the entry was stored.
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);

// The trail is read newest first, all of it or one entity at a time; _id breaks ties.
auditEntrySchema.index({ createdAt: -1, _id: -1 });
auditEntrySchema.index({ entity: 1, createdAt: -1 });

export type AuditEntryRecord = InferSchemaType<typeof auditEntrySchema> & { _id: Types.ObjectId };

export const AuditEntryModel = model('AuditEntry', auditEntrySchema);

/** The actor is stored flat (old entries too) and read as one object. */
export function toAuditEntry(record: AuditEntryRecord): AuditEntry {
  const { actorId, actorEmail, ...entry } = toJson<AuditEntry & StoredActor>(record);
  return { ...entry, actor: { id: actorId, email: actorEmail } };
}
