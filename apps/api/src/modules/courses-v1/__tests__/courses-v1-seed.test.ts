import { beforeAll, describe, expect, it } from 'vitest';
import { totalModuleDuration } from '@tutoring/shared';
import { testClient } from '../../../../test/http';
import { demoCoursesV1, seedCoursesV1 } from '../courses-v1.seed';
import { insertInstructor } from './course-fixtures';

const api = testClient();
let instructors: string[];

beforeAll(async () => {
  instructors = [await insertInstructor('Dr Rao'), await insertInstructor('Ms Costa')];
});

describe('demo v1 courses', () => {
  it('when seeded, then four courses and their details are readable through the API', async () => {
    const count = await seedCoursesV1(instructors);

    const { body } = await api.get('/api/courses');

    expect(count).toBe(4);
    expect(body.courses).toHaveLength(4);
    for (const [index, course] of body.courses.entries()) {
      expect(instructors).toContain(course.instructor._id);
      const res = await api.get(`/api/courses/${course._id}/details`);
      const demo = demoCoursesV1(instructors)[index]!.detail;
      expect(res.status).toBe(200);
      expect(res.body.courseDetail.totalDuration).toBe(
        totalModuleDuration(res.body.courseDetail.modules),
      );
      expect(res.body.courseDetail.learningOutcomes).toEqual(demo.learningOutcomes);
    }
  });

  it('when built, then each has 2–4 modules in half hours and more than 3 learning outcomes', () => {
    for (const { detail } of demoCoursesV1(instructors)) {
      expect(detail.modules!.length).toBeGreaterThanOrEqual(2);
      expect(detail.modules!.length).toBeLessThanOrEqual(4);
      expect(detail.modules!.every((m) => Number.isInteger((m.duration ?? 0) * 2))).toBe(true);
      expect(detail.learningOutcomes!.length).toBeGreaterThan(3);
    }
  });
});
