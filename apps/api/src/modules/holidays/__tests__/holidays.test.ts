import { describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';

describe('holidays', () => {
  it('when an admin replaces the list, then anyone reads it sorted by date', async () => {
    const api = testClient();
    const admin = (await createUserWithToken('admin')).authorization;
    const holidays = [
      { date: '2027-12-25', name: 'Christmas Day' },
      { date: '2027-01-26', name: 'Republic Day' },
    ];

    const saved = await api.put('/api/holidays').set('Authorization', admin).send({ holidays });
    const read = await api.get('/api/holidays');

    expect(saved.status).toBe(200);
    expect(read.body.holidays).toEqual([holidays[1], holidays[0]]);
  });

  it('when a date is given twice or does not exist, then it answers 400', async () => {
    const api = testClient();
    const admin = (await createUserWithToken('admin')).authorization;

    const twice = await api
      .put('/api/holidays')
      .set('Authorization', admin)
      .send({
        holidays: [
          { date: '2027-01-01', name: 'A' },
          { date: '2027-01-01', name: 'B' },
        ],
      });
    const noDay = await api
      .put('/api/holidays')
      .set('Authorization', admin)
      .send({ holidays: [{ date: '2027-02-30', name: 'A' }] });

    expect(twice.status).toBe(400);
    expectEnvelope(noDay.body, 'VALIDATION_ERROR');
    expect(noDay.body.details[0].path).toBe('holidays.0.date');
  });

  it("when an admin asks for India's or the UAE's public holidays, then named dates of that year come back", async () => {
    const api = testClient();
    const admin = (await createUserWithToken('admin')).authorization;

    const india = await api
      .get('/api/holidays/suggestions')
      .query({ country: 'IN', year: 2027 })
      .set('Authorization', admin);
    const uae = await api
      .get('/api/holidays/suggestions')
      .query({ country: 'AE', year: 2027 })
      .set('Authorization', admin);

    expect(india.status).toBe(200);
    expect(india.body.holidays).toContainEqual({ date: '2027-01-26', name: 'Republic Day' });
    expect(uae.body.holidays).toContainEqual({ date: '2027-12-02', name: 'National Day' });
    for (const day of [...india.body.holidays, ...uae.body.holidays]) {
      expect(day.date).toMatch(/^2027-\d{2}-\d{2}$/);
      expect(day.name).not.toBe('');
    }
  });

  it('when someone who is not an admin asks for suggestions, or the country is unknown, then 401, 403 or 400', async () => {
    const api = testClient();
    const user = (await createUserWithToken('user')).authorization;
    const admin = (await createUserWithToken('admin')).authorization;
    const query = { country: 'IN', year: 2027 };

    expect((await api.get('/api/holidays/suggestions').query(query)).status).toBe(401);
    expect(
      (await api.get('/api/holidays/suggestions').query(query).set('Authorization', user)).status,
    ).toBe(403);
    expect(
      (
        await api
          .get('/api/holidays/suggestions')
          .query({ country: 'FR', year: 2027 })
          .set('Authorization', admin)
      ).status,
    ).toBe(400);
  });
});
