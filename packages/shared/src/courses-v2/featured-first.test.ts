import { describe, expect, it } from 'vitest';
import { courseV2OrderSchema } from './courses-v2.schema';
import { featuredFirst } from './featured-first';

const course = (title: string, featured = false, featuredRank: number | null = null) => ({
  title,
  featured,
  featuredRank,
});
const titles = (courses: { title: string }[]) => courses.map((item) => item.title);

describe('the home page order of v2 courses', () => {
  it('when nothing is featured, then the list order stands', () => {
    expect(titles(featuredFirst([course('A'), course('B'), course('C')]))).toEqual(['A', 'B', 'C']);
  });

  it('when courses are featured with ranks, then they come first by rank, the unranked after them, then the rest', () => {
    const ordered = featuredFirst([
      course('A'),
      course('B', true, 1),
      course('C', true),
      course('D', true, 0),
      course('E'),
    ]);
    expect(titles(ordered)).toEqual(['D', 'B', 'C', 'A', 'E']);
  });

  it('when an order names a course twice, then it is refused', () => {
    const id = '65a1b2c3d4e5f60718293a4b';
    expect(courseV2OrderSchema.safeParse({ ids: [id, id] }).error?.issues[0]?.message).toBe(
      'Each course may appear only once.',
    );
    expect(courseV2OrderSchema.safeParse({ ids: ['nope'] }).success).toBe(false);
  });
});
