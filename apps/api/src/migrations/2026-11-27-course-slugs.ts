import { slugOf } from '../lib/collection/slugs';
import type { Migration } from './migration-runner';

/** Both catalogues' collections, as the models CourseV2 and Course store them. */
const COURSE_COLLECTIONS = ['coursev2', 'courses'] as const;

/** What `up` reads as slugless: no slug, or an empty one. */
const WITHOUT_SLUG = { $or: [{ slug: { $exists: false } }, { slug: { $in: ['', null] } }] };

/**
 * Courses stored before path URLs had no slug: each gets one from its title, numbered when
 * another course of its catalogue has it (oldest first, so the older course keeps the plain one).
 */
export const courseSlugs: Migration = {
  id: '2026-11-27-course-slugs',
  description: 'courses without a slug get one made from their title',
  async up(db) {
    for (const name of COURSE_COLLECTIONS) {
      const courses = db.collection(name);
      const all = await courses.find({}).sort({ createdAt: 1, _id: 1 }).toArray();
      const taken = new Set(all.map((course) => course.slug as unknown).filter(Boolean));
      for (const course of all.filter((stored) => !stored.slug)) {
        const base = slugOf(String(course.title ?? ''));
        let slug = base;
        for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
        taken.add(slug);
        await courses.updateOne({ _id: course._id }, { $set: { slug, formerSlugs: [] } });
      }
    }
  },
  async preview(db) {
    const counts = await Promise.all(
      COURSE_COLLECTIONS.map((name) => db.collection(name).countDocuments(WITHOUT_SLUG)),
    );
    return (
      COURSE_COLLECTIONS.map((name, i) => `${counts[i]} in ${name}`).join(', ') +
      ' would get a slug'
    );
  },
};
