import { courseV1Collection, type CourseV1 } from '@tutoring/shared';
import { trusted } from 'mongoose';
import { createCollectionStore } from '../../lib/collection/collection-store';
import { AppError } from '../../lib/errors';
import { storesPictures } from '../files/image-fields';
import { INSTRUCTOR_POPULATE } from '../team/instructor';
import { UserModel } from '../users/user.model';
import { CourseModel } from './courses-v1.model';

export const courseV1Store = createCollectionStore(courseV1Collection, {
  model: CourseModel,
  populate: INSTRUCTOR_POPULATE,
  prepare: storesPictures(['imageUrl', 'thumbnail']),
});

/** The v1 courses the user is enrolled in; ids of since-deleted courses are skipped. */
export async function listSubscribedCourses(userId: string): Promise<CourseV1[]> {
  const user = await UserModel.findById(userId).select('enrolledCourses').lean();
  if (!user) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  // sanitizeFilter would neutralise $in; these ids come from our own database, not the request.
  return courseV1Store.list({ _id: trusted({ $in: user.enrolledCourses }) });
}
