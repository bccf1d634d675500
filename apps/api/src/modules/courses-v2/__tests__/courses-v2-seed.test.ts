import { beforeAll, describe, expect, it } from 'vitest';
import { EXAM_TYPES } from '@tutoring/shared';
import { createUserWithToken, testClient } from '../../../../test/http';
import { insertInstructor } from '../../courses-v1/__tests__/course-fixtures';
import { demoCoursesV2, seedCoursesV2 } from '../courses-v2.seed';

const api = testClient();
let instructors: string[];

beforeAll(async () => {
  instructors = [await insertInstructor('Dr Rao'), await insertInstructor('Ms Costa')];
});

describe('demo v2 courses', () => {
  it('when seeded, then every exam type is covered and exactly two are drafts', async () => {
    const admin = (await createUserWithToken('admin')).authorization;
    const count = await seedCoursesV2(instructors);

    const all = (await api.get('/api/coursesv2').set('Authorization', admin)).body.courses;
    const published = (await api.get('/api/coursesv2')).body.courses;

    expect(all).toHaveLength(count);
    expect(count).toBeGreaterThanOrEqual(8);
    expect(new Set(all.map((c: { examType: string }) => c.examType))).toEqual(new Set(EXAM_TYPES));
    expect(published).toHaveLength(count - 2);
  });

  it('when built, then prices, modes, subjects and highlights vary as the site needs', () => {
    const demos = demoCoursesV2(instructors);

    expect(demos.some((c) => c.price?.hourly != null && c.price.package == null)).toBe(true);
    expect(demos.some((c) => c.price?.package != null && c.price.hourly == null)).toBe(true);
    expect(demos.some((c) => c.price?.hourly == null && c.price?.package == null)).toBe(true);
    expect(new Set(demos.map((c) => c.mode))).toEqual(new Set(['One-on-One', 'Small Group']));
    expect(demos.some((c) => (c.subjects?.length ?? 0) > 3)).toBe(true);
    expect(demos.some((c) => c.highlights?.length === 0)).toBe(true);
    expect(demos.every((c) => c.image === '')).toBe(true);
  });
});
