import { beforeEach, describe, expect, it } from 'vitest';
import { contactMessageListSchema } from '@tutoring/shared';
import { expectEnvelope, testClient } from '../../../../test/http';
import { leadsSuite, namesOf, storeMessages } from './contact-fixtures';

const api = testClient();
// Days below are UTC days; the institute's own zone has its tests (lead-time-zone.test.ts).
const staff = leadsSuite({ timeZone: 'UTC' });

const list = (query: Record<string, string | number> = {}) =>
  api.get('/api/contact').query(query).set('Authorization', staff.admin);

describe('GET /api/contact: status', () => {
  beforeEach(async () => {
    await storeMessages([
      { name: 'New lead', status: 'new', at: '2024-05-01T10:00:00Z' },
      { name: 'Called', status: 'contacted', at: '2024-05-02T10:00:00Z' },
      { name: 'Bot', status: 'spam', at: '2024-05-03T10:00:00Z' },
      { name: 'Signed up', status: 'enrolled', at: '2024-05-04T10:00:00Z' },
    ]);
  });

  it('when no status is asked for, then every status but spam comes, newest first', async () => {
    const res = await list();

    expect(res.status).toBe(200);
    expect(contactMessageListSchema.parse(res.body)).toEqual(res.body);
    expect(namesOf(res.body)).toEqual(['Signed up', 'Called', 'New lead']);
    expect(res.body).toMatchObject({ total: 3, page: 1, limit: 50 });
  });

  it.each([
    ['contacted', ['Called']],
    ['spam', ['Bot']],
    ['closed', []],
  ])('when status=%s, then only those come', async (status, names) => {
    const res = await list({ status });

    expect(namesOf(res.body)).toEqual(names);
    expect(res.body.total).toBe(names.length);
  });

  it('when the status is blank (a cleared filter), then it is no filter', async () => {
    const res = await list({ status: '' });

    expect(res.body.total).toBe(3);
  });
});

describe('GET /api/contact: course and dates', () => {
  beforeEach(async () => {
    await storeMessages([
      { name: 'Before', course: 'SAT Math', at: '2024-02-29T23:59:59.999Z' },
      { name: 'First second', course: 'sat math', at: '2024-03-01T00:00:00.000Z' },
      { name: 'Other course', course: 'SAT Math Advanced', at: '2024-03-02T12:00:00Z' },
      { name: 'Last moment', course: 'SAT MATH', at: '2024-03-03T23:59:59.999Z' },
      { name: 'After', course: 'SAT Math', at: '2024-03-04T00:00:00.000Z' },
    ]);
  });

  it('when course is given, then the exact name matches in any letter case', async () => {
    const res = await list({ course: 'Sat Math' });

    expect(namesOf(res.body)).toEqual(['After', 'Last moment', 'First second', 'Before']);
  });

  it('when from and to are given, then both whole UTC days are included', async () => {
    const res = await list({ from: '2024-03-01', to: '2024-03-03' });

    expect(namesOf(res.body)).toEqual(['Last moment', 'Other course', 'First second']);
  });

  it('when only from or only to is given, then the range is open on the other side', async () => {
    const since = await list({ from: '2024-03-03' });
    const until = await list({ to: '2024-02-29' });

    expect(namesOf(since.body)).toEqual(['After', 'Last moment']);
    expect(namesOf(until.body)).toEqual(['Before']);
  });

  it('when course and dates are combined, then both apply', async () => {
    const res = await list({ course: 'sat math', from: '2024-03-01', to: '2024-03-03' });

    expect(namesOf(res.body)).toEqual(['Last moment', 'First second']);
  });
});

describe('GET /api/contact: search', () => {
  beforeEach(async () => {
    await storeMessages([
      { name: 'Meera Nair', email: 'meera@example.com', at: '2024-01-01T00:00:00Z' },
      { name: 'Ravi (JEE)', mobile: '+91 98765 43210', at: '2024-01-02T00:00:00Z' },
      { name: 'Anna', email: 'anna.k@example.com', at: '2024-01-03T00:00:00Z' },
      {
        name: 'Hidden',
        email: 'meera-bot@example.com',
        status: 'spam',
        at: '2024-01-04T00:00:00Z',
      },
    ]);
  });

  it.each([
    ['MEERA', ['Meera Nair']],
    ['98765 432', ['Ravi (JEE)']],
    ['anna.k@', ['Anna']],
    ['  nair  ', ['Meera Nair']],
  ])('when q=%j, then name, email or mobile match ignoring case', async (q, names) => {
    const res = await list({ q });

    expect(namesOf(res.body)).toEqual(names);
  });

  it.each([
    ['.*', []],
    ['(', ['Ravi (JEE)']],
    [')', ['Ravi (JEE)']],
    ['M..ra', []],
    ['^M', []],
    ['e+', []],
    ['[', []],
    ['\\', []],
    ['.k@', ['Anna']],
  ])('when q=%j holds regex characters, then they match only literally', async (q, names) => {
    const res = await list({ q });

    expect(res.status).toBe(200);
    expect(namesOf(res.body)).toEqual(names);
  });

  it('when searching spam, then status=spam and q combine', async () => {
    const res = await list({ q: 'meera', status: 'spam' });

    expect(namesOf(res.body)).toEqual(['Hidden']);
  });
});

