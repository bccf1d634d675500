import { courseV1Collection, type CourseV1, type CourseV1Data } from '@tutoring/shared';
import { trusted } from 'mongoose';
import { findByIdOrSlug, withSlug } from '../../lib/collection/slugs';
import { createCollectionStore } from '../../lib/collection/collection-store';
import { titlesByCategory } from '../../lib/db/titles-by-category';
import { AppError } from '../../lib/errors';
import { storesPictures } from '../files/image-fields';
import type { CategorisedItems } from '../site-settings/category-keeper';
import { inKnownCategory } from '../site-settings/known-category';
import { INSTRUCTOR_POPULATE } from '../team/instructor';
import { findAccountById } from '../users/account-queries';
import { CourseModel } from './courses-v1.model';

const storesCoursePictures = storesPictures<CourseV1Data>(['imageUrl', 'thumbnail']);

export const courseV1Store = createCollectionStore(courseV1Collection, {
  model: CourseModel,
  populate: INSTRUCTOR_POPULATE,
  prepare: inKnownCategory('courseCategories', async (data, context, held) =>
    storesCoursePictures(await withSlug(CourseModel, data, held), context),
  ),
  findByKey: findByIdOrSlug,
});

/** The courses in the settings' course categories (a rename moves them). */
export const coursesByCategory: CategorisedItems = {
  titlesIn: (categories) => titlesByCategory(CourseModel, categories),
  move: async (from, to) => {
    await CourseModel.updateMany({ category: from }, { $set: { category: to } });
  },
};

/** The v1 courses the user is enrolled in; ids of since-deleted courses are skipped. */
export async function listSubscribedCourses(userId: string): Promise<CourseV1[]> {
  const user = await findAccountById(userId, 'enrolledCourses');
  if (!user) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  // sanitizeFilter would neutralise $in; these ids come from our own database, not the request.
  return courseV1Store.list({ _id: trusted({ $in: user.enrolledCourses }) });
}
