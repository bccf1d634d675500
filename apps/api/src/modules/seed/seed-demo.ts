import mongoose from 'mongoose';
import type { Logger } from '../../lib/logger';
import { seedSteps } from './seed-steps';

/** Collections whose content a visitor sees; demo content goes only into a site with none. */
const CONTENT_COLLECTIONS = [
  'teammembers',
  'courses',
  'coursev2s',
  'coursedetails',
  'resources',
  'testimonies',
  'aboutcontents',
];
const MARKER_ID = 'demo-seed';

async function hasContent(db: mongoose.mongo.Db): Promise<boolean> {
  const counts = await Promise.all(
    CONTENT_COLLECTIONS.map((name) => db.collection(name).countDocuments({}, { limit: 1 })),
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
  if (await hasContent(db)) {
    logger.info('database has content; demo content not seeded');
    return;
  }
  const counts = await seedSteps();
  await meta.insertOne({ _id: MARKER_ID, seededAt: new Date() });
  logger.info({ counts }, 'demo content seeded');
}
