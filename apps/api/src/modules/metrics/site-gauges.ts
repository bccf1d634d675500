import { Gauge } from 'prom-client';
import { isDatabaseReady } from '../../lib/db/availability';
import { metricsRegistry } from '../../lib/metrics/registry';
import { readBackupStatus } from '../backups/backup-status';
import { countBookingsByStatus } from '../bookings/booking-queries';
import { countLeadsByStatus } from '../contact/lead-queries';
import { outboxBacklog } from '../outbox/outbox-backlog';

/**
 * What the database holds, read at each scrape: the same on every instance and across
 * restarts, where an in-process counter would start again at 0 (docs/OPERATIONS.md,
 * "Metrics"). Leads and bookings only grow unless erased, so `increase()` over them reads as
 * new leads and bookings.
 */

const gauge = <Label extends string = never>(name: string, help: string, labelNames?: Label[]) =>
  new Gauge<Label>({ name, help, labelNames: labelNames ?? [], registers: [metricsRegistry] });

const databaseUp = gauge('tutoring_database_up', '1 when the database answers a ping, else 0.');
const outboxDepth = gauge(
  'tutoring_outbox_depth',
  'Mails not sent yet (queued, retrying or being sent).',
);
const outboxOldestAge = gauge(
  'tutoring_outbox_oldest_unsent_age_seconds',
  'Age of the oldest mail not sent yet; 0 when none waits.',
);
const outboxFailed = gauge(
  'tutoring_outbox_failed',
  'Mails given up on after their retries (Admin -> Outbox can resend them).',
);
const backupLastSuccess = gauge(
  'tutoring_backup_last_success_timestamp_seconds',
  'When npm run backup last succeeded (Unix seconds); 0 when never.',
);
const leads = gauge('tutoring_leads', 'Leads (contact messages) stored, by status.', ['status']);
const bookings = gauge('tutoring_bookings', 'Bookings stored, by status.', ['status']);

async function countByStatus(
  count: () => Promise<{ _id: string; count: number }[]>,
  gauge: Gauge<'status'>,
) {
  const groups = await count();
  gauge.reset();
  for (const group of groups) gauge.set({ status: String(group._id) }, group.count);
}

async function readOutbox(now: number) {
  const { depth, failed, oldestAt } = await outboxBacklog();
  outboxDepth.set(depth);
  outboxFailed.set(failed);
  const createdAt = oldestAt?.getTime() ?? now;
  outboxOldestAge.set(Math.max(0, (now - createdAt) / 1000));
}

/** Refreshes the database's gauges; with the database away only `tutoring_database_up` says so. */
export async function refreshSiteGauges(): Promise<void> {
  const up = await isDatabaseReady();
  databaseUp.set(up ? 1 : 0);
  if (!up) return;
  await Promise.all([
    readOutbox(Date.now()),
    countByStatus(countLeadsByStatus, leads),
    countByStatus(countBookingsByStatus, bookings),
    readBackupStatus().then(({ lastSuccessAt }) =>
      backupLastSuccess.set(lastSuccessAt ? Date.parse(lastSuccessAt) / 1000 : 0),
    ),
  ]);
}