describe('GET /api/contact: pagination', () => {
  beforeEach(async () => {
    await storeMessages(
      Array.from({ length: 7 }, (_, index) => ({
        name: `Lead ${index + 1}`,
        at: new Date(Date.UTC(2024, 0, index + 1)).toISOString(),
      })),
    );
  });

  it('when page 2 of 3 per page is asked, then it answers that page and the full total', async () => {
    const res = await list({ page: 2, limit: 3 });

    expect(res.body).toMatchObject({ total: 7, page: 2, limit: 3 });
    expect(namesOf(res.body)).toEqual(['Lead 4', 'Lead 3', 'Lead 2']);
  });

  it('when the last page is short or past the end, then it holds what is left', async () => {
    const last = await list({ page: 3, limit: 3 });
    const beyond = await list({ page: 4, limit: 3 });

    expect(namesOf(last.body)).toEqual(['Lead 1']);
    expect(beyond.body).toMatchObject({ messages: [], total: 7, page: 4 });
  });

  it('when limit is 1 or 100, then it is accepted', async () => {
    expect(namesOf((await list({ limit: 1 })).body)).toEqual(['Lead 7']);
    expect((await list({ limit: 100 })).body.messages).toHaveLength(7);
  });

  it('when there are more than 50, then the default page holds 50', async () => {
    await storeMessages(
      Array.from({ length: 50 }, (_, index) => ({
        name: `More ${index}`,
        at: '2023-01-01T00:00:00Z',
      })),
    );

    const res = await list();

    expect(res.body.messages).toHaveLength(50);
    expect(res.body).toMatchObject({ total: 57, page: 1, limit: 50 });
  });
});

describe('GET /api/contact: bad query', () => {
  it.each([
    [{ status: 'archived' }, 'status'],
    [{ page: 0 }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ limit: 2.5 }, 'limit'],
    [{ from: '01/03/2024' }, 'from'],
    [{ to: '2024-02-30' }, 'to'],
    [{ from: '2024-03-02', to: '2024-03-01' }, 'to'],
    [{ q: 'x'.repeat(101) }, 'q'],
    [{ course: 'c'.repeat(201) }, 'course'],
    [{ order: 'name' }, ''],
    [{ sort: 'mobile' }, 'sort'],
  ] as const)('when the query is %j, then it answers 400 naming %j', async (query, path) => {
    const res = await list(query);

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.details.map((detail: { path: string }) => detail.path)).toContain(path);
  });

  it('when a filter is repeated, then it answers 400 (one value each)', async () => {
    const res = await api
      .get('/api/contact?status=new&status=spam')
      .set('Authorization', staff.admin);

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
  });

  it('when the query carries an operator, then it answers 400 and matches nothing', async () => {
    const res = await api.get('/api/contact?status[$ne]=x').set('Authorization', staff.admin);

    expect(res.status).toBe(400);
  });
});

describe('GET /api/contact: overdue', () => {
  it('when overdue=true, then only leads still new a day after they came are listed', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    await storeMessages([
      { name: 'Waiting two days', status: 'new', at: hoursAgo(48) },
      { name: 'Waiting 25 hours', status: 'new', at: hoursAgo(25) },
      { name: 'Came an hour ago', status: 'new', at: hoursAgo(1) },
      { name: 'Called back', status: 'contacted', at: hoursAgo(48) },
      { name: 'Bot', status: 'spam', at: hoursAgo(48) },
    ]);

    const res = await list({ overdue: 'true' });

    expect(res.status).toBe(200);
    expect(namesOf(res.body)).toEqual(['Waiting 25 hours', 'Waiting two days']);
    expect(res.body.total).toBe(2);
  });

  it('when overdue is not true or false, then 400 and it is named', async () => {
    const res = await list({ overdue: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { path: 'overdue', message: 'Overdue must be true or false.' },
    ]);
  });
});
