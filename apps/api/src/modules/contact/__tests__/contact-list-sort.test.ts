import { beforeEach, describe, expect, it } from 'vitest';
import { expectEnvelope, testClient } from '../../../../test/http';
import { leadsSuite, namesOf, storeMessages } from './contact-fixtures';

const api = testClient();
const staff = leadsSuite();

const list = (query: Record<string, string | number> = {}) =>
  api.get('/api/contact').query(query).set('Authorization', staff.admin);

beforeEach(async () => {
  await storeMessages([
    { name: 'Bela', course: 'SAT', status: 'new', at: '2024-05-01T10:00:00Z' },
    { name: 'Arun', course: 'JEE', status: 'enrolled', at: '2024-05-02T10:00:00Z' },
    { name: 'Chitra', course: 'AP Physics', status: 'contacted', at: '2024-05-03T10:00:00Z' },
  ]);
});

describe('GET /api/contact: sort', () => {
  it.each([
    [undefined, ['Chitra', 'Arun', 'Bela']],
    ['createdAt', ['Bela', 'Arun', 'Chitra']],
    ['name', ['Arun', 'Bela', 'Chitra']],
    ['-name', ['Chitra', 'Bela', 'Arun']],
    ['course', ['Chitra', 'Arun', 'Bela']],
    ['status', ['Chitra', 'Arun', 'Bela']],
  ])('when sort is %s, then the leads come in that order', async (sort, names) => {
    const res = await list(sort ? { sort } : {});

    expect(res.status).toBe(200);
    expect(namesOf(res.body)).toEqual(names);
    expect(res.body).toMatchObject({ total: 3, page: 1, limit: 50 });
  });

  it('when a sorted list is paged, then the pages follow the order', async () => {
    const second = await list({ sort: 'name', page: 2, limit: 2 });

    expect(namesOf(second.body)).toEqual(['Chitra']);
    expect(second.body.total).toBe(3);
  });

  it('when the sort names an unknown field, then it answers 400 naming the allowed values', async () => {
    const res = await list({ sort: 'mobile' });

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.details).toEqual([
      {
        path: 'sort',
        message:
          'Sort must be one of createdAt, -createdAt, name, -name, course, -course, status, -status.',
      },
    ]);
  });
});
