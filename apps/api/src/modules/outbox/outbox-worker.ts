import { randomUUID } from 'node:crypto';
import type { OutboxMessage } from '@tutoring/shared';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../../lib/logger';
import { isOutboxPausedInDatabase } from './outbox-pause';
import { claimNextMail, markAttemptFailed, markSent } from './outbox.service';

export interface OutboxWorkerOptions {
  /** SMTP_URL (smtp:// or smtps://, credentials in it). Without one, mail waits queued. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender every mail carries. */
  from: string;
  logger: Logger;
  /** OUTBOX_PAUSED: sends nothing whatever the database says (a restore drill's copy). */
  paused?: boolean;
  /** How often it looks for due mail when the queue was empty. */
  idleMs?: number;
  /** What time it is: a reminder is due at its time (tests choose the day); the system clock. */
  clock?: () => Date;
}

export interface OutboxWorker {
  /** Sends what is due now, one message after another; resolves when none is left. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/** Attempts before a message is failed for good, and the wait before each retry. */
const MAX_ATTEMPTS = 8;
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** attempts, 60 * 60_000);
/** A claim older than this was left by an instance that died mid-send. */
const LEASE_MS = 5 * 60_000;

async function sendOne(transport: Transporter, from: string, message: OutboxMessage) {
  const { to, subject, text, calendar } = message;
  // icalEvent: the invitation as text/calendar beside the text and as invite.ics, which
  // Google Calendar, Outlook and Apple Mail all offer to add.
  await transport.sendMail({
    from,
    to,
    subject,
    text,
    ...(calendar ? { icalEvent: { ...calendar, filename: 'invite.ics' } } : {}),
  });
}

/**
 * Sends the outbox: claims one due message at a time (never the same as another instance),
 * hands it to the mail server, and on failure retries with a growing wait, up to 8 attempts.
 * Queued mail survives restarts: it is in the database. Without SMTP_URL it sends nothing;
 * while paused (OUTBOX_PAUSED, or after a restore until an admin resumes) it sends nothing.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    smtpUrl,
    from,
    logger,
    paused = false,
    idleMs = 5000,
    clock = () => new Date(),
  } = options;
  const instance = randomUUID();
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  async function drainOnce(): Promise<number> {
    if (!transport) return 0;
    if (paused) return 0;
    let sent = 0;
    for (;;) {
      // Asked before every mail: a restore pauses here before it loads anything, so no instance
      // sends from a half-restored outbox; an admin's resume is picked up at the next look.
      if (stopped || (await isOutboxPausedInDatabase())) return sent;
      const message = await claimNextMail(instance, LEASE_MS, clock());
      if (!message) return sent;
      try {
        await sendOne(transport, from, message);
        await markSent(message._id);
        sent += 1;
      } catch (error) {
        const last = message.attempts + 1 >= MAX_ATTEMPTS;
        await markAttemptFailed(
          message,
          (error as Error).message,
          last ? undefined : retryDelayMs(message.attempts),
          clock(),
        );
        logger.warn({ err: error, mail: message._id, kind: message.kind }, 'outbox: mail not sent');
      }
    }
  }

  const drain = () => (running = running.then(drainOnce, drainOnce));
  const tick = () => {
    timer = setTimeout(() => {
      drain()
        .catch((error: unknown) => logger.warn({ err: error }, 'outbox: could not read the queue'))
        .finally(() => {
          if (!stopped) tick();
        });
    }, idleMs);
    timer.unref();
  };
  if (transport) tick();
  else logger.warn('No SMTP_URL: mail waits in the outbox until a mail server is configured.');

  return {
    drain,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
      transport?.close();
    },
  };
}
