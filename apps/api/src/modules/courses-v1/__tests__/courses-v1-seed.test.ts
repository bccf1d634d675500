import { beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/http';
import { demoCoursesV1, seedCoursesV1 } from '../courses-v1.seed';
import { insertInstructor } from './course-fixtures';

const api = testClient();
let instructors: string[];

beforeAll(async () => {
  instructors = [await insertInstructor('Dr Rao'), await insertInstructor('Ms Costa')];
});

describe('demo v1 courses', () => {
  it('when seeded, then four courses taught by the given instructors are readable through the API', async () => {
    const created = await seedCoursesV1(instructors);

    const { body } = await api.get('/api/courses');

    expect(created).toHaveLength(4);
    expect(body.courses.map((course: { _id: string }) => course._id)).toEqual(
      created.map((course) => course._id),
    );
    for (const course of body.courses) expect(instructors).toContain(course.instructor._id);
  });

  it('when built without instructors, then it says so', () => {
    expect(() => demoCoursesV1([])).toThrow(/at least one instructor/);
  });
});
