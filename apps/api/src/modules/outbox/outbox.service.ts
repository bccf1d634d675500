import { outboxMessageSchema, type OutboxMessage, type outboxQuerySchema } from '@tutoring/shared';
import type { z } from 'zod';
import { trusted } from 'mongoose';
import { toReadShape } from '../../lib/collection/read-shape';
import { batchedInserts } from '../../lib/db/batched-inserts';
import { paginate } from '../../lib/db/paginate';
import { sortOrder } from '../../lib/db/sort-order';
import { AppError, notFound } from '../../lib/errors';
import { OutboxClaimModel, OutboxModel } from './outbox.model';
import { HIDDEN_TOKEN, sealLinkSecret, withLinkSecret } from './sealed-link';

export interface Mail {
  kind: string;
  to: string[];
  subject: string;
  text: string;
  /** The ids of the records it is about (lead, booking): a person's erasure takes it with them. */
  about?: string[];
  calendar?: OutboxMessage['calendar'];
  /** Not before this moment (a reminder); now when absent. */
  sendAt?: Date;
  /** Not at or after this moment (a reminder, once its class began): given up on instead. */
  notAfter?: Date;
  /**
   * The token of the link it carries (a reset, an invitation, a booking's private link):
   * stored sealed and hidden from the text, so no admin and no dump reads a working link.
   */
  secret?: string;
}

const toMessage = (stored: unknown) => toReadShape<OutboxMessage>(outboxMessageSchema, stored);

/**
 * Through the model; where it helps, mails of concurrent requests go in one insert
 * (lib/db/batched-inserts.ts).
 */
const insertMail = batchedInserts(OutboxModel);

/**
 * Queues a mail for the worker: stored at once, sent when a mail server takes it (not before
 * `sendAt`). Its id, or undefined when it has nobody to go to.
 */
export async function enqueueMail({
  sendAt,
  secret,
  about = [],
  ...mail
}: Mail): Promise<string | undefined> {
  if (mail.to.length === 0) return undefined;
  const hidden = secret
    ? {
        text: mail.text.replaceAll(secret, HIDDEN_TOKEN),
        calendar: null,
        sealedSecret: sealLinkSecret({ token: secret, calendar: mail.calendar ?? null }),
      }
    : {};
  const stored = await insertMail({
    ...mail,
    ...hidden,
    about,
    status: 'queued',
    attempts: 0,
    lastError: '',
    nextAttemptAt: sendAt ?? new Date(),
  });
  return String(stored._id);
}

/** Takes back a mail not sent yet (a reminder of a booking since cancelled or moved). */
export async function withdrawQueuedMail(id: string): Promise<void> {
  await OutboxModel.deleteOne({ _id: id, status: 'queued' });
}

/** One page of the outbox, newest first unless asked, one status or all. */
export async function listOutbox(query: z.output<typeof outboxQuerySchema>) {
  const { status, page, limit, sort } = query;
  const { items, ...pageOf } = await paginate(
    OutboxModel,
    status ? { status } : {},
    sortOrder(sort),
    { page, limit },
    toMessage,
  );
  return { messages: items, ...pageOf };
}

/**
 * 'Send again': back in the queue now, with a fresh count of attempts. A mail queued for later
 * (a booking's reminder) is refused with 409: sending it now would send it too early.
 */
export async function resendMail(messageId: string, now = new Date()): Promise<void> {
  const waiting = await OutboxModel.findOne({
    _id: messageId,
    status: 'queued',
    nextAttemptAt: trusted({ $gt: now }),
  })
    .select('nextAttemptAt')
    .lean();
  if (waiting) {
    throw new AppError(
      'CONFLICT',
      `This mail is scheduled for ${new Date(String(waiting.nextAttemptAt)).toISOString()} and is sent then.`,
    );
  }
  const updated = await OutboxModel.findByIdAndUpdate(messageId, {
    $set: { status: 'queued', attempts: 0, nextAttemptAt: new Date(), claimedBy: '' },
  });
  if (!updated) throw notFound('Message');
}

/** True when this instance's claim was first (an E11000 means another instance's was). */
async function wonClaim(messageId: string, claims: number, at: Date): Promise<boolean> {
  try {
    await OutboxClaimModel.create({ _id: `${messageId}:${claims}`, messageId, at });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false;
    throw error;
  }
}

/**
 * Claims the oldest message that is due, for `instance` alone, so two API instances never
 * send the same message: the claim is a unique insert (see OutboxClaimModel). A claim older
 * than `leaseMs` (its instance died mid-send) may be taken over.
 */
export async function claimNextMail(instance: string, leaseMs: number, now = new Date()) {
  const stale = new Date(now.getTime() - leaseMs);
  const due = {
    $or: [
      { status: 'queued', nextAttemptAt: trusted({ $lte: now }) },
      { status: 'sending', claimedAt: trusted({ $lt: stale }) },
    ],
  };
  for (;;) {
    const candidate = await OutboxModel.findOne(due).sort({ nextAttemptAt: 1, _id: 1 }).lean();
    if (!candidate) return undefined;
    const claims = Number(candidate.claims ?? 0);
    if (!(await wonClaim(String(candidate._id), claims, now))) continue;
    if (candidate.notAfter && new Date(String(candidate.notAfter)).getTime() <= now.getTime()) {
      await giveUpLate(String(candidate._id));
      continue;
    }
    await OutboxModel.updateOne(
      { _id: candidate._id },
      { $set: { status: 'sending', claimedBy: instance, claimedAt: now, claims: claims + 1 } },
    );
    const message = toMessage({ ...candidate, status: 'sending' });
    return withLinkSecret(message, candidate.sealedSecret);
  }
}

/** Too late to send (a reminder of a class that began while mail was down): failed, never sent. */
async function giveUpLate(id: string): Promise<void> {
  await OutboxModel.updateOne(
    { _id: id },
    {
      $set: {
        status: 'failed',
        lastError: 'Too late: its moment had passed before it could be sent.',
        claimedBy: '',
        sealedSecret: null,
      },
    },
  );
  await OutboxClaimModel.deleteMany({ messageId: id });
}

export async function markSent(id: string): Promise<void> {
  await OutboxModel.updateOne(
    { _id: id },
    // Sent: the link is in the recipient's mailbox and nowhere else.
    { $set: { status: 'sent', sentAt: new Date(), lastError: '', sealedSecret: null } },
  );
  // A sent message is never claimed again: its claims have done their work.
  await OutboxClaimModel.deleteMany({ messageId: id });
}

/**
 * A failed attempt: queued again after `retryInMs`, or failed for good after the last one. The
 * wait counts from `now`, the worker's clock, the one that decides what is due.
 */
export async function markAttemptFailed(
  message: OutboxMessage,
  error: string,
  retryInMs?: number,
  now = new Date(),
) {
  const attempts = message.attempts + 1;
  await OutboxModel.updateOne(
    { _id: message._id },
    {
      $set: {
        attempts,
        lastError: error.slice(0, 1000),
        status: retryInMs === undefined ? 'failed' : 'queued',
        nextAttemptAt: new Date(now.getTime() + (retryInMs ?? 0)),
        claimedBy: '',
      },
    },
  );
}
