import { trusted } from 'mongoose';
import { OutboxModel } from './outbox.model';

const UNSENT = ['queued', 'sending'];

/** What waits in the outbox: mails not sent yet, those given up on, and the oldest unsent. */
export async function outboxBacklog() {
  const unsent = { status: trusted({ $in: UNSENT }) };
  const [depth, failed, oldest] = await Promise.all([
    OutboxModel.countDocuments(unsent),
    OutboxModel.countDocuments({ status: 'failed' }),
    OutboxModel.findOne(unsent).sort({ createdAt: 1 }).select('createdAt').lean(),
  ]);
  const oldestAt = oldest?.createdAt instanceof Date ? oldest.createdAt : undefined;
  return { depth, failed, oldestAt };
}
