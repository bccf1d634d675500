import type { courseV2OrderSchema } from '@tutoring/shared';
import { trusted } from 'mongoose';
import type { Stored, StoredChange } from '../../lib/collection/change-event';
import { AppError } from '../../lib/errors';
import type { z } from 'zod';
import { CourseV2Model } from './courses-v2.model';

const refuse = (message: string, path = 'ids') =>
  new AppError('VALIDATION_ERROR', message, [{ path, message }]);

/** A course whose rank the order moved, as stored before and after (the audit's before-image). */
export interface Reranked {
  id: string;
  stored: StoredChange;
}

/**
 * Sets the home page's order of the featured courses: `ids` must name every featured course,
 * each once, and nothing else (400 naming the first that is unknown, not featured or
 * missing). Nothing changes on a refusal. Answers the courses whose rank changed.
 */
export async function setFeaturedOrder({
  ids,
}: z.output<typeof courseV2OrderSchema>): Promise<Reranked[]> {
  const named = await CourseV2Model.find({ _id: trusted({ $in: ids }) }).lean<Stored[]>();
  const byId = new Map(named.map((course) => [String(course._id), course]));
  for (const [index, id] of ids.entries()) {
    const course = byId.get(id);
    if (!course) throw refuse(`Course ${id} does not exist.`, `ids.${index}`);
    if (!course.featured) throw refuse(`Course ${id} is not featured.`, `ids.${index}`);
  }
  const featured = await CourseV2Model.find({ featured: true }).select('title').lean();
  const missing = featured.find((course) => !ids.includes(String(course._id)));
  if (missing)
    throw refuse(`The order must name every featured course: ${missing.title} is missing.`);
  const changed = ids.filter((id, rank) => byId.get(id)?.featuredRank !== rank);
  return Promise.all(
    changed.map(async (id) => {
      const after = await CourseV2Model.findByIdAndUpdate(
        id,
        { $set: { featuredRank: ids.indexOf(id) } },
        { new: true },
      ).lean<Stored>();
      return { id, stored: { before: byId.get(id) ?? null, after } };
    }),
  );
}
