import { z } from 'zod';
import { COLLECTIONS, type CollectionSlug } from '../collections';
import { objectId } from '../common/fields';
import { paginationFields, paginationParams } from '../common/query-params';

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'status-change', 'upload'] as const;
/** Every collection, uploaded files, admins' moves and cancels of bookings, and tutors' hours. */
export const AUDIT_ENTITIES: readonly (CollectionSlug | 'file' | 'booking' | 'tutor-hours')[] = [
  ...COLLECTIONS.map((collection) => collection.slug),
  'file',
  'booking',
  'tutor-hours',
];

export const auditActionSchema = z.enum(AUDIT_ACTIONS, {
  error: `Action must be one of ${AUDIT_ACTIONS.join(', ')}.`,
});
export const auditEntitySchema = z.enum(AUDIT_ENTITIES, {
  error: `Entity must be one of ${AUDIT_ENTITIES.join(', ')}.`,
});

/**
 * One admin write as the audit trail records it: who, what, which entity and id, when, and
 * the names of the fields whose values changed (all fields set on create, none on delete).
 */
export const auditEntrySchema = z.object({
  _id: objectId,
  actor: z.object({ id: z.string(), email: z.string() }),
  action: auditActionSchema,
  entity: auditEntitySchema,
  entityId: z.string(),
  changedFields: z.array(z.string()),
  createdAt: z.string(),
});

/** GET /audit: page (from 1), limit (1–100, default 50), optionally one entity and one action. */
export const auditQuerySchema = z.strictObject({
  ...paginationParams,
  entity: auditEntitySchema.optional(),
  action: auditActionSchema.optional(),
});

/** The answer of GET /audit: one page of entries, newest first, and the total selected. */
export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  ...paginationFields,
});

export type AuditAction = z.infer<typeof auditActionSchema>;
export type AuditEntity = z.infer<typeof auditEntitySchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditQuery = z.output<typeof auditQuerySchema>;
export type AuditQueryInput = z.input<typeof auditQuerySchema>;
export type AuditList = z.infer<typeof auditListSchema>;
