import mongoose from 'mongoose';
import type { Logger } from '../../lib/logger';
import { aboutContentStored } from '../about-content/about-content.store';
import { countCourseDetails } from '../course-details/course-details.store';
import { courseV1Store } from '../courses-v1/courses-v1.store';
import { courseV2Store } from '../courses-v2/courses-v2.store';
import { resourceStore } from '../resources/resources.store';
import { teamMemberStore } from '../team/team.store';
import { testimonyStore } from '../testimonies/testimonies.store';
import { seedSteps } from './seed-steps';

/** Content a visitor sees, asked of each module; demo content goes only into a site with none. */
const CONTENT_HELD: (() => Promise<number | boolean>)[] = [
  teamMemberStore.count,
  courseV1Store.count,
  countCourseDetails,
  courseV2Store.count,
  resourceStore.count,
  testimonyStore.count,
  aboutContentStored,
];
const MARKER_ID = 'demo-seed';

async function hasContent(): Promise<boolean> {
  const held = await Promise.all(CONTENT_HELD.map((heldOf) => heldOf()));
  return held.some((count) => Number(count) > 0);
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
