import mongoose from 'mongoose';
import type { Logger } from '../../lib/logger';
import { AboutContentModel } from '../about-content/about-content.model';
import { CourseDetailModel } from '../course-details/course-details.model';
import { CourseModel } from '../courses-v1/courses-v1.model';
import { CourseV2Model } from '../courses-v2/courses-v2.model';
import { ResourceModel } from '../resources/resources.model';
import { TeamMemberModel } from '../team/team.model';
import { TestimonyModel } from '../testimonies/testimonies.model';
import { seedSteps } from './seed-steps';

/** Models whose content a visitor sees; demo content goes only into a site with none. */
const CONTENT_MODELS = [
  TeamMemberModel,
  CourseModel,
  CourseDetailModel,
  CourseV2Model,
  ResourceModel,
  TestimonyModel,
  AboutContentModel,
] as const;
const MARKER_ID = 'demo-seed';

async function hasContent(): Promise<boolean> {
  const counts = await Promise.all(
    CONTENT_MODELS.map((model) => model.collection.countDocuments({}, { limit: 1 })),
  );
  return counts.some((count) => count > 0);
}

/**
 * Seeds believable demo content into an empty database. Idempotent: a marker document
 * records that the seed ran, so a second start adds nothing, and neither does a start after
 * staff deleted the demo content on purpose.
 */
export async function seedDemoContent(logger: Logger): Promise<void> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('seedDemoContent needs an open connection');
  const meta = db.collection<{ _id: string; seededAt: Date }>('meta');
  if (await meta.findOne({ _id: MARKER_ID })) return;
  if (await hasContent()) {
    logger.info('database has content; demo content not seeded');
    return;
  }
  const counts = await seedSteps();
  await meta.insertOne({ _id: MARKER_ID, seededAt: new Date() });
  logger.info({ counts }, 'demo content seeded');
}
