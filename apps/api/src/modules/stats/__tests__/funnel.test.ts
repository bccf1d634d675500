import { describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { leadsSuite, storeMessages } from '../../contact/__tests__/contact-fixtures';
import { leadsMovedBackAndForth } from './funnel-fixtures';

const api = testClient();
const staff = leadsSuite({ timeZone: 'Asia/Kolkata' });

const funnel = async (query: Record<string, string>) => {
  const res = await api.get('/api/stats/funnel').query(query).set('Authorization', staff.admin);
  expect(res.status).toBe(200);
  return res.body.funnel;
};

describe('GET /api/stats/funnel', () => {
  it('when grouped by source, then each stage counts the leads whose furthest status reached it, cumulative, spam left out', async () => {
    await leadsMovedBackAndForth(api, staff.admin);

    expect(await funnel({ by: 'source' })).toEqual([
      { key: 'google', leads: 3, contacted: 3, demoScheduled: 2, enrolled: 1 },
      { key: '(direct)', leads: 1, contacted: 1, demoScheduled: 1, enrolled: 1 },
      { key: 'newsletter', leads: 1, contacted: 0, demoScheduled: 0, enrolled: 0 },
    ]);
  });

  it('when grouped by course, then the same leads are counted per course', async () => {
    await leadsMovedBackAndForth(api, staff.admin);

    expect(await funnel({ by: 'course' })).toEqual([
      { key: 'Physics', leads: 3, contacted: 3, demoScheduled: 2, enrolled: 2 },
      { key: 'Chemistry', leads: 2, contacted: 1, demoScheduled: 1, enrolled: 0 },
    ]);
  });

  it("when grouped by month, then a lead at 23:30 and one at 00:30 of the institute's zone fall in their own months and days", async () => {
    await storeMessages([
      // 31 January 23:30 and 1 February 00:30 in Kolkata (UTC+5:30).
      { name: 'Late January', status: 'enrolled', at: '2027-01-31T18:00:00.000Z' },
      { name: 'Early February', status: 'contacted', at: '2027-01-31T19:00:00.000Z' },
    ]);
    const feb = { key: '2027-02', leads: 1, contacted: 1, demoScheduled: 0, enrolled: 0 };

    expect(await funnel({ by: 'month', from: '2027-01-01', to: '2027-02-28' })).toEqual([
      { key: '2027-01', leads: 1, contacted: 1, demoScheduled: 1, enrolled: 1 },
      feb,
    ]);
    expect(await funnel({ by: 'month', from: '2027-02-01', to: '2027-02-01' })).toEqual([feb]);
  });

  it('when the query is bad, then 400 naming the field', async () => {
    for (const [query, path] of [
      [{ by: 'tutor' }, 'by'],
      [{ from: '2027-02-30' }, 'from'],
      [{ from: '2027-03-01', to: '2027-02-01' }, 'to'],
    ] as const) {
      const res = await api.get('/api/stats/funnel').query(query).set('Authorization', staff.admin);

      expect(res.status).toBe(400);
      expectEnvelope(res.body, 'VALIDATION_ERROR');
      expect(res.body.details[0].path).toBe(path);
    }
  });

  it('when an editor asks, then 403', async () => {
    const editor = (await createUserWithToken('editor')).authorization;

    expect((await api.get('/api/stats/funnel').set('Authorization', editor)).status).toBe(403);
  });
});
