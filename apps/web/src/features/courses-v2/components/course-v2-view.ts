import { Clock, Users } from 'lucide-react';
import { fillPath, isPriceSet, PUBLIC_SCREENS } from '@tutoring/shared/plain';
import type { CourseV2 } from '@tutoring/shared';
import type { CoursePrice, CourseView } from '../../../components/course/course-view';

/** A v2 course as the public views show it: its prices are rates, each only when set. */
export function courseV2View(course: CourseV2): CourseView {
  const { hourly, package: monthly } = course.price;
  const prices: CoursePrice[] = [];
  if (isPriceSet(hourly)) {
    prices.push({ label: 'Hourly Rate', note: 'Pay as you go', amount: hourly, per: 'hour' });
  }
  if (isPriceSet(monthly)) {
    const note = 'Best value for regular sessions';
    prices.push({ label: 'Monthly Package', note, amount: monthly, per: 'month' });
  }
  return {
    path: fillPath(PUBLIC_SCREENS['course-v2-detail'].path, { courseId: course._id }),
    title: course.title,
    kind: course.examType,
    isNew: false,
    description: course.description,
    overview: course.description,
    image: course.image,
    videoUrl: course.videoUrl,
    instructor: course.instructor?.name ?? 'Expert Instructor',
    subjects: course.subjects,
    facts: [
      { icon: Users, label: 'Mode', value: course.mode },
      { icon: Clock, label: 'Duration', value: course.duration },
    ],
    prices,
  };
}
