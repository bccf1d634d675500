import { fillPath, PUBLIC_SCREENS, type EnrolledCourse } from '@tutoring/shared';
import { AppError, notFound } from '../../lib/errors';
import { findPublishedCourses } from '../courses-v2/course-queries';
import { toAccount, UserModel } from './user.model';

/**
 * Replaces the v2 courses a person is enrolled in. The person must exist (404) and every course
 * must exist and be published (400 naming the first that is not); nothing changes on a refusal.
 */
export async function setEnrolments(userId: string, courseIds: string[]) {
  if (!(await UserModel.exists({ _id: userId }))) throw notFound('Account');
  const unique = [...new Set(courseIds)];
  const published = await findPublishedCourses(unique);
  const known = new Set(published.map((course) => String(course._id)));
  const missing = unique.findIndex((id) => !known.has(id));
  if (missing >= 0) {
    throw new AppError('VALIDATION_ERROR', 'Only published courses can be enrolled in.', [
      {
        path: `courses.${courseIds.indexOf(unique[missing]!)}`,
        message: 'No published course has this id.',
      },
    ]);
  }
  const user = await UserModel.findByIdAndUpdate(
    userId,
    { $set: { enrolledCoursesV2: unique } },
    { new: true },
  ).lean();
  if (!user) throw notFound('Account');
  return toAccount(user);
}

/**
 * The published v2 courses a person is enrolled in, in the order they were enrolled; a course
 * since deleted or back in draft is left out rather than breaking the list.
 */
export async function enrolledCoursesOf(courseIds: unknown[] = []): Promise<EnrolledCourse[]> {
  if (courseIds.length === 0) return [];
  const courses = await findPublishedCourses(courseIds);
  const byId = new Map(courses.map((course) => [String(course._id), course]));
  return courseIds.flatMap((id) => {
    const course = byId.get(String(id));
    if (!course) return [];
    return [
      {
        id: String(course._id),
        title: String(course.title),
        examType: String(course.examType),
        mode: String(course.mode),
        link: fillPath(PUBLIC_SCREENS['course-v2-detail'].path, { courseId: String(course._id) }),
      },
    ];
  });
}
