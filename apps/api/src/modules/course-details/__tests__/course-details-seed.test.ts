import { totalModuleDuration } from '@tutoring/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/http';
import { insertInstructor } from '../../courses-v1/__tests__/course-fixtures';
import { seedCoursesV1 } from '../../courses-v1/courses-v1.seed';
import { DEMO_COURSE_DETAILS, seedCourseDetails } from '../course-details.seed';

const api = testClient();
let courseIds: string[];

beforeAll(async () => {
  const courses = await seedCoursesV1([await insertInstructor('Dr Rao')]);
  courseIds = courses.map((course) => course._id);
});

describe('demo course details', () => {
  it('when seeded, then every demo course has its details, readable through the API', async () => {
    const count = await seedCourseDetails(courseIds);

    expect(count).toBe(courseIds.length);
    for (const [index, courseId] of courseIds.entries()) {
      const res = await api.get(`/api/courses/${courseId}/details`);
      expect(res.status).toBe(200);
      expect(res.body.courseDetail.totalDuration).toBe(
        totalModuleDuration(res.body.courseDetail.modules),
      );
      expect(res.body.courseDetail.learningOutcomes).toEqual(
        DEMO_COURSE_DETAILS[index]!.learningOutcomes,
      );
    }
  });

  it('when built, then each has 2–4 modules in half hours and more than 3 learning outcomes', () => {
    for (const detail of DEMO_COURSE_DETAILS) {
      expect(detail.modules!.length).toBeGreaterThanOrEqual(2);
      expect(detail.modules!.length).toBeLessThanOrEqual(4);
      expect(detail.modules!.every((m) => Number.isInteger((m.duration ?? 0) * 2))).toBe(true);
      expect(detail.learningOutcomes!.length).toBeGreaterThan(3);
    }
  });
});
