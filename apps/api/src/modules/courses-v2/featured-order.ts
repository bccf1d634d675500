import { courseV2OrderSchema } from '@tutoring/shared';
import { trusted } from 'mongoose';
import { AppError } from '../../lib/errors';
import { parseInput } from '../../lib/http/validate';
import { CourseV2Model } from './courses-v2.model';

const refuse = (message: string, path = 'ids') =>
  new AppError('VALIDATION_ERROR', message, [{ path, message }]);

/**
 * Sets the home page's order of the featured courses: `ids` must name every featured course,
 * each once, and nothing else (400 naming the first that is unknown, not featured or
 * missing). Nothing changes on a refusal. Answers the ids whose rank changed.
 */
export async function setFeaturedOrder(body: unknown): Promise<string[]> {
  const { ids } = parseInput(courseV2OrderSchema, body);
  const named = await CourseV2Model.find({ _id: trusted({ $in: ids }) })
    .select('featured featuredRank')
    .lean();
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
  await Promise.all(
    changed.map((id) =>
      CourseV2Model.updateOne({ _id: id }, { $set: { featuredRank: ids.indexOf(id) } }),
    ),
  );
  return changed;
}
