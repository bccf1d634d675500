import { courseV2Collection, type CourseV2Data } from '@tutoring/shared';
import type { Request } from 'express';
import { isAdminRequest } from '../../lib/auth/authenticate';
import { createCollectionStore } from '../../lib/collection/collection-store';
import { INSTRUCTOR_POPULATE } from '../team/instructor';
import { CourseV2Model } from './courses-v2.model';

/** Prices are stored with both keys, so a full replace clears an omitted one (null: unset). */
function withBothPrices(data: CourseV2Data) {
  return {
    data: {
      ...data,
      price: { hourly: data.price.hourly ?? null, package: data.price.package ?? null },
    },
  };
}

export const courseV2Store = createCollectionStore(courseV2Collection, {
  model: CourseV2Model,
  populate: INSTRUCTOR_POPULATE,
  prepare: withBothPrices,
});

/** What visitors may see: published courses; a draft is 404 to them, its existence unrevealed. */
export const PUBLISHED = { status: 'published' } as const;

/** Drafts are for admins only. */
export const visibleCoursesV2 = (req: Request) => (isAdminRequest(req) ? {} : PUBLISHED);
