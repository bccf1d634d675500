import { courseV2Collection, type CourseV2Data } from '@tutoring/shared';
import type { Request } from 'express';
import { isStaffRequest } from '../../lib/auth/authenticate';
import { createCollectionStore, type WriteContext } from '../../lib/collection/collection-store';
import type { Stored } from '../../lib/collection/change-event';
import { findByIdOrSlug, withSlug } from '../../lib/collection/slugs';
import { storesPictures } from '../files/image-fields';
import { INSTRUCTOR_POPULATE } from '../team/instructor';
import { CourseV2Model } from './courses-v2.model';

const storesImage = storesPictures<CourseV2Data>(['image']);

/**
 * Prices are stored with both keys, so a full replace clears an omitted one (null: unset); an
 * image on another host becomes one of ours.
 */
async function prepareCourse(data: CourseV2Data, context: WriteContext, held: Stored) {
  const price = { hourly: data.price.hourly ?? null, package: data.price.package ?? null };
  return storesImage(await withSlug(CourseV2Model, { ...data, price }, held), context);
}

export const courseV2Store = createCollectionStore(courseV2Collection, {
  model: CourseV2Model,
  populate: INSTRUCTOR_POPULATE,
  prepare: prepareCourse,
  findByKey: findByIdOrSlug,
});

/** What visitors may see: published courses; a draft is 404 to them, its existence unrevealed. */
export const PUBLISHED = { status: 'published' } as const;

/** Drafts are for staff only. */
export const visibleCoursesV2 = (req: Request) => (isStaffRequest(req) ? {} : PUBLISHED);
