import { model, Schema } from 'mongoose';
import { outboxMessageSchema } from '@tutoring/shared';
import { modelSchemaFrom } from '../../lib/db/model-schema';

const outboxSchema = modelSchemaFrom(outboxMessageSchema, {
  overrides: {
    nextAttemptAt: { type: Date, required: true },
    calendar: { type: Schema.Types.Mixed, default: null },
    sentAt: { type: Date, default: null },
    /**
     * The ids of the records it is about (a lead, a booking): how a person's copy and erasure
     * find the mails about them, and nobody else's. Absent on mails queued before it existed.
     */
    about: { type: [String], default: undefined },
    /** A reminder is never sent at or after this moment (its class began): failed instead. */
    notAfter: { type: Date, default: null },
    /**
     * The link token (and calendar) of a mail that carries one, sealed (sealed-link.ts) while
     * it waits; removed once sent, so the database keeps no usable link.
     */
    sealedSecret: { type: String, default: null },
    /** Which instance is sending it, and since when: a claim older than the lease is stale. */
    claimedBy: { type: String, default: '' },
    claimedAt: { type: Date, default: null },
    /** How often it was claimed: the compare-and-set that lets one instance alone claim it. */
    claims: { type: Number, default: 0 },
  },
});

// The worker takes the oldest due message; the Outbox lists newest first, by status.
outboxSchema.index({ status: 1, nextAttemptAt: 1 });
outboxSchema.index({ createdAt: -1, _id: -1 });
outboxSchema.index({ about: 1 });

export const OutboxModel = model('OutboxMessage', outboxSchema);

/**
 * One claim of one message: its _id is "<message id>:<claim count>", so of two instances
 * claiming the same message at once exactly one insert succeeds (E11000 for the other). A
 * unique key is the one atomic decision FerretDB and MongoDB make alike.
 */
const outboxClaimSchema = new Schema(
  { _id: String, messageId: String, at: Date },
  { versionKey: false },
);
outboxClaimSchema.index({ messageId: 1 });

export const OutboxClaimModel = model('OutboxClaim', outboxClaimSchema);
