import { trusted, type RootFilterQuery } from 'mongoose';
import { DIRECT_SOURCE, zonedDayRange, type ContactMessageFilter } from '@tutoring/shared';
import { caseInsensitive, containing, escapeRegExp } from '../../lib/db/text-match';
import { notSpam, overdueAt } from './lead-queries';

/**
 * The database filter for the staff's lead list and export. Without a status, spam stays
 * hidden (it is kept, never dropped, and shown when asked for with status=spam). Operators
 * are built here from parsed input, so they are marked trusted for sanitizeFilter; every
 * text from the query is regex-escaped first.
 */
export function toContactFilter(
  filter: ContactMessageFilter,
  timeZone: string,
  now = new Date(),
): RootFilterQuery<unknown> {
  const query: Record<string, unknown> = filter.status ? { status: filter.status } : notSpam();
  // Overdue (with from/to, both must hold).
  if (filter.overdue === 'true') {
    const { status, createdAt } = overdueAt(now);
    query.status = status;
    query.$and = [{ createdAt }];
  }
  // Exact name, any letter case (the form's course is free text).
  if (filter.course) query.course = caseInsensitive(`^${escapeRegExp(filter.course)}$`);
  // A utm source, any letter case; (direct): leads that came with none (or before sources).
  if (filter.source) {
    query['source.utmSource'] =
      filter.source === DIRECT_SOURCE
        ? trusted({ $in: ['', null] })
        : caseInsensitive(`^${escapeRegExp(filter.source)}$`);
  }
  // from and to are whole days of the institute's zone, both inclusive.
  if (filter.from || filter.to) {
    query.createdAt = trusted(zonedDayRange(filter.from, filter.to, timeZone));
  }
  if (filter.q) {
    const q = filter.q;
    query.$or = ['name', 'email', 'mobile'].map((field) => ({ [field]: containing(q) }));
  }
  return query as RootFilterQuery<unknown>;
}
