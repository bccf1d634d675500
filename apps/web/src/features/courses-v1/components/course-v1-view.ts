import { Clock, UserRound } from 'lucide-react';
import { fillPath, PUBLIC_SCREENS } from '@tutoring/shared/plain';
import type { CourseDetail, CourseV1 } from '@tutoring/shared';
import type { CourseView } from '../../../components/course/course-view';
import { countOf } from '../../../lib/count-of';
import { isNewCourse } from './is-new-course';

/** The legacy data's stand-in for "no picture" (docs/PRODUCT.md section 3). */
const DEFAULT_THUMBNAIL = 'default-course.jpg';

/** Thumbnail, else image; neither (or the stand-in): none, the placeholder is shown. */
function pictureOf(course: CourseV1): string | undefined {
  return [course.thumbnail, course.imageUrl].find(
    (value) => value.trim() !== '' && value.trim() !== DEFAULT_THUMBNAIL,
  );
}

/** A v1 course as the public views show it; its page's text is its details' overview first. */
export function courseV1View(course: CourseV1, detail: CourseDetail | null = null): CourseView {
  const instructor = course.instructor?.name ?? 'Expert Instructor';
  return {
    path: fillPath(PUBLIC_SCREENS['course-v1-detail'].path, { courseId: course._id }),
    title: course.title,
    kind: course.category,
    isNew: isNewCourse(course.createdAt),
    description: course.description,
    lead: course.tagline,
    overview: detail?.overview || course.longDescription || course.description,
    image: pictureOf(course),
    videoUrl: course.videoUrl,
    instructor,
    facts: [
      { icon: UserRound, label: 'Instructor', value: instructor },
      { icon: Clock, label: 'Duration', value: countOf(course.duration, 'hour') },
    ],
    prices: [{ label: 'One-time', amount: course.price, per: 'course' }],
  };
}
