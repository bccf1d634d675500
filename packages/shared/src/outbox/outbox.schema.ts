import { z } from 'zod';
import { objectId } from '../common/fields';
import {
  blankMeansAbsent,
  paginationFields,
  paginationParams,
  sortParam,
} from '../common/query-params';

/**
 * Where a queued mail is: waiting (queued: new, or retrying after a failure), being sent by
 * one instance (sending), delivered to the mail server (sent), or given up on (failed).
 */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

export const outboxStatusSchema = z.enum(OUTBOX_STATUSES, {
  error: `Status must be one of ${OUTBOX_STATUSES.join(', ')}.`,
});

/** One mail the site sends, as staff see it in the Outbox. */
export const outboxMessageSchema = z.object({
  _id: objectId,
  /** What it is about: 'lead-notification', 'lead-acknowledgement', … */
  kind: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  /** A calendar invitation sent with it (text/calendar, and as invite.ics), or none. */
  calendar: z
    .object({ method: z.enum(['REQUEST', 'CANCEL']), content: z.string() })
    .nullable()
    .default(null),
  status: outboxStatusSchema,
  attempts: z.number().int().min(0),
  /** The mail server's last refusal, or why it could not be reached. */
  lastError: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET /outbox: one status or all, newest first unless `sort` is createdAt, paginated. */
export const outboxQuerySchema = z.strictObject({
  status: blankMeansAbsent(outboxStatusSchema),
  ...paginationParams,
  sort: sortParam(['createdAt'] as const, '-createdAt'),
});

export const outboxListSchema = z.object({
  messages: z.array(outboxMessageSchema),
  ...paginationFields,
  /** False while no SMTP_URL is set: mail waits in the outbox, nothing is lost. */
  mailServerConfigured: z.boolean(),
  /** True while nothing is sent: after a restore until an admin resumes, or by OUTBOX_PAUSED. */
  paused: z.boolean(),
  /** True when OUTBOX_PAUSED holds it: resuming needs the variable unset and a restart. */
  pausedByConfiguration: z.boolean(),
});

export type OutboxStatus = z.infer<typeof outboxStatusSchema>;
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export type OutboxList = z.infer<typeof outboxListSchema>;
