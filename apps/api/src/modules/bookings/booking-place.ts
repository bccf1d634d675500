import { coursePlaceSchema, type BookingPlace } from '@tutoring/shared';
import { coursePlaceOf } from '../courses-v2/course-queries';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { findTeamMember } from '../team/team-queries';

/**
 * Where a class with this tutor happens, read afresh when it is booked or moved: the course's
 * place, its blanks filled from the tutor's meeting link (online) or the institute's address
 * (in person). Courses stored before places existed are in person at the institute.
 */
export async function bookingPlaceOf(courseId: string, tutorId: string): Promise<BookingPlace> {
  const [stored, tutor, site] = await Promise.all([
    coursePlaceOf(courseId),
    findTeamMember(tutorId),
    siteSettingsStore.get(),
  ]);
  const place = coursePlaceSchema.parse(stored);
  if (place.kind === 'online') {
    return { kind: 'online', link: place.link || (tutor?.meetingLink ?? ''), address: '' };
  }
  return { kind: 'in-person', link: '', address: place.address || site.address };
}
