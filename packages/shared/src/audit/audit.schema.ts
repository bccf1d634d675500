import { z } from 'zod';
import { COLLECTIONS, type CollectionSlug } from '../collections';
import { objectId } from '../common/fields';
import { paginationFields, paginationParams, sortParam } from '../common/query-params';

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status-change',
  'upload',
  'restore',
  /** A person's data erased on their request; the entry names no e-mail. */
  'erase',
  /**
   * A person's data copy given to an admin: the entry names whose (their address, blanked if
   * they are later erased), never what the copy held.
   */
  'export',
  /** The retention job deleted spam and anonymised closed leads past their time. */
  'retention-run',
  /** An admin removed another person's second factor (a lost phone, no recovery code left). */
  'two-factor-reset',
] as const;
/** Every collection, uploaded files, admins' moves and cancels of bookings, and tutors' hours. */
export const AUDIT_ENTITIES: readonly (
  | CollectionSlug
  | 'file'
  | 'booking'
  | 'tutor-hours'
  | 'person'
  | 'retention'
  | 'account'
  | 'batch'
  | 'holidays'
)[] = [
  ...COLLECTIONS.map((collection) => collection.slug),
  'file',
  'booking',
  'tutor-hours',
  'person',
  'retention',
  'account',
  'batch',
  'holidays',
];

const OTHER_ENTITY_LABELS: Record<string, string> = {
  file: 'file',
  booking: 'booking',
  'tutor-hours': "tutor's hours",
  person: "person's data",
  retention: 'lead retention',
  account: 'account',
  batch: 'batch',
  holidays: 'holidays',
};

/** How a sentence names an entity of the trail: 'course (v2)', 'team member', 'file'. */
export function auditEntityLabel(entity: string): string {
  const collection = COLLECTIONS.find((definition) => definition.slug === entity);
  return collection?.label ?? OTHER_ENTITY_LABELS[entity] ?? entity;
}

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
  /**
   * The slug of any mounted collection, or 'file', 'booking', 'tutor-hours': a collection
   * added later is recorded without this list changing (AUDIT_ENTITIES are the filter's).
   */
  entity: z.string(),
  entityId: z.string(),
  changedFields: z.array(z.string()),
  createdAt: z.string(),
  /**
   * Whether 'Restore' can put the item back as it was before this change: updates, status
   * changes, deletes and restores that kept the item's before-image.
   */
  restorable: z.boolean().default(false),
});

/**
 * GET /audit: page (from 1), limit (1–100, default 50), optionally one entity and one action,
 * newest first unless `sort` is createdAt.
 */
export const auditQuerySchema = z.strictObject({
  ...paginationParams,
  entity: auditEntitySchema.optional(),
  action: auditActionSchema.optional(),
  sort: sortParam(['createdAt'] as const, '-createdAt'),
});

/** The answer of GET /audit: one page of entries, newest first, and the total selected. */
export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  ...paginationFields,
});

/**
 * POST /audit/:id/restore. `force`: restore although the item changed again since the entry
 * (the first attempt answers 409 saying so).
 */
export const auditRestoreSchema = z.strictObject({
  force: z.boolean({ error: 'force must be true or false.' }).optional(),
});

/** What a restore put back: the entity and the id of the item. */
export const auditRestoreAnswerSchema = z.object({
  restored: z.object({ entity: z.string(), id: z.string() }),
});

export type AuditAction = z.infer<typeof auditActionSchema>;
export type AuditEntity = z.infer<typeof auditEntitySchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditQuery = z.output<typeof auditQuerySchema>;
export type AuditQueryInput = z.input<typeof auditQuerySchema>;
export type AuditList = z.infer<typeof auditListSchema>;
export type AuditRestore = z.infer<typeof auditRestoreSchema>;
export type AuditRestoreAnswer = z.infer<typeof auditRestoreAnswerSchema>;
