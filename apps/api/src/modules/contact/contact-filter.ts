import { trusted, type RootFilterQuery } from 'mongoose';
import { LEAD_OVERDUE_HOURS, type ContactMessageFilter } from '@tutoring/shared';
import { caseInsensitive, containing, escapeRegExp } from '../../lib/db/text-match';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** from and to are whole UTC days, both inclusive: [from 00:00, the day after to 00:00). */
function createdBetween(from: string | undefined, to: string | undefined) {
  const range: { $gte?: Date; $lt?: Date } = {};
  if (from) range.$gte = new Date(`${from}T00:00:00.000Z`);
  if (to) range.$lt = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS);
  return trusted(range);
}

/**
 * The database filter for the staff's lead list and export. Without a status, spam stays
 * hidden (it is kept, never dropped, and shown when asked for with status=spam). Operators
 * are built here from parsed input, so they are marked trusted for sanitizeFilter; every
 * text from the query is regex-escaped first.
 */
export function toContactFilter(
  filter: ContactMessageFilter,
  now = new Date(),
): RootFilterQuery<unknown> {
  const query: Record<string, unknown> = {
    status: filter.status ?? trusted({ $ne: 'spam' }),
  };
  // Overdue: still new a day after it arrived (with from/to, both must hold).
  if (filter.overdue === 'true') {
    const dueBy = new Date(now.getTime() - LEAD_OVERDUE_HOURS * HOUR_MS);
    query.status = 'new';
    query.$and = [{ createdAt: trusted({ $lt: dueBy }) }];
  }
  // Exact name, any letter case (the form's course is free text).
  if (filter.course) query.course = caseInsensitive(`^${escapeRegExp(filter.course)}$`);
  if (filter.from || filter.to) query.createdAt = createdBetween(filter.from, filter.to);
  if (filter.q) {
    const q = filter.q;
    query.$or = ['name', 'email', 'mobile'].map((field) => ({ [field]: containing(q) }));
  }
  return query as RootFilterQuery<unknown>;
}
