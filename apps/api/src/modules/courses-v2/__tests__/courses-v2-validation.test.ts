import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/http';
import { describeCourseRefusals } from '../../courses-v1/__tests__/course-refusals';
import { courseV2Store } from '../courses-v2.store';
import { courseV2Body } from './course-v2-fixtures';

const api = testClient();

const actors = describeCourseRefusals(api, {
  store: courseV2Store,
  body: courseV2Body,
  ownRefusals: [
    ['the description is missing', { description: undefined }, 'description'],
    [
      'the description is longer than 200 characters',
      { description: 'x'.repeat(201) },
      'description',
    ],
    ['the mode is not One-on-One or Small Group', { mode: 'Lecture' }, 'mode'],
    ['the status is not draft or published', { status: 'archived' }, 'status'],
    ['the exam type is unknown', { examType: 'GCSE' }, 'examType'],
    ['the hourly price is negative', { price: { hourly: -5 } }, 'price.hourly'],
    ['the package price is not in steps of 0.01', { price: { package: 99.999 } }, 'price.package'],
    ['the price carries an unknown key', { price: { monthly: 10 } }, 'price'],
  ],
});

describe('POST /api/coursesv2 validation', () => {
  it('when the description is exactly 200 characters, then it is accepted', async () => {
    const body = courseV2Body(actors.instructor, { description: 'x'.repeat(200) });

    const res = await api.post('/api/coursesv2').set('Authorization', actors.admin).send(body);

    expect(res.status).toBe(201);
  });
});
