import type { CourseV2 } from './courses-v2.schema';

// No zod here: the home page imports this, and zod stays out of its first download.

/**
 * The home page's order: featured courses first, by their rank (those without one after the
 * ranked, in list order), then every other course in list order. Nothing featured: list order.
 */
export function featuredFirst<Course extends Pick<CourseV2, 'featured' | 'featuredRank'>>(
  courses: readonly Course[],
): Course[] {
  const rankOf = (course: Course) => course.featuredRank ?? Number.MAX_SAFE_INTEGER;
  const featured = courses.filter((course) => course.featured);
  // Array.prototype.sort is stable: equal ranks keep list order.
  featured.sort((a, b) => rankOf(a) - rankOf(b));
  return [...featured, ...courses.filter((course) => !course.featured)];
}
