import { LIMITS } from '@tutoring/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/PRODUCT.md: a course is NEW for 7 days after it was created. */
export function isNewCourse(createdAt: string, now: number = Date.now()): boolean {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  return now - created <= LIMITS.newBadgeDays * DAY_MS;
}
