import { coursePlaceSchema, type BookingPlace } from '@tutoring/shared';
import { CourseV2Model } from '../courses-v2/courses-v2.model';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { TeamMemberModel } from '../team/team.model';

/**
 * Where a class with this tutor happens, read afresh when it is booked or moved: the course's
 * place, its blanks filled from the tutor's meeting link (online) or the institute's address
 * (in person). Courses stored before places existed are in person at the institute.
 */
export async function bookingPlaceOf(courseId: string, tutorId: string): Promise<BookingPlace> {
  const [course, tutor, site] = await Promise.all([
    CourseV2Model.findById(courseId).select('place').lean(),
    TeamMemberModel.findById(tutorId).select('meetingLink').lean(),
    siteSettingsStore.get(),
  ]);
  const place = coursePlaceSchema.parse(course?.place ?? undefined);
  if (place.kind === 'online') {
    return { kind: 'online', link: place.link || String(tutor?.meetingLink ?? ''), address: '' };
  }
  return { kind: 'in-person', link: '', address: place.address || site.address };
}
